// Limits are reservations in the store (ARCHITECTURE decision 12, issue 16 §1.1, §1.8, §1.9, §2): an
// attempt is counted in one atomic step before the work it guards, so parallel requests and a second
// instance over the same database cannot slip past; limited routes answer RateLimit-* headers and 429
// with Retry-After, and each limit is set by an environment variable.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { formatRateRule, RATE_LIMIT_VARIABLES, readConfig } from '../../rest/config.ts';
import { DEFAULT_RATE_LIMITS, RATE_LIMITS } from '../../rest/model/identity/rate-limits.ts';
import { DEMO_REQUESTS } from '../../rest/model/website/demo-requests.ts';
import { INVITATIONS } from '../../rest/model/identity/invitations.ts';
import { call, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server.ts';
import { assertError, type Reply } from './helpers.ts';

const USER = 'user@demo.joinery.test';
const login = (server: TestServer, email: string, password: string, address?: string) =>
  call(`${server.url}/api/auth/login`, { method: 'POST', json: { email, password }, as: null, headers: address ? { 'x-forwarded-for': address } : {} });
const tally = (replies: Reply[]) => replies.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});

/** The RateLimit-* headers of an answer (IETF draft: Limit, Remaining, Reset in seconds). */
function rateLimitOf(reply: Reply) {
  const number = (name: string) => {
    const value = reply.headers.get(name);
    assert.ok(value !== null && /^\d+$/.test(value), `${name}: ${value} (${reply.status} ${JSON.stringify(reply.body)})`);
    return Number(value);
  };
  return { limit: number('ratelimit-limit'), remaining: number('ratelimit-remaining'), reset: number('ratelimit-reset') };
}

describe('sign-in attempts are reserved before the password is verified', () => {
  let server: TestServer;
  beforeAll(async () => {
    // each test signs in from an address of its own (TRUST_PROXY: X-Forwarded-For), so the per-account limit is what is tested
    server = await startTestServer({ as: null, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  test('6 parallel wrong passwords for one account: at most 5 are verified (401), the rest are 429', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => login(server, 'editor@demo.joinery.test', `Wrong-Passw0rd-${i}`, `10.0.1.${i}`)));
    const counts = tally(replies);
    assert.ok((counts[401] ?? 0) <= 5, JSON.stringify(counts));
    assert.ok((counts[429] ?? 0) >= 1, JSON.stringify(counts));
    assert.equal((counts[401] ?? 0) + (counts[429] ?? 0), 6, JSON.stringify(counts));
  });

  test('30 parallel wrong passwords: exactly 5 verifications, and the account stays locked for the right one', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => login(server, USER, `Wrong-Passw0rd-${i}`, `10.0.2.${i}`)));
    assert.deepEqual(tally(replies), { 401: 5, 429: 25 });
    assertError(await login(server, USER, DEMO_PASSWORD, '10.0.2.200'), 429, 'Too many');
  });

  test('19 wrong passwords and the right one in parallel: at most 5 are verified, and the right one only signs in if it was among them', async () => {
    const email = 'guest@demo.joinery.test';
    const passwords = [...Array.from({ length: 19 }, (_, i) => `Wrong-Passw0rd-${i}`), DEMO_PASSWORD];
    const replies = await Promise.all(passwords.map((password, i) => login(server, email, password, `10.0.3.${i}`)));
    const counts = tally(replies);
    assert.ok((counts[401] ?? 0) + (counts[200] ?? 0) <= 5, JSON.stringify(counts));
    assert.equal(counts[429], 20 - (counts[401] ?? 0) - (counts[200] ?? 0));
    // once the limit is reached the right password is refused too
    assertError(await login(server, email, DEMO_PASSWORD, '10.0.3.200'), 429);
  });

  test('the address limit holds under parallel requests to many accounts too', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => login(server, `nobody${i}@demo.joinery.test`, 'Wrong-Passw0rd-1', '10.0.4.1')));
    assert.deepEqual(tally(replies), { 401: 5, 429: 7 });
  });

  test('a right password is not a failure: it gives its reservation back', async () => {
    const address = '10.0.5.1';
    for (let i = 0; i < 8; i++) assert.equal((await login(server, 'admin@demo.joinery.test', DEMO_PASSWORD, address)).status, 200);
    const wrong = await login(server, 'admin@demo.joinery.test', 'Wrong-Passw0rd-1', address);
    assertError(wrong, 401);
    assert.deepEqual({ ...rateLimitOf(wrong), reset: 0 }, { limit: 5, remaining: 4, reset: 0 });
  });

  test('sign-in answers RateLimit-Limit, -Remaining and -Reset, and 429 with Retry-After', async () => {
    const address = '10.0.6.1';
    const email = 'nobody@example.com';
    const first = await login(server, email, 'Wrong-Passw0rd-1', address);
    const state = rateLimitOf(first);
    assert.equal(state.limit, 5);
    assert.equal(state.remaining, 4);
    assert.ok(state.reset >= 1 && state.reset <= 60, String(state.reset));
    for (let i = 0; i < 4; i++) await login(server, email, 'Wrong-Passw0rd-1', address);
    const blocked = await login(server, email, 'Wrong-Passw0rd-1', address);
    assertError(blocked, 429, 'Too many failed sign-ins', 'try again in');
    assert.equal(rateLimitOf(blocked).remaining, 0);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60 && retryAfter === rateLimitOf(blocked).reset, `Retry-After ${retryAfter}`);
  });

  test('the OpenAPI document declares the RateLimit headers and 429 on the limited routes', async () => {
    const document = (await call(`${server.url}/api/schema.json`, { as: null })).body;
    for (const [path, method] of [['/api/auth/login', 'post'], ['/api/demorequests', 'post'], ['/api/users/invitations', 'post'], ['/api/users/invitations/{code}/accept', 'post']]) {
      const responses = document.paths[path][method].responses;
      // an answer many operations share is named once under #/components/responses
      const tooMany = responses['429']?.$ref ? document.components.responses[responses['429'].$ref.split('/').pop()] : responses['429'];
      assert.ok(tooMany?.headers?.['Retry-After'], `${path}: 429 with Retry-After`);
      const success = responses['200'] ?? responses['201'];
      for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) assert.ok(success.headers?.[header], `${path}: ${header}`);
    }
  });
});

