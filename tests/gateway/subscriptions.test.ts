// Subscriptions over graphql-ws on /graphql, fed by the store's event feed: two server instances over
// one SQLite file, a change written through one (by REST or GraphQL) is delivered by the other; the
// socket acts as the user of its upgrade request, checks Origin, and closes signed-out sockets with 4401.
import assert from 'node:assert/strict';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { afterAll, beforeAll, test } from 'vitest';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { recordNotification } from '../../rest/model/effects/events.ts';
import { SIGNED_OUT_REASON } from '../../gateway/live/ws-server.ts';
import { LIMITS } from '../../gateway/limits.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { next, subscriptionClient, wsUrl, type SubscriberOptions } from '../support/subscriptions.ts';
import { DEMO_ADMIN, DEMO_GUEST } from '../support/demo-users.ts';

let writer: TestServer;
let reader: TestServer;
let moduleId: string;
const clients: Client[] = [];

beforeAll(async () => {
  writer = await startTestServer();
  reader = await startTestServer({ dataDir: writer.dataDir });
  moduleId = (await call(`${writer.url}/api/modules?limit=1`)).body.items[0].id;
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await reader?.close();
  await writer?.close();
});

/** A signed-in subscription client of `server` (tests/support/subscriptions.ts), closed after the file. */
async function connect(server: TestServer, options: SubscriberOptions = {}): Promise<Client> {
  const client = await subscriptionClient(server, options);
  clients.push(client);
  return client;
}

const CHANGED = `subscription ($id: ID!) { resourceChanged(collection: "modules", id: $id) { collection id action version author { email name } at resource { ... on Module { head name } } } }`;

test('a version saved through REST on one instance and a tag set through GraphQL reach a subscriber of the other', async () => {
  const client = await connect(reader);
  const changes = next(client, CHANGED, { id: moduleId }, 2);
  await changes.ready;
  const patched = await call(`${writer.url}/api/modules/${moduleId}`, { method: 'PATCH', json: { description: 'seen elsewhere' } });
  assert.equal(patched.status, 200, JSON.stringify(patched.body));
  const tag = await call(`${writer.url}/graphql`, { method: 'POST', json: { query: `mutation ($id: ID!, $v: Int!) { tagModuleVersion(id: $id, version: $v, tag: "live") { errors { message } } }`, variables: { id: moduleId, v: patched.body.version } } });
  assert.deepEqual(tag.body.data.tagModuleVersion.errors, []);
  const [saved, tagged] = await changes.values;
  assert.deepEqual(
    { ...saved.resourceChanged, at: undefined },
    { collection: 'modules', id: moduleId, action: 'NewVersion', version: patched.body.version, author: { email: DEMO_ADMIN, name: 'Ada Admin' }, at: undefined, resource: { head: patched.body.version, name: patched.body.document.name } },
  );
  assert.ok(!Number.isNaN(Date.parse(saved.resourceChanged.at)));
  assert.equal(tagged.resourceChanged.action, 'Tagged');
  assert.equal(tagged.resourceChanged.version, patched.body.version);
});

test('sharing and deleting are delivered too; events of other resources are not', async () => {
  const created = await call(`${writer.url}/api/modules`, { method: 'POST', json: { name: 'Short-lived shelf' } });
  const other = await call(`${writer.url}/api/modules`, { method: 'POST', json: { name: 'Bystander' } });
  const client = await connect(reader);
  const changes = next(client, CHANGED, { id: created.body.id }, 2);
  await changes.ready;
  await call(`${writer.url}/api/modules/${other.body.id}`, { method: 'PATCH', json: { description: 'not for this subscriber' } });
  await call(`${writer.url}/api/modules/${created.body.id}/sharing`, { method: 'PUT', json: { public: true, grants: [] } });
  await call(`${writer.url}/api/modules/${created.body.id}`, { method: 'DELETE' });
  const [shared, deleted] = await changes.values;
  assert.deepEqual([shared.resourceChanged.action, shared.resourceChanged.id], ['Shared', created.body.id]);
  assert.deepEqual([deleted.resourceChanged.action, deleted.resourceChanged.resource], ['Deleted', null]);
});

test("a user's notifications (tasks, integration runs) reach their sockets on the other instance, as the bell items they left", async () => {
  const client = await connect(reader);
  const ITEM = 'id kind title status progress documentId isRead created updated';
  const change = async (record: () => Promise<void>) => {
    const notes = next(client, `subscription { notifications { ${ITEM} } }`, {}, 1);
    await notes.ready;
    await record();
    return (await notes.values)[0].notifications;
  };
  const rt = systemRuntime(writer.store);
  const render = (progress: number) => rt.store.transaction((tx) => recordNotification(tx, rt, DEMO_ADMIN, { id: 'task-1', kind: 'Task', title: 'Render Shelf 800', status: 'Running', progress, documentId: moduleId }));
  const first = await change(async () => {
    await rt.store.transaction((tx) => recordNotification(tx, rt, 'someone-else@demo.joinery.test', { id: 'task-0', kind: 'Task', title: 'Not yours', status: 'Running', progress: 5, documentId: null }));
    await render(40);
  });
  assert.deepEqual({ ...first, created: undefined, updated: undefined }, { id: 'task-1', kind: 'Task', title: 'Render Shelf 800', status: 'Running', progress: 40, documentId: moduleId, isRead: false, created: undefined, updated: undefined });
  // read, then only its progress moves: the live item stays read, as the bell keeps it
  assert.equal((await call(`${reader.url}/api/notifications/read`, { method: 'POST', json: { ids: ['task-1'] } })).status, 200);
  const second = await change(() => render(60));
  assert.deepEqual([second.progress, second.isRead, second.created], [60, true, first.created]);
  const bell = (await call(`${reader.url}/graphql`, { method: 'POST', json: { query: `{ bell { ${ITEM} } }` } })).body.data.bell;
  assert.deepEqual(bell.find((item: any) => item.id === 'task-1'), second);
});

test('subscriptions are held to the same limits as HTTP operations', async () => {
  const client = await connect(reader);
  const deep = `subscription ($id: ID!) { resourceChanged(collection: "modules", id: $id) { resource { ... on Module { document { connectors { connectorType { resource { owner { roles } usages { items { resource { ... on Module { owner { name } history { versions { author { name } } } } } } } } } } } } } } }`;
  await assert.rejects(next(client, deep, { id: moduleId }).values, new RegExp(`depth limit of ${LIMITS.maxDepth}`, 'i'));
});

test('a resource the subscriber may not read cannot be followed (NOT_FOUND, like a read)', async () => {
  const client = await connect(reader, { as: DEMO_GUEST });
  await assert.rejects(next(client, CHANGED, { id: moduleId }).values, /NOT_FOUND|was not found/);
});

test('a signed-out socket is closed with 4401 and a reason; a foreign Origin is refused at the upgrade', async () => {
  const closed = new Promise<[number, string]>((resolve) => void connect(reader, { as: null, onClose: (code, reason) => resolve([code, reason]) }));
  assert.deepEqual(await closed, [4401, SIGNED_OUT_REASON]);
  const refused = await new Promise<number>((resolve) => {
    const socket = new WebSocket(wsUrl(reader), 'graphql-transport-ws', { headers: { origin: 'https://evil.example' } });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => resolve(101));
  });
  assert.equal(refused, 403);
  const sameSite = await new Promise<number>((resolve) => {
    const socket = new WebSocket(wsUrl(reader), 'graphql-transport-ws', { headers: { origin: reader.url } });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
  });
  assert.equal(sameSite, 101);
});
