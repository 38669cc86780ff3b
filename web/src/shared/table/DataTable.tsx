import {
  Box, Button, Checkbox, Flex, HStack, NativeSelect, Table, Text,
} from '@chakra-ui/react';
import {
  FlexRender, rowSelectionFeature, rowSortingFeature, tableFeatures, useTable,
  type ColumnDef, type Header, type RowData, type RowSelectionState, type SortingState, type Updater,
} from '@tanstack/react-table';
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { PAGE_SIZES, TABLE_SCROLL_HEIGHT } from '../constants.ts';
import { EmptyMessage, type TableMessage } from '../EmptyMessage.tsx';
import { pageReport } from '../format.ts';
import { useStyleClasses } from '../styleClasses.ts';
import { CELL, COLUMN_HEADER, ROW, tableSheet, type TableClasses } from './tableClasses.ts';
import { pageRange, type Pager } from './pager.ts';

/** The features every data table has: sorting and multi-select. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });
export type DataColumn<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row>;

export interface RowAction<Row> {
  label: string;
  icon?: ReactNode;
  onClick: (row: Row) => void;
  /** whether this row offers the action (a role that may not delete is not offered Delete); every row by default */
  offered?: (row: Row) => boolean;
}

export interface DataTableProps<Row extends RowData> {
  /** the table's accessible name */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** a name for a row in its checkbox's label and its actions */
  rowName: (row: Row) => string;
  pager: Pager;
  loading?: boolean;
  /** the server sorts: the sorting is the paging hook's */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** rows get checkboxes; selecting enables the batch tools (§4) */
  selectable?: boolean;
  /** tools over the selected rows, shown above the table while any row is selected */
  batchTools?: (selectedIds: string[], clearSelection: () => void) => ReactNode;
  rowActions?: RowAction<Row>[];
  /** what the table says when it has no rows; 'No data available' by default */
  message?: TableMessage;
  pageSizes?: readonly number[];
  scrollHeight?: string;
}

const resolve = <T,>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

/**
 * The one data table (§2.4, §9): TanStack Table for sorting and multi-select, Chakra for the look,
 * a fixed scroll height with a sticky header, page sizes 10/25/50 and the report text.
 */
export function DataTable<Row extends RowData>({
  label, columns, rows, getRowId, rowName, pager, loading, sorting = [], onSortingChange, selectable, batchTools, rowActions,
  message = { title: 'No data available' }, pageSizes = PAGE_SIZES, scrollHeight = TABLE_SCROLL_HEIGHT,
}: DataTableProps<Row>) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // as row.toggleSelected does for a flat table, but one function for every row, so that a row's
  // checkbox (a state machine of its own) renders again only when its row's selection changes
  const toggleRow = useCallback((id: string, checked: boolean) => setRowSelection((previous) => {
    const next = { ...previous };
    if (checked) next[id] = true;
    else delete next[id];
    return next;
  }), []);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: Boolean(selectable),
    state: { sorting, rowSelection },
    onSortingChange: (updater) => onSortingChange?.(resolve(updater, sorting)),
    onRowSelectionChange: (updater) => setRowSelection((previous) => resolve(updater, previous)),
  });
  const captionId = useId();
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const visibleColumns = columns.length + (selectable ? 1 : 0) + (rowActions?.length ? 1 : 0);
  const showMessage = !loading && rows.length === 0;
  const classes = useStyleClasses(tableSheet);

  return (
    <Box minW="0">
      {selectable && selectedIds.length > 0 && batchTools && (
        <Flex role="toolbar" aria-label="Selected rows" align="center" gap="3" wrap="wrap" mb="2">
          <Text textStyle="sm">{selectedIds.length} selected</Text>
          {batchTools(selectedIds, () => setRowSelection({}))}
        </Flex>
      )}
      <Box bg="bg" borderWidth="1px" rounded="md" minW="0">
        {/* focusable so keyboard users can scroll it (it scrolls sideways on small screens) */}
        <Table.ScrollArea maxH={scrollHeight} rounded="md" tabIndex={0} role="region" aria-labelledby={captionId} focusVisibleRing="inside">
          <Table.Root size="sm" stickyHeader interactive aria-labelledby={captionId} aria-busy={loading}>
            <Table.Caption id={captionId} srOnly>{label}</Table.Caption>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className={`${ROW} ${classes.headRow}`}>
                  {selectable && (
                    <th className={`${COLUMN_HEADER} ${classes.selectHeader}`}>
                      <SelectBox
                        label="Select all rows on this page"
                        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
                        onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
                      />
                    </th>
                  )}
                  {group.headers.map((header) => (
                    <SortableHeader key={header.id} header={header} classes={classes} />
                  ))}
                  {rowActions?.length ? <th className={`${COLUMN_HEADER} ${classes.numericHeader}`}>Actions</th> : null}
                </tr>
              ))}
            </Table.Header>
            <Table.Body>
              {loading
                ? Array.from({ length: Math.min(pager.pageSize, 10) }, (_, i) => (
                    <tr key={i} aria-hidden="true" className={`${ROW} ${classes.row}`}>
                      {Array.from({ length: visibleColumns }, (_, j) => (
                        <td key={j} className={`${CELL} ${classes.bareCell}`}><div className={`chakra-skeleton ${classes.skeleton}`} /></td>
                      ))}
                    </tr>
                  ))
                : table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className={`${ROW} ${classes.row}`} data-selected={row.getIsSelected() ? '' : undefined}>
                      {selectable && (
                        <td className={`${CELL} ${classes.bareCell}`}>
                          <RowSelectBox id={row.id} label={`Select ${rowName(row.original)}`} checked={row.getIsSelected()} onToggle={toggleRow} />
                        </td>
                      )}
                      {row.getAllCells().map((cell) => {
                        const meta = cell.column.columnDef.meta as { numeric?: boolean } | undefined;
                        return (
                          <td key={cell.id} className={`${CELL} ${meta?.numeric ? classes.numericCell : classes.cell}`}>
                            <table.FlexRender cell={cell} />
                          </td>
                        );
                      })}
                      {rowActions?.length ? <RowActionsCell row={row.original} actions={rowActions} name={rowName(row.original)} classes={classes} /> : null}
                    </tr>
                  ))}
              {showMessage && (
                <Table.Row>
                  <Table.Cell colSpan={visibleColumns} textAlign="center" color="fg.muted" py="4">
                    <EmptyMessage {...message} headingLevel="h3" />
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <PagerBar pager={pager} pageSizes={pageSizes} showReport={rows.length > 0} />
    </Box>
  );
}

