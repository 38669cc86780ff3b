// Bad input, kind by kind: unknown properties, wrong types, malformed and unknown ids, broken JSON and
// wrong content types. Each is a 4xx JSON error {statusCode, error, message} naming the field, and
// writes nothing (the history and the list are unchanged afterwards).
import assert from 'node:assert/strict';
import { afterAll, afterEach, beforeAll, beforeEach, describe, test } from 'vitest';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { type SampleCollection, type SampleSet } from '../support/samples.ts';
import type { TestServer } from '../support/server.ts';
import { openServer, assertError, assertErrorBody, collectionFingerprint, historyOf, ok, type Client, type Reply } from './helpers.ts';

let server: TestServer;
let c: Client;
let samples: SampleSet;

beforeAll(async () => ({ server, c, samples } = await openServer({ samples: true })));
afterAll(() => server.close());

/**
 * Sends a request that must be refused, and checks that nothing was written: the collection's heads
 * and versions (so its lists and every history in it) are as they were.
 */
async function refused(collection: string, id: string, send: () => Promise<Reply>, status: number | number[], ...fragments: string[]): Promise<Reply> {
  const before = await collectionFingerprint(server, collection);
  const reply = await send();
  const statuses = Array.isArray(status) ? status : [status];
  assert.ok(statuses.includes(reply.status), `expected ${statuses.join(' or ')}: ${reply.status} ${JSON.stringify(reply.body)}`);
  assertError(reply, reply.status, ...fragments);
  assert.equal(await collectionFingerprint(server, collection), before, `a refused request wrote to ${collection} (${id})`);
  return reply;
}

/** Over HTTP too: the sample's history and the collection's total, compared around each test. */
async function httpState(collection: string, id: string): Promise<string> {
  return JSON.stringify([await historyOf(c, collection, id), (await ok(c.get(`/${collection}/all?includeDeleted=true&limit=1`))).total]);
}

