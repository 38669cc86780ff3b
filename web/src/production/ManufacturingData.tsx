import { useQuery } from '@apollo/client/react';
import { Accordion, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useEffect, useMemo, useState } from 'react';
import { LuChartBar, LuChevronDown, LuLayers } from 'react-icons/lu';
import { summariseMetrics } from '../../../rules/metrics.ts';
import type { Nesting } from '../../../rules/nesting-result.ts';
import { WorkBatchGroupDataDocument, WorkBatchGroupItemsDocument, type WorkBatchGroupDataQuery, type WorkBatchGroupItemsQuery } from './gql/graphql.ts';
import { notify } from '../shared/toaster.tsx';
import { DataTable, type DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { MetricPopup } from './MetricPopup.tsx';
import { NestingData } from './NestingData.tsx';

export interface GroupSummary {
  index: number;
  key: string;
  count: number;
}

/** An item of a group, with its position in the group (from 0): two pieces of one part differ only by it. */
type Item = NonNullable<WorkBatchGroupItemsQuery['workBatch']>['groupItems']['items'][number] & { position: number };
type GroupData = NonNullable<WorkBatchGroupDataQuery['workBatch']>['groupData'];

/** A tab's title (§2.10): '{count} {Type} Parts'. */
export const groupTitle = (group: Pick<GroupSummary, 'count' | 'key'>) => `${group.count} ${group.key} Parts`;

/** An item's Product cell (§2.10): the module as id:version:instance. */
export const productOf = (item: Item) => `${item.part.module.id}:${item.part.module.version}:${item.instance}`;
/** An item's Configuration cell (§2.10): configuration:order instance; a module ordered on its own has none. */
export const configurationOf = (item: Item) => (item.configuration ? `${item.configuration.id}:${item.orderInstance}` : `none:${item.orderInstance}`);
const partOf = (item: Item) => item.part.path.join('/');
const itemName = (item: Item) => `${partOf(item)} #${item.position + 1}`;
const itemId = (item: Item) => String(item.position);

const COLUMNS: DataColumn<Item>[] = [
  {
    id: 'product',
    header: 'Product',
    enableSorting: false,
    accessorFn: productOf,
    cell: ({ row }) => (
      <Stack gap="0">
        <Text fontWeight="medium">{row.original.part.module.resource?.name ?? ''}</Text>
        <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">{productOf(row.original)}</Text>
      </Stack>
    ),
  },
  { id: 'part', header: 'Part', enableSorting: false, accessorFn: partOf },
  {
    id: 'configuration',
    header: 'Configuration',
    enableSorting: false,
    accessorFn: configurationOf,
    cell: ({ row }) => <Text fontFamily="mono" textStyle="xs" wordBreak="break-all">{configurationOf(row.original)}</Text>,
  },
];

type Popup = { title: string; metrics: Record<string, number> };

/** The GraphQL answer as the shared nesting code reads it (absent rather than null). */
const toNesting = (nesting: NonNullable<GroupData['nesting']>): Nesting => ({
  materials: nesting.materials.map(({ thickness, ...material }) => ({ ...material, ...(thickness !== null && { thickness }) })),
  unnested: nesting.unnested,
});

/**
 * A group's data (metrics and nesting), read when first wanted. Its errors are ignored (§8): the
 * button that wanted it does nothing.
 */
function useGroupData(batchId: string, group: number, wanted: boolean) {
  const { data } = useQuery(WorkBatchGroupDataDocument, { variables: { id: batchId, group }, skip: !wanted });
  return data?.workBatch?.groupData;
}

/** One group's body: its items a page at a time (multi-select), each with its metrics, and the Nesting Data below. */
function GroupBody({ batchId, group, onPopup }: { batchId: string; group: GroupSummary; onPopup: (popup: Popup) => void }) {
  const [nestingOpen, setNestingOpen] = useState(false);
  const paging = useCursorPaging(WorkBatchGroupItemsDocument, {
    variables: { id: batchId, group: group.index },
    select: (data) => data.workBatch?.groupItems,
  });
  const { loading, error, pager } = paging;
  const rows = useMemo(() => paging.rows.map((row, i) => ({ ...row, position: pager.pageIndex * pager.pageSize + i })), [paging.rows, pager.pageIndex, pager.pageSize]);
  // §8: a failure to read the groups goes to the alert service, and loading stops
  useEffect(() => {
    if (error) notify({ type: 'error', title: 'Oops!', description: `The parts of ${group.key} could not be loaded: ${error.message}` });
  }, [error, group.key]);
  const data = useGroupData(batchId, group.index, nestingOpen);
  const labels = useMemo(() => new Map((data?.itemLabels ?? []).map((entry) => [entry.item, entry.label])), [data]);
  const byId = new Map(rows.map((row) => [itemId(row), row]));

  return (
    <Stack gap="3">
      <DataTable<Item>
        label={`${groupTitle(group)} table`}
        columns={COLUMNS}
        rows={rows}
        getRowId={itemId}
        rowName={itemName}
        pager={pager}
        loading={loading && !error}
        selectable
        batchTools={(ids) => (
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              // the selected parts of this page (a selection kept from another page has left the table)
              const measured = ids.flatMap((id): Record<string, number>[] => {
                const metrics = byId.get(id)?.part.metrics;
                return metrics ? [metrics] : [];
              });
              onPopup({ title: `Metrics of ${measured.length} selected ${group.key} parts`, metrics: summariseMetrics(measured) });
            }}
          >
            <LuChartBar aria-hidden="true" /> Metrics of the selected parts
          </Button>
        )}
        rowActions={[{ label: 'Metrics', icon: <LuChartBar aria-hidden="true" />, onClick: (item) => onPopup({ title: `Metrics of ${itemName(item)}`, metrics: item.part.metrics ?? {} }) }]}
      />
      <Box>
        <Button size="sm" variant="outline" aria-expanded={nestingOpen} onClick={() => setNestingOpen(!nestingOpen)}>
          <LuLayers aria-hidden="true" /> Nesting Data
        </Button>
      </Box>
      {nestingOpen && data && (
        <Box as="section" aria-label={`Nesting Data of ${groupTitle(group)}`} borderWidth="1px" rounded="md" p={{ base: '2', sm: '4' }}>
          {data.nesting ? (
            <NestingData nesting={toNesting(data.nesting)} labels={labels} fileName={`cut-list-${batchId}-${group.key}.csv`} />
          ) : (
            <Text color="fg.muted">{group.key} parts are not cut from sheets: nothing to nest.</Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The group's own figures beside its parts' summed metrics, as plain metrics (the popup's Value
 * column): how many parts it has and, when its panels were nested, the sheets used and saved.
 */
function groupFigures(group: GroupSummary, data: GroupData): Record<string, number> {
  const materials = data.nesting?.materials ?? [];
  const total = (pick: (m: (typeof materials)[number]) => number) => materials.reduce((n, m) => n + pick(m), 0);
  return { parts: group.count, ...(materials.length && { sheets_used: total((m) => m.sheetsUsed), sheets_saved: total((m) => m.sheetsSaved) }) };
}

/** A group's data button: the group's metrics in the popup, once read (an error leaves the button doing nothing, §8). */
function GroupDataButton({ batchId, group, onPopup }: { batchId: string; group: GroupSummary; onPopup: (popup: Popup) => void }) {
  const [wanted, setWanted] = useState(false);
  const data = useGroupData(batchId, group.index, wanted);
  useEffect(() => {
    if (wanted && data) {
      onPopup({ title: `Metrics of ${groupTitle(group)}`, metrics: { ...data.metrics, ...groupFigures(group, data) } });
      setWanted(false);
    }
  }, [wanted, data, group, onPopup]);
  return (
    <Button size="xs" variant="outline" aria-label={`Data of ${groupTitle(group)}`} loading={wanted && !data} onClick={() => setWanted(true)}>
      <LuChartBar aria-hidden="true" /> Data
    </Button>
  );
}

/** 'Manufacturing Data' (§2.10): an accordion with one tab per group of the batch. */
/** While a task computes a large batch's groups: how far it is, or why it stopped, with the task to follow or restart. */
function GroupingState({ task }: { task: GroupingTask }) {
  const failed = task.status === 'Failed';
  return (
    <Text color="fg.muted" role="status">
      {failed ? `The groups of this batch were not computed: ${task.message ?? 'its task failed'}. ` : `The groups of this batch are being computed: ${Math.floor(task.progress * 100)}% done. `}
      <Link asChild colorPalette="primary">
        <RouterLink to={`/tasks/${task.id}`}>{failed ? 'Open the task to restart it' : 'Open the task'}</RouterLink>
      </Link>
    </Text>
  );
}

type GroupingTask = { id: string; status: string; progress: number; message: string | null };

export function ManufacturingData({ batchId, groups, groupingTask }: { batchId: string; groups: readonly GroupSummary[]; groupingTask?: GroupingTask | null }) {
  const [popup, setPopup] = useState<Popup>();
  const [open, setOpen] = useState<string[]>(groups.length ? [String(groups[0].index)] : []);
  return (
    <Box as="section" aria-labelledby="manufacturing-data" bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '5' }} minW="0">
      <Heading as="h2" id="manufacturing-data" size="md" mb="3">Manufacturing Data</Heading>
      {groups.length === 0 && groupingTask ? (
        <GroupingState task={groupingTask} />
      ) : groups.length === 0 ? (
        <Text color="fg.muted">This batch has no production parts.</Text>
      ) : (
        <Accordion.Root multiple value={open} onValueChange={(details) => setOpen(details.value)}>
          {groups.map((group) => (
            <Accordion.Item key={group.index} value={String(group.index)}>
              <HStack gap="2">
                <Accordion.ItemTrigger flex="1">
                  <Heading as="h3" size="sm" flex="1" textAlign="start">{groupTitle(group)}</Heading>
                  <Accordion.ItemIndicator>
                    <LuChevronDown aria-hidden="true" size="16" />
                  </Accordion.ItemIndicator>
                </Accordion.ItemTrigger>
                <GroupDataButton batchId={batchId} group={group} onPopup={setPopup} />
              </HStack>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{open.includes(String(group.index)) && <GroupBody batchId={batchId} group={group} onPopup={setPopup} />}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
      {popup && <MetricPopup title={popup.title} metrics={popup.metrics} onClose={() => setPopup(undefined)} />}
    </Box>
  );
}
