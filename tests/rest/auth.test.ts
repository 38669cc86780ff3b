// Sign-in and sessions (issue 7 §1): password login and its limits, the session cookie, sign-out, and
// what ends sessions; sessions and counters live in the store, so a second instance sees them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { SESSIONS } from '../../rest/model/identity/sessions.ts';
import { call, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server.ts';
import { assertError } from './helpers.ts';
import { DEMO_ADMIN as ADMIN, DEMO_EDITOR as EDITOR, DEMO_USER } from '../support/demo-users.ts';

const PASSWORD_RULE = 'Password must be at least 8 characters long, must include lower and upper case characters and at least one number';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ as: null });
});
afterAll(() => server.close());

/** A fresh session of `email` through the login API: its cookie header. */
async function login(email: string, password = DEMO_PASSWORD, target = server): Promise<string> {
  const reply = await call(`${target.url}/api/auth/login`, { method: 'POST', json: { email, password }, as: null });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.headers.get('set-cookie')!.split(';')[0];
}
const me = (cookie: string | null, target = server) => call(`${target.url}/api/users/me`, cookie ? { headers: { cookie } } : { as: null });
const secretOf = (cookie: string) => cookie.split('=')[1];

describe('password sign-in', () => {
  test('answers the user and sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const reply = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: ADMIN, password: DEMO_PASSWORD }, as: null });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.email, ADMIN);
    assert.equal(reply.body.name, 'Ada Admin');
    assert.deepEqual(reply.body.roles, ['admin']);
    assert.equal(reply.body.workspace, 'demo');
    assert.equal(reply.body.passwordHash, undefined);
    const cookie = reply.headers.get('set-cookie')!;
    assert.match(cookie, /^joinery_session=[A-Za-z0-9_-]{43};/);
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.match(cookie, /Path=\//);
    assert.doesNotMatch(cookie, /Secure/i, 'plain http: a Secure cookie would never come back');
    assert.equal((await me(cookie.split(';')[0])).body.email, ADMIN);
  });

  test('e-mail addresses are matched without regard to case', async () => {
    assert.equal((await me(await login('Admin@Demo.Joinery.Test'))).body.email, ADMIN);
  });

  test('a wrong e-mail and a wrong password get the same 401', async () => {
    const wrongPassword = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: EDITOR, password: 'Wrong-password-1' }, as: null });
    const wrongEmail = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'nobody@demo.joinery.test', password: DEMO_PASSWORD }, as: null });
    assertError(wrongPassword, 401, 'Wrong e-mail or password');
    assertError(wrongEmail, 401, 'Wrong e-mail or password');
    assert.equal(wrongPassword.body.message, wrongEmail.body.message);
    assert.equal(wrongPassword.headers.get('set-cookie'), null);
  });

  test('signed out, GET /users/me is 401, and so is the catalogue; public paths answer', async () => {
    assertError(await me(null), 401, 'not signed in');
    assertError(await call(`${server.url}/api/modules`, { as: null }), 401);
    const graphql = await call(`${server.url}/graphql`, { method: 'POST', json: { query: '{ me { user { email } } }' }, as: null });
    assert.equal(graphql.status, 401);
    assert.equal(graphql.body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.equal((await call(`${server.url}/api/version`, { as: null })).status, 200);
    assert.equal((await call(`${server.url}/api/schema.json`, { as: null })).status, 200);
  });

  test('public sign-up does not exist: there is no route for it', async () => {
    for (const path of ['/api/auth/signup', '/api/auth/register', '/api/users']) {
      const reply = await call(`${server.url}${path}`, { method: 'POST', json: { email: 'new@example.com', password: 'Abcdefg1' }, as: null });
      // 405: the path has other methods (GET /api/auth/{provider}, GET /api/users), never POST
      assert.ok([401, 404, 405].includes(reply.status), `${path}: ${reply.status}`);
      if (reply.status === 405) assert.doesNotMatch(reply.headers.get('allow') ?? '', /POST/);
    }
  });

  test('each sign-in is a new session; signing in with an old session cookie ends that session', async () => {
    const first = await login(EDITOR);
    const second = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: EDITOR, password: DEMO_PASSWORD }, headers: { cookie: first } });
    assert.equal(second.status, 200);
    const rotated = second.headers.get('set-cookie')!.split(';')[0];
    assert.notEqual(rotated, first);
    assertError(await me(first), 401);
    assert.equal((await me(rotated)).status, 200);
  });

  test('the store keeps only a hash of each session id', async () => {
    const cookie = await login(EDITOR);
    const secret = secretOf(cookie);
    const rows = await server.store.find(SESSIONS, {});
    assert.equal(rows.some((r) => r.id === secret || JSON.stringify(r).includes(secret)), false);
    assert.ok(rows.some((r) => r.id === createHash('sha256').update(secret).digest('hex') && r.email === EDITOR));
  });

  test('sign-out ends the session and clears the cookie (204), also without one', async () => {
    const cookie = await login(EDITOR);
    const out = await call(`${server.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    assert.equal(out.status, 204);
    assert.match(out.headers.get('set-cookie') ?? '', /joinery_session=;.*Expires=Thu, 01 Jan 1970/i);
    assertError(await me(cookie), 401);
    assert.equal((await call(`${server.url}/api/auth/logout`, { method: 'POST', as: null })).status, 204);
  });
});

describe('the session check', () => {
  test('GET /api/auth/session answers 200 signed in or not: whether, and as whom', async () => {
    const out = await call(`${server.url}/api/auth/session`, { as: null });
    assert.equal(out.status, 200);
    assert.deepEqual(out.body, { signedIn: false, user: null });
    const cookie = await login(EDITOR);
    const signedIn = await call(`${server.url}/api/auth/session`, { headers: { cookie } });
    assert.equal(signedIn.status, 200);
    assert.deepEqual(signedIn.body, { signedIn: true, user: { email: EDITOR, name: 'Eddie Editor' } });
    await call(`${server.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    assert.deepEqual((await call(`${server.url}/api/auth/session`, { headers: { cookie } })).body, { signedIn: false, user: null }, 'an ended session is no session');
  });
});

