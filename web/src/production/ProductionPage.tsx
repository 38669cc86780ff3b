import { useQuery } from '@apollo/client/react';
import { Flex, Heading, Link, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductionBatchesDocument, ProductionSummaryDocument, WorkBatchSort, type ProductionBatchesQuery, type ProductionSummaryQuery, type WorkBatchFilter, type WorkBatchStatus } from './gql/graphql.ts';
import { createdSince, TIME_FILTERS, type TimeFilter } from '../orders/orderFormat.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { formatDate } from '../shared/format.ts';
import { UNAVAILABLE } from '../shared/messages.ts';
import { Select } from '../shared/Select.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { DataTable, type DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { ALL_STATUS, BATCH_BADGE, BATCH_STATUS_OPTIONS, formatDuration } from './productionFormat.ts';

type BatchRow = ProductionBatchesQuery['workBatches']['items'][number];
type Summary = ProductionSummaryQuery['productionSummary'];

/** Time filters keep batches by created, so the list is in created order (the server's rule): newest first. */
const CREATED_SORTS = [WorkBatchSort.Created, WorkBatchSort.CreatedDesc] as const;
const NEWEST_FIRST = [{ id: 'created', desc: true }];

const batchLabel = (row: BatchRow) => row.data.name ?? row.id;

const COLUMNS: DataColumn<BatchRow>[] = [
  {
    id: 'id',
    header: 'Id',
    enableSorting: false,
    accessorFn: batchLabel,
    cell: ({ row }) => (
      <Link asChild fontWeight="medium" color="colorPalette.fg">
        <RouterLink to={`/production/${row.original.id}`}>{batchLabel(row.original)}</RouterLink>
      </Link>
    ),
  },
  { id: 'owner', header: 'Owner', enableSorting: false, accessorFn: (row) => row.owner.email },
  { id: 'created', header: 'Created', sortDescFirst: true, accessorFn: (row) => row.created, cell: ({ row }) => formatDate(row.original.created) },
  { id: 'orders', header: 'Orders', enableSorting: false, accessorFn: (row) => row.data.totalOrders, meta: { numeric: true } },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    accessorFn: (row) => row.data.status,
    cell: ({ row }) => <StatusTag status={BATCH_BADGE[row.original.data.status].tag}>{BATCH_STATUS_OPTIONS.find((o) => o.value === row.original.data.status)?.label}</StatusTag>,
  },
];

/** The summary block (§2.10), shown only when batches exist. */
function SummaryBlock({ summary }: { summary: Summary }) {
  const figures: [string, string | number][] = [
    ['Total batches', summary.totalBatches],
    ['Total orders', summary.totalOrders],
    ['Complete batches', summary.completeBatches],
    ['Average completion time', summary.avgCompletionTime === null ? UNAVAILABLE : formatDuration(summary.avgCompletionTime)],
  ];
  return (
    <SimpleGrid as="section" aria-label="Production summary" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      {figures.map(([label, value]) => (
        <Stat.Root key={label} bg="bg" borderWidth="1px" rounded="md" p="4">
          <Stat.Label color="fg.muted" textStyle="sm">{label}</Stat.Label>
          <Stat.ValueText textStyle="2xl" fontWeight="semibold" ms="0">{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/**
 * /production (§2.10): the workspace's work batches, paged and filtered (status, time) on the server,
 * with the summary counted by the gateway. A failed read is logged and stops loading, with no
 * message to the user (§8).
 */
export function ProductionPage() {
  const [status, setStatus] = useState<WorkBatchStatus | ''>('');
  const [time, setTime] = useState<TimeFilter>('all');
  const summary = useQuery(ProductionSummaryDocument);
  const variables = useMemo(() => {
    const filter: WorkBatchFilter = {};
    if (status) filter.status = status;
    const since = createdSince(time);
    if (since) filter.createdSince = since;
    return Object.keys(filter).length ? { filter } : {};
  }, [status, time]);
  const { rows, loading, error, pager, sorting, setSorting } = useCursorPaging(ProductionBatchesDocument, {
    variables,
    select: (data) => data.workBatches,
    sorts: CREATED_SORTS,
    initialSorting: NEWEST_FIRST,
  });
  const failure = error ?? summary.error;
  useEffect(() => {
    if (failure) console.warn('The production list could not be loaded:', failure.message);
  }, [failure]);
  const totals = summary.data?.productionSummary;

  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Production" subtitle="PICKING AND MANUFACTURING DATA" />
      {totals && totals.totalBatches > 0 && <SummaryBlock summary={totals} />}
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h2" size="md">Production Work Batches</Heading>
        <Flex gap="3" wrap="wrap">
          <Select
            aria-label="Status"
            root={{ size: 'sm', width: 'auto' }}
            empty={ALL_STATUS}
            value={status}
            options={BATCH_STATUS_OPTIONS}
            onChange={(e) => setStatus(e.currentTarget.value as WorkBatchStatus | '')}
          />
          <Select
            aria-label="Created"
            root={{ size: 'sm', width: 'auto' }}
            value={time}
            options={TIME_FILTERS.map(({ value, label }) => ({ value, label }))}
            onChange={(e) => setTime(e.currentTarget.value as TimeFilter)}
          />
        </Flex>
      </Flex>
      <DataTable<BatchRow>
        label="Production Work Batches"
        columns={COLUMNS}
        rows={failure ? [] : rows}
        getRowId={(row) => row.id}
        rowName={batchLabel}
        pager={pager}
        loading={loading && !failure}
        sorting={sorting}
        onSortingChange={(next) => setSorting(next.length ? next : [{ id: 'created', desc: !sorting[0]?.desc }])}
        pageSizes={[10]}
      />
    </Stack>
  );
}
