// Users (rest-api.md §7.5, issue 7 §4): me, the team and the guests, one member, an admin's changes,
// removal (resources stay, owned by the workspace), activity, and avatars drawn on the server.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { initialsOf } from '../../rest/model/identity/avatars.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, type Client } from './helpers.ts';
import { BIRCH_ADMIN as BIRCH, DEMO_ADMIN as ADMIN, DEMO_CUSTOMER, DEMO_EDITOR as EDITOR, DEMO_GUEST as GUEST, DEMO_USER as USER } from '../support/demo-users.ts';


let server: TestServer;
let admin: Client;
let guest: Client;
let editor: Client;
beforeAll(async () => {
  // the demo's own users and guests, listed by name: without the 90 days of storefront activity
  server = await startTestServer({ demoActivity: false });
  admin = client(server);
  guest = client(server, { as: GUEST });
  editor = client(server, { as: EDITOR });
});
afterAll(() => server.close());

/** width and height of a PNG, from its IHDR chunk */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG signature');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
async function png(path: string, as?: string | null): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  // null: signed out (an empty Authorization header keeps the default session away, and means no token)
  const headers: Record<string, string> = as === null ? { authorization: '' } : as === undefined ? {} : { cookie: await server.sessionCookie(as) };
  const response = await fetch(`${server.url}/api${path}`, { headers });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

describe('reading users', () => {
  test('GET /users/me: the user, their roles and current workspace, every membership and the superadmin flag', async () => {
    const me = await ok(admin.get('/users/me'));
    assert.deepEqual(
      { email: me.email, name: me.name, roles: me.roles, workspace: me.workspace, signupMethod: me.signupMethod, avatarUrl: me.avatarUrl, superadmin: me.superadmin },
      { email: ADMIN, name: 'Ada Admin', roles: ['admin'], workspace: 'demo', signupMethod: 'Invitation', avatarUrl: '/api/users/me.png', superadmin: false },
    );
    assert.match(me.signupDate, /^\d{4}-\d{2}-\d{2}T/);
    assert.deepEqual(me.memberships.map((m: any) => [m.workspace.alias, m.workspace.name, m.roles]), [['demo', 'Oak & Ash', ['admin']]]);
  });

  test('GET /users lists the team; guests=true the guests; a guest may not list', async () => {
    const team = await ok(admin.get('/users'));
    assert.deepEqual(team.map((u: any) => u.email).sort(), [ADMIN, EDITOR, USER]);
    assert.deepEqual(team.find((u: any) => u.email === EDITOR).roles, ['editor']);
    // the demo's shop customer is a guest too (issue 18)
    assert.deepEqual((await ok(admin.get('/users?guests=true'))).map((u: any) => [u.email, u.roles]), [[DEMO_CUSTOMER.email, ['guest']], [GUEST, ['guest']]]);
    assertError(await guest.get('/users'), 403, 'guest');
  });

  test('GET /users/{email}: a member of the current workspace; others of other workspaces are 404, like unknown ones', async () => {
    const user = await ok(admin.get(`/users/${encodeURIComponent(EDITOR)}`));
    assert.deepEqual([user.email, user.roles, user.workspace, user.avatarUrl], [EDITOR, ['editor'], 'demo', `/api/users/${encodeURIComponent(EDITOR)}.png`]);
    const foreign = await admin.get(`/users/${encodeURIComponent(BIRCH)}`);
    const unknown = await admin.get('/users/nobody%40demo.joinery.test');
    assertError(foreign, 404);
    assertError(unknown, 404);
    assert.equal(foreign.body.message.replace(BIRCH, 'X'), unknown.body.message.replace('nobody@demo.joinery.test', 'X'));
    assertError(await admin.get('/users/not-an-email'), 400, 'email');
    // a guest sees only themselves
    assertError(await guest.get(`/users/${encodeURIComponent(ADMIN)}`), 404);
    assert.equal((await ok(guest.get(`/users/${encodeURIComponent(GUEST)}`))).email, GUEST);
  });
});

