// What stays bounded as resources grow (issue 5): history pages, the part of the version graph a read
// carries (and how the log continues it), usage pages whose users are named in one query per kind,
// and list totals, counted up to TOTAL_COUNT_LIMIT and carried from page to page by the cursor.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { requireKind } from '../../rest/model/kinds/registry.ts';
import { TOTAL_COUNT_LIMIT } from '../../rest/model/lists/resource-lists.ts';
import { GRAPH_WINDOW } from '../../rest/model/resources/resource-types.ts';
import type { Store } from '../../rest/store/port.ts';
import { createResource, newMarker } from '../support/samples.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, type Client } from './helpers.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

let server: TestServer;
let c: Client;
const marker = newMarker();

beforeAll(async () => {
  server = await startTestServer();
  c = client(server);
});
afterAll(() => server.close());

/** Counts the store's find calls per collection while `work` runs (the real store does the work). */
async function findsDuring(work: () => Promise<unknown>): Promise<Map<string, number>> {
  const store = server.store as Store & { find: Store['find'] };
  const original = store.find;
  const calls = new Map<string, number>();
  store.find = (collection, options) => {
    calls.set(collection, (calls.get(collection) ?? 0) + 1);
    return original.call(store, collection, options);
  };
  try {
    await work();
  } finally {
    store.find = original;
  }
  return calls;
}

