// Statistics (issue 20 §1, §3; application.md §3, §7, §9): every statistics path over REST and its
// GraphQL twin, against a fixture this test makes and counts itself (storefront visits, configurations
// and orders of modules whose costs it knows), within the caller's workspace only, with bad parameters
// answered 400 naming them. The demo has activity of its own, so series are compared before and after
// the fixture, and top lists are read for the fixture's own objects (its UTM tags, its modules).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { BIRCH_ADMIN, DEMO_GUEST } from '../support/demo-users.ts';
import { gql, gqlData } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, type Client } from './helpers.ts';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
const SAFARI_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
/** addresses geoip-lite places in England and in the United States */
const UK_ADDRESS = '81.2.69.160';
const US_ADDRESS = '8.8.8.8';

let server: TestServer;
let admin: Client;
let shelving: { id: string; version: number };
/** the fixture's modules: A has a cost field, B costs its production parts */
let moduleA: { id: string; version: number };
let moduleB: { id: string; version: number };

type Series = { byDate: { since: string; count: number; value: number }[]; total: number; value: number; objects: unknown[] };
type Top = { byDate: unknown[]; total: number; objects: { object: string; count: number; name?: string | null; value?: number | null }[] };

const get = async (path: string, as?: string) => ok(await client(server, as ? { as } : {}).get(path));
const last = (series: Series) => series.byDate[series.byDate.length - 1];
const visit = (headers: Record<string, string>, body: Record<string, string>) =>
  call(`${server.url}/api/published/configurator/${shelving.id}/visits`, { method: 'POST', json: body, as: null, headers });
const created = async (path: string, document: unknown) => {
  const reply = await admin.post(path, document);
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return { id: reply.body.id as string, version: reply.body.version as number };
};
const line = (module: { id: string; version: number }, name: string, quantity: number, price: string, per?: number) => ({ module, name, quantity, properties: { price }, ...(per && { per }) });

/** Every series path, as REST asks for it, with its GraphQL twin. */
const SERIES_PATHS: { rest: string; graphql: string }[] = [
  { rest: '/statistics/productconfigurations?unit=day&n=3', graphql: 'configurations(unit: DAY, n: 3)' },
  { rest: '/statistics/orders?unit=week&n=2', graphql: 'orders(unit: WEEK, n: 2)' },
  { rest: '/statistics/configurator/orders/totalPrice?unit=hour&n=24&created=true', graphql: 'orders(unit: HOUR, n: 24, created: true)' },
  { rest: '/statistics/configurator/orders/totalItems?unit=month&n=2&created=false', graphql: 'orderItems(unit: MONTH, n: 2, created: false)' },
  { rest: '/workspace/statistics?unit=day&n=7', graphql: 'sessions(unit: DAY, n: 7)' },
  { rest: '/workspace/statistics?unit=day&n=7&new=true', graphql: 'sessions(unit: DAY, n: 7, new: true)' },
];

