// Two server instances over one SQLite file, as behind a proxy without sticky sessions: a session
// started on one works on the other and ends on both, sign-in limits count the failures made on
// both, a head read on one answers what the other wrote (each keeps the heads it read only until
// anything commits), and so does a storefront's public read, a change written through either reaches
// the subscribers of both, and a workspace suspended through either takes no write through the other
// at once.
import assert from 'node:assert/strict';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, test } from 'vitest';
import { w } from '../../rest/store/port.ts';
import { TEAM_USERS } from '../../seeds/joinery-team.ts';
import { call, DEMO_ADMIN, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server.ts';
import { next, subscriptionClient } from '../support/subscriptions.ts';

let first: TestServer;
let second: TestServer;
const clients: Client[] = [];

beforeAll(async () => {
  first = await startTestServer({ as: null });
  second = await startTestServer({ as: null, dataDir: first.dataDir });
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await second?.close();
  await first?.close();
});

test('a session started on one instance works on the other, and signing out on that one ends it on both', async () => {
  const login = await call(`${first.url}/api/auth/login`, { method: 'POST', json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const session = await call(`${second.url}/api/auth/session`, { headers: { cookie } });
  assert.deepEqual([session.body.signedIn, session.body.user?.email], [true, DEMO_ADMIN]);
  assert.equal((await call(`${second.url}/api/modules?limit=1`, { headers: { cookie } })).status, 200);
  assert.equal((await call(`${second.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status, 204);
  assert.equal((await call(`${first.url}/api/modules?limit=1`, { headers: { cookie } })).status, 401, 'ended on the first too');
});

test('a head read on one instance answers what the other wrote since, however often it read that head before', async () => {
  const cookie = await first.sessionCookie(DEMO_ADMIN);
  const [module] = (await call(`${first.url}/api/modules?limit=1`, { headers: { cookie } })).body.items;
  const read = (server: TestServer) => call(`${server.url}/api/modules/${module.id}`, { headers: { cookie } });
  const before = await read(second);
  assert.equal(before.status, 200);
  assert.equal((await read(second)).body.head, before.body.head, 'read again: the same head');
  assert.equal((await read(first)).body.head, before.body.head);
  const written = await call(`${first.url}/api/modules/${module.id}`, { method: 'PATCH', headers: { cookie }, json: { description: 'Written through the first instance' } });
  assert.equal(written.status, 200, JSON.stringify(written.body));
  const after = await read(second);
  assert.equal(after.body.head, before.body.head + 1);
  assert.equal(after.body.document.description, 'Written through the first instance');
  assert.equal(after.headers.get('etag'), `"${after.body.head}"`);
  // and on the instance that wrote, which had read it before too
  assert.equal((await read(first)).body.document.description, 'Written through the first instance');
});

test("a storefront's public read on one instance answers what the other published or withdrew since, however often it read it before", async () => {
  const cookie = await first.sessionCookie(DEMO_ADMIN);
  const configurators = (await call(`${first.url}/api/publishedconfigurators?limit=100`, { headers: { cookie } })).body.items;
  const { id } = configurators.find((row: { data: { published: boolean } }) => row.data.published);
  const publicRead = () => call(`${second.url}/api/published/configurator/${id}`, { as: null });
  const publish = async (published: boolean) =>
    assert.equal((await call(`${first.url}/api/publishedconfigurators/${id}`, { method: 'PATCH', headers: { cookie }, json: { published } })).status, 200);
  for (let read = 0; read < 2; read++) assert.equal((await publicRead()).status, 200);
  await publish(false);
  const withdrawn = await publicRead();
  assert.equal(withdrawn.status, 404);
  assert.equal(withdrawn.body.message, 'Configurator not published');
  await publish(true);
  assert.equal((await publicRead()).status, 200, 'published again');
});

test('failed sign-ins on both instances count against one limit', async () => {
  const attempt = (server: TestServer, n: number) => call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'guest@demo.joinery.test', password: `Wrong-Passw0rd-${n}` } });
  const statuses: number[] = [];
  for (let n = 0; n < 5; n++) statuses.push((await attempt(n % 2 ? second : first, n)).status);
  assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
  for (const server of [first, second]) {
    const refused = await attempt(server, 99);
    assert.equal(refused.status, 429, `${server === first ? 'first' : 'second'}: ${JSON.stringify(refused.body)}`);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  }
});

test('a change written through either instance reaches the subscribers of both', async () => {
  const moduleId = (await call(`${first.url}/api/modules?limit=1`, { as: DEMO_ADMIN })).body.items[0].id;
  const subscribers = await Promise.all([first, second].map((server) => subscriptionClient(server, { as: DEMO_ADMIN })));
  clients.push(...subscribers);
  const query = 'subscription ($id: ID!) { resourceChanged(collection: "modules", id: $id) { action version } }';
  const deliveries = subscribers.map((client) => next(client, query, { id: moduleId }, 2));
  await Promise.all(deliveries.map((delivery) => delivery.ready));
  const versions: number[] = [];
  for (const server of [first, second]) {
    const patched = await call(`${server.url}/api/modules/${moduleId}`, { method: 'PATCH', as: DEMO_ADMIN, json: { description: `written through ${server.url}` } });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    versions.push(patched.body.version);
  }
  for (const delivery of deliveries) {
    const values = await delivery.values;
    assert.deepEqual(values.map((value) => [value.resourceChanged.action, value.resourceChanged.version]), versions.map((version) => ['NewVersion', version]));
  }
});

test('a workspace suspended through either instance takes no write through the other at once, until it is resumed', async () => {
  const superadmin = TEAM_USERS[0].email;
  const moduleId = (await call(`${first.url}/api/modules?limit=1`, { as: DEMO_ADMIN })).body.items[0].id;
  const write = (server: TestServer) => call(`${server.url}/api/modules/${moduleId}`, { method: 'PATCH', as: DEMO_ADMIN, json: { description: `written through ${server.url}` } });
  const assertRefused = async (server: TestServer) => {
    const refused = await write(server);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));
    assert.match(refused.body.message, /^Oak & Ash is suspended: its work can be read but not changed/);
  };
  const superadminAction = async (server: TestServer, action: 'suspend' | 'resume') =>
    assert.equal((await call(`${server.url}/api/superadmin/workspaces/demo/${action}`, { method: 'POST', as: superadmin })).status, 200);
  // each instance has just written to the workspace: each has seen it open
  for (const server of [first, second]) assert.equal((await write(server)).status, 200);
  // suspended as another process would do it: a commit on another connection that the second never hears of
  await first.store.update('workspaces', w.eq('id', 'demo'), { set: { suspended: { at: new Date().toISOString(), by: superadmin } } });
  await assertRefused(second);
  await superadminAction(first, 'resume');
  for (const server of [first, second]) assert.equal((await write(server)).status, 200);
  await superadminAction(second, 'suspend');
  for (const server of [first, second]) await assertRefused(server);
  await superadminAction(second, 'resume');
  for (const server of [second, first]) assert.equal((await write(server)).status, 200);
});
