// The storefront's public API (issue 18 §1, §2): a published configurator's projection, signed out,
// holding nothing private; the host names that lead to it; its offered modules' files; caching.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CAD_MESHES_TYPE, decodeCadMeshes } from '../../rules/cad-meshes.ts';
import { DEMO_CUSTOMER } from '../support/demo-users.ts';
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
const PRIVATE_KEYS = new Set(['owner', 'author', 'email', 'readers', 'writers', 'duplicators', 'grants', 'permissions', 'graph', 'versions', 'parents', 'workspace', 'created', 'lastEdited', 'tag', 'summary', 'origin', 'public', 'head', 'providers', 'onshape', 'geometrySettings', 'hashString']);
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
    // where each sits in the module's CAD frame: the 3D view joins connected modules there
    assert.deepEqual(side.connectors.find((k: any) => k.id === 'cam-top').position, [0, 1800, 0]);
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

  test("an offered STEP file is offered as the meshes the server converts it to, signed out, cached for good; a module offered without one has none", async () => {
    const view = await ok(publicGet(`/published/configurator/${shelving.id}/v/${shelving.head}`));
    const door = Object.values(view.offer.modules).find((m: any) => m.name === 'Door 400 left') as any;
    assert.equal(door.meshes, door.geometry.replace(/\/geometry\.step$/, '/meshes'));
    const reply = await fetch(`${server.url}${door.meshes}`, { headers: { cookie: '' } });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('content-type'), CAD_MESHES_TYPE);
    assert.equal(reply.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const meshes = decodeCadMeshes(await reply.arrayBuffer());
    assert.ok(meshes.length > 0 && meshes.every((m) => m.indices.length > 0 && m.positions.length > 0), 'triangles of every solid');
    const again = await fetch(`${server.url}${door.meshes}`, { headers: { cookie: '', 'if-none-match': reply.headers.get('etag')! } });
    assert.equal(again.status, 304);
    const deskTop = (await server.store.find('modules')).find((h) => h.document.name === 'Desk top 1200')!;
    assertError(await publicGet(`/published/configurator/${shelving.id}/v/${shelving.head}/modules/${deskTop.id}/meshes`), 404, deskTop.id);
  });
});

// ------------------------------------------------------------------------------------------------
// Saving and ordering (issue 18 §4, §6, §7)
// ------------------------------------------------------------------------------------------------

/** A configurator of the shelving product that takes orders from signed-out customers (login type None). */
async function orderingConfigurator(title: string, auth: { loginType: string } = { loginType: 'None' }) {
  const created = await newConfigurator(title, true);
  await ok(c.patch(`/publishedconfigurators/${created.id}`, { features: { prices: true, ordering: true, sharing: true }, auth: { signupType: 'Signup', emailPassword: true, ...auth } }));
  const view = await ok(publicGet(`/published/configurator/${created.id}`));
  const byName = (name: string) => Object.values(view.offer.modules).find((m: any) => m.name === name) as any;
  return { id: created.id as string, view, byName };
}

const choose = (module: any, instance: number, parameters?: Record<string, unknown>) => ({ module: `${module.id}:${module.version}`, instance, ...(parameters ? { parameters } : {}) });
const post = (path: string, json: unknown, headers: Record<string, string> = {}) => call(`${c.api}${path}`, { method: 'POST', json, as: null, headers });
const counts = async () => ({ configurations: await server.store.count('productconfigurations'), orders: await server.store.count('orders') });