describe('changing users', () => {
  test('PUT /users/me renames; a name must not be blank', async () => {
    assert.equal((await ok(editor.put('/users/me', { name: 'Eddie E. Editor' }))).name, 'Eddie E. Editor');
    assertError(await editor.put('/users/me', { name: '' }), 400, 'name');
    assertError(await editor.put('/users/me', { email: 'other@example.com' }), 400, 'email');
    assert.equal((await ok(editor.put('/users/me', {}))).name, 'Eddie E. Editor', 'an empty change changes nothing');
    await ok(editor.put('/users/me', { name: 'Eddie Editor' }));
  });

  test('PUT /users/{email}: an admin changes roles; others may not (403); the last admin stays (409)', async () => {
    assert.deepEqual((await ok(admin.put(`/users/${encodeURIComponent(USER)}`, { roles: ['editor'] }))).roles, ['editor']);
    assert.deepEqual((await ok(admin.get(`/users/${encodeURIComponent(USER)}`))).roles, ['editor']);
    await ok(admin.put(`/users/${encodeURIComponent(USER)}`, { roles: ['user'] }));
    assertError(await editor.put(`/users/${encodeURIComponent(USER)}`, { roles: ['admin'] }), 403, 'admin');
    assertError(await admin.put(`/users/${encodeURIComponent(ADMIN)}`, { roles: ['editor'] }), 409, 'at least one admin');
    assertError(await admin.put(`/users/${encodeURIComponent(USER)}`, { roles: ['owner'] }), 400, 'roles');
    assertError(await admin.put(`/users/${encodeURIComponent(BIRCH)}`, { roles: ['user'] }), 404);
  });

  test('DELETE /users/{email}: they leave the workspace; their resources stay, owned by the workspace; their sessions and tokens end with their last workspace', async () => {
    const leaver = 'leaver@demo.joinery.test';
    await server.model.directory.addUser({ email: leaver, name: 'Lee Leaver', workspace: 'demo', memberships: [{ workspace: 'demo', roles: ['editor'] }], signupMethod: 'Invitation' });
    const theirs = client(server, { as: leaver });
    const theme = await ok(theirs.post('/themes', { name: 'Lee’s theme', seed: '#abcdef' }), 201);
    const token = (await ok(theirs.post('/users/me/tokens', { name: 'Lee', scope: 'read' }), 201)).token;
    const cookie = await server.sessionCookie(leaver);

    assertError(await editor.del(`/users/${encodeURIComponent(leaver)}`), 403);
    assert.equal((await admin.del(`/users/${encodeURIComponent(leaver)}`)).status, 204);
    assert.equal((await ok(admin.get(`/themes/${theme.id}`))).owner, 'workspace:demo');
    assertError(await admin.get(`/users/${encodeURIComponent(leaver)}`), 404);
    assertError(await call(`${server.url}/api/users/me`, { headers: { cookie } }), 401);
    assertError(await call(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } }), 401);
    assertError(await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: leaver, password: 'whatever-1A' }, as: null }), 401);
    assertError(await admin.del(`/users/${encodeURIComponent(ADMIN)}`), 409, 'at least one admin');
  });
});

test('GET /users/me/activity: what the user did, newest first, between from and to', async () => {
  const reader = 'reader@demo.joinery.test';
  await server.model.directory.addUser({ email: reader, name: 'Rita Reader', workspace: 'demo', memberships: [{ workspace: 'demo', roles: ['user'] }], signupMethod: 'Invitation', passwordHash: await (await import('../../rest/model/identity/passwords.ts')).hashPassword('Reader-pass-1') });
  const login = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: reader, password: 'Reader-pass-1' }, as: null });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  await call(`${server.url}/api/users/me/tokens`, { method: 'POST', json: { name: 'Rita', scope: 'read' }, headers: { cookie } });
  const activity = await ok(call(`${server.url}/api/users/me/activity`, { headers: { cookie } }));
  assert.deepEqual(activity.map((e: any) => e.type), ['tokenCreated', 'signedIn']);
  assert.equal(activity[1].detail, 'password');
  assert.equal(activity[1].workspace, 'demo');
  const today = new Date().toISOString().slice(0, 10);
  assert.equal((await ok(call(`${server.url}/api/users/me/activity?from=${today}&to=${today}`, { headers: { cookie } }))).length, 2);
  assert.deepEqual(await ok(call(`${server.url}/api/users/me/activity?to=2000-01-01`, { headers: { cookie } })), []);
  assertError(await call(`${server.url}/api/users/me/activity?from=yesterday`, { headers: { cookie } }), 400, 'from');
});

