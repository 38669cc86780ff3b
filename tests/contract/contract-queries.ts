// Contract: every Where operator, sorting, paging and counting (read-only fixtures).
import assert from 'node:assert/strict';
import { beforeAll, describe, it } from 'vitest';
import { w, type Sort, type StoredDoc, type Where } from '../../rest/store/port.ts';
import type { ContractContext } from './store-contract.ts';

/** Covers scalars, strings that look like numbers, numbers that look like booleans, arrays, nulls and missing fields. */
const PEOPLE: StoredDoc[] = [
  { id: 'a', name: 'Alice', n: 5, b: true, tags: ['red', 'Green'], nest: { x: 1, s: 'deep' }, score: 1.5 },
  { id: 'b', name: 'bob', n: '5', b: 1, tags: ['blue'], nest: { x: 2 }, score: 10 },
  { id: 'c', name: 'Carol', n: null, b: false, tags: [], nest: { x: null }, score: -3 },
  { id: 'd', name: 'dave', n: 10, b: 0, tags: ['red', null], nest: 5 },
  { id: 'e', name: null, tags: 'red' },
  { id: 'f', name: 'Édith', n: [1, 7], b: [true], tags: ['GREEN', 'x'], nest: { x: [1, 3] } },
];

const SPECIAL: StoredDoc[] = [
  { id: 'p1', s: '100% sure' },
  { id: 'p2', s: '100 percent' },
  { id: 'u1', s: 'snake_case' },
  { id: 'u2', s: 'snakeXcase' },
  { id: 'r1', s: 'a.*b' },
  { id: 'r2', s: 'axxb' },
  { id: 'q1', s: "it's" },
  { id: 'q2', s: 'its' },
  { id: 'k1', s: 'back\\slash' },
  { id: 'x1', s: '(a+b)?[c]{d}^$|' },
];

const FRUIT: StoredDoc[] = [
  { id: 'k3', name: 'pear', price: 3, group: 'x' },
  { id: 'k1', name: 'apple', price: 3, group: 'y' },
  { id: 'k5', name: 'Banana', price: 1.5, group: 'x' },
  { id: 'k2', name: 'cherry', price: null, group: 'y' },
  { id: 'k4', name: 'date', group: 'x' },
  { id: 'k6', name: 'apple', price: 10, group: 'y', meta: { rank: 2 } },
  { id: 'k0', name: 'fig', price: 3, meta: { rank: 1 } },
];

