// Contract: a text index (IndexSpec.text) and a selective index (IndexSpec.selective) change how
// queries run, never what they answer. Text: changes how `contains` runs, never what it answers. The same
// documents go into a collection with a text index on `name` and `tags` and one without; every needle
// (one and two characters, which a trigram index cannot look up, and longer ones; case, non-ASCII
// case, quotes and FTS syntax, the seam between two array elements) must find the same documents on
// both, after inserts, updates and deletes, combined with other conditions, sorted, paged and counted.
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from 'vitest';
import { w, type Store, type StoredDoc, type Where } from '../../rest/store/port.ts';
import type { ContractContext } from './store-contract.ts';

const DOCS: StoredDoc[] = [
  { id: 'a', name: 'Smoked Oak shelf', tags: ['Oak', 'wood'], n: 1 },
  { id: 'b', name: 'oak', tags: 'Veneer', n: 2 },
  { id: 'c', name: 'ÄRMEL Kiste', tags: ['kiste "quoted" AND OR', 'x'], n: 3 },
  { id: 'd', name: 'Walnut', tags: [], n: 4 },
  { id: 'e', name: 5, tags: [7, 'walnut-ish'], n: 5 },
  { id: 'f', tags: { name: 'oak' }, n: 6 },
  { id: 'g', name: 'Birch NEAR(oak*)', n: 7 },
];

const NEEDLES = ['o', 'Oa', 'oak', 'OAK S', 'äRm', 'ärmel', 'kiste "quoted', 'and or', 'k\nw', 'odw', 'walnut', 'near(oak*)', 'oak*', '5', 'zzz', '"'];

export function textContract(context: ContractContext): void {
  describe('text indexes answer contains as a scan does', () => {
    let indexed = '';
    let plain = '';
    const store = (): Store => context.store();
    const same = async (where: Where, label: string) => {
      const ids = async (collection: string) => (await store().find(collection, { where, sort: [{ field: 'n', dir: 'desc' }] })).map((d) => d.id);
      const expected = await ids(plain);
      assert.deepEqual(await ids(indexed), expected, label);
      assert.equal(await store().count(indexed, where), expected.length, `count ${label}`);
      assert.deepEqual((await store().find(indexed, { where, sort: [{ field: 'n', dir: 'asc' }], limit: 1, skip: 1 })).map((d) => d.id), [...expected].reverse().slice(1, 2), `page ${label}`);
      return expected;
    };
    const everyNeedle = async (stage: string) => {
      for (const needle of NEEDLES) {
        for (const field of ['name', 'tags']) await same(w.contains(field, needle), `${stage}: ${field} contains ${JSON.stringify(needle)}`);
        await same(w.or(w.contains('name', needle), w.contains('tags', needle)), `${stage}: name or tags contain ${JSON.stringify(needle)}`);
        await same(w.and(w.gte('n', 2), w.contains('name', needle)), `${stage}: n >= 2 and name contains ${JSON.stringify(needle)}`);
      }
    };

    beforeAll(async () => {
      indexed = context.collection('text_indexed');
      plain = context.collection('text_plain');
      // half the documents before the index is declared, half after: both must be found
      await store().insert(indexed, DOCS.slice(0, 3));
      await store().ensureIndexes(indexed, [{ fields: ['name', 'tags'], text: true }, { fields: ['n'] }]);
      await store().insert(indexed, DOCS.slice(3));
      await store().insert(plain, DOCS);
    });

    it('finds what a scan finds, for short and long needles alike', async () => {
      await everyNeedle('inserted');
      assert.deepEqual(await same(w.contains('name', 'oak'), 'oak'), ['g', 'b', 'a']);
      assert.deepEqual(await same(w.contains('name', 'oa'), 'two characters'), ['g', 'b', 'a']);
      assert.deepEqual(await same(w.contains('tags', 'k\nw'), 'the seam of two elements'), []);
    });

    it('follows updates and deletes, and a second declaration changes nothing', async () => {
      for (const collection of [indexed, plain]) {
        await store().update(collection, w.eq('id', 'b'), { set: { name: 'Maple' } });
        await store().update(collection, w.eq('id', 'd'), { set: { tags: ['Oak veneer'] } });
        await store().update(collection, w.eq('id', 'a'), { unset: ['name'] });
        await store().delete(collection, w.eq('id', 'g'));
      }
      await store().ensureIndexes(indexed, [{ fields: ['name', 'tags'], text: true }]);
      await everyNeedle('changed');
      assert.deepEqual(await same(w.contains('name', 'oak'), 'oak after changes'), []);
      assert.deepEqual(await same(w.contains('tags', 'oak'), 'tags oak after changes'), ['d', 'a']);
    });

    it('finds a needle written after a search found none: what chose the plan is not kept across a write', async () => {
      assert.deepEqual(await same(w.contains('name', 'quince'), 'before the write'), []);
      for (const collection of [indexed, plain]) await store().insert(collection, [{ id: 'q', name: 'Quince box', n: 8 }]);
      assert.deepEqual(await same(w.contains('name', 'quince'), 'after the write'), ['q']);
    });

    it('rejects a text index that is unique or descending', async () => {
      await assert.rejects(store().ensureIndexes(indexed, [{ fields: ['name'], text: true, unique: true }]), /text index/);
      await assert.rejects(store().ensureIndexes(indexed, [{ fields: ['name'], text: true, descending: ['name'] }]), /text index/);
    });
  });
}

