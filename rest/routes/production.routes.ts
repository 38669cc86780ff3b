import { Type } from '@sinclair/typebox';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { SendToProduction } from '../model/production/production.ts';
import { BatchedOrdersQuery } from '../model/production/batched-orders.ts';
import { OPERATION_ACCESS } from '../model/identity/operation-access.ts';
import { defineOperation } from './operation.ts';

const shared = { group: '', tag: 'production' } as const;

const OrderBatches = Obj({
  order: Id,
  workBatches: Type.Array(
    Obj({
      id: Id,
      name: Type.Union([Type.String(), Type.Null()]),
      owner: Type.String(),
      created: Type.String({ format: 'date-time' }),
      orderVersion: Type.Integer({ minimum: 1, description: "the order's version the batch holds" }),
    }),
  ),
});

/** Sending orders to production and the work batches of orders (application.md §7, issue 19 §2). */
export const productionOperations = [
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/production',
    operationId: 'sendToProduction',
    access: OPERATION_ACCESS.sendToProduction,
    summary: 'Send orders to production: a work batch of them, with its groups and nesting, and the orders moved to processing',
    description:
      "One transaction: the batch is created and each order gets a new version with status processing, or nothing is written. 404 for an order you may not read, 409 naming the batches when an order is in one already (unless confirm is true), 412 when an order's head is no longer the version given.",
    body: SendToProduction,
    response: Obj({ id: Id }, { description: 'the new work batch' }),
    answer: 'created',
    location: (value: { id: string }) => `/api/workbatches/${value.id}`,
    errors: [400, 401, 403, 404, 409, 412],
    call: (model, { actor, body }) => model.production.send(actor, body),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/production/orders',
    operationId: 'listBatchedOrders',
    access: OPERATION_ACCESS.listBatchedOrders,
    summary: 'The orders in work batches of the current workspace you may read, with those batches, in order of first batching, a page at a time',
    description: 'Pass next as cursor for the following page (null on the last). An order none of whose batches you may read is left out of its page.',
    query: BatchedOrdersQuery,
    response: Obj({ orders: Type.Array(OrderBatches), next: Type.Union([Type.String(), Type.Null()]) }),
    answer: 'json',
    errors: [400, 401, 403],
    call: (model, { actor, query }) => model.production.batchedOrders(actor, query),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/production/orders/{orderId}',
    operationId: 'getOrderWorkBatches',
    access: OPERATION_ACCESS.getOrderWorkBatches,
    summary: "An order's work batches that you may read, oldest first (none: the order needs action)",
    params: Obj({ orderId: Id }),
    response: OrderBatches,
    answer: 'json',
    errors: [400, 401, 403, 404],
    call: (model, { actor, params }) => model.production.batchesOfOrder(actor, params.orderId),
  }),
];
