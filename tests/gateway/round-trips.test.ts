// The products table with owners, usages and history costs the same number of storage round trips
// for 10 rows as for 200: each lookup is one DataLoader batch per request, never one call per row.
// The count is taken on the real store of a real server (its methods are counted, not replaced).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Store } from '../../rest/store/port.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN, DEMO_EDITOR } from '../support/demo-users.ts';

let server: TestServer;
let calls = 0;

beforeAll(async () => {
  // only the requests' own store calls are counted: no task runner or integrations worker polling beside them
  server = await startTestServer({ env: { TASK_WORKERS: '0', INTEGRATIONS_POLL_MS: '60000' } });
  const store = server.store as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['find', 'findOne', 'count', 'insert', 'update', 'delete', 'transaction'] satisfies (keyof Store)[]) {
    const original = store[method].bind(store);
    store[method] = (...args: unknown[]) => {
      calls++;
      return original(...args);
    };
  }
  const actor = await server.model.directory.actorFor(DEMO_ADMIN);
  const kinds = (await import('../../rest/model/kinds/registry.ts')).requireKind;
  const modules = kinds('modules');
  const products = kinds('products');
  const editor = await server.model.directory.actorFor(DEMO_EDITOR);
  for (let i = 0; i < 200; i++) {
    const created = await server.model.writes.create(i % 2 ? actor : editor, modules, { name: `Panel ${String(i).padStart(3, '0')}`, categories: ['Panels'] });
    if (i % 3 === 0) await server.model.writes.write(actor, modules, created.id, undefined, { patch: { description: 'revised' } });
    if (i % 4 === 0) {
      await server.model.writes.create(actor, products, { name: `Uses panel ${i}`, categoryModules: [{ id: 'c', category: 'Panels', modules: [{ id: created.id, version: 1 }] }] });
    }
  }
});
afterAll(async () => {
  await server?.close();
});

const TABLE = `query ($limit: PageSize) {
  modules(page: { limit: $limit }) {
    total
    items {
      id name lastEdited
      owner { email name }
      data { categories source nParameters nConnectors }
      usages { items { collection name resource { __typename name owner { name } } } }
      history { head versions { version parents author { name } created } }
      permissions { write delete }
    }
  }
}`;

async function roundTrips(limit: number): Promise<{ trips: number; rows: number }> {
  // once to warm the actor cache and Apollo's document cache, then counted
  await call(`${server.url}/graphql`, { method: 'POST', json: { query: TABLE, variables: { limit } } });
  // the actor is kept for 2 s (rest/model/identity/directory.ts): on a loaded machine the warm-up can outlast
  // that, so a cheap request renews it just before the counted one, which then counts the table's trips only
  await call(`${server.url}/graphql`, { method: 'POST', json: { query: '{ modules(page: { limit: 1 }) { total } }' } });
  calls = 0;
  const reply = await call(`${server.url}/graphql`, { method: 'POST', json: { query: TABLE, variables: { limit } } });
  const trips = calls;
  assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
  const items = reply.body.data.modules.items;
  assert.ok(items.some((row: any) => row.usages.items.length > 0), 'some rows have usages');
  assert.ok(items.some((row: any) => row.history.versions.length > 1), 'some rows have several versions');
  for (const row of items) assert.ok(row.owner.name.length > 0 && row.history.versions[0].author.name.length > 0);
  return { trips, rows: items.length };
}

test('the products table with owners, usages and history: as many store round trips for 200 rows as for 10', async () => {
  const small = await roundTrips(10);
  const large = await roundTrips(200);
  assert.equal(small.rows, 10);
  assert.equal(large.rows, 200);
  assert.ok(small.trips > 0);
  assert.equal(large.trips, small.trips, `10 rows took ${small.trips} round trips, 200 rows ${large.trips}`);
  // a floor, so a regression to per-row reads cannot hide behind equal counts by chance
  assert.ok(large.trips <= 15, `the table should take a handful of round trips, took ${large.trips}`);
});
