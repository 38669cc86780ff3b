// Crash safety: a server process under concurrent writes is killed with SIGKILL at a random moment
// (seeded: CRASH_SEED=<n> repeats a run) and started again on the same data folder. Every write it
// had acknowledged is there with its exact content, and SQLite's integrity check says ok.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, test } from 'vitest';
import { modelOptions } from '../../rest/app.ts';
import { readConfig } from '../../rest/config.ts';
import { hashPassword } from '../../rest/model/identity/passwords.ts';
import { createModel } from '../../rest/model/model.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { freePort, startProcess, waitFor, type ServerProcess } from '../support/process.ts';
import { tempFolders } from '../support/temp.ts';

const folders = tempFolders('joinery-crash');
afterAll(folders.removeAll);

const WRITER = 'writer@crash.joinery.test';
const PASSWORD = 'Crash-Test-Passw0rd';
const WRITERS = 8;

/** mulberry32: a small seeded generator, so that a failing run can be repeated with its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A data folder with one workspace and its admin, and nothing else (no demo: the start stays quick). */
async function prepare(dataDir: string): Promise<void> {
  const store = new SqliteStore({ file: join(dataDir, 'joinery.sqlite') });
  await store.connect();
  const model = await createModel(systemRuntime(store), modelOptions(readConfig({ DATA_DIR: dataDir })));
  await model.directory.addWorkspace({ alias: 'crash', name: 'Crash test', color: '#336699', plan: 'ENTERPRISE' });
  await model.directory.addUser({ email: WRITER, name: 'Writer', workspace: 'crash', memberships: [{ workspace: 'crash', roles: ['admin'] }], signupMethod: 'Invitation', passwordHash: await hashPassword(PASSWORD) });
  await store.close();
}

async function start(dataDir: string): Promise<{ server: ServerProcess; base: string; cookie: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  assert.equal((await waitFor(`${base}/healthz`, 60_000)).status, 200);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: WRITER, password: PASSWORD }) });
  assert.equal(login.status, 200);
  return { server, base, cookie: login.headers.get('set-cookie')!.split(';')[0] };
}

interface Acknowledged {
  id: string;
  version: number;
  description: string;
}

test('every write acknowledged before a SIGKILL is there after the restart, exactly, and the database is intact', async () => {
  const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 1e9));
  const where = `CRASH_SEED=${seed}`;
  const next = random(seed);
  const dataDir = folders.make();
  await prepare(dataDir);

  const { server, base, cookie } = await start(dataDir);
  const send = async (method: string, path: string, body: unknown) => {
    const reply = await fetch(`${base}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: reply.status, body: await reply.json() };
  };
  const acknowledged: Acknowledged[] = [];
  // the moment: when this many writes have been acknowledged, while the other writers' are in flight
  const killAt = 30 + Math.floor(next() * 60);
  let killed = false;
  const acknowledge = (write: Acknowledged) => {
    if (killed) return;
    acknowledged.push(write);
    if (acknowledged.length < killAt) return;
    killed = true;
    server.child.kill('SIGKILL');
  };
  // each writer creates a module, then saves new versions of it, as fast as the server answers
  const writer = async (w: number) => {
    try {
      const created = await send('POST', '/api/modules', { name: `Writer ${w}`, description: `w${w} 0 ${next().toString(36)}` });
      if (created.status !== 201) throw new Error(`${created.status} ${JSON.stringify(created.body)}`);
      acknowledge({ id: created.body.id, version: created.body.version, description: created.body.document.description });
      for (let n = 1; !killed; n++) {
        const description = `w${w} ${n} ${next().toString(36)} ${'·'.repeat(Math.floor(next() * 200))}`;
        const patched = await send('PATCH', `/api/modules/${created.body.id}`, { description });
        if (patched.status !== 200) throw new Error(`${patched.status} ${JSON.stringify(patched.body)}`);
        acknowledge({ id: created.body.id, version: patched.body.version, description });
      }
    } catch (error) {
      // the connection dies with the process: that write was not acknowledged
      if (!killed) throw error;
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  assert.equal(await server.exited, null, 'killed, not exited');
  assert.equal(acknowledged.length, killAt);

  const restarted = await start(dataDir);
  try {
    const missing: string[] = [];
    for (const write of acknowledged) {
      const reply = await fetch(`${restarted.base}/api/modules/${write.id}/v/${write.version}`, { headers: { cookie: restarted.cookie } });
      const body = reply.status === 200 ? await reply.json() : undefined;
      if (body?.document?.description !== write.description) missing.push(`${write.id} v${write.version}: ${reply.status} ${JSON.stringify(body?.document?.description)}`);
    }
    assert.deepEqual(missing, [], `${where}: killed after ${killAt} acknowledged writes`);
  } finally {
    restarted.server.child.kill('SIGTERM');
    assert.equal(await restarted.server.exited, 0);
  }
  const db = new Database(join(dataDir, 'joinery.sqlite'), { readonly: true });
  try {
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok', where);
  } finally {
    db.close();
  }
}, 90_000);
