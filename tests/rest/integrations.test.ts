// Integrations over real HTTP (issue 21 §4): the marketplace keyed on the workspace alias, settings
// refused in plain words, secrets sealed and never answered; webhooks delivered to a real local
// receiver as signed Standard Webhooks POSTs, retried with backoff and Failed after the last attempt,
// with a delivery log and replay; sync targets with an auth header and a mapping; CSV and XLSX exports.
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { w } from '../../rest/store/port.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { enqueueTask } from '../../rest/model/tasks/tasks.ts';
import { DEMO_ADMIN, DEMO_GUEST } from '../support/demo-users.ts';
import '../support/task-types.ts';
import { tempFolders } from '../support/temp.ts';
import { until } from '../support/process.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { next, subscriptionClient } from '../support/subscriptions.ts';
import { gql, gqlData } from '../support/graphql.ts';
import { assertError, client, ok, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
let receiver: Receiver;
const secret = `whsec_${Buffer.from('a signing secret of 24+ bytes!').toString('base64')}`;
const at = '/workspaces/demo/integrations';
const folders = tempFolders('joinery-integrations');

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_MAX_ATTEMPTS: '3', INTEGRATIONS_POLL_MS: '20' } });
  c = client(server);
  receiver = await startReceiver();
});
afterAll(async () => {
  folders.removeAll();
  await server.close();
  await receiver.close();
});

/** A new order of the demo, like one of its own (its line items). */
async function placeOrder(): Promise<string> {
  const [first] = (await ok(c.get('/orders?limit=1'))).items;
  const { document } = await ok(c.get(`/orders/${first.id}`));
  return (await ok(c.post('/orders', { status: 'received', customer: 'webhook@example.com', lineItems: document.lineItems }), 201)).id;
}

const install = (settings: Record<string, unknown>, type = 'webhook') => c.post(at, { type, settings });
const notificationsOf = async (id: string) => (await server.store.find('events', { where: w.eq('type', 'notification'), sort: [{ field: 'seq', dir: 'asc' }] })).filter((e) => e.notification.id === id);

describe('the marketplace', () => {
  test('offers webhooks, sync targets and exports with their fields; a guest is refused and another workspace sees none', async () => {
    const list = await ok(c.get(at));
    assert.deepEqual(list.catalogue.map((t: any) => t.type), ['webhook', 'sync', 'export']);
    assert.equal(list.catalogue[0].fields.find((f: any) => f.name === 'signingSecret').kind, 'secret');
    assertError(await client(server, { as: DEMO_GUEST }).get(at), 403, 'staff of workspace demo');
    assertError(await c.get('/workspaces/birch/integrations'), 404, 'No workspace birch');
  });

  test('refuses bad settings naming the field in plain words, and writes nothing', async () => {
    const before = (await ok(c.get(at))).installed.length;
    const bad = [
      [{ signingSecret: secret }, 'Endpoint URL is required', 'url'],
      [{ url: 'ftp://example.com', signingSecret: secret }, 'Endpoint URL must be an https:// address', 'url'],
      [{ url: 'https://example.com/hook', signingSecret: 'short' }, 'Signing secret must be whsec_', 'signingSecret'],
      [{ url: 'https://example.com/hook', signingSecret: secret, events: ['order.deleted'] }, 'Events has "order.deleted"', 'events'],
      [{ url: 'https://example.com/hook', signingSecret: secret, colour: 'red' }, 'no setting "colour"', 'colour'],
    ] as const;
    for (const [settings, message, field] of bad) {
      const reply = await install(settings);
      assertError(reply, 400, message);
      assert.equal(reply.body.field, field);
    }
    assertError(await c.post(at, { type: 'carrier-pigeon', settings: {} }), 400, 'type must be one of webhook, sync, export');
    assert.equal((await ok(c.get(at))).installed.length, before);
  });

  test('stores secrets sealed, answers only that they are set, and keeps them when settings change without them', async () => {
    const hook = await ok(install({ url: 'https://example.com/hook', signingSecret: secret }), 201);
    assert.deepEqual(hook.secrets, { signingSecret: true });
    assert.equal(JSON.stringify(hook).includes(secret), false);
    const [row] = await server.store.find('integrations', { where: w.eq('id', hook.id) });
    assert.equal(JSON.stringify(row).includes(secret), false);
    assert.deepEqual(Object.keys(row.sealed.signingSecret).sort(), ['data', 'iv', 'tag']);
    const changed = await ok(c.patch(`${at}/${hook.id}`, { name: 'ERP hook', settings: { url: 'https://example.com/other' } }));
    assert.deepEqual([changed.name, changed.settings.url, changed.secrets.signingSecret], ['ERP hook', 'https://example.com/other', true]);
    assert.equal((await ok(c.patch(`${at}/${hook.id}`, { status: 'paused' }))).status, 'paused');
    await ok(c.del(`${at}/${hook.id}`), 204);
    assertError(await c.get(`${at}/${hook.id}`), 404);
  });
});

