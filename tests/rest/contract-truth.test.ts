// The contract tells the whole truth (issue 6 §4): map keys are validated and published, whole numbers
// are decimal digits, every status an operation gives is declared, If-Match is a strong comparison on
// every write, a wrong method is 405 with Allow, composition ranges and containment cycles are checked,
// and copy or merge with a body says the body must be empty.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test, vi } from 'vitest';
import { serializerCompiler } from '../../rest/routes/compilers.ts';
import { responsesOf } from '../../rest/routes/register-operations.ts';
import { ROUTE_TABLE } from '../../rest/routes/route-table.ts';
import { SHARED_SCHEMAS } from '../../rest/routes/schemas.ts';
import { withComponents } from '../support/openapi-answers.ts';
import { newMarker, type SampleSet } from '../support/samples.ts';
import { call, type TestServer } from '../support/server.ts';
import { assertError, historyOf, ok, openServer, storeFingerprint, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
let samples: SampleSet;
let doc: any;
const marker = newMarker();

beforeAll(async () => {
  ({ server, c, samples } = await openServer({ samples: true }));
  doc = await ok(c.get('/schema.json'));
});
afterAll(() => server.close());

/** The request is refused with this status and a message naming each fragment, and nothing is stored. */
async function refused(send: () => Promise<Awaited<ReturnType<Client['get']>>>, status: number, ...fragments: string[]) {
  const before = await storeFingerprint(server);
  const reply = await send();
  assertError(reply, status, ...fragments);
  assert.equal(await storeFingerprint(server), before, 'nothing was written');
  return reply;
}

const theme = async () => (await ok(c.post('/themes', { name: `Theme ${marker}`, seed: '#336699' }), 201)).id as string;

describe('map-style fields validate their keys and publish the rule', () => {
  const cases: { label: string; collection: string; body: () => Promise<Record<string, unknown>>; path: string[] }[] = [
    { label: "a theme's properties.light", collection: 'themes', path: ['properties', 'light'], body: async () => ({ name: 'T', seed: '#123456', properties: { light: { 'not a role!': '#ffffff' } } }) },
    { label: "a theme's properties.dark", collection: 'themes', path: ['properties', 'dark'], body: async () => ({ name: 'T', seed: '#123456', properties: { dark: { '': '#000000' } } }) },
    {
      label: "a batch group's metrics",
      collection: 'workbatches',
      path: ['groups', '0', 'metrics'],
      body: async () => ({ ...samples.workbatches.document, groups: [{ key: 'Panel', metrics: { 'area m²': 2 }, items: [] }] }),
    },
    { label: "an offline action's arguments", collection: 'offlineactions', path: ['arguments'], body: async () => ({ action: 'render', url: 'https://jobs.example/x', arguments: { ['a'.repeat(101)]: 'x' } }) },
    {
      label: "a configuration's parameter values",
      collection: 'productconfigurations',
      path: ['modules', '0', 'parameters'],
      body: async () => {
        const document = structuredClone(samples.productconfigurations.document) as any;
        document.modules[0].parameters = { ['p'.repeat(101)]: 1 };
        return document;
      },
    },
    {
      label: "a module's source.onshape.parameters",
      collection: 'modules',
      path: ['source', 'onshape', 'parameters'],
      body: async () => ({ name: 'M', source: { onshape: { documentId: 'd', wvmType: 'Version', wvmId: 'w', elementId: 'e', parameters: { '': 'x' } } } }),
    },
  ];
  for (const { label, collection, body, path } of cases) {
    test(`${label}: a key that breaks the rule is a 400 naming the key, nothing is stored`, async () => {
      const document = await body();
      const key = Object.keys(path.reduce((at: any, step) => at[step], document))[0];
      await refused(() => c.post(`/${collection}`, document), 400, path.join('/'), `key ${JSON.stringify(key)}`);
    });
  }

  test("a theme role's value that is not a colour is a 400 naming the role, nothing is stored", async () => {
    const id = await theme();
    await refused(() => c.patch(`/themes/${id}`, { properties: { light: { primary: 'not a colour' } } }), 400, 'properties/light/primary');
    await refused(() => c.patch(`/themes/${id}`, { properties: { dark: { primaryRgb: '#12345' } } }), 400, 'properties/dark/primaryRgb');
    await ok(c.patch(`/themes/${id}`, { properties: { light: { primary: '#39693c', primaryRgb: '57, 105, 60' } } }));
  });

  test('keys that fit are stored, read back and shown in diffs', async () => {
    const id = await theme();
    await ok(c.patch(`/themes/${id}`, { properties: { light: { primary: '#111111', onPrimary: '#222222' } } }));
    assert.deepEqual((await ok(c.get(`/themes/${id}`))).document.properties.light, { primary: '#111111', onPrimary: '#222222' });
    const changes = (await ok(c.get(`/themes/${id}/v/1/diff/${id}/v/2`))).changes;
    assert.deepEqual(changes.map((x: any) => x.path), ['/properties']);
  });

  test('the OpenAPI document states the key rule (propertyNames) and the value schema of each map', () => {
    const document = withComponents(doc.paths['/api/themes'].post.requestBody.content['application/json'].schema, doc.components.schemas);
    const light = document.properties.properties.properties.light;
    assert.deepEqual(light.propertyNames.pattern, '^[A-Za-z]+$');
    assert.equal(light.additionalProperties.type, 'string');
    assert.equal(light.patternProperties, undefined);
    const batch = withComponents(doc.paths['/api/workbatches'].post.requestBody.content['application/json'].schema, doc.components.schemas);
    assert.equal(batch.properties.groups.items.properties.metrics.propertyNames.pattern, '^[A-Za-z0-9_]+$');
    assert.equal(batch.properties.groups.items.properties.metrics.additionalProperties.type, 'number');
  });
});

describe('whole numbers in paths and queries are decimal digits', () => {
  const notDecimal = ['0x1', '0b1', '1e0', '+1', '%201', '1.0', '01x'];
  test('a version in a path written otherwise is a 400 naming versionId; reads and writes alike', async () => {
    const id = await theme();
    assert.equal((await c.get(`/themes/${id}/v/1`)).status, 200);
    for (const value of notDecimal) {
      assertError(await c.get(`/themes/${id}/v/${value}`), 400, 'versionId', 'decimal digits');
      await refused(() => c.patch(`/themes/${id}/v/${value}`, { trueColours: true }), 400, 'versionId');
      await refused(() => c.put(`/themes/${id}/log/${value}`, { tag: 'x' }), 400, 'versionId');
    }
  });

  test('a whole number in a query written otherwise is a 400 naming it; number filters take decimal notation only', async () => {
    const id = await theme();
    for (const value of notDecimal) {
      assertError(await c.get(`/themes/${id}/log?limit=${value}`), 400, 'limit');
      assertError(await c.get(`/themes?limit=${value}`), 400, 'limit');
      await refused(() => c.put(`/themes/${id}/v/1?from=${value}`), 400, 'from');
      // a number filter takes decimal notation, fractions included
      if (value !== '1.0') assertError(await c.get(`/appearances?base.version=${value}`), 400, 'base.version');
    }
    assert.equal((await c.get(`/appearances?base.version=1`)).status, 200);
    assert.equal((await c.get(`/themes?limit=05`)).status, 200);
  });
});

describe('the document declares every status each operation gives', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]: [string, any]) => Object.entries(item).map(([method, op]: [string, any]) => ({ path, method, op })));

  test('HEAD declares 400 and 404; conditional reads declare 304, the ETag header and If-None-Match', () => {
    const head = doc.paths['/api/modules/{moduleId}'].head;
    assert.ok(head.responses['400'] && head.responses['404'] && head.responses['200'].headers.ETag);
    for (const path of ['/api/modules/{moduleId}', '/api/modules/{moduleId}/v/{versionId}']) {
      const get = doc.paths[path].get;
      assert.ok(get.responses['304'], path);
      assert.ok(get.responses['200'].headers.ETag, path);
      assert.ok(get.parameters.some((p: any) => p.in === 'header' && p.name === 'If-None-Match'), path);
    }
  });

  test('HEAD honours If-None-Match as GET does: 304 with the ETag when current, 200 when not', async () => {
    const id = await theme();
    const first = await c.head(`/themes/${id}`);
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag')!;
    const current = await c.head(`/themes/${id}`, { 'if-none-match': etag });
    assert.equal(current.status, 304);
    assert.equal(current.headers.get('etag'), etag);
    await ok(c.patch(`/themes/${id}`, { trueColours: true }));
    assert.equal((await c.head(`/themes/${id}`, { 'if-none-match': etag })).status, 200);
    const declared = doc.paths['/api/themes/{themeId}'].head;
    assert.ok(declared.responses['304'] && declared.parameters.some((p: any) => p.in === 'header' && p.name === 'If-None-Match'));
  });

  test('every write declares If-Match and 412; every operation with a body declares 413 and 415; every operation 431', () => {
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      assert.ok(op.responses['431'], `${where} declares 431`);
      if (op.requestBody) assert.ok(op.responses['413'] && op.responses['415'], `${where} declares 413 and 415`);
      const writes = ['put', 'patch', 'delete'].includes(method) && path.startsWith('/api/modules/');
      if (writes) {
        assert.ok(op.parameters.some((p: any) => p.in === 'header' && p.name === 'If-Match'), `${where} takes If-Match`);
        assert.ok(op.responses['412'], `${where} declares 412`);
      }
    }
  });

  test('413, 415 and 431 are what the server answers, as declared', async () => {
    const id = samples.modules.id;
    const declared = doc.paths['/api/modules/{moduleId}'].patch.responses;
    const tooLarge = await refused(() => c.raw('PATCH', `/modules/${id}`, JSON.stringify({ description: 'x'.repeat(6 * 1024 * 1024) }), 'application/json'), 413);
    assert.ok(declared[String(tooLarge.status)]);
    const xml = await refused(() => c.raw('PATCH', `/modules/${id}`, '<a/>', 'application/xml'), 415);
    assert.ok(declared[String(xml.status)]);
    const huge = await call(`${c.api}/modules/${id}`, { headers: { 'x-padding': 'x'.repeat(64 * 1024) } });
    assert.equal(huge.status, 431);
    assert.ok(doc.paths['/api/modules/{moduleId}'].get.responses['431']);
  });

  test('each operation says who may call it', () => {
    for (const { path, method, op } of operations()) {
      assert.ok(['public', 'signedIn', 'member', 'editor', 'admin', 'superadmin'].includes(op['x-access']), `${method} ${path}`);
    }
    assert.equal(doc.paths['/api/version'].get['x-access'], 'public');
    assert.equal(doc.paths['/api/modules/{moduleId}'].get['x-access'], 'signedIn');
  });

  test('copy and merge take an empty body: the document says so', () => {
    assert.equal(doc.paths['/api/modules/{moduleId}/v/{versionId}'].put.requestBody.required, false);
    assert.equal(doc.paths['/api/modules/{moduleId}'].put.requestBody.required, true);
  });
});

