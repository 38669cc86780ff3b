// Lists (rest-api.md §7.3): paging (limit default 50, max 200, a cursor, the total), sorting, and the
// listing filters of §6 — mine, shared, public, canWrite, multiWorkspace, includeDeleted — and /all.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Actor } from '../../rest/model/identity/actor.ts';
import { requireKind } from '../../rest/model/kinds/registry.ts';
import { readableWhere } from '../../rest/model/resources/permissions.ts';
import { listScope } from '../../rest/model/lists/resource-lists.ts';
import { w } from '../../rest/store/port.ts';
import { newMarker } from '../support/samples.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, type Client } from './helpers.ts';
import { DEMO_ADMIN as ADMIN, DEMO_EDITOR as EDITOR, DEMO_GUEST } from '../support/demo-users.ts';

const NORA = 'nora@north.joinery.test';
const SAM = 'sam@south.joinery.test';
const materials = requireKind('productionmaterials');

let server: TestServer;
let c: Client;
const marker = newMarker();
/** the resources of the listing-filter tests, by letter (see before) */
const r: Record<string, string> = {};

async function actor(email: string): Promise<Actor> {
  return server.model.directory.actorFor(email);
}

async function listed(query: string, path = '/productionmaterials'): Promise<string[]> {
  const page = await ok(c.get(`${path}?limit=200&category=${marker}&${query}`));
  assert.equal(page.total, page.items.length);
  const names = Object.fromEntries(Object.entries(r).map(([letter, id]) => [id, letter]));
  return page.items.map((row: any) => names[row.id] ?? row.id).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  c = client(server);
  const { directory, writes, metadata } = server.model;
  // two more workspaces: the admin is a plain user of north and no member of south
  for (const alias of ['north', 'south']) await directory.addWorkspace({ alias, name: alias, color: '#123456', plan: 'FREE' });
  await directory.addUser({ email: NORA, name: 'Nora', workspace: 'north', memberships: [{ workspace: 'north', roles: ['admin'] }], signupMethod: 'Signup' });
  await directory.addUser({ email: SAM, name: 'Sam', workspace: 'south', memberships: [{ workspace: 'south', roles: ['admin'] }], signupMethod: 'Signup' });
  await directory.setMemberships(ADMIN, [{ workspace: 'demo', roles: ['admin'] }, { workspace: 'north', roles: ['user'] }]);
  const doc = (name: string) => ({ name, category: marker });
  const [editor, nora, sam] = await Promise.all([actor(EDITOR), actor(NORA), actor(SAM)]);
  r.A = (await ok(c.post('/productionmaterials', doc('A mine')), 201)).id;
  r.B = (await writes.create(editor, materials, doc('B editor’s'))).id;
  r.C = (await writes.create(nora, materials, doc('C north'))).id;
  r.D = (await writes.create(sam, materials, doc('D shared for reading'))).id;
  await metadata.setSharing(sam, materials, r.D, { public: false, grants: [{ email: ADMIN, action: 'GrantedReadAccess' }] });
  r.E = (await writes.create(sam, materials, doc('E public'))).id;
  await metadata.setSharing(sam, materials, r.E, { public: true, grants: [] });
  r.F = (await writes.create(sam, materials, doc('F private'))).id;
  r.G = (await ok(c.post('/productionmaterials', doc('G archived')), 201)).id;
  assert.equal((await c.del(`/productionmaterials/${r.G}?archive=true`)).status, 204);
  r.H = (await writes.create(sam, materials, doc('H shared for writing'))).id;
  await metadata.setSharing(sam, materials, r.H, { public: false, grants: [{ email: ADMIN, action: 'GrantedWriteAccess' }] });
});
afterAll(() => server.close());