describe('saving a configuration', () => {
  test('a valid configuration is saved pinned to exact versions, with the server total; signed out it belongs to the storefront', async () => {
    const { id, byName } = await orderingConfigurator('Saving shelving');
    const side = byName('Side panel 1800');
    const shelf = byName('Shelf 800');
    const { session } = await ok(post(`/published/configurator/${id}/visits`, { utm_source: 'test' }), 201);
    const saved = await ok(post(`/published/configurator/${id}/configurations`, { modules: [choose(side, 0), choose(side, 1), choose(shelf, 0, { width: 600 }), choose(shelf, 1)], session }), 201);
    assert.equal(saved.total, 96 * 2 + 38 * 2);
    assert.equal(saved.currency, 'GBP');
    const stored = (await server.store.find('productconfigurations')).find((h) => h.id === saved.id)!;
    assert.equal(stored.owner, 'storefront@joinery.invalid');
    assert.equal(stored.document.session, session);
    const visit = (await server.store.find('visits')).find((v) => v.id === session)!;
    assert.deepEqual(visit.configurations, [{ id: saved.id, version: saved.version }], 'the visit links what was saved in it');
    assert.deepEqual(stored.document.modules[2], { module: { id: shelf.id, version: shelf.version }, instance: 0, parameters: { width: 600 } });
    const read = await ok(publicGet(`/published/configuration/${saved.id}/v/${saved.version}`));
    assert.deepEqual(read.configurator, { id, version: 2 });
    assert.equal(read.document.modules[0].module, `${side.id}:${side.version}`);
    assert.equal(read.evaluation.valid, true);
    assert.equal(read.evaluation.total, saved.total);
    assert.deepEqual(privateParts(read), []);
    assertError(await publicGet(`/published/configuration/${saved.id}/v/9`), 404);
  });

  test('a broken composition rule, an unknown module, a wrong version and a price sent along each answer 400 naming it, and nothing is written', async () => {
    const { id, byName } = await orderingConfigurator('Refusing shelving');
    const side = byName('Side panel 1800');
    const deskTop = (await server.store.find('modules')).find((h) => h.document.name === 'Desk top 1200')!;
    const before = await counts();
    const refused = [
      [{ modules: [choose(side, 0)] }, 'Frames: Select 2, 1 chosen'],
      [{ modules: [choose(side, 0), choose(side, 1), { module: `${deskTop.id}:${deskTop.head}`, instance: 0 }] }, deskTop.id],
      [{ modules: [choose(side, 0), { module: `${side.id}:${side.version + 5}`, instance: 1 }] }, `version ${side.version}`],
      [{ modules: [{ ...choose(side, 0), price: '£0.01' }, choose(side, 1)] }, 'price'],
      [{ modules: [choose(side, 0), choose(side, 1)], total: 1 }, 'total'],
    ] as const;
    for (const [body, named] of refused) {
      const reply = await post(`/published/configurator/${id}/configurations`, body);
      assertError(reply, 400, named as any);
    }
    assert.deepEqual(await counts(), before);
  });
});

