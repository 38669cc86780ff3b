// Customers and the activity timeline (issue 20 §4, §5, application.md §2.8, §2.9, §3, §5, §7): GET
// /api/customers, /api/customers/{customerId}, /api/getAllCustomerData and /api/workspace/activity, and
// their GraphQL twins, over a real server: what a storefront customer did shows on their record, the
// caller's workspace only, staff only, bad input a 400 naming it.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { BIRCH_ADMIN, DEMO_CUSTOMER, DEMO_EDITOR, DEMO_GUEST, DEMO_USER } from '../support/demo-users.ts';
import { gql, gqlData } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { makeStorefrontCustomer } from '../support/storefront-customer.ts';
import { assertError, client, ok } from './helpers.ts';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
/** an address geoip-lite places in St Albans, England */
const UK_ADDRESS = '81.2.69.142';
const ROSA = 'rosa.customers@workshop.example';

let server: TestServer;
let shelving: string;
let placed: { id: string };
let saved: { id: string; version: number };

beforeAll(async () => {
  // the demo's own customers, counted by name: without the 90 days of storefront activity
  server = await startTestServer({ env: { TRUST_PROXY: 'true' }, demoActivity: false });
  // Rosa signs up on the shelving storefront, visits it from England in Firefox, saves and orders
  const made = await makeStorefrontCustomer(server, { email: ROSA, name: 'Rosa Workshop' }, { address: UK_ADDRESS, userAgent: FIREFOX_ON_LINUX });
  ({ configurator: shelving, saved } = made);
  placed = made.order;
});
afterAll(() => server.close());

describe('GET /api/customers', () => {
  test("lists the workspace's guests, newest signup first, with their roles and signup method", async () => {
    const page = await ok(client(server).get('/customers'));
    const emails = page.items.map((c: { email: string }) => c.email);
    assert.equal(emails[0], ROSA);
    assert.ok(emails.includes(DEMO_CUSTOMER.email) && emails.includes(DEMO_GUEST), emails.join());
    assert.ok(!emails.includes(DEMO_EDITOR), 'staff are not customers');
    assert.equal(page.total, emails.length);
    assert.deepEqual(page.items[0], { ...page.items[0], name: 'Rosa Workshop', roles: ['guest'], workspace: 'demo', signupMethod: 'Storefront' });
  });

  test('search matches part of the name or e-mail in any case; since keeps later signups', async () => {
    assert.deepEqual((await ok(client(server).get('/customers?search=ROSA%20work'))).items.map((c: { email: string }) => c.email), [ROSA]);
    assert.deepEqual((await ok(client(server).get('/customers?search=workshop.example'))).items.map((c: { email: string }) => c.email), [ROSA]);
    const rosa = (await ok(client(server).get('/customers'))).items[0];
    const since = await ok(client(server).get(`/customers?since=${encodeURIComponent(rosa.signupDate)}`));
    assert.ok(since.items.every((c: { signupDate: string }) => c.signupDate >= rosa.signupDate) && since.items.some((c: { email: string }) => c.email === ROSA));
    assert.deepEqual((await ok(client(server).get('/customers?since=2999-01-01T00:00:00Z'))).items, []);
  });

  test('pages follow next to the end, each customer once, with the total of the first', async () => {
    const all = await ok(client(server).get('/customers'));
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: { items: { email: string }[]; next: string | null; total: number } = await ok(client(server).get(`/customers?limit=1${next ? `&cursor=${next}` : ''}`));
      assert.equal(page.total, all.total);
      seen.push(...page.items.map((c) => c.email));
      next = page.next;
    } while (next);
    assert.deepEqual(seen, all.items.map((c: { email: string }) => c.email));
  });

  test('bad input is a 400 naming it', async () => {
    assertError(await client(server).get('/customers?limit=0'), 400, 'limit');
    assertError(await client(server).get('/customers?limit=101'), 400, 'limit');
    assertError(await client(server).get('/customers?since=yesterday'), 400, 'since');
    assertError(await client(server).get('/customers?cursor=bm90LWEtY3Vyc29y'), 400, 'cursor');
    assertError(await client(server).get(`/customers?search=${'x'.repeat(201)}`), 400, 'search');
  });

  test("another workspace's admin sees only their own customers; guests may not list; signed out is 401", async () => {
    const birch = await ok(client(server, { as: BIRCH_ADMIN }).get('/customers'));
    assert.ok(!birch.items.some((c: { email: string }) => c.email === ROSA || c.email === DEMO_CUSTOMER.email), JSON.stringify(birch.items));
    assertError(await client(server, { as: DEMO_GUEST }).get('/customers'), 403);
    assert.equal((await client(server, { as: null }).get('/customers')).status, 401);
    // a user (staff without editing rights) may look
    assert.equal((await client(server, { as: DEMO_USER }).get('/customers')).status, 200);
  });
});