describe('listing filters (§6)', () => {
  test('by default: the current workspace, without archived resources', async () => {
    assert.deepEqual(await listed(''), ['A', 'B']);
  });
  test('includeDeleted adds archived resources', async () => {
    assert.deepEqual(await listed('includeDeleted=true'), ['A', 'B', 'G']);
    assert.deepEqual(await listed('includeDeleted=false'), ['A', 'B']);
  });
  test('mine keeps what the caller owns', async () => {
    assert.deepEqual(await listed('mine=true'), ['A']);
    assert.deepEqual(await listed('mine=true&includeDeleted=true'), ['A', 'G']);
    assert.deepEqual(await listed('mine=false'), ['A', 'B']);
  });
  test('multiWorkspace adds every workspace the caller is a member of', async () => {
    assert.deepEqual(await listed('multiWorkspace=true'), ['A', 'B', 'C']);
  });
  test('shared lists what is shared with the caller; public what is public; both: either', async () => {
    assert.deepEqual(await listed('shared=true'), ['D', 'H']);
    assert.deepEqual(await listed('public=true'), ['E']);
    assert.deepEqual(await listed('shared=true&public=true'), ['D', 'E', 'H']);
  });
  test('canWrite keeps what the caller may change', async () => {
    assert.deepEqual(await listed('canWrite=true'), ['A', 'B']);
    assert.deepEqual(await listed('canWrite=true&multiWorkspace=true'), ['A', 'B']);
    assert.deepEqual(await listed('canWrite=true&shared=true'), ['H']);
  });
  test('/all lists everything the caller may read anywhere', async () => {
    assert.deepEqual(await listed('', '/productionmaterials/all'), ['A', 'B', 'C', 'D', 'E', 'H']);
    assert.deepEqual(await listed('includeDeleted=true', '/productionmaterials/all'), ['A', 'B', 'C', 'D', 'E', 'G', 'H']);
    assert.deepEqual(await listed('mine=true', '/productionmaterials/all'), ['A']);
    assert.deepEqual(await listed('canWrite=true', '/productionmaterials/all'), ['A', 'B', 'H']);
  });
  test('/all keeps what the caller owns in a workspace they no longer read (looked for there only while they own some)', async () => {
    const { directory, lists } = server.model;
    const names = (page: { items: { id: string }[] }) => page.items.map((row) => Object.entries(r).find(([, id]) => id === row.id)?.[0]).filter(Boolean).sort();
    const query = { limit: 200, filters: { category: marker } };
    // Nora reads north, where all she owns is: C is found there
    assert.deepEqual(names(await lists.list(await actor(NORA), materials, query, true)), ['C', 'E']);
    await directory.setMemberships(NORA, [{ workspace: 'south', roles: ['user'] }]);
    try {
      // now a member of south only, she still reads C as its owner, beside what south holds
      assert.deepEqual(names(await lists.list(await actor(NORA), materials, query, true)), ['C', 'D', 'E', 'F', 'H']);
    } finally {
      await directory.setMemberships(NORA, [{ workspace: 'north', roles: ['admin'] }]);
    }
    assert.deepEqual(names(await lists.list(await actor(NORA), materials, query, true)), ['C', 'E']);
  });
  test('"who may read" joins the query only where the scope does not imply it', async () => {
    const admin = await actor(ADMIN);
    assert.deepEqual(listScope(admin, 'productionmaterials', {}, false), w.and(w.eq('workspace', 'demo'), w.eq('deleted', false)));
    assert.deepEqual(listScope(admin, 'productionmaterials', { multiWorkspace: true }, false), w.and(w.in('workspace', ['demo', 'north']), w.eq('deleted', false)));
    assert.deepEqual(listScope(admin, 'productionmaterials', { canWrite: true }, false), w.and(w.eq('workspace', 'demo'), w.eq('deleted', false)));
    const guest = await actor(DEMO_GUEST);
    assert.deepEqual(listScope(guest, 'productionmaterials', {}, false), w.and(w.and(w.eq('workspace', 'demo'), readableWhere(guest)), w.eq('deleted', false)));
  });
  test('listing flags must be booleans', async () => {
    for (const flag of ['mine', 'shared', 'public', 'canWrite', 'multiWorkspace', 'includeDeleted']) {
      assertError(await c.get(`/productionmaterials?${flag}=perhaps`), 400, flag);
    }
  });
});

