import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuEye, LuUserPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { CustomerInviteOptionsDocument, CustomerListDocument, InviteCustomersDocument, InvitedAlreadyDocument, type CustomerListQuery } from './generated/gql/graphql.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { formatDate } from '../shared/format.ts';
import { messages } from '../shared/messages.ts';
import { SearchBox } from '../shared/SearchBox.tsx';
import { Select } from '../shared/Select.tsx';
import { ROLE_STATUS, StatusTag } from '../shared/StatusTag.tsx';
import { CellTags, CellText } from '../shared/table/CellText.tsx';
import { DataTable, type DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { notify } from '../shared/toaster.tsx';
import { useDebounced } from '../shared/useDebounced.ts';
import { CustomerTopLists } from './CustomerTopLists.tsx';
import { CUSTOMER_TIME_FILTERS, signedUpSince, type CustomerTimeFilter } from './customerFormat.ts';
import { InviteCustomersDialog } from './InviteCustomersDialog.tsx';

type CustomerRow = CustomerListQuery['customers']['items'][number];

/** The customers table (§2.8): who, their role tag (§4 colours), when and how they signed up. Newest signup first, sorted by the server. */
const COLUMNS: DataColumn<CustomerRow>[] = [
  { id: 'name', header: 'Name', enableSorting: false, accessorFn: (row) => row.name, cell: ({ row }) => <CellText tone="strong">{row.original.name}</CellText> },
  { id: 'email', header: 'E-mail', enableSorting: false, accessorFn: (row) => row.email },
  {
    id: 'roles',
    header: 'Roles',
    enableSorting: false,
    accessorFn: (row) => row.roles.join(', '),
    cell: ({ row }) => (
      <CellTags>
        {row.original.roles.map((role) => <StatusTag key={role} status={ROLE_STATUS[role]}>{role}</StatusTag>)}
      </CellTags>
    ),
  },
  { id: 'signupDate', header: 'Signed up', enableSorting: false, accessorFn: (row) => row.signupDate, cell: ({ row }) => formatDate(row.original.signupDate) },
  { id: 'signupMethod', header: 'Signup method', enableSorting: false, accessorFn: (row) => row.signupMethod },
];

/** The invite button (shown only under §6's condition, to those who may invite) and its modal. */
function InviteCustomers() {
  const client = useApolloClient();
  const options = useQuery(CustomerInviteOptionsDocument);
  const [inviteCustomers] = useMutation(InviteCustomersDocument, { refetchQueries: ['CustomerList'] });
  const [open, setOpen] = useState(false);
  const settings = options.data?.customerInvites;
  if (!settings?.offered || !settings.mayInvite) return null;
  const start = () => {
    if (options.error) return notify(messages.configuratorDomainsFailed());
    if (!settings.configurators.length) return notify(messages.inviteNotAvailable());
    setOpen(true);
  };
  return (
    <>
      <Button size="sm" onClick={start}>
        <LuUserPlus aria-hidden="true" /> Invite customers
      </Button>
      <InviteCustomersDialog
        open={open}
        onClose={() => setOpen(false)}
        configurators={settings.configurators}
        invitedAlready={async (emails) => (await client.query({ query: InvitedAlreadyDocument, variables: { emails }, fetchPolicy: 'network-only' })).data?.invitedAlready ?? []}
        invite={async (emails, domain) => {
          const { data } = await inviteCustomers({ variables: { emails, domain } });
          return data?.inviteCustomers.errors[0]?.message ?? null;
        }}
      />
    </>
  );
}

/**
 * /customers (§2.8): the workspace's customers, searched (name, e-mail) and filtered by signup date on
 * the server, paged; 'View details' opens /customers/{email}.
 */
export function CustomersPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [time, setTime] = useState<CustomerTimeFilter>('all');
  const onSearch = useDebounced(setSearch);
  const variables = useMemo(() => {
    const since = signedUpSince(time);
    return { ...(search ? { search } : {}), ...(since ? { since } : {}) };
  }, [search, time]);
  const { rows, loading, error, pager } = useCursorPaging(CustomerListDocument, { variables, select: (data) => data.customers });

  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Customers" subtitle="WHO CONFIGURES AND ORDERS">
        <InviteCustomers />
      </ScreenHeading>
      <CustomerTopLists />
      <Flex gap="3" wrap="wrap" align="center">
        <SearchBox label="Search customers by name or e-mail" placeholder="Search customers" onSearch={onSearch} />
        <Select
          aria-label="Signed up"
          root={{ size: 'sm', width: 'auto' }}
          value={time}
          options={CUSTOMER_TIME_FILTERS.map(({ value, label }) => ({ value, label }))}
          onChange={(e) => setTime(e.currentTarget.value as CustomerTimeFilter)}
        />
      </Flex>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Oops!</Alert.Title>
          <Alert.Description>The customers could not be loaded: {error.message}</Alert.Description>
        </Alert.Root>
      )}
      <DataTable<CustomerRow>
        label="Customers"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.email}
        rowName={(row) => row.name}
        pager={pager}
        loading={loading}
        message={{ title: 'No customers found.' }}
        rowActions={[{ label: 'View details', icon: <LuEye aria-hidden="true" />, onClick: (row) => void navigate(`/customers/${encodeURIComponent(row.email)}`) }]}
      />
    </Stack>
  );
}
