/**
 * Subscriptions over graphql-ws, on the same path as HTTP (/graphql). The socket acts as the user of
 * its upgrade request (the same `actorOf` as HTTP, so the same session cookie); a browser's Origin must
 * be this server's own; a signed-out socket is closed with 4401 and a reason that says so.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { parse, specifiedRules, validate, type GraphQLError, type GraphQLSchema, type ParseOptions, type ValidationRule } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Actor } from '../../rest/model/identity/actor.ts';
import { DomainError } from '../../rest/model/errors.ts';
import type { Model } from '../../rest/model/model.ts';
import { gatewayContext, type GatewayContext } from '../context.ts';

export type ActorOf = (request: { headers: IncomingHttpHeaders }) => Promise<Actor>;

export const SIGNED_OUT_REASON = 'Unauthorized: sign in to use subscriptions';

/** Whether a browser's Origin is this server (its Host) or the configured public address. */
export function sameOrigin(headers: IncomingHttpHeaders, publicUrl: string | undefined): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true; // not a browser: cross-site socket hijacking needs one
  try {
    const { host } = new URL(origin);
    return host === headers.host || (publicUrl !== undefined && origin === new URL(publicUrl).origin);
  } catch {
    return false;
  }
}

export interface SubscriptionOptions {
  /** the schema and the limits HTTP operations are checked against (gateway/limits.ts), built on first use */
  gateway: () => Promise<{ schema: GraphQLSchema; limits: { validationRules: ValidationRule[]; parseOptions: ParseOptions } }>;
  model: Model;
  actorOf: ActorOf;
  path: string;
  publicUrl?: string;
}

export function registerSubscriptions(app: FastifyInstance, options: SubscriptionOptions): void {
  const wss = new WebSocketServer({ noServer: true });
  useServer<Record<string, unknown>, { actor?: Actor }>(
    {
      schema: async () => (await options.gateway()).schema,
      onConnect: async (ctx) => {
        try {
          ctx.extra.actor = await options.actorOf(ctx.extra.request);
          return true;
        } catch (error) {
          if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') {
            ctx.extra.socket.close(CloseCode.Unauthorized, SIGNED_OUT_REASON);
            return false;
          }
          throw error;
        }
      },
      context: (ctx): GatewayContext => gatewayContext(options.model, ctx.extra.actor!),
      // the same limits as over HTTP: parsed with the token limit, validated with the depth, alias and cost rules
      onSubscribe: async (_ctx, _id, payload) => {
        const { schema, limits } = await options.gateway();
        let document;
        try {
          document = parse(payload.query, limits.parseOptions);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document, [...specifiedRules, ...limits.validationRules]);
        if (errors.length) return errors;
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
    },
    wss,
  );
  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== options.path) {
      socket.destroy();
      return;
    }
    if (!sameOrigin(request.headers, options.publicUrl)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nOrigin not allowed\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  app.addHook('preClose', async () => {
    for (const client of wss.clients) client.close(1001, 'Server shutting down');
    await new Promise<void>((done) => wss.close(() => done()));
    options.model.events.close();
  });
}