/** A column header; a sortable one is a button that cycles ascending, descending (§2.4). */
function SortableHeader<Row extends RowData>({ header, classes }: { header: Header<typeof dataTableFeatures, Row, unknown>; classes: TableClasses }) {
  const sorted = header.column.getIsSorted();
  const meta = header.column.columnDef.meta as { numeric?: boolean } | undefined;
  return (
    <th
      scope="col"
      className={`${COLUMN_HEADER} ${meta?.numeric ? classes.numericHeader : classes.header}`}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {header.column.getCanSort() ? (
        <button type="button" className={`chakra-button ${classes.sortButton}`} onClick={header.column.getToggleSortingHandler()}>
          <FlexRender header={header} />
          {sorted === 'asc' ? <LuArrowUp aria-hidden="true" /> : sorted === 'desc' ? <LuArrowDown aria-hidden="true" /> : <LuArrowUpDown aria-hidden="true" />}
        </button>
      ) : (
        <FlexRender header={header} />
      )}
    </th>
  );
}

function RowActionsCell<Row>({ row, actions, name, classes }: { row: Row; actions: RowAction<Row>[]; name: string; classes: TableClasses }) {
  return (
    <td className={`${CELL} ${classes.numericCell}`}>
      <div className={`chakra-stack ${classes.actions}`}>
        {actions.filter((action) => action.offered?.(row) ?? true).map((action) => (
          <button key={action.label} type="button" className={`chakra-button ${classes.action}`} aria-label={`${action.label} ${name}`} onClick={() => action.onClick(row)}>
            {action.icon}
            {action.label}
          </button>
        ))}
      </div>
    </td>
  );
}

/** Below the table: the report text of §9, the page size and the page buttons. */
function PagerBar({ pager, pageSizes, showReport }: { pager: Pager; pageSizes: readonly number[]; showReport: boolean }) {
  const { first, last } = pageRange(pager);
  return (
    <Flex wrap="wrap" align="center" justify="space-between" gap="3" mt="3">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {showReport ? pageReport(first, last, pager.total, pager.totalExact) : ''}
      </Text>
      <HStack gap="3" wrap="wrap">
        {pageSizes.length > 1 && <PageSizeSelect value={pager.pageSize} sizes={pageSizes} onChange={pager.setPageSize} />}
        <Button size="sm" variant="outline" aria-label="Previous page" disabled={!pager.canPrevious} onClick={pager.previous}>
          Previous
        </Button>
        <Button size="sm" variant="outline" aria-label="Next page" disabled={!pager.canNext} onClick={pager.next}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}

const RowSelectBox = memo(function RowSelectBox({ id, label, checked, onToggle }: { id: string; label: string; checked: boolean; onToggle: (id: string, checked: boolean) => void }) {
  return <SelectBox label={label} checked={checked} onChange={(next) => onToggle(id, next)} />;
});

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} aria-label={label}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function PageSizeSelect({ value, sizes, onChange }: { value: number; sizes: readonly number[]; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>Rows per page</label>
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>{size}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
