import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every answer: what the app really loads and nothing else.
 * - scripts: the app's own files; 'wasm-unsafe-eval' lets the CAD preview compile OpenCascade's
 *   WebAssembly (occt-import-js in a worker); 'unsafe-eval' because the forms validate with the
 *   server's JSON Schemas, which Ajv compiles to functions in the browser (build-time standalone
 *   validators would let it go); no inline script (the GraphQL explorer's page adds a nonce of its
 *   own, gateway/explorer.ts);
 * - styles: Chakra's emotion writes inline <style> elements, and Swagger UI and the explorer style inline;
 * - workers: the app's own files and blob: (Monaco in the explorer, Vite's worker in development);
 * - frame-ancestors 'self': no other site may frame Joinery. A storefront's page is the exception, for
 *   the sites its configurator lists (embedOrigins; allowFraming below).
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // over plain http (a local start, tests) there is nothing to upgrade to
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/**
 * The headers helmet sets for `options`, worked out once on a throwaway Fastify instance. The plugin
 * builds them anew on every request (it parses the whole policy each time), in two hooks, which was a
 * sixth of a head read's CPU; they depend on the configuration alone, so one answer's headers are all.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, options);
    // a handler runs after the onRequest hooks: what the reply holds then is helmet's alone
    probe.get('/', async (_request, reply) => reply.getHeaders());
    return (await probe.inject('/')).json() as Record<string, string>;
  } finally {
    await probe.close();
  }
}

/** Helmet's headers on every answer: the policy above, nosniff, no referrer, no framing, HSTS over https. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    // links carry codes (invitations, short links): other sites never learn them from a Referer
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Lets the listed origins frame this answer (a storefront embedded on its maker's shop): they join
 * 'self' in frame-ancestors, and X-Frame-Options, which knows no list, goes. The origins are the
 * configurator's embedOrigins, which its schema holds to scheme, host and port.
 */
export function allowFraming(reply: FastifyReply, origins: readonly string[]): void {
  if (!origins.length) return;
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${origins.join(' ')}`));
  reply.removeHeader('x-frame-options');
}
