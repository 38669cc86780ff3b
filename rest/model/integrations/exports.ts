/**
 * Exports (issue 21 §4): a workspace's orders, customers or the cut lists of its work batches as
 * a table, written as CSV or XLSX with exceljs. The rows are read for the workspace as a whole: an
 * export is installed and run by the workspace's admins.
 */
import { w, type Store } from '../../store/port.ts';
import { USERS, type UserRow } from '../identity/directory.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { EXPORT_DATASETS, EXPORT_FORMATS } from './catalogue.ts';
import type { RunFile } from './runs.ts';

export type Dataset = (typeof EXPORT_DATASETS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
type Cell = string | number | null;

export interface Table {
  columns: string[];
  rows: Cell[][];
}

/** The most rows one export holds. */
export const EXPORT_MAX_ROWS = 100_000;

const live = (workspace: string) => w.and(w.eq('workspace', workspace), w.eq('deleted', false));

async function heads(store: Store, collection: string, workspace: string): Promise<HeadRow[]> {
  return (await store.find(collection, { where: live(workspace), sort: [{ field: 'created', dir: 'asc' }], limit: EXPORT_MAX_ROWS, omit: ['filter', 'sort', 'sortName'] })) as HeadRow[];
}

async function orderTable(store: Store, workspace: string): Promise<Table> {
  const orders = await heads(store, 'orders', workspace);
  return {
    columns: ['id', 'reference', 'status', 'customer', 'created', 'lastEdited', 'totalItems', 'totalPrice', 'currency'],
    rows: orders.map((o) => [o.id, (o.data.reference as string) ?? null, o.data.status as string, (o.data.customer as string) ?? null, o.created, o.lastEdited, o.data.totalItems as number, o.data.totalPrice as number, o.data.currency as string]),
  };
}

async function customerTable(store: Store, workspace: string): Promise<Table> {
  const users = (await store.find(USERS, { where: w.and(w.eq('workspaces', workspace), w.ne('staffIn', workspace)), sort: [{ field: 'email', dir: 'asc' }], limit: EXPORT_MAX_ROWS })) as UserRow[];
  const orders = await heads(store, 'orders', workspace);
  const byCustomer = new Map<string, { count: number; total: number }>();
  for (const order of orders) {
    const customer = order.data.customer as string | null;
    if (!customer) continue;
    const sum = byCustomer.get(customer) ?? { count: 0, total: 0 };
    sum.count += 1;
    sum.total += (order.data.totalPrice as number) ?? 0;
    byCustomer.set(customer, sum);
  }
  return {
    columns: ['email', 'name', 'signupDate', 'signupMethod', 'orders', 'totalSpent'],
    rows: users.map((u) => [u.email, u.name, u.signupDate, u.signupMethod, byCustomer.get(u.email)?.count ?? 0, byCustomer.get(u.email)?.total ?? 0]),
  };
}

interface BatchGroup {
  key: string;
  items: { part: { module: { id: string; version: number }; path: string[]; metrics?: Record<string, number> }; instance: number; order?: { id: string } }[];
}

/** One row per part unit of every work batch: what the saw cuts, with the part's metrics as columns. */
async function cutListTable(store: Store, workspace: string): Promise<Table> {
  const batches = await heads(store, 'workbatches', workspace);
  const metricNames = new Set<string>();
  const units = batches.flatMap((batch) =>
    ((batch.document.groups as BatchGroup[] | undefined) ?? []).flatMap((group) =>
      group.items.map((item) => {
        for (const name of Object.keys(item.part.metrics ?? {})) metricNames.add(name);
        return { batch, group, item };
      }),
    ),
  );
  const metrics = [...metricNames].sort();
  return {
    columns: ['workBatch', 'workBatchName', 'group', 'part', 'module', 'instance', 'order', ...metrics],
    rows: units.slice(0, EXPORT_MAX_ROWS).map(({ batch, group, item }) => [
      batch.id,
      (batch.document.name as string) ?? null,
      group.key,
      item.part.path.join('/'),
      `${item.part.module.id}:${item.part.module.version}`,
      item.instance,
      item.order?.id ?? null,
      ...metrics.map((name) => item.part.metrics?.[name] ?? null),
    ]),
  };
}

export function exportTable(store: Store, workspace: string, dataset: Dataset): Promise<Table> {
  if (dataset === 'orders') return orderTable(store, workspace);
  if (dataset === 'customers') return customerTable(store, workspace);
  return cutListTable(store, workspace);
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** exceljs (about 440 modules with jszip and its streams, some 15 MB) loads with the first export, not at every start. */
let excel: Promise<typeof import('exceljs')> | undefined;
const loadExcel = () => (excel ??= import('exceljs').then((module) => (module as { default?: typeof import('exceljs') }).default ?? module));

/** The table as a file named after the dataset and the day. */
export async function exportFile(table: Table, dataset: Dataset, format: ExportFormat, at: Date): Promise<RunFile> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(dataset);
  sheet.addRow(table.columns);
  sheet.addRows(table.rows);
  sheet.getRow(1).font = { bold: true };
  const bytes = format === 'csv' ? await workbook.csv.writeBuffer() : await workbook.xlsx.writeBuffer();
  return { name: `${dataset}-${at.toISOString().slice(0, 10)}.${format}`, contentType: CONTENT_TYPES[format], base64: Buffer.from(bytes as ArrayBuffer).toString('base64') };
}
