// Short codes: GET /api/s/{kind}/{id}/{mode} makes (or answers again) a resource's code, GET /api/s/{code}
// resolves it, and GET /s/{code} redirects a browser. Every kind of the registry gets one.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { type SampleCollection, type SampleSet } from '../support/samples.ts';
import type { TestServer } from '../support/server.ts';
import { openServer, assertError, ok, storeFingerprint, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
let samples: SampleSet;

beforeAll(async () => ({ server, c, samples } = await openServer({ samples: true })));
afterAll(() => server.close());

test('every kind: a code per resource and mode, the same every time, resolving to the resource', async () => {
  const codes = new Set<string>();
  for (const kind of KINDS) {
    const { id } = samples[kind.collection as SampleCollection];
    const view = await ok(c.get(`/s/${kind.collection}/${id}/view`));
    assert.match(view.code, /^[A-Za-z0-9]{1,32}$/);
    assert.deepEqual({ collection: view.collection, id: view.id, mode: view.mode }, { collection: kind.collection, id, mode: 'view' });
    assert.equal(typeof view.target, 'string');
    assert.ok(view.target.endsWith(`/${id}`), view.target);
    assert.deepEqual(await ok(c.get(`/s/${kind.collection}/${id}/view`)), view);
    const edit = await ok(c.get(`/s/${kind.collection}/${id}/edit`));
    assert.notEqual(edit.code, view.code);
    assert.deepEqual(await ok(c.get(`/s/${view.code}`)), view);
    assert.deepEqual(await ok(c.get(`/s/${edit.code}`)), edit);
    codes.add(view.code).add(edit.code);
  }
  assert.equal(codes.size, KINDS.length * 2);
});

test('concurrent requests for one resource and mode agree on one code', async () => {
  const { id } = samples.workflows;
  const replies = await Promise.all(Array.from({ length: 8 }, () => ok(c.get(`/s/workflows/${id}/edit`))));
  assert.equal(new Set(replies.map((r) => r.code)).size, 1);
});

test('GET /s/{code} redirects a browser to the target', async () => {
  for (const collection of ['modules', 'themes'] as const) {
    const { code, target } = await ok(c.get(`/s/${collection}/${samples[collection].id}/view`));
    const response = await fetch(`${server.url}/s/${code}`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), target);
  }
  const unknown = await fetch(`${server.url}/s/NoSuchCode1`, { redirect: 'manual' });
  assert.equal(unknown.status, 404);
  assert.match((await unknown.json()).message, /NoSuchCode1/);
});

test('bad kinds, ids, modes and codes are 4xx naming them; unknown ones 404; none makes a code', async () => {
  const { id } = samples.modules;
  const before = await storeFingerprint(server);
  assertError(await c.get(`/s/gadgets/${id}/view`), 400, 'kind');
  assertError(await c.get(`/s/modules/not-an-id/view`), 400, 'id');
  assertError(await c.get(`/s/modules/${id}/print`), 400, 'mode');
  assertError(await c.get(`/s/modules/${'0'.repeat(24)}/view`), 404, '0'.repeat(24));
  assertError(await c.get(`/s/themes/${id}/view`), 404, id);
  assertError(await c.get(`/s/modules/${id}/view?multiWorkspace=maybe`), 400, 'multiWorkspace');
  assertError(await c.get(`/s/modules/${id}/view?extra=1`), 400, 'extra');
  assertError(await c.get(`/s/${'a'.repeat(33)}`), 400, 'code');
  assertError(await c.get(`/s/has-dash`), 400, 'code');
  assertError(await c.get(`/s/Unknown42`), 404, 'Unknown42');
  assert.equal(await storeFingerprint(server), before);
});

test('the code of a deleted resource no longer resolves', async () => {
  const { id } = await ok(c.post('/workflows', samples.workflows.document), 201);
  const { code } = await ok(c.get(`/s/workflows/${id}/view`));
  assert.equal((await c.del(`/workflows/${id}`)).status, 204);
  assertError(await c.get(`/s/${code}`), 404, code);
});
