// Configurators through the gateway and REST on a real server (issue 10 §4): the plan gates creating and
// publishing (403 / FORBIDDEN with the model's message, nothing written), a copy starts as a draft, and
// a product's composition rules are checked on every write (an inverted range names its field).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gqlData } from '../support/graphql.ts';
import { assertError, client, ok, storeFingerprint, type Client } from '../rest/helpers.ts';
import { BIRCH_ADMIN, DEMO_EDITOR, DEMO_USER } from '../support/demo-users.ts';

let server: TestServer;
let rest: Client;
let desk: { id: string; version: number };
let shelving: { id: string; version: number };
let product: { id: string; version: number };

const setPlan = (plan: string) => server.store.update('workspaces', { op: 'eq', field: 'id', value: 'demo' }, { set: { plan } });

beforeAll(async () => {
  server = await startTestServer({ plan: 'STARTUP', as: DEMO_EDITOR });
  rest = client(server);
  const configurators = (await ok(rest.get('/publishedconfigurators'))).items;
  desk = configurators.find((k: any) => k.data.title === 'Desk configurator');
  shelving = configurators.find((k: any) => k.data.title === 'Shelving configurator');
  product = configurators.find((k: any) => k.data.title === 'Shelving configurator').data.product;
});
afterAll(() => server?.close());

const ERRORS = 'errors { field code message }';

/** the mutation answers one error with this code and message, and writes nothing */
async function refused(mutation: () => Promise<any>, code: string, ...fragments: (string | RegExp)[]) {
  const before = await storeFingerprint(server);
  const payload = await mutation();
  const [error, ...more] = payload.errors;
  assert.deepEqual(more, []);
  assert.equal(error.code, code, JSON.stringify(error));
  for (const fragment of fragments) assert.match(error.message, typeof fragment === 'string' ? new RegExp(fragment.replace(/[()]/g, '\\$&')) : fragment);
  assert.equal(await storeFingerprint(server), before, 'nothing was written');
  return error;
}

describe('plan gating through GraphQL', () => {
  test('STARTUP is full at 2 configurators: creating or duplicating a third is FORBIDDEN in plain words (no field names) with the way out', async () => {
    const create = () =>
      gqlData(server, `mutation ($d: PublishedConfiguratorDocumentInput!) { createPublishedConfigurator(document: $d) { publishedConfigurator { id } ${ERRORS} } }`, {
        d: { title: 'Wardrobe configurator', joineryDomain: 'wardrobes.oak-and-ash.joinery.app', product, published: false },
      }).then((d) => d.createPublishedConfigurator);
    const error = await refused(create, 'FORBIDDEN', 'Your Startup plan allows 2 configurators. Upgrade to add more.');
    assert.doesNotMatch(error.message, /maxConfigurators|STARTUP|demo/);
    assert.equal(error.field, null);
    await refused(
      () => gqlData(server, `mutation ($id: ID!) { duplicatePublishedConfigurator(id: $id) { publishedConfigurator { id } ${ERRORS} } }`, { id: desk.id }).then((d) => d.duplicatePublishedConfigurator),
      'FORBIDDEN',
      'Upgrade to add more.',
    );
  });

  test('GROWTH may not publish: FORBIDDEN in plain words, the configurator stays a draft; unpublishing and editing stay allowed', async () => {
    await setPlan('GROWTH');
    try {
      // the demo publishes both configurators: the desk is made a draft first (unpublishing is allowed on any plan)
      await ok(rest.patch(`/publishedconfigurators/${desk.id}`, { published: false }));
      const publish = (id: string, published: boolean) =>
        gqlData(server, `mutation ($id: ID!, $p: Boolean!) { patchPublishedConfigurator(id: $id, patch: { published: $p }) { publishedConfigurator { version document { published } } ${ERRORS} } }`, { id, p: published })
          .then((d) => d.patchPublishedConfigurator);
      await refused(() => publish(desk.id, true), 'FORBIDDEN', 'Your Growth plan does not include publishing configurators. Upgrade to publish.');
      assert.equal((await ok(rest.get(`/publishedconfigurators/${desk.id}`))).document.published, false);
      // the same rule answers REST: 403 with the same message
      const before = await storeFingerprint(server);
      assertError(await rest.patch(`/publishedconfigurators/${desk.id}`, { published: true }), 403, 'Your Growth plan does not include publishing configurators');
      assert.equal(await storeFingerprint(server), before);
      const edited = await gqlData(server, `mutation ($id: ID!) { patchPublishedConfigurator(id: $id, patch: { description: "Edited on GROWTH" }) { publishedConfigurator { document { published } } ${ERRORS} } }`, { id: shelving.id });
      assert.deepEqual(edited.patchPublishedConfigurator, { publishedConfigurator: { document: { published: true } }, errors: [] });
    } finally {
      await setPlan('STARTUP');
      await ok(rest.patch(`/publishedconfigurators/${desk.id}`, { published: true }));
    }
  });

  test('STARTUP publishes and unpublishes; a copy of a published configurator is an unpublished draft without the own domain', async () => {
    const publish = (published: boolean) =>
      gqlData(server, `mutation ($id: ID!, $p: Boolean!) { patchPublishedConfigurator(id: $id, patch: { published: $p }) { publishedConfigurator { document { published } } ${ERRORS} } }`, { id: desk.id, p: published })
        .then((d) => d.patchPublishedConfigurator);
    assert.deepEqual(await publish(true), { publishedConfigurator: { document: { published: true } }, errors: [] });
    assert.deepEqual(await publish(false), { publishedConfigurator: { document: { published: false } }, errors: [] });

    await setPlan('ENTERPRISE');
    try {
      const copy = await gqlData(server, `mutation ($id: ID!) { duplicatePublishedConfigurator(id: $id) { publishedConfigurator { id name document { published customerDomain joineryDomain } } ${ERRORS} } }`, { id: shelving.id });
      assert.deepEqual(copy.duplicatePublishedConfigurator.errors, []);
      const { name, document } = copy.duplicatePublishedConfigurator.publishedConfigurator;
      assert.deepEqual({ name, document }, {
        name: 'Shelving configurator Duplicated',
        // its Joinery address is the original's, numbered: an address leads to one configurator
        document: { published: false, customerDomain: null, joineryDomain: 'shelving-2.oak-and-ash.joinery.app' },
      });
      assert.equal((await rest.del(`/publishedconfigurators/${copy.duplicatePublishedConfigurator.publishedConfigurator.id}`)).status, 204);
    } finally {
      await setPlan('STARTUP');
    }
  });
});

