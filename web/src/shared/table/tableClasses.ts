import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';

export const ROW = 'chakra-table__row';
export const CELL = 'chakra-table__cell';
export const COLUMN_HEADER = 'chakra-table__columnHeader';

/**
 * The data table's rows, header and body cells are plain elements with the classes Table.Row,
 * Table.ColumnHeader, Table.Cell, Skeleton and the HStack and Buttons in them would have (the table's
 * recipe at size sm, interactive, sticky header, and each element's own props): a page of rows is a
 * few hundred elements, each of which Chakra would style anew on every render of the table.
 */
export const tableSheet = (system: SystemContext) => {
  const table = system.getSlotRecipeFn('table')({ size: 'sm', interactive: true, stickyHeader: true }) as Record<string, SystemStyleObject>;
  const button = system.getRecipeFn('button');
  return {
    headRow: [table.row, { bg: 'bg.muted' }],
    selectHeader: [table.columnHeader, { w: '10', bg: 'bg.muted' }],
    header: [table.columnHeader, { bg: 'bg.muted', textAlign: 'start' }],
    numericHeader: [table.columnHeader, { bg: 'bg.muted', textAlign: 'end' }],
    sortButton: [button({ variant: 'plain', size: 'sm' }), { px: '0', h: 'auto', color: 'inherit', fontWeight: 'inherit' }],
    row: table.row,
    // a cell given no alignment of its own (the checkbox's, a loading row's) has the recipe's alone
    bareCell: table.cell,
    cell: [table.cell, { textAlign: 'start' }],
    numericCell: [table.cell, { textAlign: 'end' }],
    skeleton: [system.getRecipeFn('skeleton')({}), { height: '4', minW: '8' }],
    actions: { display: 'flex', alignItems: 'center', justifyContent: 'end', flexDirection: 'row', gap: '1' },
    action: button({ size: 'xs', variant: 'ghost' }),
  } satisfies Record<string, SystemStyleObject | SystemStyleObject[]>;
};

export type TableClasses = Record<keyof ReturnType<typeof tableSheet>, string>;
