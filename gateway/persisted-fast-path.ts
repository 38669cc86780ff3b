/**
 * The app's own persisted queries answered without Apollo's HTTP pipeline, when the answer is the
 * regular one. Apollo awaits a step per plugin hook and per stage around the executor; under load
 * more requests are then in flight, each holding its rows, and the products table cost about as much
 * again in that pipeline and the collector as in its execution (bench/RESULTS.md, "GraphQL").
 *
 * What Apollo's pipeline does for such a request is done here too, and anything else goes to Apollo
 * untouched: the document is validated once with the same rules (the limits included); the context
 * is the same (the actor through the model, the request's logger and id); the same plugins' hooks run
 * (the operation log line, the metrics, the read-token check); the answer has the content type Apollo
 * would choose. Only a POST of a known hash without its text, with JSON variables and a query the
 * plain walk answers without giving up, is answered here; an error of any kind (no actor, bad
 * variables, a failing field) is Apollo's to answer, which parses, validates and executes it again.
 *
 * The plugins' requests start once, here, whoever answers: when Apollo takes over a request this path
 * started, Apollo gets the same context and, from each plugin, the listener started here (without the
 * hooks this path ran already), so a plugin counts and times the request once, from its real start.
 */
import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { getVariableValues, parse, specifiedRules, validate, type GraphQLSchema, type OperationDefinitionNode, type ValidationRule } from 'graphql';
import type { GatewayContext } from './context.ts';
import type { PersistedDocuments } from './persisted-documents.ts';
import { PlainQuery } from './plain-execution.ts';

/** The content type Apollo answers for each Accept header a client of ours sends (its own negotiation, for these values). */
const CONTENT_TYPE_BY_ACCEPT = new Map<string | undefined, string>([
  [undefined, 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
  // Apollo Client's HttpLink
  ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
  ['application/graphql-response+json', 'application/graphql-response+json; charset=utf-8'],
]);

/** The hooks a request listener may have for this path to stand in for Apollo's pipeline: any other hook sends the request to Apollo. */
const HOOKS_RUN_HERE = new Set(['didResolveOperation', 'didEncounterErrors', 'willSendResponse']);

interface Prepared {
  query: PlainQuery;
  operation: OperationDefinitionNode;
  source: string;
}

interface PersistedBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } };
}

export interface FastPathOptions {
  schema: GraphQLSchema;
  persisted: PersistedDocuments;
  validationRules: ValidationRule[];
  /** the plugins Apollo runs, in its order */
  plugins: ApolloServerPlugin<GatewayContext>[];
  context: (request: FastifyRequest) => Promise<GatewayContext>;
}

type Listener = GraphQLRequestListener<GatewayContext>;
type Plugin = ApolloServerPlugin<GatewayContext>;

/** On a context this path made, the listeners it started by plugin, for Apollo when it takes the request over (Apollo copies the context, symbols included). */
const STARTED = Symbol('the plugins\' listeners the fast path started');
type Started = Map<Plugin, Listener | undefined>;
const startedOn = (contextValue: GatewayContext) => (contextValue as { [STARTED]?: Started })[STARTED];

/** `plugin` as Apollo runs it: a request this path started gets the listener started here instead of a second one. */
function resumingStarted(plugin: Plugin): Plugin {
  const { requestDidStart } = plugin;
  if (!requestDidStart) return plugin;
  const resuming: Plugin = Object.create(plugin);
  resuming.requestDidStart = async (requestContext) => {
    const started = startedOn(requestContext.contextValue);
    return started?.has(plugin) ? started.get(plugin) : requestDidStart.call(plugin, requestContext);
  };
  return resuming;
}

/** A listener for Apollo to go on with: a hook this path ran is not run again (one that threw throws the same again, for Apollo to answer). */
function goingOn(listener: Listener, ran: { hook: 'didResolveOperation'; threw?: unknown } | undefined): Listener {
  if (!ran) return listener;
  const { threw } = ran;
  return { ...listener, [ran.hook]: threw === undefined ? undefined : () => Promise.reject(threw) };
}

