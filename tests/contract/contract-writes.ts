// Contract: insert, update, delete, indexes, and rejection of invalid names and queries.
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { DuplicateKeyError, w, type Store, type StoredDoc, type Where } from '../../rest/store/port.ts';
import type { ContractContext } from './store-contract.ts';

const BAD_COLLECTIONS = ['Bad', '1abc', 'a-b', 'a b', '', 'a;drop table x', 'a.b', 'sqlite_master', '"q"'];
const BAD_FIELDS = ['a..b', '.a', 'a.', "a'b", 'a b', '1a', 'a[0]', '', 'a-b', 'x);drop', '$where', 'a.$gt', '_id'];

export function writeContract(ctx: ContractContext): void {
  const store = (): Store => ctx.store();
  const all = async (collection: string) => store().find(collection);

  describe('insert', () => {
    it('round-trips documents and creates the collection on first write', async () => {
      const c = ctx.collection('docs');
      const doc = {
        id: 'x',
        text: 'Grüße, 世界 "quoted" \\ \n',
        int: 42,
        real: -0.25,
        yes: true,
        no: false,
        nothing: null,
        list: [1, 'two', null, { three: [3] }],
        empty: [],
        nested: { deeper: { deepest: 'y' } },
      };
      assert.deepEqual(await all(c), []);
      await store().insert(c, [doc]);
      assert.deepEqual(await store().findOne(c, w.eq('id', 'x')), doc);
      assert.deepEqual(await all(c), [doc]);
    });

    it('stores JSON: dates become strings, undefined fields disappear', async () => {
      const c = ctx.collection('json');
      await store().insert(c, [{ id: 'x', at: new Date('2024-01-02T03:04:05.000Z'), gone: undefined }]);
      assert.deepEqual(await store().findOne(c, w.eq('id', 'x')), { id: 'x', at: '2024-01-02T03:04:05.000Z' });
    });

    it('returns copies', async () => {
      const c = ctx.collection('copies');
      const doc = { id: 'x', list: [1] };
      await store().insert(c, [doc]);
      doc.list.push(2);
      const read = await store().findOne(c, w.eq('id', 'x'));
      (read!.list as number[]).push(3);
      assert.deepEqual(await store().findOne(c, w.eq('id', 'x')), { id: 'x', list: [1] });
    });

    it('accepts an empty batch', async () => {
      const c = ctx.collection('empty');
      await store().insert(c, []);
      assert.equal(await store().count(c), 0);
    });

    it('rejects an existing id with DuplicateKeyError and inserts nothing of the batch', async () => {
      const c = ctx.collection('dupes');
      await store().insert(c, [{ id: 'old', v: 1 }]);
      await assert.rejects(
        store().insert(c, [{ id: 'new1' }, { id: 'old', v: 2 }, { id: 'new2' }]),
        (error) => error instanceof DuplicateKeyError && error.collection === c,
      );
      assert.deepEqual(await all(c), [{ id: 'old', v: 1 }]);
    });

    it('rejects an id repeated within the batch and inserts nothing', async () => {
      const c = ctx.collection('dupes');
      await assert.rejects(store().insert(c, [{ id: 'a' }, { id: 'b' }, { id: 'a' }]), DuplicateKeyError);
      assert.deepEqual(await all(c), []);
    });

    it('rejects documents without a non-empty string id, or with _id', async () => {
      const c = ctx.collection('invalid');
      for (const doc of [{}, { id: 5 }, { id: '' }, { id: null }, { id: 'a', _id: 'b' }]) {
        await assert.rejects(store().insert(c, [doc as unknown as StoredDoc]), JSON.stringify(doc));
      }
      assert.equal(await store().count(c), 0);
    });
  });

  describe('update', () => {
    const seed = async () => {
      const c = ctx.collection('upd');
      await store().insert(c, [
        { id: 'a', kind: 'x', v: 1, keep: true },
        { id: 'b', kind: 'x', v: 2 },
        { id: 'c', kind: 'y', v: 3 },
      ]);
      return c;
    };

    it('sets and unsets top-level fields and returns the matched count', async () => {
      const c = await seed();
      assert.equal(await store().update(c, w.eq('kind', 'x'), { set: { v: 9, extra: { deep: [1] } }, unset: ['keep'] }), 2);
      assert.deepEqual(await all(c), [
        { id: 'a', kind: 'x', v: 9, extra: { deep: [1] } },
        { id: 'b', kind: 'x', v: 9, extra: { deep: [1] } },
        { id: 'c', kind: 'y', v: 3 },
      ]);
    });

    it('counts matched documents even when nothing changes', async () => {
      const c = await seed();
      assert.equal(await store().update(c, w.eq('kind', 'x'), { set: { kind: 'x' } }), 2);
      assert.equal(await store().update(c, w.eq('kind', 'x'), {}), 2);
      assert.equal(await store().update(c, w.eq('kind', 'x'), { unset: ['nowhere'] }), 2);
      assert.equal(await store().update(c, w.eq('kind', 'z'), { set: { v: 0 } }), 0);
      assert.equal(await store().update(ctx.collection('never_written'), w.eq('id', 'a'), { set: { v: 0 } }), 0);
    });

    it('stores set values as JSON: undefined removes the field, dates become strings', async () => {
      const c = await seed();
      await store().update(c, w.eq('id', 'a'), { set: { v: undefined, at: new Date(0), nothing: null } });
      assert.deepEqual(await store().findOne(c, w.eq('id', 'a')), {
        id: 'a',
        kind: 'x',
        keep: true,
        at: '1970-01-01T00:00:00.000Z',
        nothing: null,
      });
    });

    it('cannot change id, nested paths, or set and unset one field', async () => {
      const c = await seed();
      const before = await all(c);
      await assert.rejects(store().update(c, w.eq('id', 'a'), { set: { id: 'z' } }), /id/);
      await assert.rejects(store().update(c, w.eq('id', 'a'), { unset: ['id'] }), /id/);
      await assert.rejects(store().update(c, w.eq('id', 'a'), { set: { 'a.b': 1 } }));
      await assert.rejects(store().update(c, w.eq('id', 'a'), { set: { v: 1 }, unset: ['v'] }));
      for (const field of BAD_FIELDS) {
        await assert.rejects(store().update(c, w.eq('id', 'a'), { set: { [field]: 1 } }), field);
        await assert.rejects(store().update(c, w.eq('id', 'a'), { unset: [field] }), field);
      }
      assert.deepEqual(await all(c), before);
    });
  });

  describe('delete', () => {
    it('deletes matching documents and returns how many', async () => {
      const c = ctx.collection('del');
      await store().insert(c, [{ id: 'a', t: ['x'] }, { id: 'b', t: 'x' }, { id: 'c' }]);
      assert.equal(await store().delete(c, w.eq('t', 'x')), 2);
      assert.equal(await store().delete(c, w.eq('t', 'x')), 0);
      assert.deepEqual(await all(c), [{ id: 'c' }]);
      assert.equal(await store().delete(c, { op: 'and', where: [] }), 1);
      assert.equal(await store().count(c), 0);
      assert.equal(await store().delete(ctx.collection('never_written'), w.eq('id', 'a')), 0);
    });
  });

  describe('indexes', () => {
    it('a unique index rejects duplicates with DuplicateKeyError, all or nothing', async () => {
      const c = ctx.collection('uniq');
      await store().ensureIndexes(c, [{ fields: ['email'], unique: true }]);
      await store().insert(c, [{ id: 'a', email: 'a@x' }]);
      await assert.rejects(store().insert(c, [{ id: 'b', email: 'a@x' }]), DuplicateKeyError);
      await assert.rejects(store().insert(c, [{ id: 'c', email: 'c@x' }, { id: 'd', email: 'a@x' }]), DuplicateKeyError);
      // the failed batch left c@x free
      await store().update(c, w.eq('id', 'a'), { set: { email: 'c@x' } });
      await assert.rejects(store().insert(c, [{ id: 'e', email: 'c@x' }]), DuplicateKeyError);
      assert.deepEqual(await all(c), [{ id: 'a', email: 'c@x' }]);
    });

    it('a change that breaks a unique index throws DuplicateKeyError', async () => {
      const c = ctx.collection('uniq');
      await store().ensureIndexes(c, [{ fields: ['email'], unique: true }]);
      await store().insert(c, [
        { id: 'a', email: 'a@x' },
        { id: 'b', email: 'b@x' },
      ]);
      await assert.rejects(store().update(c, w.eq('id', 'b'), { set: { email: 'a@x' } }), DuplicateKeyError);
      assert.deepEqual(await store().findOne(c, w.eq('id', 'b')), { id: 'b', email: 'b@x' });
    });

    it('a unique index does not constrain missing or null keys', async () => {
      const c = ctx.collection('uniq');
      await store().ensureIndexes(c, [{ fields: ['email'], unique: true }]);
      await store().insert(c, [{ id: 'a' }, { id: 'b' }, { id: 'c', email: null }, { id: 'd', email: null }]);
      assert.equal(await store().count(c), 4);
    });

    it('compound unique indexes, plain indexes, and idempotence', async () => {
      const c = ctx.collection('compound');
      const indexes = [
        { fields: ['owner', 'number'], unique: true },
        { fields: ['doc.name'] },
        { fields: ['id'] },
      ];
      await store().ensureIndexes(c, indexes);
      await store().ensureIndexes(c, indexes);
      await store().insert(c, [
        { id: 'a', owner: 'o', number: 1, doc: { name: 'n' } },
        { id: 'b', owner: 'o', number: 2, doc: { name: 'n' } },
        { id: 'c', owner: 'p', number: 1, doc: { name: 'n' } },
      ]);
      await assert.rejects(store().insert(c, [{ id: 'd', owner: 'o', number: 2 }]), DuplicateKeyError);
      assert.equal(await store().count(c, w.eq('doc.name', 'n')), 3);
    });

    it('creates the collection, and a unique index over duplicates fails', async () => {
      const c = ctx.collection('indexed');
      await store().ensureIndexes(c, []);
      assert.deepEqual(await all(c), []);
      await store().insert(c, [
        { id: 'a', k: 1 },
        { id: 'b', k: 1 },
      ]);
      await assert.rejects(store().ensureIndexes(c, [{ fields: ['k'], unique: true }]), DuplicateKeyError);
      await store().insert(c, [{ id: 'c', k: 1 }]);
      assert.equal(await store().count(c), 3);
    });
  });

  describe('validation', () => {
    it('rejects invalid collection names everywhere', async () => {
      for (const name of BAD_COLLECTIONS) {
        await assert.rejects(store().find(name), name);
        await assert.rejects(store().findOne(name, w.eq('id', 'a')), name);
        await assert.rejects(store().count(name), name);
        await assert.rejects(store().insert(name, [{ id: 'a' }]), name);
        await assert.rejects(store().update(name, w.eq('id', 'a'), { set: { v: 1 } }), name);
        await assert.rejects(store().delete(name, w.eq('id', 'a')), name);
        await assert.rejects(store().ensureIndexes(name, [{ fields: ['a'] }]), name);
      }
    });

    it('rejects invalid field paths in queries, sorts and indexes', async () => {
      const c = ctx.collection('fields');
      await store().insert(c, [{ id: 'a', v: 1 }]);
      for (const field of BAD_FIELDS) {
        const wheres: Where[] = [w.eq(field, 1), w.in(field, [1]), w.lt(field, 1), w.contains(field, 'a'), w.exists(field)];
        for (const where of wheres) {
          await assert.rejects(store().find(c, { where }), field);
          await assert.rejects(store().find(c, { where: w.or(w.eq('id', 'a'), where) }), field);
          await assert.rejects(store().findOne(c, where), field);
          await assert.rejects(store().count(c, where), field);
          await assert.rejects(store().update(c, where, { set: { v: 2 } }), field);
          await assert.rejects(store().delete(c, where), field);
        }
        await assert.rejects(store().find(c, { sort: [{ field, dir: 'asc' }] }), field);
        await assert.rejects(store().ensureIndexes(c, [{ fields: [field] }]), field);
      }
      assert.deepEqual(await all(c), [{ id: 'a', v: 1 }]);
    });

    it('rejects unknown operators and values of the wrong type', async () => {
      const c = ctx.collection('ops');
      const bad = [
        { op: 'regex', field: 'a', value: '.*' },
        { op: 'eq', field: 'a', value: { $gt: '' } },
        { op: 'eq', field: 'a', value: [1] },
        { op: 'eq', field: 'a', value: Number.NaN },
        { op: 'gt', field: 'a', value: true },
        { op: 'gt', field: 'a', value: null },
        { op: 'in', field: 'a', values: 'abc' },
        { op: 'contains', field: 'a', value: 1 },
        { op: 'exists', field: 'a', value: 'yes' },
        { op: 'and', where: {} },
      ];
      for (const where of bad) await assert.rejects(store().find(c, { where: where as Where }), JSON.stringify(where));
      await assert.rejects(store().find(c, { sort: [{ field: 'a', dir: 'up' as 'asc' }] }));
      await assert.rejects(store().ensureIndexes(c, [{ fields: [] }]));
    });
  });
}
