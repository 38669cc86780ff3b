import type { FastifyInstance, RouteOptions } from 'fastify';
import { DEFAULT_ACCESS, type Access } from '../model/identity/operation-access.ts';

/** A route as registered, with the access it declares: what the permission tests enumerate. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  queryToken: boolean;
  /** the route's schema (params, querystring, body), for making requests to it */
  schema: Record<string, any>;
  /** hidden from the OpenAPI document (the browser short link, the document itself) */
  hidden: boolean;
}

/**
 * Every route Fastify registers from now on. The routes are kept as registered and read when asked:
 * hooks of later scopes (registerPublicly) still set their access after this one ran.
 */
export function collectRoutes(app: FastifyInstance): () => RouteEntry[] {
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route: RouteOptions) => void registered.push(route));
  return () =>
    registered.flatMap((route) =>
      [route.method].flat().map((method) => {
        const schema = (route.schema ?? {}) as Record<string, any>;
        return { method, url: route.url, access: route.config?.access ?? DEFAULT_ACCESS, queryToken: route.config?.queryToken === true, schema, hidden: schema.hide === true };
      }),
    );
}
