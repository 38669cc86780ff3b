import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import { ANONYMOUS, type Actor } from '../model/identity/actor.ts';
import { DomainError, forbidden, unauthenticated } from '../model/errors.ts';
import type { Authenticated } from '../model/identity/authentication.ts';
import type { SessionRow } from '../model/identity/sessions.ts';
import { assertAccess } from '../model/identity/operation-access.ts';
import { DEFAULT_ACCESS } from '../model/identity/operation-access.ts';
import { UNSAFE_METHODS } from './access.ts';
import { credentialsOf, NOT_SIGNED_IN, type ActorResolver } from './actor.ts';
import { TOKEN_SHAPE } from '../model/identity/tokens.ts';
import { crossSiteProblem } from './same-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** who is calling: the signed-in actor, or ANONYMOUS on public operations */
    actor: Actor;
    /** the session the request came with, if it came with one */
    session: SessionRow | null;
  }
}

/**
 * One hook enforces every route's declared access (rest/routes/access.ts) before its body is even
 * read: credentials → actor (request.actor), cross-site check for cookie-carrying writes, read-only
 * tokens, then the declared level. Resource rules stay in the model.
 */
export function registerAccessHook(app: FastifyInstance, { resolver, config }: { resolver: ActorResolver; config: Config }): void {
  app.addHook('onRoute', markPublicRoutes);
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    // no route: the not-found handler (the web app's pages, or a 404 that names nothing);
    // a route that checks its own credentials (/metrics and its token)
    if (!request.routeOptions.url || request.routeOptions.config?.ownCredentials) return;
    const { access = DEFAULT_ACCESS, queryToken, scopeByOperation, badTokenSignsOut } = request.routeOptions.config ?? {};
    const unsafe = UNSAFE_METHODS.has(request.method);
    // only something shaped like a token counts as one here; anything else is the query's own 400
    const queried = queryToken ? (request.query as Record<string, unknown> | undefined)?.token : undefined;
    const token = typeof queried === 'string' && TOKEN_SHAPE.test(queried) ? queried : undefined;
    let credentials = credentialsOf(request.headers, token, request.cookies);
    let found: Authenticated | null;
    try {
      found = await resolver.authenticate(credentials);
    } catch (error) {
      // a token that does not work is refused (401, public operations too), except where the answer is whether one is signed in
      if (!badTokenSignsOut || !(error instanceof DomainError && error.code === 'UNAUTHENTICATED')) throw error;
      credentials = { session: credentials.session };
      found = await resolver.authenticate(credentials);
    }
    if (unsafe && credentials.token === undefined && (credentials.session !== undefined || access === 'public')) {
      const problem = crossSiteProblem(request.headers, config.publicUrl, found?.session !== undefined);
      if (problem) throw forbidden(problem);
    }
    if (found?.actor.scope === 'read' && unsafe && !scopeByOperation) throw forbidden('This API token may only read (scope read): use a read-write token to change things');
    request.actor = found?.actor ?? ANONYMOUS;
    request.session = found?.session ?? null;
    if (access === 'public') return;
    if (!found) throw unauthenticated(NOT_SIGNED_IN);
    assertAccess(found.actor, access);
  });
}

const publicRegistrations: Omit<FastifyContextConfig, 'access'>[] = [];

/**
 * Runs `register` (at the app's root, so decorators such as reply.sendFile stay visible everywhere)
 * with the routes it adds public unless they say otherwise: the web app's files, the API
 * documentation, and the GraphQL endpoint (whose resolvers ask for the actor themselves, so that a
 * signed-out request is answered in GraphQL's own error shape).
 */
export async function registerPublicly(
  app: FastifyInstance,
  register: (app: FastifyInstance) => Promise<unknown>,
  /** more to declare on each of its routes */
  extra: Omit<FastifyContextConfig, 'access'> = {},
): Promise<void> {
  publicRegistrations.push(extra);
  try {
    await register(app);
  } finally {
    publicRegistrations.pop();
  }
}

function markPublicRoutes(route: RouteOptions): void {
  const extra = publicRegistrations.at(-1);
  if (extra && route.config?.access === undefined) route.config = { ...(route.config ?? {}), ...extra, access: 'public' };
}
