// The index plan of every list (docs/ARCHITECTURE.md, "Queries are shaped for their indexes"): for
// the default list of each kind, each sort, each listing scope and every filter the registry
// declares, the SQL the SQLite adapter generates walks an index for the scope and the order. SQLite's
// EXPLAIN QUERY PLAN must show no full scan of a collection (or of its array elements), and no
// sort of everything a scope holds: a sort only ever orders rows that index searches by id found
// (what is shared with the caller) or the few rows of each branch of a union.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Actor } from '../../rest/model/identity/actor.ts';
import type { FilterDef, FilterMatch, KindDef } from '../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import type { ListQuery } from '../../rest/model/kinds/kind-arguments.ts';
import { filterField, filterKey, scopeIndexFields, sortFields, USAGES, versionsOf } from '../../rest/model/resources/storage-layout.ts';
import { indexName } from '../../rest/store/checks.ts';
import { LABELS, labelHoldersQuery, labelsOfResource, labelValuesQuery } from '../../rest/model/effects/label-index.ts';
import { moduleKind } from '../../rest/model/kinds/module.kind.ts';
import { w, type FindOptions } from '../../rest/store/port.ts';
import type { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { createSamples } from '../support/samples.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN as ADMIN } from '../support/demo-users.ts';

const SAMPLE_VALUE: Record<FilterMatch, string> = { text: 'oak', exact: 'x', number: '2', boolean: 'true', empty: 'false', since: '2026-01-01T00:00:00.000Z' };

let server: TestServer;
let actor: Actor;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One plan step: its depth (nesting) and detail. */
interface Step {
  depth: number;
  detail: string;
}

/**
 * `matches`: as if every filter value were held by more documents than a query starts from (sql.ts
 * DRIVES: `common`) or by one (`rare`); by default, what the sample data holds.
 */
async function planOf(kind: KindDef, query: ListQuery, all = false, matches?: 'common' | 'some' | 'rare', ownedOutside = true): Promise<Step[]> {
  const { options } = server.model.lists.pageQuery(actor, kind, query, all, ownedOutside);
  const lines = await (server.store as SqliteStore).explain(kind.collection, options, matches);
  return lines.map((line) => ({ depth: line.length - line.trimStart().length, detail: line.trim() }));
}

/** The steps that run in the same loop as step `index`: same depth, same parent. */
function siblings(steps: Step[], index: number): Step[] {
  const { depth } = steps[index];
  let start = index;
  while (start > 0 && steps[start - 1].depth >= depth) start--;
  let end = index;
  while (end + 1 < steps.length && steps[end + 1].depth >= depth) end++;
  return steps.slice(start, end + 1).filter((step) => step.depth === depth);
}

/**
 * No full scan of the collection `t` or its elements `e`, no sort of what a scope index walked, and
 * (unless `via` says otherwise) a walk of a scope index in the list's order.
 */
function assertIndexed(kind: KindDef, steps: Step[], sort: string, context: string, via: 'scope' | 'grants' = 'scope'): void {
  const text = steps.map((s) => `${' '.repeat(s.depth)}${s.detail}`).join('\n');
  const message = `${kind.collection} ${context}:\n${text}`;
  for (const step of steps) assert.doesNotMatch(step.detail, /^SCAN [te]\b/, message);
  steps.forEach((step, index) => {
    if (step.detail !== 'USE TEMP B-TREE FOR ORDER BY') return;
    const sorted = siblings(steps, index);
    assert.ok(!sorted.some((s) => /^SEARCH t USING (COVERING )?INDEX ix_/.test(s.detail)), `a sort of rows walked from a scope index: ${message}`);
  });
  if (via === 'scope') {
    const field = sortFields(kind)[sort];
    const walks = ['workspace', 'owner', 'public'].map((scope) => `INDEX ${indexName(kind.collection, { fields: scopeIndexFields(scope, field) })}`);
    const walked = (detail: string) => walks.some((walk) => detail.startsWith(`SEARCH t USING ${walk}`) || detail.startsWith(`SEARCH t USING COVERING ${walk}`));
    assert.ok(steps.some((s) => walked(s.detail)), `no walk of a scope index in ${field} order: ${message}`);
  } else {
    assert.ok(steps.some((s) => /^SEARCH e USING PRIMARY KEY \(field=\? AND value=\?/.test(s.detail)), `no search of the sharing grants: ${message}`);
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const { directory, metadata, deletion } = server.model;
  await directory.addWorkspace({ alias: 'north', name: 'north', color: '#123456', plan: 'FREE' });
  await directory.setMemberships(ADMIN, [{ workspace: 'demo', roles: ['admin'] }, { workspace: 'north', roles: ['user'] }]);
  actor = await directory.actorFor(ADMIN);
  // every kind holds public, shared and archived resources, so the plans meet every kind of value
  const samples = await createSamples(`${server.url}/api`);
  const more = await createSamples(`${server.url}/api`);
  for (const kind of KINDS) {
    const sample = samples[kind.collection as keyof typeof samples];
    if (typeof sample === 'string') continue;
    const grants = [{ email: 'someone@else.test', action: 'GrantedReadAccess' as const }, { email: ADMIN, action: 'Duplicated' as const }];
    await metadata.setSharing(actor, kind, sample.id, { public: true, grants });
    await deletion.delete(actor, kind, (more[kind.collection as keyof typeof more] as { id: string }).id, { archive: true });
  }
});
afterAll(() => server?.close());

describe.each(KINDS.map((kind) => [kind.collection, kind] as const))('%s lists walk an index', (_collection, kind) => {
  test('the default list, and each of its sorts either way', async () => {
    assertIndexed(kind, await planOf(kind, {}), 'lastEdited', 'default list');
    for (const sort of Object.keys(sortFields(kind))) {
      for (const text of [sort, `-${sort}`]) assertIndexed(kind, await planOf(kind, { sort: text }), sort, `sort=${text}`);
    }
  });

  test('every filter of the registry walks the scope index when its value is common', async () => {
    // (a value of a type the field never held reads nothing: no plan to check)
    const indexedOrNothing = (steps: Step[], sort: string, context: string) =>
      steps.length === 1 && steps[0].detail === 'SCAN CONSTANT ROW' ? undefined : assertIndexed(kind, steps, sort, context);
    for (const filter of kind.filters) {
      const filters = { [filter.name]: SAMPLE_VALUE[filter.match] };
      // a since filter's list is in its own field's order (resource-lists.ts sinceInOrder)
      const [sort, allSort] = filter.match === 'since' ? [filter.headField ?? 'created', filter.headField ?? 'created'] : ['lastEdited', 'name'];
      indexedOrNothing(await planOf(kind, { filters, ...(filter.match === 'since' ? { sort: `-${sort}` } : {}) }, false, 'common'), sort, `${filter.name}=${filters[filter.name]}`);
      indexedOrNothing(await planOf(kind, { filters, sort: allSort }, true, 'common'), allSort, `/all ${filter.name}, sort=${allSort}`);
      if (filter.match !== 'text') continue;
      // found by the text index in too many documents for one index walk to start from but few enough to
      // test by id; /all, a union of several walks that would each test them, starts from them
      for (const [all, sort] of [[false, 'lastEdited'], [true, 'name']] as const) {
        const steps = await planOf(kind, { filters, ...(sort === 'name' ? { sort } : {}) }, all, 'some');
        if (all) assertLookedUp(filter, steps, `/all ${filter.name} found by some`);
        else assertIndexed(kind, steps, sort, `${filter.name} found by some`);
        assert.ok(steps.some((s) => /^SCAN f VIRTUAL TABLE INDEX \d+:M/.test(s.detail)), `${kind.collection} ${filter.name}: the rids are not the text index's: ${steps.map((s) => s.detail).join('\n')}`);
      }
    }
  });

  /** The step that looks a filter's value up: its text index, its value index, or the array elements. */
  const lookupOf = (filter: FilterDef) =>
    filter.match === 'text'
      ? /^SCAN f VIRTUAL TABLE INDEX \d+:M/
      : new RegExp(`^SEARCH t USING (COVERING )?INDEX ${escape(indexName(kind.collection, { fields: [filterField(filter.name)] }))} \\(<expr>=\\?\\)|^SEARCH e USING PRIMARY KEY \\(field=\\? AND value=\\?`);
  /** A rare value's plan: no scan, a lookup of the value, the matches read by their row key (rid). */
  const assertLookedUp = (filter: FilterDef, steps: Step[], context: string) => {
    const message = `${kind.collection} ${context}:\n${steps.map((s) => `${' '.repeat(s.depth)}${s.detail}`).join('\n')}`;
    for (const step of steps) assert.doesNotMatch(step.detail, /^SCAN [te]\b/, message);
    assert.ok(steps.some((s) => lookupOf(filter).test(s.detail)), `no lookup of the value: ${message}`);
    assert.ok(steps.some((s) => s.detail.startsWith('SEARCH t USING INTEGER PRIMARY KEY (rowid=?)')), `matches not read by their rid: ${message}`);
  };

  test('every filter looks its value up: an absent value reads no table, a rare one starts from its matches', async () => {
    const [head] = await server.store.find(kind.collection, { where: w.eq('workspace', 'demo'), limit: 1 });
    // a since filter is a range walked on its own field's index, not a value looked up: the list-order test above plans it
    for (const filter of kind.filters.filter((f) => f.match !== 'since')) {
      if (filter.match !== 'boolean' && filter.match !== 'empty') {
        const absent = await planOf(kind, { filters: { [filter.name]: filter.match === 'number' ? '987654321' : 'qqzzxqq' } });
        assert.deepEqual(absent.map((s) => s.detail), ['SCAN CONSTANT ROW'], `${kind.collection} ${filter.name}: ${absent.map((s) => s.detail).join('\n')}`);
      }
      // every filter's predicate, planned as if one document held the value: text filters through
      // their text index, the others through the index on their value (a value of a type the field
      // never held reads nothing)
      for (const all of [false, true]) {
        const steps = await planOf(kind, { filters: { [filter.name]: SAMPLE_VALUE[filter.match] } }, all, 'rare');
        if (filter.match !== 'text' && steps.length === 1 && steps[0].detail === 'SCAN CONSTANT ROW') continue;
        assertLookedUp(filter, steps, `${filter.name}=${SAMPLE_VALUE[filter.match]} held by one${all ? ' /all' : ''}`);
      }
      // and a value the samples hold, as the file holds it
      const value = head.filter?.[filterKey(filter.name)];
      const scalar = Array.isArray(value) ? value.find((v) => v !== null && typeof v !== 'object') : value;
      if (scalar === undefined || scalar === null || (filter.match === 'text' && String(scalar).length < 3)) continue;
      const raw = filter.match === 'text' ? String(scalar).slice(0, 4).toUpperCase() : String(scalar);
      for (const all of [false, true]) assertLookedUp(filter, await planOf(kind, { filters: { [filter.name]: raw } }, all), `${filter.name}=${raw}${all ? ' /all' : ''}`);
    }
  });

  test('the listing scopes: multiWorkspace, /all, includeDeleted, mine, canWrite, public; a page after a cursor', async () => {
    for (const sort of Object.keys(sortFields(kind))) {
      assertIndexed(kind, await planOf(kind, { multiWorkspace: true, sort }), sort, `multiWorkspace sort=${sort}`);
      assertIndexed(kind, await planOf(kind, { sort: `-${sort}` }, true), sort, `/all sort=-${sort}`);
      assertIndexed(kind, await planOf(kind, { includeDeleted: true, sort }, true), sort, `/all includeDeleted sort=${sort}`);
    }
    // /all for a caller who owns nothing beyond the workspaces they read, without the owner's walk
    const owningNothingElsewhere = await planOf(kind, {}, true, undefined, false);
    assertIndexed(kind, owningNothingElsewhere, 'lastEdited', '/all, owning nothing elsewhere');
    const ownerWalk = `INDEX ${indexName(kind.collection, { fields: scopeIndexFields('owner', 'lastEdited') })}`;
    assert.ok(!owningNothingElsewhere.some((s) => s.detail.includes(ownerWalk)), owningNothingElsewhere.map((s) => s.detail).join('\n'));
    assert.ok((await planOf(kind, {}, true)).some((s) => s.detail.includes(ownerWalk)), `${kind.collection}: /all walks the owner's index`);
    // whether they own anything there: one search of (owner, workspace) per gap between their workspaces
    for (const gap of [w.lt('workspace', 'demo'), w.and(w.gt('workspace', 'demo'), w.lt('workspace', 'north')), w.gt('workspace', 'north')]) {
      const probe = await (server.store as SqliteStore).explainCount(kind.collection, w.and(w.eq('owner', ADMIN), gap), { limit: 1 });
      const ownerIndex = escape(indexName(kind.collection, { fields: ['owner', 'workspace'] }));
      assert.ok(probe.some((line) => new RegExp(`SEARCH t USING (COVERING )?INDEX ${ownerIndex} \\(<expr>=\\? AND <expr>[<>]\\?`).test(line.trim())), probe.join('\n'));
    }
    assertIndexed(kind, await planOf(kind, { includeDeleted: true }), 'lastEdited', 'includeDeleted');
    assertIndexed(kind, await planOf(kind, { mine: true }, true), 'lastEdited', '/all mine');
    assertIndexed(kind, await planOf(kind, { canWrite: true, multiWorkspace: true }), 'lastEdited', 'canWrite multiWorkspace');
    assertIndexed(kind, await planOf(kind, { public: true }), 'lastEdited', 'public');
    assertIndexed(kind, await planOf(kind, { shared: true }), 'lastEdited', 'shared', 'grants');
    const first = await server.model.lists.list(actor, kind, { limit: 1, sort: 'name' }, true);
    if (first.next) assertIndexed(kind, await planOf(kind, { limit: 1, sort: 'name', cursor: first.next }, true), 'name', '/all after a cursor');
  });

  test('a page of ids (the rows REST and GraphQL make from kept heads) reads no document: its rows are the keys the walks paged by', async () => {
    for (const sort of Object.keys(sortFields(kind))) {
      const { options } = server.model.lists.pageQuery(actor, kind, { multiWorkspace: true, sort: `-${sort}` });
      const lookup = /^SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)/;
      const stepsOf = async (read: FindOptions) =>
        (await (server.store as SqliteStore).explain(kind.collection, read)).map((line) => ({ depth: line.length - line.trimStart().length, detail: line.trim() }));
      const withDocuments = await stepsOf(options);
      const keysOnly = await stepsOf({ ...options, keysOnly: true });
      assert.ok(withDocuments.some((s) => lookup.test(s.detail)), withDocuments.map((s) => s.detail).join('\n'));
      // a nested sort field (sort.category) is not a row's own key: those pages read their documents as before
      const field = sortFields(kind)[sort];
      assert.equal(keysOnly.some((s) => lookup.test(s.detail)), field.includes('.'), keysOnly.map((s) => s.detail).join('\n'));
      assertIndexed(kind, keysOnly, sort, `keysOnly sort=-${sort}`);
      const found = await server.store.find(kind.collection, { ...options, keysOnly: true });
      const read = await server.store.find(kind.collection, options);
      if (!field.includes('.')) assert.deepEqual(found, read.map((doc) => ({ id: doc.id, [field]: doc[field] })));
    }
  });
});

describe('versions, usages and labels are read by index', () => {
  const explain = (collection: string, options: FindOptions) => (server.store as SqliteStore).explain(collection, options);
  /** no sort, except of rows with the same version (there are none: the index is unique, but SQLite cannot rely on it) */
  const noSort = (plan: string[]) => assert.ok(!plan.some((line) => /USE TEMP B-TREE FOR ORDER BY/.test(line)), plan.join('\n'));
  const id = '0'.repeat(24);

  test('history pages, the log and the version graph walk (resource, version)', async () => {
    for (const kind of KINDS) {
      const versions = versionsOf(kind);
      for (const dir of ['asc', 'desc'] as const) {
        const plan = await explain(versions, { where: w.and(w.eq('resource', id), w.gt('version', 3)), sort: [{ field: 'version', dir }], limit: 51, omit: ['document'] });
        assert.match(plan[0], new RegExp(`SEARCH t USING INDEX ux_${versions}\\(resource,version\\) \\(<expr>=\\? AND <expr>>\\?`), plan.join('\n'));
        noSort(plan);
      }
    }
  });

  test('usage pages walk (usedCollection, usedId, usedVersion, id); each write replaces its usages through (userCollection, userId)', async () => {
    for (const version of [undefined, 2]) {
      const where = w.and(w.eq('usedCollection', 'modules'), w.eq('usedId', id), version !== undefined && w.eq('usedVersion', version));
      const plan = await explain(USAGES, { where, sort: version === undefined ? [{ field: 'usedVersion', dir: 'asc' }] : [], limit: 51 });
      assert.match(plan.join('\n'), /SEARCH t USING (COVERING )?INDEX ix_usages\(usedCollection,usedId,usedVersion,id\)/, plan.join('\n'));
      noSort(plan);
    }
    const replaced = await explain(USAGES, { where: w.and(w.eq('userCollection', 'products'), w.eq('userId', id)) });
    assert.match(replaced.join('\n'), /SEARCH t USING INDEX ix_usages\(userCollection,userId\) \(<expr>=\? AND <expr>=\?\)/, replaced.join('\n'));
  });

  test('label values and the modules holding one walk (workspace, collection, field, value, id); writes replace them by resource', async () => {
    for (const options of [labelValuesQuery('demo', moduleKind, 'categories'), labelValuesQuery('demo', moduleKind, 'categories', 'Doors'), labelHoldersQuery('demo', moduleKind, 'functions', 'Storage')]) {
      const plan = await explain(LABELS, options);
      assert.match(plan[0], /SEARCH t USING (COVERING )?INDEX ix_labels\(workspace,collection,field,value,id\) \(<expr>=\? AND <expr>=\? AND <expr>=\?/, plan.join('\n'));
      noSort(plan);
    }
    const plan = await explain(LABELS, { where: labelsOfResource(moduleKind, id) });
    assert.match(plan[0], /SEARCH t USING (COVERING )?INDEX ix_labels\(collection,resource\)/, plan.join('\n'));
  });
});

test('a plan with a full scan fails the check', async () => {
  const kind = KINDS[0];
  const scan = [{ depth: 0, detail: 'SCAN t' }, { depth: 0, detail: 'USE TEMP B-TREE FOR ORDER BY' }];
  assert.throws(() => assertIndexed(kind, scan, 'lastEdited', 'forged'));
  const sortedWalk = [{ depth: 0, detail: `SEARCH t USING INDEX ix_${kind.collection}(workspace,deleted,created,id) (<expr>=? AND <expr>=?)` }, { depth: 0, detail: 'USE TEMP B-TREE FOR ORDER BY' }];
  assert.throws(() => assertIndexed(kind, sortedWalk, 'created', 'forged'), /sort of rows walked/);

});
