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
 * variables, a failing field) is Apollo's to answer, which runs the request again from the start.
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

export function persistedFastPath(options: FastPathOptions) {
  const { schema, persisted } = options;
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
  return async function answer(request: FastifyRequest): Promise<{ body: string; contentType: string } | undefined> {
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
    const listeners: GraphQLRequestListener<GatewayContext>[] = [];
    for (const plugin of options.plugins) {
      const listener = await plugin.requestDidStart?.(requestContext as never);
      if (listener) listeners.push(listener);
    }
    if (listeners.some((listener) => Object.keys(listener).some((hook) => !HOOKS_RUN_HERE.has(hook)))) return undefined;
    try {
      for (const listener of listeners) await listener.didResolveOperation?.(requestContext as never);
    } catch {
      return undefined;
    }
    const data = await plan.query.execute(contextValue, coerced.coerced);
    if (!data) return undefined;
    (requestContext.response.body as { singleResult: { data: unknown } }).singleResult.data = data;
    for (const listener of listeners) await listener.willSendResponse?.(requestContext as never);
    return { body: `${JSON.stringify({ data })}\n`, contentType };
  };
}
