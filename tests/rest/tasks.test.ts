// Tasks over HTTP (issue 21 §1): REST and GraphQL read a task with its stages, log and document, carry out
// Cancel, Restart and Report with the model's checks (404 unseen, 403 not theirs, 409 not now), and answer
// the bell: items newest first, marked read, finished ones cleared.
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { enqueueTask, type NewTask } from '../../rest/model/tasks/tasks.ts';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_GUEST, DEMO_USER, BIRCH_ADMIN } from '../support/demo-users.ts';
import { gqlData } from '../support/graphql.ts';
import { until } from '../support/process.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import '../support/task-types.ts';
import { tempFolders } from '../support/temp.ts';
import { assertError, client, ok, type Client } from './helpers.ts';

const folders = tempFolders('joinery-rest-tasks');
let server: TestServer;
let c: Client;

beforeAll(async () => {
  server = await startTestServer({ env: { TASK_LEASE_SECONDS: '5', SUPPORT_EMAIL: 'help@demo.joinery.test' } });
  c = client(server);
});
afterAll(async () => {
  await server.close();
  folders.removeAll();
});

const enqueue = (task: Partial<NewTask> & Pick<NewTask, 'type' | 'input'>, owner = DEMO_EDITOR) => {
  const rt = systemRuntime(server.store);
  return server.store.transaction((tx) => enqueueTask(tx, rt, { workspace: 'demo', owner, title: 'Importing chair.step', documentType: 'module', documentId: 'aaaaaaaaaaaaaaaaaaaaaaaa', documentName: 'Chair', ...task }));
};
const later = () => new Date(Date.now() + 3_600_000);

describe('tasks over REST', () => {
  test('GET /api/tasks/{id} answers the task with stages, log, document and actions; staff see it, others get 404', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-record', input: { dir } });
    const editor = client(server, { as: DEMO_EDITOR });
    await until(async () => (await editor.get(`/tasks/${id}`)).body.status === 'Complete', 'the task to complete');
    const task = await ok(editor.get(`/tasks/${id}`));
    assert.deepEqual(
      [task.status, task.progress, task.stages, task.documentType, task.documentId, task.documentName, task.owner, task.attempts],
      ['Complete', 1, [{ name: 'record', progress: 1 }, { name: 'wait', progress: 1 }], 'module', 'aaaaaaaaaaaaaaaaaaaaaaaa', 'Chair', DEMO_EDITOR, 1],
    );
    assert.match(task.log[0].line, /^recorded by \d+$/);
    assert.deepEqual(task.actions, { cancel: false, restart: false, report: false });
    assert.equal((await ok(c.get(`/tasks/${id}`))).id, id, 'an admin of its workspace sees it');
    assertError(await client(server, { as: DEMO_GUEST }).get(`/tasks/${id}`), 404, `No task ${id}`);
    assertError(await client(server, { as: BIRCH_ADMIN }).get(`/tasks/${id}`), 404);
    assertError(await c.get('/tasks/not-an-id'), 400, 'taskId');
    assert.ok((await ok(editor.get('/tasks'))).some((t: { id: string }) => t.id === id));
    assert.ok(!(await ok(client(server, { as: DEMO_USER }).get('/tasks'))).some((t: { id: string }) => t.id === id), 'the list is of your own tasks');
  });

  test('Cancel, Restart and Report: only the owner or an admin, only when §4 allows, with the reason in a 409', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-record', input: { dir, hold: true } });
    const editor = client(server, { as: DEMO_EDITOR });
    await until(() => existsSync(join(dir, 'runs.log')), 'the task to start');
    assertError(await client(server, { as: DEMO_USER }).post(`/tasks/${id}/cancel`), 403, `Only ${DEMO_EDITOR}`);
    assertError(await editor.post(`/tasks/${id}/report`), 409, 'The task is Running: Only a Failed task can be reported');
    assertError(await editor.post(`/tasks/${id}/restart`), 409, 'It can be restarted when it has Failed or is older than 10 minutes');
    const asked = await ok(editor.post(`/tasks/${id}/cancel`));
    assert.equal(asked.cancelRequested, DEMO_EDITOR);
    await until(async () => (await editor.get(`/tasks/${id}`)).body.status === 'Failed', 'the cancel to stop it');
    const failed = await ok(editor.get(`/tasks/${id}`));
    assert.deepEqual([failed.message, failed.actions], [`Cancelled by ${DEMO_EDITOR}`, { cancel: false, restart: true, report: true }]);
    const reported = await ok(c.post(`/tasks/${id}/report`));
    assert.equal(reported.sentTo, 'help@demo.joinery.test');
    assert.ok(reported.reported);
    writeFileSync(join(dir, 'release'), '');
    assert.equal((await ok(editor.post(`/tasks/${id}/restart`))).status, 'Submitted');
    await until(async () => (await editor.get(`/tasks/${id}`)).body.status === 'Complete', 'the restarted task to complete');
    assertError(await c.post('/tasks/0123456789abcdef01234567/cancel'), 404);
  });
});

