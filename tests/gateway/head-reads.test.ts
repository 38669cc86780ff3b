// A GraphQL request reads a resource's head once, whatever the fields that need it: the query's own
// head, its permissions, its sharing, its usages, its history and its versions share the request's
// DataLoader of heads. Counted by the store-operation metrics (METRICS_TOKEN), which count every call
// at the storage port by operation and collection; `modules` is the heads' table.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gql, gqlData } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const METRICS_TOKEN = 'metrics-token-for-the-head-reads-01';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN } });
});
afterAll(() => server.close());

/** How many store operations `collection` has had so far, by operation (find, findOne, count …). */
async function readsOf(collection: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^joinery_store_operation_duration_seconds_count\{([^}]*)\} (\d+)/gm)) {
    const labels = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (labels.collection === collection) counts[labels.operation] = (counts[labels.operation] ?? 0) + Number(match[2]);
  }
  return counts;
}

/** The store operations on `collection` that `work` made, by operation. */
async function readsDuring(collection: string, work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await readsOf(collection);
  await work();
  const after = await readsOf(collection);
  return Object.fromEntries(Object.entries(after).map(([operation, n]) => [operation, n - (before[operation] ?? 0)]).filter(([, n]) => n !== 0));
}

const DETAIL = `query ($id: ID!) {
  module(id: $id, multiWorkspace: true) {
    id head name owner { email name }
    permissions { read write }
    sharing { public }
    usages(limit: 20) { items { id } next }
    history(limit: 5) { versions { version } }
    atVersion(n: 1) { version }
    document { connectors { connectorType { resource { id name } } } }
  }
}`;

describe('a GraphQL request reads each head once', () => {
  test('the product detail: the head, its permissions, sharing, usages, history and a version read the modules table once', async () => {
    const { items } = (await call(`${server.url}/api/modules?limit=1&name=Side panel 1800`)).body;
    const id = items[0].id;
    let answer: any;
    const reads = await readsDuring('modules', async () => {
      answer = await gqlData(server, DETAIL, { id });
    });
    assert.equal(answer.module.id, id);
    assert.equal(answer.module.permissions.read, true);
    assert.ok(answer.module.history.versions.length >= 1);
    assert.equal(answer.module.atVersion.version, 1);
    assert.ok(answer.module.document.connectors.some((c: any) => c.connectorType.resource?.name), 'connector types resolved by name');
    assert.deepEqual(reads, { find: 1 }, JSON.stringify(reads));
  });

  test('the products list: the page is read, and no head of its rows is read again for their fields', async () => {
    const query = `{ modules(page: { limit: 20 }) { total items { id name owner { name } permissions { write } sharing { public } usages(limit: 5) { items { id } } } } }`;
    let answer: any;
    const reads = await readsDuring('modules', async () => {
      answer = await gqlData(server, query);
    });
    assert.ok(answer.modules.items.length > 1);
    // the list's own reads (its page, its total), and one batched read of the rows' heads for the fields the row lacks
    const listOnly = await readsDuring('modules', () => gqlData(server, `{ modules(page: { limit: 20 }) { total items { id name } } }`));
    assert.deepEqual(reads, { ...listOnly, find: (listOnly.find ?? 0) + 1 }, `${JSON.stringify(reads)} against the list alone ${JSON.stringify(listOnly)}`);
  });

  test('a version read again is kept while nothing is committed, and a deleted version is not answered from what was kept', async () => {
    const created = (await call(`${server.url}/api/modules`, { method: 'POST', json: { name: `Kept version ${Date.now()}` } })).body;
    assert.equal((await call(`${server.url}/api/modules/${created.id}`, { method: 'PATCH', json: { description: 'second' } })).status, 200);
    // a branch from version 1 becomes the head, so version 2 is the tip of the other branch, which may be deleted
    assert.equal((await call(`${server.url}/api/modules/${created.id}/v/1`, { method: 'PATCH', json: { description: 'third' } })).status, 200);
    const query = `query ($id: ID!) { module(id: $id) { atVersion(n: 2) { version document { description } } } }`;
    assert.equal((await gqlData(server, query, { id: created.id })).module.atVersion.document.description, 'second');
    const again = await readsDuring('modules_versions', () => gqlData(server, query, { id: created.id }));
    assert.deepEqual(again, {}, `the version was read again: ${JSON.stringify(again)}`);
    const deleted = await call(`${server.url}/api/modules/${created.id}/v/2`, { method: 'DELETE' });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));
    const gone = await gql(server, query, { id: created.id });
    assert.equal(gone.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', JSON.stringify(gone.body));
  });
});