describe('session lifetimes', () => {
  const store = () => server.store;
  const hashOf = (cookie: string) => createHash('sha256').update(secretOf(cookie)).digest('hex');

  test('a session unused for longer than the idle time has ended', async () => {
    const cookie = await login(EDITOR);
    // an unused session: its last request was a week and an hour ago (SESSION_IDLE_HOURS defaults to 168)
    const idle = new Date(Date.now() - (168 + 1) * 3_600_000).toISOString();
    await store().update(SESSIONS, { op: 'eq', field: 'id', value: hashOf(cookie) }, { set: { lastSeen: idle } });
    assertError(await me(cookie), 401);
    assert.equal(await store().count(SESSIONS, { op: 'eq', field: 'id', value: hashOf(cookie) }), 0, 'the ended session is deleted');
  });

  test('a session past its absolute end has ended, however busy', async () => {
    const cookie = await login(EDITOR);
    await store().update(SESSIONS, { op: 'eq', field: 'id', value: hashOf(cookie) }, { set: { expires: new Date(Date.now() - 1000).toISOString() } });
    assertError(await me(cookie), 401);
  });

  test('SESSION_IDLE_HOURS and SESSION_MAX_HOURS set the lifetimes; the cookie lasts as long as a session can', async () => {
    const short = await startTestServer({ as: null, env: { SESSION_IDLE_HOURS: '1', SESSION_MAX_HOURS: '2' } });
    try {
      const reply = await call(`${short.url}/api/auth/login`, { method: 'POST', json: { email: EDITOR, password: DEMO_PASSWORD }, as: null });
      assert.match(reply.headers.get('set-cookie')!, /Max-Age=7200/);
      const cookie = reply.headers.get('set-cookie')!.split(';')[0];
      const [row] = await short.store.find(SESSIONS, { where: { op: 'eq', field: 'id', value: hashOf(cookie) } });
      const lifetime = Date.parse(row.expires) - Date.parse(row.created);
      assert.equal(lifetime, 2 * 3_600_000);
      await short.store.update(SESSIONS, { op: 'eq', field: 'id', value: row.id }, { set: { lastSeen: new Date(Date.now() - 3_600_000 - 1000).toISOString() } });
      assertError(await me(cookie, short), 401);
    } finally {
      await short.close();
    }
  });

  test('over https the cookie is Secure', async () => {
    const secure = await startTestServer({ as: null, env: { PUBLIC_URL: 'https://joinery.example' } });
    try {
      const reply = await call(`${secure.url}/api/auth/login`, { method: 'POST', json: { email: EDITOR, password: DEMO_PASSWORD }, as: null });
      assert.match(reply.headers.get('set-cookie')!, /; Secure/i);
    } finally {
      await secure.close();
    }
  });

  test('changing the password ends every session of the user and starts a fresh one for this browser', async () => {
    const elsewhere = await login(EDITOR);
    const here = await login(EDITOR);
    const weak = await call(`${server.url}/api/users/me`, { method: 'PUT', json: { password: 'weak', currentPassword: DEMO_PASSWORD }, headers: { cookie: here } });
    assertError(weak, 400, PASSWORD_RULE);
    assertError(await call(`${server.url}/api/users/me`, { method: 'PUT', json: { password: 'Another-Pass-9' }, headers: { cookie: here } }), 400, 'Type your current password');
    assertError(await call(`${server.url}/api/users/me`, { method: 'PUT', json: { password: 'Another-Pass-9', currentPassword: 'Wrong-1-wrong' }, headers: { cookie: here } }), 403, 'not your current password');
    const changed = await call(`${server.url}/api/users/me`, { method: 'PUT', json: { password: 'Another-Pass-9', currentPassword: DEMO_PASSWORD }, headers: { cookie: here } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    const fresh = changed.headers.get('set-cookie')!.split(';')[0];
    assertError(await me(elsewhere), 401);
    assertError(await me(here), 401);
    assert.equal((await me(fresh)).body.email, EDITOR);
    assertError(await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: EDITOR, password: DEMO_PASSWORD }, as: null }), 401);
    await login(EDITOR, 'Another-Pass-9');
    // back, for the other tests
    await call(`${server.url}/api/users/me`, { method: 'PUT', json: { password: DEMO_PASSWORD, currentPassword: 'Another-Pass-9' }, headers: { cookie: fresh } });
  });
});

