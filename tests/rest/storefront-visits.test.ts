// Analytics capture (issue 18 §9): a storefront visit records a session with its date, address and
// place (geoip-lite), browser and system (ua-parser-js), UTM tags and referrer; Sec-GPC: 1 keeps no
// address or place; saves and orders link to it; visits are pruned after 13 months, addresses after 30 days.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { VISITS, type VisitRow } from '../../rest/model/storefront/visits.ts';
import { CUSTOMER_COOKIE } from '../../rest/model/storefront/customers.ts';
import { DEMO_CUSTOMER } from '../support/demo-users.ts';
import { call, DEMO_ADMIN, startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok } from './helpers.ts';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
const SAFARI_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
/** an address geoip-lite places in St Albans, England */
const UK_ADDRESS = '81.2.69.142';

let server: TestServer;
let shelving: string;
let draft: string;

beforeAll(async () => {
  // TRUST_PROXY: the address is the X-Forwarded-For one, as behind the production proxy
  server = await startTestServer({ as: null, env: { TRUST_PROXY: 'true' } });
  const list = (await ok(client(server, { as: DEMO_ADMIN }).get('/publishedconfigurators'))).items;
  shelving = list.find((k: any) => k.data.title === 'Shelving configurator').id;
  // the demo publishes both configurators: the desk is made a draft for the 404
  draft = list.find((k: any) => k.data.title === 'Desk configurator').id;
  await ok(client(server, { as: DEMO_ADMIN }).patch(`/publishedconfigurators/${draft}`, { published: false }));
});
afterAll(() => server.close());

const visit = (json: unknown, headers: Record<string, string> = {}, id = shelving) =>
  call(`${server.url}/api/published/configurator/${id}/visits`, { method: 'POST', json, as: null, headers });
const stored = async (session: string) => (await server.store.findOne(VISITS, { op: 'eq', field: 'id', value: session })) as VisitRow;

