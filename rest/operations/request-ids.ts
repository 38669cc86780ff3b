/**
 * Every request has an id: the caller's X-Request-Id when it is well formed (a proxy or client that
 * already traced the request), else a new UUID. It is on every log line of the request (Fastify's
 * request logger, field `reqId`), in the X-Request-Id answer header, and in every JSON error
 * body, so that a user's report can be traced to the log.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** what an incoming id may be: short, and nothing a log or a header would have to escape */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$/;

/** The Fastify options that name requests (given to Fastify() when the app is made). */
export const requestIdOptions = {
  // the header is read by genReqId, which checks it first
  requestIdHeader: false,
  genReqId: (request: IncomingMessage): string => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  },
} as const;

function isErrorBody(status: number, payload: unknown): payload is Record<string, unknown> {
  return status >= 400 && typeof payload === 'object' && payload !== null && 'statusCode' in payload && 'message' in payload;
}

export function registerRequestIds(app: FastifyInstance): void {
  // first of the request's hooks, so that an answer made by any later one carries it too; both run on
  // every request and do no I/O, so they are callback hooks (an async one costs a promise each time)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    done(null, isErrorBody(reply.statusCode, payload) ? { ...payload, requestId: request.id } : payload);
  });
}
