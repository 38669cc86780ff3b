// What the version-history popover reads through GraphQL on a real server: any kind by its collection, the
// version graph a part at a time (the newest versions with the viewed one, then older pages), and a merge
// previewed without writing, its conflicts with both sides' values.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gql } from '../support/graphql.ts';
import { BIRCH_ADMIN, DEMO_ADMIN } from '../support/demo-users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


async function workflow(name: string): Promise<string> {
  const created = await call(`${server.url}/api/workflows`, { method: 'POST', json: { name, states: [{ id: 'a', name: 'A' }], transitions: [] } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

const patch = async (path: string, body: object) => {
  const reply = await call(`${server.url}/api/workflows/${path}`, { method: 'PATCH', json: body });
  assert.ok(reply.status < 300, JSON.stringify(reply.body));
  return reply.body;
};

const GRAPH = `query ($id: ID!, $version: Int, $before: Int, $limit: Int) {
  resource(collection: "workflows", id: $id, version: $version) {
    __typename id version head
    versionGraph(before: $before, limit: $limit) { head older versions { version parents author { email } } }
  }
}`;

test('the graph comes a part at a time: the newest 50 with the viewed version and its parents, then older pages', async () => {
  const id = await workflow('Long history');
  for (let n = 2; n <= 60; n++) await patch(id, { description: `edit ${n}` });

  const { data: newest } = (await gql(server, GRAPH, { id })).body;
  assert.equal(newest.resource.__typename, 'Workflow');
  const window = newest.resource.versionGraph;
  assert.equal(window.head, 60);
  assert.deepEqual(window.versions.map((v: any) => v.version), Array.from({ length: 50 }, (_, i) => i + 11), 'the newest 50, oldest first');
  assert.equal(window.older, 10);
  assert.equal(window.versions[0].author.email, DEMO_ADMIN);

  const { data: viewing } = (await gql(server, GRAPH, { id, version: 2 })).body;
  assert.deepEqual(viewing.resource.versionGraph.versions.slice(0, 2).map((v: any) => [v.version, v.parents]), [[1, []], [2, [1]]], 'the viewed version and its parent come along');

  const { data: page } = (await gql(server, GRAPH, { id, before: 10, limit: 4 })).body;
  assert.deepEqual(page.resource.versionGraph.versions.map((v: any) => v.version), [7, 8, 9, 10]);
  assert.equal(page.resource.versionGraph.older, 6);
  const { data: last } = (await gql(server, GRAPH, { id, before: 6, limit: 50 })).body;
  assert.deepEqual(last.resource.versionGraph.versions.map((v: any) => v.version), [1, 2, 3, 4, 5, 6]);
  assert.equal(last.resource.versionGraph.older, null);
});

const PREVIEW = `query ($id: ID!, $a: Int!, $b: Int!) {
  resource(collection: "workflows", id: $id) {
    head
    mergePreview(a: $a, b: $b) { a b base changes { operation path from to } conflicts { path base a b } }
  }
}`;

test('a merge is previewed without writing: what it adds to the head, or the fields both sides changed', async () => {
  const id = await workflow('Branches');
  await patch(id, { description: 'on the head' }); // 2
  await patch(`${id}/v/1?notHead=true`, { states: [{ id: 'a', name: 'A' }, { id: 'draft', name: 'Draft' }] }); // 3: a branch from 1
  await patch(`${id}/v/1?notHead=true`, { description: 'on a branch' }); // 4: a branch changing what 2 changed

  const { data: clean } = (await gql(server, PREVIEW, { id, a: 2, b: 3 })).body;
  assert.deepEqual(clean.resource.mergePreview, {
    a: 2, b: 3, base: 1, conflicts: [],
    changes: [{ operation: 'Added', path: '/states/1', from: null, to: { id: 'draft', name: 'Draft' } }],
  });

  const { data: clash } = (await gql(server, PREVIEW, { id, a: 2, b: 4 })).body;
  assert.deepEqual(clash.resource.mergePreview.conflicts, [{ path: '/description', base: null, a: 'on the head', b: 'on a branch' }]);
  assert.equal(clash.resource.head, 2, 'previews write nothing');

  const merged = (await gql(server, `mutation ($id: ID!) { mergeWorkflowVersions(id: $id, head: 2, a: 2, b: 4) { workflow { version } errors { code message } } }`, { id })).body;
  assert.equal(merged.data.mergeWorkflowVersions.errors[0].code, 'CONFLICT');
  assert.equal((await call(`${server.url}/api/workflows/${id}`)).body.head, 2, 'the refused merge wrote nothing');

  const same = (await gql(server, PREVIEW, { id, a: 2, b: 2 })).body;
  assert.equal(same.errors?.[0].extensions?.code, 'BAD_REQUEST');
});

test('resource(collection, id) knows the fourteen collections, and answers NOT_FOUND for what the caller may not read', async () => {
  const unknown = (await gql(server, '{ resource(collection: "spoons", id: "0123456789abcdef01234567") { id } }')).body;
  assert.equal(unknown.errors?.[0].extensions?.code, 'BAD_REQUEST');
  assert.match(unknown.errors![0].message, /collection must be one of .*modules/);

  const id = await workflow('Oak only');
  const elsewhere = (await gql(server, GRAPH, { id }, { as: BIRCH_ADMIN })).body;
  assert.equal(elsewhere.errors?.[0].extensions?.code, 'NOT_FOUND');
  assert.equal(elsewhere.data?.resource ?? null, null);
});
