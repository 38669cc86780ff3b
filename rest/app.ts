import { existsSync } from 'node:fs';
import { StripeBilling } from './model/billing/stripe-billing.ts';
import { join } from 'node:path';
import { WEB_DIST } from './paths.ts';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { registerGateway } from '../gateway/gateway.plugin.ts';
import { operationMetrics } from '../gateway/operation-metrics.ts';
import { ConfigError, type Config } from './config.ts';
import { DomainError } from './model/errors.ts';
import { createMailer, type Mailer } from './model/identity/mail.ts';
import { loadSecretKey } from './model/integrations/secret-box.ts';
import { createModel, type Model, type ModelOptions } from './model/model.ts';
import { seedingRuntime, systemRuntime, type Runtime, type Seeding } from './model/runtime.ts';
import { describeErrors } from './model/validation.ts';
import { serializerCompiler, validatorCompiler } from './routes/compilers.ts';
import { errorBody } from './routes/error-body.ts';
import { registerJsonParsers } from './routes/json-body.ts';
import { registerPublicly, registerAccessHook } from './routes/access-hook.ts';
import { actorResolver } from './routes/actor.ts';
import { registerApiDocs } from './routes/api-docs.ts';
import { allowFraming, registerSecurityHeaders } from './routes/security-headers.ts';
import { methodsByPath } from './routes/method-not-allowed.ts';
import { instrument, registerOperationalHooks, requestIdOptions } from './operations/operations.ts';
import { registerOperations } from './routes/register-operations.ts';
import { collectRoutes, type RouteEntry } from './routes/route-catalogue.ts';
import type { BodyKind } from './routes/operation.ts';
import { ROUTE_TABLE } from './routes/route-table.ts';
import { SHARED_SCHEMAS } from './routes/schemas.ts';
import type { BlobStore } from './store/blobs/blob-port.ts';
import { openBlobStore } from './store/blobs/open-blobs.ts';
import type { Store } from './store/port.ts';


export interface AppOptions {
  config: Config;
  store: Store;
  /** defaults to the system clock and random ids */
  runtime?: Runtime;
  /** defaults to SMTP when SMTP_URL is set, else files under DATA_DIR/mail */
  mailer?: Mailer;
  /** defaults to files under DATA_DIR/blobs, or GridFS with MONGODB_URI */
  blobs?: BlobStore;
  /**
   * Loads the demo into the model when SEED_DEMO is on (seeds/load.ts's loadDemo, given by the process
   * entry server.ts and by the tests): the server's code never imports the demo itself.
   */
  demo?: DemoLoader;
}

/** Loads the demo workspaces, whose users sign in with `password`, into a database that has none yet. */
export type DemoLoader = (model: Model, password: string, seeding?: Seeding) => Promise<unknown>;

export type { RouteEntry };

export interface JoineryApp {
  app: FastifyInstance;
  model: Model;
  /** every route Fastify registered (collected as it registered them), with what it declares */
  routes(): RouteEntry[];
  /** the storage the model writes to: for tests and benchmarks that look underneath, never for routes */
  store: Store;
  blobs: BlobStore;
}

/** What the model needs from the configuration; the mail port defaults to the configured one. */
export function modelOptions(config: Config, extra: Partial<Pick<ModelOptions, 'mailer' | 'onMailError' | 'log' | 'blobs' | 'onTaskError'>> & { onWorkerError?: (error: unknown) => void } = {}): ModelOptions {
  return {
    superadminDomains: config.superadminDomains,
    publicUrl: config.publicUrl,
    sessionIdleHours: config.sessionIdleHours,
    sessionMaxHours: config.sessionMaxHours,
    providers: config.providers,
    mailer: extra.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    onMailError: extra.onMailError,
    log: extra.log,
    blobs: extra.blobs,
    maxUploadBytes: config.maxUploadBytes,
    rateLimits: config.rateLimits,
    integrations: {
      secretKey: loadSecretKey(config.integrations.secretKey, config.dataDir),
      delivery: { retryBaseMs: config.integrations.webhookRetryBaseMs, maxAttempts: config.integrations.webhookMaxAttempts },
      pollMs: config.integrations.pollMs,
      onWorkerError: extra.onWorkerError,
    },
    tasks: { workers: config.taskWorkers, leaseMs: config.taskLeaseSeconds * 1000, pollMs: config.taskPollMs, supportEmail: config.supportEmail },
    production: { groupingTaskPieces: config.groupingTaskPieces },
    onTaskError: extra.onTaskError,
    billing: config.stripe ? new StripeBilling(config.stripe) : undefined,
    cacheDir: join(config.dataDir, 'cache'),
  };
}

/** How often blobs no version refers to are collected (also once at start). */
const BLOB_COLLECTION_INTERVAL = 6 * 60 * 60 * 1000;