describe('a configurator’s addresses are its own, across every workspace', () => {
  const OWN = 'configure.oakandash.co.uk';
  const patchGql = (id: string, patch: Record<string, unknown>) =>
    gqlData(server, `mutation ($id: ID!, $p: PublishedConfiguratorPatchInput!) { patchPublishedConfigurator(id: $id, patch: $p) { publishedConfigurator { document { customerDomain } } ${ERRORS} } }`, { id, p: patch })
      .then((d) => d.patchPublishedConfigurator);

  test('another configurator’s domain, in either field, is a 409 naming the domain and the field; nothing is written', async () => {
    for (const patch of [{ customerDomain: OWN }, { joineryDomain: OWN }, { customerDomain: 'shelving.oak-and-ash.joinery.app' }]) {
      const before = await storeFingerprint(server);
      const reply = await rest.patch(`/publishedconfigurators/${desk.id}`, patch);
      const [field, domain] = Object.entries(patch)[0];
      assertError(reply, 409, `${domain} is already the address of another published configurator`);
      assert.deepEqual([reply.body.field, reply.body.domain], [field, domain]);
      assert.equal(await storeFingerprint(server), before);
    }
    const error = await refused(() => patchGql(desk.id, { customerDomain: OWN }), 'CONFLICT', OWN);
    assert.equal(error.field, 'patch.customerDomain');
  });

  test('another workspace’s configurator may not take it either; the configurator’s own addresses stay its own', async () => {
    const birch = client(server, { as: BIRCH_ADMIN });
    const birchProduct = await ok(birch.post('/products', { name: 'Birch box' }), 201);
    const configurator = { title: 'Boxes', joineryDomain: 'boxes.birch.joinery.app', product: { id: birchProduct.id, version: 1 }, published: false };
    assertError(await birch.post('/publishedconfigurators', { ...configurator, customerDomain: OWN }), 409, OWN);
    assertError(await birch.post('/publishedconfigurators', { ...configurator, joineryDomain: 'desks.oak-and-ash.joinery.app' }), 409, 'desks.oak-and-ash.joinery.app');
    const boxes = await ok(birch.post('/publishedconfigurators', configurator), 201);
    // saving a configurator with its own addresses, or one in both fields, is no conflict
    assert.deepEqual((await patchGql(shelving.id, { description: 'Still mine', customerDomain: OWN })).errors, []);
    await ok(birch.patch(`/publishedconfigurators/${boxes.id}`, { customerDomain: 'boxes.birch.joinery.app' }));
    assert.equal((await birch.del(`/publishedconfigurators/${boxes.id}`)).status, 204);
  });

  test('an address given up, or whose configurator is deleted, is free again', async () => {
    await ok(rest.patch(`/publishedconfigurators/${desk.id}`, { customerDomain: 'desks.oakandash.co.uk' }));
    await ok(rest.patch(`/publishedconfigurators/${desk.id}`, { customerDomain: 'desk.oakandash.co.uk' }));
    await ok(rest.patch(`/publishedconfigurators/${shelving.id}`, { customerDomain: 'desks.oakandash.co.uk' }));
    await ok(rest.patch(`/publishedconfigurators/${shelving.id}`, { customerDomain: OWN }));
    await setPlan('ENTERPRISE');
    try {
      const copy = await ok(rest.post(`/publishedconfigurators?duplicate_id=${desk.id}`, { title: 'Desk copy', customerDomain: 'desk-copy.oakandash.co.uk' }), 201);
      assert.equal(copy.document.joineryDomain, 'desks-2.oak-and-ash.joinery.app', 'a copy’s kept address is numbered');
      assertError(await rest.post(`/publishedconfigurators?duplicate_id=${desk.id}`, { title: 'Another', joineryDomain: 'desks-2.oak-and-ash.joinery.app' }), 409, 'desks-2');
      assert.equal((await rest.del(`/publishedconfigurators/${copy.id}?archive=true`)).status, 204);
      const again = await ok(rest.post(`/publishedconfigurators?duplicate_id=${desk.id}`, { title: 'Desk copy again', customerDomain: 'desk-copy.oakandash.co.uk' }), 201);
      assert.equal(again.document.joineryDomain, 'desks-2.oak-and-ash.joinery.app', 'the archived copy’s addresses are free');
      assert.equal((await rest.del(`/publishedconfigurators/${again.id}`)).status, 204);
    } finally {
      await setPlan('STARTUP');
    }
  });
});