for (const kind of KINDS) {
  const collection = kind.collection as SampleCollection;
  describe(`${collection}: bad input`, () => {
    const path = (rest = '') => `/${collection}/${samples[collection].id}${rest}`;
    const doc = () => samples[collection].document;
    const id = () => samples[collection].id;
    let before: string;
    beforeEach(async () => {
      before = await httpState(collection, id());
    });
    afterEach(async () => {
      assert.equal(await httpState(collection, id()), before, 'the history or the list changed');
    });

    test('unknown body properties are 400 naming them, on create, replace and patch', async () => {
      await refused(collection, id(), () => c.post(`/${collection}`, { ...doc(), zzUnknown: 1 }), 400, 'zzUnknown');
      await refused(collection, id(), () => c.put(path(), { ...doc(), zzUnknown: 1 }), 400, 'zzUnknown');
      await refused(collection, id(), () => c.put(path('/v/1'), { ...doc(), zzUnknown: 1 }), 400, 'zzUnknown');
      await refused(collection, id(), () => c.patch(path(), { zzUnknown: 1 }), 400, 'zzUnknown');
      await refused(collection, id(), () => c.patch(path('/v/1'), { zzUnknown: { deep: true } }), 400, 'zzUnknown');
      await refused(collection, id(), () => c.post(`/${collection}?duplicate_id=${id()}`, { zzUnknown: 1 }), 400, 'zzUnknown');
      await refused(collection, id(), () => c.put(path('/sharing'), { public: false, grants: [], zzUnknown: 1 }), 400, 'zzUnknown');
      await refused(collection, id(), () => c.put(path('/log/1'), { tag: 'ok', zzUnknown: 1 }), 400, 'zzUnknown');
    });

    test('wrong types are 400 naming the field', async () => {
      const title = kind.titleField;
      await refused(collection, id(), () => c.post(`/${collection}`, { ...doc(), [title]: 12345 }), 400, title);
      await refused(collection, id(), () => c.put(path(), { ...doc(), [title]: ['a'] }), 400, title);
      await refused(collection, id(), () => c.patch(path(), { [title]: true }), 400, title);
      await refused(collection, id(), () => c.patch(path(), { [title]: { nested: 'object' } }), 400, title);
      await refused(collection, id(), () => c.post(`/${collection}?duplicate_id=${id()}`, { [title]: 7 }), 400, title);
      await refused(collection, id(), () => c.put(path('/sharing'), { public: 'no', grants: [] }), 400, 'public');
      await refused(collection, id(), () => c.put(path('/log/1'), { tag: 5 }), 400, 'tag');
      await refused(collection, id(), () => c.put(path('/log/1'), { summary: ['x'] }), 400, 'summary');
    });

    test('a body missing required fields is 400 naming one', async () => {
      const required = (kind.schema.required ?? []) as string[];
      if (!required.length) return;
      const [field] = required;
      const { [field]: _dropped, ...partial } = doc() as Record<string, unknown>;
      await refused(collection, id(), () => c.post(`/${collection}`, partial), 400, field);
      await refused(collection, id(), () => c.put(path(), partial), 400, field);
      await refused(collection, id(), () => c.patch(path(), { [field]: null }), 400, field);
    });

    test('malformed ids and version numbers are 400 naming the parameter; unknown ones 404', async () => {
      const idp = kind.idParam;
      for (const bad of ['not-an-id', 'ABCDEFABCDEFABCDEFABCDEF', '0'.repeat(23), 'a'.repeat(300)]) {
        assertError(await c.get(`/${collection}/${bad}`), 400, idp);
        await refused(collection, id(), () => c.patch(`/${collection}/${bad}`, { x: 1 }), 400, idp);
        await refused(collection, id(), () => c.del(`/${collection}/${bad}`), 400, idp);
      }
      for (const bad of ['0', '1.5', 'one']) {
        assertError(await c.get(path(`/v/${bad}`)), 400, 'versionId');
        await refused(collection, id(), () => c.patch(path(`/v/${bad}`), {}), 400, 'versionId');
        await refused(collection, id(), () => c.del(path(`/v/${bad}`)), 400, 'versionId');
        assertError(await c.get(path(`/log/${bad}`)), 400, 'versionId');
      }
      const unknown = 'f'.repeat(24);
      assertError(await c.get(`/${collection}/${unknown}`), 404, unknown);
      assert.equal((await c.head(`/${collection}/${unknown}`)).status, 404);
      await refused(collection, id(), () => c.patch(`/${collection}/${unknown}`, {}), 404, unknown);
      await refused(collection, id(), () => c.put(`/${collection}/${unknown}`, doc()), 404, unknown);
      await refused(collection, id(), () => c.del(`/${collection}/${unknown}`), 404, unknown);
      await refused(collection, id(), () => c.post(`/${collection}?duplicate_id=${unknown}`, {}), 404, unknown);
      assertError(await c.get(path(`/v/1/diff/${unknown}/v/1`)), 404, unknown);
      assertError(await c.get(path('/v/99')), 404, 'no version 99');
      await refused(collection, id(), () => c.patch(path('/v/99'), {}), 404, 'no version 99');
    });

    test('broken JSON, empty and non-object bodies, and wrong content types are refused', async () => {
      // (every other route with a body gets these too, in bad-input-sweep.test.ts)
      for (const [method, where] of [['POST', `/${collection}`], ['PATCH', path()]] as const) {
        await refused(collection, id(), () => c.raw(method, where, '{"name": ', 'application/json'), 400, 'JSON');
        await refused(collection, id(), () => c.raw(method, where, '', 'application/json'), 400);
        for (const body of ['[]', '"text"', '42', 'true']) await refused(collection, id(), () => c.raw(method, where, body, 'application/json'), 400, 'body');
        await refused(collection, id(), () => c.raw(method, where, '{"a":1}', 'application/xml'), 415);
        await refused(collection, id(), () => c.raw(method, where, 'a=1', 'application/x-www-form-urlencoded'), 415);
        await refused(collection, id(), () => c.raw(method, where, JSON.stringify(doc()), 'text/plain'), [400, 415]);
        await refused(collection, id(), () => c.raw(method, where, '{"__proto__": {"admin": true}}', 'application/json'), 400);
        await refused(collection, id(), () => c.raw(method, where, `{"${kind.titleField}": 1e400}`, 'application/json'), 400, kind.titleField);
      }
      // a PUT on a version with no body and no from has nothing to write
      await refused(collection, id(), () => c.raw('PUT', path('/v/1'), undefined), 400, 'body');
      await refused(collection, id(), () => c.raw('PUT', path('/v/1'), 'null', 'application/json'), 400, 'body');
      await refused(collection, id(), () => c.raw('POST', `/${collection}`, undefined), 400, 'body');
    });
  });
}

describe('whatever the request, the answer is JSON and never a 5xx', () => {
  test('an unknown route is a 404 JSON error naming it', async () => {
    assertError(await c.get('/gadgets'), 404, '/api/gadgets');
    assertError(await c.raw('PATCH', '/gadgets', '{}', 'application/json'), 404, 'PATCH /api/gadgets');
    assertError(await c.get(`/modules/${samples.modules.id}/nothing`), 404);
  });

  test('a body over the size limit is 413; a deeply nested one 400', async () => {
    const { id } = samples.modules;
    await refused('modules', id, () => c.raw('POST', '/modules', JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }), 'application/json'), 413);
    const depth = 20000;
    const deep = `{"description":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    for (const [method, where] of [['POST', '/modules'], ['PATCH', `/modules/${id}`], ['PUT', `/modules/${id}`]] as const) {
      await refused('modules', id, () => c.raw(method, where, deep, 'application/json'), 400, 'description');
    }
    const deepList = `{"skus":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    await refused('modules', id, () => c.raw('PATCH', `/modules/${id}`, deepList, 'application/json'), 400, 'skus');
    await refused('modules', id, () => c.raw('PUT', `/modules/${id}/sharing`, `{"public":true,"grants":${'['.repeat(depth)}${']'.repeat(depth)}}`, 'application/json'), 400, 'grants');
  });

  test('a malformed URL is a 400 JSON error', async () => {
    const reply = await c.get('/modules/%');
    assert.equal(reply.status, 400);
    assertErrorBody(reply);
  });
});
