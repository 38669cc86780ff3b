// Every kind through GraphQL against a real server: a sample of each (made through REST) reads back
// with its whole document typed field by field, equal to the REST read, its references resolved to the
// resources they name, and its list row, history, permissions, sharing, usages and short code composed.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { getNamedType, isObjectType, isScalarType, isEnumType, parse, validate, type GraphQLNamedType, type GraphQLObjectType } from 'graphql';
import { gatewayLimits } from '../../gateway/limits.ts';
import { PersistedDocuments } from '../../gateway/persisted-documents.ts';
import { buildSchema } from '../../gateway/gateway.plugin.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { camel } from '../../gateway/kind-names.ts';
import { assertValid } from '../../rest/model/validation.ts';
import { createSamples, type SampleCollection, type SampleSet } from '../support/samples.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gqlData } from '../support/graphql.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_EDITOR, DEMO_USER } from '../support/demo-users.ts';

let server: TestServer;
let samples: SampleSet;
const schema = buildSchema();

beforeAll(async () => {
  // the demo's own users and customers, counted by name: without the 90 days of storefront activity
  server = await startTestServer({ demoActivity: false });
  samples = await createSamples(`${server.url}/api`);
});
afterAll(async () => {
  await server?.close();
});


/** Every field of a document type, nested; a reference's `resource` as { __typename id version }. */
function selectAll(type: GraphQLNamedType): string {
  if (isScalarType(type) || isEnumType(type)) return '';
  const fields = Object.values((type as GraphQLObjectType).getFields()).map((field) => {
    const named = getNamedType(field.type);
    if (field.name === 'resource') return 'resource { __typename ... on Resource { id version } }';
    return isObjectType(named) ? `${field.name} { ${selectAll(named)} }` : field.name;
  });
  return fields.join(' ');
}

const costRule = gatewayLimits(new PersistedDocuments()).validationRules;
/** The selection of `inner` nested in `path` (document fields), e.g. source { assembly { … } }. */
const nest = (path: string[], inner: string) => path.reduceRight((acc, name) => `${name} { ${acc} }`, inner);

/**
 * Selections of every field of a document type, each within the gateway's limits: a field whose whole
 * selection costs too much is split into its own fields, and so on down.
 */
function affordableSelections(root: string, type: GraphQLNamedType, path: string[] = []): string[] {
  const fits = (selection: string) => validate(schema, parse(`query ($id: ID!) { ${root}(id: $id) { document { ${nest(path, selection)} } } }`), costRule).length === 0;
  const all = selectAll(type);
  if (path.length && fits(all)) return [nest(path, all)];
  return Object.values((type as GraphQLObjectType).getFields()).flatMap((field) => {
    const named = getNamedType(field.type);
    if (field.name === 'resource' || !isObjectType(named)) return [nest(path, field.name === 'resource' ? 'resource { __typename ... on Resource { id version } }' : field.name)];
    return affordableSelections(root, named, [...path, field.name]);
  });
}

/** Parts of one answer put together: objects merged field by field, lists element by element. */
function deepMerge(a: any, b: any): any {
  if (Array.isArray(a) && Array.isArray(b)) return b.map((item, i) => deepMerge(a[i], item));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const merged = { ...a };
    for (const [key, value] of Object.entries(b)) merged[key] = key in a ? deepMerge(a[key], value) : value;
    return merged;
  }
  return b ?? a;
}

/** A GraphQL document as stored JSON: absent optional fields come back null, references gain `resource`. */
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asStored);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => v !== null && key !== 'resource')
      .map(([key, v]) => [key, asStored(v)]),
  );
}

/** Every { resource } reached in a GraphQL document. */
function resolvedRefs(value: unknown, found: { resource: any; id?: string; version?: number }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => resolvedRefs(v, found));
  else if (value && typeof value === 'object') {
    if ('resource' in value) found.push(value as never);
    Object.values(value).forEach((v) => resolvedRefs(v, found));
  }
  return found;
}