describe('sign-in limits', () => {
  test('the sixth failure within a minute for one account is 429 with Retry-After, even with the right password', async () => {
    const limited = await startTestServer({ as: null });
    try {
      const attempt = (password: string, forwardedFor?: string) =>
        call(`${limited.url}/api/auth/login`, { method: 'POST', json: { email: DEMO_USER, password }, as: null, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
      for (let i = 0; i < 5; i++) assertError(await attempt('Wrong-password-1'), 401);
      const blocked = await attempt(DEMO_PASSWORD);
      assertError(blocked, 429, 'Too many failed sign-ins');
      const retryAfter = Number(blocked.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      assert.equal(blocked.body.retryAfter, undefined, 'the wait travels in the header');
    } finally {
      await limited.close();
    }
  });

  test('failures from one address count across accounts; the counters are in the store, so a second instance over the same database sees them and the sessions', async () => {
    const first = await startTestServer({ as: null });
    const second = await startTestServer({ dataDir: first.dataDir, seed: false, as: null });
    const secondUrl = second.url;
    try {
      const emails = ['a@demo.joinery.test', 'b@demo.joinery.test', 'c@demo.joinery.test', 'd@demo.joinery.test', 'e@demo.joinery.test'];
      for (const email of emails) assertError(await call(`${first.url}/api/auth/login`, { method: 'POST', json: { email, password: 'Wrong-password-1' }, as: null }), 401);
      // the same address, at the other instance, and an account that never failed
      const blocked = await call(`${secondUrl}/api/auth/login`, { method: 'POST', json: { email: ADMIN, password: DEMO_PASSWORD }, as: null });
      assertError(blocked, 429);
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
      // a session made at one instance is good at the other
      const cookie = `joinery_session=${(await first.model.identity.sessions.start(ADMIN, 'demo')).secret}`;
      assert.equal((await call(`${secondUrl}/api/users/me`, { headers: { cookie } })).body.email, ADMIN);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('cross-site requests with the session cookie', () => {
  test('a write from another site is refused (Origin or Sec-Fetch-Site); from Joinery itself, or without a browser, it goes through', async () => {
    const cookie = await login(ADMIN);
    const create = (headers: Record<string, string>) => call(`${server.url}/api/themes`, { method: 'POST', json: { name: 'Cross-site', seed: '#123456' }, headers: { cookie, ...headers } });
    assertError(await create({ origin: 'https://evil.example' }), 403, 'https://evil.example');
    assertError(await create({ 'sec-fetch-site': 'cross-site' }), 403, 'another site');
    assertError(await create({ 'sec-fetch-site': 'same-site', origin: server.url }), 403);
    assert.equal((await create({ 'sec-fetch-site': 'same-origin', origin: server.url })).status, 201);
    assert.equal((await create({ origin: server.url })).status, 201);
    assert.equal((await create({})).status, 201, 'no browser headers: not a page of another site');
    // reads are never refused, and sign-in itself is a write that must come from Joinery's pages
    assert.equal((await call(`${server.url}/api/themes`, { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status, 200);
    assertError(await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: ADMIN, password: DEMO_PASSWORD }, headers: { origin: 'https://evil.example' }, as: null }), 403);
  });

  test('GraphQL over GET never mutates', async () => {
    const cookie = await login(ADMIN);
    const query = encodeURIComponent('mutation { switchWorkspace(alias: "demo") { workspace { alias } } }');
    const reply = await call(`${server.url}/graphql?query=${query}`, { headers: { cookie, 'apollo-require-preflight': 'true' } });
    assert.ok(reply.status >= 400 && reply.status < 500, `${reply.status}`);
    assert.equal(reply.body.data, undefined);
    const activity = await call(`${server.url}/api/users/me/activity`, { headers: { cookie } });
    assert.equal(activity.body.some((e: { type: string }) => e.type === 'workspaceSwitched'), false);
  });
});
