// Usages come from references, recorded on every write: product→modules, configurator→product,
// configuration→modules, order→configurations/modules, work batch→orders. Deletes can fail when used
// (424 naming the users) or update the users; writes can move references along.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { requireKind } from '../../rest/model/kinds/registry.ts';
import { createResource, newMarker } from '../support/samples.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, historyOf, ok, storeFingerprint, type Client } from './helpers.ts';
import { DEMO_EDITOR } from '../support/demo-users.ts';

let server: TestServer;
let c: Client;
const marker = newMarker();
type Ref = { id: string; version: number };
const ref = (r: { id: string; version: number }): Ref => ({ id: r.id, version: r.version });

async function usages(path: string): Promise<{ collection: string; id: string; version: number; name: string | null; usesVersion: number }[]> {
  const body = await ok(c.get(`${path}/usages`));
  return body.usages;
}
const users = async (path: string) => (await usages(path)).map((u) => `${u.collection}/${u.id}@${u.usesVersion}`).sort();

async function module(name: string) {
  return createResource(c.api, 'modules', { name: `${name} ${marker}` });
}
async function product(name: string, modules: Ref[]) {
  return createResource(c.api, 'products', { name: `${name} ${marker}`, categoryModules: [{ id: 'all', category: 'All', modules }] });
}

beforeAll(async () => {
  server = await startTestServer();
  c = client(server);
});
afterAll(() => server.close());

describe('usages', () => {
  let M: Ref, N: Ref, P: Ref, T: Ref, K: Ref, Q: Ref, O: Ref, B: Ref;
  beforeAll(async () => {
    M = ref(await module('Module M'));
    N = ref(await module('Module N'));
    P = ref(await product('Product P', [M, N]));
    T = ref(await createResource(c.api, 'themes', { name: `Theme ${marker}`, seed: '#abcdef' }));
    K = ref(await createResource(c.api, 'publishedconfigurators', { title: `Configurator ${marker}`, joineryDomain: `k-${marker.toLowerCase()}.joinery.app`, product: P, theme: T, published: false }));
    Q = ref(await createResource(c.api, 'productconfigurations', { name: `Configuration ${marker}`, product: { type: 'products', ...P }, modules: [{ module: M, instance: 0 }] }));
    O = ref(await createResource(c.api, 'orders', { reference: `O-${marker}`, status: 'received', lineItems: [{ module: M, name: 'M', quantity: 1 }], products: [{ productConfiguration: Q, quantity: 1 }] }));
    B = ref(await createResource(c.api, 'workbatches', { name: `Batch ${marker}`, orders: [O] }));
  });

  test('each kind of reference is a usage of the resource referred to', async () => {
    assert.deepEqual(await users(`/modules/${M.id}`), [`orders/${O.id}@1`, `productconfigurations/${Q.id}@1`, `products/${P.id}@1`].sort());
    assert.deepEqual(await users(`/modules/${N.id}`), [`products/${P.id}@1`]);
    assert.deepEqual(await users(`/products/${P.id}`), [`productconfigurations/${Q.id}@1`, `publishedconfigurators/${K.id}@1`].sort());
    assert.deepEqual(await users(`/themes/${T.id}`), [`publishedconfigurators/${K.id}@1`]);
    assert.deepEqual(await users(`/productconfigurations/${Q.id}`), [`orders/${O.id}@1`]);
    assert.deepEqual(await users(`/orders/${O.id}`), [`workbatches/${B.id}@1`]);
    assert.deepEqual(await users(`/workbatches/${B.id}`), []);
  });

  test('a usage names the user and its head version', async () => {
    const [usage] = (await usages(`/orders/${O.id}`));
    assert.deepEqual(usage, { collection: 'workbatches', id: B.id, version: 1, name: `Batch ${marker}`, usesVersion: 1 });
  });

  test('usages are recorded on write: refs added, moved and dropped by a new head', async () => {
    const M2 = await ok(c.patch(`/modules/${M.id}`, { description: 'second' }));
    assert.equal(M2.version, 2);
    // P now uses M v2 and no longer N
    const P2 = await ok(c.patch(`/products/${P.id}`, { categoryModules: [{ id: 'all', category: 'All', modules: [{ id: M.id, version: 2 }] }] }));
    assert.deepEqual(await users(`/modules/${N.id}`), []);
    assert.deepEqual(await users(`/modules/${M.id}/v/1`), [`orders/${O.id}@1`, `productconfigurations/${Q.id}@1`].sort());
    assert.deepEqual(await users(`/modules/${M.id}/v/2`), [`products/${P.id}@2`]);
    assert.equal((await usages(`/modules/${M.id}/v/2`))[0].version, P2.version);
    assertError(await c.get(`/modules/${M.id}/v/7/usages`), 404, 'no version 7');
    // a branch (notHead) is not the head: usages stay those of the head
    await ok(c.patch(`/products/${P.id}/v/2?notHead=true`, { categoryModules: [{ id: 'all', category: 'All', modules: [N] }] }));
    assert.deepEqual(await users(`/modules/${N.id}`), []);
    assert.deepEqual(await users(`/modules/${M.id}/v/2`), [`products/${P.id}@2`]);
  });

  test('an archived user is no longer listed', async () => {
    const extra = await createResource(c.api, 'workbatches', { orders: [O] });
    assert.ok((await users(`/orders/${O.id}`)).includes(`workbatches/${extra.id}@1`));
    assert.equal((await c.del(`/workbatches/${extra.id}?archive=true`)).status, 204);
    assert.ok(!(await users(`/orders/${O.id}`)).includes(`workbatches/${extra.id}@1`));
  });

  test('references must name existing versions: 400 naming them, nothing written', async () => {
    const before = await storeFingerprint(server);
    assertError(await c.post('/products', { name: 'Bad', categoryModules: [{ id: 'a', category: 'A', modules: [{ id: M.id, version: 99 }] }] }), 400, M.id, 'version 99');
    assertError(await c.post('/workbatches', { orders: [{ id: '0'.repeat(24), version: 1 }] }), 400, '0'.repeat(24));
    assertError(await c.patch(`/orders/${O.id}`, { products: [{ productConfiguration: { id: Q.id, version: 5 }, quantity: 1 }] }), 400, Q.id);
    assertError(await c.put(`/publishedconfigurators/${K.id}`, { title: 'K', joineryDomain: 'k.joinery.app', product: { id: P.id, version: 42 }, published: true }), 400, 'version 42');
    assertError(await c.post('/productconfigurations', { name: 'x', product: { type: 'publishedconfigurators', id: P.id, version: 1 }, modules: [] }), 400, P.id);
    assert.equal(await storeFingerprint(server), before);
  });

  test('DELETE ?failIfUsed=true answers 424 naming the users, and deletes nothing', async () => {
    const history = await historyOf(c, 'productconfigurations', Q.id);
    const reply = await c.del(`/productconfigurations/${Q.id}?failIfUsed=true`);
    assertError(reply, 424, `Configuration ${marker}`, `O-${marker}`, O.id);
    assert.deepEqual(reply.body.usedBy, [{ collection: 'orders', id: O.id, name: `O-${marker}` }]);
    assert.deepEqual(await historyOf(c, 'productconfigurations', Q.id), history);
    const M1 = await c.del(`/modules/${M.id}?failIfUsed=true`);
    assertError(M1, 424, `Configuration ${marker}`, `O-${marker}`, `Product P ${marker}`);
    assert.equal((await c.get(`/modules/${M.id}`)).status, 200);
  });
});

