// Tasks in one process (issue 21 §1): a task enqueued in a transaction is claimed and run, on the main
// thread or in a worker thread, with progress by stage; Cancel really stops a running one and leaves
// nothing half-written; Restart and Report follow §4; the owner's bell and the event feed hear of each change.
// The runner and the integrations worker poll once a minute here: what this process enqueues or writes
// wakes them, so every task runs, and the webhook delivery goes out, long before a poll would find it.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { modelOptions } from '../../rest/app.ts';
import { readConfig } from '../../rest/config.ts';
import { EVENTS } from '../../rest/model/effects/events.ts';
import type { Actor } from '../../rest/model/identity/actor.ts';
import { createModel, type Model } from '../../rest/model/model.ts';
import { systemRuntime, type Runtime } from '../../rest/model/runtime.ts';
import { TASKS, type TaskRow } from '../../rest/model/tasks/task-rows.ts';
import { enqueueTask, type NewTask } from '../../rest/model/tasks/tasks.ts';
import { w } from '../../rest/store/port.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { until } from '../support/process.ts';
import { startReceiver } from '../support/receiver.ts';
import '../support/task-types.ts';
import { tempFolders } from '../support/temp.ts';

const folders = tempFolders('joinery-tasks');
const OWNER: Actor = { email: 'owner@tasks.joinery.test', name: 'Owner', workspace: 'tasks', memberships: [{ workspace: 'tasks', roles: ['editor'] }] };
const OTHER: Actor = { email: 'other@tasks.joinery.test', name: 'Other', workspace: 'tasks', memberships: [{ workspace: 'tasks', roles: ['user'] }] };
const STRANGER: Actor = { email: 'stranger@elsewhere.joinery.test', name: 'Stranger', workspace: 'elsewhere', memberships: [{ workspace: 'elsewhere', roles: ['admin'] }] };

let dataDir: string;
let store: SqliteStore;
let rt: Runtime;
let model: Model;

beforeAll(async () => {
  dataDir = folders.make();
  store = new SqliteStore({ file: join(dataDir, 'joinery.sqlite') });
  await store.connect();
  rt = systemRuntime(store);
  const config = readConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'help@tasks.joinery.test', TASK_LEASE_SECONDS: '5', TASK_POLL_MS: '60000', INTEGRATIONS_POLL_MS: '60000' });
  model = await createModel(rt, modelOptions(config));
  await model.directory.addWorkspace({ alias: 'tasks', name: 'Tasks', color: '#336699', plan: 'ENTERPRISE' });
  model.taskRunner.start();
});

afterAll(async () => {
  await model.taskRunner.stop();
  await store.close();
  folders.removeAll();
});

const enqueue = (task: Partial<NewTask> & Pick<NewTask, 'type' | 'input'>) =>
  store.transaction((tx) => enqueueTask(tx, rt, { workspace: 'tasks', owner: OWNER.email, title: `A ${task.type}`, documentType: 'module', documentId: 'doc-1', documentName: 'Chair', ...task }));
const taskRow = async (id: string) => (await store.findOne(TASKS, w.eq('id', id))) as TaskRow;
const settled = (id: string) => until(async () => ['Complete', 'Failed'].includes((await taskRow(id)).status), `task ${id} to finish`);

