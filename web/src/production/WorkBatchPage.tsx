import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuFilePen } from 'react-icons/lu';
import { useLoaderData, useNavigate } from 'react-router';
import { SetWorkBatchStatusDocument, WorkBatchDetailDocument, WorkBatchOrdersDocument, type WorkBatchDetailQuery, type WorkBatchOrdersQuery, type WorkBatchStatus } from './gql/graphql.ts';
import type { GuardedResource } from '../app/guards.ts';
import { ORDER_STATUS_TAG } from '../orders/orderFormat.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { BackLink } from '../shared/BackLink.tsx';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { formatDate } from '../shared/format.ts';
import { UNAVAILABLE } from '../shared/messages.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { DataTable, type DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { notify } from '../shared/toaster.tsx';
import { ManufacturingData } from './ManufacturingData.tsx';
import { BATCH_BADGE, percent } from './productionFormat.ts';

type Batch = NonNullable<WorkBatchDetailQuery['workBatch']>;
type OrderRow = NonNullable<WorkBatchOrdersQuery['workBatch']>['orderPage']['items'][number];

const orderLabel = (row: OrderRow) => row.reference ?? row.id;

const ORDER_COLUMNS: DataColumn<OrderRow>[] = [
  { id: 'id', header: 'Order ID', enableSorting: false, accessorFn: orderLabel },
  { id: 'customer', header: 'Customer', enableSorting: false, accessorFn: (row) => row.customer ?? UNAVAILABLE },
  { id: 'date', header: 'Date', enableSorting: false, accessorFn: (row) => row.created, cell: ({ row }) => formatDate(row.original.created) },
  { id: 'qty', header: 'QTY', enableSorting: false, accessorFn: (row) => row.totalItems, meta: { numeric: true } },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    accessorFn: (row) => row.status,
    cell: ({ row }) => <StatusTag status={ORDER_STATUS_TAG[row.original.status]}>{row.original.status}</StatusTag>,
  },
  { id: 'progress', header: 'Progress', enableSorting: false, accessorFn: (row) => percent(row.progress), meta: { numeric: true } },
];

function BatchBadge({ status }: { status: WorkBatchStatus }) {
  return <StatusTag status={BATCH_BADGE[status].tag}>{BATCH_BADGE[status].label}</StatusTag>;
}