describe('placing an order', () => {
  test('an order holds pinned line items and the §9 total worked out by the server, status received, numbered after OA-1002, owned by the address given', async () => {
    const { id, byName } = await orderingConfigurator('Ordering shelving');
    const side = byName('Side panel 1800');
    const shelf = byName('Shelf 800');
    const saved = await ok(post(`/published/configurator/${id}/configurations`, { modules: [choose(side, 0), choose(side, 1), choose(shelf, 0), choose(shelf, 1), choose(shelf, 2)] }), 201);
    const placed = await ok(post(`/published/configurator/${id}/orders`, { configuration: { id: saved.id, version: saved.version }, email: 'Rosa@Workshop.example', session: 'visit-2' }), 201);
    assert.match(placed.id, /^OA-1\d{3}$/);
    assert.ok(Number(placed.id.slice(3)) > 1002);
    assert.deepEqual({ ...placed, id: undefined }, { id: undefined, status: 'received', totalItems: 5, totalPrice: 96 * 2 + 38 * 3, currency: 'GBP' });
    const order = (await server.store.find('orders')).find((h) => h.document.reference === placed.id)!;
    assert.equal(order.owner, 'rosa@workshop.example');
    assert.equal(order.document.session, 'visit-2');
    assert.deepEqual(order.document.products, [{ productConfiguration: { id: saved.id, version: saved.version }, quantity: 1 }]);
    assert.deepEqual(order.document.lineItems[0], { module: { id: side.id, version: side.version }, name: 'Side panel 1800', sku: 'OA-SP-1800', quantity: 2, per: 1, properties: { price: '£96.00' }, instances: [0, 1], nProductionParts: side.nProductionParts });
    // the demo's side panel has production parts (seeds/demo-production.ts), which the line item counts
    assert.ok(side.nProductionParts > 0);
    // the staff see it in their lists with the same total
    const listed = await ok(c.get(`/orders?limit=100`));
    assert.equal(listed.items.find((row: any) => row.id === order.id).data.totalPrice, placed.totalPrice);
  });

  test('a retried order with the same key creates one order, also when sent in parallel; the configuration id is the key without one', async () => {
    const { id, byName } = await orderingConfigurator('Retried shelving');
    const side = byName('Side panel 1800');
    const saved = await ok(post(`/published/configurator/${id}/configurations`, { modules: [choose(side, 0), choose(side, 1)] }), 201);
    const body = { configuration: { id: saved.id, version: saved.version }, email: 'retry@example.com' };
    const before = await server.store.count('orders');
    const parallel = await Promise.all(Array.from({ length: 6 }, () => post(`/published/configurator/${id}/orders`, body, { 'idempotency-key': 'key-parallel-1' })));
    assert.deepEqual(parallel.map((r) => r.status).sort(), [200, 200, 200, 200, 200, 201]);
    assert.equal(new Set(parallel.map((r) => r.body.id)).size, 1);
    assert.equal(await server.store.count('orders'), before + 1);
    const again = await post(`/published/configurator/${id}/orders`, body, { 'idempotency-key': 'key-parallel-1' });
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, parallel[0].body);
    // without a key, the configuration's id and version is the key
    const first = await post(`/published/configurator/${id}/orders`, body);
    const second = await post(`/published/configurator/${id}/orders`, body);
    assert.deepEqual([first.status, second.status], [201, 200]);
    assert.equal(second.body.id, first.body.id);
    assert.equal(await server.store.count('orders'), before + 2);
    assertError(await post(`/published/configurator/${id}/orders`, { ...body, email: 'someone-else@example.com' }, { 'idempotency-key': 'key-parallel-1' }), 409, 'Idempotency-Key');
  });

  test('a tampered price is refused: a total the server does not reach, or a price field, is a 400 and no order is written', async () => {
    const { id, byName } = await orderingConfigurator('Tampered shelving');
    const side = byName('Side panel 1800');
    const saved = await ok(post(`/published/configurator/${id}/configurations`, { modules: [choose(side, 0), choose(side, 1)] }), 201);
    const configuration = { id: saved.id, version: saved.version };
    const before = await counts();
    assertError(await post(`/published/configurator/${id}/orders`, { configuration, email: 'cheap@example.com', expectedTotal: 1 }), 400, '£192.00', '£1.00');
    assertError(await post(`/published/configurator/${id}/orders`, { configuration, email: 'cheap@example.com', totalPrice: 1 }), 400, 'totalPrice');
    assert.deepEqual(await counts(), before);
    const placed = await ok(post(`/published/configurator/${id}/orders`, { configuration, email: 'fair@example.com', expectedTotal: 192 }), 201);
    assert.equal(placed.totalPrice, 192);
  });

  test('login types: None without an e-mail is a 400; RequiredToOrder signed out is 401 Sign in to order; a signed-in customer orders as themselves and sees their orders', async () => {
    const open = await orderingConfigurator('Open shelving');
    const side = open.byName('Side panel 1800');
    const saved = await ok(post(`/published/configurator/${open.id}/configurations`, { modules: [choose(side, 0), choose(side, 1)] }), 201);
    assertError(await post(`/published/configurator/${open.id}/orders`, { configuration: { id: saved.id, version: saved.version } }), 400, 'email');
    const strict = await orderingConfigurator('Strict shelving', { loginType: 'RequiredToOrder' });
    const strictSide = strict.byName('Side panel 1800');
    const order = async (headers: Record<string, string> = {}) => {
      const made = await ok(post(`/published/configurator/${strict.id}/configurations`, { modules: [choose(strictSide, 0), choose(strictSide, 1)] }, headers), 201);
      return post(`/published/configurator/${strict.id}/orders`, { configuration: { id: made.id, version: made.version }, email: 'anyone@example.com' }, headers);
    };
    assertError(await order(), 401, 'Sign in to order');
    // a staff session is not a customer's
    assertError(await order({ cookie: await server.sessionCookie('guest@demo.joinery.test') }), 401, 'Sign in to order');
    assertError(await publicGet(`/published/configurator/${strict.id}/orders`), 401);
    const signIn = await post(`/published/configurator/${strict.id}/customers/signin`, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const placed = await order({ cookie });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const stored = (await server.store.find('orders')).find((h) => h.document.reference === placed.body.id)!;
    assert.equal(stored.owner, DEMO_CUSTOMER.email, 'the signed-in customer owns it, not the address typed');
    const configuration = (await server.store.find('productconfigurations')).find((h) => h.id === stored.document.products[0].productConfiguration.id)!;
    assert.equal(configuration.owner, DEMO_CUSTOMER.email);
    const mine = await ok(publicGet(`/published/configurator/${strict.id}/orders`, { cookie }));
    assert.deepEqual(mine.items.map((o: any) => o.id), [placed.body.id]);
  });

  test('after an order: a confirmation mail to the customer and a notification in each staff member’s bell', async () => {
    const { id, byName } = await orderingConfigurator('Mailed shelving');
    const side = byName('Side panel 1800');
    const saved = await ok(post(`/published/configurator/${id}/configurations`, { modules: [choose(side, 0), choose(side, 1)] }), 201);
    const placed = await ok(post(`/published/configurator/${id}/orders`, { configuration: { id: saved.id, version: saved.version }, email: 'mailme@example.com' }), 201);
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const folder = join(server.dataDir, 'mail');
    const mail = readdirSync(folder).filter((f) => f.includes('mailme@example.com')).map((f) => readFileSync(join(folder, f), 'utf8'));
    assert.equal(mail.length, 1);
    assert.match(mail[0], new RegExp(`Your order ${placed.id}`));
    assert.match(mail[0], /Total: =C2=A3192\.00|Total: £192\.00/);
    const events = await server.store.find('events');
    const bell = events.filter((e) => e.type === 'notification' && e.notification.title.includes(placed.id));
    assert.deepEqual(bell.map((e) => e.recipient).sort(), ['admin@demo.joinery.test', 'editor@demo.joinery.test', 'user@demo.joinery.test']);
    // an order of its own kind in the bell, which links to /orders/{id} (issue 18's leftover)
    assert.ok(bell.every((e) => e.notification.kind === 'Order' && e.notification.documentId === e.notification.id));
    assert.ok((await server.store.find('bell_items')).some((item) => item.kind === 'Order' && item.title.includes(placed.id) && item.recipient === 'admin@demo.joinery.test'));
  });
});