let before: Record<string, Series>;
let salesBefore: any;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  admin = client(server);
  const configurators = (await ok(await admin.get('/publishedconfigurators'))).items;
  const found = configurators.find((k: any) => k.data.title === 'Shelving configurator');
  shelving = { id: found.id, version: found.head };
  before = Object.fromEntries(await Promise.all(SERIES_PATHS.map(async ({ rest }) => [rest, await get(rest)])));
  salesBefore = await get('/statistics/sales');

  await created('/productionmaterials', { name: 'Stats test board', sheetWidth: 1000, sheetHeight: 1000, costPerSheet: 50 });
  moduleA = await created('/modules', { name: 'Stats module with a cost', price: '£100.00', cost: '£60.00' });
  // a unit costs 2 × (500 × 400 of a 1000 × 1000 sheet at £50) + £1.50 of screws = £21.50
  moduleB = await created('/modules', {
    name: 'Stats module of parts',
    price: '£50.00',
    per: 2,
    productionParts: { groups: [{ key: 'Panel', parts: [{ path: ['Board'], material: 'Stats test board', dimensions: { length: 500, width: 400 }, quantity: 2 }, { path: ['Screws'], metrics: { cost: 1.5 } }] }] },
  });

  // orders: o1 sells 3 A (£300, cost £180) and 3 B in lots of 2 (2 × £50, cost 3 × £21.50); o2 1 A, then edited to 2 A; o3 is deleted
  await created('/orders', { status: 'received', lineItems: [line(moduleA, 'A', 3, '£100.00'), line(moduleB, 'B', 3, '£50.00', 2)] });
  const o2 = await created('/orders', { status: 'received', lineItems: [line(moduleA, 'A', 1, '£100.00')] });
  assert.equal((await admin.put(`/orders/${o2.id}/v/${o2.version}`, { status: 'received', lineItems: [line(moduleA, 'A', 2, '£100.00')] })).status, 200);
  const o3 = await created('/orders', { status: 'received', lineItems: [line(moduleB, 'B', 9, '£50.00', 2)] });
  assert.equal((await admin.del(`/orders/${o3.id}`)).status, 204);

  // configurations on the shelving configurator: A is in 3, B in 1 (a module counts once per configuration)
  const configuration = (modules: { id: string; version: number }[]) => ({
    name: 'Stats configuration',
    product: { type: 'publishedconfigurators', ...shelving },
    modules: modules.map((module, instance) => ({ module, instance })),
  });
  await created('/productconfigurations', configuration([moduleA, moduleB]));
  await created('/productconfigurations', configuration([moduleA]));
  await created('/productconfigurations', configuration([moduleA, moduleA]));

  // sessions: 4, of which 3 new (the second from the same address is a return; Sec-GPC cannot be told from a return)
  const replies = [
    await visit({ 'x-forwarded-for': UK_ADDRESS, 'user-agent': CHROME_ON_WINDOWS }, { utm_source: 'stats-fixture-a', utm_campaign: 'stats-campaign' }),
    await visit({ 'x-forwarded-for': UK_ADDRESS, 'user-agent': SAFARI_ON_MAC }, { utm_source: 'stats-fixture-a' }),
    await visit({ 'x-forwarded-for': US_ADDRESS, 'user-agent': CHROME_ON_WINDOWS }, { utm_source: 'stats-fixture-b', utm_medium: 'stats-medium' }),
    await visit({ 'x-forwarded-for': US_ADDRESS, 'user-agent': FIREFOX_ON_LINUX, 'sec-gpc': '1' }, { utm_source: 'stats-fixture-b' }),
  ];
  for (const reply of replies) assert.equal(reply.status, 201, JSON.stringify(reply.body));
});
afterAll(() => server?.close());

describe('series (byDate of since/count/value, total)', () => {
  const delta = (path: string, after: Series) => ({ count: last(after).count - last(before[path]).count, value: Math.round((last(after).value - last(before[path]).value) * 100) / 100 });

  test('configurations created: +3 in the current day', async () => {
    const path = SERIES_PATHS[0].rest;
    const after: Series = await get(path);
    assert.equal(after.byDate.length, 3);
    assert.deepEqual(delta(path, after), { count: 3, value: 0 });
    assert.deepEqual(after.objects, []);
    assert.equal(after.total, after.byDate.reduce((sum, p) => sum + p.count, 0));
  });

  test('orders and their sales: the edit moves o2, the deleted o3 leaves nothing', async () => {
    // o1 £400 + o2 £200
    assert.deepEqual(delta(SERIES_PATHS[1].rest, await get(SERIES_PATHS[1].rest)), { count: 2, value: 600 });
    assert.deepEqual(delta(SERIES_PATHS[2].rest, await get(SERIES_PATHS[2].rest)), { count: 2, value: 600 });
  });

  test('totalItems by last edit: 6 + 2 items', async () => {
    assert.deepEqual(delta(SERIES_PATHS[3].rest, await get(SERIES_PATHS[3].rest)), { count: 2, value: 8 });
  });

  test('sessions, and new sessions', async () => {
    assert.deepEqual(delta(SERIES_PATHS[4].rest, await get(SERIES_PATHS[4].rest)), { count: 4, value: 0 });
    assert.deepEqual(delta(SERIES_PATHS[5].rest, await get(SERIES_PATHS[5].rest)), { count: 3, value: 0 });
  });

  test("a week's bucket starts on a Monday, UTC; the last bucket holds now", async () => {
    const series: Series = await get('/statistics/orders?unit=week&n=2');
    const [first, second] = series.byDate.map((p) => new Date(p.since));
    assert.equal(first.getUTCDay(), 1);
    assert.equal(second.getTime() - first.getTime(), 7 * 86_400_000);
    assert.ok(second.getTime() <= Date.now() && Date.now() < second.getTime() + 7 * 86_400_000);
  });

  test("a product's usage: A's units and sales per day, nothing of B's", async () => {
    const usage: Series = await get(`/statistics/productusagestatistics/${moduleA.id}?unit=day&n=2`);
    assert.deepEqual([usage.total, usage.value, last(usage).count, last(usage).value], [5, 500, 5, 500]);
    const defaults: Series = await get(`/statistics/productusagestatistics/${moduleB.id}`);
    assert.deepEqual([defaults.byDate.length, defaults.total, defaults.value], [30, 3, 100]);
  });
});

