// The products page's calls outside the kinds (application.md §2.4, §7): the categories and functions
// of the workspace, the batch tools over them (one transaction each, all or none), the search filter
// and the Sync button's GET /api/external/{urlPoint}, on a real server over a real SQLite file.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { WORKSPACES } from '../../rest/model/identity/directory.ts';
import { w } from '../../rest/store/port.ts';
import { DEMO_MODULES } from '../../seeds/demo.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, historyOf, ok, type Client } from './helpers.ts';
import { BIRCH_ADMIN as BIRCH, DEMO_EDITOR, DEMO_GUEST as GUEST, DEMO_USER as USER } from '../support/demo-users.ts';


let server: TestServer;
let admin: Client;
/** module name → id, as seeded */
const ids = new Map<string, string>();

const seededValues = (field: 'categories' | 'functions') =>
  [...new Set(DEMO_MODULES.flatMap((m) => m.document(() => ({ id: '0'.repeat(24), version: 1 }))[field] ?? []))].sort();

async function headOf(name: string) {
  return ok(admin.get(`/modules/${ids.get(name)}`));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server);
  for (const row of (await ok(admin.get('/modules?limit=200'))).items) ids.set(row.data.name, row.id);
});
afterAll(() => server?.close());

describe('GET /api/categories and /api/functions', () => {
  test('answer the distinct values of the workspace’s products, alphabetically', async () => {
    assert.deepEqual(await ok(admin.get('/categories')), seededValues('categories'));
    assert.deepEqual(await ok(admin.get('/functions')), seededValues('functions'));
  });

  test('answer only what the caller may read: another workspace’s values, a guest’s shared products; signed out 401', async () => {
    assert.deepEqual(await ok(client(server, { as: BIRCH }).get('/categories')), ['Boxes', 'Doors'], 'Birch & Co’s own, not Oak & Ash’s');
    const guest = client(server, { as: GUEST });
    assert.deepEqual(await ok(guest.get('/categories')), [], 'nothing is shared with the guest yet');
    await ok(admin.put(`/modules/${ids.get('Wardrobe rail 800')}/sharing`, { public: false, grants: [{ email: GUEST, action: 'GrantedReadAccess' }] }));
    assert.deepEqual(await ok(guest.get('/categories')), ['Fittings']);
    assert.deepEqual(await ok(guest.get('/functions')), ['Hanging']);
    assertError(await client(server, { as: null }).get('/categories'), 401);
  });
});