describe('composition rules on every product write', () => {
  const categories = (composition: string) => [
    { id: 'frames', category: 'Frames', composition: '2:n', modules: [] },
    { id: 'shelves', category: 'Shelves', composition, modules: [] },
  ];

  test('REST: an inverted range, a negative count or three parts is a 400 naming the field, and nothing is written', async () => {
    const cases: [string, RegExp][] = [
      ['5:2', /categoryModules\/1\/composition is an inverted range: the minimum 5 is more than the maximum 2/],
      ['-1', /categoryModules\/1\/composition must be 'min:max', a single number, or empty; n is unlimited/],
      ['1:2:3', /categoryModules\/1\/composition must be 'min:max'/],
      ['2:x', /categoryModules\/1\/composition must be/],
    ];
    for (const [composition, message] of cases) {
      const before = await storeFingerprint(server);
      assertError(await rest.patch(`/products/${product.id}`, { categoryModules: categories(composition) }), 400, message);
      assertError(await rest.post('/products', { name: `Shelves ${composition}`, categoryModules: categories(composition) }), 400, message);
      assert.equal(await storeFingerprint(server), before, `${composition} wrote nothing`);
    }
    assertError(await rest.post('/modules', { name: 'Bundle', submodulesComposition: '3:1' }), 400, /submodulesComposition is an inverted range/);
    for (const composition of ['', '0', '3', '2:2', '0:4', '1:n']) {
      assert.equal((await rest.post('/products', { name: `Shelves '${composition}'`, categoryModules: categories(composition) })).status, 201, composition);
    }
  });

  test('GraphQL: the same rule answers BAD_REQUEST on the composition field of the document', async () => {
    const update = await refused(
      () =>
        gqlData(server, `mutation ($id: ID!, $p: ProductPatchInput!) { patchProduct(id: $id, patch: $p) { product { id } ${ERRORS} } }`, {
          id: product.id,
          p: { categoryModules: categories('5:2') },
        }).then((d) => d.patchProduct),
      'BAD_REQUEST',
      /inverted range: the minimum 5 is more than the maximum 2/,
    );
    assert.equal(update.field, 'patch.categoryModules.1.composition');
  });
});