/** SEED_DEMO asks for the demo: refused before anything opens when the one starting the server gave no loader. */
export function checkDemoLoader(config: Pick<Config, 'seedDemo'>, demo: DemoLoader | undefined): void {
  if (config.seedDemo && !demo) {
    throw new ConfigError('SEED_DEMO=true asks for the demo, but this server was started without the demo loader: start it with server.ts (npm start), or set SEED_DEMO=false');
  }
}

export async function buildApp({ config, store, runtime = systemRuntime(store), mailer, demo, ...options }: AppOptions): Promise<JoineryApp> {
  checkDemoLoader(config, demo);
  const blobs = options.blobs ?? (await openBlobStore(config));
  const instrumented = await instrument(config, runtime, blobs);
  const app = Fastify({
    logger: { level: config.logLevel },
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    exposeHeadRoutes: false,
    bodyLimit: 5 * 1024 * 1024,
    // Fastify's default (100) answers a longer path parameter with its own 414 before validation,
    // so a malformed over-long id was not the 400 naming the parameter; Node's header limit bounds the URL
    routerOptions: { maxParamLength: 16 * 1024 },
    schemaErrorFormatter: (errors, dataVar) => new Error(describeErrors(errors as any, dataVar)),
    ajv: { customOptions: { strict: false } },
  });
  app.setValidatorCompiler(validatorCompiler());
  app.setSerializerCompiler(serializerCompiler(SHARED_SCHEMAS));
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  registerJsonParsers(app);
  const routes = collectRoutes(app);
  await registerOperationalHooks(app, config, instrumented.metrics);
  answerErrors(app);

  // the demo's past activity is written at its own instants (seeds/demo-activity.ts)
  const seeding = seedingRuntime(instrumented.runtime);
  const model = await createModel(seeding.runtime, modelOptions(config, {
    mailer,
    onMailError: (to, err) => app.log.error({ err, to }, 'an invitation could not be mailed'),
    log: app.log,
    blobs: instrumented.blobs,
    onWorkerError: (err) => app.log.error({ err }, 'an integration round failed'),
    onTaskError: (err, what) => app.log.error({ err }, `task runner: ${what}`),
  }));
  if (config.seedDemo) await demo!(model, config.demoPassword, seeding);
  const resolver = actorResolver(model);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  registerAccessHook(app, { resolver, config });

  await registerApiDocs(app, config);
  await registerRest(app, model, config);
  const gatewayPlugins = instrumented.metrics ? [operationMetrics(instrumented.metrics)] : [];
  await registerPublicly(app, () => registerGateway(app, { model, actorOf: resolver.actorOf, publicUrl: config.publicUrl, plugins: gatewayPlugins }), { scopeByOperation: true });

  const hasWeb = existsSync(join(WEB_DIST, 'index.html'));
  if (hasWeb) {
    await registerPublicly(app, async () => {
      await app.register(fastifyStatic, {
        root: WEB_DIST,
        wildcard: false,
        index: false,
        // the build writes .br and .gz beside each file (web/precompress.ts): sent as they are
        preCompressed: true,
        // a built asset's name holds its content's hash: it never changes, so browsers keep it for a year
        setHeaders: (reply, path) => {
          if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    });
  }
  answerUnknownRoutes(app, hasWeb, routes, model);

  const collector = collectBlobsRegularly(app, model);
  // webhook deliveries and exports run beside the requests, from the store's outbox and runs
  app.addHook('onReady', async () => model.integrations.worker.start());
  // tasks run once the server is listening, and are handed back (to run elsewhere) before the store closes
  app.addHook('onReady', async () => model.taskRunner.start());
  app.addHook('onClose', async () => {
    await model.taskRunner.stop();
    clearInterval(collector);
    await model.integrations.worker.stop();
    await blobs.close();
    await store.close();
  });
  return { app, model, routes, store, blobs };
}

/** Domain errors with their status; Fastify's client errors as JSON naming the problem; anything else a logged 500. */
function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'TOO_MANY_REQUESTS') reply.header('retry-after', String(error.details?.retryAfter ?? 60));
      // a value a task still computes: ask again shortly (tasks/pending-values.ts)
      else if (error.details?.retryAfter !== undefined) reply.header('retry-after', String(error.details.retryAfter));
      const { retryAfter: _retryAfter, ...details } = error.details ?? {};
      return reply.code(error.status).send(errorBody(error.status, error.message, details));
    }
    const status = (error as FastifyError).statusCode;
    if ((error as FastifyError).validation) return reply.code(400).send(errorBody(400, error.message));
    if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const expected = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data')
        ? 'multipart/form-data with one file field'
        : 'application/json';
      return reply.code(415).send(errorBody(415, `${request.headers['content-type'] ?? 'a body without a content type'} is not accepted here: send ${expected}`));
    }
    if (status && status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side; it has been logged.'));
  });
}

