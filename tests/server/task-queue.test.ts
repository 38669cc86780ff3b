// The task queue across processes (issue 21 §1): two server processes over one SQLite file share the
// queue and run 100 tasks with none run twice; a task whose worker process is killed with SIGKILL runs
// again elsewhere once its lease runs out (TASK_LEASE_SECONDS, short here). The tasks are enqueued by this
// test's process, which wakes no server: they find them by polling (TASK_POLL_MS, short here). The servers
// run tests/support/task-server.ts, bundled as the server is (tests/support/process.ts), with the test task types registered.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { TASKS, type TaskRow } from '../../rest/model/tasks/task-rows.ts';
import { enqueueTask } from '../../rest/model/tasks/tasks.ts';
import { ROOT } from '../../rest/paths.ts';
import { w } from '../../rest/store/port.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { bundleTaskServer, freePort, until, waitFor, type ServerProcess } from '../support/process.ts';
import '../support/task-types.ts';
import { tempFolders } from '../support/temp.ts';

const folders = tempFolders('joinery-task-queue');
const servers: ServerProcess[] = [];
let dataDir: string;
let store: SqliteStore;
/** tests/support/task-server.ts, bundled */
let taskServer: string | undefined;

async function startTaskServer(): Promise<ServerProcess> {
  const port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', TASK_WORKERS: '4', TASK_LEASE_SECONDS: '3', TASK_POLL_MS: '250' };
  const child = spawn(process.execPath, [taskServer!], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const server = { child, output: () => output, exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))) };
  servers.push(server);
  assert.equal((await waitFor(`http://127.0.0.1:${port}/healthz`, 90_000)).status, 200, output);
  return server;
}

const enqueue = (input: object) => {
  const rt = systemRuntime(store);
  return store.transaction((tx) => enqueueTask(tx, rt, { workspace: 'queue', owner: 'owner@queue.joinery.test', type: 'test-record', title: 'Recorded', input }));
};
const task = async (id: string) => (await store.findOne(TASKS, w.eq('id', id))) as TaskRow;
/** runs.log: one "<task id> <pid>" line per run */
const runs = (dir: string) => (existsSync(join(dir, 'runs.log')) ? readFileSync(join(dir, 'runs.log'), 'utf8').trim().split('\n') : []);

beforeAll(async () => {
  dataDir = folders.make();
  taskServer = await bundleTaskServer();
  await Promise.all([startTaskServer(), startTaskServer()]);
  store = new SqliteStore({ file: join(dataDir, 'joinery.sqlite') });
  await store.connect();
}, 180_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await store?.close();
  if (taskServer) rmSync(taskServer, { force: true });
  folders.removeAll();
});

describe('two server processes over one SQLite file', () => {
  test('run 100 tasks between them, each exactly once', async () => {
    const dir = folders.make();
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push((await enqueue({ dir, ms: 20 })).id);
    await until(async () => (await store.count(TASKS, w.and(w.in('id', ids), w.eq('status', 'Complete')))) === 100, '100 tasks to complete', 120_000);
    const lines = runs(dir);
    assert.equal(lines.length, 100, 'one run per task');
    assert.deepEqual(new Set(lines.map((line) => line.split(' ')[0])), new Set(ids));
    const pids = new Set(lines.map((line) => line.split(' ')[1]));
    assert.deepEqual(pids, new Set(servers.map((server) => String(server.child.pid))), 'both processes took tasks');
    assert.deepEqual(new Set((await store.find(TASKS, { where: w.in('id', ids) })).map((row) => row.attempts)), new Set([1]));
  }, 180_000);

  test('a task whose worker is killed with SIGKILL runs again in the other process once its lease runs out', async () => {
    const dir = folders.make();
    const { id } = await enqueue({ dir, hold: true });
    await until(() => runs(dir).length === 1, 'a worker to take the task', 30_000);
    const claimed = await task(id);
    // the holder renews its lease while it works: no one else takes the task meanwhile
    await until(async () => ((await task(id)).leaseUntil ?? 0) > claimed.leaseUntil! + 1000, 'the lease to be renewed', 30_000);
    assert.equal(runs(dir).length, 1);
    const holder = servers.find((server) => runs(dir)[0].endsWith(` ${server.child.pid}`))!;
    const other = servers.find((server) => server !== holder)!;
    holder.child.kill('SIGKILL');
    await holder.exited;
    await until(() => runs(dir).length === 2, 'the other process to take the task over', 60_000);
    assert.equal(runs(dir)[1], `${id} ${other.child.pid}`);
    writeFileSync(join(dir, 'release'), '');
    await until(async () => (await task(id)).status === 'Complete', 'the task to complete', 30_000);
    const done = await task(id);
    assert.deepEqual([done.attempts, done.leaseOwner], [2, null]);
  }, 180_000);
});
