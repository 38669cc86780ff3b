// Workspaces (issue 7 §4): mine, one, a new one, its settings, the switch (part of the session;
// lists default to it), over REST and GraphQL; the superadmin space for the SUPERADMIN_DOMAINS only.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gql } from '../support/graphql.ts';
import { assertError, client, ok, type Client } from './helpers.ts';
import { DEMO_ADMIN as ADMIN, DEMO_EDITOR, DEMO_GUEST } from '../support/demo-users.ts';

const OPS = 'ops@joinery.app';
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = client(server);
  // a superadmin: an e-mail of one of the default SUPERADMIN_DOMAINS (joinery.app, joinery.dev)
  await server.model.directory.addUser({ email: OPS, name: 'Joinery Ops', workspace: 'demo', memberships: [{ workspace: 'demo', roles: ['user'] }], signupMethod: 'Invitation' });
});
afterAll(() => server.close());


describe('my workspaces', () => {
  test('GET /workspaces lists mine with my roles and each plan’s limits; another workspace is 404, as is one that does not exist', async () => {
    const mine = await ok(admin.get('/workspaces'));
    assert.deepEqual(mine.map((w: any) => [w.alias, w.name, w.roles, w.plan]), [['demo', 'Oak & Ash', ['admin'], 'ENTERPRISE']]);
    assert.equal((await ok(admin.get('/workspaces/demo'))).limits.maxUsers, -1);
    const birch = await admin.get('/workspaces/birch');
    const none = await admin.get('/workspaces/nowhere');
    assertError(birch, 404);
    assertError(none, 404);
    assert.equal(birch.body.message.replace('birch', 'X'), none.body.message.replace('nowhere', 'X'));
  });

  test('a new workspace: name of at least 3 characters, valid e-mails; on FREE, and I am its admin', async () => {
    assertError(await admin.post('/workspaces', { name: 'Oa' }), 400, 'name', '3');
    assertError(await admin.post('/workspaces', { name: '   ' }), 400, 'name');
    assertError(await admin.post('/workspaces', { name: 'Walnut Works', emails: ['not-an-email'] }), 400, '"not-an-email"');
    // FREE allows one user: inviting anyone into it is refused before anything is made
    assertError(await admin.post('/workspaces', { name: 'Walnut Works', emails: ['a@example.com'] }), 403, 'Your Free plan allows 1 user, and this would make 2. Upgrade to add more.');
    assert.equal((await ok(admin.get('/workspaces'))).length, 1);
    const made = await ok(admin.post('/workspaces', { name: 'Walnut & Works' }), 201);
    assert.deepEqual([made.alias, made.name, made.plan, made.roles, made.color, made.invited], ['walnut-and-works', 'Walnut & Works', 'FREE', ['admin'], '#006EB8', []]);
    assert.equal((await ok(admin.post('/workspaces', { name: 'Walnut & Works' }), 201)).alias, 'walnut-and-works-2');
    assertError(await admin.post('/workspaces', { name: 'Taken', alias: 'demo' }), 400, 'alias');
    assertError(await client(server, { as: DEMO_GUEST }).post('/workspaces', { name: 'Gus Ltd' }), 403);
  });

  test('an admin changes name, colour and theme; others may not', async () => {
    const theme = await ok(admin.post('/themes', { name: 'Workspace theme', seed: '#654321' }), 201);
    const changed = await ok(admin.put('/workspaces/demo', { name: 'Oak & Ash Ltd', color: '112233', themeId: theme.id }));
    assert.deepEqual([changed.name, changed.color, changed.themeId], ['Oak & Ash Ltd', '#112233', theme.id]);
    assertError(await admin.put('/workspaces/demo', { themeId: 'f'.repeat(24) }), 400, 'themeId');
    assertError(await admin.put('/workspaces/demo', { name: 'Oa' }), 400, 'name');
    assertError(await client(server, { as: DEMO_EDITOR }).put('/workspaces/demo', { name: 'Mine now' }), 403, 'admin');
    assertError(await admin.put('/workspaces/birch', { name: 'Mine now' }), 404);
    await ok(admin.put('/workspaces/demo', { name: 'Oak & Ash', themeId: null }));
  });
});

describe('switching', () => {
  test('the current workspace belongs to the session: lists default to it, another session keeps its own, new sessions start in the last one chosen', async () => {
    const made = await ok(admin.post('/workspaces', { name: 'Switch Test' }), 201);
    const here = await server.sessionCookie(ADMIN);
    const other = `joinery_session=${(await server.model.identity.sessions.start(ADMIN, 'demo')).secret}`;
    const as = (cookie: string) => ({ headers: { cookie } });
    const switched = await ok(call(`${server.url}/api/workspaces/${made.alias}/switch`, { method: 'POST', ...as(here) }));
    assert.equal(switched.workspace, made.alias);
    assert.deepEqual(switched.roles, ['admin']);
    assert.equal((await ok(call(`${server.url}/api/modules`, as(here)))).total, 0, 'the new workspace has no modules');
    assert.ok((await ok(call(`${server.url}/api/modules`, as(other)))).total > 0, 'the other session still works in Oak & Ash');
    const created = await ok(call(`${server.url}/api/themes`, { method: 'POST', json: { name: 'Made there', seed: '#222222' }, ...as(here) }), 201);
    assert.equal(created.workspace, made.alias);
    // a new sign-in starts where the user last switched to
    const login = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: ADMIN, password: 'JoineryDemo1' }, as: null });
    assert.equal(login.body.workspace, made.alias);
    await ok(call(`${server.url}/api/workspaces/demo/switch`, { method: 'POST', ...as(here) }));
    assertError(await call(`${server.url}/api/workspaces/birch/switch`, { method: 'POST', ...as(here) }), 403, 'not a member of workspace birch');
  });

  test('GraphQL: switchWorkspace switches this session, me answers the new workspace; superadmin is true only for SUPERADMIN_DOMAINS', async () => {
    const made = await ok(admin.post('/workspaces', { name: 'GraphQL Switch' }), 201);
    const reply = await gql(server, `mutation { switchWorkspace(alias: "${made.alias}") { workspace { alias name plan } } }`);
    assert.deepEqual(reply.body.data.switchWorkspace.workspace, { alias: made.alias, name: 'GraphQL Switch', plan: 'FREE' });
    assert.equal((await gql(server, '{ me { workspace { alias } superadmin } }')).body.data.me.workspace.alias, made.alias);
    assert.equal((await ok(admin.get('/users/me'))).workspace, made.alias, 'REST sees the same session');
    await gql(server, 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }');
    assert.equal((await gql(server, '{ me { superadmin } }')).body.data.me.superadmin, false);
    assert.equal((await gql(server, '{ me { superadmin } }', undefined, { as: OPS })).body.data.me.superadmin, true);
    assert.equal((await ok(client(server, { as: OPS }).get('/users/me'))).superadmin, true);
  });
});

describe('the superadmin space', () => {
  // the space itself (lists, plans, suspension, tasks; 404 for everyone else): tests/rest/superadmin.test.ts
  test('SUPERADMIN_DOMAINS names the domains', async () => {
    const other = await startTestServer({ env: { SUPERADMIN_DOMAINS: 'demo.joinery.test' } });
    try {
      assert.equal((await ok(client(other).get('/users/me'))).superadmin, true);
      assert.equal((await client(other).get('/superadmin/workspaces')).status, 200);
    } finally {
      await other.close();
    }
  });
});
