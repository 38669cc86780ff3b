// A head read answered again from the head the model kept (rest/model/resources/head-cache.ts) sends
// the bytes the route serialised the first time (rest/routes/register-operations.ts): the answer must
// be the one the response schema makes, the same every time, and a write must end it at once.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { newMarker } from '../support/samples.ts';
import type { TestServer } from '../support/server.ts';
import { client, openServer, ok, type Client, type Reply } from './helpers.ts';

let server: TestServer;
let c: Client;
const marker = newMarker();

beforeAll(async () => ({ server, c } = await openServer()));
afterAll(() => server.close());

/** What a client can tell two answers apart by, besides the per-request date and request id. */
function answerOf(reply: Reply) {
  const headers = [...reply.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
  return { status: reply.status, headers, text: JSON.stringify(reply.body), keys: Object.keys(reply.body ?? {}) };
}

test('a head read asked again answers the same head, headers and all, as the response schema shapes it', async () => {
  const { id } = await ok(c.post('/themes', { name: `Kept ${marker}`, seed: '#336699' }), 201);
  const first = await c.get(`/themes/${id}`);
  const again = await c.get(`/themes/${id}`);
  assert.equal(first.status, 200);
  assert.deepEqual(answerOf(again), answerOf(first));
  assert.equal(again.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(Number(again.headers.get('content-length')), Buffer.byteLength(JSON.stringify(again.body)));
  assert.equal(again.headers.get('etag'), '"1"');
  // the envelope the schema declares, no stored field besides (grants, revision, the list's data)
  assert.deepEqual(Object.keys(again.body).sort(), ['created', 'document', 'head', 'id', 'lastEdited', 'owner', 'version', 'workspace']);
  // the complete read is serialised afresh by the same schema: its envelope is the same, in the same order
  const complete = await ok(c.get(`/themes/${id}?complete=true`));
  const { info: _info, graph: _graph, permissions: _permissions, ...envelope } = complete;
  assert.equal(JSON.stringify(envelope), JSON.stringify(again.body));
});

test('after a write the head read answers the new head, not the bytes kept for the old one', async () => {
  const { id } = await ok(c.post('/themes', { name: `Rewritten ${marker}`, seed: '#336699' }), 201);
  for (let read = 0; read < 3; read++) assert.equal((await ok(c.get(`/themes/${id}`))).document.name, `Rewritten ${marker}`);
  await ok(c.patch(`/themes/${id}`, { name: `Rewritten again ${marker}` }));
  const after = await c.get(`/themes/${id}`);
  assert.equal(after.status, 200);
  assert.equal(after.body.document.name, `Rewritten again ${marker}`);
  assert.equal(after.body.head, 2);
  assert.equal(after.headers.get('etag'), '"2"');
  assert.equal(Number(after.headers.get('content-length')), Buffer.byteLength(JSON.stringify(after.body)));
});

test("a head kept for one reader is not another's: who may not read it still gets 404, and the same answer once granted", async () => {
  const { id } = await ok(c.post('/themes', { name: `Shared ${marker}`, seed: '#336699' }), 201);
  const mine = await c.get(`/themes/${id}?multiWorkspace=true`);
  assert.equal((await c.get(`/themes/${id}?multiWorkspace=true`)).status, 200);
  const birch = client(server, { as: 'admin@birch.joinery.test' });
  assert.equal((await birch.get(`/themes/${id}?multiWorkspace=true`)).status, 404);
  await ok(c.put(`/themes/${id}/sharing`, { public: false, grants: [{ email: 'admin@birch.joinery.test', action: 'GrantedReadAccess' }] }));
  const granted = await birch.get(`/themes/${id}?multiWorkspace=true`);
  assert.equal(granted.status, 200);
  assert.equal(granted.body.document.name, `Shared ${marker}`);
  assert.deepEqual({ ...granted.body, lastEdited: undefined }, { ...mine.body, lastEdited: undefined });
});
