import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from '../model/identity/sessions.ts';
import { DEFAULT_ACCESS, type Access } from '../model/identity/operation-access.ts';
import { ACCESS_DESCRIPTIONS, tokenScopeOf } from './access.ts';
import { registerPublicly } from './access-hook.ts';
import { markOptionalBodies } from './register-operations.ts';
import { JSON_CONTENT_TYPE } from './operation.ts';
import { canonicalSchema, shareRepeatedParts } from './openapi-components.ts';
import { KINDS } from '../model/kinds/registry.ts';

/** The OpenAPI document (/api/schema.json, built from the routes' schemas and access) and Swagger UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Joinery REST API', version: process.env.npm_package_version ?? '0.1.0', description: 'Versioned resources of Joinery under /api.' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'the session cookie that POST /api/auth/login sets' },
          apiToken: { type: 'http', scheme: 'bearer', description: 'a personal API token (POST /api/users/me/tokens): Authorization: Bearer jny_…' },
        },
      },
    },
    transformObject: (documentObject) => ('openapiObject' in documentObject ? shareRepeatedParts(markOptionalBodies(documentObject.openapiObject as never), kindDocumentNames()) : documentObject.swaggerObject),
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    // HEAD /{kind}/{id} is a catalogue call of its own (the read-access check), so it is documented
    exposeHeadRoutes: true,
    transform: ({ schema, url, route }) => {
      // GraphQL is described by its own schema (introspection), not by OpenAPI
      if (url.startsWith('/graphql')) return { url, schema: { ...schema, hide: true } };
      const headOperation = route.method === 'HEAD' && typeof schema?.operationId === 'string';
      const documented = headOperation ? { ...schema, operationId: schema.operationId!.replace(/-head$/, '') } : schema;
      const security = securityOf(route.config?.access ?? DEFAULT_ACCESS, [route.method].flat()[0], route.config?.queryToken === true);
      return { url, schema: { ...documented, ...security, description: [documented?.description, security.description].filter(Boolean).join('\n\n') } };
    },
  });
  await registerPublicly(app, async () => {
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { persistAuthorization: true } });
  });
  // the documentation of the API is no secret: Swagger UI loads it before anyone has signed in
  app.get('/api/schema.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type(JSON_CONTENT_TYPE).send(apiDocsJson(app)),
  );
}

/**
 * The document as served, built and serialised once per app: some four hundred routes' schemas made
 * into OpenAPI and their repeated parts shared (openapi-components.ts), 1.7 MB of JSON, about a second
 * of CPU. Serialising it alone took tens of milliseconds per request.
 */
const built = new WeakMap<FastifyInstance, string>();
function apiDocsJson(app: FastifyInstance): string {
  let json = built.get(app);
  if (json === undefined) {
    json = JSON.stringify(app.swagger());
    built.set(app, json);
  }
  return json;
}

/** Each kind's document schema goes by its name in the document's components: ModuleDocument, ThemeDocument, … */
function kindDocumentNames(): Map<string, string> {
  return new Map(KINDS.map((kind) => [canonicalSchema(JSON.parse(JSON.stringify(kind.schema))), `${kind.one.replace(/\s+/g, '')}Document`]));
}

/** Who may call an operation, in the OpenAPI document: its security schemes, the access level and the token scope it needs. */
function securityOf(access: Access, method: string, queryToken: boolean) {
  const scope = tokenScopeOf(method);
  return {
    // both schemes on every operation; a public one also takes none (the empty requirement)
    security: [...(access === 'public' ? [{}] : []), { session: [] }, { apiToken: [] }] as Record<string, string[]>[],
    'x-access': access,
    'x-token-scope': scope,
    description: [
      `Who may call it: ${ACCESS_DESCRIPTIONS[access]}${access === 'public' ? '' : `; an API token needs scope ${scope}`}.`,
      queryToken ? 'An API token may also come as ?token=.' : '',
    ].filter(Boolean).join(' '),
  };
}