describe('each kind', () => {
  for (const kind of KINDS) {
    test(`${kind.one}: the document reads back typed, equal to REST, references resolved`, async () => {
      const sample = samples[kind.collection as SampleCollection];
      const documentType = schema.getType(`${kind.one}Document`)!;
      const data = await gqlData(server, `query ($id: ID!) { ${camel(kind.one)}(id: $id) {
        __typename id collection version head workspace { alias } created lastEdited owner { email name } name
      } }`, { id: sample.id });
      const read = data[camel(kind.one)];
      // a whole document may cost more than one ad hoc query may (LIMITS.maxCost): read it in parts
      const parts = await Promise.all(
        affordableSelections(camel(kind.one), documentType).map((selection) => gqlData(server, `query ($id: ID!) { ${camel(kind.one)}(id: $id) { document { ${selection} } } }`, { id: sample.id })),
      );
      read.document = parts.reduce((whole, part) => deepMerge(whole, part[camel(kind.one)].document), {});
      assert.equal(read.__typename, kind.one);
      assert.equal(read.id, sample.id);
      assert.equal(read.collection, kind.collection);
      assert.equal(read.workspace.alias, 'demo');
      assert.equal(read.owner.email, DEMO_ADMIN);
      assert.equal(read.owner.name, 'Ada Admin');
      const rest = await call(`${server.url}/api/${kind.collection}/${sample.id}`);
      assert.deepEqual(asStored(read.document), rest.body.document);
      // the list row: the registry's `row` schema describes what `list` answers, and GraphQL serves it typed
      const rowType = schema.getType(`${kind.one}RowData`)!;
      const rows = await gqlData(server, `{ ${camel(kind.many)}(all: true, page: { limit: 200 }) { items { id data { ${selectAll(rowType)} } } } }`);
      const row = rows[camel(kind.many)].items.find((item: { id: string }) => item.id === sample.id);
      const restRows = await call(`${server.url}/api/${kind.collection}/all?limit=200`);
      const restRow = restRows.body.items.find((item: { id: string }) => item.id === sample.id);
      assert.doesNotThrow(() => assertValid(kind.row, restRow.data), `${kind.collection}: list() answers its row schema`);
      assert.deepEqual(row.data, JSON.parse(JSON.stringify(restRow.data, (_, v) => (v === undefined ? null : v))));
      for (const ref of resolvedRefs(read.document)) {
        if (ref.id === undefined) continue;
        assert.ok(ref.resource, `a reference to ${ref.id} resolves`);
        assert.equal(ref.resource.id, ref.id);
        assert.equal(ref.resource.version, ref.version);
      }
    });
  }
});

test('a product lists its modules resolved to the modules themselves (name and type, not bare ids)', async () => {
  const data = await gqlData(server, `{ products(page: { limit: 1 }) { items { name resource { document { categoryModules { category modules { id resource { __typename name owner { name } } } } } } } } }`);
  const [product] = data.products.items;
  const modules = product.resource.document.categoryModules.flatMap((c: any) => c.modules);
  assert.ok(modules.length > 0);
  for (const module of modules) {
    assert.equal(module.resource.__typename, 'Module');
    assert.ok(module.resource.name.length > 0);
  }
});