describe('avatars', () => {
  test('initials follow §9: two letters of one word, or the first letters of two words, upper case', () => {
    assert.equal(initialsOf('Ada Admin'), 'AA');
    assert.equal(initialsOf('madonna'), 'MA');
    assert.equal(initialsOf('  jean   paul sartre '), 'JP');
    assert.equal(initialsOf('Ægir'), 'ÆG');
    assert.equal(initialsOf(''), '?');
  });

  test('a letters avatar is a PNG drawn on the server, 40 px unless asked, and differs per name', async () => {
    const mine = await png('/users/me.png');
    assert.equal(mine.status, 200);
    assert.equal(mine.type, 'image/png');
    assert.deepEqual(pngSize(mine.bytes), { width: 40, height: 40 });
    assert.deepEqual(pngSize((await png('/users/me.png?size=128')).bytes), { width: 128, height: 128 });
    const editorAvatar = await png(`/users/${encodeURIComponent(EDITOR)}.png`);
    assert.equal(editorAvatar.status, 200);
    assert.notDeepEqual(editorAvatar.bytes, mine.bytes, "EE is not AA");
    assert.equal((await png('/users/me.png?size=2')).status, 400);
  });

  test('guests get the guest avatar; other workspaces’ users are 404; signed out is 401', async () => {
    const guestAvatar = await png(`/users/${encodeURIComponent(GUEST)}.png`);
    assert.equal(guestAvatar.status, 200);
    assert.deepEqual(guestAvatar.bytes, (await png('/users/me.png', GUEST)).bytes, 'the same guest avatar, as others and as themselves see it');
    assert.notDeepEqual(guestAvatar.bytes, (await png(`/users/${encodeURIComponent(USER)}.png`)).bytes);
    assert.equal((await png(`/users/${encodeURIComponent(BIRCH)}.png`)).status, 404);
    assert.equal((await png('/users/me.png', null)).status, 401);
  });

  test('an uploaded picture replaces the letters, squared; removing it brings them back; anything but an image is 400', async () => {
    const before = (await png('/users/me.png', USER)).bytes;
    const picture = (await png('/users/me.png?size=64', EDITOR)).bytes; // any PNG will do: the editor's letters, 64 px
    const cookie = await server.sessionCookie(USER);
    const upload = await fetch(`${server.url}/api/users/me/avatar`, { method: 'PUT', headers: { cookie, 'content-type': 'image/png' }, body: new Uint8Array(picture) });
    assert.equal(upload.status, 204);
    const after = await png('/users/me.png', USER);
    assert.deepEqual(pngSize(after.bytes), { width: 40, height: 40 });
    assert.notDeepEqual(after.bytes, before);
    const bad = await fetch(`${server.url}/api/users/me/avatar`, { method: 'PUT', headers: { cookie, 'content-type': 'image/png' }, body: 'not a picture' });
    assert.equal(bad.status, 400);
    assert.equal((await fetch(`${server.url}/api/users/me/avatar`, { method: 'DELETE', headers: { cookie } })).status, 204);
    assert.deepEqual((await png('/users/me.png', USER)).bytes, before);
  });
});

test('a user of a workspace creates resources and owns them; a guest creates only configurations and orders', async () => {
  const user = client(server, { as: USER });
  assert.equal((await ok(user.post('/themes', { name: 'Uma’s theme', seed: '#111111' }), 201)).owner, USER);
  assertError(await guest.post('/themes', { name: 'Gus’s theme', seed: '#111111' }), 403, 'themes');
  // a guest configures what is shared with them (customers configure on the storefront, issue 18)
  const published = (await ok(admin.get('/publishedconfigurators?title=Shelving'))).items[0];
  assertError(await guest.get(`/publishedconfigurators/${published.id}`), 404);
  await ok(admin.put(`/publishedconfigurators/${published.id}/sharing`, { public: false, grants: [{ email: GUEST, action: 'GrantedReadAccess' }] }));
  const configuration = await guest.post('/productconfigurations', { name: 'Gus’s shelf', product: { type: 'publishedconfigurators', id: published.id, version: published.version }, modules: [] });
  assert.equal(configuration.status, 201, JSON.stringify(configuration.body));
  assert.equal(configuration.body.owner, GUEST);
  assert.equal((await ok(guest.get(`/productconfigurations/${configuration.body.id}`))).owner, GUEST);
});