describe('reads follow the same rules', () => {
  test('another workspace of the caller needs multiWorkspace', async () => {
    assertError(await c.get(`/productionmaterials/${r.C}`), 404, 'multiWorkspace');
    assert.equal((await c.head(`/productionmaterials/${r.C}`)).status, 404);
    const read = await ok(c.get(`/productionmaterials/${r.C}?multiWorkspace=true`));
    assert.equal(read.workspace, 'north');
    assert.equal(read.owner, NORA);
    assert.equal((await c.head(`/productionmaterials/${r.C}?multiWorkspace=true`)).status, 200);
  });
  test('a plain user of a workspace reads but may not write there', async () => {
    const permissions = await ok(c.get(`/productionmaterials/${r.C}/permissions?multiWorkspace=true`));
    assert.deepEqual(
      { read: permissions.read, write: permissions.write, share: permissions.share, delete: permissions.delete },
      { read: true, write: false, share: false, delete: false },
    );
    assertError(await c.patch(`/productionmaterials/${r.C}?multiWorkspace=true`, { name: 'nope' }), 403, 'write');
    assertError(await c.del(`/productionmaterials/${r.C}?multiWorkspace=true`), 403, 'delete');
    assert.equal((await ok(c.get(`/productionmaterials/${r.C}/history?multiWorkspace=true`))).versions.length, 1);
  });
  test('shared and public resources read without multiWorkspace; private ones of others are 404', async () => {
    assert.equal((await ok(c.get(`/productionmaterials/${r.D}`))).owner, SAM);
    assert.equal((await ok(c.get(`/productionmaterials/${r.E}`))).owner, SAM);
    assertError(await c.get(`/productionmaterials/${r.F}`), 404, r.F);
    assertError(await c.get(`/productionmaterials/${r.F}?multiWorkspace=true`), 404, r.F);
    assert.equal((await c.head(`/productionmaterials/${r.F}`)).status, 404);
  });
  test('read access gives no write; write access writes but neither shares nor deletes', async () => {
    assertError(await c.patch(`/productionmaterials/${r.D}`, { name: 'nope' }), 403);
    assert.equal((await ok(c.get(`/productionmaterials/${r.D}/history`))).versions.length, 1);
    const written = await ok(c.patch(`/productionmaterials/${r.H}`, { description: 'edited by a writer' }));
    assert.equal(written.version, 2);
    assert.equal(written.owner, SAM);
    assertError(await c.put(`/productionmaterials/${r.H}/sharing`, { public: true, grants: [] }), 403, 'share');
    assertError(await c.del(`/productionmaterials/${r.H}`), 403, 'delete');
    assert.equal((await ok(c.get(`/productionmaterials/${r.H}/sharing`))).public, false);
  });
  test('an archived resource reads as 404 and writes are refused', async () => {
    assertError(await c.get(`/productionmaterials/${r.G}`), 404);
    assertError(await c.patch(`/productionmaterials/${r.G}`, { name: 'x' }), 404);
  });
});