/** The Summary table (§2.10): one row under Batch ID, Status, Progress, Orders, Items, Expected Completion. */
function SummaryTable({ batch }: { batch: Batch }) {
  const cells: [string, ReactNode][] = [
    ['Batch ID', <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">{batch.id}</Text>],
    ['Status', <BatchBadge status={batch.status} />],
    ['Progress', percent(batch.figures.progress)],
    ['Orders', batch.orderPage.total],
    ['Items', batch.figures.items],
    ['Expected Completion', batch.figures.expectedCompletion ? formatDate(batch.figures.expectedCompletion) : UNAVAILABLE],
  ];
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Summary table" focusVisibleRing="inside">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {cells.map(([title]) => (
              <Table.ColumnHeader key={title} scope="col">{title}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            {cells.map(([title, value]) => (
              <Table.Cell key={title} whiteSpace={title === 'Batch ID' ? undefined : 'nowrap'}>{value}</Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** What a writer of the batch may do with its status: finish or cancel it while in progress, reopen it after. */
function StatusActions({ batch }: { batch: Batch }) {
  const [setStatus, { loading }] = useMutation(SetWorkBatchStatusDocument, {
    refetchQueries: [WorkBatchDetailDocument],
    // the list and its summary count statuses: read them again when next shown
    update(cache) {
      for (const fieldName of ['workBatches', 'productionSummary']) cache.evict({ fieldName });
      cache.gc();
    },
  });
  const [cancelling, setCancelling] = useState(false);
  if (!batch.permissions.write) return null;
  const change = async (status: WorkBatchStatus) => {
    setCancelling(false);
    try {
      const { data } = await setStatus({ variables: { id: batch.id, status, expectedHead: batch.head } });
      const error = data?.setWorkBatchStatus.errors[0];
      if (error) notify({ type: 'error', title: 'Oops!', description: error.message });
    } catch (failure) {
      notify({ type: 'error', title: 'Oops!', description: failure instanceof Error ? failure.message : String(failure) });
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      {batch.status === 'inProgress' ? (
        <>
          <Button size="sm" loading={loading} onClick={() => void change('done')}>Mark as done</Button>
          <Button size="sm" variant="outline" disabled={loading} onClick={() => setCancelling(true)}>Cancel batch</Button>
        </>
      ) : (
        <Button size="sm" variant="outline" loading={loading} onClick={() => void change('inProgress')}>Back to production</Button>
      )}
      <ConfirmModal
        open={cancelling}
        title="Cancel batch"
        confirmLabel="Cancel batch"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => void change('cancelled')}
        onCancel={() => setCancelling(false)}
      >
        Its orders will need action again: they can be sent to production in another batch.
      </ConfirmModal>
    </HStack>
  );
}

/** The batch's orders a page at a time, each opening its order (the edit-file action). */
function BatchOrders({ batchId }: { batchId: string }) {
  const navigate = useNavigate();
  const { rows, loading, error, pager } = useCursorPaging(WorkBatchOrdersDocument, { variables: { id: batchId }, select: (data) => data.workBatch?.orderPage });
  return (
    <>
      {error && (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Title>Orders</Alert.Title>
          <Alert.Description>The batch's orders could not be loaded: {error.message}</Alert.Description>
        </Alert.Root>
      )}
      <DataTable<OrderRow>
        label="Orders table"
        columns={ORDER_COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        rowName={orderLabel}
        pager={pager}
        loading={loading && !error}
        message={{ title: 'No orders' }}
        rowActions={[{ label: 'Edit', icon: <LuFilePen aria-hidden="true" />, onClick: (row) => void navigate(`/orders/${row.id}`) }]}
      />
    </>
  );
}

/** how often the page reads again while a task computes the batch's groups */
const GROUPING_POLL_MS = 1000;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '5' }} minW="0">
      <Heading as="h2" size="md" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}

/**
 * /production/{id} (§2.10): the batch's summary, its orders, and its manufacturing data (a tab per
 * group, each with its parts, metrics and nesting). The route's guard has read the batch first.
 */
export function WorkBatchPage() {
  const guarded = useLoaderData() as GuardedResource;
  const { data, loading, error, startPolling, stopPolling } = useQuery(WorkBatchDetailDocument, { variables: { id: guarded.id } });
  const batch = data?.workBatch;
  // a large batch's groups are computed by a task: the page reads again until they are written or the task failed
  const grouping = batch?.groupingTask && batch.groupingTask.status !== 'Failed';
  useEffect(() => {
    if (!grouping) return;
    startPolling(GROUPING_POLL_MS);
    return () => stopPolling();
  }, [grouping, startPolling, stopPolling]);
  // §8: a failure to read the batch's groups goes to the alert service, and loading stops
  useEffect(() => {
    if (error) notify({ type: 'error', title: 'Oops!', description: `The work batch could not be loaded: ${error.message}` });
  }, [error]);

  return (
    <Stack gap="4" minW="0">
      <Box>
        <BackLink to="/production" label="Production" tooltip="View List" />
        <ScreenHeading title="Work Batch" subtitle="READY FOR PRODUCTION">
          {batch && <StatusActions batch={batch} />}
        </ScreenHeading>
      </Box>
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold" wordBreak="break-all">{batch?.name ?? guarded.id}</Text>
        {batch && <BatchBadge status={batch.status} />}
      </HStack>
      {loading && !batch && <Skeleton height="40" rounded="md" />}
      {batch && (
        <>
          <Section title="Summary">
            <SummaryTable batch={batch} />
          </Section>
          <Section title="Orders">
            <BatchOrders batchId={batch.id} />
          </Section>
          <ManufacturingData key={batch.groupList.length ? 'grouped' : 'grouping'} batchId={batch.id} groups={batch.groupList} groupingTask={batch.groupingTask} />
        </>
      )}
    </Stack>
  );
}