/** Documents for the selective index: `k` common (every document), `r` rare, `a` sometimes an array. */
const SELECTIVE_DOCS: StoredDoc[] = Array.from({ length: 1200 }, (_, i) => ({
  id: `s${String(i).padStart(4, '0')}`,
  k: 'all',
  r: i % 400 === 0 ? 'rare' : `v${i}`,
  a: i % 300 === 0 ? ['x', 'rare'] : i % 2 === 0 ? 'even' : 5,
  n: i % 7,
}));

export function selectiveContract(context: ContractContext): void {
  describe('selective indexes answer equalities as a scan does', () => {
    let indexed = '';
    let plain = '';
    const store = (): Store => context.store();

    beforeAll(async () => {
      indexed = context.collection('selective_indexed');
      plain = context.collection('selective_plain');
      await store().ensureIndexes(indexed, ['k', 'r', 'a'].map((field) => ({ fields: [field], selective: true })));
      await store().ensureIndexes(indexed, [{ fields: ['n', 'id'] }]);
      await store().insert(indexed, SELECTIVE_DOCS);
      await store().insert(plain, SELECTIVE_DOCS);
    });

    it('finds what a scan finds for absent, rare and common values, sorted, paged and counted', async () => {
      const wheres: Where[] = [
        w.eq('k', 'all'), w.eq('k', 'none'), w.eq('r', 'rare'), w.eq('r', 'v7'), w.eq('r', 'nothing'), w.eq('a', 'rare'), w.eq('a', 'even'),
        w.eq('a', 5), w.eq('a', '5'), w.ne('r', 'rare'), w.in('r', ['rare']), w.and(w.eq('n', 0), w.eq('r', 'rare')), w.or(w.eq('r', 'rare'), w.eq('a', 'x')),
      ];
      for (const where of wheres) {
        for (const options of [{ sort: [{ field: 'n', dir: 'desc' as const }], limit: 5, skip: 2 }, { sort: [{ field: 'n', dir: 'asc' as const }] }]) {
          const ids = async (collection: string) => (await store().find(collection, { where, ...options })).map((d) => d.id);
          assert.deepEqual(await ids(indexed), await ids(plain), JSON.stringify(where));
        }
        assert.equal(await store().count(indexed, where, { limit: 50 }), await store().count(plain, where, { limit: 50 }), `count ${JSON.stringify(where)}`);
      }
      assert.equal(await store().count(indexed, w.eq('r', 'rare')), 3);
    });

    it('finds a value written after a search found none: what chose the plan is not kept across a write', async () => {
      const ids = async (collection: string) => (await store().find(collection, { where: w.eq('r', 'late'), sort: [{ field: 'n', dir: 'asc' }], limit: 5 })).map((d) => d.id);
      assert.deepEqual(await ids(indexed), []);
      for (const collection of [indexed, plain]) await store().insert(collection, [{ id: 'late', k: 'all', r: 'late', a: 5, n: 1 }]);
      assert.deepEqual(await ids(indexed), ['late']);
      assert.deepEqual(await ids(plain), ['late']);
    });

    it('rejects a selective index of several fields or of id', async () => {
      await assert.rejects(store().ensureIndexes(indexed, [{ fields: ['k', 'r'], selective: true }]), /selective index/);
      await assert.rejects(store().ensureIndexes(indexed, [{ fields: ['id'], selective: true }]), /selective index/);
    });
  });
}
