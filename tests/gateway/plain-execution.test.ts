// Queries run by the plain walk (gateway/plain-execution.ts) answer exactly what graphql-js answers,
// and whatever the walk does not take (an error, a null the schema forbids, @include) still answers
// as graphql-js would, with its errors' paths: the walk gives up and graphql-jit runs the query.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gatewayContext } from '../../gateway/context.ts';
import { buildSchema } from '../../gateway/gateway.plugin.ts';
import { persistedDocumentPaths } from '../../gateway/persisted-documents.ts';
import { PlainQuery } from '../../gateway/plain-execution.ts';
import { gql } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The app's generated document of `operation` (web/gql and the screens' gql folders). */
function appDocument(operation: string): string {
  const documents = persistedDocumentPaths().flatMap((path) => (existsSync(path) ? Object.values(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : []));
  const source = documents.find((text) => new RegExp(`\\bquery ${operation}\\b`).test(text));
  assert.ok(source, `no generated document ${operation}`);
  return source;
}


describe('plain execution', () => {
  test('the products table and the product editor are planned for the plain walk; a mutation and @include are not', () => {
    const schema = buildSchema();
    assert.ok(PlainQuery.plan(schema, parse(appDocument('ModuleList'))));
    assert.ok(PlainQuery.plan(schema, parse(appDocument('ModuleEditor'))));
    assert.equal(PlainQuery.plan(schema, parse('mutation { deleteModule(id: "x") { deleted } }')), undefined);
    assert.equal(PlainQuery.plan(schema, parse('query ($all: Boolean!) { modules { items { id name @include(if: $all) } } }')), undefined);
  });

  test('the products table and the editor answer over HTTP what graphql-js answers for the same user', async () => {
    const { items } = (await call(`${server.url}/api/modules?limit=1&name=Side panel 1800`)).body;
    const { secret } = await server.model.identity.sessions.start('admin@demo.joinery.test', 'demo');
    const actor = (await server.model.identity.authentication.authenticate({ session: secret }))!.actor;
    for (const [operation, variables] of [
      ['ModuleList', { page: { limit: 50 } }],
      ['ModuleEditor', { id: items[0].id }],
    ] as const) {
      const source = appDocument(operation);
      const answer = await gql(server, source, variables);
      assert.equal(answer.status, 200);
      const expected = await execute({ schema: buildSchema(), document: parse(source), variableValues: variables, contextValue: gatewayContext(server.model, actor) });
      assert.equal(expected.errors, undefined);
      // graphql-js answers objects without a prototype: compared as the JSON they are sent as
      const data = JSON.parse(JSON.stringify(expected.data));
      assert.deepEqual(answer.body, { data });
      // and the walk answered it itself, without giving up
      assert.deepEqual(await PlainQuery.plan(buildSchema(), parse(source))!.execute(gatewayContext(server.model, actor), variables), data);
    }
  });

  test('a field that fails answers its error with its path and the rest of the data, as graphql-js does', async () => {
    const answer = await gql(server, '{ modules(page: { limit: 2 }) { total items { id } } missing: module(id: "000000000000000000000000") { id name } }');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.missing, null);
    assert.equal(answer.body.data.modules.items.length, 2);
    assert.deepEqual(answer.body.errors.map((error: { path: string[]; extensions: { code: string } }) => [error.path, error.extensions.code]), [[['missing'], 'NOT_FOUND']]);
  });
});
