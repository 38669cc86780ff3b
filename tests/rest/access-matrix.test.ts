// Permissions on every path (issue 7 §5). The routes are read from Fastify as it registered them
// (JoineryApp.routes), not from a list, and every GraphQL field with an ID argument from the schema;
// each must have its four cases: signed out, another workspace, a member it is not shared with, and
// read-only (a read grant on a resource; a read-scoped API token elsewhere). A route or field added
// later without them fails here, naming itself. The kinds' own REST routes, whose cases follow from
// their shape, are tests/rest/access-matrix-kinds.test.ts (so the two files run side by side); the
// world and the REST cases are tests/rest/access-matrix/.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { buildSchema } from '../../gateway/gateway.plugin.ts';
import type { SampleCollection } from '../support/samples.ts';
import { samples, send, server, setUpMatrix, taskId, type RouteCases, type Who } from './access-matrix/fixture.ts';
import { casesOf, checkRoutes, isKindRoute } from './access-matrix/rest-cases.ts';

beforeAll(setUpMatrix);
afterAll(() => server.close());

describe('every REST route', () => {
  test('is registered with its declared access, and every route other than the kinds’ has its four permission cases', async () => {
    const routes = server.routes();
    assert.ok(routes.length > 300, `${routes.length} routes`);
    assert.ok(routes.some(isKindRoute) && routes.some((route) => !isKindRoute(route)), 'the two files share the routes');
    await checkRoutes((route) => !isKindRoute(route));
  }, 300_000);

  test('a route added without cases is caught (the test above would fail naming it)', () => {
    assert.match(casesOf({ method: 'GET', url: '/api/not-planned/figures', access: 'signedIn', queryToken: false, schema: {}, hidden: false }) as string, /no permission cases for GET \/api\/not-planned\/figures/);
  });
});

// ------------------------------------------------------------------------------------------------
// GraphQL: every field that takes an id
// ------------------------------------------------------------------------------------------------

type GqlCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST' | 'OK';
type GqlCase = { who: Who; query: string; variables?: Record<string, unknown>; expect: GqlCode; check?: (data: any) => void } | { na: string };
type GqlCases = Record<keyof RouteCases, GqlCase>;

const HAND_WRITTEN_GRAPHQL_CASES: Record<string, GqlCases> = {
  'Mutation.switchWorkspace': {
    unauthenticated: { who: 'anonymous', query: 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }', expect: 'UNAUTHENTICATED' },
    foreignWorkspace: { who: 'foreign', query: 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }', expect: 'FORBIDDEN' },
    unshared: { na: 'a guest of the workspace is a member of it and may work in it' },
    readOnly: { who: 'readToken', query: 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }', expect: 'FORBIDDEN' },
  },
  'Subscription.resourceChanged': {
    unauthenticated: { na: 'subscriptions run over WebSocket: tests/gateway/subscriptions.test.ts closes a signed-out socket (4401)' },
    foreignWorkspace: { na: 'subscriptions run over WebSocket: tests/gateway/subscriptions.test.ts answers NOT_FOUND for what the subscriber may not read' },
    unshared: { na: 'subscriptions run over WebSocket: tests/gateway/subscriptions.test.ts answers NOT_FOUND for what the subscriber may not read' },
    readOnly: { na: 'following a resource is a read' },
  },
};

