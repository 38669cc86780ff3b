// Limits (GraphQL Armor): an over-limit query is refused with 400 and a message naming the limit,
// before any resolver runs; the web app's persisted documents are served by hash and pass the cost
// limit, ad hoc queries never do; every operation is logged with its time and error count.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, test } from 'vitest';
import { parse, validate, specifiedRules } from 'graphql';
import { buildSchema } from '../../gateway/gateway.plugin.ts';
import { gatewayLimits, LIMITS } from '../../gateway/limits.ts';
import { PERSISTED_DOCUMENTS_PATH, PersistedDocuments, sha256 } from '../../gateway/persisted-documents.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let resolved = 0;
const logged: any[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: 'info' } });
  // count model list calls: an over-limit query must never reach one
  const list = server.model.lists.list.bind(server.model.lists);
  server.model.lists.list = (...args) => {
    resolved++;
    return list(...args);
  };
  const info = server.app.log.info.bind(server.app.log);
  server.app.log.info = ((...args: unknown[]) => {
    if (typeof args[0] === 'object' && args[0] && 'graphql' in (args[0] as object)) logged.push((args[0] as { graphql: unknown }).graphql);
    return (info as (...a: unknown[]) => void)(...args);
  }) as typeof server.app.log.info;
});
afterAll(async () => {
  await server?.close();
});

const post = (json: unknown) => call(`${server.url}/graphql`, { method: 'POST', json });

const ROW = 'items { id name owner { name email roles avatarUrl } history { head versions { version parents created kind tag summary author { name email } } } usages { items { collection id name resource { __typename name owner { name } } } } permissions { read write duplicate share delete } data { name description categories functions sku source nParameters nConnectors } }';
/** A query of `n` aliased products tables (about 200 each): costly without being deep or over the alias limit. */
const costly = (n: number) => `query Costly { ${Array.from({ length: n }, (_, i) => `m${i}: modules(page: { limit: 5 }) { ${ROW} }`).join(' ')} }`;

test('too deep, too many aliases and too costly are each refused with 400 naming the limit, before any resolver', async () => {
  const before = resolved;
  const deep = await post({ query: '{ modules { items { resource { document { connectors { connectorType { resource { owner { roles } usages { items { resource { ... on Module { owner { name } history { versions { author { name } } } } } } } } } } } } } } }' });
  assert.equal(deep.status, 400, JSON.stringify(deep.body));
  assert.match(deep.body.errors[0].message, new RegExp(`depth limit of ${LIMITS.maxDepth}`, 'i'));

  const aliases = await post({ query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { user { email } }`).join(' ')} }` });
  assert.equal(aliases.status, 400);
  assert.match(aliases.body.errors[0].message, /aliases limit of 15/i);

  const expensive = await post({ query: costly(8) });
  assert.equal(expensive.status, 400, JSON.stringify(expensive.body).slice(0, 300));
  assert.match(expensive.body.errors[0].message, new RegExp(`cost limit of ${LIMITS.maxCost}`, 'i'));
  assert.equal(resolved, before, 'no list was read for a refused query');
});

test('a persisted document is served by its hash alone; a hash the app never generated is not found', async () => {
  const manifest = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_PATH, 'utf8')) as Record<string, string>;
  const [hash, document] = Object.entries(manifest).find(([, source]) => source.startsWith('query ModuleList'))!;
  assert.equal(hash, `sha256:${sha256(document)}`);
  const reply = await post({ operationName: 'ModuleList', variables: { page: { limit: 3 } }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.data.modules.items.length, 3);
  assert.equal(reply.body.data.modules.__typename, 'ModulePage');

  const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ me { user { email } } }') } } });
  assert.equal(unknown.body.errors[0].extensions.code, 'PERSISTED_QUERY_NOT_FOUND');
});

test('persisted documents pass the cost limit; the same document sent ad hoc does not', () => {
  const schema = buildSchema();
  const source = costly(8);
  const adHoc = gatewayLimits(new PersistedDocuments());
  const trusted = gatewayLimits(new PersistedDocuments({ [`sha256:${sha256(source)}`]: source }));
  const refused = validate(schema, parse(source), [...specifiedRules, ...adHoc.validationRules]);
  assert.match(refused.map((e) => e.message).join('\n'), /cost limit/i);
  assert.deepEqual(validate(schema, parse(source), [...specifiedRules, ...trusted.validationRules]), []);
  // the depth limit holds for persisted documents too
  const deep = 'query Deep { modules { items { resource { document { connectors { connectorType { resource { owner { roles } usages { items { resource { ... on Module { owner { name } history { versions { author { name } } } } } } } } } } } } } } }';
  const trustedDeep = gatewayLimits(new PersistedDocuments({ [`sha256:${sha256(deep)}`]: deep }));
  assert.match(validate(schema, parse(deep), [...specifiedRules, ...trustedDeep.validationRules]).map((e) => e.message).join('\n'), /depth/i);
});

test('each operation is logged with its name, type, time and error count', async () => {
  logged.length = 0;
  await post({ query: 'query Timed { me { user { email } } }' });
  await post({ query: 'query Failing { module(id: "ffffffffffffffffffffffff") { id } }' });
  const timed = logged.find((entry) => entry.operation === 'Timed');
  assert.ok(timed, JSON.stringify(logged));
  assert.equal(timed.type, 'query');
  assert.equal(timed.errors, 0);
  assert.equal(typeof timed.ms, 'number');
  assert.equal(logged.find((entry) => entry.operation === 'Failing')?.errors, 1);
});

test("README's GraphQL limits line states the limits the gateway enforces", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('- Limits: depth'));
  assert.ok(line, 'README has the limits line');
  const number = (n: number) => n.toLocaleString('en-GB');
  assert.ok(line.includes(`depth ${LIMITS.maxDepth},`), line);
  assert.ok(line.includes(`${LIMITS.maxAliases} aliases`), line);
  assert.ok(line.includes(`${number(LIMITS.maxTokens)} tokens`), line);
  assert.ok(line.includes(`cost ${number(LIMITS.maxCost)}`), line);
});