describe('history pages', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createResource(c.api, 'productionmaterials', { name: `History ${marker}` })).id;
    for (let n = 2; n <= 7; n++) await ok(c.patch(`/productionmaterials/${id}`, { description: `v${n}` }));
  });

  test('oldest first, limit at a time, next until the last page; by default every version of a short history', async () => {
    const whole = await ok(c.get(`/productionmaterials/${id}/history`));
    assert.deepEqual(whole.versions.map((v: any) => v.version), [1, 2, 3, 4, 5, 6, 7]);
    assert.equal(whole.next, null);
    assert.equal(whole.head, 7);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: any = await ok(c.get(`/productionmaterials/${id}/history?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
      assert.ok(page.versions.length <= 3);
      seen.push(...page.versions.map((v: any) => v.version));
      cursor = page.next;
      pages++;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(seen, [1, 2, 3, 4, 5, 6, 7]);
  });

  test('limit from 1 to 1000; a foreign or forged cursor is a 400', async () => {
    for (const bad of ['0', '1001', '2.5']) assertError(await c.get(`/productionmaterials/${id}/history?limit=${bad}`), 400, 'limit');
    const list = await ok(c.get(`/productionmaterials?limit=1`));
    for (const cursor of [list.next, 'zzz', Buffer.from(JSON.stringify(['history', 'x'])).toString('base64url')].filter(Boolean)) {
      assertError(await c.get(`/productionmaterials/${id}/history?cursor=${encodeURIComponent(cursor)}`), 400, 'cursor');
    }
  });
});

describe('the version graph a read carries', () => {
  const count = GRAPH_WINDOW + 5;
  let id: string;
  beforeAll(async () => {
    id = (await createResource(c.api, 'productionmaterials', { name: `Graph ${marker}` })).id;
    for (let n = 2; n <= count; n++) await ok(c.patch(`/productionmaterials/${id}`, { description: `v${n}` }));
  });

  test(`holds the newest ${GRAPH_WINDOW} versions, and says where the log continues`, async () => {
    const read = await ok(c.get(`/productionmaterials/${id}/v/${count}`));
    assert.deepEqual(read.graph.versions.map((v: any) => v.version), Array.from({ length: GRAPH_WINDOW }, (_, i) => count - GRAPH_WINDOW + 1 + i));
    assert.equal(read.graph.older, count - GRAPH_WINDOW);
    const older = await ok(c.get(`/productionmaterials/${id}/log?to=${read.graph.older}&limit=50`));
    assert.deepEqual(older.map((v: any) => v.version), [5, 4, 3, 2, 1]);
    assert.deepEqual(older[0].parents, [4]);
    const complete = await ok(c.get(`/productionmaterials/${id}?complete=true`));
    assert.equal(complete.graph.versions.length, GRAPH_WINDOW);
    assert.equal(complete.info.version, count);
  });

  test('an old version read brings itself and its parents into the graph', async () => {
    const read = await ok(c.get(`/productionmaterials/${id}/v/2`));
    const versions = read.graph.versions.map((v: any) => v.version);
    assert.deepEqual(versions.slice(0, 2), [1, 2]);
    assert.equal(versions.length, GRAPH_WINDOW + 2);
    assert.equal(read.info.version, 2);
  });

  test('a short history is whole, and says so', async () => {
    const short = (await createResource(c.api, 'productionmaterials', { name: `Short ${marker}` })).id;
    const read = await ok(c.get(`/productionmaterials/${short}/v/1`));
    assert.deepEqual(read.graph, { head: 1, versions: [{ version: 1, parents: [], created: read.info.created, kind: 'Microversion', tag: null }], older: null });
  });
});

describe('usage pages', () => {
  let type: string;
  const modules: string[] = [];
  beforeAll(async () => {
    type = (await createResource(c.api, 'connectortypes', { name: `Pin ${marker}` })).id;
    await ok(c.patch(`/connectortypes/${type}`, { description: 'v2' }));
    for (let n = 0; n < 7; n++) {
      const version = n < 5 ? 1 : 2;
      const created = await createResource(c.api, 'modules', { name: `User ${n} ${marker}`, connectors: [{ id: 'c', name: 'C', connectorType: { id: type, version } }] });
      modules.push(created.id);
    }
    await ok(c.del(`/modules/${modules[6]}?archive=true`), 204);
  });

  const walk = async (path: string, limit: number) => {
    const usages: any[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await ok(c.get(`${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
      assert.ok(page.usages.length <= limit);
      usages.push(...page.usages);
      cursor = page.next;
    } while (cursor);
    return usages;
  };

  test('page by page, by the version used and then by user; archived users left out', async () => {
    const usages = await walk(`/connectortypes/${type}/usages`, 2);
    assert.deepEqual(usages.map((u) => u.usesVersion), [1, 1, 1, 1, 1, 2]);
    assert.deepEqual(usages.map((u) => u.id), [...modules.slice(0, 5).sort(), modules[5]]);
    assert.ok(usages.every((u) => u.collection === 'modules' && u.name.startsWith('User ')));
    assert.deepEqual((await walk(`/connectortypes/${type}/v/2/usages`, 5)).map((u) => u.id), [modules[5]]);
  });

  test('the users of a page are read in one query per kind, not one per user; read again with nothing committed since, not at all', async () => {
    const kind = requireKind('connectortypes');
    const actor = await server.model.directory.actorFor(DEMO_ADMIN);
    // a commit since the users were last read: their kept heads (head-cache.ts) no longer count
    await ok(c.patch(`/modules/${modules[0]}`, { description: `read again ${marker}` }));
    let page: any;
    const finds = await findsDuring(async () => {
      page = await server.model.reads.usages(actor, kind, type, undefined, { limit: 50 });
    });
    assert.equal(page.usages.length, 6);
    assert.equal(finds.get('modules'), 1);
    const again = await findsDuring(() => server.model.reads.usages(actor, kind, type, undefined, { limit: 50 }));
    assert.equal(again.get('modules'), undefined);
  });

  test('limit from 1 to 200; a forged cursor is a 400', async () => {
    for (const bad of ['0', '201']) assertError(await c.get(`/connectortypes/${type}/usages?limit=${bad}`), 400, 'limit');
    const forged = Buffer.from(JSON.stringify(['usages', 'one', 5])).toString('base64url');
    assertError(await c.get(`/connectortypes/${type}/usages?cursor=${forged}`), 400, 'cursor');
  });
});

describe('list totals', () => {
  const materials = requireKind('productionmaterials');
  const many = TOTAL_COUNT_LIMIT + 5;
  const category = `Totals ${marker}`;
  beforeAll(async () => {
    const actor = await server.model.directory.actorFor(DEMO_ADMIN);
    for (let n = 0; n < many; n++) await server.model.writes.create(actor, materials, { name: `M${n}`, category: n < 3 ? `${category} few` : category });
  });

  const walk = async (query: string) => {
    const pages: any[] = [await ok(c.get(`/productionmaterials?limit=200${query}`))];
    while (pages[pages.length - 1].next) {
      pages.push(await ok(c.get(`/productionmaterials?limit=200${query}&cursor=${encodeURIComponent(pages[pages.length - 1].next)}`)));
    }
    return pages;
  };

  test(`unfiltered: counted through the index, exact up to ${TOTAL_COUNT_LIMIT}; beyond, "at least", until the last page knows`, async () => {
    const pages = await walk('');
    const seen = pages.reduce((n, page) => n + page.items.length, 0);
    assert.ok(seen > many);
    assert.deepEqual([pages[0].total, pages[0].totalExact], [TOTAL_COUNT_LIMIT, false]);
    pages.slice(1, -1).forEach((page, i) => assert.deepEqual([page.total, page.totalExact], [Math.max(TOTAL_COUNT_LIMIT, (i + 2) * 200), false]));
    assert.deepEqual([pages[pages.length - 1].total, pages[pages.length - 1].totalExact], [seen, true]);
  });

  test('filtered: what the pages have shown so far, exact once the last page is reached', async () => {
    const pages = await walk(`&category=${encodeURIComponent(category)}`);
    assert.deepEqual(pages.map((page) => [page.total, page.totalExact]), [[200, false], [400, false], [600, false], [800, false], [1000, false], [many, true]]);
    const few = await ok(c.get(`/productionmaterials?category=${encodeURIComponent(`${category} few`)}&limit=2`));
    assert.deepEqual([few.total, few.totalExact, few.items.length], [2, false, 2]);
    const fewWhole = await ok(c.get(`/productionmaterials?category=${encodeURIComponent(`${category} few`)}&limit=3`));
    assert.deepEqual([fewWhole.total, fewWhole.totalExact], [3, true]);
  });
});