/** The batch tool that takes ids: adding a label to the sample module (readable by the reader only). */
function labelGraphqlCases(): Record<string, GqlCases> {
  const add = (who: Who, expect: GqlCode): GqlCase => ({ who, query: `mutation { addLabel(list: categories, name: "matrix", ids: ["${samples.modules.id}"]) { errors { code } } }`, expect });
  return {
    'Mutation.addLabel': { unauthenticated: add('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: add('foreign', 'NOT_FOUND'), unshared: add('stranger', 'NOT_FOUND'), readOnly: add('reader', 'FORBIDDEN') },
  };
}

/** Saving a configurator's offer writes the sample configurator (readable by the reader only) and its product. */
function configuratorGraphqlCases(): Record<string, GqlCases> {
  const offer = (who: Who, expect: GqlCode): GqlCase => ({
    who,
    query: `mutation { offerProduct(id: "${samples.publishedconfigurators.id}", product: { id: "${samples.products.id}", version: 1, patch: { name: "matrix" } }) { errors { code } } }`,
    expect,
  });
  return {
    'Mutation.offerProduct': { unauthenticated: offer('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: offer('foreign', 'NOT_FOUND'), unshared: offer('stranger', 'NOT_FOUND'), readOnly: offer('reader', 'FORBIDDEN') },
  };
}

/** Production (issue 19): staff only, on the sample order (readable by the reader, a guest, only). */
function productionGraphqlCases(): Record<string, GqlCases> {
  const batches = (who: Who, expect: GqlCode): GqlCase => ({ who, query: `{ orderWorkBatches(orderId: "${samples.orders.id}") { order } }`, expect });
  const status = (who: Who, expect: GqlCode): GqlCase => ({ who, query: `mutation { setWorkBatchStatus(id: "${samples.workbatches.id}", status: done) { errors { code } } }`, expect });
  return {
    'Query.orderWorkBatches': { unauthenticated: batches('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: batches('foreign', 'NOT_FOUND'), unshared: batches('stranger', 'FORBIDDEN'), readOnly: batches('readToken', 'OK') },
    'Mutation.setWorkBatchStatus': { unauthenticated: status('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: status('foreign', 'NOT_FOUND'), unshared: status('stranger', 'FORBIDDEN'), readOnly: status('reader', 'FORBIDDEN') },
  };
}

/** Tasks and the bell (issue 21): the admin's waiting task; another's task is not found, a read token changes nothing. */
function tasksGraphqlCases(): Record<string, GqlCases> {
  const at = (query: string) => (who: Who, expect: GqlCode): GqlCase => ({ who, query, expect });
  const cases = (query: string, readOnly: GqlCode): GqlCases => {
    const make = at(query);
    return { unauthenticated: make('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: make('foreign', 'NOT_FOUND'), unshared: make('stranger', 'NOT_FOUND'), readOnly: make('readToken', readOnly) };
  };
  const own = (field: string): GqlCases => {
    const make = at(`mutation { ${field}(ids: ["${taskId}"]) }`);
    const none = (who: Who): GqlCase => ({ ...make(who, 'OK'), check: (data) => assert.equal(data[field], 0) });
    return { unauthenticated: make('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: none('foreign'), unshared: none('stranger'), readOnly: make('readToken', 'FORBIDDEN') };
  };
  return {
    'Query.task': cases(`{ task(id: "${taskId}") { id } }`, 'OK'),
    'Mutation.cancelTask': cases(`mutation { cancelTask(id: "${taskId}") { errors { code } } }`, 'FORBIDDEN'),
    'Mutation.restartTask': cases(`mutation { restartTask(id: "${taskId}") { errors { code } } }`, 'FORBIDDEN'),
    'Mutation.reportTask': cases(`mutation { reportTask(id: "${taskId}") { errors { code } } }`, 'FORBIDDEN'),
    'Mutation.markNotificationsRead': own('markNotificationsRead'),
    'Mutation.clearNotifications': own('clearNotifications'),
  };
}

/** The superadmin space's mutations: NOT_FOUND for anyone but a superadmin; a read token may change nothing. */
function superadminGraphqlCases(): Record<string, GqlCases> {
  const mutations = {
    'Mutation.setWorkspacePlan': 'mutation { setWorkspacePlan(alias: "birch", plan: ENTERPRISE) { errors { code } } }',
    'Mutation.suspendWorkspace': 'mutation { suspendWorkspace(alias: "birch") { errors { code } } }',
    'Mutation.resumeWorkspace': 'mutation { resumeWorkspace(alias: "birch") { errors { code } } }',
    'Mutation.superadminCancelTask': `mutation { superadminCancelTask(id: "${taskId}") { errors { code } } }`,
    'Mutation.superadminRestartTask': `mutation { superadminRestartTask(id: "${taskId}") { errors { code } } }`,
  };
  return Object.fromEntries(
    Object.entries(mutations).map(([field, query]) => [
      field,
      { unauthenticated: { who: 'anonymous', query, expect: 'UNAUTHENTICATED' }, foreignWorkspace: { who: 'foreign', query, expect: 'NOT_FOUND' }, unshared: { who: 'admin', query, expect: 'NOT_FOUND' }, readOnly: { who: 'readToken', query, expect: 'FORBIDDEN' } },
    ]),
  );
}

const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);

/** Applying a theme to the current workspace (the staff app's colours): admins and editors, with a theme they may read. */
function themeGraphqlCases(): Record<string, GqlCases> {
  const apply = (who: Who, expect: GqlCode, themeId = samples.themes.id): GqlCase => ({ who, query: `mutation { applyTheme(themeId: "${themeId}") { errors { code } } }`, expect });
  return {
    'Mutation.applyTheme': {
      unauthenticated: apply('anonymous', 'UNAUTHENTICATED'),
      // a theme of another workspace is no theme to name, the same answer whether it exists or not (like a reference in a document)
      foreignWorkspace: apply('foreign', 'BAD_REQUEST'),
      // guests may read the theme (the reader) or not (the stranger): neither may colour the workspace with it
      unshared: apply('stranger', 'FORBIDDEN'),
      readOnly: apply('reader', 'FORBIDDEN'),
    },
  };
}

/**
 * The cases of every kind's GraphQL fields that take an id, from the registry like the REST kind
 * routes: a read the reader (a read grant) may make and nobody else may; writes the reader may not
 * make either. The sample is readable by READER only (beforeAll).
 */
function kindGraphqlCases(): Record<string, GqlCases> {
  const cases: Record<string, GqlCases> = {};
  for (const kind of KINDS) {
    const id = () => samples[kind.collection as SampleCollection].id;
    const one = kind.one;
    const read = (who: Who, multiWorkspace = false) => `{ ${lowerFirst(one)}(id: "${id()}"${multiWorkspace ? ', multiWorkspace: true' : ''}) { id } }`;
    cases[`Query.${lowerFirst(one)}`] = {
      unauthenticated: { who: 'anonymous', query: read('anonymous'), expect: 'UNAUTHENTICATED' },
      foreignWorkspace: { who: 'foreign', query: read('foreign', true), expect: 'NOT_FOUND' },
      unshared: { who: 'stranger', query: read('stranger'), expect: 'NOT_FOUND' },
      readOnly: { who: 'reader', query: read('reader'), expect: 'OK', check: (data) => assert.equal(data[lowerFirst(one)]?.id, id()) },
    };
    const writes: Record<string, (id: string) => { query: string; variables?: Record<string, unknown> }> = {
      [`update${one}`]: (rid) => ({
        query: `mutation($document: ${one}DocumentInput!) { update${one}(id: "${rid}", document: $document) { errors { code } } }`,
        variables: { document: samples[kind.collection as SampleCollection].document },
      }),
      [`patch${one}`]: (rid) => ({ query: `mutation { patch${one}(id: "${rid}", patch: {}) { errors { code } } }` }),
      [`duplicate${one}`]: (rid) => ({ query: `mutation { duplicate${one}(id: "${rid}") { errors { code } } }` }),
      [`delete${one}`]: (rid) => ({ query: `mutation { delete${one}(id: "${rid}") { errors { code } } }` }),
      [`delete${one}Version`]: (rid) => ({ query: `mutation { delete${one}Version(id: "${rid}", version: 1) { errors { code } } }` }),
      [`copy${one}Version`]: (rid) => ({ query: `mutation { copy${one}Version(id: "${rid}", head: 1, from: 1) { errors { code } } }` }),
      [`merge${one}Versions`]: (rid) => ({ query: `mutation { merge${one}Versions(id: "${rid}", head: 1, a: 1, b: 1) { errors { code } } }` }),
      [`tag${one}Version`]: (rid) => ({ query: `mutation { tag${one}Version(id: "${rid}", version: 1, tag: "matrix") { errors { code } } }` }),
      [`share${one}`]: (rid) => ({ query: `mutation { share${one}(id: "${rid}", sharing: { public: true, grants: [] }) { errors { code } } }` }),
    };
    for (const [field, make] of Object.entries(writes)) {
      const at = (who: Who, expect: GqlCode): GqlCase => ({ who, ...make(id()), expect });
      cases[`Mutation.${field}`] = {
        unauthenticated: at('anonymous', 'UNAUTHENTICATED'),
        foreignWorkspace: at('foreign', 'NOT_FOUND'),
        unshared: at('stranger', 'NOT_FOUND'),
        readOnly: at('reader', 'FORBIDDEN'),
      };
    }
  }
  return cases;
}

/**
 * `resource(collection, id)` (the version history's reader of any kind): one query asking for the sample
 * of every kind at once, so each kind's rule is met through it.
 */
function resourceGraphqlCases(): Record<string, GqlCases> {
  const read = (multiWorkspace = false) =>
    `{ ${KINDS.map((kind) => `${lowerFirst(kind.one)}: resource(collection: "${kind.collection}", id: "${samples[kind.collection as SampleCollection].id}"${multiWorkspace ? ', multiWorkspace: true' : ''}) { id }`).join(' ')} }`;
  return {
    'Query.resource': {
      unauthenticated: { who: 'anonymous', query: read(), expect: 'UNAUTHENTICATED' },
      foreignWorkspace: { who: 'foreign', query: read(true), expect: 'NOT_FOUND' },
      unshared: { who: 'stranger', query: read(), expect: 'NOT_FOUND' },
      readOnly: {
        who: 'reader',
        query: read(),
        expect: 'OK',
        check: (data) => {
          for (const kind of KINDS) assert.equal(data[lowerFirst(kind.one)]?.id, samples[kind.collection as SampleCollection].id, kind.collection);
        },
      },
    },
  };
}

/** An answer's code: a GraphQL error's, else the first payload error's (mutations answer mistakes there), else OK. */
function gqlCode(body: any): GqlCode | string {
  const thrown = body?.errors?.[0]?.extensions?.code;
  if (thrown) return thrown;
  const payload = Object.values(body?.data ?? {})[0] as { errors?: { code: string }[] } | null | undefined;
  return payload?.errors?.[0]?.code ?? 'OK';
}

function idFields(): string[] {
  const schema = buildSchema();
  const names: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (field.args.some((arg) => getNamedType(arg.type).name === 'ID')) names.push(`${root.name}.${field.name}`);
    }
  }
  return names;
}

test('every GraphQL field that takes an id has its four permission cases', async () => {
  const fields = idFields();
  assert.ok(fields.includes('Mutation.switchWorkspace'));
  const graphqlCases = { ...kindGraphqlCases(), ...labelGraphqlCases(), ...configuratorGraphqlCases(), ...resourceGraphqlCases(), ...themeGraphqlCases(), ...productionGraphqlCases(), ...tasksGraphqlCases(), ...superadminGraphqlCases(), ...HAND_WRITTEN_GRAPHQL_CASES };
  const problems: string[] = fields.filter((f) => !graphqlCases[f]).map((f) => `no permission cases for GraphQL ${f}: add them to tests/rest/access-matrix.test.ts`);
  for (const field of fields.filter((f) => graphqlCases[f])) {
    for (const [name, c] of Object.entries(graphqlCases[field])) {
      if ('na' in c) continue;
      const reply = await send(c.who, { method: 'POST', path: '/graphql', body: { query: c.query, variables: c.variables } });
      const code = gqlCode(reply.body);
      if (code !== c.expect) problems.push(`GraphQL ${field} [${name}: ${c.who}] → ${code} ${JSON.stringify(reply.body).slice(0, 160)}, expected ${c.expect}`);
      else c.check?.(reply.body.data);
    }
  }
  assert.deepEqual(problems, []);
});
