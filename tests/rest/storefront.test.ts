// The storefront's public API (issue 18 §1, §2): a published configurator's projection, signed out,
// holding nothing private; the host names that lead to it; its offered modules' files; caching.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { call, type TestServer } from '../support/server.ts';
import { assertError, ok, openServer, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
let shelving: { id: string; head: number };
beforeAll(async () => {
  ({ server, c } = await openServer());
  const row = (await server.store.find('publishedconfigurators')).find((h) => h.document.title === 'Shelving configurator')!;
  shelving = { id: row.id, head: row.head };
});
afterAll(() => server.close());

const publicGet = (path: string, headers: Record<string, string> = {}) => call(`${c.api}${path}`, { as: null, headers });

/** Keys no public answer may hold: who made or may read what, and the version graph. */
const PRIVATE_KEYS = new Set(['owner', 'author', 'email', 'readers', 'writers', 'duplicators', 'grants', 'permissions', 'graph', 'versions', 'parents', 'workspace', 'created', 'lastEdited', 'tag', 'summary', 'origin', 'public', 'head', 'providers', 'source']);
const EMAIL = /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i;

/** Every private key and e-mail-like string anywhere in a JSON value, by path. */
function privateParts(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return EMAIL.test(value) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => privateParts(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [...(PRIVATE_KEYS.has(key) ? [`${path}.${key}`] : []), ...privateParts(v, `${path}.${key}`)]);
  }
  return [];
}

/** A new configurator of the demo's shelving product, published or not. */
async function newConfigurator(title: string, published: boolean) {
  const product = (await server.store.find('products')).find((h) => h.document.name === 'Wall shelving system')!;
  const host = `${title.toLowerCase().replace(/\W+/g, '-')}.oak-and-ash.joinery.app`;
  return ok(c.post('/publishedconfigurators', { title, joineryDomain: host, product: { id: product.id, version: product.head }, published }), 201);
}

