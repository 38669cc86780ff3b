/**
 * Orders to production (rest/model/production/), for the order and production screens: sending orders,
 * which batches hold an order, a batch's status, figures, orders and groups a page at a time, and the
 * production list's summary.
 */
import { OPERATION_ACCESS } from '../../rest/model/identity/operation-access.ts';
import { orderKind } from '../../rest/model/kinds/order.kind.ts';
import { groupingTask, statusOf } from '../../rest/model/kinds/workbatch.kind.ts';
import { groupAt, groupData, groupSummaries, offsetPage, orderProgress, type BatchDocument } from '../../rest/model/production/batch-views.ts';
import { LIST_LIMIT_MAX } from '../../rest/model/resources/resource-types.ts';
import { withAccess } from '../access.ts';
import type { GatewayContext } from '../context.ts';
import type { ResourceNode } from '../loaders.ts';
import { attempt } from '../payloads.ts';

interface SendArgs {
  orders: { id: string; version: number }[];
  name?: string | null;
  confirm?: boolean | null;
}

interface PageArgs {
  page?: { limit?: number | null; cursor?: string | null } | null;
}

/**
 * Whether an order needs action: no batch holds it that the caller may read and that is not
 * cancelled. Read through the request's loaders, so a page of orders costs one usage read and one
 * read of their batches' heads.
 */
async function needsAction(order: { id: string }, { loaders }: GatewayContext): Promise<boolean> {
  const { usages } = await loaders.usages(`${orderKind.collection}:${LIST_LIMIT_MAX}`).load(`${order.id}:`);
  const batchIds = usages.filter((usage) => usage.collection === 'workbatches').map((usage) => usage.id);
  const heads = await loaders.heads('workbatches').loadMany(batchIds);
  return !heads.some((head) => head && !(head instanceof Error) && statusOf(head.node.document as unknown as BatchDocument) !== 'cancelled');
}

/** A module's open orders on its older versions (B2), for the product editor's Used by card. */
export const moduleProductionFields = {
  openOrdersOnOlderVersions: (node: ResourceNode, _: unknown, { model, actor }: GatewayContext) => model.productionViews.openOrdersOnOlderVersions(actor, node.id, node.head),
};

/** `needsAction` of an order and of its list row. */
export const orderProductionFields = {
  needsAction: (order: { id: string }, _: unknown, context: GatewayContext) => needsAction(order, context),
};

const batchOf = (node: ResourceNode) => node.document as unknown as BatchDocument;

export const productionQueries = {
  orderWorkBatches: withAccess(OPERATION_ACCESS.getOrderWorkBatches, (_: unknown, args: { orderId: string }, { model, actor }: GatewayContext) =>
    model.production.batchesOfOrder(actor, args.orderId),
  ),
  productionSummary: withAccess(OPERATION_ACCESS.getProductionSummary, (_: unknown, _args: unknown, { model, actor }: GatewayContext) => model.productionViews.summary(actor)),
};

export const productionMutations = {
  sendToProduction: withAccess(OPERATION_ACCESS.sendToProduction, async (_: unknown, args: SendArgs, { model, actor }: GatewayContext) => {
    const input = { orders: args.orders, ...(args.name != null && { name: args.name }), ...(args.confirm != null && { confirm: args.confirm }) };
    const result = await attempt(() => model.production.send(actor, input), { params: { orders: 'orders', name: 'name', confirm: 'confirm' } });
    return result.error ? { workBatchId: null, errors: result.errors } : { workBatchId: result.value.id, errors: [] };
  }),
  setWorkBatchStatus: withAccess(
    OPERATION_ACCESS.setWorkBatchStatus,
    async (_: unknown, args: { id: string; status: string; expectedHead?: number | null }, { model, actor }: GatewayContext) => {
      const result = await attempt(() => model.productionViews.setStatus(actor, args.id, args.status, args.expectedHead ?? undefined), {
        params: { workbatchId: 'id', status: 'status' },
        precondition: 'expectedHead',
      });
      return result.error ? { workBatch: null, errors: result.errors } : { workBatch: { ...result.value, collection: 'workbatches' }, errors: [] };
    },
  ),
};

/**
 * The fields of a work batch the batch screen reads, from the version shown (its document is in
 * hand): pages of its orders and of a group's items, so a batch of 100,000 pieces sends a page.
 */
export const workBatchFields = {
  status: (node: ResourceNode) => statusOf(batchOf(node)),
  figures: (node: ResourceNode, _: unknown, { model, actor }: GatewayContext) => model.productionViews.figures(actor, { created: node.created, document: batchOf(node) }),
  orderPage: async (node: ResourceNode, args: PageArgs, { loaders }: GatewayContext) => {
    const page = offsetPage(batchOf(node).orders, args.page ?? {});
    // each order as it is now (its head), through the request's loader: one read for the page
    const heads = await loaders.heads(orderKind.collection).loadMany(page.items.map((ref) => ref.id));
    const items = page.items.flatMap((ref, i) => {
      const head = heads[i];
      if (!head || head instanceof Error) return [];
      const row = orderKind.list(head.node.document as Parameters<typeof orderKind.list>[0]);
      return [{ id: ref.id, version: ref.version, reference: row.reference, customer: row.customer, created: head.node.created, totalItems: row.totalItems, status: row.status, progress: orderProgress(row.status) }];
    });
    return { ...page, items };
  },
  groupList: (node: ResourceNode) => groupSummaries(batchOf(node)),
  groupingTask: (node: ResourceNode, _: unknown, { model, actor }: GatewayContext) => {
    const task = groupingTask(batchOf(node));
    return task ? model.tasks.get(actor, task) : null;
  },
  groupItems: (node: ResourceNode, args: PageArgs & { group: number }) => offsetPage(groupAt(batchOf(node), args.group).items, args.page ?? {}),
  groupData: (node: ResourceNode, args: { group: number }) => groupData(batchOf(node), args.group),
};
