// The signed-in user's own account (issue 22 §1 Security, Preferences, Users): sessions with browser,
// system, place and last use, ending one or all others; preferences; resending an invitation.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { SESSION_COOKIE } from '../../rest/model/identity/sessions.ts';
import { assertError, client, ok } from './helpers.ts';
import { DEMO_EDITOR } from '../support/demo-users.ts';
import { call, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs the editor in with a password from a browser: its session cookie. */
async function signIn(userAgent: string): Promise<string> {
  const reply = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, cookie: '' },
    body: JSON.stringify({ email: DEMO_EDITOR, password: DEMO_PASSWORD }),
  });
  assert.equal(reply.status, 200);
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  return cookie.split(';')[0];
}
const as = (cookie: string) => ({ headers: { cookie } });

describe('sessions', () => {
  test('each session names its browser, system and last use; the asking one is current; one can be ended, then all others', async () => {
    const firefox = await signIn(FIREFOX);
    const safari = await signIn(SAFARI);
    const third = await signIn(FIREFOX);
    const list = await ok(call(`${server.url}/api/users/me/sessions`, as(firefox)));
    assert.ok(list.length >= 3);
    const current = list.filter((s: any) => s.current);
    assert.equal(current.length, 1);
    assert.equal(current[0].browser, 'Firefox 128');
    assert.equal(current[0].os, 'Linux');
    // a loopback address has no place
    assert.equal(current[0].place, null);
    assert.ok(Date.parse(current[0].lastUsed) > 0);
    const iphone = list.find((s: any) => s.browser === 'Mobile Safari 17');
    assert.equal(iphone.os, 'iOS 17');

    await ok(call(`${server.url}/api/users/me/sessions/${iphone.id}`, { method: 'DELETE', ...as(firefox) }), 204);
    assert.equal((await call(`${server.url}/api/users/me`, as(safari))).status, 401, 'the ended session is signed out');
    assertError(await call(`${server.url}/api/users/me/sessions/${iphone.id}`, { method: 'DELETE', ...as(firefox) }), 404, 'no session');

    await ok(call(`${server.url}/api/users/me/sessions`, { method: 'DELETE', ...as(firefox) }), 204);
    assert.equal((await call(`${server.url}/api/users/me`, as(third))).status, 401);
    const left = await ok(call(`${server.url}/api/users/me/sessions`, as(firefox)));
    assert.deepEqual(left.map((s: any) => s.current), [true]);
  });

  test("another user's session cannot be ended; an API token cannot manage sessions", async () => {
    const firefox = await signIn(FIREFOX);
    const editorSession = (await ok(call(`${server.url}/api/users/me/sessions`, as(firefox))))[0].id;
    assertError(await client(server).del(`/users/me/sessions/${editorSession}`), 404);
    assert.equal((await call(`${server.url}/api/users/me`, as(firefox))).status, 200);
    const { token } = await ok(client(server).post('/users/me/tokens', { name: 'sessions', scope: 'read-write' }), 201);
    assertError(await call(`${server.url}/api/users/me/sessions`, { headers: { authorization: `Bearer ${token}` } }), 403, 'while signed in');
  });
});

describe('preferences', () => {
  test('defaults, then a change keeps what it leaves out; bad values are 400 naming the field', async () => {
    const c = client(server);
    assert.deepEqual(await ok(c.get('/users/me/preferences')), { colourMode: 'system', notifications: { task: true, integration: true, order: true } });
    await ok(c.put('/users/me/preferences', { colourMode: 'dark' }));
    assert.deepEqual(await ok(c.put('/users/me/preferences', { notifications: { order: false } })), { colourMode: 'dark', notifications: { task: true, integration: true, order: false } });
    assertError(await c.put('/users/me/preferences', { colourMode: 'pink' }), 400, 'colourMode');
    // another user's preferences are their own
    assert.equal((await ok(client(server, { as: DEMO_EDITOR }).get('/users/me/preferences'))).colourMode, 'system');
  });
});

describe('invitations', () => {
  test('an admin resends a pending invitation with a fresh expiry; a user may not', async () => {
    const c = client(server);
    const [invited] = await ok(c.raw('POST', '/users/invitations?role=editor', 'resend.me@example.com', 'text/plain'), 201);
    const resent = await ok(c.post(`/users/invitations/${invited.code}/resend`));
    assert.equal(resent.email, 'resend.me@example.com');
    assert.ok(resent.expires >= invited.expires);
    assertError(await client(server, { as: DEMO_EDITOR }).post(`/users/invitations/${invited.code}/resend`), 403);
    await ok(c.del(`/users/invitations/${invited.code}`), 204);
    assertError(await c.post(`/users/invitations/${invited.code}/resend`), 404, 'accepted or revoked');
  });
});