describe('GET /api/customers/{customerId}', () => {
  test('the customer with their storefront sessions, orders and configurations', async () => {
    const record = await ok(client(server).get(`/customers/${encodeURIComponent(ROSA)}`));
    assert.deepEqual([record.user.email, record.user.name, record.user.roles, record.user.workspace, record.user.signupMethod], [ROSA, 'Rosa Workshop', ['guest'], 'demo', 'Storefront']);
    assert.equal(record.user.sessions.length, 1);
    const [session] = record.user.sessions;
    assert.deepEqual([session.city, session.region, session.country, session.ip], ['St Albans', 'ENG', 'GB', UK_ADDRESS]);
    assert.deepEqual([session.browser, session.os], [{ family: 'Firefox', major: '121' }, { family: 'Linux', major: null }]);
    assert.deepEqual(record.orders.map((o: { id: string }) => o.id), [placed.id]);
    assert.equal(record.orders[0].status, 'received');
    assert.deepEqual(record.configurations.map((c: { id: string; version: number }) => [c.id, c.version]), [[saved.id, saved.version]]);
    // it opens on the configurator's own domain at /c/{id}?version={version}, with the configuration
    const link = new URL(record.configurations[0].link);
    assert.equal(link.host, 'configure.oakandash.co.uk');
    assert.equal(link.pathname, `/c/${shelving}`);
    assert.match(link.searchParams.get('version') ?? '', /^\d+$/);
    assert.equal(link.searchParams.get('configuration'), `${saved.id}:${saved.version}`);
  });

  test('the address in any case; a customer without history has empty lists', async () => {
    const demo = await ok(client(server).get(`/customers/${encodeURIComponent(DEMO_CUSTOMER.email.toUpperCase())}`));
    assert.equal(demo.user.email, DEMO_CUSTOMER.email);
    assert.ok(Array.isArray(demo.user.sessions) && Array.isArray(demo.orders) && Array.isArray(demo.configurations));
  });

  test('404 for staff, strangers and customers of another workspace; 400 for what is no address', async () => {
    assertError(await client(server).get(`/customers/${DEMO_EDITOR}`), 404, DEMO_EDITOR);
    assertError(await client(server).get('/customers/nobody@nowhere.example'), 404);
    assertError(await client(server, { as: BIRCH_ADMIN }).get(`/customers/${encodeURIComponent(ROSA)}`), 404);
    assertError(await client(server).get('/customers/not-an-address'), 400, 'customerId');
    assertError(await client(server, { as: DEMO_GUEST }).get(`/customers/${encodeURIComponent(ROSA)}`), 403);
  });
});