export function queryContract(ctx: ContractContext): void {
  describe('queries', () => {
    const people = ctx.collection('people');
    /** the same documents with every queried field indexed: plans may differ, answers may not */
    const indexedPeople = ctx.collection('people_indexed');
    const special = ctx.collection('special');
    const fruit = ctx.collection('fruit');

    beforeAll(async () => {
      await ctx.store().insert(people, PEOPLE);
      const fields = ['n', 'b', 'tags', 'nest', 'nest.x', 'nest.s', 'name', 'score'];
      await ctx.store().ensureIndexes(indexedPeople, fields.map((field) => ({ fields: [field] })));
      await ctx.store().insert(indexedPeople, PEOPLE);
      await ctx.store().insert(special, SPECIAL);
      await ctx.store().insert(fruit, FRUIT);
    });

    const ids = async (where: Where, collection = people) =>
      (await ctx.store().find(collection, { where })).map((doc) => doc.id);
    const sorted = async (sort: Sort[], extra: { skip?: number; limit?: number; where?: Where } = {}) =>
      (await ctx.store().find(fruit, { sort, ...extra })).map((doc) => doc.id);
    const expect = async (where: Where, expected: string[], collection = people) => {
      assert.deepEqual(await ids(where, collection), expected, JSON.stringify(where));
      if (collection === people) assert.deepEqual(await ids(where, indexedPeople), expected, `indexed ${JSON.stringify(where)}`);
    };

    it('eq matches scalars of the same JSON type only', async () => {
      await expect(w.eq('n', 5), ['a']);
      await expect(w.eq('n', '5'), ['b']);
      await expect(w.eq('b', true), ['a', 'f']);
      await expect(w.eq('b', 1), ['b']);
      await expect(w.eq('b', false), ['c']);
      await expect(w.eq('b', 0), ['d']);
      await expect(w.eq('name', 'alice'), []);
      await expect(w.eq('score', 1.5), ['a']);
      await expect(w.eq('nowhere', 'x'), []);
    });

    it('eq matches any element of an array', async () => {
      await expect(w.eq('n', 7), ['f']);
      await expect(w.eq('tags', 'red'), ['a', 'd', 'e']);
      await expect(w.eq('tags', 'Red'), []);
      await expect(w.eq('nest.x', 1), ['a', 'f']);
    });

    it('eq null matches missing, null and arrays holding null', async () => {
      await expect(w.eq('n', null), ['c', 'e']);
      await expect(w.eq('name', null), ['e']);
      await expect(w.eq('tags', null), ['d']);
      await expect(w.eq('nest.x', null), ['c', 'd', 'e']);
      await expect(w.eq('nowhere', null), ['a', 'b', 'c', 'd', 'e', 'f']);
    });

    it('eq never matches an object, and follows nested paths', async () => {
      await expect(w.eq('nest', 5), ['d']);
      await expect(w.eq('nest', 1), []);
      await expect(w.eq('nest.s', 'deep'), ['a']);
      await expect(w.eq('nest.s.y', null), ['a', 'b', 'c', 'd', 'e', 'f']);
      await expect(w.exists('nest.s.y'), []);
    });

    it('ne matches only when no element matches, including missing and null', async () => {
      await expect(w.ne('n', 5), ['b', 'c', 'd', 'e', 'f']);
      await expect(w.ne('n', 7), ['a', 'b', 'c', 'd', 'e']);
      await expect(w.ne('tags', 'red'), ['b', 'c', 'f']);
      await expect(w.ne('b', true), ['b', 'c', 'd', 'e']);
      await expect(w.ne('nest.x', 1), ['b', 'c', 'd', 'e']);
    });

    it('ne null matches neither missing nor null', async () => {
      await expect(w.ne('n', null), ['a', 'b', 'd', 'f']);
      await expect(w.ne('tags', null), ['a', 'b', 'c', 'e', 'f']);
      await expect(w.ne('nest.x', null), ['a', 'b', 'f']);
    });

    it('in matches any listed value on scalars and arrays', async () => {
      await expect(w.in('n', [5, '5']), ['a', 'b']);
      await expect(w.in('n', [7, 10]), ['d', 'f']);
      await expect(w.in('n', [null, 10]), ['c', 'd', 'e']);
      await expect(w.in('tags', ['blue', 'x']), ['b', 'f']);
      await expect(w.in('b', [true, 0]), ['a', 'd', 'f']);
      await expect(w.in('n', []), []);
    });

    it('nin matches only when no element is listed', async () => {
      await expect(w.nin('n', [5, '5']), ['c', 'd', 'e', 'f']);
      await expect(w.nin('n', [null, 10]), ['a', 'b', 'f']);
      await expect(w.nin('tags', ['red', 'GREEN']), ['b', 'c']);
      await expect(w.nin('n', []), ['a', 'b', 'c', 'd', 'e', 'f']);
    });

    it('lt/lte/gt/gte compare numbers with numbers', async () => {
      await expect(w.gt('n', 5), ['d', 'f']);
      await expect(w.gte('n', 5), ['a', 'd', 'f']);
      await expect(w.lt('n', 5), ['f']);
      await expect(w.lte('n', 5), ['a', 'f']);
      await expect(w.gt('score', 0), ['a', 'b']);
      await expect(w.lt('score', 0), ['c']);
      await expect(w.gte('score', 1.5), ['a', 'b']);
      await expect(w.gt('nest.x', 2), ['f']);
      await expect(w.lte('nest.x', 1), ['a', 'f']);
      // booleans are not numbers, and missing or null never compare
      await expect(w.gt('b', 0), ['b']);
      await expect(w.gte('nowhere', 0), []);
      await expect(w.lt('name', 0), []);
    });

    it('lt/lte/gt/gte compare strings with strings in binary order', async () => {
      await expect(w.gt('n', '4'), ['b']);
      await expect(w.lt('n', 'z'), ['b']);
      await expect(w.gt('name', 'b'), ['b', 'd', 'f']);
      await expect(w.lt('name', 'a'), ['a', 'c']);
      await expect(w.gte('name', 'bob'), ['b', 'd', 'f']);
      await expect(w.lte('name', 'bob'), ['a', 'b', 'c']);
    });

    it('contains is a case-insensitive substring of strings and string elements', async () => {
      await expect(w.contains('name', 'AL'), ['a']);
      await expect(w.contains('name', 'o'), ['b', 'c']);
      await expect(w.contains('name', 'édith'), ['f']);
      await expect(w.contains('tags', 'gReEn'), ['a', 'f']);
      await expect(w.contains('tags', 'e'), ['a', 'b', 'd', 'e', 'f']);
      await expect(w.contains('n', '5'), ['b']);
      await expect(w.contains('nest.s', 'EEP'), ['a']);
      await expect(w.contains('name', ''), ['a', 'b', 'c', 'd', 'f']);
      await expect(w.contains('nest', 'deep'), []);
    });

    it('contains takes SQL and regex special characters literally', async () => {
      await expect(w.contains('s', '%'), ['p1'], special);
      await expect(w.contains('s', '0% S'), ['p1'], special);
      await expect(w.contains('s', '_'), ['u1'], special);
      await expect(w.contains('s', 'E_C'), ['u1'], special);
      await expect(w.contains('s', '.*'), ['r1'], special);
      await expect(w.contains('s', "'"), ['q1'], special);
      await expect(w.contains('s', "IT'S"), ['q1'], special);
      await expect(w.contains('s', '\\'), ['k1'], special);
      await expect(w.contains('s', '(a+b)?[C]{d}^$|'), ['x1'], special);
    });

    it('exists is ne null, and exists false is eq null', async () => {
      await expect(w.exists('n'), ['a', 'b', 'd', 'f']);
      await expect(w.exists('n', false), ['c', 'e']);
      await expect(w.exists('nest'), ['a', 'b', 'c', 'd', 'f']);
      await expect(w.exists('nest.x'), ['a', 'b', 'f']);
      await expect(w.exists('nest.x', false), ['c', 'd', 'e']);
      await expect(w.exists('tags'), ['a', 'b', 'c', 'e', 'f']);
      await expect(w.exists('tags', false), ['d']);
    });

    it('operators on id', async () => {
      await expect(w.eq('id', 'c'), ['c']);
      await expect(w.eq('id', 5), []);
      await expect(w.ne('id', 'a'), ['b', 'c', 'd', 'e', 'f']);
      await expect(w.in('id', ['a', 'e', 'zz', 1]), ['a', 'e']);
      await expect(w.nin('id', ['a', 'b']), ['c', 'd', 'e', 'f']);
      await expect(w.gt('id', 'c'), ['d', 'e', 'f']);
      await expect(w.lte('id', 'b'), ['a', 'b']);
      await expect(w.lt('id', 5), []);
      await expect(w.contains('id', 'A'), ['a']);
      await expect(w.exists('id'), ['a', 'b', 'c', 'd', 'e', 'f']);
      await expect(w.exists('id', false), []);
      await expect(w.eq('id', null), []);
    });

    it('and/or nest', async () => {
      await expect(w.and(w.eq('tags', 'red'), w.exists('n')), ['a', 'd']);
      await expect(w.or(w.eq('n', 5), w.eq('n', '5'), w.eq('name', 'Carol')), ['a', 'b', 'c']);
      await expect(
        w.or(w.and(w.gt('n', 1), w.lt('n', 8)), w.and(w.eq('name', null), w.exists('tags'))),
        ['a', 'e', 'f'],
      );
      await expect(w.and(w.or(w.eq('b', true), w.eq('b', false)), w.or(w.contains('name', 'a'), w.eq('id', 'f'))), [
        'a',
        'c',
        'f',
      ]);
      await expect(w.and(w.eq('id', 'a'), undefined, false), ['a']);
      await expect({ op: 'and', where: [] }, ['a', 'b', 'c', 'd', 'e', 'f']);
      await expect({ op: 'or', where: [] }, []);
      await expect(w.or(w.eq('id', 'a'), { op: 'or', where: [] }), ['a']);
      await expect(w.and(w.eq('id', 'a'), { op: 'and', where: [] }), ['a']);
    });

    it('findOne returns the first match by id, or null', async () => {
      assert.deepEqual(await ctx.store().findOne(people, w.eq('id', 'b')), PEOPLE[1]);
      assert.equal((await ctx.store().findOne(people, w.eq('tags', 'red')))?.id, 'a');
      assert.equal(await ctx.store().findOne(people, w.eq('id', 'zz')), null);
    });

    it('sorts strings ascending and descending, ties broken by id', async () => {
      assert.deepEqual(await sorted([{ field: 'name', dir: 'asc' }]), ['k5', 'k1', 'k6', 'k2', 'k4', 'k0', 'k3']);
      assert.deepEqual(await sorted([{ field: 'name', dir: 'desc' }]), ['k3', 'k0', 'k4', 'k2', 'k1', 'k6', 'k5']);
    });

    it('sorts numbers with missing and null first ascending, last descending', async () => {
      assert.deepEqual(await sorted([{ field: 'price', dir: 'asc' }]), ['k2', 'k4', 'k5', 'k0', 'k1', 'k3', 'k6']);
      assert.deepEqual(await sorted([{ field: 'price', dir: 'desc' }]), ['k6', 'k0', 'k1', 'k3', 'k5', 'k2', 'k4']);
    });

    it('sorts by several keys, nested paths and id', async () => {
      assert.deepEqual(
        await sorted([
          { field: 'group', dir: 'asc' },
          { field: 'price', dir: 'desc' },
        ]),
        ['k0', 'k3', 'k5', 'k4', 'k6', 'k1', 'k2'],
      );
      assert.deepEqual(await sorted([{ field: 'meta.rank', dir: 'asc' }]), ['k1', 'k2', 'k3', 'k4', 'k5', 'k0', 'k6']);
      assert.deepEqual(await sorted([]), ['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
      assert.deepEqual(await sorted([{ field: 'id', dir: 'desc' }]), ['k6', 'k5', 'k4', 'k3', 'k2', 'k1', 'k0']);
      assert.deepEqual(
        await sorted([{ field: 'name', dir: 'asc' }], { where: w.eq('group', 'y') }),
        ['k1', 'k6', 'k2'],
      );
    });

    it('omit leaves top-level fields out of what is read, and only those', async () => {
      const full = await ctx.store().find(fruit, { sort: [{ field: 'id', dir: 'asc' }] });
      const slim = await ctx.store().find(fruit, { sort: [{ field: 'id', dir: 'asc' }], omit: ['name', 'price'] });
      assert.deepEqual(
        slim,
        full.map(({ name: _name, price: _price, ...rest }) => rest),
      );
      assert.ok(slim.every((doc) => typeof doc.id === 'string'));
      assert.deepEqual(await ctx.store().findOne(fruit, w.eq('id', 'k6'), { omit: ['meta', 'price'] }), { id: 'k6', name: 'apple', group: 'y' });
      assert.deepEqual(await ctx.store().findOne(fruit, w.eq('group', 'y'), { omit: ['price'] }), { id: 'k1', name: 'apple', group: 'y' });
      await assert.rejects(ctx.store().findOne(fruit, w.eq('id', 'k6'), { omit: ['id'] }), /cannot omit/);
      await assert.rejects(ctx.store().find(fruit, { omit: ['id'] }), /cannot omit/);
      await assert.rejects(ctx.store().find(fruit, { omit: ["name') --"] }), /cannot omit/);
      await assert.rejects(ctx.store().find(fruit, { omit: ['a.b'] }), /cannot omit/);
    });

    it('skip and limit page through a stable order', async () => {
      const byPrice: Sort[] = [{ field: 'price', dir: 'asc' }];
      const all = await sorted(byPrice);
      assert.deepEqual(await sorted(byPrice, { skip: 2, limit: 3 }), all.slice(2, 5));
      assert.deepEqual(await sorted(byPrice, { limit: 2 }), all.slice(0, 2));
      assert.deepEqual(await sorted(byPrice, { skip: 5 }), all.slice(5));
      assert.deepEqual(await sorted(byPrice, { skip: 7 }), []);
      assert.deepEqual(await sorted(byPrice, { limit: 0 }), []);
      const pages = [];
      for (let skip = 0; skip < all.length; skip += 3) pages.push(...(await sorted(byPrice, { skip, limit: 3 })));
      assert.deepEqual(pages, all);
      await assert.rejects(ctx.store().find(fruit, { limit: -1 }));
      await assert.rejects(ctx.store().find(fruit, { skip: 1.5 }));
    });

    it('counts with and without where', async () => {
      assert.equal(await ctx.store().count(people), 6);
      assert.equal(await ctx.store().count(people, w.eq('tags', 'red')), 3);
      assert.equal(await ctx.store().count(people, w.eq('id', 'zz')), 0);
      assert.equal(await ctx.store().count(ctx.collection('never_written')), 0);
    });

    it('reads of a collection nobody wrote find nothing', async () => {
      const empty = ctx.collection('never_written');
      assert.deepEqual(await ctx.store().find(empty, { where: w.eq('a', 1), sort: [{ field: 'a', dir: 'asc' }] }), []);
      assert.equal(await ctx.store().findOne(empty, w.eq('id', 'a')), null);
    });
  });
}