describe('the batch tools', () => {
  test('add a category to the selected products: one new version each, none for a product that has it', async () => {
    const [door, shelf] = [ids.get('Door 400 left')!, ids.get('Shelf 800')!];
    await ok(admin.post('/categories', { name: 'Fronts', ids: [door] }));
    const before = await historyOf(admin, 'modules', door);
    const answer = await ok(admin.post('/categories', { name: 'Fronts', ids: [door, shelf] }));
    assert.deepEqual(answer.changed.map((c: any) => c.id), [shelf], 'the door had Fronts already: it is left as it is');
    assert.equal((await historyOf(admin, 'modules', door)).versions.length, before.versions.length);
    const read = await headOf('Shelf 800');
    assert.deepEqual(read.document.categories, ['Shelves', 'Fronts']);
    assert.equal(read.head, answer.changed[0].version);
    assert.ok((await ok(admin.get('/categories'))).includes('Fronts'));
    const filtered = await ok(admin.get('/modules?categories=Fronts'));
    assert.deepEqual(filtered.items.map((r: any) => r.id).sort(), [door, shelf].sort(), 'the list filter sees the new versions');
  });

  test('rename a category across all products; a product holding both names keeps the new one once', async () => {
    const [left, right] = [ids.get('Door 400 left')!, ids.get('Door 400 right')!];
    await ok(admin.post('/categories', { name: 'Hinged', ids: [left] }));
    const answer = await ok(admin.put('/categories/Doors', { newName: 'Hinged' }));
    assert.deepEqual(answer.changed.map((c: any) => c.id).sort(), [left, right].sort());
    assert.deepEqual((await headOf('Door 400 left')).document.categories, ['Hinged', 'Fronts']);
    assert.deepEqual((await headOf('Door 400 right')).document.categories, ['Hinged']);
    const categories = await ok(admin.get('/categories'));
    assert.ok(categories.includes('Hinged') && !categories.includes('Doors'));
    await ok(admin.put('/categories/Hinged', { newName: 'Doors' }));
  });

  test('delete a function from every product; a value no product has is a 404', async () => {
    const holders = (await ok(admin.get('/modules?functions=Closing&limit=200'))).items.map((r: any) => r.id).sort();
    const answer = await ok(admin.del('/functions/Closing'));
    assert.deepEqual(answer.changed.map((c: any) => c.id).sort(), holders);
    assert.ok(!(await ok(admin.get('/functions'))).includes('Closing'));
    assert.deepEqual((await headOf('Top cover 800')).document.functions, []);
    assertError(await admin.del('/functions/Closing'), 404, 'No module you may read has Closing in its functions');
    assertError(await admin.put('/categories/Nowhere', { newName: 'Somewhere' }), 404, 'Nowhere');
  });

  test('a name with a slash travels encoded in the path', async () => {
    await ok(admin.post('/categories', { name: 'Racks/Rails', ids: [ids.get('Wardrobe rail 800')!] }));
    const answer = await ok(admin.del(`/categories/${encodeURIComponent('Racks/Rails')}`));
    assert.equal(answer.changed.length, 1);
  });

  test('all or none: a product the caller may not change fails the whole batch, naming it, and nothing is written', async () => {
    const user = client(server, { as: USER });
    const own = await ok(user.post('/modules', { name: 'Uma’s door', categories: ['Doors'] }), 201);
    const histories = async () => Promise.all([own.id, ids.get('Door 400 left')!, ids.get('Door 400 right')!].map(async (id) => (await historyOf(admin, 'modules', id)).versions.length));
    const before = await histories();
    const refused = await user.put('/categories/Doors', { newName: 'Fronts' });
    assertError(refused, 403, 'Door 400 left', 'Door 400 right', 'nothing was changed');
    assert.ok(!refused.body.message.includes('Uma’s door'), 'the product the user may change is not named');
    assert.deepEqual(refused.body.refused.map((r: any) => r.name).sort(), ['Door 400 left', 'Door 400 right']);
    assert.deepEqual(await histories(), before, 'not even the user’s own product got a version');
    assert.deepEqual((await ok(user.get(`/modules/${own.id}`))).document.categories, ['Doors']);
    assert.ok((await ok(admin.get('/categories'))).includes('Doors'));
    assertError(await user.post('/categories', { name: 'Mine', ids: [own.id, ids.get('Shelf 600')!] }), 403, 'Shelf 600');
    assert.deepEqual((await ok(user.get(`/modules/${own.id}`))).document.categories, ['Doors'], 'the own product was not written either');
    await ok(admin.del(`/modules/${own.id}`), 204);
  });

  test('a product of another workspace is not found, and nothing is written', async () => {
    const birch = (await ok(client(server, { as: BIRCH }).get('/modules'))).items[0].id;
    const shelf = ids.get('Shelf 600')!;
    const before = (await historyOf(admin, 'modules', shelf)).versions.length;
    assertError(await admin.post('/categories', { name: 'Foreign', ids: [shelf, birch] }), 404, birch);
    assert.equal((await historyOf(admin, 'modules', shelf)).versions.length, before);
  });

  test('bad input is a 400 naming the problem', async () => {
    const shelf = ids.get('Shelf 600')!;
    assertError(await admin.post('/categories', { ids: [shelf] }), 400, 'name');
    assertError(await admin.post('/categories', { name: 'X', ids: [] }), 400, 'ids');
    assertError(await admin.post('/categories', { name: 'X', ids: ['not-an-id'] }), 400, 'ids');
    assertError(await admin.post('/categories', { name: 'x'.repeat(101), ids: [shelf] }), 400, 'name');
    assertError(await admin.post('/functions', { name: ' Padded', ids: [shelf] }), 400, 'name must not begin or end with spaces');
    assertError(await admin.put('/categories/Shelves', { newName: 'Shelves' }), 400, 'newName must differ');
    assertError(await admin.put('/categories/Shelves', {}), 400, 'newName');
    assertError(await admin.put(`/categories/${'x'.repeat(101)}`, { newName: 'Y' }), 400, 'name');
    assertError(await admin.del('/categories/%20Shelves'), 400, 'name');
  });
});

