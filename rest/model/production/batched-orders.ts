/**
 * The orders in work batches, a page at a time (GET /api/production/orders, issue 19's leftover): a
 * row per batched order, kept by a write effect of the work batches (ARCHITECTURE decision 11), holds
 * the batches the order is in and when it was first batched. A page is one indexed range of these rows
 * in that order (keyset paging with an opaque cursor), then one read of the page's batches, so its cost
 * grows with the page, never with the workspace's orders.
 */
import { Type } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest } from '../errors.ts';
import type { WriteEffect } from '../effects/write-effects.ts';
import { Obj } from '../kinds/common.schema.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import { permissionsOf } from '../resources/permissions.ts';
import type { Ref } from '../resources/resource-types.ts';
import { chunksOf, type HeadRow } from '../resources/storage-layout.ts';

export const BATCHED_ORDERS = 'batchedorders';
export const BATCHED_ORDERS_LIMIT_DEFAULT = 50;
export const BATCHED_ORDERS_LIMIT_MAX = 200;

export const BatchedOrdersQuery = Obj({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: BATCHED_ORDERS_LIMIT_MAX, description: `orders per page, default ${BATCHED_ORDERS_LIMIT_DEFAULT}` })),
  cursor: Type.Optional(Type.String({ maxLength: 1000, description: "the previous page's next" })),
});

interface BatchedOrderRow {
  id: string;
  workspace: string;
  order: string;
  /** when the order was first batched, the batch's id and the order's: the page order, unique */
  key: string;
  /** the live batches holding it, by id, with their creation */
  batches: { id: string; created: string }[];
}

const rowId = (workspace: string, order: string) => `${workspace}|${order}`;
const ordersOf = (head: HeadRow | null): Ref[] => (head && !head.deleted ? ((head.data as { orders?: Ref[] }).orders ?? []) : []);
const keyOf = (order: string, batches: BatchedOrderRow['batches']) => `${batches.map((b) => `${b.created}|${b.id}`).sort()[0]}|${order}`;

/** Moves a batch in or out of its orders' rows. */
async function reconcile(tx: Store, workspace: string, batch: { id: string; created: string }, before: string[], after: string[]): Promise<void> {
  const gone = before.filter((order) => !after.includes(order));
  const added = after.filter((order) => !before.includes(order));
  for (const order of [...new Set([...gone, ...added])]) {
    const id = rowId(workspace, order);
    const row = (await tx.findOne(BATCHED_ORDERS, w.eq('id', id))) as BatchedOrderRow | null;
    const batches = (row?.batches ?? []).filter((b) => b.id !== batch.id);
    if (added.includes(order)) batches.push(batch);
    if (!batches.length) {
      if (row) await tx.delete(BATCHED_ORDERS, w.eq('id', id));
    } else if (row) await tx.update(BATCHED_ORDERS, w.eq('id', id), { set: { batches, key: keyOf(order, batches) } });
    else await tx.insert(BATCHED_ORDERS, [{ id, workspace, order, batches, key: keyOf(order, batches) }]);
  }
}

const orderIds = (head: HeadRow | null) => [...new Set(ordersOf(head).map((ref) => ref.id))];

/** Puts a live batch into its orders' rows (the migration of batches written before the rows existed). */
export const indexBatch = (tx: Store, head: HeadRow) => reconcile(tx, head.workspace, { id: head.id, created: head.created }, [], orderIds(head));

export const batchedOrdersIndex: WriteEffect = {
  name: 'batched orders',
  appliesTo: (kind) => kind.collection === 'workbatches',
  async ensureIndexes(store) {
    await store.ensureIndexes(BATCHED_ORDERS, [{ fields: ['workspace', 'key'] }]);
  },
  async onVersion(tx, { oldHead, newHead }) {
    await reconcile(tx, newHead.workspace, { id: newHead.id, created: newHead.created }, orderIds(oldHead), orderIds(newHead));
  },
  async onRemove(tx, removed) {
    if (removed.mode === 'version') return;
    await reconcile(tx, removed.head.workspace, { id: removed.head.id, created: removed.head.created }, orderIds(removed.head), []);
  },
};

export interface BatchedOrdersPage<T> {
  orders: T[];
  /** pass as `cursor` for the next page; null on the last page */
  next: string | null;
}

/**
 * A page of the current workspace's batched orders, oldest first batching first, each with the batches
 * the actor may read (an order none of whose batches the actor may read is left out of its page).
 */
export async function batchedOrdersPage<T>(
  store: Store,
  actor: Actor,
  query: { limit?: number; cursor?: string },
  shape: (order: string, batches: HeadRow[]) => T,
): Promise<BatchedOrdersPage<T>> {
  const limit = pageLimit(query.limit, BATCHED_ORDERS_LIMIT_DEFAULT, BATCHED_ORDERS_LIMIT_MAX);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'production orders');
  if (after && (after.length !== 1 || typeof after[0] !== 'string')) throw badRequest('cursor is not a cursor of this production orders');
  const rows = (await store.find(BATCHED_ORDERS, {
    where: w.and(w.eq('workspace', actor.workspace), after && w.gt('key', after[0] as string)),
    sort: [{ field: 'key', dir: 'asc' }],
    limit: limit + 1,
  })) as BatchedOrderRow[];
  const page = rows.slice(0, limit);
  const heads = new Map<string, HeadRow>();
  for (const chunk of chunksOf([...new Set(page.flatMap((row) => row.batches.map((b) => b.id)))])) {
    for (const head of (await store.find('workbatches', { where: w.in('id', chunk), omit: ['document', 'filter'] })) as HeadRow[]) heads.set(head.id, head);
  }
  const orders = page.flatMap((row) => {
    const readable = row.batches
      .map((b) => heads.get(b.id))
      .filter((head): head is HeadRow => !!head && !head.deleted && permissionsOf(actor, head).read)
      .sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id));
    return readable.length ? [shape(row.order, readable)] : [];
  });
  const last = page[page.length - 1];
  return { orders, next: rows.length > limit ? encodeCursor('production orders', [last.key]) : null };
}