describe('running tasks', () => {
  it('runs a task on the main thread to Complete, with its stages, log and events, and tells its owner', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-record', input: { dir } });
    await settled(id);
    const task = await model.tasks.get(OWNER, id);
    assert.equal(task.status, 'Complete');
    assert.equal(task.progress, 1);
    assert.deepEqual(task.stages, [{ name: 'record', progress: 1 }, { name: 'wait', progress: 1 }]);
    assert.equal(task.attempts, 1);
    assert.match(task.log.map((l) => l.line).join('\n'), new RegExp(`recorded by ${process.pid}`));
    assert.equal(readFileSync(join(dir, 'runs.log'), 'utf8'), `${id} ${process.pid}\n`);
    const statuses = (await store.find(EVENTS, { where: w.eq('notification.id', id), sort: [{ field: 'seq', dir: 'asc' }] })).map((e) => e.notification.status);
    assert.deepEqual([statuses[0], statuses.at(-1)], ['Submitted', 'Complete']);
    assert.ok(statuses.includes('Running'));
    const [item] = (await model.bell.items(OWNER)).filter((i) => i.id === id);
    assert.deepEqual([item.kind, item.status, item.progress, item.documentId, item.documentName, item.isRead], ['Task', 'Complete', 100, 'doc-1', 'Chair', false]);
  });

  it('runs work in a worker thread and writes its result in the transaction that completes it', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-spin', input: { dir, spins: 20 } });
    await settled(id);
    assert.equal((await taskRow(id)).status, 'Complete');
    assert.deepEqual(await store.findOne('test_task_results', w.eq('id', id)), { id, spun: 20 });
    assert.equal(readFileSync(join(dir, 'spins.log'), 'utf8'), `${id} started\n${id} finished\n`);
  });

  it('Cancel stops a running worker thread: the task fails as cancelled, and nothing of its result is written', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-spin', input: { dir } });
    await until(async () => (await taskRow(id)).progress > 0, 'the spin to report progress');
    const asked = await model.tasks.cancel(OWNER, id);
    assert.equal(asked.cancelRequested, OWNER.email);
    await settled(id);
    const task = await model.tasks.get(OWNER, id);
    assert.deepEqual([task.status, task.message], ['Failed', `Cancelled by ${OWNER.email}`]);
    assert.deepEqual(task.actions, { cancel: false, restart: true, report: true });
    assert.equal(await store.findOne('test_task_results', w.eq('id', id)), null);
    assert.equal(readFileSync(join(dir, 'spins.log'), 'utf8'), `${id} started\n`);
  });

  it('Cancel of a task that has not started fails it at once; a finished one cannot be cancelled', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-record', input: { dir }, runAt: new Date(Date.now() + 3_600_000) });
    assert.equal((await taskRow(id)).status, 'Scheduled');
    const cancelled = await model.tasks.cancel(OWNER, id);
    assert.deepEqual([cancelled.status, cancelled.message], ['Failed', `Cancelled by ${OWNER.email}`]);
    await assert.rejects(model.tasks.cancel(OWNER, id), /is Failed: It can be cancelled only while it is Running, Submitted or Scheduled/);
    assert.equal(existsSync(join(dir, 'runs.log')), false);
  });

  it('Restart runs a failed task again from its first stage; Report mails its failure and log to support', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-record', input: { dir, hold: true } });
    await until(() => existsSync(join(dir, 'runs.log')), 'the task to start');
    await model.tasks.cancel(OWNER, id);
    await settled(id);
    const report = await model.tasks.report(OWNER, id);
    assert.equal(report.sentTo, 'help@tasks.joinery.test');
    const [mail] = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('help@tasks.joinery.test.eml'));
    // quoted-printable: soft line breaks joined again
    const text = readFileSync(join(dataDir, 'mail', mail), 'utf8').replace(/=\r?\n/g, '');
    assert.match(text, /Subject: Task failed: A test-record/);
    assert.match(text, new RegExp(`Reason: Cancelled by ${OWNER.email.replace('.', '\\.')}`));
    assert.match(text, /recorded by \d+/);

    writeFileSync(join(dir, 'release'), '');
    const restarted = await model.tasks.restart(OWNER, id);
    assert.deepEqual([restarted.status, restarted.progress], ['Submitted', 0]);
    await settled(id);
    assert.equal((await taskRow(id)).status, 'Complete');
    assert.equal(readFileSync(join(dir, 'runs.log'), 'utf8').trim().split('\n').length, 2);
    await assert.rejects(model.tasks.report(OWNER, id), /Only a Failed task can be reported/);
    await assert.rejects(model.tasks.restart(OWNER, id), /It can be restarted when it has Failed or is older than 10 minutes/);
  });

  it('Restart of a task running for over 10 minutes stops that run (its lease is no longer its own) and runs it again', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ type: 'test-record', input: { dir, hold: true } });
    await until(() => existsSync(join(dir, 'runs.log')), 'the task to start');
    await store.update(TASKS, w.eq('id', id), { set: { created: new Date(Date.now() - 11 * 60_000).toISOString() } });
    assert.equal((await model.tasks.restart(OWNER, id)).status, 'Submitted');
    await until(() => existsSync(join(dir, 'stopped.log')), 'the first run to be stopped');
    await until(() => readFileSync(join(dir, 'runs.log'), 'utf8').trim().split('\n').length === 2, 'the second run to start');
    writeFileSync(join(dir, 'release'), '');
    await settled(id);
    const task = await taskRow(id);
    assert.deepEqual([task.status, task.attempts], ['Complete', 2]);
    assert.equal(readFileSync(join(dir, 'stopped.log'), 'utf8').trim().split('\n').length, 1);
  });

  it('answers the progress of unfinished tasks by document, the lowest when several run, for staff of the workspace only', async () => {
    const waiting = { type: 'test-record', input: { dir: folders.make() }, runAt: new Date(Date.now() + 3_600_000), documentId: 'doc-progress' } as const;
    const a = await enqueue(waiting);
    const b = await enqueue(waiting);
    await store.update(TASKS, w.eq('id', a.id), { set: { progress: 0.5 } });
    assert.deepEqual(await model.tasks.progressByDocument(OTHER, ['doc-progress', 'doc-none']), { 'doc-progress': { progress: 0, taskId: b.id, status: 'Scheduled' } });
    assert.deepEqual(await model.tasks.progressByDocument(STRANGER, ['doc-progress']), {});
    await model.tasks.cancel(OWNER, a.id);
    await model.tasks.cancel(OWNER, b.id);
    assert.deepEqual(await model.tasks.progressByDocument(OWNER, ['doc-progress']), {});
  });

  it('shows a task to its workspace staff, lets only its owner or an admin act, and hides it from others', async () => {
    const { id } = await enqueue({ type: 'test-record', input: { dir: folders.make() }, runAt: new Date(Date.now() + 3_600_000) });
    assert.equal((await model.tasks.get(OTHER, id)).id, id);
    await assert.rejects(model.tasks.cancel(OTHER, id), (e: Error & { code?: string }) => e.code === 'FORBIDDEN');
    await assert.rejects(model.tasks.get(STRANGER, id), (e: Error & { code?: string }) => e.code === 'NOT_FOUND');
    await model.tasks.cancel(OWNER, id);
  });
});