test('GET /api/getAllCustomerData: every customer with their whole record, paged', async () => {
  const page = await ok(client(server).get('/getAllCustomerData?limit=2'));
  assert.equal(page.items.length, 2);
  assert.equal(page.items[0].user.email, ROSA);
  assert.equal(page.items[0].orders[0].id, placed.id);
  assert.equal(typeof page.next, 'string');
  assertError(await client(server).get('/getAllCustomerData?limit=abc'), 400, 'limit');
  assert.ok(!(await ok(client(server, { as: BIRCH_ADMIN }).get('/getAllCustomerData'))).items.some((c: { user: { email: string } }) => c.user.email === ROSA));
});

describe('GraphQL', () => {
  test('customers and customer answer what REST answers', async () => {
    const rest = await ok(client(server).get('/customers?search=rosa'));
    const data = await gqlData(server, 'query($s: String) { customers(search: $s, page: { limit: 10 }) { total next items { email name roles signupDate signupMethod } } }', { s: 'rosa' });
    assert.deepEqual(data.customers.items, rest.items.map(({ email, name, roles, signupDate, signupMethod }: Record<string, unknown>) => ({ email, name, roles, signupDate, signupMethod })));
    const one = await gqlData(server, 'query($e: String!) { customer(email: $e) { user { email } sessions { city browser { family } } orders { id } configurations { id link } } }', { e: ROSA });
    assert.deepEqual(one.customer.sessions, [{ city: 'St Albans', browser: { family: 'Firefox' } }]);
    assert.deepEqual(one.customer.orders, [{ id: placed.id }]);
    const missing = await gql(server, 'query { customer(email: "nobody@nowhere.example") { user { email } } }');
    assert.equal(missing.body.errors[0].extensions.code, 'NOT_FOUND');
    const bad = await gql(server, 'query { customers(page: { limit: 0 }) { total } }');
    assert.match(bad.body.errors[0].message, /limit/);
  });

  test('invites: offered by the theme, to a published configurator, as guests; who is in already', async () => {
    const options = (await gqlData(server, 'query { customerInvites { offered mayInvite configurators { id title domain } } }')).customerInvites;
    assert.equal(options.offered, true, 'the demo theme asks customers to sign in to order, with e-mail and password');
    assert.equal(options.mayInvite, true);
    assert.deepEqual(options.configurators.find((c: { id: string }) => c.id === shelving), { id: shelving, title: 'Shelving configurator', domain: 'configure.oakandash.co.uk' });
    const invite = 'mutation($e: [String!]!, $d: String!) { inviteCustomers(emails: $e, domain: $d) { invited errors { field message } } }';
    const sent = await gqlData(server, invite, { e: ['new.customer@workshop.example', ROSA], d: 'configure.oakandash.co.uk' });
    assert.deepEqual(sent.inviteCustomers, { invited: ['new.customer@workshop.example'], errors: [] });
    const pending = (await ok(client(server).get('/users/invitations'))).find((i: { email: string }) => i.email === 'new.customer@workshop.example');
    assert.deepEqual([pending.roles, pending.domain], [['guest'], 'configure.oakandash.co.uk']);
    const already = await gqlData(server, 'query($e: [String!]!) { invitedAlready(emails: $e) }', { e: ['NEW.customer@workshop.example', ROSA, 'fresh@workshop.example'] });
    assert.deepEqual(already.invitedAlready, ['new.customer@workshop.example', ROSA]);
    const wrong = await gqlData(server, invite, { e: ['not-an-address'], d: 'configure.oakandash.co.uk' });
    assert.match(wrong.inviteCustomers.errors[0].message, /"not-an-address" is not a valid email/);
    const elsewhere = await gqlData(server, invite, { e: ['x@workshop.example'], d: 'www.example.com' });
    assert.match(elsewhere.inviteCustomers.errors[0].message, /www\.example\.com is not the domain of a configurator/);
    const user = await gql(server, invite, { e: ['y@workshop.example'], d: 'configure.oakandash.co.uk' }, { as: DEMO_USER });
    assert.equal(user.body.errors[0].extensions.code, 'FORBIDDEN');
  });
});

