// Queries run by the plain walk (gateway/plain-execution.ts) answer exactly what graphql-js answers,
// and whatever the walk does not take (an error, a null the schema forbids, @include) still answers
// as graphql-js would, with its errors' paths: the walk gives up and graphql-jit runs the query.
// The app's persisted queries skip Apollo's pipeline (gateway/persisted-fast-path.ts) with the same
// answer, content type, log line and metrics; one that fails is Apollo's to answer, and each plugin
// still starts the request once.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import Fastify from 'fastify';
import { execute, GraphQLError, parse } from 'graphql';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gatewayContext, type GatewayContext } from '../../gateway/context.ts';
import { buildSchema, registerGateway } from '../../gateway/gateway.plugin.ts';
import { persistedDocumentPaths } from '../../gateway/persisted-documents.ts';
import { PlainQuery } from '../../gateway/plain-execution.ts';
import { gql } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const METRICS_TOKEN = 'metrics-token-for-the-plain-walk-01';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN } });
});
afterAll(() => server.close());

/** The app's generated document of `operation` (web/gql and the screens' gql folders), and its persisted hash. */
function appDocumentAndHash(operation: string): [source: string, hash: string] {
  const documents = persistedDocumentPaths().flatMap((path) => (existsSync(path) ? Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : []));
  const found = documents.find(([, text]) => new RegExp(`\\bquery ${operation}\\b`).test(text));
  assert.ok(found, `no generated document ${operation}`);
  return [found[1], found[0]];
}
const appDocument = (operation: string) => appDocumentAndHash(operation)[0];

/** POSTs a persisted query as the web app does (its hash only, Apollo Client's Accept header). */
async function persistedQuery(operation: string, variables: Record<string, unknown>) {
  const [, hash] = appDocumentAndHash(operation);
  const cookie = await server.sessionCookie('admin@demo.joinery.test');
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
    body: JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), text, body: JSON.parse(text) };
}

/** The metrics' count of GraphQL operations named `operation` with `outcome`. */
async function operationsCounted(operation: string, outcome: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith('joinery_graphql_operation_duration_seconds_count{') && l.includes(`operation="${operation}"`) && l.includes(`outcome="${outcome}"`));
  return line ? Number(line.split(' ').pop()) : 0;
}