describe('waking the background work of this process', () => {
  it("a task's completion is delivered to a webhook at once, by the worker its outbox row woke", async () => {
    const receiver = await startReceiver();
    const admin: Actor = { ...OWNER, email: 'admin@tasks.joinery.test', memberships: [{ workspace: 'tasks', roles: ['admin'] }] };
    const signingSecret = `whsec_${Buffer.alloc(24, 3).toString('base64')}`;
    const hook = await model.integrations.installed.install(admin, 'tasks', { type: 'webhook', settings: { url: `${receiver.url}/hook`, signingSecret, events: ['task.completed'] } });
    model.integrations.worker.start();
    try {
      const { id } = await enqueue({ type: 'test-record', input: { dir: folders.make() } });
      // within until's 15 s: woken, not found by the minute's poll
      await until(() => receiver.received.some((r) => r.path === '/hook' && r.body.includes(id)), 'the task.completed delivery');
    } finally {
      await model.integrations.worker.stop();
      await model.integrations.installed.remove(admin, 'tasks', hook.id);
      await receiver.close();
    }
  });
});

describe('the bell', () => {
  it('marks items read and clears only finished ones, for their recipient alone', async () => {
    const done = await enqueue({ type: 'test-record', input: { dir: folders.make() } });
    const waiting = await enqueue({ type: 'test-record', input: { dir: folders.make() }, runAt: new Date(Date.now() + 3_600_000) });
    await settled(done.id);
    assert.equal(await model.bell.markRead(OWNER, [done.id, waiting.id]), 2);
    assert.ok((await model.bell.items(OWNER)).filter((i) => [done.id, waiting.id].includes(i.id)).every((i) => i.isRead));
    assert.equal(await model.bell.clear(OWNER, [done.id, waiting.id]), 1);
    const left = (await model.bell.items(OWNER)).map((i) => i.id);
    assert.ok(!left.includes(done.id) && left.includes(waiting.id));
    assert.equal(await model.bell.clear(OTHER, [waiting.id]), 0);
    await assert.rejects(model.bell.markRead(OWNER, 'x'), /ids must be a list/);
    await model.tasks.cancel(OWNER, waiting.id);
  });
});