describe('tasks and the bell over GraphQL', () => {
  test('task, cancelTask and bell answer what REST does; refused actions are payload errors', async () => {
    const { id } = await enqueue({ type: 'test-record', input: { dir: folders.make() }, runAt: later() }, DEMO_ADMIN);
    const read = await gqlData(server, `query ($id: ID!) { task(id: $id) { id status progress stages { name progress } documentName actions { cancel restart report } } }`, { id });
    assert.deepEqual(read.task, { id, status: 'Scheduled', progress: 0, stages: [{ name: 'record', progress: 0 }, { name: 'wait', progress: 0 }], documentName: 'Chair', actions: { cancel: true, restart: false, report: false } });
    const refused = await gqlData(server, `mutation ($id: ID!) { reportTask(id: $id) { task { id } errors { code message } } }`, { id });
    assert.deepEqual(refused.reportTask.task, null);
    assert.equal(refused.reportTask.errors[0].code, 'CONFLICT');
    const cancelled = await gqlData(server, `mutation ($id: ID!) { cancelTask(id: $id) { task { status message } errors { code } } }`, { id });
    assert.deepEqual(cancelled.cancelTask, { task: { status: 'Failed', message: `Cancelled by ${DEMO_ADMIN}` }, errors: [] });
    const { bell } = await gqlData(server, '{ bell { id kind status progress documentName isRead } }');
    assert.deepEqual(bell.find((item: { id: string }) => item.id === id), { id, kind: 'Task', status: 'Failed', progress: 0, documentName: 'Chair', isRead: false });
  });

  test("closing marks read, 'Clear completed' removes finished items only, over REST and GraphQL alike", async () => {
    const done = await enqueue({ type: 'test-record', input: { dir: folders.make() } }, DEMO_ADMIN);
    const waiting = await enqueue({ type: 'test-record', input: { dir: folders.make() }, runAt: later() }, DEMO_ADMIN);
    await until(async () => (await c.get(`/tasks/${done.id}`)).body.status === 'Complete', 'the task to complete');
    assert.deepEqual(await ok(c.post('/notifications/read', { ids: [done.id, waiting.id] })), { count: 2 });
    const items = await ok(c.get('/notifications'));
    assert.ok(items.filter((i: { id: string }) => [done.id, waiting.id].includes(i.id)).every((i: { isRead: boolean }) => i.isRead));
    assert.equal((await gqlData(server, 'mutation ($ids: [ID!]!) { clearNotifications(ids: $ids) }', { ids: [done.id, waiting.id] })).clearNotifications, 1);
    const left = (await ok(c.get('/notifications'))).map((i: { id: string }) => i.id);
    assert.ok(!left.includes(done.id) && left.includes(waiting.id));
    assertError(await c.post('/notifications/read', { ids: 'all' }), 400, 'ids');
    await ok(c.post(`/tasks/${waiting.id}/cancel`));
  });
});
