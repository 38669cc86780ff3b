// A GraphQL list whose rows need their heads (permissions, picture) reads only the page's ids and makes
// each row from its head (gateway/row-prefetch.ts): its pages, totals and cursors must be REST's, for
// every order, and an archived row still lists, with its permissions.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gqlData } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A page with a field read from the rows' heads (`permissions { write }`, or `picture`, which an archived row answers too: null). */
const pageQuery = (headField: string) => `query ($page: ModulePageInput, $filter: ModuleFilter) {
  modules(page: $page, filter: $filter) { total totalExact next items { id version head owner { email } lastEdited name ${headField} data { categories } } }
}`;

interface GraphQLPage {
  total: number;
  totalExact: boolean;
  next: string | null;
  items: { id: string; version: number; head: number; owner: { email: string }; lastEdited: string; name: string | null; permissions?: { write: boolean }; picture?: string | null; data: { categories: string[] } }[];
}

/** Three pages of a list by GraphQL and by REST, side by side, following each one's own cursor. */
async function pagesOf(sort: string | undefined, { headField = 'permissions { write }', restQuery = '', filter }: { headField?: string; restQuery?: string; filter?: Record<string, unknown> } = {}) {
  const pages: [GraphQLPage, { total: number; totalExact: boolean; next: string | null; items: Record<string, unknown>[] }][] = [];
  let cursor: string | null | undefined;
  for (let i = 0; i < 3; i++) {
    const graphql: GraphQLPage = (await gqlData(server, pageQuery(headField), { page: { limit: 4, sort: sort?.replace(/^-(.*)$/, '$1_DESC'), cursor }, filter })).modules;
    const params = new URLSearchParams({ limit: '4', ...(sort ? { sort } : {}), ...(cursor ? { cursor } : {}) });
    const rest = (await call(`${server.url}/api/modules?${params}${restQuery}`)).body;
    pages.push([graphql, rest]);
    cursor = graphql.next;
    if (!cursor) break;
  }
  return pages;
}

function assertSamePages(pages: Awaited<ReturnType<typeof pagesOf>>) {
  assert.ok(pages.length > 1, 'the list has more than one page');
  for (const [graphql, rest] of pages) {
    assert.deepEqual([graphql.total, graphql.totalExact, graphql.next], [rest.total, rest.totalExact, rest.next]);
    assert.deepEqual(
      graphql.items.map((row) => ({ id: row.id, version: row.version, head: row.head, owner: row.owner.email, lastEdited: row.lastEdited, categories: row.data.categories })),
      rest.items.map((row) => ({ id: row.id, version: row.version, head: row.head, owner: row.owner, lastEdited: row.lastEdited, categories: (row.data as { categories: string[] }).categories })),
    );
    assert.ok(graphql.items.every((row) => row.permissions === undefined || row.permissions.write));
  }
}

describe('a GraphQL list made from its rows’ heads', () => {
  test('pages, totals and cursors are REST’s in every order', async () => {
    for (const sort of [undefined, 'name', '-name', 'created', 'category', '-owner', 'source']) assertSamePages(await pagesOf(sort));
  });

  test('a list with archived rows lists them as REST does', async () => {
    const created = await call(`${server.url}/api/modules`, { method: 'POST', json: { name: 'Archived panel', categories: ['Panels'] } });
    assert.equal(created.status, 201);
    assert.equal((await call(`${server.url}/api/modules/${created.body.id}?archive=true`, { method: 'DELETE' })).status, 204);
    const pages = await pagesOf('-lastEdited', { headField: 'picture', restQuery: '&includeDeleted=true', filter: { includeDeleted: true } });
    assertSamePages(pages);
    assert.ok(pages.some(([graphql]) => graphql.items.some((row) => row.id === created.body.id)));
  });

  test('an archived row answers its permissions, while a reference to it finds it gone', async () => {
    const created = await call(`${server.url}/api/modules`, { method: 'POST', json: { name: 'Archived shelf', categories: ['Shelves'] } });
    assert.equal(created.status, 201);
    assert.equal((await call(`${server.url}/api/modules/${created.body.id}?archive=true`, { method: 'DELETE' })).status, 204);
    const query = `query ($id: ID!) {
      modules(filter: { includeDeleted: true, name: "Archived shelf" }) { items { id name permissions { read write delete } } }
      module(id: $id) { id }
    }`;
    const answer = await call(`${server.url}/graphql`, { method: 'POST', json: { query, variables: { id: created.body.id } } });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data.modules.items, [{ id: created.body.id, name: 'Archived shelf', permissions: { read: true, write: true, delete: true } }]);
    assert.equal(answer.body.data.module, null);
    assert.equal(answer.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
  });
});