describe('paging', () => {
  const pageMarker = `${marker}pages`;
  const names: string[] = [];
  beforeAll(async () => {
    // 60 resources, created in a shuffled name order so name order differs from creation order
    const order = Array.from({ length: 60 }, (_, i) => (i * 37) % 60);
    for (const i of order) {
      const name = `Sheet ${String(i).padStart(2, '0')} ${i % 2 ? 'odd' : 'Even'}`;
      names.push(name);
      await ok(c.post('/productionmaterials', { name, category: pageMarker }), 201);
    }
  });
  const page = (query: string) => ok(c.get(`/productionmaterials?category=${pageMarker}&${query}`));

  test('limit defaults to 50; a filtered total is what the pages have shown, exact on the last; the cursor continues where the page ended', async () => {
    const first = await page('');
    assert.equal(first.items.length, 50);
    assert.deepEqual([first.total, first.totalExact], [50, false]);
    assert.equal(typeof first.next, 'string');
    const second = await page(`cursor=${encodeURIComponent(first.next)}`);
    assert.equal(second.items.length, 10);
    assert.deepEqual([second.total, second.totalExact], [60, true]);
    assert.equal(second.next, null);
    const ids = [...first.items, ...second.items].map((row: any) => row.id);
    assert.equal(new Set(ids).size, 60);
  });

  test('a page listed again after one of its rows changed shows the change at once (rows are kept between requests only until a write)', async () => {
    const before = await c.get(`/productionmaterials?category=${pageMarker}&sort=name&limit=5`);
    assert.equal(before.status, 200);
    assert.equal(before.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(before.headers.get('cache-control'), 'private, no-cache');
    const edited = before.body.items[2];
    await ok(c.patch(`/productionmaterials/${edited.id}`, { description: `edited ${pageMarker}` }));
    const after = await page('sort=name&limit=5');
    assert.deepEqual(after.items.map((row: any) => row.id), before.body.items.map((row: any) => row.id));
    assert.deepEqual([after.items[2].data.description, after.items[2].version], [`edited ${pageMarker}`, edited.version + 1]);
    assert.deepEqual(after.items[1], before.body.items[1]);
  });

  test('limit up to 200; 0, 201 and fractions are 400 naming limit', async () => {
    const all = await page('limit=200');
    assert.equal(all.items.length, 60);
    assert.equal(all.next, null);
    for (const bad of ['0', '201', '1.5', '-3', 'ten']) assertError(await c.get(`/productionmaterials?limit=${bad}`), 400, 'limit');
  });

  for (const sort of ['name', '-name', 'created', '-created', 'lastEdited', '-lastEdited']) {
    test(`small pages sorted by ${sort} visit every row once, in order`, async () => {
      const rows: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body: any = await page(`limit=7&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        assert.deepEqual([body.total, body.totalExact], body.next ? [rows.length + body.items.length, false] : [60, true]);
        assert.ok(body.items.length <= 7);
        rows.push(...body.items);
        cursor = body.next;
        pages++;
      } while (cursor && pages < 20);
      assert.equal(pages, 9);
      assert.equal(new Set(rows.map((row) => row.id)).size, 60);
      const field = sort.replace('-', '');
      const keys = rows.map((row) => (field === 'name' ? row.data.name.toLowerCase() : row[field]));
      const expected = [...keys].sort();
      if (sort.startsWith('-')) expected.reverse();
      assert.deepEqual(keys, expected);
      if (field === 'name') assert.deepEqual(rows.map((row) => row.data.name), [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1) * (sort.startsWith('-') ? -1 : 1)));
    });
  }

  test('a cursor belongs to its sort; garbage cursors are 400, never 500', async () => {
    const first = await page('limit=5&sort=name');
    assertError(await c.get(`/productionmaterials?sort=created&cursor=${encodeURIComponent(first.next)}`), 400, 'cursor');
    const forged = (value: unknown, counts: unknown[] = [5, 60, true]) => Buffer.from(JSON.stringify(['list', '-lastEdited', value, 'x', ...counts])).toString('base64url');
    const wrongCounts = [[-1, 60, true], [5, 1.5, true], [5, 60, 'yes'], []].map((counts) => forged('2026-01-01', counts));
    for (const cursor of ['zzzz', '%%%', forged({ a: 1 }), forged([1, 2]), forged(null), forged(true), ...wrongCounts, Buffer.from('[1,2,3]').toString('base64url'), 'x'.repeat(3000)]) {
      assertError(await c.get(`/productionmaterials?cursor=${encodeURIComponent(cursor)}`), 400, 'cursor');
    }
  });

  test('unknown sorts are 400 naming sort', async () => {
    assertError(await c.get('/productionmaterials?sort=price'), 400, 'sort');
  });
});
