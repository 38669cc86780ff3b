/** The orders screens beyond the kinds (application.md §2.5): the status boxes, counted by the model, and an order's figures. */
import { ORDER_STATUSES } from '../../rest/model/kinds/common.schema.ts';
import { orderKind } from '../../rest/model/kinds/order.kind.ts';
import type { OrderStatus } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { ResourceNode } from '../loaders.ts';

export const ordersQueries = {
  orderStatusCounts: async (_: unknown, _args: unknown, { model, actor }: GatewayContext): Promise<{ status: OrderStatus; count: number }[]> => {
    const counts = await model.lists.countsBy(actor, orderKind, 'status', ORDER_STATUSES);
    return counts.map(({ value, count }) => ({ status: value as OrderStatus, count }));
  },
};

/** An order's list-row figures at the version shown (the §9 total among them), from the kind's own `list`. */
export const orderFields = {
  data: (node: ResourceNode) => orderKind.list(node.document as Parameters<typeof orderKind.list>[0]),
};
