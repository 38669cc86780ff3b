// Sending orders to production over real HTTP (issue 19 §2, §3, §5): POST /api/production makes a
// work batch with its groups and nesting and moves the orders to processing; bad bodies, unreadable
// orders and orders batched already write nothing; /production/orders lists an order's batches; the
// demo batch 'Week 47 panels' answers its groups and group data.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { BIRCH_ADMIN, DEMO_GUEST } from '../support/demo-users.ts';
import type { TestServer } from '../support/server.ts';
import { assertError, client, ok, openServer, storeFingerprint, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
const byReference = new Map<string, any>();
let demoBatch: any;

beforeAll(async () => {
  ({ server, c } = await openServer());
  for (const order of (await ok(c.get('/orders?limit=100'))).items) byReference.set(order.data.reference, order);
  demoBatch = (await ok(c.get('/workbatches'))).items.find((b: any) => b.data.name === 'Week 47 panels');
});
afterAll(() => server.close());

const orderRef = (reference: string) => ({ id: byReference.get(reference).id, version: byReference.get(reference).version });

describe("the demo batch 'Week 47 panels'", () => {
  test('answers its groups, keyed by part type, each item pinned to the ordered module version', async () => {
    const groups = (await ok(c.get(`/workbatches/${demoBatch.id}/groups`))).document;
    assert.deepEqual(groups.map((g: any) => g.key), ['Panel', 'Edge band', 'Hardware']);
    const order = await ok(c.get(`/orders/${demoBatch.data.orders[0].id}`));
    const deskTop = order.document.lineItems.find((item: any) => item.name === 'Desk top 1200').module;
    const [panel] = groups[0].items;
    assert.deepEqual(panel.part.module, deskTop);
    assert.deepEqual(panel.part.path, ['Desk top', 'Board']);
    assert.equal(panel.part.metrics.area, 0.84);
    assert.deepEqual({ instance: panel.instance, orderInstance: panel.orderInstance, order: panel.order }, { instance: 0, orderInstance: 0, order: demoBatch.data.orders[0] });
    // the grommet, the leg frame and three handles: one item per piece
    assert.equal(groups[2].items.length, 5);
    assert.equal(groups[2].metrics.count_Sum, 5);
  });

  test('answers its group data: the metrics with their suffixes, and the nesting of its panels', async () => {
    const data = (await ok(c.get(`/workbatches/${demoBatch.id}/groups/0/data`))).document;
    assert.equal(data.key, 'Panel');
    for (const suffix of ['Sum', 'Min', 'Max', 'Mean', 'Median', 'Count', 'Product']) assert.equal(data.metrics[`area_${suffix}`], suffix === 'Count' ? 1 : 0.84, suffix);
    const [oak] = data.nesting.materials;
    assert.equal(oak.material, 'Oak veneered MDF 18 mm');
    assert.deepEqual([oak.sheetsUsed, oak.sheetsIfAlone, oak.kerf, oak.grain], [1, 1, 4, true]);
    assert.deepEqual(oak.sheets[0].placements, [{ item: 0, x: 0, y: 0, width: 1200, height: 700, rotated: false }]);
    assert.equal(oak.utilisation, 14.5);
    // the hardware group has nothing to nest
    assert.equal((await ok(c.get(`/workbatches/${demoBatch.id}/groups/2/data`))).document.nesting, undefined);
  });

  test('an order of it lists it as its work batch', async () => {
    const batches = await ok(c.get(`/production/orders/${orderRef('OA-1002').id}`));
    assert.deepEqual(batches.workBatches.map((b: any) => [b.id, b.name, b.orderVersion]), [[demoBatch.id, 'Week 47 panels', orderRef('OA-1002').version]]);
  });
});

describe('POST /api/production', () => {
  test('bad bodies answer 400 naming the problem and write nothing', async () => {
    const before = await storeFingerprint(server);
    const order = orderRef('OA-1001');
    const cases: [unknown, string | RegExp][] = [
      [{}, 'orders'],
      [{ orders: [] }, 'orders'],
      [{ orders: 'OA-1001' }, 'orders'],
      [{ orders: [{ id: 'OA-1001', version: 1 }] }, /orders\/0\/id/],
      [{ orders: [{ id: order.id, version: 0 }] }, /orders\/0\/version/],
      [{ orders: [order], confirm: 'yes' }, 'confirm'],
      [{ orders: [order], priority: 'high' }, 'priority'],
      [{ orders: [order, order] }, `order ${order.id} twice`],
    ];
    for (const [body, named] of cases) assertError(await c.post('/production', body), 400, named);
    assertError(await c.raw('POST', '/production', 'not json', 'application/json'), 400);
    assert.equal(await storeFingerprint(server), before);
  });

  test('an order the caller may not read answers 404 and writes nothing', async () => {
    const before = await storeFingerprint(server);
    assertError(await client(server, { as: BIRCH_ADMIN }).post('/production', { orders: [orderRef('OA-1001')] }), 404, orderRef('OA-1001').id);
    assertError(await c.post('/production', { orders: [orderRef('OA-1001'), { id: 'abcdefabcdefabcdefabcdef', version: 1 }] }), 404, 'abcdefabcdefabcdefabcdef');
    assertError(await c.post('/production', { orders: [{ ...orderRef('OA-1001'), version: 99 }] }), 404, 'version 99');
    // the workspace's guests (its customers) do not send orders to production
    assertError(await client(server, { as: DEMO_GUEST }).post('/production', { orders: [orderRef('OA-1001')] }), 403);
    assert.equal(await storeFingerprint(server), before);
  });

  test('makes a work batch with its groups and nesting, answers 201 with its id, and moves the orders to processing', async () => {
    const sent = orderRef('OA-1001');
    const reply = await c.post('/production', { orders: [sent], name: 'Week 48' });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(Object.keys(reply.body), ['id']);
    assert.equal(reply.headers.get('location'), `/api/workbatches/${reply.body.id}`);

    const order = await ok(c.get(`/orders/${sent.id}`));
    assert.equal(order.document.status, 'processing');
    assert.equal(order.version, sent.version + 1);

    const batch = await ok(c.get(`/workbatches/${reply.body.id}`));
    assert.deepEqual(batch.document.orders, [sent]);
    assert.equal(batch.document.name, 'Week 48');
    const panels = batch.document.groups.find((g: any) => g.key === 'Panel');
    // two sides, four shelves and a door, each a piece of the ordered configuration
    assert.equal(panels.items.length, 7);
    assert.equal(panels.metrics.area_Count, 7);
    const configuration = (await ok(c.get(`/orders/${sent.id}/v/${sent.version}`))).document.products[0].productConfiguration;
    assert.ok(panels.items.every((item: any) => item.configuration.id === configuration.id && item.order.id === sent.id));
    assert.deepEqual(panels.items.filter((i: any) => i.part.path[0] === 'Side').map((i: any) => i.instance), [0, 1]);
    const placed = panels.nesting.materials.flatMap((m: any) => m.sheets.flatMap((s: any) => s.placements.map((p: any) => p.item)));
    assert.deepEqual(placed.sort((a: number, b: number) => a - b), [0, 1, 2, 3, 4, 5, 6]);
    assert.deepEqual(panels.nesting.unnested, []);

    const batches = await ok(c.get(`/production/orders/${sent.id}`));
    assert.deepEqual(batches.workBatches.map((b: any) => [b.id, b.name, b.orderVersion]), [[reply.body.id, 'Week 48', sent.version]]);
    const all = await ok(c.get('/production/orders'));
    assert.deepEqual(
      all.orders.map((o: any) => [o.order, o.workBatches.map((b: any) => b.id)]),
      [[orderRef('OA-1002').id, [demoBatch.id]], [sent.id, [reply.body.id]]],
    );
  });

  test('an order in a batch already answers 409 naming the batch and writes nothing, unless confirmed', async () => {
    const order = await ok(c.get(`/orders/${orderRef('OA-1002').id}`));
    const body = { orders: [{ id: order.id, version: order.version }] };
    const before = await storeFingerprint(server);
    const refused = await c.post('/production', body);
    assertError(refused, 409, demoBatch.id, 'Week 47 panels', 'confirm');
    assert.equal(await storeFingerprint(server), before);

    const confirmed = await ok(c.post('/production', { ...body, confirm: true }), 201);
    const batches = await ok(c.get(`/production/orders/${order.id}`));
    assert.deepEqual(batches.workBatches.map((b: any) => b.id), [demoBatch.id, confirmed.id]);
  });

  test('orders batched together share sheets: the nesting shows what each order alone would have used', async () => {
    const shelf = (await ok(c.get('/modules?limit=100'))).items.find((m: any) => m.data.name === 'Shelf 800');
    const order = async (customer: string) =>
      ok(c.post('/orders', { status: 'received', customer, lineItems: [{ module: { id: shelf.id, version: shelf.version }, name: 'Shelf 800', quantity: 2, properties: { price: '£38.00' } }] }), 201);
    const [a, b] = [await order('a@example.com'), await order('b@example.com')];
    const sent = await ok(c.post('/production', { orders: [a, b].map(({ id, version }) => ({ id, version })) }), 201);
    const data = (await ok(c.get(`/workbatches/${sent.id}/groups/0/data`))).document;
    assert.equal(data.key, 'Panel');
    const [oak] = data.nesting.materials;
    // four shelves of two orders on one sheet, where each order alone would take a sheet
    assert.deepEqual([oak.parts, oak.sheetsUsed, oak.sheetsIfAlone, oak.sheetsSaved], [4, 1, 2, 1]);
    for (const { id } of [a, b]) assert.equal((await ok(c.get(`/orders/${id}`))).document.status, 'processing');
  });

  test("an order whose head is no longer the version sent answers 412 and writes nothing", async () => {
    const order = await ok(c.get(`/orders/${orderRef('OA-1002').id}`));
    const before = await storeFingerprint(server);
    assertError(await c.post('/production', { orders: [{ id: order.id, version: order.version - 1 }], confirm: true }), 412, order.id);
    assert.equal(await storeFingerprint(server), before);
  });
});

describe('GET /production/orders, a page at a time', () => {
  const walk = async (limit: number) => {
    const seen: any[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await ok(c.get(`/production/orders?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
      assert.ok(page.orders.length <= limit);
      seen.push(...page.orders);
      cursor = page.next;
    } while (cursor);
    return seen.map((o) => [o.order, o.workBatches.map((b: any) => b.id)]);
  };

  test('pages in order of first batching; an order batched twice lists both batches; an archived batch leaves its orders', async () => {
    const [x, y] = [...byReference.keys()].filter((reference) => !['OA-1001', 'OA-1002'].includes(reference)).slice(0, 2).map(orderRef);
    const latest = async (ref: { id: string }) => ({ id: ref.id, version: (await ok(c.get(`/orders/${ref.id}`))).version });
    const first = (await c.post('/production', { orders: [await latest(x), await latest(y)], name: 'Paging one', confirm: true })).body.id;
    const second = (await c.post('/production', { orders: [await latest(y)], name: 'Paging two', confirm: true })).body.id;
    const whole = (await ok(c.get('/production/orders?limit=200'))).orders.map((o: any) => [o.order, o.workBatches.map((b: any) => b.id)]);
    assert.deepEqual(await walk(1), whole);
    assert.deepEqual(await walk(2), whole);
    // both first batched together: between them, the order's id decides
    assert.deepEqual(whole.slice(-2), [[x.id, [first]], [y.id, [first, second]]].sort(([a], [b]) => (a as string).localeCompare(b as string)));

    assert.equal((await c.del(`/workbatches/${first}?archive=true`)).status, 204);
    const after = await walk(3);
    assert.ok(!after.some(([order]) => order === x.id));
    assert.deepEqual(after[after.length - 1], [y.id, [second]]);
  });

  test('a bad limit or cursor is a 400 naming it', async () => {
    assertError(await c.get('/production/orders?limit=0'), 400, 'limit');
    assertError(await c.get('/production/orders?limit=201'), 400, 'limit');
    assertError(await c.get('/production/orders?cursor=bogus'), 400, 'cursor');
  });
});