describe('If-Match is compared strongly on every write', () => {
  test('a stale or weak If-Match on DELETE, PUT sharing, PUT log, copy and merge is 412 and writes nothing', async () => {
    const id = await theme();
    await ok(c.patch(`/themes/${id}`, { trueColours: true }));
    const current = (await c.get(`/themes/${id}`)).headers.get('etag')!;
    assert.equal(current, '"2"');
    for (const stale of ['"1"', 'W/"2"']) {
      const ifMatch = { 'if-match': stale };
      await refused(() => c.del(`/themes/${id}`, ifMatch), 412, 'head is version 2');
      await refused(() => c.put(`/themes/${id}/sharing`, { public: true, grants: [] }, ifMatch), 412);
      await refused(() => c.put(`/themes/${id}/log/1`, { tag: 'first' }, ifMatch), 412);
      await refused(() => c.put(`/themes/${id}/v/2?from=1`, undefined, ifMatch), 412);
      await refused(() => c.patch(`/themes/${id}`, { trueColours: false }, ifMatch), 412);
    }
    // with the current ETag each goes through
    const ifMatch = { 'if-match': current };
    assert.equal((await c.put(`/themes/${id}/sharing`, { public: true, grants: [] }, ifMatch)).status, 200);
    assert.equal((await c.put(`/themes/${id}/log/1`, { tag: 'first' }, ifMatch)).status, 200);
    const copied = await ok(c.put(`/themes/${id}/v/2?from=1`, undefined, ifMatch));
    assert.equal(copied.version, 3);
    // a version read's ETag (with the revision) is also the head's current tag
    const complete = (await c.get(`/themes/${id}?complete=true`)).headers.get('etag')!;
    assert.equal((await c.del(`/themes/${id}`, { 'if-match': complete })).status, 204);
  });

  test('If-None-Match on reads stays a weak comparison', async () => {
    const id = await theme();
    assert.equal((await c.get(`/themes/${id}`, { 'if-none-match': 'W/"1"' })).status, 304);
  });
});

