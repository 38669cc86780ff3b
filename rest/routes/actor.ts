import type { IncomingHttpHeaders } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { ANONYMOUS, type Actor } from '../model/identity/actor.ts';
import { unauthenticated } from '../model/errors.ts';
import type { Authenticated, Credentials } from '../model/identity/authentication.ts';
import { SESSION_COOKIE } from '../model/identity/sessions.ts';
import type { Model } from '../model/model.ts';

/** Anything with headers: a FastifyRequest, or a raw Node IncomingMessage (a WebSocket upgrade). */
export interface HasHeaders {
  headers: IncomingHttpHeaders;
  /** set on Fastify requests by the access hook, so a later look-up is free */
  actor?: Actor;
}

export const NOT_SIGNED_IN = 'You are not signed in: sign in (POST /api/auth/login) or send an API token (Authorization: Bearer …)';

/** The session cookie's secret and the bearer token of a request; `queryToken` is the avatar form's `?token=`. */
export function credentialsOf(headers: IncomingHttpHeaders, queryToken?: string, parsedCookies?: Record<string, string | undefined>): Credentials {
  const credentials: Credentials = {};
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && authorization.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    // a malformed Authorization header is a token that does not work, not an absent one
    credentials.token = match ? match[1] : '';
  } else if (queryToken) {
    credentials.token = queryToken;
  }
  if (typeof headers.cookie === 'string') {
    const secret = (parsedCookies ?? fastifyCookie.parse(headers.cookie))[SESSION_COOKIE];
    if (secret) credentials.session = secret;
  }
  return credentials;
}

export interface ActorResolver {
  /** The signed-in actor; a DomainError UNAUTHENTICATED (401) when the request carries no valid session or token. */
  actorOf(request: HasHeaders): Promise<Actor>;
  /** The signed-in actor, or the anonymous one (public operations). */
  actorOrAnonymous(request: HasHeaders): Promise<Actor>;
  authenticate(credentials: Credentials): Promise<Authenticated | null>;
}

/**
 * How routes, the GraphQL gateway and (later) its WebSocket upgrades learn who is calling. Only
 * the model's Authentication decides; this reads the credentials off the request.
 */
export function actorResolver(model: Model): ActorResolver {
  const authenticate = (credentials: Credentials) => model.identity.authentication.authenticate(credentials);
  const signedIn = (request: HasHeaders): Actor | undefined => (request.actor && request.actor.via !== 'anonymous' ? request.actor : undefined);
  return {
    authenticate,
    actorOf: async (request) => {
      const known = signedIn(request);
      if (known) return known;
      const found = await authenticate(credentialsOf(request.headers));
      if (!found) throw unauthenticated(NOT_SIGNED_IN);
      return found.actor;
    },
    actorOrAnonymous: async (request) => signedIn(request) ?? (await authenticate(credentialsOf(request.headers)))?.actor ?? ANONYMOUS,
  };
}
