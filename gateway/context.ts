import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../rest/model/identity/actor.ts';
import type { Model } from '../rest/model/model.ts';
import { Loaders } from './loaders.ts';

/** Built once per GraphQL request: the resource model, the acting user every model call takes, and the request's DataLoaders. */
export interface GatewayContext {
  actor: Actor;
  model: Model;
  /** replaced for every event a subscription delivers, so an event never sees another's cached reads */
  loaders: Loaders;
  /** the HTTP request's logger, whose lines carry its request id (absent on subscriptions) */
  log?: FastifyBaseLogger;
  /** the HTTP request's id (X-Request-Id), which its errors carry too (absent on subscriptions) */
  requestId?: string;
}

export function gatewayContext(model: Model, actor: Actor): GatewayContext {
  return { model, actor, loaders: new Loaders(model, actor) };
}
