import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { WEB_DIST } from './paths.ts';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerGateway } from '../gateway/gateway.plugin.ts';
import type { Config } from './config.ts';
import { DomainError } from './model/errors.ts';
import { createMailer, type Mailer } from './model/identity/mail.ts';
import { createModel, type Model, type ModelOptions } from './model/model.ts';
import { systemRuntime, type Runtime } from './model/runtime.ts';
import { describeErrors } from './model/validation.ts';
import { serializerCompiler, validatorCompiler } from './routes/compilers.ts';
import { registerJsonParsers } from './routes/json-body.ts';
import { registerPublicly, registerAccessHook } from './routes/access-hook.ts';
import { actorResolver } from './routes/actor.ts';
import { registerApiDocs } from './routes/api-docs.ts';
import { identityRoutes } from './routes/identity.routes.ts';
import { collectRoutes, type RouteEntry } from './routes/route-catalogue.ts';
import { kindRoutes } from './routes/kind.routes.ts';
import { metaRoutes } from './routes/meta.routes.ts';
import { SHARED_SCHEMAS } from './routes/schemas.ts';
import { shortCodeRoutes } from './routes/short-codes.routes.ts';
import { websiteRoutes } from './routes/website.routes.ts';
import { productsRoutes } from './routes/products.routes.ts';
import type { Store } from './store/port.ts';
import { loadDemo } from '../seeds/load.ts';


export interface AppOptions {
  config: Config;
  store: Store;
  /** defaults to the system clock and random ids */
  runtime?: Runtime;
  /** defaults to SMTP when SMTP_URL is set, else files under DATA_DIR/mail */
  mailer?: Mailer;
}

export type { RouteEntry };

export interface JoineryApp {
  app: FastifyInstance;
  model: Model;
  /** every route Fastify registered (collected as it registered them), with what it declares */
  routes(): RouteEntry[];
}

function errorBody(statusCode: number, message: string, details?: Record<string, unknown>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...details };
}

/** What the model needs from the configuration; the mail port defaults to the configured one. */
export function modelOptions(config: Config, extra: Partial<Pick<ModelOptions, 'mailer' | 'onMailError'>> = {}): ModelOptions {
  return {
    superadminDomains: config.superadminDomains,
    publicUrl: config.publicUrl,
    sessionIdleHours: config.sessionIdleHours,
    sessionMaxHours: config.sessionMaxHours,
    providers: config.providers,
    mailer: extra.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    onMailError: extra.onMailError,
  };
}

export async function buildApp({ config, store, runtime = systemRuntime(store), mailer }: AppOptions): Promise<JoineryApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
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

  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'TOO_MANY_REQUESTS') reply.header('retry-after', String(error.details?.retryAfter ?? 60));
      const { retryAfter: _retryAfter, ...details } = error.details ?? {};
      return reply.code(error.status).send(errorBody(error.status, error.message, details));
    }
    const status = (error as FastifyError).statusCode;
    if ((error as FastifyError).validation) return reply.code(400).send(errorBody(400, error.message));
    if (status && status >= 400 && status < 500) return reply.code(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side; it has been logged.'));
  });

  const model = await createModel(runtime, modelOptions(config, {
    mailer,
    onMailError: (to, err) => app.log.error({ err, to }, 'an invitation could not be mailed'),
  }));
  if (config.seedDemo) await loadDemo(model, config.demoPassword);
  const resolver = actorResolver(model);
  await app.register(fastifyCookie);
  registerAccessHook(app, { resolver, config });

  await registerApiDocs(app, config);
  await app.register(metaRoutes, { model, config });
  await app.register(identityRoutes, { model, config });
  await app.register(kindRoutes, { model });
  await app.register(shortCodeRoutes, { model });
  await app.register(websiteRoutes, { model });
  await app.register(productsRoutes, { model });
  await registerPublicly(app, () => registerGateway(app, { model, actorOf: resolver.actorOf, publicUrl: config.publicUrl }), { scopeByOperation: true });

  const hasWeb = existsSync(join(WEB_DIST, 'index.html'));
  if (hasWeb) {
    await registerPublicly(app, async () => {
      await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: false });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // app routes get the app; a missing API path or built asset (e.g. after a rebuild) is a real 404
    const isApp = !/^\/(api|graphql|assets)(\/|$)/.test(path);
    if (isApp && hasWeb && request.method === 'GET') return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send(errorBody(404, `${request.method} ${path} is not a route of Joinery`));
  });

  app.addHook('onClose', async () => {
    await store.close();
  });
  return { app, model, routes };
}