describe('deleting with updateUsed, and moving references', () => {
  test('updateUsed removes the refs from each user (a new version of it) and then deletes', async () => {
    const X = ref(await module('Module X'));
    const Y = ref(await module('Module Y'));
    const PX = ref(await product('Product PX', [X, Y]));
    assert.equal((await c.del(`/modules/${X.id}?updateUsed=true`)).status, 204);
    assertError(await c.get(`/modules/${X.id}`), 404);
    const head = await ok(c.get(`/products/${PX.id}`));
    assert.equal(head.version, 2);
    assert.deepEqual(head.document.categoryModules[0].modules, [Y]);
    assert.deepEqual((await historyOf(c, 'products', PX.id)).versions[1].parents, [1]);
    assert.deepEqual((await ok(c.get(`/products/${PX.id}/v/1`))).document.categoryModules[0].modules, [X, Y]);
  });

  test('updateUsed fails with 424 when a user cannot do without the resource, and writes nothing', async () => {
    const PZ = ref(await product('Product PZ', []));
    const population = await createResource(c.api, 'populations', { name: `Population ${marker}`, product: PZ, size: 4 });
    const before = await storeFingerprint(server);
    const reply = await c.del(`/products/${PZ.id}?updateUsed=true`);
    assertError(reply, 424, population.id, 'product');
    assert.equal(await storeFingerprint(server), before);
    assert.equal((await c.get(`/products/${PZ.id}`)).status, 200);
  });

  test('updateUsed rewrites every user or none: one user that cannot do without it leaves the others untouched', async () => {
    const base = await createResource(c.api, 'appearances', { name: `Base ${marker}`, base: { type: 'Standard' } });
    const derived = await createResource(c.api, 'appearances', { name: `Derived ${marker}`, base: { type: 'Standard', id: base.id, version: 1 } });
    const user = await createResource(c.api, 'modules', { name: `Painted ${marker}`, source: { appearance: { defaultAppearances: [ref(base)] } } });
    const before = await storeFingerprint(server);
    assertError(await c.del(`/appearances/${base.id}?updateUsed=true`), 424, derived.id);
    assert.equal(await storeFingerprint(server), before);
    assert.equal((await ok(c.get(`/modules/${user.id}`))).version, 1);
  });

  test('deleting a used branch version: 424 naming the user, unless updateUsed moves it to the head', async () => {
    const V = ref(await module('Module V'));
    const tip = await ok(c.patch(`/modules/${V.id}?notHead=true`, { description: 'branch' })); // v2, head stays 1
    const PV = ref(await product('Product PV', [{ id: V.id, version: tip.version }]));
    const history = await historyOf(c, 'modules', V.id);
    assertError(await c.del(`/modules/${V.id}/v/${tip.version}`), 424, `Product PV ${marker}`);
    const failed = await c.del(`/modules/${V.id}/v/${tip.version}?failIfUsed=true`);
    assertError(failed, 424, `Product PV ${marker}`, `version ${tip.version}`);
    assert.deepEqual(failed.body.usedBy, [{ collection: 'products', id: PV.id, name: `Product PV ${marker}` }]);
    assert.deepEqual(await historyOf(c, 'modules', V.id), history);
    assert.equal((await c.del(`/modules/${V.id}/v/${tip.version}?updateUsed=true`)).status, 204);
    assertError(await c.get(`/modules/${V.id}/v/${tip.version}`), 404);
    assert.deepEqual((await ok(c.get(`/products/${PV.id}`))).document.categoryModules[0].modules, [V]);
    assert.deepEqual(await users(`/modules/${V.id}/v/1`), [`products/${PV.id}@1`]);
  });

  test('updateAllReferences moves every user onto the new version; updateMyReferences only the caller’s', async () => {
    const { model } = server;
    const editor = await model.directory.actorFor(DEMO_EDITOR);
    const R = ref(await module('Module R'));
    const mine = ref(await product('Mine', [R]));
    const theirs = (await model.writes.create(editor, requireKind('products'), { name: `Theirs ${marker}`, categoryModules: [{ id: 'all', category: 'All', modules: [R] }] })).id;

    const R2 = await ok(c.patch(`/modules/${R.id}?updateMyReferences=true`, { description: 'two' }));
    assert.deepEqual((await ok(c.get(`/products/${mine.id}`))).document.categoryModules[0].modules, [{ id: R.id, version: R2.version }]);
    assert.deepEqual((await ok(c.get(`/products/${theirs}`))).document.categoryModules[0].modules, [R]);

    const R3 = await ok(c.patch(`/modules/${R.id}?updateAllReferences=true`, { description: 'three' }));
    const theirsHead = await ok(c.get(`/products/${theirs}`));
    assert.deepEqual(theirsHead.document.categoryModules[0].modules, [{ id: R.id, version: R3.version }]);
    assert.equal(theirsHead.version, 2);
    assert.deepEqual((await ok(c.get(`/products/${mine.id}`))).document.categoryModules[0].modules, [{ id: R.id, version: R3.version }]);
    assert.deepEqual(await users(`/modules/${R.id}/v/${R3.version}`), [`products/${mine.id}@${R3.version}`, `products/${theirs}@${R3.version}`].sort());
    // a branch write moves nobody
    const branch = await ok(c.patch(`/modules/${R.id}?notHead=true&updateAllReferences=true`, { description: 'branch' }));
    assert.deepEqual((await ok(c.get(`/products/${theirs}`))).document.categoryModules[0].modules, [{ id: R.id, version: R3.version }]);
    assert.notEqual(branch.version, R3.version);
  });

  test('moving the users is part of the write: when one user cannot move, the write and every move are undone (424)', async () => {
    // A@1 has no submodules; C contains A@1; A@2 contains B@1. B@2 containing C is fine for B, but
    // moving A onto B@2 would make A contain itself (A → B → C → A)
    const A = ref(await module('Module A'));
    const C = ref(await createResource(c.api, 'modules', { name: `Module C ${marker}`, submodules: [A] }));
    const B = ref(await module('Module B'));
    const P = ref(await product('Keeps B', [B]));
    const A2 = await ok(c.patch(`/modules/${A.id}`, { submodules: [B] }));
    const before = await storeFingerprint(server);
    const reply = await c.patch(`/modules/${B.id}?updateAllReferences=true`, { submodules: [C] });
    assertError(reply, 424, `Module ${A.id}`, 'cannot contain itself', 'nothing was written');
    assert.equal(await storeFingerprint(server), before, 'neither B nor any of its users has a new version');
    assert.equal((await historyOf(c, 'modules', B.id)).versions.length, 1);
    assert.deepEqual((await ok(c.get(`/products/${P.id}`))).document.categoryModules[0].modules, [B]);
    assert.equal((await ok(c.get(`/modules/${A.id}`))).version, A2.version);
    // without moving the users, the same write is fine
    assert.equal((await ok(c.patch(`/modules/${B.id}`, { submodules: [C] }))).version, 2);
  });
});