describe('the public projection', () => {
  test('signed out, the published shelving configurator reads as its customers see it', async () => {
    const view = await ok(publicGet(`/published/configurator/${shelving.id}`));
    assert.equal(view.id, shelving.id);
    assert.equal(view.version, shelving.head);
    assert.equal(view.domain, 'configure.oakandash.co.uk');
    assert.equal(view.title, 'Shelving configurator');
    assert.equal(view.currency, 'GBP');
    assert.deepEqual(view.auth, { loginType: 'RequiredToOrder', signupType: 'Signup', emailPassword: true });
    assert.equal(view.product.name, 'Wall shelving system');
    assert.match(view.theme.light.primary, /^#[0-9a-f]{6}$/i);
    assert.match(view.theme.dark.surface, /^#[0-9a-f]{6}$/i);
    const frames = view.offer.categories.find((category: any) => category.name === 'Frames');
    assert.deepEqual(frames.composition, { min: 2, max: null });
    assert.equal(frames.label, 'Select 2');
    const side = Object.values(view.offer.modules).find((m: any) => m.name === 'Side panel 1800') as any;
    assert.equal(side.price, '£96.00');
    assert.equal(side.sku, 'OA-SP-1800');
    assert.equal(side.per, 1);
    assert.deepEqual(side.connectors.map((k: any) => k.id), ['pin-left', 'pin-right', 'cam-top', 'cam-bottom']);
    assert.deepEqual(side.parameters[0].options.map((o: any) => o.value), ['oak', 'ash', 'white']);
    assert.ok(frames.moduleIds.includes(side.id));
  });

  test('holds no owner, author, e-mail, version graph or permission, at the head or a version', async () => {
    for (const path of [`/published/configurator/${shelving.id}`, `/published/configurator/${shelving.id}/v/${shelving.head}`]) {
      const view = await ok(publicGet(path));
      assert.deepEqual(privateParts(view), [], path);
    }
    // the walk finds what it looks for
    assert.deepEqual(privateParts({ a: [{ owner: 'x' }], b: 'ada@demo.joinery.test' }), ['$.a[0].owner', '$.b: ada@demo.joinery.test']);
  });

  test('a new version of a module the product pins changes nothing: the storefront offers the pinned version', async () => {
    const before = await ok(publicGet(`/published/configurator/${shelving.id}`));
    const side = Object.values(before.offer.modules).find((m: any) => m.name === 'Side panel 1800') as any;
    await ok(c.patch(`/modules/${side.id}`, { name: 'Side panel 1800 (draft)', price: '£1.00' }));
    const after = await ok(publicGet(`/published/configurator/${shelving.id}`));
    assert.deepEqual(after.offer.modules[side.id], side);
    assert.doesNotMatch(JSON.stringify(after), /draft/);
  });

  test("unknown, unpublished and deleted configurators answer 404 'Configurator not published'; a draft version too", async () => {
    assertError(await publicGet('/published/configurator/0123456789abcdef01234567'), 404, 'Configurator not published');
    const draft = await newConfigurator('Draft shelving', false);
    assertError(await publicGet(`/published/configurator/${draft.id}`), 404, 'Configurator not published');
    assertError(await publicGet(`/published/configurator/${draft.id}/v/1`), 404, 'Configurator not published');
    await ok(c.patch(`/publishedconfigurators/${draft.id}`, { published: true }));
    assert.equal((await ok(publicGet(`/published/configurator/${draft.id}`))).version, 2);
    assertError(await publicGet(`/published/configurator/${draft.id}/v/1`), 404, 'Configurator not published');
    assertError(await publicGet(`/published/configurator/${draft.id}/v/9`), 404, 'Configurator not published');
    assert.equal((await c.del(`/publishedconfigurators/${draft.id}`)).status, 204);
    assertError(await publicGet(`/published/configurator/${draft.id}/v/2`), 404, 'Configurator not published');
  });

  test('signed out, the staff API of the same configurator answers 401', async () => {
    assertError(await publicGet(`/publishedconfigurators/${shelving.id}`), 401);
    assertError(await publicGet(`/products`), 401);
  });

  test('a version read is cacheable for good (ETag, immutable), the head read a minute; If-None-Match answers 304', async () => {
    const versioned = await publicGet(`/published/configurator/${shelving.id}/v/${shelving.head}`);
    assert.equal(versioned.status, 200);
    assert.equal(versioned.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const etag = versioned.headers.get('etag')!;
    assert.match(etag, /^"[^"]+"$/);
    assert.equal((await publicGet(`/published/configurator/${shelving.id}/v/${shelving.head}`, { 'if-none-match': etag })).status, 304);
    const head = await publicGet(`/published/configurator/${shelving.id}`);
    assert.equal(head.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(head.headers.get('etag'), etag, 'the head is that version');
  });
});

describe('host names, short links and module files', () => {
  test("a configurator's view link opens its storefront at /c/{id}, signed out, published or not; its edit link still asks for a sign-in", async () => {
    const view = await ok(c.get(`/s/publishedconfigurators/${shelving.id}/view`));
    assert.equal(view.target, `/c/${shelving.id}`);
    const followed = await fetch(`${server.url}/s/${view.code}`, { redirect: 'manual', headers: { cookie: '' } });
    assert.equal(followed.status, 302);
    assert.equal(followed.headers.get('location'), `/c/${shelving.id}`);
    const draft = await newConfigurator('Linked draft', false);
    const draftView = await ok(c.get(`/s/publishedconfigurators/${draft.id}/view`));
    const toDraft = await fetch(`${server.url}/s/${draftView.code}`, { redirect: 'manual', headers: { cookie: '' } });
    assert.equal(toDraft.headers.get('location'), `/c/${draft.id}`, "the storefront says 'Configurator not published', not the staff sign-in");
    const edit = await ok(c.get(`/s/publishedconfigurators/${shelving.id}/edit`));
    assert.equal((await fetch(`${server.url}/s/${edit.code}`, { redirect: 'manual', headers: { cookie: '' } })).status, 401);
    assert.equal((await c.del(`/publishedconfigurators/${draft.id}`)).status, 204);
  });

  test('a claimed host leads to its published configurator, in any case; an unknown or unpublished one is 404', async () => {
    for (const host of ['configure.oakandash.co.uk', 'SHELVING.oak-and-ash.joinery.app']) {
      assert.deepEqual(await ok(publicGet(`/published/domains/${host}`)), { id: shelving.id, version: shelving.head });
    }
    assertError(await publicGet('/published/domains/nowhere.example.com'), 404, 'Configurator not published');
    const draft = await newConfigurator('Hidden shelving', false);
    assertError(await publicGet(`/published/domains/hidden-shelving.oak-and-ash.joinery.app`), 404, 'Configurator not published');
    assert.equal((await c.del(`/publishedconfigurators/${draft.id}`)).status, 204);
    assertError(await publicGet('/published/domains/not_a_host!'), 400, 'host');
  });

  test("an offered module's geometry is served signed out at the address the offer names; a module it does not offer is 404", async () => {
    const view = await ok(publicGet(`/published/configurator/${shelving.id}/v/${shelving.head}`));
    const door = Object.values(view.offer.modules).find((m: any) => m.name === 'Door 400 left') as any;
    assert.match(door.geometry, /\/geometry\.step$/);
    const reply = await fetch(`${server.url}${door.geometry}`, { headers: { cookie: '' } });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(Buffer.from(await reply.arrayBuffer()).toString('latin1', 0, 20), /^ISO-10303-21/);
    const deskTop = (await server.store.find('modules')).find((h) => h.document.name === 'Desk top 1200')!;
    assertError(await publicGet(`/published/configurator/${shelving.id}/v/${shelving.head}/modules/${deskTop.id}/image.png`), 404, deskTop.id);
    assertError(await publicGet(door.geometry.replace('/api', '').replace('.step', '.stl')), 404);
  });
});