describe('a wrong method on a path that exists', () => {
  test('is 405 with Allow naming the methods of the path', async () => {
    const id = samples.modules.id;
    const collection = await c.raw('PATCH', '/modules', '{}', 'application/json');
    assertError(collection, 405, 'PATCH', 'GET, POST');
    assert.equal(collection.headers.get('allow'), 'GET, POST');
    const history = await c.raw('DELETE', `/modules/${id}/history`, undefined);
    assertError(history, 405);
    assert.equal(history.headers.get('allow'), 'GET');
    const log = await c.raw('POST', `/modules/${id}/log/1`, '{}', 'application/json');
    assert.equal(log.headers.get('allow'), 'GET, PUT');
    assert.equal((await c.raw('HEAD', `/modules/${id}/history`, undefined)).status, 405);
    assertError(await c.get('/gadgets'), 404);
  });
});

describe('composition ranges and containment', () => {
  test('an inverted range is a 400; min:max, one number, n and empty are fine', async () => {
    await refused(() => c.post('/modules', { name: 'Inverted', submodulesComposition: '5:2' }), 400, 'submodulesComposition', 'inverted range');
    await refused(
      () => c.post('/products', { name: 'Inverted', categoryModules: [{ id: 'a', category: 'A', composition: '3:1', modules: [] }] }),
      400,
      'categoryModules/0/composition',
    );
    for (const composition of ['2:5', '2:2', '3', '0:n', '']) {
      assert.equal((await c.post('/modules', { name: `Range ${composition}`, submodulesComposition: composition })).status, 201, composition);
    }
  });

  test('the composition format is enforced by the routes that validate bodies themselves: PUT of a module and of a product', async () => {
    const m = await ok(c.post('/modules', { name: `Composed ${marker}`, submodulesComposition: '1:3' }), 201);
    await refused(() => c.put(`/modules/${m.id}`, { name: 'Composed', submodulesComposition: '5:2' }), 400, 'body/submodulesComposition', 'inverted range: the minimum 5 is more than the maximum 2');
    const product = samples.products;
    const inverted = { ...product.document, categoryModules: [{ id: 'frames', category: 'Frames', composition: '5:2', modules: [] }] };
    await refused(() => c.put(`/products/${product.id}`, inverted), 400, 'body/categoryModules/0/composition', 'inverted range: the minimum 5 is more than the maximum 2');
    assert.equal((await ok(c.get(`/modules/${m.id}`))).document.submodulesComposition, '1:3');
  });

  test("a product's storefront rules (issue 18) are checked by its schema: each entry's fields are named", async () => {
    const module = samples.modules.id;
    await refused(() => c.post('/products', { name: 'Ruled', rules: { requires: [{ module }] } }), 400, 'rules/requires/0/category');
    await refused(() => c.post('/products', { name: 'Ruled', rules: { excludes: [{ module: 'oak', parameter: 'finish', value: 'oak' }] } }), 400, 'rules/excludes/0/module');
    await refused(() => c.post('/products', { name: 'Ruled', rules: { needs: [] } }), 400, 'rules/needs');
    const rules = { requires: [{ module, category: 'frames' }], excludes: [{ module, parameter: 'finish', value: 'oak' }] };
    const created = await ok(c.post('/products', { name: 'Ruled', rules }), 201);
    assert.deepEqual((await ok(c.get(`/products/${created.id}`))).document.rules, rules);
  });

  test("responses are serialized knowing the composition format: a module read is answered whole and nothing is logged as an unknown format", () => {
    const getModule = ROUTE_TABLE.find((op) => op.operationId === 'getModule')!;
    const warnings: unknown[][] = [];
    const spies = (['warn', 'log', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args) => void warnings.push(args)));
    try {
      const serialize = serializerCompiler(SHARED_SCHEMAS)({ schema: responsesOf(getModule)[200] });
      const read = { id: 'a'.repeat(24), version: 1, head: 1, owner: 'o', workspace: 'w', created: '2024-01-01T00:00:00.000Z', lastEdited: '2024-01-01T00:00:00.000Z', document: { name: 'M', submodulesComposition: '2:5', providers: { shop: { sku: 'M-1' } } } };
      // a provider's value is an anyOf: picking its branch compiles the module's schema in the serializer's Ajv
      assert.deepEqual(JSON.parse(serialize(read)).document, read.document);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    assert.deepEqual(warnings.filter((args) => /unknown format/.test(String(args[0]))), []);
  });

  test('a module among its own submodules is a 400, and so is an appearance based on itself', async () => {
    const m = await ok(c.post('/modules', { name: `Self ${marker}` }), 201);
    await refused(() => c.patch(`/modules/${m.id}`, { submodules: [{ id: m.id, version: 1 }] }), 400, 'submodules/0', 'cannot contain itself');
    const a = await ok(c.post('/appearances', { name: `Self ${marker}`, base: { type: 'Standard' } }), 201);
    await refused(() => c.patch(`/appearances/${a.id}`, { base: { type: 'Standard', id: a.id, version: 1 } }), 400, 'base', 'itself');
    assert.equal((await historyOf(c, 'modules', m.id)).versions.length, 1);
  });
});

describe('copy and merge', () => {
  test('a body with from says that the body must be empty', async () => {
    const id = await theme();
    await ok(c.patch(`/themes/${id}`, { trueColours: true }));
    const reply = await refused(() => c.put(`/themes/${id}/v/2?from=1`, { name: 'x' }), 400, 'body must be empty');
    assert.doesNotMatch(reply.body.message, /is required/);
  });
});
