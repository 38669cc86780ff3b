// The orders screen through the gateway (application.md §2.5): its status boxes' exact counts, its
// search over the reference and the customer, and its time filters (createdSince), on the demo orders.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { gql, gqlData } from '../support/graphql.ts';
import { BIRCH_ADMIN, DEMO_ADMIN } from '../support/demo-users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ as: DEMO_ADMIN });
});
afterAll(async () => {
  await server?.close();
});

const COUNTS = '{ orderStatusCounts { status count } }';
const references = async (filter: Record<string, unknown>) =>
  ((await gqlData(server, 'query ($f: OrderFilter) { orders(filter: $f, page: { limit: 50, sort: created_DESC }) { items { data { reference } } } }', { f: filter })).orders.items as { data: { reference: string } }[])
    .map((o) => o.data.reference)
    .sort();

test("an order's data has its list row's figures: the §9 total of its line items, in its currency", async () => {
  const { orders } = await gqlData(server, '{ orders(filter: { reference: "OA-1002" }) { items { id data { totalPrice } } } }');
  const [row] = orders.items;
  const { order } = await gqlData(server, 'query ($id: ID!) { order(id: $id) { data { reference status totalItems totalPrice currency } } }', { id: row.id });
  // 1 × 180 + 1 × 140 + ceil(3 / 2) × 9.50
  assert.deepEqual(order.data, { reference: 'OA-1002', status: 'processing', totalItems: 5, totalPrice: 339, currency: 'GBP' });
  assert.equal(row.data.totalPrice, 339);
});

test('orderStatusCounts counts the readable orders by status, every status listed', async () => {
  // the demo's OA-1001 (received) and OA-1002 (processing), and its 90 days of storefront orders (seeds/demo-activity.ts),
  // counted here by listing each status (the demo has fewer than 200 orders)
  const listed = async (status: string) =>
    (await gqlData(server, 'query ($f: OrderFilter) { orders(filter: $f, page: { limit: 200 }) { items { id } } }', { f: { status } })).orders.items.length;
  const expected = [];
  for (const status of ['received', 'processing', 'delivered']) expected.push({ status, count: await listed(status) });
  assert.ok(expected[0].count >= 1 && expected[1].count >= 1 && expected[2].count >= 1, JSON.stringify(expected));
  assert.deepEqual((await gqlData(server, COUNTS)).orderStatusCounts, expected);
  const created = await gqlData(server, 'mutation ($d: OrderDocumentInput!) { createOrder(document: $d) { order { id } errors { message } } }', {
    d: { reference: 'OA-2001', status: 'delivered', customer: 'ada@example.com', lineItems: [] },
  });
  assert.deepEqual(created.createOrder.errors, []);
  assert.deepEqual((await gqlData(server, COUNTS)).orderStatusCounts.map((c: { count: number }) => c.count), [expected[0].count, expected[1].count, expected[2].count + 1]);
  // another workspace's admin counts none of Oak & Ash's orders
  assert.deepEqual((await gqlData(server, COUNTS, undefined, { as: BIRCH_ADMIN })).orderStatusCounts.map((c: { count: number }) => c.count), [0, 0, 0]);
});

test('referenceOrCustomer searches the reference and the customer, case-insensitively', async () => {
  assert.deepEqual(await references({ referenceOrCustomer: 'oa-1001' }), ['OA-1001']);
  assert.deepEqual(await references({ referenceOrCustomer: 'BECKER' }), ['OA-1002']);
  assert.deepEqual(await references({ referenceOrCustomer: 'nobody-here' }), []);
});

test('createdSince keeps the orders created at or after an instant; a bad instant is a 400 naming the filter', async () => {
  const all = await references({});
  assert.ok(all.includes('OA-1001') && all.includes('OA-1002'));
  assert.deepEqual(await references({ createdSince: '2000-01-01T00:00:00Z' }), all);
  assert.deepEqual(await references({ createdSince: new Date(Date.now() + 60_000).toISOString() }), []);
  const bad = await gql(server, '{ orders(filter: { createdSince: "yesterday" }, page: { sort: created_DESC }) { total } }');
  assert.match(bad.body.errors[0].message, /DateTime must be an ISO 8601 date-time/);
  const rest = await fetch(`${server.url}/api/orders?createdSince=yesterday&sort=-created`);
  assert.equal(rest.status, 400);
  assert.match(((await rest.json()) as { message: string }).message, /createdSince must be an ISO 8601 date-time/);
  // the range is walked in created order, so the list must be in that order
  const unordered = await gql(server, '{ orders(filter: { createdSince: "2000-01-01T00:00:00Z" }) { total } }');
  assert.match(unordered.body.errors[0].message, /createdSince lists are in created order: sort must be created or -created/);
});
