/**
 * Who may call a query or mutation: the same declaration REST's route carries
 * (rest/model/operation-access.ts), enforced before the resolver calls the model. Every GraphQL
 * request is signed in already (the context needs an actor), so what is left is the role.
 */
import { assertAccess, type Access } from '../rest/model/identity/operation-access.ts';
import type { GatewayContext } from './context.ts';

/** The resolver, first checking the caller's role against its operation's declared access. */
export function withAccess<F extends (parent: any, args: any, context: GatewayContext, info: any) => unknown>(access: Access, resolve: F): F {
  const guarded = (parent: unknown, args: unknown, context: GatewayContext, info: unknown) => {
    assertAccess(context.actor, access);
    return resolve(parent, args, context, info);
  };
  return guarded as F;
}