describe('accepting an invitation with the password of an existing account is limited like sign-in', () => {
  test('parallel wrong passwords: at most 5 verifications', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      // an existing account invited elsewhere: accepting asks for its password
      const code = 'limited-invitation-code-0123';
      const now = new Date().toISOString();
      await server.store.insert(INVITATIONS, [{ id: code, email: 'editor@demo.joinery.test', workspace: 'elsewhere', roles: ['user'], domain: null, invitedBy: 'admin@demo.joinery.test', created: now, expires: new Date(Date.now() + 86_400_000).toISOString() }]);
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call(`${server.url}/api/users/invitations/${code}/accept`, { method: 'POST', json: { password: `Wrong-Passw0rd-${i}` }, as: null, headers: { 'x-forwarded-for': `10.1.0.${i}` } }),
        ),
      );
      assert.deepEqual(tally(replies), { 401: 5, 429: 3 });
    } finally {
      await server.close();
    }
  });
});

describe('demo requests are limited per address and overall', () => {
  const demo = (server: TestServer, address: string, i = 0) =>
    call(`${server.url}/api/demorequests`, {
      method: 'POST',
      as: null,
      json: { kind: 'demo', name: `Rosa ${i}`, email: `rosa${i}@workshop.example` },
      headers: { 'x-forwarded-for': address },
    });

  test('one address: parallel requests beyond the limit are 429 and are not stored; the answer carries the RateLimit headers', async () => {
    const server = await startTestServer({ as: null, seed: false, env: { TRUST_PROXY: 'true', RATE_LIMIT_DEMO_REQUESTS: '3/hour' } });
    try {
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => demo(server, '10.2.0.1', i)));
      assert.deepEqual(tally(replies), { 201: 3, 429: 7 });
      assert.equal(await server.store.count(DEMO_REQUESTS), 3);
      const refused = replies.find((r) => r.status === 429)!;
      assertError(refused, 429, 'Too many demo requests', 'try again in');
      assert.ok(Number(refused.headers.get('retry-after')) > 60, 'an hour-long window');
      const accepted = replies.find((r) => r.status === 201)!;
      assert.equal(rateLimitOf(accepted).limit, 3);
      // another address is not held back by this one
      assert.equal((await demo(server, '10.2.0.2')).status, 201);
    } finally {
      await server.close();
    }
  });

  test('all addresses together: the overall limit holds', async () => {
    const server = await startTestServer({ as: null, seed: false, env: { TRUST_PROXY: 'true', RATE_LIMIT_DEMO_REQUESTS_TOTAL: '4/hour' } });
    try {
      const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => demo(server, `10.3.0.${i}`, i)));
      assert.deepEqual(tally(replies), { 201: 4, 429: 8 });
      assert.equal(await server.store.count(DEMO_REQUESTS), 4);
      assertError(replies.find((r) => r.status === 429)!, 429, 'Too many demo requests');
    } finally {
      await server.close();
    }
  });
});