test("with the theme applied and nothing published, invites are offered but have nowhere to go ('Invite not available')", async () => {
  const birch = { as: BIRCH_ADMIN };
  const withSignIn = await ok(client(server, birch).post('/themes', { name: 'Birch sign-in', seed: '#336699', auth: { loginType: 'Required', signupType: 'Invitation', emailPassword: false } }), 201);
  const applied = await gqlData(server, 'mutation($t: ID) { applyTheme(themeId: $t) { errors { message } } }', { t: withSignIn.id }, birch);
  assert.deepEqual(applied.applyTheme.errors, []);
  for (const c of (await ok(client(server, birch).get('/publishedconfigurators'))).items) await ok(client(server, birch).patch(`/publishedconfigurators/${c.id}`, { published: false }));
  const after = (await gqlData(server, 'query { customerInvites { offered configurators { id } } }', {}, birch)).customerInvites;
  assert.deepEqual(after, { offered: true, configurators: [] });
  // login type None: not offered whatever else
  await ok(client(server, birch).patch(`/themes/${withSignIn.id}`, { auth: { loginType: 'None', signupType: 'Invitation', emailPassword: true } }));
  assert.equal((await gqlData(server, 'query { customerInvites { offered } }', {}, birch)).customerInvites.offered, false);
});

describe('the activity timeline', () => {
  test("the workspace's events newest first: who, what, when and a link", async () => {
    const page = await ok(client(server).get('/workspace/activity?limit=50'));
    const order = page.items.find((i: { type: string; link: string }) => i.type === 'ORDER_PLACED' && i.link === `/orders/${placed.id}`);
    assert.ok(order, JSON.stringify(page.items.slice(0, 5)));
    assert.deepEqual(order.who, { email: ROSA, name: 'Rosa Workshop' });
    assert.match(order.what, /^placed order OA-\d+$/);
    assert.ok(Math.abs(Date.parse(order.at) - Date.now()) < 600_000);
    const configuration = page.items.find((i: { type: string }) => i.type === 'CONFIGURATION_SAVED');
    assert.match(configuration.link, new RegExp(`^https://configure\\.oakandash\\.co\\.uk/c/${shelving}\\?version=\\d+&configuration=${saved.id}:1$`));
    const ats = page.items.map((i: { at: string }) => i.at);
    assert.deepEqual(ats, [...ats].sort().reverse());
  });

  test('invitations show as members invited; pages follow next; GraphQL agrees', async () => {
    await ok(client(server).raw('POST', '/users/invitations?role=user', 'colleague@workshop.example', 'text/plain'), 201);
    const first = await ok(client(server).get('/workspace/activity?limit=1'));
    assert.deepEqual([first.items[0].type, first.items[0].what, first.items[0].link], ['MEMBERS_INVITED', 'invited colleague@workshop.example as user', '/admin-space/users']);
    const second = await ok(client(server).get(`/workspace/activity?limit=1&cursor=${first.next}`));
    assert.notEqual(second.items[0].id, first.items[0].id);
    const data = await gqlData(server, 'query { workspaceActivity(page: { limit: 2 }) { items { id type what link at who { email name } } } }');
    const rest = await ok(client(server).get('/workspace/activity?limit=2'));
    assert.deepEqual(data.workspaceActivity.items, rest.items);
  });

  test("another workspace sees none of it; guests have none; a bad cursor or limit is a 400", async () => {
    const birch = await ok(client(server, { as: BIRCH_ADMIN }).get('/workspace/activity?limit=100'));
    assert.ok(!birch.items.some((i: { who: { email: string } }) => i.who.email === ROSA));
    assertError(await client(server, { as: DEMO_GUEST }).get('/workspace/activity'), 403);
    assertError(await client(server).get('/workspace/activity?cursor=nonsense'), 400, 'cursor');
    assertError(await client(server).get('/workspace/activity?limit=500'), 400, 'limit');
  });
});
