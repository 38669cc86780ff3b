/**
 * What the work batch screen reads of a batch (application.md §2.10): its groups by name and size, a
 * page of a group's items or of its orders, a group's data, and the batch's figures (progress, items,
 * expected completion). A batch document may hold 100,000 items, so the screen gets pages of them.
 */
import { badRequest, notFound } from '../errors.ts';
import { ORDER_STATUSES } from '../kinds/common.schema.ts';
import { statusOf } from '../kinds/workbatch.kind.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type Ref } from '../resources/resource-types.ts';
import type { PlannedGroup } from './batch-plan.ts';

/** A work batch document as the screen reads it. */
export interface BatchDocument {
  status?: 'inProgress' | 'done' | 'cancelled';
  completed?: string;
  orders: Ref[];
  groups?: PlannedGroup[];
  /** while a task computes its groups */
  grouping?: { task: string };
}

export interface GroupSummary {
  index: number;
  key: string;
  /** how many items (pieces) the group has */
  count: number;
}

export interface OffsetPage<T> {
  items: T[];
  total: number;
  totalExact: true;
  next: string | null;
}

const CURSOR = 'batch';

/** A page of a list held in one document: the cursor is the position of the page's first element. */
export function offsetPage<T>(list: readonly T[], page: { limit?: number | null; cursor?: string | null } = {}): OffsetPage<T> {
  const limit = pageLimit(page.limit ?? undefined, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
  let start = 0;
  if (page.cursor) {
    const [at] = decodeCursor(page.cursor, CURSOR);
    if (!Number.isInteger(at) || (at as number) < 0) throw badRequest(`cursor is not a cursor of this ${CURSOR}`);
    start = at as number;
  }
  const end = start + limit;
  return { items: list.slice(start, end), total: list.length, totalExact: true, next: end < list.length ? encodeCursor(CURSOR, [end]) : null };
}

export const groupSummaries = (batch: BatchDocument): GroupSummary[] => (batch.groups ?? []).map((group, index) => ({ index, key: group.key, count: group.items.length }));

/** The group at an index (from 0); 404 naming the batch's group count otherwise. */
export function groupAt(batch: BatchDocument, index: number): PlannedGroup {
  const group = batch.groups?.[index];
  if (!Number.isInteger(index) || !group) throw notFound(`group ${index} is not a group of this work batch, which has ${batch.groups?.length ?? 0}`);
  return group;
}

/** How a group item is named on a nested sheet and in the cut list: its part's path and its position in the group (from 1). */
export const itemLabel = (item: { part: { path: string[] } }, index: number) => `${item.part.path.join('/')} #${index + 1}`;

/** A group's data document (§3): its metrics, and its nesting when its panels were nested, with the labels of the items nested. */
export function groupData(batch: BatchDocument, index: number) {
  const group = groupAt(batch, index);
  const nested = new Set((group.nesting?.materials ?? []).flatMap((material) => material.sheets.flatMap((sheet) => sheet.placements.map((p) => p.item))));
  return {
    key: group.key,
    metrics: group.metrics ?? {},
    nesting: group.nesting ?? null,
    itemLabels: [...nested].sort((a, b) => a - b).map((item) => ({ item, label: itemLabel(group.items[item], item) })),
  };
}

/** How far an order is along received → processing → delivered, from 0 to 1. */
export const orderProgress = (status: string) => Math.max(0, ORDER_STATUSES.indexOf(status as (typeof ORDER_STATUSES)[number])) / (ORDER_STATUSES.length - 1);

/** The work batch's summary figures. */
export interface BatchFigures {
  /** 1 when done; otherwise the share of its orders delivered */
  progress: number;
  /** the items of its orders (line item quantities), as the orders are now */
  items: number;
  /** done: when; in progress: created plus the workspace's mean completion time, when one is known */
  expectedCompletion: string | null;
}

/**
 * A batch's figures from its orders' list rows and the workspace's mean completion time (seconds, or
 * null while no batch is done).
 */
export function batchFigures(batch: { created: string; document: BatchDocument }, orderRows: readonly { status: string; totalItems: number }[], meanCompletion: number | null): BatchFigures {
  const status = statusOf(batch.document);
  const delivered = orderRows.filter((row) => row.status === 'delivered').length;
  let expectedCompletion: string | null = null;
  if (status === 'done') expectedCompletion = batch.document.completed ?? null;
  else if (status === 'inProgress' && meanCompletion !== null) expectedCompletion = new Date(Date.parse(batch.created) + meanCompletion * 1000).toISOString();
  return {
    progress: status === 'done' ? 1 : orderRows.length ? delivered / orderRows.length : 0,
    items: orderRows.reduce((n, row) => n + (row.totalItems ?? 0), 0),
    expectedCompletion,
  };
}