describe('plain execution', () => {
  test('the products table and the product editor are planned for the plain walk; a mutation and @include are not', () => {
    const schema = buildSchema();
    assert.ok(PlainQuery.plan(schema, parse(appDocument('ModuleList'))));
    assert.ok(PlainQuery.plan(schema, parse(appDocument('ModuleEditor'))));
    assert.equal(PlainQuery.plan(schema, parse('mutation { deleteModule(id: "x") { deleted } }')), undefined);
    assert.equal(PlainQuery.plan(schema, parse('query ($all: Boolean!) { modules { items { id name @include(if: $all) } } }')), undefined);
    // an object literal cannot hold the key __proto__ (the walk writes each object as one literal)
    assert.equal(PlainQuery.plan(schema, parse('{ __proto__: modules { total } }')), undefined);
  });

  test('the products table and the editor answer over HTTP what graphql-js answers for the same user', async () => {
    // a name JSON must escape: quotes, a backslash, control characters, a character outside the BMP
    const awkward = await call(`${server.url}/api/modules`, { method: 'POST', json: { name: 'Panel "A\\B"\t\u0001 😀 </script>', categories: ['Tab\there'] } });
    assert.equal(awkward.status, 201);
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

  test('a persisted query skips Apollo with the same answer, byte for byte, and content type, and is logged and counted', async () => {
    const before = await operationsCounted('ModuleList', 'ok');
    const fast = await persistedQuery('ModuleList', { page: { limit: 50 } });
    assert.equal(fast.status, 200);
    assert.equal(fast.contentType, 'application/graphql-response+json; charset=utf-8');
    // the same document sent as text goes through Apollo's pipeline
    const throughApollo = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { cookie: await server.sessionCookie('admin@demo.joinery.test'), 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
      body: JSON.stringify({ query: appDocument('ModuleList'), operationName: 'ModuleList', variables: { page: { limit: 50 } } }),
    });
    assert.equal(throughApollo.headers.get('content-type'), fast.contentType);
    assert.equal(fast.text, await throughApollo.text());
    assert.equal(await operationsCounted('ModuleList', 'ok'), before + 2);
  });

  test('a persisted query that fails is answered by Apollo: its error carries its code, path and the request id', async () => {
    const before = await operationsCounted('ModuleEditor', 'error');
    const failed = await persistedQuery('ModuleEditor', { id: '000000000000000000000000' });
    assert.equal(failed.status, 200);
    assert.equal(failed.body.data.module, null);
    assert.deepEqual(failed.body.errors.map((error: { path: string[]; extensions: { code: string } }) => [error.path, error.extensions.code]), [[['module'], 'NOT_FOUND']]);
    assert.match(failed.body.errors[0].extensions.requestId, /./);
    assert.equal(await operationsCounted('ModuleEditor', 'error'), before + 1);
  });
});

describe('the plugins of a persisted query', () => {
  /** What a plugin saw: requests started, operations resolved, answers sent; it refuses ModuleList while `refuse` is set. */
  const seen = { started: 0, resolved: 0, sent: 0, refuse: false };
  const counting: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      seen.started++;
      return {
        async didResolveOperation({ operationName }) {
          seen.resolved++;
          if (seen.refuse && operationName === 'ModuleList') throw new GraphQLError('refused by the plugin', { extensions: { code: 'REFUSED' } });
        },
        async willSendResponse() {
          seen.sent++;
        },
      };
    },
  };
  const app = Fastify();
  beforeAll(async () => {
    const { secret } = await server.model.identity.sessions.start('admin@demo.joinery.test', 'demo');
    const actor = (await server.model.identity.authentication.authenticate({ session: secret }))!.actor;
    await registerGateway(app, { model: server.model, actorOf: async () => actor, plugins: [counting] });
  });
  afterAll(() => app.close());

  /** The plugin's counts for one persisted query, and its answer. */
  async function countsOf(operation: string, variables: Record<string, unknown>) {
    Object.assign(seen, { started: 0, resolved: 0, sent: 0 });
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
      payload: JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: appDocumentAndHash(operation)[1] } } }),
    });
    return { started: seen.started, resolved: seen.resolved, sent: seen.sent, body: response.json() };
  }

  test('start, resolve and send once for a query answered without Apollo', async () => {
    const answered = await countsOf('ModuleList', { page: { limit: 5 } });
    assert.equal(answered.body.data.modules.items.length, 5);
    assert.deepEqual([answered.started, answered.resolved, answered.sent], [1, 1, 1]);
  });

  test('start, resolve and send once for a query Apollo answers after the walk gave up', async () => {
    const failed = await countsOf('ModuleEditor', { id: '000000000000000000000000' });
    assert.deepEqual(failed.body.errors.map((error: { extensions: { code: string } }) => error.extensions.code), ['NOT_FOUND']);
    assert.deepEqual([failed.started, failed.resolved, failed.sent], [1, 1, 1]);
  });

  test("a plugin that refuses the operation is answered by Apollo with its error, its hooks run once", async () => {
    seen.refuse = true;
    try {
      const refused = await countsOf('ModuleList', { page: { limit: 5 } });
      assert.equal(refused.body.data, undefined);
      assert.deepEqual(refused.body.errors.map((error: { message: string; extensions: { code: string } }) => [error.message, error.extensions.code]), [['refused by the plugin', 'REFUSED']]);
      assert.deepEqual([refused.started, refused.resolved, refused.sent], [1, 1, 1]);
    } finally {
      seen.refuse = false;
    }
  });
});
