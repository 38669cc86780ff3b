// Stored data carries a schema version; a start brings older data to this release's version one
// migration at a time, each in its own transaction, and refuses data newer than it knows.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, test } from 'vitest';
import { migrate, SCHEMA_VERSION, SCHEMA_VERSIONS, SchemaVersionError, storedSchemaVersion, type Migration } from '../../rest/model/migrations.ts';
import { ROOT } from '../../rest/paths.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { DEMO_MODULE_NAMES } from '../../seeds/demo.ts';
import { tempFolders } from '../support/temp.ts';
import { freePort, startProcess } from '../support/process.ts';
import { call, DEMO_ADMIN, DEMO_PASSWORD, startTestServer } from '../support/server.ts';

const folders = tempFolders('joinery-migrations');
afterEach(folders.removeAll);
const tempFolder = folders.make;
const quiet = { info: () => {} };
const now = () => new Date('2026-11-26T00:00:00Z');

test("the previous release's database (0.1.0, the demo) opens: it gets the current schema version and keeps everything", async () => {
  const dataDir = tempFolder();
  const file = join(dataDir, 'joinery.sqlite');
  writeFileSync(file, gunzipSync(readFileSync(join(ROOT, 'tests', 'fixtures', 'release-0.1.0.sqlite.gz'))));
  const old = new Database(file, { readonly: true });
  const labelsBefore = (old.prepare('SELECT count(*) AS n FROM labels').get() as { n: number }).n;
  assert.equal((old.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'schemaversion'").get() as { n: number }).n, 0, '0.1.0 has no schema version');
  old.close();

  const server = await startTestServer({ dataDir, seed: false });
  try {
    assert.equal(await storedSchemaVersion(server.store), SCHEMA_VERSION);
    assert.deepEqual((await call(`${server.url}/readyz`)).body, { status: 'ready', schemaVersion: SCHEMA_VERSION });
    assert.equal(await server.store.count('labels'), labelsBefore, 'the steps 0.1.0 had already run are not run again');
    const login = await call(`${server.url}/api/auth/login`, { method: 'POST', as: null, json: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const modules = await call(`${server.url}/api/modules?limit=200`);
    assert.deepEqual(modules.body.items.map((m: any) => m.data.name).sort(), [...DEMO_MODULE_NAMES].sort());
    assert.ok((await call(`${server.url}/api/modules?search=levelling`)).body.items.length > 0, 'its search filter still finds');
    // its orders and configurations are counted by the statistics, and its batched orders listed (migration 3, issue 20)
    const orders = (await call(`${server.url}/api/orders?limit=200`)).body.items;
    assert.ok(orders.length > 0);
    const counted = (await call(`${server.url}/api/statistics/orders?unit=month&n=36`)).body;
    assert.deepEqual([counted.total, counted.value], [orders.length, orders.reduce((sum: number, o: any) => sum + o.data.totalPrice, 0)]);
    const batched = (await call(`${server.url}/api/production/orders`)).body.orders.map((o: any) => o.order);
    const inBatches = new Set((await call(`${server.url}/api/workbatches?limit=200`)).body.items.flatMap((b: any) => b.data.orders.map((o: any) => o.id)));
    assert.deepEqual(batched.sort(), [...inBatches].sort());
  } finally {
    await server.close();
  }
});

test('each migration commits with its version or not at all: a failed one leaves the data at the version before it, and the next start applies it', async () => {
  const store = new SqliteStore({ file: join(tempFolder(), 'joinery.sqlite') });
  await store.connect();
  try {
    // a database with data: a new, empty one is born at the latest version without running any
    await store.insert('modules', [{ id: 'a-module' }]);
    const runs: string[] = [];
    const first: Migration = { version: 1, name: 'first', run: async (tx) => void (runs.push('first'), await tx.insert('notes', [{ id: 'first' }])) };
    const failing: Migration = {
      version: 2,
      name: 'second',
      run: async (tx) => {
        runs.push('second');
        await tx.insert('notes', [{ id: 'second, half done' }]);
        throw new Error('the second migration failed half-way');
      },
    };
    await assert.rejects(migrate(store, { now, log: quiet, migrations: [first, failing] }), /failed half-way/);
    assert.equal(await storedSchemaVersion(store), 1);
    assert.deepEqual((await store.find('notes')).map((n) => n.id), ['first'], 'nothing of the failed migration stays');

    const fixed: Migration = { ...failing, run: async (tx) => void (runs.push('second'), await tx.insert('notes', [{ id: 'second' }])) };
    assert.deepEqual(await migrate(store, { now, log: quiet, migrations: [first, fixed] }), [2]);
    assert.equal(await storedSchemaVersion(store), 2);
    assert.deepEqual(runs, ['first', 'second', 'second'], 'the first ran once');
    assert.deepEqual(await migrate(store, { now, log: quiet, migrations: [first, fixed] }), [], 'a start at the current version does nothing');
  } finally {
    await store.close();
  }
});

test('a new database is born at the latest schema version: no migration runs over nothing', async () => {
  const store = new SqliteStore({ file: join(tempFolder(), 'joinery.sqlite') });
  await store.connect();
  try {
    const runs: string[] = [];
    const migrations: Migration[] = [1, 2].map((version) => ({ version, name: `m${version}`, run: async () => void runs.push(`m${version}`) }));
    assert.deepEqual(await migrate(store, { now, log: quiet, migrations }), []);
    assert.equal(await storedSchemaVersion(store), 2);
    assert.deepEqual(runs, []);
  } finally {
    await store.close();
  }
});

test('data newer than this release is refused at start, naming both versions, and left as it is', async () => {
  const dataDir = tempFolder();
  const server = await startTestServer({ seed: false, dataDir });
  await server.store.update(SCHEMA_VERSIONS, { op: 'eq', field: 'id', value: 'version' }, { set: { version: SCHEMA_VERSION + 3 } });
  await server.close();
  const store = new SqliteStore({ file: join(dataDir, 'joinery.sqlite') });
  await store.connect();
  try {
    await assert.rejects(migrate(store, { now, log: quiet }), (error: unknown) => {
      assert.ok(error instanceof SchemaVersionError);
      assert.match(error.message, new RegExp(`schema version ${SCHEMA_VERSION + 3}, newer than this release knows \\(${SCHEMA_VERSION}\\)`));
      return true;
    });
    assert.equal(await storedSchemaVersion(store), SCHEMA_VERSION + 3);
  } finally {
    await store.close();
  }
  // the server process stops with that message and exit code 1
  const started = await startProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  assert.equal(await started.exited, 1);
  assert.match(started.output(), new RegExp(`Joinery cannot start: the data is at schema version ${SCHEMA_VERSION + 3}, newer than this release knows \\(${SCHEMA_VERSION}\\)`));
}, 60_000);
