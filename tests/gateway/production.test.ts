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
  // the seeded orders only: the 90 days of demo activity place orders up to the present hour, so how many of
  // them are open on a module version would change with the time of day
  server = await startTestServer({ demoActivity: false });
  const data = await gqlData(server, '{ orders { items { id version data { reference } } } }');
  for (const order of data.orders.items) orders.set(order.data.reference, { id: order.id, version: order.version });
});
afterAll(() => server.close());

let firstBatch: string;
const SEND = 'mutation ($orders: [OrderVersionInput!]!, $confirm: Boolean) { sendToProduction(orders: $orders, confirm: $confirm) { workBatchId errors { field code message } } }';

test('sendToProduction makes a work batch and orderWorkBatches lists it', async () => {
  const order = orders.get('OA-1001')!;
  const sent = (await gqlData(server, SEND, { orders: [order] })).sendToProduction;
  assert.deepEqual(sent.errors, []);
  assert.match(sent.workBatchId, /^[0-9a-f]{24}$/);
  firstBatch = sent.workBatchId;
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

// The production screens (issue 19 §4): statuses filtered on the server, the summary counted, a batch's
// figures and its orders and groups a page at a time, and needsAction on orders.
const BATCH = `query ($id: ID!, $group: Int!, $page: WorkBatchPageArgs) { workBatch(id: $id) {
  status figures { progress items expectedCompletion }
  orderPage { total items { reference customer status progress totalItems } }
  groupList { index key count }
  groupItems(group: $group, page: $page) { total next items { instance orderInstance part { path module { id version } } } }
  groupData(group: $group) { key metrics nesting { materials { material sheetsUsed sheetsIfAlone sheetsSaved } } }
} }`;

test('a batch answers its status, figures, orders and groups a page at a time', async () => {
  const { workBatches } = await gqlData(server, '{ workBatches(filter: { status: "inProgress" }) { items { id name data { status totalOrders } } } }');
  const week47 = workBatches.items.find((b: { name: string }) => b.name === 'Week 47 panels');
  assert.deepEqual([week47.data.status, week47.data.totalOrders], ['inProgress', 1]);
  const groups = (await gqlData(server, BATCH, { id: week47.id, group: 0 })).workBatch.groupList;
  const largest = groups.reduce((a: { count: number }, b: { count: number }) => (b.count > a.count ? b : a));
  assert.ok(largest.count > 1, 'a group of the demo batch has more than one item');
  const first = (await gqlData(server, BATCH, { id: week47.id, group: largest.index, page: { limit: 1 } })).workBatch;
  assert.equal(first.status, 'inProgress');
  assert.equal(first.orderPage.total, 1);
  assert.equal(first.orderPage.items[0].reference, 'OA-1002');
  assert.equal(first.figures.items, first.orderPage.items[0].totalItems);
  assert.equal(first.groupList[0].key, 'Panel');
  assert.equal(first.groupItems.items.length, 1);
  assert.equal(first.groupItems.total, largest.count);
  const second = (await gqlData(server, BATCH, { id: week47.id, group: largest.index, page: { limit: 1, cursor: first.groupItems.next } })).workBatch;
  assert.notDeepEqual(second.groupItems.items, first.groupItems.items);
  const panels = (await gqlData(server, BATCH, { id: week47.id, group: 0 })).workBatch.groupData;
  assert.ok(panels.metrics.area_Sum > 0);
  assert.ok(panels.nesting.materials[0].sheetsUsed >= 1);
  const missing = await gql(server, BATCH, { id: week47.id, group: 99 });
  assert.equal(missing.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
});

test('setWorkBatchStatus moves a batch to done: the filters and the summary count it, and a cancelled batch frees its orders', async () => {
  const before = (await gqlData(server, '{ productionSummary { totalBatches totalOrders completeBatches avgCompletionTime } }')).productionSummary;
  const order = (await gqlData(server, '{ orders(filter: { reference: "OA-1002" }) { items { id version needsAction } } }')).orders.items[0];
  assert.equal(order.needsAction, false);
  const sent = (await gqlData(server, SEND, { orders: [{ id: order.id, version: order.version }], confirm: true })).sendToProduction;
  const SET = 'mutation ($id: ID!, $status: WorkBatchStatus!) { setWorkBatchStatus(id: $id, status: $status) { workBatch { status document { completed } } errors { code message } } }';
  const done = (await gqlData(server, SET, { id: sent.workBatchId, status: 'done' })).setWorkBatchStatus;
  assert.deepEqual(done.errors, []);
  assert.equal(done.workBatch.status, 'done');
  assert.match(done.workBatch.document.completed, /^\d{4}-\d\d-\d\dT/);
  const after = (await gqlData(server, '{ productionSummary { totalBatches totalOrders completeBatches avgCompletionTime } }')).productionSummary;
  assert.deepEqual([after.totalBatches, after.completeBatches, after.totalOrders], [before.totalBatches + 1, before.completeBatches + 1, before.totalOrders]);
  assert.equal(typeof after.avgCompletionTime, 'number');
  const listed = await gqlData(server, '{ workBatches(filter: { status: "done" }) { items { id } } }');
  assert.deepEqual(listed.workBatches.items.map((b: { id: string }) => b.id), [sent.workBatchId]);
  const cancelled = await gqlData(server, '{ workBatches(filter: { status: "cancelled" }) { items { id } } }');
  assert.deepEqual(cancelled.workBatches.items, []);
  const today = new Date(new Date().setHours(0, 0, 0, 0)).toISOString();
  const recent = await gqlData(server, `{ workBatches(filter: { createdSince: "${today}" }, page: { sort: created_DESC }) { items { id } } }`);
  assert.equal(recent.workBatches.items[0].id, sent.workBatchId);

  // the Week 47 batch cancelled, and the one above too: OA-1002 is in no live batch
  const week47 = (await gqlData(server, '{ workBatches(filter: { status: "inProgress" }) { items { id name } } }')).workBatches.items.find((b: { name: string }) => b.name === 'Week 47 panels');
  for (const id of [week47.id, sent.workBatchId]) assert.deepEqual((await gqlData(server, SET, { id, status: 'cancelled' })).setWorkBatchStatus.errors, []);
  const freed = (await gqlData(server, '{ orders(filter: { reference: "OA-1002" }) { items { id version needsAction } } }')).orders.items[0];
  assert.equal(freed.needsAction, true);
  // OA-1002 was still in Week 47 when the other batch was done: it stayed processing
  assert.equal((await gqlData(server, `{ order(id: "${order.id}") { document { status } } }`)).order.document.status, 'processing');
  const bad = await gql(server, SET, { id: week47.id, status: 'finished' });
  assert.ok(bad.body.errors?.length, 'an unknown status is refused by the schema');
});

test("a module's open orders on its older versions are counted by version (B2); none while it has no newer version", async () => {
  const { orders: found } = await gqlData(server, '{ orders(filter: { reference: "OA-1001" }) { items { resource { document { lineItems { name module { id version } } } } } } }');
  const door = found.items[0].resource.document.lineItems.find((item: { name: string }) => item.name === 'Door 400 left').module;
  const OPEN = `{ module(id: "${door.id}") { head openOrdersOnOlderVersions { version count } } }`;
  assert.deepEqual((await gqlData(server, OPEN)).module.openOrdersOnOlderVersions, []);
  const changed = await gqlData(server, 'mutation ($id: ID!) { patchModule(id: $id, patch: { description: "Soft-close hinges" }) { errors { message } } }', { id: door.id });
  assert.deepEqual(changed.patchModule.errors, []);
  const after = (await gqlData(server, OPEN)).module;
  assert.deepEqual(after.openOrdersOnOlderVersions, [{ version: door.version, count: 1 }]);
});

test('a batch marked done delivers its orders that no other batch in progress holds', async () => {
  const order = orders.get('OA-1001')!;
  const status = async () => (await gqlData(server, `{ order(id: "${order.id}") { document { status } } }`)).order.document.status;
  assert.equal(await status(), 'processing');
  const SET = 'mutation ($id: ID!) { setWorkBatchStatus(id: $id, status: done) { workBatch { status figures { progress } } errors { message } } }';
  const done = (await gqlData(server, SET, { id: firstBatch })).setWorkBatchStatus;
  assert.deepEqual([done.errors, done.workBatch.status, done.workBatch.figures.progress], [[], 'done', 1]);
  assert.equal(await status(), 'delivered');
});
