import { useQuery } from '@apollo/client/react';
import { Alert, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLoaderData } from 'react-router';
import { OrderDetailDocument } from './gql/graphql.ts';
import type { GuardedResource } from '../app/guards.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { BackLink } from '../shared/BackLink.tsx';
import { formatDate } from '../shared/format.ts';
import { UNAVAILABLE } from '../shared/messages.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { OrderConfigurations } from './OrderConfigurations.tsx';
import { formatMoney, ORDER_STATUS_TAG } from './orderFormat.ts';
import { workBatchesOf, type OrderDetail } from './orderDetail.ts';
import { LineItemsTable, ModuleImpact } from './OrderLineItems.tsx';
import { SendToProductionButton } from './SendToProduction.tsx';
import { Facts, Section } from '../shared/Sections.tsx';
import { OrderWorkflowActions } from './OrderWorkflowControls.tsx';

function Summary({ order }: { order: OrderDetail }) {
  const { data } = order;
  return (
    <Facts
      label="Order summary"
      rows={[
        ['Status', <StatusTag status={ORDER_STATUS_TAG[data.status]}>{data.status}</StatusTag>],
        ['Workflow state', <StatusTag status="info">{order.workflowState.name}</StatusTag>],
        ['Created', formatDate(order.created)],
        ['Customer', data.customer ?? order.owner.email],
        ['Total items', data.totalItems],
        ['Total price', formatMoney(data.totalPrice, data.currency)],
      ]}
    />
  );
}

/** Where the order goes: its own address and method; tracking and delivery are not known until shipping exists (§2.5). */
function Shipping({ order }: { order: OrderDetail }) {
  const shipping = order.document.shipping;
  return (
    <Facts
      label="Shipping"
      rows={[
        ['Address', shipping?.address || UNAVAILABLE],
        ['Method', shipping?.method || UNAVAILABLE],
        ['Tracking number', UNAVAILABLE],
        ['Delivery date', UNAVAILABLE],
      ]}
    />
  );
}

/** The providers tree (§3): provider, then keys, then values. */
function Providers({ providers }: { providers: OrderDetail['document']['providers'] }) {
  const entries = Object.entries(providers ?? {});
  if (!entries.length) return <Text color="fg.muted">No providers</Text>;
  return (
    <Stack gap="4">
      {entries.map(([provider, values]) => (
        <Box key={provider}>
          <Heading as="h3" size="sm" mb="2">{provider}</Heading>
          <Facts label={provider} rows={Object.entries(values).map(([key, value]) => [key, String(value)])} />
        </Box>
      ))}
    </Stack>
  );
}

function NeedsAction({ order }: { order: OrderDetail }) {
  const batches = workBatchesOf(order);
  if (!order.needsAction) {
    return <Text textStyle="sm" color="fg.muted">In work batch {batches.map((b) => b.name ?? b.id).join(', ')}</Text>;
  }
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Needs action</Alert.Title>
        <Alert.Description>This order is in no work batch yet.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * /orders/{id} (§2.5): the order's summary (total by §9), line items with the modules that have moved
 * on since (B2), each product's configuration, shipping and providers, and whether it needs action.
 * The route's guard has read the order and the caller's permission before this opens.
 */
export function OrderPage() {
  const guarded = useLoaderData() as GuardedResource;
  const { data, loading, error } = useQuery(OrderDetailDocument, { variables: { id: guarded.id } });
  const order = data?.order;
  const label = order?.data.reference ?? guarded.id;

  return (
    <Stack gap="4" minW="0">
      <Box>
        <BackLink to="/orders" label="Orders" />
        <ScreenHeading title={`Order ${label}`} subtitle="ORDER DETAILS">
          {order && <SendToProductionButton orders={() => [{ id: order.id, version: order.version, label }]} />}
        </ScreenHeading>
      </Box>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Orders</Alert.Title>
          <Alert.Description>The order could not be loaded: {error.message}</Alert.Description>
        </Alert.Root>
      )}
      {loading && !order && <Skeleton height="40" rounded="md" />}
      {order && (
        <>
          <NeedsAction order={order} />
          <Section title="Summary">
            <Summary order={order} />
            <OrderWorkflowActions order={order} label={label} />
          </Section>
          <Section title="Line items">
            <Stack gap="3">
              <ModuleImpact items={order.document.lineItems} />
              <LineItemsTable items={order.document.lineItems} />
            </Stack>
          </Section>
          <Section title="Configurations">
            <OrderConfigurations products={order.document.products ?? []} />
          </Section>
          <HStack align="stretch" gap="4" flexDirection={{ base: 'column', lg: 'row' }}>
            <Box flex="1" minW="0">
              <Section title="Shipping details">
                <Shipping order={order} />
              </Section>
            </Box>
            <Box flex="1" minW="0">
              <Section title="Order providers">
                <Providers providers={order.document.providers} />
              </Section>
            </Box>
          </HStack>
        </>
      )}
    </Stack>
  );
}