describe('top lists (objects of object/count, total)', () => {
  const countOf = (top: Top, object: string) => top.objects.find((o) => o.object === object)?.count;

  test('sessions by UTM source, medium and campaign', async () => {
    const sources: Top = await get('/workspace/statistics/utm.source?n=100');
    assert.deepEqual([countOf(sources, 'stats-fixture-a'), countOf(sources, 'stats-fixture-b')], [2, 2]);
    assert.deepEqual(sources.byDate, []);
    assert.equal(countOf(await get('/workspace/statistics/utm.medium?n=100'), 'stats-medium'), 1);
    assert.equal(countOf(await get('/workspace/statistics/utm.campaign?n=100'), 'stats-campaign'), 1);
    // new: the UK return is left out
    assert.equal(countOf(await get('/workspace/statistics/utm.source?n=100&new=true'), 'stats-fixture-a'), 1);
  });

  test('sessions since today by country, browser and system; total counts sessions without a country too', async () => {
    const since = new Date().toISOString().slice(0, 10);
    const countries: Top = await get(`/workspace/statistics/country?since=${since}`);
    const browsers: Top = await get(`/workspace/statistics/browser.family?since=${since}`);
    const systems: Top = await get(`/workspace/statistics/os.family?since=${since}&n=10`);
    const today = (await get('/workspace/statistics?unit=day&n=1')).total;
    assert.equal(countries.total, today);
    assert.ok((countOf(countries, 'GB') ?? 0) >= 2 && (countOf(countries, 'US') ?? 0) >= 1, JSON.stringify(countries));
    assert.ok(countries.objects.length <= 10 && browsers.objects.length <= 7);
    assert.ok((countOf(browsers, 'Chrome') ?? 0) >= 2 && (countOf(browsers, 'Firefox') ?? 0) >= 1, JSON.stringify(browsers));
    assert.ok((countOf(systems, 'Linux') ?? 0) >= 1, JSON.stringify(systems));
    const counts = countries.objects.map((o) => o.count);
    assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
  });

  test('products by configurations, units, sales and margin, named', async () => {
    const byConfigurations: Top = await get('/statistics/configurator/products?n=100');
    assert.deepEqual([countOf(byConfigurations, moduleA.id), countOf(byConfigurations, moduleB.id)], [3, 1]);
    assert.equal(byConfigurations.objects.find((o) => o.object === moduleA.id)?.name, 'Stats module with a cost');
    const byMargin: Top = await get('/statistics/configurator/products?n=100&by=margin');
    const a = byMargin.objects.find((o) => o.object === moduleA.id)!;
    const b = byMargin.objects.find((o) => o.object === moduleB.id)!;
    // A: 5 sold for £500 at £60 each; B: 3 sold for £100 at £21.50 each
    assert.deepEqual([a.count, a.value, b.count, b.value], [5, 200, 3, 35.5]);
    const values = byMargin.objects.map((o) => o.value!);
    assert.deepEqual(values, [...values].sort((x, y) => y - x));
    const bySales: Top = await get('/statistics/configurator/products?n=100&by=sales');
    assert.deepEqual([bySales.objects.find((o) => o.object === moduleA.id)?.value, bySales.objects.find((o) => o.object === moduleB.id)?.value], [500, 100]);
  });

  test('configurators by the configurations made on them', async () => {
    const since = new Date().toISOString().slice(0, 10);
    const top: Top = await get(`/statistics/configurator/uniqueconfigurations?since=${since}`);
    const entry = top.objects.find((o) => o.object === shelving.id)!;
    assert.ok(entry.count >= 3);
    assert.equal(entry.name, 'Shelving configurator');
  });
});

test("today's sales, cost and margin move by the fixture's orders; growth follows §9", async () => {
  const after = await get('/statistics/sales');
  const moved = (field: string) => Math.round((after.today[field] - salesBefore.today[field]) * 100) / 100;
  // sales £600; cost 3 × 60 + 3 × 21.50 + 2 × 60 = £364.50
  assert.deepEqual([moved('orders'), moved('sales'), moved('cost'), moved('margin')], [2, 600, 364.5, 235.5]);
  const { today, yesterday, growth } = after;
  if (yesterday.sales === 0) assert.deepEqual(growth, { percent: null, infinite: true });
  else assert.equal(growth.percent, Math.round(((today.sales - yesterday.sales) / yesterday.sales) * 10_000) / 100);
});

