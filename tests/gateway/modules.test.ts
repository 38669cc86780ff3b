// The modules list through GraphQL, against a real server over the seeded demo workspace: paging by
// cursor, filters mapped back to the model's dotted filters, and model errors keeping their code.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gql } from '../support/graphql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


const LIST = `query ModuleList($filter: ModuleFilter, $page: ModulePageInput) {
  modules(filter: $filter, page: $page) {
    total next
    items { id version head created lastEdited owner { email name } name data { name description categories functions sku source nParameters nConnectors } }
  }
}`;

test('pages through every module by cursor, each row with the products-table fields', async () => {
  const first = await gql(server, LIST, { page: { limit: 5 } });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.errors, undefined, JSON.stringify(first.body.errors));
  const total: number = first.body.data.modules.total;
  assert.ok(total > 5, `the demo workspace should hold more than 5 modules (total ${total})`);

  const ids: string[] = [];
  let page = first.body.data.modules;
  for (;;) {
    assert.ok(page.items.length <= 5);
    for (const row of page.items) {
      ids.push(row.id);
      assert.equal(typeof row.name, 'string');
      assert.ok(row.name.length > 0);
      assert.equal(row.data.name, row.name);
      assert.ok(Array.isArray(row.data.categories) && Array.isArray(row.data.functions) && Array.isArray(row.data.sku));
      assert.equal(typeof row.data.source, 'string');
      assert.ok(Number.isInteger(row.data.nParameters) && Number.isInteger(row.data.nConnectors));
      assert.ok(row.head >= 1 && row.version >= 1);
      assert.ok(!Number.isNaN(Date.parse(row.lastEdited)) && !Number.isNaN(Date.parse(row.created)));
      assert.match(row.owner.email, /@/);
      assert.ok(row.owner.name.length > 0);
    }
    if (!page.next) break;
    const reply = await gql(server, LIST, { page: { limit: 5, cursor: page.next } });
    assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
    page = reply.body.data.modules;
  }
  assert.equal(ids.length, total);
  assert.equal(new Set(ids).size, total, 'no module twice across pages');
});

test('a filter reaches the model under its dotted name', async () => {
  const all = (await gql(server, LIST, { page: { limit: 200 } })).body.data.modules.items as { name: string }[];
  const word = all[0].name.split(/\s+/)[0].toLowerCase();
  const reply = await gql(server, LIST, { filter: { name: word.toUpperCase() }, page: { limit: 200 } });
  assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
  const names = (reply.body.data.modules.items as { name: string }[]).map((r) => r.name);
  assert.deepEqual(names.sort(), all.map((r) => r.name).filter((n) => n.toLowerCase().includes(word)).sort());

  const nested = await gql(server, LIST, { filter: { sourceGeometrySettingsUvMap: true, sourceImageName: 'zzz-no-such-file' } });
  assert.equal(nested.body.errors, undefined, JSON.stringify(nested.body.errors));
  assert.equal(nested.body.data.modules.total, 0);
});

test('a model DomainError keeps its code and message', async () => {
  const reply = await gql(server, LIST, { page: { cursor: 'not-a-cursor' } });
  assert.equal(reply.status, 200);
  assert.equal(reply.body.data, null);
  const [error] = reply.body.errors;
  assert.equal(error.extensions.code, 'BAD_REQUEST');
  assert.match(error.message, /cursor/);
  assert.deepEqual(error.path, ['modules']);
  assert.equal(error.extensions.stacktrace, undefined);
});

test('a page larger than 200 rows is refused before any resolver runs', async () => {
  const reply = await gql(server, LIST, { page: { limit: 500 } });
  assert.equal(reply.status, 400, JSON.stringify(reply.body));
  assert.equal(reply.body.data, undefined);
  assert.equal(reply.body.errors[0].extensions.code, 'BAD_USER_INPUT');
  assert.match(reply.body.errors[0].message, /PageSize must be a whole number from 1 to 200/);
});

test('GraphQL validation errors pass through; introspection is on; GET works', async () => {
  const invalid = await gql(server, '{ modules(filter: { noSuchFilter: "x" }) { total } }');
  assert.equal(invalid.status, 400);
  assert.equal(invalid.body.errors[0].extensions.code, 'GRAPHQL_VALIDATION_FAILED');

  const introspection = await gql(server, '{ __type(name: "ModuleFilter") { inputFields { name } } }');
  const fields = introspection.body.data.__type.inputFields.map((f: { name: string }) => f.name);
  assert.ok(fields.includes('sourceImageName') && fields.includes('mine') && fields.includes('includeDeleted'));

  const get = await call(`${server.url}/graphql?query=${encodeURIComponent('{ modules(page: { limit: 1 }) { total } }')}`, {
    headers: { 'apollo-require-preflight': 'true' },
  });
  assert.equal(get.status, 200, JSON.stringify(get.body));
  assert.ok(get.body.data.modules.total > 0);
});

test('a request without a valid actor is answered UNAUTHENTICATED with status 401', async () => {
  const stranger = await startTestServer({ as: null });
  try {
    const reply = await gql(stranger, LIST, {});
    assert.equal(reply.status, 401, JSON.stringify(reply.body));
    assert.equal(reply.body.errors[0].extensions.code, 'UNAUTHENTICATED');
  } finally {
    await stranger.close();
  }
});
