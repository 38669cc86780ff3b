/**
 * GET /graphql in a browser opens the explorer (Ruru, a GraphiQL distribution whose assets are served
 * from its package under /graphql/explorer/, nothing from a CDN), for signed-in users: a signed-out
 * browser gets 401 and a page saying to sign in. Requests for data (a query parameter, or asking for
 * JSON) go on to the GraphQL handler.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ruruHTML } from 'ruru/server';
import { getStaticFile } from 'ruru/static';
import { DomainError } from '../rest/model/errors.ts';
import type { ActorOf } from './live/ws-server.ts';

const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' && !request.url.includes('?') && (request.headers.accept ?? '').split(',').some((type) => type.trim().startsWith('text/html'));

/** What the editor shows first: a query that works for anyone, and where to go from there. */
export const EXPLORER_FIRST_QUERY = `# Joinery's GraphQL API. Every kind of the REST API is here (Module, Product, Order, WorkBatch, …)
# with its document typed field by field and its history, usages and permissions composed.
# Open the documentation (the book icon) to browse the schema; Ctrl-Enter runs the query.
{
  me { user { name } workspace { name plan } }
  modules(page: { limit: 5 }) { total items { name owner { name } lastEdited } }
}
`;

const SIGNED_OUT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to explore the GraphQL API</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem"><h1>Sign in to explore the GraphQL API</h1>
<p>The GraphQL explorer is for signed-in users. <a href="/">Sign in</a>, then come back to <code>/graphql</code>.</p></body></html>`;

export async function registerExplorer(app: FastifyInstance, options: { path: string; actorOf: ActorOf }): Promise<void> {
  const staticPath = `${options.path}/explorer/`;

  // a hook of every request, as the page and the data share GET /graphql: the test whether it asks for
  // the page is synchronous, so the others go on without the promise an async hook would cost
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.url !== options.path || !wantsPage(request)) return done();
    // the page is answered here (reply.send), so the request goes no further: done is called only on an error
    answerPage(request, reply).catch(done);
  });

  async function answerPage(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    try {
      await options.actorOf(request);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') {
        return reply.code(401).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(SIGNED_OUT_PAGE);
      }
      throw error;
    }
    const scheme = request.protocol === 'https' ? 'wss' : 'ws';
    const nonce = randomBytes(16).toString('base64');
    const html = ruruHTML({
      endpoint: options.path,
      subscriptionEndpoint: `${scheme}://${request.host}${options.path}`,
      staticPath,
      htmlParts: { titleTag: '<title>Joinery GraphQL explorer</title>' },
      clientConfig: { defaultQuery: EXPLORER_FIRST_QUERY },
    });
    // the page's inline scripts run by a nonce of this answer; the rest of the policy is the app's (rest/routes/security-headers.ts)
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    if (policy) reply.header('content-security-policy', policy.replace(/script-src /, `script-src 'nonce-${nonce}' `));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html.replaceAll('<script', `<script nonce="${nonce}"`));
  }

  // the explorer's own scripts and styles, from its package: they hold nothing of anyone
  app.get(`${staticPath}*`, { config: { access: 'public' } }, async (request, reply) => {
    const file = await getStaticFile({
      staticPath,
      urlPath: request.url.split('?')[0],
      acceptEncoding: request.headers['accept-encoding'],
      disallowDevAssets: true,
    });
    if (!file) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.url} is not a file of the explorer` });
    return reply.headers(file.headers).send(file.content);
  });
}
