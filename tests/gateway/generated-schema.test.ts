// schema/generated/filters.graphql is exactly what `npx tsx schema/generate.ts` writes from the kinds
// registry, and it is consistent with the gateway's mapping back to the model's filters.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { buildSchema, isInputObjectType } from 'graphql';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { FILTERS_SDL_PATH } from '../../schema/generate.ts';
import { LIST_FLAGS, filterFields, filterTypeName, renderFiltersSdl, toListQuery } from '../../schema/filter-inputs.ts';

const committed = readFileSync(FILTERS_SDL_PATH, 'utf8');

test('the committed filters.graphql equals what schema/generate.ts produces', () => {
  assert.equal(committed, renderFiltersSdl(), 'schema/generated/filters.graphql is stale: run npx tsx schema/generate.ts');
});

test('one <Kind>Filter input per kind, with every filter of the kind and the listing flags', () => {
  const schema = buildSchema(`${committed}\ntype Query { ok: Boolean }`);
  for (const kind of KINDS) {
    const type = schema.getType(filterTypeName(kind));
    assert.ok(type && isInputObjectType(type), `${filterTypeName(kind)} is missing`);
    const fields = type.getFields();
    assert.equal(Object.keys(fields).length, kind.filters.length + LIST_FLAGS.length, kind.collection);
    for (const f of filterFields(kind)) {
      const expected = { text: 'String', exact: 'String', number: 'Float', boolean: 'Boolean', empty: 'Boolean' }[f.match];
      assert.equal(String(fields[f.field]?.type), expected, `${kind.collection} ${f.filter}`);
    }
    for (const flag of LIST_FLAGS) assert.equal(String(fields[flag]?.type), 'Boolean');
  }
});

test('a GraphQL filter maps back to the dotted model filters and the flags', () => {
  assert.deepEqual(
    toListQuery('modules', {
      name: 'chair',
      sourceImageName: 'front',
      sourceGeometrySettingsCollapseDepth: 2,
      sourceGeometrySettingsUvMap: false,
      skus: null,
      mine: true,
      includeDeleted: false,
    }),
    {
      filters: { name: 'chair', 'source.image.name': 'front', 'source.geometrySettings.collapseDepth': '2', 'source.geometrySettings.uvMap': 'false' },
      mine: true,
      includeDeleted: false,
    },
  );
  assert.deepEqual(toListQuery('workbatches', { ordersEmpty: true }), { filters: { 'orders.empty': 'true' } });
  assert.deepEqual(toListQuery('modules', null), {});
});
