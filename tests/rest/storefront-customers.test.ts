// Customers of a published configurator (application.md §6, issue 18 §3): sign-up and sign-in per
// signup type and the emailPassword flag, a session of their own that the staff API and app do not
// honour, rate limits shared with the staff sign-in, and the same cross-site refusal as the staff sign-in.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '../../rest/model/identity/passwords.ts';
import { CUSTOMER_COOKIE } from '../../rest/model/storefront/customers.ts';
import { SESSION_COOKIE } from '../../rest/model/identity/sessions.ts';
import { DEMO_CUSTOMER } from '../support/demo-users.ts';
import { call, DEMO_ADMIN, startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, storeFingerprint, type Client } from './helpers.ts';

let server: TestServer;
let admin: Client;
/** configurator ids by what they test */
const configurators: Record<string, string> = {};
let addressCounter = 0;
/** each call comes from an address of its own (TRUST_PROXY), so only the per-account limits meet */
const nextAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  server = await startTestServer({ as: null, env: { TRUST_PROXY: 'true' } });
  admin = client(server, { as: DEMO_ADMIN });
  const list = (await ok(admin.get('/publishedconfigurators'))).items;
  const shelving = list.find((k: any) => k.data.title === 'Shelving configurator');
  configurators.signup = shelving.id;
  const make = async (key: string, auth: object | undefined, published = true) => {
    const document = { title: `Test ${key}`, joineryDomain: `${key.toLowerCase()}.test.joinery.app`, product: shelving.data.product, published, ...(auth ? { auth } : {}) };
    configurators[key] = (await ok(admin.post('/publishedconfigurators', document), 201)).id;
  };
  await make('invitation', { loginType: 'Required', signupType: 'Invitation', emailPassword: true });
  await make('noPassword', { loginType: 'Optional', signupType: 'Signup', emailPassword: false });
  await make('none', { loginType: 'None', signupType: 'Signup', emailPassword: true });
  await make('draft', { loginType: 'Optional', signupType: 'Signup', emailPassword: true }, false);
});
afterAll(() => server.close());

const base = (key: string) => `${server.url}/api/published/configurator/${configurators[key]}/customers`;
const post = (key: string, action: string, json?: unknown, headers: Record<string, string> = {}) =>
  call(`${base(key)}/${action}`, { method: 'POST', json, as: null, headers: { 'x-forwarded-for': nextAddress(), ...headers } });

/** The customer cookie an answer sets, as a `cookie` header, with its attributes. */
function customerCookie(reply: Awaited<ReturnType<typeof call>>): { header: string; attributes: string } {
  const set = reply.headers.getSetCookie().find((c) => c.startsWith(`${CUSTOMER_COOKIE}=`));
  assert.ok(set, `a ${CUSTOMER_COOKIE} cookie: ${JSON.stringify(reply.headers.getSetCookie())}`);
  return { header: set.split(';')[0], attributes: set };
}

const me = (key: string, cookie?: string) => call(`${base(key)}/me`, { as: null, headers: cookie ? { cookie } : {} });

function mailTo(email: string): string | undefined {
  const folder = join(server.dataDir, 'mail');
  const file = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(`-${email}.eml`)).sort().at(-1) : undefined;
  return file && readFileSync(join(folder, file), 'utf8');
}

