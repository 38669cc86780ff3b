/** Orders to production (rest/model/production/production.ts), for the order and production screens. */
import { OPERATION_ACCESS } from '../../rest/model/identity/operation-access.ts';
import { withAccess } from '../access.ts';
import type { GatewayContext } from '../context.ts';
import { attempt } from '../payloads.ts';

interface SendArgs {
  orders: { id: string; version: number }[];
  name?: string | null;
  confirm?: boolean | null;
}

export const productionQueries = {
  orderWorkBatches: withAccess(OPERATION_ACCESS.getOrderWorkBatches, (_: unknown, args: { orderId: string }, { model, actor }: GatewayContext) =>
    model.production.batchesOfOrder(actor, args.orderId),
  ),
};

export const productionMutations = {
  sendToProduction: withAccess(OPERATION_ACCESS.sendToProduction, async (_: unknown, args: SendArgs, { model, actor }: GatewayContext) => {
    const input = { orders: args.orders, ...(args.name != null && { name: args.name }), ...(args.confirm != null && { confirm: args.confirm }) };
    const result = await attempt(() => model.production.send(actor, input), { params: { orders: 'orders', name: 'name', confirm: 'confirm' } });
    return result.error ? { workBatchId: null, errors: result.errors } : { workBatchId: result.value.id, errors: [] };
  }),
};
