import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Flex, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useOutletContext, useParams } from 'react-router';
import type { OrderStatus } from '../orders/gql/graphql.ts';
import { CustomerDetailDocument, type CustomerDetailQuery } from './generated/gql/graphql.ts';
import type { Me } from '../frame/Frame.tsx';
import { formatMoney, ORDER_STATUS_TAG } from '../orders/orderFormat.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { BackLink } from '../shared/BackLink.tsx';
import { EmptyMessage } from '../shared/EmptyMessage.tsx';
import { Facts, Section } from '../shared/Sections.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { NO_ORDERS, UNAVAILABLE } from '../shared/messages.ts';
import { ROLE_STATUS, StatusTag } from '../shared/StatusTag.tsx';
import { softwareLabel } from './customerFormat.ts';

type CustomerRecord = CustomerDetailQuery['customer'];

/** A table of rows with its header, scrolling sideways on a small screen. */
function ListTable({ label, headers, rows }: { label: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} focusVisibleRing="inside">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>{headers.map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, i) => (
            <Table.Row key={i}>{cells.map((cell, j) => <Table.Cell key={j}>{cell}</Table.Cell>)}</Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Profile({ customer, workspaceName }: { customer: CustomerRecord; workspaceName: string }) {
  const { user } = customer;
  return (
    <Facts
      label="Customer"
      rows={[
        ['Name', user.name],
        ['E-mail', user.email],
        ['Roles', <Flex gap="1" wrap="wrap">{user.roles.map((role) => <StatusTag key={role} status={ROLE_STATUS[role]}>{role}</StatusTag>)}</Flex>],
        ['Workspace', workspaceName],
        ['Signed up', formatDate(user.signupDate)],
        ['Signup method', user.signupMethod],
      ]}
    />
  );
}

function Sessions({ sessions }: { sessions: CustomerRecord['sessions'] }) {
  if (!sessions.length) return <EmptyMessage title="No history found." headingLevel="h3" />;
  return (
    <ListTable
      label="Sessions"
      headers={['Date', 'City', 'Region', 'IP', 'Browser', 'OS']}
      rows={sessions.map((s) => [formatDateTime(s.date), s.city ?? UNAVAILABLE, s.region ?? UNAVAILABLE, s.ip ?? UNAVAILABLE, softwareLabel(s.browser) || UNAVAILABLE, softwareLabel(s.os) || UNAVAILABLE])}
    />
  );
}

function Orders({ orders }: { orders: CustomerRecord['orders'] }) {
  if (!orders.length) return <Text color="fg.muted">{NO_ORDERS}</Text>;
  return (
    <ListTable
      label="Orders"
      headers={['Order', 'Created', 'Status', 'Total']}
      rows={orders.map((o) => [
        <Link asChild fontWeight="medium"><RouterLink to={`/orders/${o.id}`}>{o.reference ?? o.id}</RouterLink></Link>,
        formatDate(o.created),
        <StatusTag status={ORDER_STATUS_TAG[o.status as OrderStatus]}>{o.status}</StatusTag>,
        formatMoney(o.totalPrice, o.currency),
      ])}
    />
  );
}

function Configurations({ configurations }: { configurations: CustomerRecord['configurations'] }) {
  if (!configurations.length) return <EmptyMessage title="No configurations found." headingLevel="h3" />;
  return (
    <ListTable
      label="Configurations"
      headers={['Configuration', 'Created', '']}
      rows={configurations.map((c) => [
        c.name || c.id,
        formatDate(c.created),
        c.link ? (
          // a new tab on the configurator's own domain (§2.8)
          <Link href={c.link} target="_blank" rel="noopener noreferrer" aria-label={`Open ${c.name || c.id} in a new tab`}>
            Open <LuExternalLink aria-hidden="true" />
          </Link>
        ) : (
          <Text as="span" color="fg.muted">Configurator not published</Text>
        ),
      ])}
    />
  );
}

/** /customers/{email} (§2.8): the customer, their sessions, orders and configurations; an unknown customer goes to /404. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const me = useOutletContext<Me>();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(CustomerDetailDocument, { variables: { email: customerId } });
  // an unknown customer, or what is no e-mail address, is a page that does not exist
  const missing = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_REQUEST');
  useEffect(() => {
    if (missing) void navigate('/404', { replace: true });
  }, [missing, navigate]);
  const customer = data?.customer;

  return (
    <Stack gap="4" minW="0">
      <Box>
        <BackLink to="/customers" label="Customers" />
        <ScreenHeading title={customer?.user.name ?? customerId} subtitle="CUSTOMER" />
      </Box>
      {error && !missing && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Oops!</Alert.Title>
          <Alert.Description>The customer could not be loaded: {error.message}</Alert.Description>
        </Alert.Root>
      )}
      {loading && <Skeleton height="40" />}
      {customer && (
        <>
          <Section title="Customer"><Profile customer={customer} workspaceName={me.workspace.name} /></Section>
          <Section title="Sessions"><Sessions sessions={customer.sessions} /></Section>
          <Section title="Orders"><Orders orders={customer.orders} /></Section>
          <Section title="Configurations"><Configurations configurations={customer.configurations} /></Section>
        </>
      )}
    </Stack>
  );
}