export function persistedFastPath(options: FastPathOptions) {
  const { schema, persisted } = options;
  /** requests this path started and gave up on, with the context their listeners were started with */
  const handedOver = new WeakMap<FastifyRequest, GatewayContext>();
  const prepared = new Map<string, Prepared | null>();
  const rules = [...specifiedRules, ...options.validationRules];

  /** the hash's document planned for the plain walk, once; null when Apollo must answer it */
  const prepare = (hash: string, operationName: string | undefined): Prepared | null => {
    const key = `${hash}:${operationName ?? ''}`;
    let found = prepared.get(key);
    if (found === undefined) {
      found = null;
      const source = persisted.source(hash);
      const document = source === undefined ? undefined : parse(source);
      if (source !== undefined && document && validate(schema, document, rules).length === 0) {
        const query = PlainQuery.plan(schema, document, operationName);
        const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName));
        if (query && operation) found = { query, operation, source };
      }
      prepared.set(key, found);
    }
    return found;
  };

  /** The answer's text, or undefined: Apollo answers the request. */
  async function answer(request: FastifyRequest): Promise<{ body: string; contentType: string } | undefined> {
    if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json')) return undefined;
    const contentType = CONTENT_TYPE_BY_ACCEPT.get(request.headers.accept);
    const body = request.body as PersistedBody | undefined;
    const hash = body?.extensions?.persistedQuery?.sha256Hash;
    if (!contentType || !body || body.query !== undefined || typeof hash !== 'string') return undefined;
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const variables = body.variables ?? {};
    if ((body.operationName !== undefined && body.operationName !== null && operationName === undefined) || typeof variables !== 'object' || variables === null || Array.isArray(variables)) return undefined;
    const plan = prepare(hash, operationName);
    if (!plan) return undefined;
    const coerced = getVariableValues(schema, plan.query.variableDefinitions, variables as Record<string, unknown>);
    if (coerced.errors) return undefined;
    let contextValue: GatewayContext;
    try {
      contextValue = await options.context(request);
    } catch {
      return undefined;
    }
    // as much of Apollo's request context as the plugins read
    const requestContext = {
      contextValue,
      request: { operationName, variables, extensions: body.extensions },
      source: plan.source,
      operation: plan.operation,
      operationName: plan.operation.name?.value ?? null,
      response: { body: { kind: 'single', singleResult: {} }, http: { headers: new Map(), status: undefined } },
    } as unknown as GraphQLRequestContext<GatewayContext>;
    const started: Started = new Map();
    for (const plugin of options.plugins) if (plugin.requestDidStart) started.set(plugin, (await plugin.requestDidStart(requestContext as never)) ?? undefined);
    const listeners = [...started.values()].filter((listener) => listener !== undefined);
    /** Apollo answers, going on with the listeners started here; `ran` says which ran a hook already */
    const handOver = (ran = new Map<Listener, { hook: 'didResolveOperation'; threw?: unknown }>()) => {
      for (const [plugin, listener] of started) started.set(plugin, listener && goingOn(listener, ran.get(listener)));
      (contextValue as { [STARTED]?: Started })[STARTED] = started;
      handedOver.set(request, contextValue);
      return undefined;
    };
    if (listeners.some((listener) => Object.keys(listener).some((hook) => !HOOKS_RUN_HERE.has(hook)))) return handOver();
    const ran = new Map<Listener, { hook: 'didResolveOperation'; threw?: unknown }>();
    for (const listener of listeners) {
      if (!listener.didResolveOperation) continue;
      try {
        await listener.didResolveOperation(requestContext as never);
        ran.set(listener, { hook: 'didResolveOperation' });
      } catch (error) {
        ran.set(listener, { hook: 'didResolveOperation', threw: error });
        return handOver(ran);
      }
    }
    const data = await plan.query.execute(contextValue, coerced.coerced);
    if (!data) return handOver(ran);
    (requestContext.response.body as { singleResult: { data: unknown } }).singleResult.data = data;
    for (const listener of listeners) await listener.willSendResponse?.(requestContext as never);
    return { body: `${JSON.stringify({ data })}\n`, contentType };
  }

  return {
    answer,
    /** the plugins for Apollo: each goes on with the listener this path started for a request it handed over */
    apolloPlugins: options.plugins.map(resumingStarted),
    /** the context for Apollo: the one this path made for a request it handed over, else a new one */
    apolloContext: async (request: FastifyRequest) => handedOver.get(request) ?? options.context(request),
  };
}
