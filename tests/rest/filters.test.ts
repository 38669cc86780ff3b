// Every filter of every kind (rest-api.md §3.3), driven by the registry: a value taken from the
// kind's sample document finds the sample, a value it does not have leaves it out. Text filters match a
// case-changed substring, however short (the text index looks up three characters or more); exact
// filters match the whole value only.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { FilterDef, KindDef } from '../../rest/model/kinds/kind-def.ts';
import { valueAt } from '../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { type SampleCollection, type SampleSet } from '../support/samples.ts';
import type { TestServer } from '../support/server.ts';
import { openServer, assertError, ok, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
let samples: SampleSet;

beforeAll(async () => ({ server, c, samples } = await openServer({ samples: true })));
afterAll(() => server.close());

/** The scalar values a filter indexes for a document, as the filter itself reads them. */
function indexed(filter: FilterDef, document: unknown): (string | number | boolean)[] {
  // a since filter compares the head's field (created), which every sample has: probes() picks instants around it
  if (filter.match === 'since') return [filter.headField ?? 'created'];
  const value = filter.extract ? filter.extract(document) : valueAt(document, filter.name);
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((v): v is string | number | boolean => v !== null && typeof v !== 'object');
}

const swapCase = (text: string) => [...text].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');

/** Query values that must find the document, and ones that must not. */
function probes(filter: FilterDef, values: (string | number | boolean)[]): { hits: string[]; misses: string[] } {
  const first = values[0];
  switch (filter.match) {
    case 'text': {
      const text = String(values.find((v) => typeof v === 'string' && /[a-z]/i.test(v)) ?? first);
      const inner = text.length > 4 ? text.slice(1, -1) : text;
      const changed = swapCase(inner);
      assert.notEqual(changed, inner, `the sample's ${filter.name} needs letters to change case`);
      // one and two characters have no trigram for the text index to look up: they are tested row by row, with the same answer
      return { hits: [text, changed, changed.slice(0, 2), changed.slice(-1)], misses: [`${text}~absent`, 'zz-no-such-text-zz'] };
    }
    case 'exact': {
      const text = String(first);
      return { hits: values.map(String), misses: [`${text}x`, text.slice(0, -1), 'no-such-value'] };
    }
    case 'number': {
      assert.equal(typeof first, 'number', filter.name);
      return { hits: [String(first)], misses: [String((first as number) + 1), String(-(first as number) - 1)] };
    }
    case 'boolean':
    case 'empty': {
      assert.equal(typeof first, 'boolean', filter.name);
      return { hits: [String(first)], misses: [String(!first)] };
    }
    case 'since':
      return { hits: ['2000-01-01T00:00:00Z', new Date(Date.now() - 3_600_000).toISOString()], misses: [new Date(Date.now() + 3_600_000).toISOString()] };
  }
}

async function ids(kind: KindDef, name: string, value: string, all = false): Promise<{ ids: string[]; total: number }> {
  // a since filter's list is in its field's order (resource-lists.ts sinceInOrder)
  const since = kind.filters.find((f) => f.name === name && f.match === 'since');
  const sort = since ? `&sort=-${since.headField ?? 'created'}` : '';
  const path = `/${kind.collection}${all ? '/all' : ''}?limit=200&${encodeURIComponent(name)}=${encodeURIComponent(value)}${sort}`;
  const page = await ok(c.get(path));
  return { ids: page.items.map((r: any) => r.id), total: page.total };
}

for (const kind of KINDS) {
  describe(`${kind.collection} filters`, () => {
    test('every filter has a value in the sample document', () => {
      const document = samples[kind.collection as SampleCollection].document;
      for (const filter of kind.filters) assert.ok(indexed(filter, document).length > 0, `sample ${kind.collection} lacks ${filter.name}`);
    });

    for (const filter of kind.filters) {
      test(`${filter.name} (${filter.match}): matching values find the sample, others do not`, async () => {
        const { id, document } = samples[kind.collection as SampleCollection];
        const { hits, misses } = probes(filter, indexed(filter, document));
        for (const value of hits) {
          for (const all of [false, true]) {
            const found = await ids(kind, filter.name, value, all);
            assert.ok(found.ids.includes(id), `${kind.collection}${all ? '/all' : ''}?${filter.name}=${value} should find the sample`);
            assert.ok(found.total >= 1);
          }
        }
        for (const value of misses) {
          const found = await ids(kind, filter.name, value);
          assert.ok(!found.ids.includes(id), `${kind.collection}?${filter.name}=${value} should not find the sample`);
        }
      });
    }

    if (kind.filters.length > 1) {
      test('filters combine: all must match', async () => {
        const { id, document } = samples[kind.collection as SampleCollection];
        const [a, b] = kind.filters;
        const hitA = probes(a, indexed(a, document)).hits[0];
        const { hits, misses } = probes(b, indexed(b, document));
        const query = (vb: string) => `/${kind.collection}?limit=200&${encodeURIComponent(a.name)}=${encodeURIComponent(hitA)}&${encodeURIComponent(b.name)}=${encodeURIComponent(vb)}`;
        assert.ok((await ok(c.get(query(hits[0])))).items.some((r: any) => r.id === id));
        assert.ok(!(await ok(c.get(query(misses[0])))).items.some((r: any) => r.id === id));
      });
    }

    test('an unknown filter is a 400 naming it', async () => {
      assertError(await c.get(`/${kind.collection}?noSuchFilter=1`), 400, 'noSuchFilter');
    });
  });
}

test('number, boolean and since filters reject values that are not numbers, booleans or instants, naming the filter', async () => {
  let checked = 0;
  for (const kind of KINDS) {
    for (const filter of kind.filters) {
      if (filter.match === 'number') {
        assertError(await c.get(`/${kind.collection}?${filter.name}=abc`), 400, filter.name);
        checked++;
      }
      if (filter.match === 'boolean' || filter.match === 'empty') {
        assertError(await c.get(`/${kind.collection}?${filter.name}=maybe`), 400, filter.name);
        checked++;
      }
      if (filter.match === 'since') {
        assertError(await c.get(`/${kind.collection}?${filter.name}=yesterday&sort=-${filter.headField ?? 'created'}`), 400, filter.name);
        assertError(await c.get(`/${kind.collection}?${filter.name}=2026-01-01T00:00:00Z&sort=name`), 400, `sort must be ${filter.headField ?? 'created'}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 0);
});

test('a text filter value is literal: % and _ are not wildcards', async () => {
  const modules = KINDS.find((k) => k.collection === 'modules')!;
  assert.ok(!(await ids(modules, 'name', '%')).ids.length);
  assert.ok(!(await ids(modules, 'name', '_')).ids.length);
});

test('filters follow the head: after a write the old value no longer finds it, the new one does', async () => {
  const { id } = samples.companies;
  await ok(c.patch(`/companies/${id}`, { name: `Renamed company ${samples.marker}` }));
  const companies = KINDS.find((k) => k.collection === 'companies')!;
  assert.ok((await ids(companies, 'name', `renamed COMPANY ${samples.marker}`)).ids.includes(id));
  assert.ok(!(await ids(companies, 'name', `Walnut Works ${samples.marker}`)).ids.includes(id));
  // a branch (notHead) is not the head: lists keep answering the head's values
  await ok(c.patch(`/companies/${id}?notHead=true`, { name: `Branch company ${samples.marker}` }));
  assert.ok(!(await ids(companies, 'name', `Branch company ${samples.marker}`)).ids.includes(id));
  assert.ok((await ids(companies, 'name', `Renamed company ${samples.marker}`)).ids.includes(id));
});
