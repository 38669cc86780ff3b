// Contract: indexes change how a query runs, never what it answers. The same documents go into an
// indexed and an unindexed collection, stage by stage, as a field that first held only strings comes
// to hold numbers, booleans, null, arrays, objects and strings that look like JSON; after each stage
// every query must answer the same on both. Also: ORs of equalities read sorted and paged (which
// adapters may answer branch by branch), ties, missing versus null in sorts, and counting limits.
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from 'vitest';
import { w, type Sort, type Store, type StoredDoc, type Where } from '../../rest/store/port.ts';
import type { ContractContext } from './store-contract.ts';

/** Each stage adds documents (and changes one), widening the JSON types held at `v` and `o.v`. */
const STAGES: { add: StoredDoc[]; change?: { id: string; set: Record<string, unknown> } }[] = [
  { add: [{ id: 'a', v: 'red', o: { v: 'x' } }, { id: 'b', v: 'blue', o: { v: 'y' } }, { id: 'c', v: 'red' }] },
  { add: [{ id: 'd', v: 5, o: { v: 1 } }, { id: 'e', v: 1 }, { id: 'f' }] },
  { add: [{ id: 'g', v: true, o: { v: true } }, { id: 'h', v: false }, { id: 'i', v: null, o: null }] },
  { add: [{ id: 'j', v: ['red', 1, true, null], o: { v: ['x', 0] } }, { id: 'k', v: [] }, { id: 'l', v: [['red']] }], change: { id: 'c', set: { v: ['blue', 'Red'] } } },
  { add: [{ id: 'm', v: { red: 1 } }, { id: 'n', v: '["red"]' }, { id: 'o', v: '{"red":1}' }, { id: 'p', v: 'zebra' }, { id: 'q', v: 0 }], change: { id: 'a', set: { v: 'Reddish' } } },
];

const QUERIES: Where[] = [
  w.eq('v', 'red'),
  w.eq('v', 'blue'),
  w.eq('v', 1),
  w.eq('v', 0),
  w.eq('v', 5),
  w.eq('v', true),
  w.eq('v', false),
  w.eq('v', null),
  w.eq('v', '["red"]'),
  w.eq('v', '{"red":1}'),
  w.eq('v', '[]'),
  w.in('v', ['red', 1]),
  w.in('v', [true, 0, 'zebra', null]),
  w.in('v', []),
  w.ne('v', 'red'),
  w.ne('v', null),
  w.nin('v', ['red', 5]),
  w.exists('v'),
  w.exists('v', false),
  w.gt('v', 'b'),
  w.lt('v', 'red'),
  w.lte('v', 'red'),
  w.gte('v', '['),
  w.gt('v', 0),
  w.gte('v', 1),
  w.lt('v', 5),
  w.contains('v', 'RED'),
  w.contains('v', '['),
  w.contains('v', 'e'),
  w.eq('o.v', 'x'),
  w.eq('o.v', 1),
  w.eq('o.v', 0),
  w.eq('o.v', true),
  w.eq('o.v', null),
  w.exists('o.v'),
  w.gt('o.v', 'a'),
  w.lt('o.v', 1),
  w.contains('o.v', 'X'),
  w.or(w.eq('v', 'red'), w.eq('v', 5), w.eq('o.v', 'y')),
  w.and(w.ne('v', null), w.or(w.eq('v', 'blue'), w.in('v', [true, 1]))),
];

const SORTS: Sort[][] = [[], [{ field: 'v', dir: 'asc' }], [{ field: 'o.v', dir: 'desc' }]];

