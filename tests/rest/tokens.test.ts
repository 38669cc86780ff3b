// Personal API tokens (issue 7 §3): made while signed in, the secret shown once, stored hashed,
// sent as a bearer token; a read token only reads, on REST and GraphQL; revoked and expired tokens stop.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, test } from 'vitest';
import { API_TOKENS } from '../../rest/model/identity/tokens.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gql } from '../support/graphql.ts';
import { assertError, client, ok, type Client } from './helpers.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

let server: TestServer;
let c: Client;
beforeAll(async () => {
  server = await startTestServer();
  c = client(server);
});
afterAll(() => server.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const api = (path: string, token: string, init: Parameters<typeof call>[1] = {}) => call(`${server.url}/api${path}`, { ...init, headers: { ...bearer(token), ...(init.headers as Record<string, string>) } });

test('a token is made with a name and scope; the answer carries the secret once, the list never does', async () => {
  const made = await ok(c.post('/users/me/tokens', { name: 'ERP export', scope: 'read' }), 201);
  assert.match(made.token, /^jny_[A-Za-z0-9_-]{43}$/);
  assert.equal(made.name, 'ERP export');
  assert.equal(made.scope, 'read');
  assert.equal(made.workspace, 'demo');
  assert.equal(made.expires, null);
  const listed = await ok(c.get('/users/me/tokens'));
  const mine = listed.find((t: { id: string }) => t.id === made.id);
  assert.ok(mine);
  assert.equal(mine.token, undefined);
  assert.equal(JSON.stringify(listed).includes(made.token), false);
  const rows = await server.store.find(API_TOKENS, {});
  assert.equal(JSON.stringify(rows).includes(made.token), false, 'only a hash is stored');
  assert.ok(rows.some((r) => r.hash === createHash('sha256').update(made.token).digest('hex')));
});

test('a bad token body is 400 naming the field', async () => {
  assertError(await c.post('/users/me/tokens', { name: 'x', scope: 'write' }), 400, 'scope');
  assertError(await c.post('/users/me/tokens', { scope: 'read' }), 400, 'name');
  assertError(await c.post('/users/me/tokens', { name: 'x', scope: 'read', expires: '2001-01-01T00:00:00Z' }), 400, 'expires');
});

test('a read token reads (also the avatar as ?token=) and may not write: 403, nothing written', async () => {
  const { token } = await ok(c.post('/users/me/tokens', { name: 'reader', scope: 'read' }), 201);
  const list = await api('/modules', token);
  assert.equal(list.status, 200);
  assert.ok(list.body.total > 0);
  assert.equal((await call(`${server.url}/api/users/me.png?token=${token}`, { as: null })).status, 200);
  const before = (await api('/themes', token)).body.total;
  assertError(await api('/themes', token, { method: 'POST', json: { name: 'By a reader', seed: '#101010' } }), 403, 'scope read');
  assertError(await api(`/modules/${list.body.items[0].id}`, token, { method: 'PATCH', json: { name: 'x' } }), 403);
  assert.equal((await api('/themes', token)).body.total, before);
  assert.ok((await gql(server, '{ modules(page: { limit: 1 }) { total } }', undefined, { headers: bearer(token) })).body.data.modules.total > 0);
  const mutation = await gql(server, 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }', undefined, { headers: bearer(token) });
  assert.equal(mutation.body.errors[0].extensions.code, 'FORBIDDEN');
});

test('a read-write token writes, as its user, in the workspace it was made in', async () => {
  const { token } = await ok(c.post('/users/me/tokens', { name: 'writer', scope: 'read-write' }), 201);
  const created = await api('/themes', token, { method: 'POST', json: { name: 'By a token', seed: '#202020' } });
  assert.equal(created.status, 201);
  assert.equal(created.body.owner, DEMO_ADMIN);
  assert.equal(created.body.workspace, 'demo');
});

test('tokens are made and revoked while signed in, not with a token', async () => {
  const { token, id } = await ok(c.post('/users/me/tokens', { name: 'minter', scope: 'read-write' }), 201);
  assertError(await api('/users/me/tokens', token, { method: 'POST', json: { name: 'child', scope: 'read' } }), 403, 'signed in');
  assertError(await api(`/users/me/tokens/${id}`, token, { method: 'DELETE' }), 403);
  assertError(await api('/users/me', token, { method: 'PUT', json: { password: 'Abcdefg-1', currentPassword: 'JoineryDemo1' } }), 403);
});

test('a revoked token, an expired one, a made-up one and a malformed header are 401, also on public operations', async () => {
  const made = await ok(c.post('/users/me/tokens', { name: 'short-lived', scope: 'read' }), 201);
  assert.equal((await api('/users/me', made.token)).status, 200);
  assert.equal((await c.del(`/users/me/tokens/${made.id}`)).status, 204);
  assertError(await api('/users/me', made.token), 401, 'API token');
  assertError(await c.del(`/users/me/tokens/${made.id}`), 404);

  const expiring = await ok(c.post('/users/me/tokens', { name: 'expiring', scope: 'read', expires: new Date(Date.now() + 60_000).toISOString() }), 201);
  assert.equal((await api('/users/me', expiring.token)).status, 200);
  await server.store.update(API_TOKENS, { op: 'eq', field: 'id', value: expiring.id }, { set: { expires: new Date(Date.now() - 1000).toISOString() } });
  assertError(await api('/users/me', expiring.token), 401);

  assertError(await api('/version', `jny_${'A'.repeat(43)}`), 401);
  assertError(await call(`${server.url}/api/modules`, { headers: { authorization: 'Basic abc' } }), 401);
});

test('the OpenAPI document offers the bearer scheme, and Swagger UI keeps a token once given', async () => {
  const doc = await ok(call(`${server.url}/api/schema.json`, { as: null }));
  assert.equal(doc.components.securitySchemes.apiToken.type, 'http');
  assert.equal(doc.paths['/api/modules'].get.security.some((s: Record<string, unknown>) => 'apiToken' in s), true);
  const init = await call(`${server.url}/api/docs/static/swagger-initializer.js`, { as: null });
  assert.equal(init.status, 200);
  assert.match(init.body, /"?persistAuthorization"?\s*:\s*true/);
});

test("the API page's token acts as the signed-in user for an hour, is never listed, and visits leave none expired behind", async () => {
  const before = await ok(c.get('/users/me/tokens'));
  const first = await ok(c.post('/users/me/api-docs-token', {}), 201);
  assert.match(first.token, /^jny_/);
  const minutes = (Date.parse(first.expires) - Date.now()) / 60_000;
  assert.ok(minutes > 55 && minutes <= 60, `expires in ${minutes} minutes`);
  // the page loads the document and tries a write with it
  assert.equal((await api('/schema.json', first.token)).status, 200);
  const created = await api('/themes', first.token, { method: 'POST', json: { name: 'Tried from the API page', seed: '#204060' } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.owner, DEMO_ADMIN);
  assert.deepEqual(await ok(c.get('/users/me/tokens')), before, 'not among the personal tokens');
  // a second tab has its own, and the first keeps working
  const second = await ok(c.post('/users/me/api-docs-token', {}), 201);
  assert.equal((await api('/modules?limit=1', first.token)).status, 200);
  assert.equal((await api('/modules?limit=1', second.token)).status, 200);
  // an expired one is gone at the next visit
  const pages = { op: 'eq', field: 'purpose', value: 'apiDocs' } as const;
  await server.store.update(API_TOKENS, { op: 'and', where: [pages, { op: 'eq', field: 'hash', value: createHash('sha256').update(first.token).digest('hex') }] }, { set: { expires: new Date(Date.now() - 1000).toISOString() } });
  await ok(c.post('/users/me/api-docs-token', {}), 201);
  assert.equal((await api('/modules?limit=1', first.token)).status, 401);
  assert.equal((await server.store.find(API_TOKENS, { where: pages })).length, 2);
  // an API token cannot mint one: the page is for people signed in
  assert.equal((await api('/users/me/api-docs-token', second.token, { method: 'POST', json: {} })).status, 403);
});