describe('a visit records an analytics session', () => {
  test('with the date, the address and its place, browser and system, UTM tags and the referring page', async () => {
    const reply = await visit(
      { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', referrer: 'https://blog.example.com/desks?user=ada#top' },
      { 'x-forwarded-for': UK_ADDRESS, 'user-agent': CHROME_ON_WINDOWS },
    );
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.match(reply.body.session, /^[0-9a-f]{24}$/);
    const row = await stored(reply.body.session);
    assert.equal(row.workspace, 'demo');
    assert.equal(row.configurator, shelving);
    assert.ok(Math.abs(Date.parse(row.date) - Date.now()) < 60_000, row.date);
    assert.deepEqual([row.ip, row.country, row.region, row.city], [UK_ADDRESS, 'GB', 'ENG', 'St Albans']);
    assert.deepEqual([row.browser, row.os], [{ family: 'Chrome', major: '120' }, { family: 'Windows', major: '10' }]);
    assert.deepEqual(row.utm, { source: 'newsletter', medium: 'email', campaign: 'spring' });
    // the referrer's query and fragment may carry personal data: only its origin and path are kept
    assert.equal(row.referrer, 'https://blog.example.com/desks');
    assert.equal(row.gpc, false);
    // kept 13 months
    const months = (new Date(row.expires).getUTCFullYear() - new Date(row.date).getUTCFullYear()) * 12 + new Date(row.expires).getUTCMonth() - new Date(row.date).getUTCMonth();
    assert.equal(months, 13);
  });

  test('Sec-GPC: 1 is counted without the address or the place', async () => {
    const reply = await visit({}, { 'x-forwarded-for': UK_ADDRESS, 'user-agent': SAFARI_ON_MAC, 'sec-gpc': '1' });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    const row = await stored(reply.body.session);
    assert.deepEqual([row.ip, row.country, row.region, row.city, row.gpc], [null, null, null, null, true]);
    assert.deepEqual([row.browser, row.os], [{ family: 'Safari', major: '17' }, { family: 'Mac OS', major: '10' }]);
    assert.deepEqual(row.utm, { source: null, medium: null, campaign: null });
  });

  test('a private address is kept but has no place; an empty body is fine', async () => {
    const reply = await call(`${server.url}/api/published/configurator/${shelving}/visits`, { method: 'POST', as: null });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    const row = await stored(reply.body.session);
    assert.equal(row.ip, '127.0.0.1');
    assert.deepEqual([row.country, row.region, row.city, row.referrer], [null, null, null, null]);
  });

  test("a signed-in customer's visit names the customer", async () => {
    const signedIn = await call(`${server.url}/api/published/configurator/${shelving}/customers/signin`, { method: 'POST', json: DEMO_CUSTOMER, as: null });
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${CUSTOMER_COOKIE}=`))!.split(';')[0];
    const reply = await visit({}, { cookie });
    assert.equal((await stored(reply.body.session)).customer, DEMO_CUSTOMER.email);
  });
});

describe('bad input is refused and writes nothing', () => {
  test('a 400 names the field; an unpublished configurator is a 404', async () => {
    const before = await server.store.count(VISITS);
    assertError(await visit({ referrer: 'javascript:alert(1)' }), 400, 'body/referrer');
    assertError(await visit({ referrer: 'not an address' }), 400, 'body/referrer');
    assertError(await visit({ utm_source: 'x'.repeat(201) }), 400, 'body/utm_source');
    assertError(await visit({ utm_term: 'desk' }), 400, 'body/utm_term');
    assertError(await visit([]), 400, 'body');
    assertError(await visit({}, {}, draft), 404, 'Configurator not published');
    assert.equal(await server.store.count(VISITS), before);
  });
});

describe('visits are limited per address', () => {
  test('past RATE_LIMIT_VISITS (120 an hour) one address gets 429 with its RateLimit headers, and the refused visit is not kept', async () => {
    const address = { 'x-forwarded-for': '203.0.113.7' };
    for (let batch = 0; batch < 6; batch++) {
      const replies = await Promise.all(Array.from({ length: 20 }, () => visit({}, address)));
      assert.deepEqual([...new Set(replies.map((r) => r.status))], [201]);
    }
    const before = await server.store.count(VISITS);
    const refused = await visit({}, address);
    assertError(refused, 429);
    assert.equal(refused.headers.get('ratelimit-remaining'), '0');
    assert.equal(await server.store.count(VISITS), before);
    // another address is not held back
    assert.equal((await visit({}, { 'x-forwarded-for': '203.0.113.8' })).status, 201);
  });
});

describe('what is made in a visit is linked to it, and visits are pruned', () => {
  test('a configuration and an order link to their session; another workspace or an unknown session links nothing', async () => {
    const { session } = (await visit({})).body;
    assert.equal(await server.model.visits.link(session, 'demo', { configuration: { id: 'c'.repeat(24), version: 2 } }), true);
    assert.equal(await server.model.visits.link(session, 'demo', { order: { id: 'd'.repeat(24) } }), true);
    assert.equal(await server.model.visits.link(session, 'birch', { order: { id: 'e'.repeat(24) } }), false);
    assert.equal(await server.model.visits.link('0'.repeat(24), 'demo', { order: { id: 'e'.repeat(24) } }), false);
    assert.equal(await server.model.visits.link('nonsense', 'demo', { order: { id: 'e'.repeat(24) } }), false);
    const row = await stored(session);
    assert.deepEqual([row.configurations, row.orders], [[{ id: 'c'.repeat(24), version: 2 }], [{ id: 'd'.repeat(24) }]]);
  });

  test('addresses go after 30 days, visits after 13 months', async () => {
    const { session } = (await visit({}, { 'x-forwarded-for': '10.1.2.3' })).body;
    const date = new Date((await stored(session)).date);
    await server.model.visits.prune(new Date(date.getTime() + 29 * 86_400_000));
    assert.equal((await stored(session)).ip, '10.1.2.3');
    await server.model.visits.prune(new Date(date.getTime() + 31 * 86_400_000));
    assert.equal((await stored(session)).ip, null);
    await server.model.visits.prune(new Date(date.getTime() + 396 * 86_400_000));
    assert.equal(await stored(session), null);
  });
});