test('a module answers its usages and uses as resources, its history, permissions, sharing, short code and older versions', async () => {
  const module = samples.modules;
  await call(`${server.url}/api/modules/${module.id}`, { method: 'PATCH', json: { description: 'second version' } });
  const data = await gqlData(server, `query ($id: ID!) { module(id: $id) {
    version head
    history { head versions { version parents author { email name } kind tag } }
    first: atVersion(n: 1) { version document { description } }
    diff(from: 1, to: 2) { from to changes { operation path from to } }
    permissions { read write duplicate share delete }
    sharing { public grants { email action } }
    usages { items { collection id name usesVersion resource { __typename name } } next }
    uses { path collection id version resource { __typename name } }
    shortCode(mode: view) { code url target }
  } }`, { id: module.id });
  const read = data.module;
  assert.equal(read.head, 2);
  assert.deepEqual(read.history.versions.map((v: any) => [v.version, v.parents]), [[1, []], [2, [1]]]);
  assert.equal(read.history.versions[1].author.name, 'Ada Admin');
  assert.equal(read.first.version, 1);
  assert.notEqual(read.first.document.description, 'second version');
  assert.deepEqual(read.diff.changes.map((c: any) => [c.operation, c.path, c.to]), [['Changed', '/description', 'second version']]);
  assert.deepEqual(read.permissions, { read: true, write: true, duplicate: true, share: true, delete: true });
  assert.deepEqual(read.sharing, { public: false, grants: [] });
  assert.equal(read.usages.next, null, 'a handful of usages is one page');
  const users = read.usages.items.filter((u: any) => u.resource);
  assert.ok(users.length > 0, 'the sample module is used (by the sample product, order, …)');
  for (const usage of users) {
    assert.equal(usage.resource.name, usage.name);
    assert.equal(usage.resource.__typename, KINDS.find((k) => k.collection === usage.collection)!.one);
  }
  assert.ok(read.uses.length > 0, 'the sample module refers to others (connector types, appearances)');
  for (const use of read.uses) assert.ok(use.resource?.name, `${use.path} resolves to a named resource`);
  assert.match(read.shortCode.url, /^\/s\/\w+$/);
  assert.equal(read.shortCode.target, `/products/${module.id}`);
});

test('lists take the all scope; search finds by name, description or category, case-insensitively; users are the members', async () => {
  const scoped = await gqlData(server, `{ modules(page: { limit: 200 }) { total } everywhere: modules(page: { limit: 200 }, all: true) { total } }`);
  assert.ok(scoped.everywhere.total >= scoped.modules.total);
  const byName = await gqlData(server, `query ($text: String!) { search(text: $text) { __typename name } }`, { text: samples.marker.toUpperCase() });
  assert.ok(byName.search.length > 0, 'samples carry the marker in their names');
  for (const hit of byName.search) assert.match(hit.__typename, /Row$/);
  const byCategory = await gqlData(server, `{ search(text: "FITTINGS", collections: ["modules"]) { name } }`);
  assert.deepEqual(byCategory.search.map((h: any) => h.name), ['Handle bar 160', 'Wardrobe rail 800']);
  const byDescription = await gqlData(server, `{ search(text: "shelf on PINS") { name } }`);
  assert.deepEqual(byDescription.search.map((h: any) => h.name), ['Shelf 600', 'Shelf 800']);
  const members = await gqlData(server, `{ users { items { email name roles } next } withGuests: users(guests: true) { items { email } } }`);
  assert.deepEqual(members.users.items.map((u: any) => u.email).sort(), [DEMO_ADMIN, DEMO_EDITOR, DEMO_USER]);
  assert.equal(members.users.next, null);
  // the guests: the demo guest and the storefront's demo customer (customers are guests of the workspace)
  assert.equal(members.withGuests.items.length, 5);
  assert.ok(members.withGuests.items.some((u: any) => u.email === DEMO_CUSTOMER.email));
  // by name, a page at a time
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page: any = (await gqlData(server, `query ($cursor: String) { users(guests: true, limit: 3, cursor: $cursor) { items { name } next } }`, { cursor })).users;
    assert.ok(page.items.length <= 3);
    names.push(...page.items.map((u: any) => u.name));
    cursor = page.next;
  } while (cursor);
  assert.equal(names.length, 5);
  assert.deepEqual(names, [...names].sort());
  // who may list them is declared once for REST's listUsers and GraphQL's users: members other than guests
  const asGuest = await call(`${server.url}/graphql`, { method: 'POST', as: 'guest@demo.joinery.test', json: { query: '{ users { items { email } } }' } });
  assert.equal(asGuest.body.errors[0].extensions.code, 'FORBIDDEN');
  assert.match(asGuest.body.errors[0].message, /member of workspace demo other than a guest/);
  assert.equal((await call(`${server.url}/api/users`, { as: 'guest@demo.joinery.test' })).status, 403);
});
