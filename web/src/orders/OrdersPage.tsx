import { useQuery } from '@apollo/client/react';
import { Alert, Flex, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { LuEye } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { OrderListDocument, OrderSort, OrderStatusCountsDocument, type OrderFilter, type OrderStatus } from './gql/graphql.ts';
import { SyncButton } from '../products/SyncButton.tsx';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { SearchBox } from '../shared/SearchBox.tsx';
import { plainOptions, Select } from '../shared/Select.tsx';
import { DataTable } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { useDebounced } from '../shared/useDebounced.ts';
import { createdSince, ORDER_STATUSES, TIME_FILTERS, type TimeFilter } from './orderFormat.ts';
import { orderColumns, orderLabel, type ListedOrder } from './orderTable.tsx';
import { useRowMove } from './OrderWorkflowControls.tsx';
import { SendToProductionButton } from './SendToProduction.tsx';

/** Lists filtered by time are in created order (the server's rule): newest first unless the user turns it. */
const CREATED_SORTS = [OrderSort.Created, OrderSort.CreatedDesc] as const;
const NEWEST_FIRST = [{ id: 'created', desc: true }];
const COLUMNS = orderColumns<ListedOrder>();

/** The status a navigation to /orders may carry (`navigate('/orders', { state: { orderStatus } })`, §2.5). */
function presetStatus(state: unknown): OrderStatus | '' {
  const wanted = (state as { orderStatus?: unknown } | null)?.orderStatus;
  return (ORDER_STATUSES as readonly unknown[]).includes(wanted) ? (wanted as OrderStatus) : '';
}

/** The three status boxes (received, processing, delivered), counted exactly by the gateway. */
function StatusBoxes({ counts }: { counts: { status: OrderStatus; count: number }[] | undefined }) {
  return (
    <SimpleGrid as="section" aria-label="Orders by status" columns={{ base: 1, sm: 3 }} gap="3">
      {ORDER_STATUSES.map((status) => (
        <Stat.Root key={status} bg="bg" borderWidth="1px" rounded="md" p="4">
          <Stat.Label textTransform="capitalize" color="fg.muted" textStyle="sm">{status}</Stat.Label>
          <Stat.ValueText textStyle="2xl" fontWeight="semibold" ms="0">{counts ? (counts.find((c) => c.status === status)?.count ?? 0) : '–'}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

interface FilterBarProps {
  onSearch: (query: string) => void;
  status: OrderStatus | '';
  statuses: readonly OrderStatus[];
  onStatus: (status: OrderStatus | '') => void;
  time: TimeFilter;
  onTime: (time: TimeFilter) => void;
}

/** Search on id and owner, the status filter (All Status and the statuses present) and the time filters. */
function FilterBar({ onSearch, status, statuses, onStatus, time, onTime }: FilterBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <SearchBox label="Search orders by id or owner" placeholder="Search orders" onSearch={onSearch} />
      <Select
        aria-label="Status"
        root={{ size: 'sm', width: 'auto' }}
        empty="All Status"
        value={status}
        options={plainOptions(statuses)}
        onChange={(e) => onStatus(e.currentTarget.value as OrderStatus | '')}
      />
      <Select
        aria-label="Created"
        root={{ size: 'sm', width: 'auto' }}
        value={time}
        options={TIME_FILTERS.map(({ value, label }) => ({ value, label }))}
        onChange={(e) => onTime(e.currentTarget.value as TimeFilter)}
      />
    </Flex>
  );
}

/**
 * /orders (§2.5): the workspace's orders, paged, searched (id and owner) and filtered (status, time)
 * on the server, with the status boxes, Sync Orders and 'View details' per row.
 */
export function OrdersPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>(() => presetStatus(location.state));
  const [time, setTime] = useState<TimeFilter>('all');
  const onSearch = useDebounced(setSearch);
  const counts = useQuery(OrderStatusCountsDocument);

  const variables = useMemo(() => {
    const filter: OrderFilter = {};
    if (search) filter.referenceOrCustomer = search;
    if (status) filter.status = status;
    const since = createdSince(time);
    if (since) filter.createdSince = since;
    return Object.keys(filter).length ? { filter } : {};
  }, [search, status, time]);
  const { rows, loading, error, pager, sorting, setSorting, refetch } = useCursorPaging(OrderListDocument, {
    variables,
    select: (data) => data.orders,
    sorts: CREATED_SORTS,
    initialSorting: NEWEST_FIRST,
  });
  // the rows seen, by id: a selection may span pages, and each order is sent at the version shown
  const seen = useRef(new Map<string, ListedOrder>());
  for (const row of rows) seen.current.set(row.id, row);
  // the status filter offers the statuses present (§2.5), and a preset one even before the counts come
  const present = ORDER_STATUSES.filter((s) => s === status || counts.data?.orderStatusCounts.some((c) => c.status === s && c.count > 0));
  const move = useRowMove<ListedOrder>(orderLabel, refetch);

  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Orders" subtitle="FROM SALES TO PRODUCTION">
        <SyncButton
          urlPoint="orders"
          label="Sync Orders"
          onSynced={() => {
            refetch();
            void counts.refetch();
          }}
        />
      </ScreenHeading>
      <StatusBoxes counts={counts.data?.orderStatusCounts} />
      <FilterBar onSearch={onSearch} status={status} statuses={present} onStatus={setStatus} time={time} onTime={setTime} />
      {(error || counts.error) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Orders</Alert.Title>
          <Alert.Description>The orders could not be loaded: {(error ?? counts.error)?.message}</Alert.Description>
        </Alert.Root>
      )}
      <DataTable<ListedOrder>
        label="Orders"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        rowName={orderLabel}
        pager={pager}
        loading={loading}
        sorting={sorting}
        // created is the list's order whatever the user clicks: a third click turns it, never removes it
        onSortingChange={(next) => setSorting(next.length ? next : [{ id: 'created', desc: !sorting[0]?.desc }])}
        selectable
        batchTools={(ids) => (
          <SendToProductionButton
            size="xs"
            orders={() => ids.flatMap((id) => {
              const row = seen.current.get(id);
              return row ? [{ id, version: row.version, label: orderLabel(row) }] : [];
            })}
          />
        )}
        message={{ title: 'No orders found.' }}
        rowActions={[{ label: 'View details', icon: <LuEye aria-hidden="true" />, onClick: (row) => void navigate(`/orders/${row.id}`) }, move.action]}
      />
      {move.dialog}
    </Stack>
  );
}
