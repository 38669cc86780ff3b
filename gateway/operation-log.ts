/**
 * One structured log line per GraphQL operation: its name and type, how long it took, and how many
 * errors it answered, so slow or failing operations show in the log without a tracing service.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayContext } from './context.ts';

export function operationLog(log: FastifyBaseLogger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      // the request's own logger puts its request id on the line
      const lineLog = contextValue.log ?? log;
      let errors = 0;
      return {
        async didEncounterErrors({ errors: encountered }) {
          errors += encountered.length;
        },
        async willSendResponse({ operationName, operation, request }) {
          lineLog.info(
            {
              graphql: {
                operation: operationName ?? operation?.name?.value ?? null,
                type: operation?.operation ?? null,
                persisted: Boolean(request.extensions?.persistedQuery),
                ms: Math.round((performance.now() - started) * 100) / 100,
                errors,
              },
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
