// A large work batch computes its groups as a task (issue 19 §3), over real HTTP. The threshold is
// lowered to 5 pieces (PRODUCTION_GROUPING_TASK_PIECES) so the demo order OA-1001 is 'large'. The first
// server runs no tasks (TASK_WORKERS=0), so the batch is seen while its task waits: its groups answer
// that they are still being computed, and the bell shows the task; cancelling writes nothing. A second
// server over the same database runs tasks: restarted, the task writes the groups whole.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gqlData } from '../support/graphql.ts';
import { until } from '../support/process.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, storeFingerprint, type Client } from './helpers.ts';

const LARGE = { PRODUCTION_GROUPING_TASK_PIECES: '5' };

let idle: TestServer;
let working: TestServer | undefined;
let c: Client;
let batch: { id: string; task: string };
let sent: { id: string; version: number };

beforeAll(async () => {
  idle = await startTestServer({ env: { ...LARGE, TASK_WORKERS: '0' } });
  c = client(idle);
  const order = (await ok(c.get('/orders?limit=100'))).items.find((o: any) => o.data.reference === 'OA-1001');
  sent = { id: order.id, version: order.version };
});
afterAll(async () => {
  await working?.close();
  await idle?.close();
});

const bellItem = async (id: string) => (await ok(c.get('/notifications'))).find((item: any) => item.id === id);

describe('a batch of more pieces than the threshold', () => {
  test('is made at once with its orders in processing; its groups answer that they are still being computed, and the bell shows the task', async () => {
    const reply = await ok(c.post('/production', { orders: [sent], name: 'Week 49' }), 201);
    const made = await ok(c.get(`/workbatches/${reply.id}`));
    assert.equal(made.document.groups, undefined);
    assert.match(made.document.grouping.task, /^[0-9a-f]{24}$/);
    batch = { id: reply.id, task: made.document.grouping.task };
    assert.equal((await ok(c.get(`/orders/${sent.id}`))).document.status, 'processing');

    const groups = await c.get(`/workbatches/${batch.id}/groups`);
    assertError(groups, 409, `The groups of Work batch ${batch.id} are still being computed: 0% done (task ${batch.task})`);
    assert.equal(groups.headers.get('retry-after'), '2');
    assert.deepEqual(groups.body.task, { id: batch.task, status: 'Submitted', progress: 0 });
    assertError(await c.get(`/workbatches/${batch.id}/groups/0/data`), 409, 'still being computed');

    const item = await bellItem(batch.task);
    assert.deepEqual([item.kind, item.title, item.status, item.progress, item.documentId], ['Task', 'Grouping the parts of Week 49', 'Submitted', 0, batch.id]);
    const task = await ok(c.get(`/tasks/${batch.task}`));
    assert.deepEqual(task.stages.map((s: any) => s.name), ['group', 'nest']);
    // the batch screen's query: no groups yet, and the task computing them
    const { workBatch } = await gqlData(idle, `{ workBatch(id: "${batch.id}") { groupList { key } groupingTask { id status progress } } }`);
    assert.deepEqual(workBatch, { groupList: [], groupingTask: { id: batch.task, status: 'Submitted', progress: 0 } });
  });

  test('cancelled, its task writes nothing: the batch keeps waiting and its groups name the task to restart', async () => {
    const before = await storeFingerprint(idle);
    const cancelled = await ok(c.post(`/tasks/${batch.task}/cancel`));
    assert.equal(cancelled.status, 'Failed');
    assert.equal(await storeFingerprint(idle), before);
    assertError(await c.get(`/workbatches/${batch.id}/groups`), 409, `were not computed: Cancelled by`, `Restart task ${batch.task}`);
    assert.equal((await ok(c.get(`/workbatches/${batch.id}`))).version, 1);
  });

  test('restarted where tasks run, the task writes the groups and their nesting as the batch\'s next version', { timeout: 60_000 }, async () => {
    assert.equal((await ok(c.post(`/tasks/${batch.task}/restart`))).status, 'Submitted');
    working = await startTestServer({ dataDir: idle.dataDir, env: { ...LARGE, TASK_WORKERS: '1' } });
    await until(async () => (await ok(c.get(`/tasks/${batch.task}`))).status === 'Complete', 'the grouping task to complete', 45_000);

    const grouped = await ok(c.get(`/workbatches/${batch.id}`));
    assert.equal(grouped.version, 2);
    assert.equal(grouped.document.grouping, undefined);
    const groups = (await ok(c.get(`/workbatches/${batch.id}/groups`))).document;
    const panels = groups.find((g: any) => g.key === 'Panel');
    // as the same order grouped inline gives (production.test.ts): seven panels, every one nested
    assert.equal(panels.items.length, 7);
    assert.ok(panels.items.every((item: any) => item.order.id === sent.id));
    const placed = panels.nesting.materials.flatMap((m: any) => m.sheets.flatMap((s: any) => s.placements.map((p: any) => p.item)));
    assert.deepEqual(placed.sort((a: number, b: number) => a - b), [0, 1, 2, 3, 4, 5, 6]);
    assert.equal((await ok(c.get(`/workbatches/${batch.id}/groups/0/data`))).document.key, 'Panel');
    const item = await bellItem(batch.task);
    assert.deepEqual([item.status, item.progress], ['Complete', 100]);
    const { workBatch } = await gqlData(idle, `{ workBatch(id: "${batch.id}") { groupList { key count } groupingTask { id } } }`);
    assert.deepEqual([workBatch.groupList[0], workBatch.groupingTask], [{ key: 'Panel', count: 7 }, null]);
  });
});