test('REST and GraphQL agree on every statistic', async () => {
  const fields = SERIES_PATHS.map(({ graphql }, i) => `s${i}: ${graphql} { byDate { since count value } total value }`);
  const tops = [
    { rest: '/workspace/statistics/region', graphql: 'top(metric: REGION)' },
    { rest: '/workspace/statistics/browser.family?new=true', graphql: 'top(metric: BROWSER, new: true)' },
    { rest: '/workspace/statistics/utm.source?n=100', graphql: 'top(metric: UTM_SOURCE, n: 100)' },
    { rest: '/statistics/configurator/products?by=margin', graphql: 'products(by: MARGIN)' },
    { rest: '/statistics/configurator/uniqueconfigurations?since=2020-01-01', graphql: 'uniqueConfigurations(since: "2020-01-01T00:00:00Z")' },
  ];
  const topFields = tops.map(({ graphql }, i) => `t${i}: ${graphql} { objects { object count name value } total }`);
  const usage = `usage: productUsage(module: "${moduleA.id}") { byDate { since count value } total value }`;
  const sales = 'sales { today { since orders sales cost margin } yesterday { since orders sales cost margin } growth { percent infinite } thisWeek { since orders sales cost margin } lastWeek { since orders sales cost margin } weekOverWeek { percent infinite } }';
  const { statistics } = await gqlData(server, `{ statistics { ${[...fields, ...topFields, usage, sales].join(' ')} } }`);
  for (const [i, { rest }] of SERIES_PATHS.entries()) {
    const { objects, ...series } = await get(rest);
    assert.deepEqual(statistics[`s${i}`], series, rest);
  }
  for (const [i, { rest }] of tops.entries()) {
    const top: Top = await get(rest);
    assert.deepEqual(statistics[`t${i}`], { total: top.total, objects: top.objects.map((o) => ({ name: null, value: null, ...o })) }, rest);
  }
  const { objects, ...usageRest } = await get(`/statistics/productusagestatistics/${moduleA.id}`);
  assert.deepEqual(statistics.usage, usageRest);
  assert.deepEqual(statistics.sales, await get('/statistics/sales'));
});

test("another workspace's staff see none of it; guests may not read statistics", async () => {
  const birch: Series = await get('/statistics/orders?unit=day&n=2', BIRCH_ADMIN);
  assert.deepEqual([birch.total, birch.value], [0, 0]);
  assert.equal((await get(`/statistics/productusagestatistics/${moduleA.id}`, BIRCH_ADMIN)).total, 0);
  assert.deepEqual((await get('/workspace/statistics/utm.source?n=100', BIRCH_ADMIN)).objects, []);
  const { statistics } = await gqlData(server, '{ statistics { sessions(unit: MONTH, n: 12) { total } products { objects { object } } } }', undefined, { as: BIRCH_ADMIN });
  assert.deepEqual(statistics, { sessions: { total: 0 }, products: { objects: [] } });
  assertError(await client(server, { as: DEMO_GUEST }).get('/statistics/orders?unit=day&n=7'), 403);
  const guest = await gql(server, '{ statistics { sales { today { sales } } } }', undefined, { as: DEMO_GUEST });
  assert.equal(guest.body.errors[0].extensions.code, 'FORBIDDEN');
});

test('bad parameters answer 400 naming them', async () => {
  assertError(await admin.get('/statistics/orders?unit=year&n=7'), 400, 'unit');
  assertError(await admin.get('/statistics/orders?unit=day'), 400, 'n');
  assertError(await admin.get('/statistics/orders?unit=day&n=0'), 400, 'n');
  assertError(await admin.get('/statistics/productconfigurations?unit=day&n=400'), 400, 'n must be a whole number from 1 to 366 for unit day');
  assertError(await admin.get('/workspace/statistics/shoe.size'), 400, 'metric must be one of');
  assertError(await admin.get('/workspace/statistics/country?since=yesterday'), 400, 'since');
  assertError(await admin.get('/workspace/statistics/country?n=1000'), 400, 'n');
  assertError(await admin.get('/statistics/configurator/products?by=colour'), 400, 'by');
  assertError(await admin.get('/statistics/configurator/orders/totalItems?unit=day&n=3&created=maybe'), 400, 'created');
  assertError(await admin.get('/statistics/productusagestatistics/not-an-id'), 400, 'x');
  const bad = await gql(server, '{ statistics { configurations(unit: WEEK, n: 105) { total } } }');
  assert.equal(bad.body.errors[0].extensions.code, 'BAD_REQUEST');
  assert.match(bad.body.errors[0].message, /n must be a whole number from 1 to 104 for unit week/);
});
