// schema/generated/ is exactly what `npm run generate` (schema/generate.ts) writes from the kinds registry: the
// filter inputs (consistent with the gateway's mapping back to the model's filters) and every kind's
// types, typed field by field from its TypeBox schema.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'vitest';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isObjectType, isScalarType, type GraphQLInterfaceType, type GraphQLObjectType } from 'graphql';
import { loadTypeDefs } from '../../gateway/schema.ts';
import { buildSchema as gatewaySchema } from '../../gateway/gateway.plugin.ts';
import { resolvers } from '../../gateway/resolvers/index.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { ARGUMENTS_SDL_PATH, GENERATED_SDL } from '../../schema/generate.ts';
import { renderArgumentsSdl } from '../../schema/arguments-sdl.ts';
import { POSSIBLE_TYPES } from '../../web/src/frame/possible-types.ts';
import { camel, filterTypeName, pageInputName, sortEnumValue, sortParameterOf, sortTypeName } from '../../gateway/kind-names.ts';
import { filterFields, listQuery, toListQuery } from '../../gateway/list-arguments.ts';
import { LIST_FLAGS } from '../../rest/model/kinds/kind-arguments.ts';
import { sortParameters } from '../../rest/model/lists/resource-lists.ts';

const committed = readFileSync(ARGUMENTS_SDL_PATH, 'utf8');
/** the generated arguments on their own */
const argumentsSchema = () => buildSchema(`${committed}\nscalar PageSize\nscalar DateTime\ntype Query { ok: Boolean }`);

test('every committed file of schema/generated equals what schema/generate.ts produces', () => {
  for (const [path, render] of GENERATED_SDL) {
    assert.equal(readFileSync(path, 'utf8'), render(), `${path} is stale: run npm run generate`);
  }
  assert.equal(committed, renderArgumentsSdl());
});

test("the web app's cache is told every type of interface Resource, so fragments on it match", () => {
  const resource = schema.getType('Resource') as GraphQLInterfaceType;
  const implementing = schema.getPossibleTypes(resource).map((type) => type.name).sort();
  assert.deepEqual([...POSSIBLE_TYPES.Resource].sort(), implementing);
  assert.ok(implementing.includes('Order') && implementing.includes('OrderRow'));
});

const schema = gatewaySchema();

/** The named types a type reaches through its fields, to find JSON scalars anywhere in a document. */
function reachable(type: GraphQLObjectType, seen = new Set<string>()): Set<string> {
  if (seen.has(type.name)) return seen;
  seen.add(type.name);
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type);
    if (isObjectType(named) && !['Resource'].includes(named.name) && !KINDS.some((k) => k.one === named.name)) reachable(named, seen);
    else seen.add(named.name);
  }
  return seen;
}

test('each kind is an object type named by `one`, with the envelope, owner: User!, and its document typed field by field', () => {
  assert.ok(loadTypeDefs().length >= 5);
  for (const kind of KINDS) {
    const type = schema.getType(kind.one);
    assert.ok(type && isObjectType(type), `${kind.one} is missing`);
    const fields = type.getFields();
    for (const [name, expected] of [['id', 'ID!'], ['version', 'Int!'], ['head', 'Int!'], ['workspace', 'Workspace!'], ['created', 'DateTime!'], ['lastEdited', 'DateTime!'], ['owner', 'User!']]) {
      assert.equal(String(fields[name]?.type), expected, `${kind.one}.${name}`);
    }
    const document = getNamedType(fields.document.type) as GraphQLObjectType;
    assert.equal(document.name, `${kind.one}Document`);
    const properties = Object.keys((kind.schema as any).properties);
    assert.deepEqual(Object.keys(document.getFields()), properties, `${kind.one}Document has the schema's fields`);
    for (const required of (kind.schema as any).required ?? []) assert.match(String(document.getFields()[required].type), /!$/, `${kind.one}Document.${required} is required`);
    assert.ok(!reachable(document).has('JSON'), `${kind.one}Document reaches no JSON scalar`);

    const row = schema.getType(`${kind.one}Row`) as GraphQLObjectType;
    const data = getNamedType(row.getFields().data.type) as GraphQLObjectType;
    assert.deepEqual(Object.keys(data.getFields()), Object.keys((kind.row as any).properties), `${kind.one}Row.data keeps the listed fields`);
    for (const field of ['history', 'diff', 'permissions', 'sharing', 'usages', 'uses', 'shortCode', 'atVersion']) {
      assert.ok(fields[field] && row.getFields()[field], `${kind.one} and ${kind.one}Row have ${field}`);
    }
    const query = schema.getQueryType()!.getFields();
    assert.deepEqual(query[camel(kind.one)].args.map((a) => a.name), ['id', 'version', 'multiWorkspace']);
    assert.deepEqual(query[camel(kind.many)].args.map((a) => a.name), ['filter', 'page', 'all']);
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    for (const verb of ['create', 'update', 'patch', 'duplicate', 'delete', 'share']) assert.ok(mutations.includes(`${verb}${kind.one}`), `${verb}${kind.one}`);
  }
});