/**
 * The route table: operations with JSON or text bodies here, and those that parse their body
 * otherwise (uploads streamed from multipart/form-data, images as bytes) in scopes of their own,
 * so no other route takes those bodies.
 */
async function registerRest(app: FastifyInstance, model: Model, config: Config): Promise<void> {
  const byBody = (kind: BodyKind) => ROUTE_TABLE.filter((op) => op.bodyKind === kind);
  registerOperations(app, { model, config }, ROUTE_TABLE.filter((op) => op.bodyKind !== 'multipart' && op.bodyKind !== 'image'));
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      // one byte over the limit tells the upload it is too large (413); the rest of the file is skipped
      limits: { fileSize: config.maxUploadBytes + 1, files: 2, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
      // the name as sent, folders included, so that a name trying to leave its folder is refused rather than cut short
      preservePath: true,
    });
    registerOperations(uploads, { model, config }, byBody('multipart'));
  });
  await app.register(async (images) => {
    // the route's bodyLimit bounds it; the model judges the bytes
    images.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerOperations(images, { model, config }, byBody('image'));
  });
}

/**
 * The published configurator whose storefront a page of the app is: /c/{id}, or `/` on a host it claims
 * (its Joinery address or its own domain; any other host keeps the site at `/`).
 */
async function storefrontOfPage(model: Model, path: string, host: string | undefined): Promise<{ id: string } | undefined> {
  const at = /^\/c\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (at) return { id: at[1] };
  const name = host?.replace(/:\d+$/, '');
  if (path !== '/' || !name || !/^[A-Za-z0-9.-]{1,253}$/.test(name)) return undefined;
  return model.storefront.reads.byDomain(name).catch(() => undefined);
}

/**
 * A storefront's page: at `/` on its domain, a Link header lets the browser fetch the configurator's
 * projection while the app's code loads (the page asks GET /api/published/domains/{host} first); and
 * the sites the configurator lists may frame it (embedding).
 */
async function storefrontPage(model: Model, reply: FastifyReply, path: string, host: string | undefined): Promise<void> {
  const storefront = await storefrontOfPage(model, path, host);
  if (!storefront) return;
  if (path === '/') reply.header('link', `</api/published/configurator/${storefront.id}>; rel=preload; as=fetch; crossorigin`);
  const origins = await model.storefront.reads.projection(storefront.id).then(({ view }) => view.embedOrigins, () => []);
  allowFraming(reply, origins);
}

/** A wrong method on a path of the API is 405 with Allow; the app's own paths get the web app; anything else 404. */
function answerUnknownRoutes(app: FastifyInstance, hasWeb: boolean, routes: () => RouteEntry[], model: Model): void {
  let allowedMethods: ((path: string) => string[]) | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    // every route is registered by the time a request comes: the first one builds the table
    allowedMethods ??= methodsByPath(routes().map((route) => ({ method: route.method, path: route.url })));
    const allowed = allowedMethods(path);
    if (allowed.length) {
      return reply.code(405).header('allow', allowed.join(', ')).send(errorBody(405, `${request.method} is not a method of ${path}: use ${allowed.join(', ')}`));
    }
    // app routes get the app; a missing API path or built asset (e.g. after a rebuild), or the
    // operational paths when off (/metrics without METRICS_TOKEN), are a real 404
    const isApp = !/^\/(api|graphql|assets|metrics|healthz|readyz)(\/|$)/.test(path);
    // the page itself is asked again each time (no-cache), so a new build's assets are found at once
    if (isApp && hasWeb && request.method === 'GET') {
      await storefrontPage(model, reply, path, request.headers.host);
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.code(404).send(errorBody(404, `${request.method} ${path} is not a route of Joinery`));
  });
}

/** Blobs no version refers to, and closed rate-limit counters, are collected once the app is ready and then every few hours; answers the timer. */
function collectBlobsRegularly(app: FastifyInstance, model: Model): NodeJS.Timeout {
  const collectBlobs = () =>
    model.content.collectGarbage().then(
      (collected) => collected.deleted + collected.staged > 0 && app.log.info(collected, 'collected unreferenced blobs'),
      (error) => app.log.error({ err: error }, 'blob collection failed'),
    );
  // rate-limit counters whose window has closed go at the same pace
  const purgeCounters = () => model.identity.rateLimits.purge().catch((error) => app.log.error({ err: error }, 'rate-limit counters could not be purged'));
  app.addHook('onReady', async () => {
    void collectBlobs();
    void purgeCounters();
  });
  return setInterval(() => void Promise.all([collectBlobs(), purgeCounters()]), BLOB_COLLECTION_INTERVAL).unref();
}
