// The kinds' document schemas through GraphQL: what forms validate with is what the server validates with.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { gql } from '../support/graphql.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SCHEMA = 'query ($collection: String!) { documentSchema(collection: $collection) }';

test("answers every kind's document schema as the registry declares it", async () => {
  for (const kind of KINDS) {
    const { status, body } = await gql(server, SCHEMA, { collection: kind.collection });
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(body.data.documentSchema, JSON.parse(JSON.stringify(kind.schema)), kind.collection);
  }
  const modules = (await gql(server, SCHEMA, { collection: 'modules' })).body.data.documentSchema;
  assert.deepEqual(modules.required, ['name']);
  assert.equal(modules.properties.parameters.items.properties.step.exclusiveMinimum, 0);
});

test('names the collections when asked for one that does not exist', async () => {
  const { body } = await gql(server, SCHEMA, { collection: 'widgets' });
  assert.equal(body.data, null);
  assert.equal(body.errors[0].extensions.code, 'BAD_REQUEST');
  assert.match(body.errors[0].message, /^collection must be one of: appearances, companies, .*modules/);
});

test('is for signed-in users, like the rest of the gateway', async () => {
  const { status, body } = await gql(server, SCHEMA, { collection: 'modules' }, { as: null });
  assert.equal(status, 401, JSON.stringify(body));
});