describe('the installed integrations in GraphQL', () => {
  const INSTALLED = `query ($limit: PageSize, $cursor: String) { integrations(limit: $limit, cursor: $cursor) {
    total next items { id type name status settings secrets created updated createdBy nextRun } } }`;

  test('page as GET …/integrations lists them, oldest first, never with a secret; a guest is refused, a bad cursor named', async () => {
    const made = [
      await ok(install({ url: 'https://example.com/paged', signingSecret: secret }), 201),
      await ok(install({ dataset: 'orders', format: 'csv', schedule: 'none' }, 'export'), 201),
      await ok(install({ dataset: 'customers', format: 'xlsx', schedule: 'weekly' }, 'export'), 201),
    ];
    try {
      const { installed } = await ok(c.get(at));
      assert.ok(installed.length >= 3);
      const paged: unknown[] = [];
      let cursor: string | null = null;
      do {
        const reply = await gql(server, INSTALLED, { limit: 2, cursor });
        assert.equal(JSON.stringify(reply.body).includes(secret), false);
        const page: any = reply.body.data.integrations;
        assert.equal(page.total, installed.length);
        assert.ok(page.items.length <= 2);
        paged.push(...page.items);
        cursor = page.next;
      } while (cursor);
      assert.deepEqual(paged, installed.map(({ workspace: _w, ...view }: any) => view));
      const webhook: any = paged.find((item: any) => item.id === made[0].id);
      assert.deepEqual([webhook.secrets, webhook.settings], [{ signingSecret: true }, { url: 'https://example.com/paged' }]);
      assert.equal(typeof (paged.find((item: any) => item.id === made[2].id) as any).nextRun, 'string');

      const guest = await gql(server, INSTALLED, {}, { as: DEMO_GUEST });
      assert.equal(guest.body.errors[0].extensions.code, 'FORBIDDEN');
      assert.match(guest.body.errors[0].message, /Only staff of workspace demo may see its integrations/);
      const foreign = await gql(server, INSTALLED, { cursor: Buffer.from('["members","a","b"]').toString('base64url') });
      assert.equal(foreign.body.errors[0].extensions.code, 'BAD_REQUEST');
      assert.match(foreign.body.errors[0].message, /cursor is not a cursor of this integrations/);
      assert.equal((await gqlData(server, INSTALLED, { limit: 1 })).integrations.items.length, 1);
    } finally {
      for (const { id } of made) await ok(c.del(`${at}/${id}`), 204);
    }
  });
});

