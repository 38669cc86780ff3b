import type { OrderListQuery } from './gql/graphql.ts';
import { formatDate } from '../shared/format.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { CellTags, CellText } from '../shared/table/CellText.tsx';
import type { DataColumn } from '../shared/table/DataTable.tsx';
import { formatMoney, ORDER_STATUS_TAG } from './orderFormat.ts';

/** An order as the orders list reads it, with where it stands in the workflow (issue 22 §5). */
export type ListedOrder = OrderListQuery['orders']['items'][number];

/** A row of the orders tables (the list's and the dashboard's): an order as the gateway lists it. */
export type OrderRow = Omit<ListedOrder, 'workflowState' | 'nextStates' | 'permissions'>;

/** The id people read: the order's reference (OA-1001), else its resource id. */
export const orderLabel = (row: Pick<OrderRow, 'id' | 'data'>) => row.data.reference ?? row.id;

/** Who ordered: the order's customer, else the account that owns it. */
export const orderOwner = (row: Pick<OrderRow, 'owner' | 'data'>) => row.data.customer ?? row.owner.email;

/**
 * The columns of §2.5 (id, owner, created) plus status (and 'needs action' while in no work batch) and
 * total (§9, in the order's currency). Lists
 * filtered by time are in created order (the server's rule), so created is the one sortable column.
 */
export const orderColumns = <Row extends OrderRow>(): DataColumn<Row>[] => [
  { id: 'reference', header: 'Id', enableSorting: false, accessorFn: orderLabel, cell: ({ row }) => <CellText tone="strong">{orderLabel(row.original)}</CellText> },
  { id: 'owner', header: 'Owner', enableSorting: false, accessorFn: orderOwner },
  { id: 'created', header: 'Created', sortDescFirst: true, accessorFn: (row) => row.created, cell: ({ row }) => formatDate(row.original.created) },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    accessorFn: (row) => row.data.status,
    cell: ({ row }) => (
      <CellTags>
        <StatusTag status={ORDER_STATUS_TAG[row.original.data.status]}>{row.original.data.status}</StatusTag>
        {row.original.needsAction && <StatusTag status="danger">needs action</StatusTag>}
      </CellTags>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    enableSorting: false,
    accessorFn: (row) => row.data.totalPrice,
    cell: ({ row }) => formatMoney(row.original.data.totalPrice, row.original.data.currency),
    meta: { numeric: true },
  },
];

export const ORDER_COLUMNS = orderColumns<OrderRow>();
