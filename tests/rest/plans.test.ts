// Plans (application.md §9, issue 7 §4): the server enforces each plan's limits on the workspace's
// resources; an exceeded limit is 403 naming the limit and the plan, and writes nothing.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import type { Plan } from '../../rest/model/identity/plans.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, storeFingerprint, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
let modules: { id: string; version: number }[];
let desk: { id: string; version: number };
let shelving: { id: string; version: number; data: any };
let shelvingProduct: { id: string; version: number };

const setPlan = (plan: string) => server.store.update('workspaces', { op: 'eq', field: 'id', value: 'demo' }, { set: { plan } });

beforeAll(async () => {
  server = await startTestServer({ plan: 'STARTUP' });
  c = client(server);
  modules = (await ok(c.get('/modules?limit=200'))).items.map((m: any) => ({ id: m.id, version: m.version }));
  const configurators = (await ok(c.get('/publishedconfigurators'))).items;
  desk = configurators.find((k: any) => k.data.title === 'Desk configurator');
  shelving = configurators.find((k: any) => k.data.title === 'Shelving configurator');
  shelvingProduct = shelving.data.product;
});
afterAll(() => server.close());

const configurator = (title: string, published: boolean) => ({ title, joineryDomain: `${title.toLowerCase().replace(/\W+/g, '-')}.joinery.app`, product: shelvingProduct, published });
const product = (name: string, count: number) => ({ name, categoryModules: [{ id: 'all', category: 'All', modules: modules.slice(0, count) }] });
const population = () => ({ name: 'Study', product: shelvingProduct, size: 4 });

/** How each limit reads to a user (issue 22 §2: plain words, no field names). */
const IN_WORDS: Record<string, RegExp> = {
  maxConfigurators: /allows \d+ configurators?\. Upgrade to add more\.$/,
  canPublish: /does not include publishing configurators\. Upgrade to publish\.$/,
  maxProductsPerConfigurator: /allows \d+ products? per configurator, and this one would offer \d+\. Upgrade to add more\.$/,
  generativeModularDesign: /does not include generative modular design\. Upgrade to use it\.$/,
};

/** 403 naming the plan and the limit in plain words, with the way out (`upgrade`), and nothing written */
async function refused(request: () => Promise<any>, limit: string, plan: Plan): Promise<void> {
  const before = await storeFingerprint(server);
  const reply = await request();
  assertError(reply, 403, `Your ${plan[0]}${plan.slice(1).toLowerCase()} plan `, IN_WORDS[limit]);
  assert.doesNotMatch(reply.body.message, new RegExp(`${limit}|${plan}|demo`), 'no field names, plan codes or workspace ids');
  assert.equal(reply.body.upgrade, '/subscription');
  assert.equal(await storeFingerprint(server), before, `${limit} on ${plan} wrote something`);
}

test('the demo workspace is on STARTUP: 2 configurators (full), publishing allowed, 10 products per configurator, no generative design', async () => {
  const me = await ok(c.get('/users/me'));
  assert.equal(me.memberships[0].workspace.plan, 'STARTUP');
  await refused(() => c.post('/publishedconfigurators', configurator('Third', false)), 'maxConfigurators', 'STARTUP');
  await refused(() => c.post('/populations', population()), 'generativeModularDesign', 'STARTUP');
  await refused(() => c.post('/products', product('Eleven', 11)), 'maxProductsPerConfigurator', 'STARTUP');
  assert.equal((await c.post('/products', product('Ten', 10))).status, 201);
  // publishing the unpublished one is allowed on STARTUP
  assert.equal((await ok(c.patch(`/publishedconfigurators/${desk.id}`, { published: true }))).document.published, true);
  await ok(c.patch(`/publishedconfigurators/${desk.id}`, { published: false }));
  // an archived configurator no longer counts
  const extra = (await c.post(`/publishedconfigurators?duplicate_id=${desk.id}`, { title: 'Not yet' })).status;
  assert.equal(extra, 403);
  assert.equal((await c.del(`/publishedconfigurators/${desk.id}?archive=true`)).status, 204);
  const third = await ok(c.post('/publishedconfigurators', configurator('Replacement', false)), 201);
  assert.equal((await c.del(`/publishedconfigurators/${third.id}`)).status, 204);
  await server.store.update('publishedconfigurators', { op: 'eq', field: 'id', value: desk.id }, { set: { deleted: false } });
});

test('FREE: no publishing, 1 configurator; an unknown plan counts as FREE', async () => {
  for (const plan of ['FREE', 'PLATINUM']) {
    await setPlan(plan);
    await refused(() => c.patch(`/publishedconfigurators/${desk.id}`, { published: true }), 'canPublish', 'FREE');
    await refused(() => c.post('/publishedconfigurators', configurator('Another', false)), 'maxConfigurators', 'FREE');
    // what is already published may still be edited, as long as it is not published anew
    assert.equal((await c.patch(`/publishedconfigurators/${shelving.id}`, { description: 'Edited on FREE' })).status, 200);
  }
  assert.equal((await ok(c.get('/workspaces/demo'))).plan, 'FREE', 'an unknown plan is shown as FREE');
});

test('SOLO: 1 product per configurator; a product over the limit may be edited but not grow', async () => {
  await setPlan('SOLO');
  await refused(() => c.post('/products', product('Two', 2)), 'maxProductsPerConfigurator', 'SOLO');
  const one = await ok(c.post('/products', product('One', 1)), 201);
  await refused(() => c.put(`/products/${one.id}`, product('One', 2)), 'maxProductsPerConfigurator', 'SOLO');
  const shelvingRow = await ok(c.get(`/products/${shelvingProduct.id}`));
  assert.equal((await c.patch(`/products/${shelvingRow.id}`, { description: 'still ten modules' })).status, 200);
  await refused(() => c.post('/populations', population()), 'generativeModularDesign', 'SOLO');
});

test('GROWTH: generative design, but no publishing; ENTERPRISE: no limits', async () => {
  await setPlan('GROWTH');
  assert.equal((await c.post('/populations', population())).status, 201);
  await refused(() => c.patch(`/publishedconfigurators/${desk.id}`, { published: true }), 'canPublish', 'GROWTH');
  await setPlan('ENTERPRISE');
  for (let i = 0; i < 4; i++) assert.equal((await c.post('/publishedconfigurators', configurator(`Many ${i}`, true))).status, 201);
  assert.equal((await c.post('/products', product('All', modules.length))).status, 201);
});
