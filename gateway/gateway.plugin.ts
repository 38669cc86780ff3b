/**
 * The GraphQL gateway: Apollo Server on the Fastify app at GET and POST /graphql, and subscriptions
 * over graphql-ws on the same path.
 *
 *   await registerGateway(app, { model, actorOf: async (request) => actor });
 *
 * Resolvers are thin: every field calls the resource model with the request's actor, so REST and
 * GraphQL cannot disagree about rules or permissions. Every operation needs a signed-in user
 * (introspection included); limits are checked before any resolver runs (gateway/limits.ts).
 */
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled, ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { DomainError } from '../rest/model/errors.ts';
import type { Model } from '../rest/model/model.ts';
import { gatewayContext, type GatewayContext } from './context.ts';
import { makeFormatError, requestError, requestIdInErrors } from './errors.ts';
import { registerExplorer } from './explorer.ts';
import { jitExecution } from './jit-executor.ts';
import { gatewayLimits } from './limits.ts';
import { registerSubscriptions, type ActorOf } from './live/ws-server.ts';
import { operationLog } from './operation-log.ts';
import { PersistedDocuments } from './persisted-documents.ts';
import { persistedFastPath } from './persisted-fast-path.ts';
import { resolvers } from './resolvers/index.ts';
import { loadTypeDefs } from './schema.ts';

export const GRAPHQL_PATH = '/graphql';

export interface GatewayOptions {
  model: Model;
  /** the acting user of a request (HTTP or WebSocket upgrade); a DomainError (e.g. UNAUTHENTICATED) answers with its code and status */
  actorOf: ActorOf;
  /** the address users reach; a WebSocket's Origin may be it */
  publicUrl?: string;
  /** more Apollo plugins (the metrics' one) */
  plugins?: ApolloServerPlugin<GatewayContext>[];
}

/** A read-scoped API token may query, never mutate (REST refuses its writes by method; GraphQL by operation). */
const readTokensOnlyQuery: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation === 'mutation' && contextValue.actor.scope === 'read') {
          throw new GraphQLError('This API token may only read (scope read): use a read-write token to change things', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        }
      },
    };
  },
};

let builtSchema: ReturnType<typeof makeExecutableSchema<GatewayContext>> | undefined;

/** The gateway's schema. Its SDL and resolvers are fixed, so a process that starts several servers (a test worker) builds it once. */
export function buildSchema() {
  // without the SDL's source locations: its tokens and locations held some 3 MB for as long as the server runs
  return (builtSchema ??= makeExecutableSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers, noLocation: true }));
}

const apolloLogger = (log: FastifyBaseLogger) => ({
  debug: (message?: unknown) => log.debug(String(message)),
  info: (message?: unknown) => log.info(String(message)),
  warn: (message?: unknown) => log.warn(String(message)),
  error: (message?: unknown) => log.error(String(message)),
});

/** What answers GraphQL requests, built once per server (gatewayOf). */
interface Gateway {
  schema: ReturnType<typeof buildSchema>;
  limits: ReturnType<typeof gatewayLimits>;
  apollo: ApolloServer<GatewayContext>;
  handle: (request: FastifyRequest, reply: FastifyReply, route: unknown) => Promise<unknown>;
}

async function buildGateway(app: FastifyInstance, options: GatewayOptions): Promise<Gateway> {
  const schema = buildSchema();
  const persisted = PersistedDocuments.load();
  const limits = gatewayLimits(persisted);
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    ApolloServerPluginUsageReportingDisabled(),
    // answers are per user and never cached; the cache-control plugin would also wrap every resolver
    ApolloServerPluginCacheControlDisabled(),
    // GET /graphql in a browser is the explorer (gateway/explorer.ts)
    ApolloServerPluginLandingPageDisabled(),
    ...limits.plugins,
    operationLog(app.log),
    requestIdInErrors,
    readTokensOnlyQuery,
    ...(options.plugins ?? []),
  ];
  const context = async (request: FastifyRequest): Promise<GatewayContext> => {
    try {
      return { ...gatewayContext(options.model, await options.actorOf(request)), log: request.log, requestId: request.id };
    } catch (error) {
      throw error instanceof DomainError ? requestError(error) : error;
    }
  };
  // the app's persisted queries, when they answer without error, skip Apollo's pipeline (gateway/persisted-fast-path.ts)
  const fastPath = persistedFastPath({ schema, persisted, validationRules: limits.validationRules, plugins, context });
  const apollo = new ApolloServer<GatewayContext>({
    // the schema, executed by graphql-jit (gateway/jit-executor.ts)
    gateway: jitExecution(schema),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // the Fastify app owns the process lifecycle; Apollo stops when the app closes
    stopOnTerminationSignals: false,
    formatError: makeFormatError(app.log),
    logger: apolloLogger(app.log),
    persistedQueries: { cache: persisted.cache(), ttl: null },
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    plugins: fastPath.apolloPlugins,
  });
  await apollo.start();
  const apolloHandler = fastifyApolloHandler(apollo, { context: fastPath.apolloContext });
  const handle = async (request: FastifyRequest, reply: FastifyReply, route: unknown) => {
    const fast = await fastPath.answer(request);
    if (!fast) return apolloHandler.call(route as never, request, reply);
    void reply.header('content-type', fast.contentType);
    return fast.body;
  };
  return { schema, limits, apollo, handle };
}

/**
 * The gateway is built after the server listens, not before: its schema and Apollo's start are about a
 * fifth of a start's CPU, and the REST API, the health checks and the web app need neither, so a restart
 * answers them that much sooner. A GraphQL request or subscription that arrives first waits for the build.
 */
export async function registerGateway(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  let built: Promise<Gateway> | undefined;
  // a build that failed is tried again by the next request rather than kept as its answer
  const gatewayOf = () =>
    (built ??= buildGateway(app, options).catch((error: unknown) => {
      built = undefined;
      throw error;
    }));
  app.addHook('onListen', async () => {
    setImmediate(() => gatewayOf().catch((error: unknown) => app.log.error({ err: error }, 'the GraphQL gateway could not be built')));
  });
  app.addHook('onClose', async () => {
    const gateway = await built?.catch(() => undefined);
    await gateway?.apollo.stop();
  });

  await registerExplorer(app, { path: GRAPHQL_PATH, actorOf: options.actorOf });
  app.route({
    method: ['GET', 'POST'],
    url: GRAPHQL_PATH,
    async handler(request, reply) {
      return (await gatewayOf()).handle(request, reply, this);
    },
  });
  registerSubscriptions(app, { gateway: gatewayOf, model: options.model, actorOf: options.actorOf, path: GRAPHQL_PATH, publicUrl: options.publicUrl });
}