describe('ecommerce calls', () => {
  test('GET /ecommerce/skuPrice answers the workspace’s SKU price map; signed out 401', async () => {
    const prices = await ok(c.get('/ecommerce/skuPrice'));
    assert.equal(prices['OA-SH-600'].price, 32);
    assert.equal(prices['OA-SH-600'].priceText, '£32.00');
    assert.equal(prices['OA-HB-160'].price, 9.5);
    assertError(await publicGet('/ecommerce/skuPrice'), 401);
  });

  test('POST /ecommerce/createOrder orders a SKU at the module’s own price, keeps priceUrl, and honours Idempotency-Key', async () => {
    const before = await server.store.count('orders');
    const send = () => c.post('/ecommerce/createOrder', { sku: 'OA-SH-600', quantity: 3, priceUrl: 'https://shop.example/shelf-600' }, { 'idempotency-key': 'shop-order-1' });
    const placed = await ok(send(), 201);
    assert.deepEqual({ ...placed, id: undefined }, { id: undefined, status: 'received', totalItems: 3, totalPrice: 96, currency: 'GBP' });
    assert.equal((await send()).status, 200);
    assert.equal(await server.store.count('orders'), before + 1);
    const order = (await server.store.find('orders')).find((h) => h.document.reference === placed.id)!;
    assert.deepEqual(order.document.providers, { ecommerce: { sku: 'OA-SH-600', priceUrl: 'https://shop.example/shelf-600' } });
    assertError(await c.post('/ecommerce/createOrder', { sku: 'NO-SUCH', quantity: 1, priceUrl: '/x' }), 404, 'NO-SUCH');
    assertError(await c.post('/ecommerce/createOrder', { sku: 'OA-SH-600', quantity: 1, priceUrl: '/x', price: 1 }), 400, 'price');
    assert.equal(await server.store.count('orders'), before + 1);
  });
});

describe('the demo storefronts (issue 18 §10)', () => {
  test('the desk configurator is published and fully configurable: its rules refuse with their reasons, and an order by e-mail is priced with per', async () => {
    const desk = (await server.store.find('publishedconfigurators')).find((h) => h.document.title === 'Desk configurator')!;
    const view = await ok(publicGet(`/published/configurator/${desk.id}`));
    assert.deepEqual(view.offer.categories.map((k: any) => [k.name, k.label]), [['Top', 'Select 1'], ['Leg frame', 'Select 1'], ['Storage', 'Choose up to 1'], ['Handles', 'Choose up to 4']]);
    assert.deepEqual(view.offer.rules.map((r: any) => r.type), ['requires', 'excludes']);
    assert.equal(view.auth.loginType, 'None');
    const byName = (name: string) => Object.values(view.offer.modules).find((m: any) => m.name === name) as any;
    const [top, frame, drawer, handle] = ['Desk top 1200', 'Leg frame', 'Drawer unit 800', 'Handle bar 160'].map(byName);
    assert.equal(handle.per, 2);
    assert.match(frame.geometry, /geometry\.step$/);
    const save = (modules: unknown[]) => post(`/published/configurator/${desk.id}/configurations`, { modules });
    assertError(await save([choose(top, 0), choose(drawer, 0)]), 400, 'Leg frame');
    assertError(await save([choose(top, 0), choose(frame, 0, { colour: 'white' }), choose(drawer, 0)]), 400, 'Drawer unit 800 is not offered with White');
    const saved = await ok(save([choose(top, 0, { width: 1400 }), choose(frame, 0), choose(drawer, 0), choose(handle, 0), choose(handle, 1), choose(handle, 2)]), 201);
    assert.equal(saved.total, 180 + 140 + 210 + 2 * 9.5);
    const placed = await ok(post(`/published/configurator/${desk.id}/orders`, { configuration: { id: saved.id, version: saved.version }, email: 'desk@example.com' }), 201);
    assert.equal(placed.totalPrice, 549);
    assert.equal(placed.totalItems, 6);
  });
});