describe('webhooks', () => {
  test('an order placed is POSTed to the endpoint, signed so that Standard Webhooks verifies it, and logged', async () => {
    receiver.status = 200;
    const hook = await ok(install({ url: `${receiver.url}/hook`, signingSecret: secret, events: ['order.created'] }), 201);
    const order = await placeOrder();
    await until(() => receiver.received.some((r) => r.path === '/hook' && r.body.includes(order)), 'the delivery');
    const delivery = receiver.received.find((r) => r.body.includes(order))!;
    const payload = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as any;
    assert.equal(payload.type, 'order.created');
    assert.equal(payload.data.id, order);
    assert.equal(payload.data.row.customer, 'webhook@example.com');
    // a wrong secret does not verify
    assert.throws(() => new Webhook(`whsec_${Buffer.from('another secret of 24 bytes..').toString('base64')}`).verify(delivery.body, delivery.headers as Record<string, string>));
    await until(async () => (await ok(c.get(`${at}/${hook.id}/deliveries`))).deliveries[0]?.status === 'delivered', 'the log to say delivered');
    const [logged] = (await ok(c.get(`${at}/${hook.id}/deliveries`))).deliveries;
    assert.equal(logged.event.id, delivery.headers['webhook-id']);
    assert.deepEqual(logged.attempts.map((a: any) => a.status), [200]);
    // the run is Complete in the installer's bell, grouped under the webhook
    const [bell] = (await notificationsOf(logged.id)).slice(-1);
    assert.deepEqual([bell.recipient, bell.notification.kind, bell.notification.status, bell.notification.documentId], ['admin@demo.joinery.test', 'IntegrationRun', 'Complete', hook.id]);
    await ok(c.del(`${at}/${hook.id}`), 204);
  });

  test('a 500 is retried with growing waits, and after the last attempt the delivery and its run are Failed; replay sends it again', async () => {
    receiver.status = 500;
    const hook = await ok(install({ url: `${receiver.url}/failing`, signingSecret: secret }), 201);
    const order = await placeOrder();
    const log = async () => (await ok(c.get(`${at}/${hook.id}/deliveries`))).deliveries.find((d: any) => d.event.data.id === order);
    await until(async () => (await log())?.status === 'failed', 'the delivery to fail');
    const failed = await log();
    assert.deepEqual(failed.attempts.map((a: any) => a.status), [500, 500, 500]);
    const times = failed.attempts.map((a: any) => Date.parse(a.at));
    // 20 ms, then 40 ms: each wait at least the one before it doubled
    assert.ok(times[1] - times[0] >= 20 && times[2] - times[1] >= 40, `waits ${times[1] - times[0]}, ${times[2] - times[1]}`);
    assert.equal(receiver.received.filter((r) => r.path === '/failing' && r.body.includes(order)).length, 3);
    const statuses = (await notificationsOf(failed.id)).map((e) => e.notification.status);
    assert.deepEqual(statuses, ['Scheduled', 'Scheduled', 'Failed']);

    receiver.status = 204;
    const replay = await ok(c.post(`${at}/${hook.id}/deliveries/${failed.id}/replay`), 201);
    assert.equal(replay.replayOf, failed.id);
    await until(async () => (await ok(c.get(`${at}/${hook.id}/deliveries`))).deliveries.find((d: any) => d.id === replay.id)?.status === 'delivered', 'the replay');
    await ok(c.del(`${at}/${hook.id}`), 204);
  });

  test('the same events reach a GraphQL subscription of the workspace, filtered by type', async () => {
    const client = await subscriptionClient(server);
    const events = next(client, 'subscription { lifecycleEvents(types: ["order.created"]) { id type timestamp data } }', {}, 1);
    await events.ready;
    const order = await placeOrder();
    const [{ lifecycleEvents: event }] = await events.values;
    assert.deepEqual([event.type, event.data.id, event.data.collection], ['order.created', order, 'orders']);
    assert.match(event.id, /^msg_/);
    await client.dispose();
  });

  test('a task completing is delivered as task.completed', async () => {
    receiver.status = 200;
    const hook = await ok(install({ url: `${receiver.url}/tasks`, signingSecret: secret, events: ['task.completed'] }), 201);
    const rt = systemRuntime(server.store);
    const dir = folders.make();
    const { id } = await server.store.transaction((tx) => enqueueTask(tx, rt, { workspace: 'demo', owner: DEMO_ADMIN, type: 'test-record', title: 'A recorded task', input: { dir }, documentType: null, documentId: null }));
    await until(() => receiver.received.some((r) => r.path === '/tasks' && r.body.includes(id)), 'the task.completed delivery');
    const payload = new Webhook(secret).verify(receiver.received.find((r) => r.path === '/tasks')!.body, receiver.received.find((r) => r.path === '/tasks')!.headers as Record<string, string>) as any;
    assert.deepEqual([payload.type, payload.data.id, payload.data.title], ['task.completed', id, 'A recorded task']);
    await ok(c.del(`${at}/${hook.id}`), 204);
  });

  test('a paused webhook is sent nothing and logs nothing', async () => {
    receiver.status = 200;
    const hook = await ok(install({ url: `${receiver.url}/paused`, signingSecret: secret }), 201);
    await ok(c.patch(`${at}/${hook.id}`, { status: 'paused' }));
    await placeOrder();
    assert.equal((await ok(c.get(`${at}/${hook.id}/deliveries`))).deliveries.length, 0);
    await ok(c.del(`${at}/${hook.id}`), 204);
  });
});

