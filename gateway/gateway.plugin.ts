/**
 * The GraphQL gateway: Apollo Server on the Fastify app, at GET and POST /graphql.
 *
 *   await registerGateway(app, { model, actorOf: async (request) => actor });
 *
 * Resolvers are thin: every field calls the resource model with the request's actor, so REST and
 * GraphQL cannot disagree about rules or permissions. Introspection is on.
 */
import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Actor } from '../rest/model/actor.ts';
import { DomainError } from '../rest/model/errors.ts';
import type { Model } from '../rest/model/model.ts';
import type { ApolloServerPlugin } from '@apollo/server';
import type { HasHeaders } from '../rest/routes/actor.ts';
import type { GatewayContext } from './context.ts';
import { makeFormatError, requestError } from './errors.ts';
import { resolvers } from './resolvers/index.ts';
import { loadTypeDefs } from './schema.ts';

export interface GatewayOptions {
  model: Model;
  /**
   * the acting user of a request (a FastifyRequest, or a raw IncomingMessage for WebSocket upgrades);
   * a DomainError (e.g. UNAUTHENTICATED) answers with its code and status
   */
  actorOf: (request: HasHeaders) => Promise<Actor>;
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

export function buildSchema() {
  return makeExecutableSchema<GatewayContext>({ typeDefs: loadTypeDefs(), resolvers });
}

const apolloLogger = (log: FastifyBaseLogger) => ({
  debug: (message?: unknown) => log.debug(String(message)),
  info: (message?: unknown) => log.info(String(message)),
  warn: (message?: unknown) => log.warn(String(message)),
  error: (message?: unknown) => log.error(String(message)),
});

export async function registerGateway(app: FastifyInstance, options: GatewayOptions): Promise<void> {
  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // the Fastify app owns the process lifecycle; Apollo stops when the app closes
    stopOnTerminationSignals: false,
    formatError: makeFormatError(app.log),
    logger: apolloLogger(app.log),
    plugins: [readTokensOnlyQuery],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST'],
    context: async (request): Promise<GatewayContext> => {
      try {
        return { model: options.model, actor: await options.actorOf(request) };
      } catch (error) {
        throw error instanceof DomainError ? requestError(error) : error;
      }
    },
  });
}