describe('saving what a configurator offers: the product and the configurator together, all or none', () => {
  const OFFER = `mutation ($id: ID!, $head: Int, $product: ConfiguratorOfferInput!) {
    offerProduct(id: $id, expectedHead: $head, product: $product) {
      publishedConfigurator { version document { product { id version } } }
      product { version document { categoryModules { category composition } } }
      ${ERRORS}
    }
  }`;
  const offer = (variables: Record<string, unknown>) => gqlData(server, OFFER, variables).then((d) => d.offerProduct);
  const heads = async () => ({
    configurator: (await ok(rest.get(`/publishedconfigurators/${desk.id}`))).head as number,
    product: (await ok(rest.get(`/products/${product.id}`))).head as number,
  });
  const shelves = (composition: string) => [{ id: 'shelves', category: 'Shelves', composition, modules: [] }];

  test('writes the product’s changes as a new version and points the configurator at it', async () => {
    const before = await heads();
    const saved = await offer({ id: desk.id, head: before.configurator, product: { id: product.id, version: before.product, patch: { categoryModules: shelves('1:4') } } });
    assert.deepEqual(saved.errors, []);
    assert.equal(saved.product.version, before.product + 1);
    assert.deepEqual(saved.product.document.categoryModules, [{ category: 'Shelves', composition: '1:4' }]);
    assert.deepEqual(saved.publishedConfigurator.document.product, { id: product.id, version: before.product + 1 });
    assert.deepEqual(await heads(), { configurator: before.configurator + 1, product: before.product + 1 });
  });

  test('without changes only the configurator is written, offering the version given', async () => {
    const before = await heads();
    const saved = await offer({ id: desk.id, head: before.configurator, product: { id: product.id, version: before.product - 1 } });
    assert.deepEqual([saved.errors, saved.product], [[], null]);
    assert.deepEqual(saved.publishedConfigurator.document.product, { id: product.id, version: before.product - 1 });
    assert.deepEqual(await heads(), { configurator: before.configurator + 1, product: before.product });
  });

  test('a configurator saved by someone else in between: PRECONDITION_FAILED, and the product is not written either', async () => {
    const { configurator, product: version } = await heads();
    const error = await refused(
      () => offer({ id: desk.id, head: configurator - 1, product: { id: product.id, version, patch: { categoryModules: shelves('2') } } }),
      'PRECONDITION_FAILED',
    );
    assert.equal(error.field, 'expectedHead');
  });

  test('a product saved by someone else in between, or an invalid change: refused, and the configurator is not written either', async () => {
    const { configurator, product: version } = await heads();
    const stale = await refused(() => offer({ id: desk.id, head: configurator, product: { id: product.id, version: version - 1, patch: { categoryModules: shelves('2') } } }), 'PRECONDITION_FAILED', 'has changed');
    assert.equal(stale.field, 'product.version');
    const invalid = await refused(() => offer({ id: desk.id, head: configurator, product: { id: product.id, version, patch: { categoryModules: shelves('5:2') } } }), 'BAD_REQUEST', 'inverted range');
    assert.equal(invalid.field, 'product.patch.categoryModules.0.composition');
    await refused(() => offer({ id: desk.id, head: configurator, product: { id: product.id, version: 0 } }), 'BAD_REQUEST', 'product.version must be a whole number');
  });

  test('the plan’s maxProductsPerConfigurator refuses the whole save', async () => {
    await setPlan('SOLO');
    try {
      const { configurator, product: version } = await heads();
      const modules = (await ok(rest.get('/modules?limit=2'))).items.map((m: any) => ({ id: m.id, version: m.head }));
      const two = [{ id: 'two', category: 'Two', composition: '', modules }];
      await refused(() => offer({ id: desk.id, head: configurator, product: { id: product.id, version, patch: { categoryModules: two } } }), 'FORBIDDEN', /per configurator, and this one would offer \d+\. Upgrade to add more\.$/);
    } finally {
      await setPlan('STARTUP');
    }
  });

  test('a user who may not write the configurator writes neither', async () => {
    const { configurator, product: version } = await heads();
    const reply = await call(`${server.url}/graphql`, {
      method: 'POST',
      as: DEMO_USER,
      json: { query: OFFER, variables: { id: desk.id, head: configurator, product: { id: product.id, version, patch: { categoryModules: shelves('3') } } } },
    });
    assert.equal(reply.body.data.offerProduct.errors[0].code, 'FORBIDDEN');
    assert.deepEqual(await heads(), { configurator, product: version });
  });
});