describe('invitations are bounded', () => {
  let server: TestServer;
  const invite = (text: string, query = '') =>
    call(`${server.url}/api/users/invitations${query}`, { method: 'POST', body: text, headers: { 'content-type': 'text/plain' } });
  const addresses = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`).join(';');
  const mails = () => {
    try {
      return readdirSync(join(server.dataDir, 'mail')).length;
    } catch {
      return 0;
    }
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_INVITATIONS: '120/hour' } });
  });
  afterAll(() => server.close());

  test('one request may name at most 50 recipients: more is a 400 that says so, and nothing is stored or mailed', async () => {
    const before = [await server.store.count(INVITATIONS), mails()];
    const reply = await invite(addresses(4000, 'many'), '?role=guest');
    assertError(reply, 400, 'at most 50', '4000');
    assert.deepEqual([await server.store.count(INVITATIONS), mails()], before);
    assert.equal((await invite(addresses(50, 'fifty'), '?role=guest')).status, 201);
  });

  test('recipients per workspace are limited per hour, in parallel too: 429 with Retry-After and the RateLimit headers', async () => {
    // 50 were invited above; 120 an hour: two more of 30 fit, the rest do not
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => invite(addresses(30, `batch${i}-`), '?role=guest')));
    assert.deepEqual(tally(replies), { 201: 2, 429: 3 });
    const refused = replies.find((r) => r.status === 429)!;
    assertError(refused, 429, 'Too many invitations', 'workspace demo', 'try again in');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.equal(rateLimitOf(refused).limit, 120);
    assert.equal(await server.store.count(INVITATIONS, { op: 'eq', field: 'roles', value: 'guest' }), 110);
  });

  test('pending guest invitations of a workspace are bounded: beyond 1000 a clear 403', async () => {
    const bounded = await startTestServer({ env: { RATE_LIMIT_INVITATIONS: '5000/hour' } });
    try {
      const now = new Date().toISOString();
      const expires = new Date(Date.now() + 86_400_000).toISOString();
      await bounded.store.insert(
        INVITATIONS,
        Array.from({ length: 1000 }, (_, i) => ({ id: `pending-guest-${i}-xxxxxxxx`, email: `g${i}@example.com`, workspace: 'demo', roles: ['guest'], domain: null, invitedBy: 'admin@demo.joinery.test', created: now, expires })),
      );
      const reply = await call(`${bounded.url}/api/users/invitations?role=guest`, { method: 'POST', body: 'one.more@example.com', headers: { 'content-type': 'text/plain' } });
      assertError(reply, 403, '1000 pending guest invitations', 'revoke');
    } finally {
      await bounded.close();
    }
  });
});

describe('counters do not pile up', () => {
  test('counters whose window has closed are purged; open ones stay', async () => {
    const server = await startTestServer({ seed: false, as: null });
    try {
      const now = Date.now();
      await server.store.insert(RATE_LIMITS, [{ id: 'signin:address:closed', count: 3, resets: now - 1 }, { id: 'signin:address:open', count: 3, resets: now + 60_000 }]);
      assert.equal(await server.model.identity.rateLimits.purge(), 1);
      assert.deepEqual((await server.store.find(RATE_LIMITS)).map((c) => c.id), ['signin:address:open']);
    } finally {
      await server.close();
    }
  });
});

describe('plan limits hold under parallel requests', () => {
  test('parallel staff invitations never take a workspace past maxUsers', async () => {
    const server = await startTestServer({ plan: 'STARTUP' });
    try {
      const staff = await server.model.directory.countStaff('demo');
      const room = 5 - staff;
      assert.ok(room >= 1 && room < 4, `the demo has ${staff} staff`);
      const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => call(`${server.url}/api/users/invitations?role=user`, { method: 'POST', body: `staff${i}@example.com`, headers: { 'content-type': 'text/plain' } })));
      assert.deepEqual(tally(replies), { ...(room ? { 201: room } : {}), 403: 6 - room });
      assertError(replies.find((r) => r.status === 403)!, 403, 'plan allows 5 users');
      assert.equal(await server.store.count(INVITATIONS, { op: 'eq', field: 'workspace', value: 'demo' }), room);
    } finally {
      await server.close();
    }
  });
});

describe('the limits are configured by environment variables', () => {
  test('a malformed limit stops the start with a message naming the variable', () => {
    for (const value of ['5', 'five/minute', '0/minute', '5/fortnight', '-1/hour']) {
      assert.throws(() => readConfig({ RATE_LIMIT_SIGN_IN: value }), new RegExp(`RATE_LIMIT_SIGN_IN must be .* \\(got "${value}"\\)`));
    }
    assert.deepEqual(readConfig({ RATE_LIMIT_SIGN_IN: '10/hour' }).rateLimits.signIn, { max: 10, windowMs: 3_600_000 });
    assert.deepEqual(readConfig({}).rateLimits.signIn, { max: 5, windowMs: 60_000 });
  });

  test("README's configuration table documents each limit with its default", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [key, name] of Object.entries(RATE_LIMIT_VARIABLES)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      assert.ok(row, `README documents ${name}`);
      assert.ok(row.includes(`\`${formatRateRule(DEFAULT_RATE_LIMITS[key as keyof typeof DEFAULT_RATE_LIMITS])}\``), row);
    }
  });

  test('RATE_LIMIT_SIGN_IN sets the sign-in limit', async () => {
    const server = await startTestServer({ as: null, env: { RATE_LIMIT_SIGN_IN: '2/minute' } });
    try {
      const replies = await Promise.all(Array.from({ length: 4 }, (_, i) => login(server, USER, `Wrong-Passw0rd-${i}`)));
      assert.deepEqual(tally(replies), { 401: 2, 429: 2 });
    } finally {
      await server.close();
    }
  });
});
