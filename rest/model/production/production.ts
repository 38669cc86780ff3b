/**
 * Sending orders to production (issue 19 §2, application.md §2.5, §7): a work batch made of the
 * orders, with its groups and nesting computed from what they order (batch-plan.ts), and the
 * orders moved to processing, in one transaction; and which work batches hold an order.
 */
import { Type, type Static } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest, conflict } from '../errors.ts';
import { Label, Obj, Ref as RefSchema } from '../kinds/common.schema.ts';
import { requireKind } from '../kinds/registry.ts';
import { assertValid } from '../validation.ts';
import { listScope } from '../lists/resource-lists.ts';
import { permissionsOf } from '../resources/permissions.ts';
import { readableHead, versionRow } from '../resources/resource-access.ts';
import type { Ref } from '../resources/resource-types.ts';
import { USAGES, type HeadRow, type UsageRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import type { DocumentWrites, LinkedChange } from '../writes/document-writes.ts';
import type { NewTask } from '../tasks/tasks.ts';
import { BATCH_GROUPING_TASK } from './batch-grouping.ts';
import type { GroupingInput } from './batch-grouping.worker.ts';
import { planBatch, sheetStocks } from './batch-plan.ts';
import { batchedOrdersPage, type BatchedOrdersPage } from './batched-orders.ts';
import { pieceCount, refKey, type BatchOrder, type ConfigurationModules, type ProductionParts } from './grouping.ts';

const orders = requireKind('orders');
const workBatches = requireKind('workbatches');
const modules = requireKind('modules');
const configurations = requireKind('productconfigurations');
const materials = requireKind('productionmaterials');

/** What sending to production takes: the body of `POST /api/production`, the arguments of `sendToProduction`. */
export const SendToProduction = Obj(
  {
    orders: Type.Array(RefSchema, { minItems: 1, maxItems: 1000, description: 'the orders to batch, each at the version shown (its head)' }),
    name: Type.Optional(Label),
    confirm: Type.Optional(Type.Boolean({ description: 'batch orders that are in a work batch already (otherwise 409 naming the batches)' })),
  },
  { examples: [{ orders: [{ id: '0123456789abcdef01234567', version: 1 }] }] },
);
export type SendInput = Static<typeof SendToProduction>;

/** A work batch that holds an order, as the order screens show it. */
export interface OrderBatch {
  id: string;
  name: string | null;
  owner: string;
  created: string;
  /** the order's version the batch holds */
  orderVersion: number;
}

export interface OrderBatches {
  order: string;
  workBatches: OrderBatch[];
}

const batchOf = (head: HeadRow, order: string): OrderBatch => ({
  id: head.id,
  name: (head.data as { name?: string | null } | undefined)?.name ?? null,
  owner: head.owner,
  created: head.created,
  orderVersion: ((head.data as { orders?: Ref[] } | undefined)?.orders ?? []).find((ref) => ref.id === order)?.version ?? 0,
});

/** The heads (without documents) of the live work batches that refer to an order, oldest first. */
export async function batchHeadsOf(store: Store, order: string): Promise<HeadRow[]> {
  const usages = (await store.find(USAGES, {
    where: w.and(w.eq('usedCollection', orders.collection), w.eq('usedId', order), w.eq('userCollection', workBatches.collection)),
  })) as UsageRow[];
  const ids = [...new Set(usages.map((u) => u.userId))];
  if (!ids.length) return [];
  const heads = (await store.find(workBatches.collection, { where: w.and(w.in('id', ids), w.eq('deleted', false)), omit: ['document', 'filter'] })) as HeadRow[];
  return heads.sort((a, b) => a.created.localeCompare(b.created));
}

export interface ProductionOptions {
  /** above this many pieces, a batch's groups are computed by a task (batch-grouping.ts) */
  groupingTaskPieces: number;
  /** queues a task in the transaction given */
  enqueue: (tx: Store, task: NewTask) => Promise<{ id: string }>;
}

export class Production {
  constructor(
    private readonly rt: Runtime,
    private readonly writes: DocumentWrites,
    private readonly options: ProductionOptions,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  /**
   * Makes a work batch of the orders (each at the version given, which must be its head: 412
   * otherwise) and moves each to processing. 404 for an order the actor may not read, 409 naming the
   * batches when an order is in one already and `confirm` is not given.
   */
  async send(actor: Actor, body: unknown): Promise<{ id: string; head: number }> {
    assertValid(SendToProduction, body);
    const input = body as SendInput;
    const ids = input.orders.map((ref) => ref.id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw badRequest(`orders names order ${twice} twice: each order is batched once`);
    const batched: BatchOrder[] = [];
    for (const ref of input.orders) {
      const { head } = await readableHead(this.store, actor, orders, ref.id);
      const row = await versionRow(this.store, orders, head, ref.version);
      batched.push({ ref: { id: ref.id, version: ref.version }, document: row.document as BatchOrder['document'] });
    }
    if (!input.confirm) await this.assertNotBatched(actor, batched);
    const [parts, configurations, stocks] = [await this.partsOf(actor, batched), await this.configurationsOf(actor, batched), await this.stocks(actor)];
    const base = { ...(input.name && { name: input.name }), orders: batched.map((order) => order.ref) };
    const toProcessing = input.orders.map((ref, i): LinkedChange => ({
      kind: orders,
      id: ref.id,
      expectedHead: ref.version,
      precondition: `orders/${i}/version`,
      change: (document) => ({ ...document, status: 'processing' }),
    }));
    if (pieceCount(batched, parts) <= this.options.groupingTaskPieces) {
      const { created } = await this.writes.createTogether(actor, workBatches, { ...base, groups: planBatch(batched, parts, configurations, stocks) }, toProcessing);
      return { id: created.id, head: created.head };
    }
    const { created } = await this.createGroupedByTask(actor, base, toProcessing, { orders: batched, parts: [...parts].map(([key, value]) => [key, value ?? null]), configurations: [...configurations], stocks: [...stocks] });
    return { id: created.id, head: created.head };
  }

  /** A large batch: written without groups, naming the task that computes them, queued in the same transaction (batch-grouping.ts). */
  private createGroupedByTask(actor: Actor, base: { name?: string; orders: Ref[] }, toProcessing: LinkedChange[], grouping: Omit<GroupingInput, 'batch'>) {
    const task = this.rt.newId();
    return this.writes.createTogether(actor, workBatches, { ...base, grouping: { task } }, toProcessing, async (tx, batch) => {
      await this.options.enqueue(tx, {
        id: task,
        workspace: actor.workspace,
        owner: actor.email,
        type: BATCH_GROUPING_TASK,
        title: `Grouping the parts of ${base.name ?? 'a work batch'}`,
        documentType: 'workbatch',
        documentId: batch.id,
        documentName: base.name ?? null,
        input: { ...grouping, batch: batch.id },
      });
    });
  }

  /** 409 when an order is in a work batch already (one not cancelled), naming each batch (those the actor may not read, without their names). */
  private async assertNotBatched(actor: Actor, batched: BatchOrder[]): Promise<void> {
    const found: string[] = [];
    const details: { order: string; workBatch: string; name: string | null }[] = [];
    for (const order of batched) {
      for (const head of await batchHeadsOf(this.store, order.ref.id)) {
        // a cancelled batch makes nothing of the order: sending it again is no accident
        if ((head.data as { status?: string }).status === 'cancelled') continue;
        const readable = permissionsOf(actor, head).read;
        const name = readable ? batchOf(head, order.ref.id).name : null;
        details.push({ order: order.ref.id, workBatch: head.id, name });
        found.push(`order ${order.ref.id} is in work batch ${name ? `${name} (${head.id})` : head.id}`);
      }
    }
    if (found.length) throw conflict(`${found.join('; ')}: send again with confirm: true to batch it again`, { batched: details });
  }

  /** The production parts of every module the orders order, at the version ordered (404 for one the actor may not read). */
  private async partsOf(actor: Actor, batched: BatchOrder[]): Promise<Map<string, ProductionParts | undefined>> {
    const parts = new Map<string, ProductionParts | undefined>();
    for (const ref of batched.flatMap((order) => order.document.lineItems.map((item) => item.module))) {
      if (parts.has(refKey(ref))) continue;
      const { head } = await readableHead(this.store, actor, modules, ref.id);
      parts.set(refKey(ref), (await versionRow(this.store, modules, head, ref.version)).document.productionParts as ProductionParts | undefined);
    }
    return parts;
  }

  private async configurationsOf(actor: Actor, batched: BatchOrder[]): Promise<Map<string, ConfigurationModules>> {
    const found = new Map<string, ConfigurationModules>();
    for (const ref of batched.flatMap((order) => (order.document.products ?? []).map((product) => product.productConfiguration))) {
      if (found.has(refKey(ref))) continue;
      const { head } = await readableHead(this.store, actor, configurations, ref.id);
      found.set(refKey(ref), (await versionRow(this.store, configurations, head, ref.version)).document as unknown as ConfigurationModules);
    }
    return found;
  }

  /** The sheet stock of the current workspace's production materials the actor may read. */
  private async stocks(actor: Actor) {
    const heads = (await this.store.find(materials.collection, { where: listScope(actor, materials.collection, {}, false), omit: ['filter', 'data'] })) as HeadRow[];
    return sheetStocks(heads.sort((a, b) => a.created.localeCompare(b.created)).map((head) => head.document as Parameters<typeof sheetStocks>[0][number]));
  }

  /** The work batches the actor may read that hold the order (404 for an order the actor may not read). */
  async batchesOfOrder(actor: Actor, order: string): Promise<OrderBatches> {
    await readableHead(this.store, actor, orders, order);
    const heads = await batchHeadsOf(this.store, order);
    return { order, workBatches: heads.filter((head) => permissionsOf(actor, head).read).map((head) => batchOf(head, order)) };
  }

  /** A page of the orders in work batches of the current workspace that the actor may read, with those batches, in order of first batching. */
  batchedOrders(actor: Actor, query: { limit?: number; cursor?: string } = {}): Promise<BatchedOrdersPage<OrderBatches>> {
    return batchedOrdersPage(this.store, actor, query, (order, heads) => ({ order, workBatches: heads.map((head) => batchOf(head, order)) }));
  }
}