test('references in documents are typed by their target and resolve to it; enums and maps keep their names', () => {
  const product = schema.getType('ProductCategoryModule') as GraphQLObjectType;
  assert.equal(String(product.getFields().modules.type), '[ModuleRef!]!');
  assert.equal(String((schema.getType('ModuleRef') as GraphQLObjectType).getFields().resource.type), 'Module');
  assert.equal(String((schema.getType('WorkBatchDocument') as GraphQLObjectType).getFields().orders.type), '[OrderRef!]!');
  assert.equal(String((schema.getType('ProductConfigurationProduct') as GraphQLObjectType).getFields().resource.type), 'Resource');
  assert.ok(isEnumType(schema.getType('ParameterType')));
  assert.equal(String((schema.getType('OrderDocument') as GraphQLObjectType).getFields().status.type), 'OrderStatus!');
  assert.ok(isScalarType(schema.getType('NumberMap')));
  assert.equal(String((schema.getType('Parameter') as GraphQLObjectType).getFields().default.type), 'ScalarValue');
});

test('one <Kind>Filter input per kind, with every filter of the kind and the listing flags', () => {
  const schema = argumentsSchema();
  for (const kind of KINDS) {
    const type = schema.getType(filterTypeName(kind));
    assert.ok(type && isInputObjectType(type), `${filterTypeName(kind)} is missing`);
    const fields = type.getFields();
    assert.equal(Object.keys(fields).length, kind.filters.length + LIST_FLAGS.length, kind.collection);
    for (const f of filterFields(kind)) {
      const expected = ({ text: 'String', exact: 'String', number: 'Float', boolean: 'Boolean', empty: 'Boolean', since: 'DateTime' } as const)[f.match];
      assert.equal(String(fields[f.field]?.type), expected, `${kind.collection} ${f.filter}`);
    }
    for (const flag of LIST_FLAGS) assert.equal(String(fields[flag]?.type), 'Boolean');
  }
});

test("one <Kind>Sort enum per kind holds exactly the kind's REST sort parameters, a descending one as <order>_DESC", () => {
  const schema = argumentsSchema();
  for (const kind of KINDS) {
    const sorts = schema.getType(sortTypeName(kind));
    assert.ok(sorts && isEnumType(sorts), `${sortTypeName(kind)} is missing`);
    assert.deepEqual(sorts.getValues().map((v) => sortParameterOf(v.name)), sortParameters(kind), kind.collection);
    const page = schema.getType(pageInputName(kind));
    assert.ok(page && isInputObjectType(page));
    assert.equal(String(page.getFields().sort.type), sortTypeName(kind));
  }
  assert.equal(sortEnumValue('-lastEdited'), 'lastEdited_DESC');
  assert.deepEqual(listQuery('modules', { page: { sort: 'connectors_DESC', limit: 10 } }), { limit: 10, sort: '-connectors' });
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

test('every query and mutation has a resolver: the kinds\' are made from the template the resolver types describe', () => {
  const view = buildSchema(createRequire(import.meta.url)('../../schema/server-view.cjs').schema);
  assert.ok(isObjectType(view.getType('Kind')) && !view.getType(KINDS[0].one), 'the view has one template kind');
  assert.deepEqual(
    Object.keys(view.getMutationType()!.getFields()).filter((name) => name.includes('Kind')).sort(),
    ['copyKindVersion', 'createKind', 'deleteKind', 'deleteKindVersion', 'duplicateKind', 'mergeKindVersions', 'patchKind', 'shareKind', 'tagKindVersion', 'updateKind'],
  );
  const root = resolvers as unknown as Record<string, Record<string, unknown>>;
  for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const name of Object.keys(type.getFields())) assert.equal(typeof root[type.name][name], 'function', `${type.name}.${name} has a resolver`);
  }
});
