/**
 * Work batch statuses and the production list's summary (application.md §2.10, §4, issue 19 §4): a
 * batch is in progress, done or cancelled; done records when, so the summary can say how long batches
 * take. The spec's original left these half-wired (a fixed figure, filters that gave nothing); here the
 * status is the batch's own, filtered on the server, and the summary is counted from the batches.
 */
import { badRequest } from '../errors.ts';
import type { Actor } from '../identity/actor.ts';
import { WORK_BATCH_STATUSES } from '../kinds/common.schema.ts';
import { statusOf } from '../kinds/workbatch.kind.ts';
import { requireKind } from '../kinds/registry.ts';
import { listScope } from '../lists/resource-lists.ts';
import type { Envelope, Ref } from '../resources/resource-types.ts';
import { chunksOf, type HeadRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import type { DocumentWrites, LinkedChange } from '../writes/document-writes.ts';
import { permissionsOf } from '../resources/permissions.ts';
import { permittedHead } from '../resources/resource-access.ts';
import { batchHeadsOf } from './production.ts';
import { w } from '../../store/port.ts';
import { openOrdersOnOlderVersions, type VersionOrders } from './open-orders.ts';
import { batchFigures, type BatchDocument, type BatchFigures } from './batch-views.ts';

const workBatches = requireKind('workbatches');
const orders = requireKind('orders');

export type WorkBatchStatus = (typeof WORK_BATCH_STATUSES)[number];

/** The production list's summary block. */
export interface ProductionSummary {
  totalBatches: number;
  /** distinct orders over the batches (an order batched twice counts once) */
  totalOrders: number;
  completeBatches: number;
  /** the mean of done batches' time from created to done, in seconds; null while none is done */
  avgCompletionTime: number | null;
}

/** What a batch's list row holds (workbatch.kind.ts `list`). */
interface BatchRow {
  orders: Ref[];
  status: WorkBatchStatus;
  completed: string | null;
}

/** The summary of a set of batch heads: counted, never estimated. */
export function summarise(heads: readonly Pick<HeadRow, 'created' | 'lastEdited' | 'data'>[]): ProductionSummary {
  const orders = new Set<string>();
  const durations: number[] = [];
  for (const head of heads) {
    const row = head.data as unknown as BatchRow;
    for (const ref of row.orders ?? []) orders.add(ref.id);
    if (row.status !== 'done') continue;
    // a batch marked done by a plain patch has no completion instant: its last edit is when it was done
    const done = Date.parse(row.completed ?? head.lastEdited) - Date.parse(head.created);
    if (Number.isFinite(done)) durations.push(Math.max(0, done / 1000));
  }
  return {
    totalBatches: heads.length,
    totalOrders: orders.size,
    completeBatches: heads.filter((head) => (head.data as unknown as BatchRow).status === 'done').length,
    avgCompletionTime: durations.length ? durations.reduce((a, b) => a + b, 0) / durations.length : null,
  };
}

export class ProductionViews {
  constructor(
    private readonly rt: Runtime,
    private readonly writes: DocumentWrites,
  ) {}

  /**
   * A new version of the batch with its status; done records the instant (completed), any other status
   * clears it. The write is the batch's own (who may write it, expectedHead), as any edit of it is.
   * Marking it done delivers its orders (ordersDelivered), in the same transaction.
   */
  async setStatus(actor: Actor, id: string, status: string, expectedHead?: number): Promise<Envelope> {
    if (!(WORK_BATCH_STATUSES as readonly string[]).includes(status)) throw badRequest(`status must be one of ${WORK_BATCH_STATUSES.join(', ')}`, { field: 'status' });
    const completed = status === 'done' ? this.rt.now().toISOString() : undefined;
    const change = (document: Record<string, unknown>) => {
      const { completed: _previous, ...rest } = document;
      return { ...rest, status, ...(completed && { completed }) };
    };
    const batch = (await permittedHead(this.rt.store, actor, workBatches, id, 'write')).document as unknown as BatchDocument;
    const delivered = status === 'done' && statusOf(batch) !== 'done' ? await this.ordersDelivered(actor, id, batch) : [];
    if (!delivered.length) return this.writes.change(actor, workBatches, id, undefined, change, { expectedHead });
    const [written] = await this.writes.changeTogether(actor, [
      { kind: workBatches, id, expectedHead, precondition: 'expectedHead', change },
      ...delivered.map((order): LinkedChange => ({ kind: orders, id: order, change: (document) => ({ ...document, status: 'delivered' }) })),
    ]);
    return written;
  }

  /**
   * The orders a batch marked done delivers: those of its orders still processing that no other batch
   * in progress holds, and that the actor may write (the others keep their status).
   */
  private async ordersDelivered(actor: Actor, batch: string, document: BatchDocument): Promise<string[]> {
    const ids = [...new Set(document.orders.map((ref) => ref.id))];
    const delivered: string[] = [];
    for (const chunk of chunksOf(ids)) {
      const heads = (await this.rt.store.find(orders.collection, { where: w.and(listScope(actor, orders.collection, {}, false), w.in('id', chunk)), omit: ['document', 'filter'] })) as HeadRow[];
      for (const head of heads) {
        if ((head.data as { status?: string }).status !== 'processing' || !permissionsOf(actor, head).write) continue;
        const elsewhere = (await batchHeadsOf(this.rt.store, head.id)).some((other) => other.id !== batch && (other.data as { status?: string }).status === 'inProgress');
        if (!elsewhere) delivered.push(head.id);
      }
    }
    return delivered;
  }

  /** The summary of the current workspace's batches the actor may read, from their list rows (no documents read). */
  async summary(actor: Actor): Promise<ProductionSummary> {
    const heads = (await this.rt.store.find(workBatches.collection, {
      where: listScope(actor, workBatches.collection, {}, false),
      omit: ['document', 'filter'],
    })) as HeadRow[];
    return summarise(heads);
  }

  /** A batch's figures, from its orders' list rows (no documents read) and the workspace's mean completion time. */
  async figures(actor: Actor, batch: { created: string; document: BatchDocument }): Promise<BatchFigures> {
    const ids = [...new Set(batch.document.orders.map((ref) => ref.id))];
    const heads: HeadRow[] = [];
    for (const chunk of chunksOf(ids)) {
      heads.push(...((await this.rt.store.find(orders.collection, { where: w.and(listScope(actor, orders.collection, {}, false), w.in('id', chunk)), omit: ['document', 'filter'] })) as HeadRow[]));
    }
    const mean = statusOf(batch.document) === 'inProgress' ? (await this.summary(actor)).avgCompletionTime : null;
    return batchFigures(batch, heads.map((head) => head.data as { status: string; totalItems: number }), mean);
  }

  /** The open orders on each older version of a module (B2): what a change of it leaves behind. */
  openOrdersOnOlderVersions(actor: Actor, moduleId: string, head: number): Promise<VersionOrders[]> {
    return openOrdersOnOlderVersions(this.rt, actor, moduleId, head);
  }
}
