// Write effects (rest/model/effects/write-effects.ts) run inside the version's (or the delete's)
// transaction: what an effect writes lands with the version, and an effect that throws undoes the
// whole write, the head, the version and what every other effect wrote (labels, usages, events).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { modelOptions } from '../../rest/app.ts';
import { readConfig } from '../../rest/config.ts';
import type { Actor } from '../../rest/model/identity/actor.ts';
import { conflict } from '../../rest/model/errors.ts';
import { EVENTS } from '../../rest/model/effects/events.ts';
import { requireKind } from '../../rest/model/kinds/registry.ts';
import { createModel, type Model } from '../../rest/model/model.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import type { WriteEffect } from '../../rest/model/effects/write-effects.ts';
import { w } from '../../rest/store/port.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';

const AUDIT = 'audit';
const modules = requireKind('modules');

/** Records each version and removal it sees, through the transaction it is given. */
const audit: WriteEffect = {
  name: 'audit',
  appliesTo: (kind) => kind.collection === 'modules',
  async onVersion(tx, { id, oldHead, newHead, version }) {
    await tx.insert(AUDIT, [{ id: `${id}:${version.version}`, resource: id, from: oldHead?.head ?? null, to: newHead.head, name: newHead.document.name as string }]);
  },
  async onRemove(tx, removed) {
    await tx.insert(AUDIT, [{ id: `${removed.id}:${removed.mode}`, resource: removed.id, from: removed.head.head, to: null, name: removed.mode }]);
  },
};

/** Refuses, after every other effect has run, heads named Refused and deleting resources named Kept. */
const refuse: WriteEffect = {
  name: 'refuse',
  async onVersion(_tx, { newHead }) {
    if (newHead.document.name === 'Refused') throw conflict('Refused is refused');
  },
  async onRemove(_tx, { head }) {
    if (head.document.name === 'Kept') throw conflict('Kept is kept');
  },
};

let dir: string;
let store: SqliteStore;
let model: Model;
let actor: Actor;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'joinery-effects-'));
  store = new SqliteStore({ file: join(dir, 'joinery.sqlite') });
  await store.connect();
  const config = readConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  model = await createModel(systemRuntime(store), { ...modelOptions(config), effects: [audit, refuse] });
  await model.directory.addWorkspace({ alias: 'shop', name: 'Shop', color: '#336699', plan: 'ENTERPRISE' });
  await model.directory.addUser({ email: 'maker@shop.test', name: 'Maker', memberships: [{ workspace: 'shop', roles: ['admin'] }], workspace: 'shop', signupMethod: 'Invitation' });
  actor = await model.directory.actorFor('maker@shop.test');
});

afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const auditRows = async (resource: string) => (await store.find(AUDIT, { where: w.eq('resource', resource), sort: [{ field: 'id', dir: 'asc' }] })).map((r) => [r.from, r.to, r.name]);
const events = async (resource: string) => (await store.find(EVENTS, { where: w.eq('resource', resource), sort: [{ field: 'seq', dir: 'asc' }] })).map((e) => [e.action, e.version]);
const categories = () => model.labels.values(actor, modules, 'categories');

describe('write effects', () => {
  test('run in the order they are registered: the model’s own, then those composed outside it', () => {
    assert.deepEqual(model.effects.names, ['workspace suspension', 'plan limits', 'order workflow', 'domain claims', 'blob references', 'usages', 'labels', 'short codes', 'events', 'statistics roll-ups', 'batched orders', 'lifecycle events', 'audit', 'refuse']);
  });

  test('an effect sees the old and the new head, and what it writes through the transaction lands with the version', async () => {
    const created = await model.writes.create(actor, modules, { name: 'Shelf', categories: ['Shelving'] });
    await model.writes.write(actor, modules, created.id, undefined, { patch: { name: 'Tall shelf' } });
    // a branch: the head stays at 2
    await model.writes.write(actor, modules, created.id, 1, { patch: { name: 'Low shelf' } }, { notHead: true });
    assert.deepEqual(await auditRows(created.id), [
      [null, 1, 'Shelf'],
      [1, 2, 'Tall shelf'],
      [2, 2, 'Tall shelf'],
    ]);
  });

  test('an effect that throws undoes the new resource: no head, no version, no labels, no event, nothing from the effects before it', async () => {
    await assert.rejects(model.writes.create(actor, modules, { name: 'Refused', categories: ['Never offered'] }), /Refused is refused/);
    assert.equal((await model.lists.list(actor, modules, { filters: { name: 'Refused' } })).total, 0);
    assert.equal(await store.count(modules.collection), 1);
    assert.equal(await store.count(`${modules.collection}_versions`), 3);
    assert.ok(!(await categories()).includes('Never offered'));
    assert.equal(await store.count(AUDIT, w.eq('name', 'Refused')), 0);
  });

  test('an effect that throws undoes a new version: the head, its labels, its usages and its event stay as they were', async () => {
    const part = await model.writes.create(actor, modules, { name: 'Panel' });
    const created = await model.writes.create(actor, modules, { name: 'Cabinet', categories: ['Cabinets'] });
    const eventsBefore = await events(created.id);
    await assert.rejects(
      model.writes.write(actor, modules, created.id, undefined, { patch: { name: 'Refused', categories: ['Refused labels'], submodules: [{ id: part.id, version: 1 }] } }),
      /Refused is refused/,
    );
    const head = await model.reads.head(actor, modules, created.id);
    assert.equal(head.version, 1);
    assert.equal(head.document.name, 'Cabinet');
    await assert.rejects(model.reads.version(actor, modules, created.id, 2), /has no version 2/);
    assert.deepEqual((await categories()).filter((c) => c.startsWith('Cab') || c.startsWith('Refused')), ['Cabinets']);
    assert.deepEqual((await model.reads.usages(actor, modules, part.id)).usages, []);
    assert.deepEqual(await events(created.id), eventsBefore);
    assert.deepEqual(await auditRows(created.id), [[null, 1, 'Cabinet']]);
  });

  test('a delete runs the effects in its transaction: one that throws keeps the resource, its labels and its versions', async () => {
    const kept = await model.writes.create(actor, modules, { name: 'Kept', categories: ['Keepsakes'] });
    await assert.rejects(model.deletion.delete(actor, modules, kept.id), /Kept is kept/);
    assert.equal((await model.reads.head(actor, modules, kept.id)).document.name, 'Kept');
    assert.ok((await categories()).includes('Keepsakes'));
    assert.deepEqual(await auditRows(kept.id), [[null, 1, 'Kept']]);

    const gone = await model.writes.create(actor, modules, { name: 'Gone', categories: ['Gone away'] });
    await model.deletion.delete(actor, modules, gone.id, { archive: true });
    assert.ok(!(await categories()).includes('Gone away'), 'an archived resource offers no labels');
    assert.deepEqual(await auditRows(gone.id), [[null, 1, 'Gone'], [1, null, 'archive']]);
    assert.deepEqual(await events(gone.id), [['NewVersion', 1], ['Deleted', null]]);
  });
});