describe('Signup: anyone may sign up', () => {
  test('a new customer signs up with the §5 password rule, is signed in, gets a confirmation mail, and becomes a guest', async () => {
    const email = 'new.customer@example.com';
    const reply = await post('signup', 'signup', { email: 'New.Customer@Example.com', password: 'Walnut-Desk-7', name: 'Nia New' });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(reply.body, { email, name: 'Nia New' });
    const { header, attributes } = customerCookie(reply);
    assert.match(attributes, /Path=\/api\/published\//);
    assert.match(attributes, /HttpOnly/);
    assert.match(attributes, /SameSite=Lax/);
    assert.deepEqual((await ok(me('signup', header))), { email, name: 'Nia New' });
    assert.match(mailTo(email) ?? '', /Subject: Your account at Shelving configurator/);
    const user = await server.model.directory.user(email);
    assert.deepEqual(user?.memberships, [{ workspace: 'demo', roles: ['guest'] }]);
  });

  test('two sign-ups of one new address at once make one account; neither is a server error', async () => {
    const body = { email: 'twice@example.com', password: 'Walnut-Desk-7' };
    const replies = await Promise.all([post('signup', 'signup', body), post('signup', 'signup', body)]);
    for (const reply of replies) assert.ok([201, 409].includes(reply.status), `${reply.status} ${JSON.stringify(reply.body)}`);
    assert.ok(replies.some((r) => r.status === 201));
    assert.equal(await server.store.count('users', { op: 'eq', field: 'email', value: body.email }), 1);
  });

  test('sign-out ends the session; sign-in starts a new one', async () => {
    const signedIn = await post('signup', 'signin', { email: 'new.customer@example.com', password: 'Walnut-Desk-7' });
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    const { header } = customerCookie(signedIn);
    await ok(me('signup', header));
    const out = await post('signup', 'signout', undefined, { cookie: header });
    assert.equal(out.status, 204);
    assert.match(out.headers.getSetCookie().join(), new RegExp(`${CUSTOMER_COOKIE}=;`));
    assertError(await me('signup', header), 401, 'not signed in');
    // signing out without a session is fine too
    assert.equal((await post('signup', 'signout')).status, 204);
  });

  test('the demo customer signs in on the demo storefront', async () => {
    const reply = await post('signup', 'signin', DEMO_CUSTOMER);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body, { email: DEMO_CUSTOMER.email, name: 'Cora Customer' });
  });

  test('a weak password, a wrong e-mail or a misspelt field is a 400 naming the problem, and writes nothing', async () => {
    const before = await storeFingerprint(server);
    const users = await server.store.count('users');
    assertError(await post('signup', 'signup', { email: 'weak@example.com', password: 'password' }), 400, PASSWORD_RULE_MESSAGE);
    assertError(await post('signup', 'signup', { email: 'not-an-address', password: 'Walnut-Desk-7' }), 400, 'body/email');
    assertError(await post('signup', 'signup', { email: 'x@example.com', password: 'Walnut-Desk-7', nickname: 'x' }), 400, 'body/nickname');
    assertError(await post('signup', 'signup', { password: 'Walnut-Desk-7' }), 400, 'body/email is required');
    assertError(await post('signup', 'signin', { email: 'x@example.com' }), 400, 'body/password is required');
    assert.equal(await server.store.count('users'), users);
    assert.equal(await storeFingerprint(server), before);
  });

  test('an unpublished, unknown or malformed configurator is refused', async () => {
    assertError(await post('draft', 'signup', { email: 'draft@example.com', password: 'Walnut-Desk-7' }), 404, 'Configurator not published');
    assertError(await call(`${server.url}/api/published/configurator/${'f'.repeat(24)}/customers/me`, { as: null }), 404, 'Configurator not published');
    assertError(await call(`${server.url}/api/published/configurator/nope/customers/me`, { as: null }), 400, 'id');
  });
});

describe('Invitation: only invited customers may sign up', () => {
  test('an address that was not invited is refused, and nothing is written', async () => {
    const users = await server.store.count('users');
    assertError(await post('invitation', 'signup', { email: 'uninvited@example.com', password: 'Walnut-Desk-7' }), 403, 'by invitation');
    assert.equal(await server.store.count('users'), users);
  });

  test('an invited customer signs up, and the invitation is used up', async () => {
    const email = 'invited.customer@example.com';
    await ok(call(`${admin.api}/users/invitations?role=guest`, { method: 'POST', body: email, headers: { 'content-type': 'text/plain' }, as: DEMO_ADMIN }), 201);
    const reply = await post('invitation', 'signup', { email, password: 'Walnut-Desk-7' });
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(reply.body, { email, name: 'invited.customer' });
    await ok(me('invitation', customerCookie(reply).header));
    const pending = await ok(admin.get('/users/invitations'));
    assert.ok(!pending.some((i: any) => i.email === email), 'the invitation is used up');
  });
});

