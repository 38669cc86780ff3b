// Derived head values (list data, filter values, sort values) are rebuilt at start when the registry's
// way of deriving them changed, so a new filter finds resources written before it existed.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { DERIVED_META, derivationFingerprint, reindexChangedKinds } from '../../rest/model/lists/derived-values.ts';
import { KINDS, requireKind } from '../../rest/model/kinds/registry.ts';
import { modelOptions } from '../../rest/app.ts';
import { DEFAULT_DEMO_PASSWORD, readConfig } from '../../rest/config.ts';
import { createModel } from '../../rest/model/model.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { openBlobStore } from '../../rest/store/blobs/open-blobs.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { w } from '../../rest/store/port.ts';
import { loadDemo } from '../../seeds/load.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'joinery-reindex-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function open() {
  const store = new SqliteStore({ file: join(dir, 'joinery.sqlite') });
  await store.connect();
  const lines: string[] = [];
  const config = readConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  // the demo uploads its modules' STEP files
  const model = await createModel(systemRuntime(store), modelOptions(config, { log: { info: (message) => void lines.push(message) }, blobs: await openBlobStore(config) }));
  return { store, model, lines };
}

test('a start with a changed derivation rebuilds that kind (and logs its progress); an unchanged start rebuilds nothing', async () => {
  const first = await open();
  await loadDemo(first.model, DEFAULT_DEMO_PASSWORD);
  const modules = requireKind('modules');
  assert.deepEqual(first.lines, [], 'a fresh database has nothing to rebuild');
  const admin = await first.model.directory.actorFor(DEMO_ADMIN);
  const before = await first.model.lists.list(admin, modules, { filters: { name: 'shelf' } });
  assert.ok(before.total > 0);

  // as if the heads had been written by code that derived no filter values and other list data,
  // under a registry whose fingerprint differs
  const byParameters = await first.model.lists.list(admin, modules, { sort: '-parameters' });
  await first.store.update(modules.collection, w.eq('deleted', false), { set: { filter: {}, data: {}, sortName: '' }, unset: ['sort'] });
  await first.store.update(DERIVED_META, w.eq('id', modules.collection), { set: { fingerprint: 'an older registry' } });
  assert.equal((await first.model.lists.list(admin, modules, { filters: { name: 'shelf' } })).total, 0);
  await first.store.close();

  const second = await open();
  const count = await second.store.count(modules.collection);
  assert.ok(second.lines.some((line) => line.includes('reindex modules') && line.includes('changed')), second.lines.join('\n'));
  assert.ok(second.lines.some((line) => line === `reindex modules: ${count} of ${count} heads`), second.lines.join('\n'));
  assert.ok(second.lines.every((line) => line.includes('modules')), 'only the changed kind is rebuilt');
  const after = await second.model.lists.list(admin, modules, { filters: { name: 'shelf' } });
  assert.deepEqual(after.items.map((r) => r.id).sort(), before.items.map((r) => r.id).sort());
  assert.deepEqual(after.items.map((r) => r.data), before.items.map((r) => r.data));
  const reordered = await second.model.lists.list(admin, modules, { sort: '-parameters' });
  assert.deepEqual(reordered.items.map((r) => r.id), byParameters.items.map((r) => r.id), 'the sort values are derived again');
  const counts = reordered.items.map((r) => r.data.nParameters as number);
  assert.ok(counts[0] > counts[counts.length - 1]);
  const meta = await second.store.findOne(DERIVED_META, w.eq('id', modules.collection));
  assert.equal(meta?.fingerprint, derivationFingerprint(modules));
  await second.store.close();

  const third = await open();
  assert.deepEqual(third.lines, []);
  await third.store.close();
});

test('raising a kind\'s derivationVersion rebuilds that kind once, at the next start', async () => {
  const { store, model, lines } = await open();
  if ((await store.count('modules')) === 0) await loadDemo(model, DEFAULT_DEMO_PASSWORD);
  const now = () => new Date('2026-01-01T00:00:00.000Z');
  const modules = requireKind('modules');
  const raised = KINDS.map((kind) => (kind === modules ? { ...kind, derivationVersion: (kind.derivationVersion ?? 1) + 1 } : kind));
  lines.length = 0;
  assert.deepEqual(await reindexChangedKinds(store, { info: (line) => void lines.push(line) }, now, raised), ['modules']);
  assert.ok(lines.some((line) => /^reindex modules: (\d+) of \1 heads$/.test(line)), lines.join('\n'));
  assert.deepEqual(await reindexChangedKinds(store, { info: () => {} }, now, raised), [], 'rebuilt once');
  // and back to the registry as it is: its version differs from the raised one again
  assert.deepEqual(await reindexChangedKinds(store, { info: () => {} }, now), ['modules']);
  await store.close();
});
