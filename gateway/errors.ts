/**
 * The one place where errors become GraphQL errors: a model DomainError keeps its code
 * (`extensions.code` is the DomainError code verbatim) and its message; GraphQL's own client errors
 * (parse, validation, bad variables) pass through; anything else is logged and answered as
 * INTERNAL_SERVER_ERROR with a generic message.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../rest/model/errors.ts';
import type { GatewayContext } from './context.ts';

export const INTERNAL_MESSAGE = 'Internal server error';

/** The extensions of a DomainError, shared by field errors and request-level (context) errors. */
function domainExtensions(error: DomainError): Record<string, unknown> {
  return { code: error.code, ...(error.details ? { details: error.details } : {}) };
}

/**
 * A DomainError raised before execution (while building the context, e.g. no valid actor) as a
 * GraphQLError whose HTTP status is the DomainError's status.
 */
export function requestError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { ...domainExtensions(error), http: { status: error.status } },
  });
}

/** Follows originalError down to what was thrown first. */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 10 && current instanceof GraphQLError && current.originalError; depth++) {
    current = current.originalError;
  }
  return current;
}

/** Apollo Server's formatError. */
export function makeFormatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const where = { ...(formatted.locations ? { locations: formatted.locations } : {}), ...(formatted.path ? { path: formatted.path } : {}) };
    const cause = rootCause(error);
    if (cause instanceof DomainError) {
      return { message: cause.message, ...where, extensions: domainExtensions(cause) };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    log.error({ err: cause, path: formatted.path }, `graphql: ${formatted.message}`);
    return { message: INTERNAL_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Every error of an answer carries the request's id (`extensions.requestId`), as REST error bodies do: a user's report can quote it. */
export const requestIdInErrors: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart({ contextValue }) {
    const { requestId } = contextValue;
    return {
      async willSendResponse({ response }) {
        if (!requestId || response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({ ...error, extensions: { ...error.extensions, requestId } }));
      },
    };
  },
};