export function indexedContract(ctx: ContractContext): void {
  const store = (): Store => ctx.store();

  describe('indexed and unindexed fields answer alike', () => {
    const plain = ctx.collection('plain');
    const indexed = ctx.collection('indexed');

    beforeAll(async () => {
      await store().ensureIndexes(indexed, [{ fields: ['v'] }, { fields: ['o.v', 'v'] }]);
    });

    it('as the values held at a field widen from strings to every JSON type', async () => {
      for (const [number, stage] of STAGES.entries()) {
        for (const c of [plain, indexed]) {
          await store().insert(c, stage.add);
          if (stage.change) await store().update(c, w.eq('id', stage.change.id), { set: stage.change.set });
        }
        for (const where of QUERIES) {
          const expected = (await store().find(plain, { where })).map((d) => d.id);
          const context = `stage ${number + 1}: ${JSON.stringify(where)}`;
          assert.deepEqual((await store().find(indexed, { where })).map((d) => d.id), expected, context);
          assert.equal(await store().count(indexed, where), expected.length, context);
          assert.deepEqual((await store().findOne(indexed, where))?.id ?? null, expected[0] ?? null, context);
        }
        // only the ids are compared in sorts: how mixed types order among themselves is unspecified
        for (const sort of SORTS) {
          const stringsOnly = w.or(w.gte('v', ''), w.exists('v', false));
          const expected = (await store().find(plain, { where: stringsOnly, sort })).map((d) => d.id);
          assert.deepEqual((await store().find(indexed, { where: stringsOnly, sort })).map((d) => d.id), expected, `stage ${number + 1}: sort ${JSON.stringify(sort)}`);
        }
      }
    });

    it('after documents are deleted or a field is removed', async () => {
      for (const c of [plain, indexed]) {
        await store().delete(c, w.in('id', ['j', 'm']));
        await store().update(c, w.eq('id', 'c'), { unset: ['v'] });
      }
      for (const where of QUERIES) {
        const expected = (await store().find(plain, { where })).map((d) => d.id);
        assert.deepEqual((await store().find(indexed, { where })).map((d) => d.id), expected, JSON.stringify(where));
      }
    });
  });

  describe('ORs of equalities, sorted and paged', () => {
    const c = ctx.collection('branches');
    /** 40 documents over three workspaces; owners and shares overlap, so branches share documents */
    const DOCS: StoredDoc[] = Array.from({ length: 40 }, (_, i) => ({
      id: `r${String(i).padStart(2, '0')}`,
      workspace: ['north', 'south', 'east'][i % 3],
      owner: i % 4 === 0 ? 'ann' : 'bob',
      readers: i % 5 === 0 ? ['ann', 'cy'] : [],
      public: i % 7 === 0,
      deleted: i % 11 === 0,
      // ties: several documents share each time and name, and some have neither
      edited: i % 9 === 0 ? null : `2026-01-${String(1 + (i % 6)).padStart(2, '0')}`,
      name: i % 13 === 0 ? undefined : `item ${i % 8}`,
      // a derived number with long runs of equal values, ordered at a nested path (the products' counts)
      sort: { n: i % 4 },
    }));
    const readable = w.or(
      w.in('workspace', ['north', 'south']),
      w.eq('owner', 'ann'),
      w.eq('readers', 'ann'),
      w.eq('public', true),
    );

    beforeAll(async () => {
      for (const sort of ['edited', 'name', 'sort.n']) {
        await store().ensureIndexes(c, [
          { fields: ['workspace', 'deleted', sort, 'id'] },
          { fields: ['owner', 'deleted', sort, 'id'] },
          { fields: ['public', 'deleted', sort, 'id'] },
        ]);
      }
      await store().ensureIndexes(c, [
        { fields: ['workspace', 'deleted', 'owner', 'id'] },
        { fields: ['owner', 'deleted', 'id'] },
        { fields: ['public', 'deleted', 'owner', 'id'] },
        { fields: ['readers'] },
      ]);
      await store().insert(c, DOCS);
    });

    const wheres: Where[] = [
      readable,
      w.and(readable, w.eq('deleted', false)),
      w.and(w.eq('deleted', false), w.in('workspace', ['north', 'east', 'nowhere'])),
      w.and(w.eq('deleted', false), readable, w.lte('edited', '2026-01-04')),
      w.and(w.or(w.eq('owner', 'ann'), w.eq('public', true)), w.or(w.eq('workspace', 'east'), w.eq('readers', 'cy'))),
      w.and(readable, w.in('deleted', [false, true])),
      w.and(w.eq('workspace', 'north'), w.in('deleted', [true, false])),
      w.and(w.in('workspace', ['south', 'north']), w.in('owner', ['ann', 'bob', 'cy']), w.in('deleted', [false])),
      w.and(w.eq('owner', 'ann'), w.eq('deleted', false)),
    ];
    const sorts: Sort[][] = [
      [{ field: 'edited', dir: 'desc' }],
      [{ field: 'edited', dir: 'asc' }],
      [{ field: 'name', dir: 'asc' }],
      [{ field: 'name', dir: 'desc' }],
      [{ field: 'sort.n', dir: 'desc' }],
      [{ field: 'sort.n', dir: 'asc' }],
      // ordered by a field some branches fix by an equality (the owner scope of a list sorted by owner)
      [{ field: 'owner', dir: 'desc' }],
      [],
    ];

    /** a document's value at a dotted path; missing as null (sorted first ascending) */
    const at = (doc: StoredDoc, path: string): string | number | null => path.split('.').reduce<any>((v, step) => v?.[step], doc) ?? null;
    const inOrder = (docs: StoredDoc[], [sort]: Sort[]) =>
      docs.every((doc, i) => {
        if (i === 0 || !sort) return true;
        const [a, b] = [at(docs[i - 1], sort.field), at(doc, sort.field)];
        if (a === b) return docs[i - 1].id < doc.id;
        const before = a === null || (b !== null && a < b);
        return sort.dir === 'asc' ? before : !before;
      });

    it('every page is the slice of the whole sorted answer, without duplicates', async () => {
      for (const where of wheres) {
        for (const sort of sorts) {
          const docs = await store().find(c, { where, sort });
          assert.ok(inOrder(docs, sort), `${JSON.stringify(where)} ${JSON.stringify(sort)}: ${docs.map((d) => d.id)}`);
          const all = docs.map((d) => d.id);
          assert.equal(new Set(all).size, all.length);
          for (const [skip, limit] of [[0, 5], [5, 5], [3, 7], [0, 100], [30, 10], [0, 1]]) {
            const page = (await store().find(c, { where, sort, skip, limit })).map((d) => d.id);
            assert.deepEqual(page, all.slice(skip, skip + limit), `${JSON.stringify(where)} ${JSON.stringify(sort)} skip ${skip} limit ${limit}`);
          }
        }
      }
    });

    it('counts stop at their limit, counted branch by branch or not', async () => {
      for (const where of wheres) {
        const all = await store().count(c, where);
        for (const limit of [1, 5, all - 1, all, all + 1, 100]) {
          if (limit < 0) continue;
          assert.equal(await store().count(c, where, { limit }), Math.min(all, limit), `${JSON.stringify(where)} limit ${limit}`);
        }
      }
    });

    it('ties are broken by id ascending, whatever the direction; missing and null sort first ascending', async () => {
      const asc = await store().find(c, { where: w.eq('deleted', false), sort: [{ field: 'edited', dir: 'asc' }], limit: 40 });
      const desc = await store().find(c, { where: w.eq('deleted', false), sort: [{ field: 'edited', dir: 'desc' }], limit: 40 });
      const key = (d: StoredDoc) => d.edited ?? '';
      const ascending = (a: StoredDoc, b: StoredDoc) => key(a).localeCompare(key(b)) || a.id.localeCompare(b.id);
      assert.deepEqual(asc.map((d) => d.id), [...asc].sort(ascending).map((d) => d.id));
      assert.deepEqual(desc.map((d) => d.id), [...desc].sort((a, b) => key(b).localeCompare(key(a)) || a.id.localeCompare(b.id)).map((d) => d.id));
      assert.equal(asc[0].edited ?? null, null);
      assert.equal(desc[desc.length - 1].edited ?? null, null);
    });

    it('omit applies to pages read branch by branch', async () => {
      const [first] = await store().find(c, { where: readable, sort: [{ field: 'name', dir: 'asc' }], limit: 1, omit: ['readers', 'owner'] });
      assert.equal(first.owner, undefined);
      assert.equal(first.readers, undefined);
      assert.equal(typeof first.workspace, 'string');
    });
  });

  describe('counting', () => {
    it('stops at a limit', async () => {
      const c = ctx.collection('counted');
      await store().ensureIndexes(c, [{ fields: ['k'] }]);
      await store().insert(c, Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, k: i % 3, tags: i % 2 ? ['odd'] : [] })));
      assert.equal(await store().count(c, w.eq('k', 1)), 10);
      assert.equal(await store().count(c, w.eq('k', 1), { limit: 4 }), 4);
      assert.equal(await store().count(c, w.eq('k', 1), { limit: 10 }), 10);
      assert.equal(await store().count(c, w.eq('k', 1), { limit: 50 }), 10);
      assert.equal(await store().count(c, undefined, { limit: 7 }), 7);
      assert.equal(await store().count(c, w.eq('tags', 'odd'), { limit: 0 }), 0);
      assert.equal(await store().count(c, w.eq('tags', 'odd'), { limit: 100 }), 15);
      await assert.rejects(store().count(c, undefined, { limit: -1 }));
      await assert.rejects(store().count(c, undefined, { limit: 1.5 }));
    });
  });
}