describe('sync targets', () => {
  test("make the products page's Sync fetch any JSON source with the auth header, mapping its list to our fields", async () => {
    receiver.sources.set('/catalogue.json', { result: { products: [{ title: 'Oak shelf', code: 'OS-1', price: { amount: 120 } }, { title: 'Birch desk', code: 'BD-2', price: { amount: 340 } }] } });
    const target = await ok(
      install({ urlPoint: 'products', url: `${receiver.url}/catalogue.json`, authHeaderName: 'X-Api-Key', authHeaderValue: 'erp-token-1', itemsPath: 'result.products', mapping: 'name = title\nsku = code\nprice = price.amount' }, 'sync'),
      201,
    );
    assert.deepEqual(target.secrets, { authHeaderValue: true });
    const synced = await ok(c.get('/external/products'));
    assert.deepEqual(synced.items, [
      { name: 'Oak shelf', sku: 'OS-1', price: 120 },
      { name: 'Birch desk', sku: 'BD-2', price: 340 },
    ]);
    const request = receiver.received.filter((r) => r.path === '/catalogue.json').at(-1)!;
    assert.equal(request.headers['x-api-key'], 'erp-token-1');
    // a second target may not take the same sync point; pausing frees it and Sync then says there is none
    assertError(await install({ urlPoint: 'products', url: `${receiver.url}/other.json` }, 'sync'), 409, 'Sync point products is already used');
    await ok(c.patch(`${at}/${target.id}`, { status: 'paused' }));
    assertError(await c.get('/external/products'), 404, 'No external target products');
    await ok(c.patch(`${at}/${target.id}`, { status: 'active' }));
    assertError(await install({ urlPoint: 'orders', url: 'http://example.com/orders' }, 'sync'), 400, 'Source URL must be an https:// address');
    assertError(await install({ urlPoint: 'orders', url: `${receiver.url}/o`, mapping: 'name title' }, 'sync'), 400, "Field mapping must be lines of 'our field = source field'");
  });

  test('a source that fails is a 502 naming it, and a Failed run in the bell', async () => {
    const target = await ok(install({ urlPoint: 'orders', url: `${receiver.url}/missing.json` }, 'sync'), 201);
    assertError(await c.get('/external/orders'), 502, 'answered 404');
    const runs = (await ok(c.get(`${at}/${target.id}/runs`))).runs;
    assert.deepEqual([runs[0].status, runs[0].flow], ['Failed', 'sync orders']);
  });
});

describe('exports', () => {
  const exported = async (settings: Record<string, unknown>) => {
    const job = await ok(install(settings, 'export'), 201);
    const run = await ok(c.post(`${at}/${job.id}/runs`), 201);
    assert.equal(run.status, 'Submitted');
    await until(async () => (await ok(c.get(`${at}/${job.id}/runs`))).runs[0].status === 'Complete', 'the export');
    const [done] = (await ok(c.get(`${at}/${job.id}/runs`))).runs;
    const response = await fetch(`${server.url}${done.download}`);
    assert.equal(response.status, 200);
    return { done, response };
  };

  test('orders as CSV: one row per order with its total, linked from the bell', async () => {
    const { done, response } = await exported({ dataset: 'orders', format: 'csv', schedule: 'none' });
    assert.match(response.headers.get('content-type')!, /text\/csv/);
    const lines = (await response.text()).trim().split('\n');
    assert.equal(lines[0], 'id,reference,status,customer,created,lastEdited,totalItems,totalPrice,currency');
    assert.equal(lines.length - 1, (await ok(c.get('/orders?limit=100'))).items.length);
    const [bell] = (await notificationsOf(done.id)).slice(-1);
    assert.deepEqual([bell.notification.status, bell.notification.link], ['Complete', done.download]);
    // the bell keeps it with its download, for a bell opened later
    const admin = await server.model.directory.actorFor(DEMO_ADMIN);
    const [item] = (await server.model.bell.items(admin)).filter((i) => i.id === done.id);
    assert.deepEqual([item.kind, item.status, item.link, item.message], ['IntegrationRun', 'Complete', done.download, done.description]);
  });

  test('cut lists as XLSX: a workbook with a row per part of each work batch', async () => {
    const { response } = await exported({ dataset: 'cutlists', format: 'xlsx', schedule: 'none' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as any);
    const sheet = workbook.getWorksheet('cutlists')!;
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 6), ['workBatch', 'workBatchName', 'group', 'part', 'module']);
    const parts: unknown[] = [];
    sheet.eachRow((row, n) => n > 1 && parts.push(row.getCell(4).value));
    assert.ok(parts.includes('Desk top/Board'), `parts: ${parts.join(', ')}`);
  });

  test('a scheduled export runs by itself when its time comes', async () => {
    const job = await ok(install({ dataset: 'customers', format: 'csv', schedule: 'daily' }, 'export'), 201);
    assert.ok(Date.parse(job.nextRun) > Date.now() + 23 * 3600_000);
    await server.store.update('integrations', w.eq('id', job.id), { set: { nextRun: Date.now() - 1 } });
    await until(async () => (await ok(c.get(`${at}/${job.id}/runs`))).runs[0]?.status === 'Complete', 'the scheduled run');
    const next = await ok(c.get(`${at}/${job.id}`));
    assert.ok(Date.parse(next.nextRun) > Date.now() + 23 * 3600_000, 'the next run is a day on');
  });
});
