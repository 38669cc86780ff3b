// A database made before sign-in existed (users without passwords or derived membership fields)
// works after the upgrade: the demo users sign in with DEMO_PASSWORD and are found as members.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { SESSION_COOKIE } from '../../rest/model/identity/sessions.ts';
import { call, DEMO_PASSWORD, startTestServer } from '../support/server.ts';
import { DEMO_ADMIN, DEMO_EDITOR } from '../support/demo-users.ts';

test('users stored before sign-in existed get their membership fields and the demo password at the next start', async () => {
  const before = await startTestServer({ as: null });
  try {
    await before.store.update('users', { op: 'eq', field: 'id', value: DEMO_EDITOR }, { unset: ['workspaces', 'staffIn', 'passwordHash'] });
    // the next start: a second server over the same folder
    const after = await startTestServer({ dataDir: before.dataDir, as: null });
    const url = after.url;
    const login = await call(`${url}/api/auth/login`, { method: 'POST', json: { email: DEMO_EDITOR, password: DEMO_PASSWORD } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const members = await after.model.directory.membersOf('demo');
    assert.ok(members.some((u) => u.email === DEMO_EDITOR));
    await after.close();
  } finally {
    await before.close();
  }
});

test('products stored before labels and the search filter existed are offered and found after the next start', async () => {
  const before = await startTestServer();
  try {
    const old = before.store;
    await old.delete('labels', { op: 'and', where: [] });
    await old.delete('upgrades', { op: 'and', where: [] });
    // a database from before schema versions
    await old.delete('schemaversion', { op: 'and', where: [] });
    for (const head of await old.find('modules', {})) {
      const { search: _search, ...filter } = head.filter;
      await old.update('modules', { op: 'eq', field: 'id', value: head.id }, { set: { filter } });
    }
    const signedIn = { headers: { cookie: await before.sessionCookie(DEMO_ADMIN) } };
    assert.deepEqual((await call(`${before.url}/api/categories`, signedIn)).body, [], 'the old database has no label rows');
    // the next start: a second server over the same folder
    const after = await startTestServer({ dataDir: before.dataDir, as: null });
    const url = after.url;
    const { secret } = await after.model.identity.sessions.start(DEMO_ADMIN, 'demo');
    const headers = { cookie: `${SESSION_COOKIE}=${secret}` };
    assert.ok((await call(`${url}/api/categories`, { headers })).body.includes('Shelves'));
    assert.equal((await call(`${url}/api/modules?search=levelling`, { headers })).body.items.length, 1);
    await after.close();
  } finally {
    await before.close();
  }
});

test('configurators stored before their addresses were claimed keep them after the next start: another may not take one', async () => {
  const before = await startTestServer();
  try {
    await before.store.delete('domainclaims', { op: 'and', where: [] });
    await before.store.delete('upgrades', { op: 'eq', field: 'id', value: 'domain-claims-1' });
    // a database from before schema versions, on which the first step had run
    await before.store.delete('schemaversion', { op: 'and', where: [] });
    // the next start: a second server over the same folder
    const after = await startTestServer({ dataDir: before.dataDir, as: null });
    const url = after.url;
    const { secret } = await after.model.identity.sessions.start(DEMO_ADMIN, 'demo');
    const headers = { cookie: `${SESSION_COOKIE}=${secret}` };
    const desk = (await call(`${url}/api/publishedconfigurators?title=Desk`, { headers })).body.items[0];
    const taken = await call(`${url}/api/publishedconfigurators/${desk.id}`, { method: 'PATCH', headers, json: { customerDomain: 'configure.oakandash.co.uk' } });
    assert.equal(taken.status, 409, JSON.stringify(taken.body));
    assert.equal((await after.store.count('domainclaims')), 3, 'the shelving configurator’s two addresses and the desk’s one');
    await after.close();
  } finally {
    await before.close();
  }
});