describe('login types and the emailPassword flag', () => {
  test('emailPassword false refuses password sign-up and sign-in in plain words', async () => {
    assertError(await post('noPassword', 'signup', { email: 'np@example.com', password: 'Walnut-Desk-7' }), 403, 'does not offer sign-in with an e-mail address and password');
    assertError(await post('noPassword', 'signin', DEMO_CUSTOMER), 403, 'does not offer sign-in with an e-mail address and password');
  });

  test('login type None offers no sign-in at all', async () => {
    assertError(await post('none', 'signin', DEMO_CUSTOMER), 403, 'does not offer sign-in');
    assertError(await post('none', 'signup', { email: 'none@example.com', password: 'Walnut-Desk-7' }), 403, 'does not offer sign-in');
  });

  test('a customer of the workspace is signed in on its other storefronts too, not on a storefront that has no account of theirs', async () => {
    const { header } = customerCookie(await post('signup', 'signin', DEMO_CUSTOMER));
    await ok(me('invitation', header));
    assertError(await me('none', 'joinery_customer=not-a-session'), 401);
  });
});

describe('a customer session is confined to the storefront', () => {
  test('the staff API answers 401 to it and the staff app sees nobody signed in', async () => {
    const { header } = customerCookie(await post('signup', 'signin', DEMO_CUSTOMER));
    for (const path of ['/users/me', '/modules', '/orders', '/workspaces']) {
      assertError(await call(`${server.url}/api${path}`, { as: null, headers: { cookie: header } }), 401);
    }
    assert.deepEqual((await ok(call(`${server.url}/api/auth/session`, { as: null, headers: { cookie: header } }))).signedIn, false);
    // the customer's secret in the staff cookie opens nothing either: customer sessions are kept apart
    const secret = header.slice(CUSTOMER_COOKIE.length + 1);
    assertError(await call(`${server.url}/api/users/me`, { as: null, headers: { cookie: `${SESSION_COOKIE}=${secret}` } }), 401);
  });

  test("a customer's account does not open the staff sign-in", async () => {
    const reply = await call(`${server.url}/api/auth/login`, { method: 'POST', json: DEMO_CUSTOMER, as: null, headers: { 'x-forwarded-for': nextAddress() } });
    assertError(reply, 401, "shop customer's account");
    assert.equal(reply.headers.getSetCookie().length, 0);
  });
});

describe('sign-in is rate-limited and protected from other sites', () => {
  test('repeated wrong passwords for one account answer 429 with Retry-After', async () => {
    const email = 'new.customer@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('signup', 'signin', { email, password: `Wrong-Passw0rd-${i}` })).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
    const refused = await post('signup', 'signin', { email, password: 'Walnut-Desk-7' });
    assertError(refused, 429, 'Too many');
    assert.match(refused.headers.get('retry-after') ?? '', /^\d+$/);
  });

  test('a sign-in or sign-up from another site is refused, and writes nothing', async () => {
    const users = await server.store.count('users');
    assertError(await post('signup', 'signup', { email: 'csrf@example.com', password: 'Walnut-Desk-7' }, { 'sec-fetch-site': 'cross-site' }), 403, 'another site');
    assertError(await post('signup', 'signin', DEMO_CUSTOMER, { origin: 'https://evil.example' }), 403, 'https://evil.example');
    assert.equal(await server.store.count('users'), users);
    // the storefront's own pages (same origin) are fine
    assert.equal((await post('signup', 'signin', DEMO_CUSTOMER, { 'sec-fetch-site': 'same-origin' })).status, 200);
  });
});
