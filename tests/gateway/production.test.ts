// Orders to production through the gateway (issue 19 §2): the mutation the order screens send, and the
// queries that tell which batches hold an order; the same model calls as POST /api/production.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { DEMO_GUEST } from '../support/demo-users.ts';
import { gql, gqlData } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
const orders = new Map<string, { id: string; version: number }>();

beforeAll(async () => {
  server = await startTestServer();
  const data = await gqlData(server, '{ orders { items { id version data { reference } } } }');
  for (const order of data.orders.items) orders.set(order.data.reference, { id: order.id, version: order.version });
});
afterAll(() => server.close());

const SEND = 'mutation ($orders: [OrderVersionInput!]!, $confirm: Boolean) { sendToProduction(orders: $orders, confirm: $confirm) { workBatchId errors { field code message } } }';

test('sendToProduction makes a work batch and orderWorkBatches lists it', async () => {
  const order = orders.get('OA-1001')!;
  const sent = (await gqlData(server, SEND, { orders: [order] })).sendToProduction;
  assert.deepEqual(sent.errors, []);
  assert.match(sent.workBatchId, /^[0-9a-f]{24}$/);
  const { orderWorkBatches } = await gqlData(server, `{ orderWorkBatches(orderId: "${order.id}") { order workBatches { id orderVersion } } }`);
  assert.deepEqual(orderWorkBatches, { order: order.id, workBatches: [{ id: sent.workBatchId, orderVersion: order.version }] });
});

test("the user's mistakes are payload errors: an empty list, an order batched already, an order changed since", async () => {
  const empty = (await gqlData(server, SEND, { orders: [] })).sendToProduction;
  assert.deepEqual([empty.workBatchId, empty.errors[0].code, empty.errors[0].field], [null, 'BAD_REQUEST', 'orders']);
  const batched = orders.get('OA-1002')!;
  const again = (await gqlData(server, SEND, { orders: [batched] })).sendToProduction;
  assert.equal(again.errors[0].code, 'CONFLICT');
  assert.match(again.errors[0].message, /Week 47 panels/);
  const stale = (await gqlData(server, SEND, { orders: [{ ...orders.get('OA-1001')!, version: orders.get('OA-1001')!.version }], confirm: true })).sendToProduction;
  assert.equal(stale.errors[0].code, 'PRECONDITION_FAILED', 'OA-1001 moved to processing in the test above');
});

test("the workspace's guests may not send orders to production", async () => {
  const reply = await gql(server, SEND, { orders: [orders.get('OA-1002')!] }, { as: DEMO_GUEST });
  assert.equal(reply.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(reply.body));
});