describe('the search filter (§2.14: name, description and categories)', () => {
  test('finds a substring of any of the three, case-insensitively', async () => {
    const names = async (query: string) => (await ok(admin.get(`/modules?limit=200&search=${encodeURIComponent(query)}`))).items.map((r: any) => r.data.name).sort();
    assert.deepEqual(await names('SHELF 8'), ['Shelf 800']);
    assert.deepEqual(await names('levelling'), ['Plinth 800'], 'by description');
    assert.deepEqual(await names('fittings'), ['Handle bar 160', 'Wardrobe rail 800'], 'by category');
    assert.deepEqual(await names('nothing like it'), []);
  });
});

describe('the products table’s columns sort on the server (§2.4)', () => {
  /** each sortable column's order as the rows show it: category text, owner e-mail, source, the two counts */
  const KEYS: Record<string, (row: any) => string | number> = {
    category: (row) => row.data.categories.join(', ').toLowerCase(),
    owner: (row) => row.owner,
    source: (row) => row.data.source.toLowerCase(),
    parameters: (row) => row.data.nParameters,
    connectors: (row) => row.data.nConnectors,
  };

  test('by category, owner, source, parameters and connectors, either way: small pages visit every product once, in order', async () => {
    // a product of another owner, without categories, source, parameters or connectors
    await ok(client(server, { as: DEMO_EDITOR }).post('/modules', { name: 'Sort probe', categories: ['Aardvark'] }), 201);
    const total = (await ok(admin.get('/modules?limit=200'))).items.length;
    for (const [name, key] of Object.entries(KEYS)) {
      for (const sort of [name, `-${name}`]) {
        const rows: any[] = [];
        let cursor: string | null = null;
        do {
          const body: any = await ok(admin.get(`/modules?limit=4&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
          rows.push(...body.items);
          cursor = body.next;
        } while (cursor && rows.length <= total);
        assert.equal(new Set(rows.map((row) => row.id)).size, total, `${sort}: every product once`);
        const direction = sort.startsWith('-') ? -1 : 1;
        const expected = [...rows].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          return (x === y ? 0 : x < y ? -direction : direction) || (a.id < b.id ? -1 : 1);
        });
        assert.deepEqual(rows.map((row) => row.id), expected.map((row) => row.id), sort);
        assert.notDeepEqual(rows.map(key), [...rows.map(key)].reverse(), `${sort}: the products differ in this column`);
      }
    }
  });

  test('an order the products do not have is a 400 naming those they have; other kinds keep the common three', async () => {
    assertError(await admin.get('/modules?sort=price'), 400, 'sort', 'parameters', '-connectors');
    assertError(await admin.get('/products?sort=parameters'), 400, 'sort');
    assert.equal((await admin.get('/products?sort=-name')).status, 200);
  });
});

describe('GET /api/external/{urlPoint}', () => {
  let target: Server;
  let answer: { status: number; body: string; type: string };
  let targetUrl: string;
  beforeAll(async () => {
    target = createServer((_req, res) => res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/erp/products`;
  });
  afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

  const configure = (targets: Record<string, { url: string }> | undefined) =>
    server.store.update(WORKSPACES, w.eq('id', 'demo'), targets ? { set: { externalTargets: targets } } : { unset: ['externalTargets'] });

  test('without a target of that name it is a 404 saying so; a malformed urlPoint is a 400', async () => {
    assertError(await admin.get('/external/products'), 404, 'No external target products is configured for workspace demo');
    assertError(await admin.get('/external/Not_Valid'), 400, 'urlPoint');
  });

  test('answers what the configured target said; a failing target is a 502', async () => {
    await configure({ products: { url: targetUrl } });
    try {
      answer = { status: 200, type: 'application/json', body: JSON.stringify({ updated: 3 }) };
      const synced = await ok(admin.get('/external/products'));
      assert.equal(synced.urlPoint, 'products');
      assert.equal(synced.status, 200);
      assert.deepEqual(synced.data, { updated: 3 });
      assert.ok(!Number.isNaN(Date.parse(synced.received)));
      answer = { status: 200, type: 'text/plain', body: 'queued' };
      assert.equal((await ok(admin.get('/external/products'))).data, 'queued');
      answer = { status: 500, type: 'text/plain', body: 'down' };
      assertError(await admin.get('/external/products'), 502, 'The external target products answered 500');
      await configure({ products: { url: 'http://example.com/plain' } });
      assertError(await admin.get('/external/products'), 502, 'not an https:// address');
    } finally {
      await configure(undefined);
    }
  });

  test('guests may not sync; signed out is 401', async () => {
    assertError(await client(server, { as: GUEST }).get('/external/products'), 403);
    assertError(await client(server, { as: null }).get('/external/products'), 401);
  });
});
