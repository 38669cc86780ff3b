// Permissions on every path (issue 7 §5). The routes are read from Fastify as it registered them
// (JoineryApp.routes), not from a list, and every GraphQL field with an ID argument from the schema;
// each must have its four cases: signed out, another workspace, a member it is not shared with, and
// read-only (a read grant on a resource; a read-scoped API token elsewhere). A route or field added
// later without them fails here, naming itself.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import type { RouteEntry } from '../../rest/app.ts';
import type { KindDef } from '../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { strictAjv } from '../../rest/model/validation.ts';
import { SHARED_SCHEMAS } from '../../rest/routes/schemas.ts';
import { buildSchema } from '../../gateway/gateway.plugin.ts';
import { createSamples, type SampleCollection, type SampleSet } from '../support/samples.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { storeFingerprint, type Reply } from './helpers.ts';
import { WEBSITE_CONTENT } from '../../seeds/website-content.ts';
import { formWith, sampleFile } from '../support/files.ts';
import { sampleParams, sampleValue, subresourceRoute, type SubresourceRoute } from '../support/subresource-samples.ts';

const ADMIN = 'admin@demo.joinery.test';
const EDITOR = 'editor@demo.joinery.test';
const FOREIGN = 'admin@birch.joinery.test';
/** a guest of Oak & Ash nothing is shared with */
const STRANGER = 'guest@demo.joinery.test';
/** a guest of Oak & Ash with read access to every sample */
const READER = 'reader@demo.joinery.test';

let server: TestServer;
let samples: SampleSet;
let shortCode: string;
let readToken: string;
let adminTokenId: string;
let invitationCode: string;
/** each sample's head version once its files are uploaded */
const latest = new Map<string, number>();
const ajv = strictAjv();
for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);

beforeAll(async () => {
  server = await startTestServer();
  samples = await createSamples(`${server.url}/api`);
  const api = `${server.url}/api`;
  // every sample private to Oak & Ash, readable by READER only (a published configurator is everyone's)
  await call(`${api}/publishedconfigurators/${samples.publishedconfigurators.id}`, { method: 'PATCH', json: { published: false } });
  await server.model.directory.addUser({ email: READER, name: 'Rea Reader', workspace: 'demo', memberships: [{ workspace: 'demo', roles: ['guest'] }], signupMethod: 'Invitation' });
  for (const kind of KINDS) {
    const reply = await call(`${api}/${kind.collection}/${samples[kind.collection as SampleCollection].id}/sharing`, { method: 'PUT', json: { public: false, grants: [{ email: READER, action: 'GrantedReadAccess' }] } });
    assert.equal(reply.status, 200);
  }
  // every file sub-resource of every sample gets content, so that reading it is a permission question
  for (const kind of KINDS) {
    const sample = samples[kind.collection as SampleCollection];
    for (const def of kind.subresources.filter((d) => d.content)) {
      const path = fillSubresource({ kind, def, versioned: false, part: 'content' }, `/api/${kind.collection}/{${kind.idParam}}/${def.content!.path ?? def.path}.{extension}`);
      const reply = await call(`${server.url}${path}`, { method: 'PUT', body: contentForm(def)() });
      assert.equal(reply.status, 200, `uploading ${path}: ${JSON.stringify(reply.body)}`);
    }
    latest.set(kind.collection, (await call(`${api}/${kind.collection}/${sample.id}`)).body.version);
  }
  shortCode = (await call(`${api}/s/modules/${samples.modules.id}/view`)).body.code;
  const admin = { ...(await server.model.directory.actorFor(ADMIN)), via: 'session' as const };
  readToken = (await server.model.identity.tokens.create(admin, { name: 'matrix reader', scope: 'read' })).token;
  adminTokenId = (await server.model.identity.tokens.create(admin, { name: 'matrix', scope: 'read-write' })).id;
  invitationCode = (await server.model.identity.invitations.invite(admin, { text: 'matrix@example.com', roles: ['guest'] }))[0].code;
});
afterAll(() => server.close());

type Who = 'anonymous' | 'foreign' | 'stranger' | 'reader' | 'readToken' | 'admin' | 'editor';
interface Request {
  method: string;
  path: string;
  body?: unknown;
  text?: string;
  /** a multipart body (an upload), made afresh for each send */
  form?: () => FormData;
  headers?: Record<string, string>;
}

function send(who: Who, request: Request): Promise<Reply> {
  const as: Record<Who, string | null | undefined> = { anonymous: null, foreign: FOREIGN, stranger: STRANGER, reader: READER, readToken: null, admin: ADMIN, editor: EDITOR };
  const headers: Record<string, string> = { ...request.headers, ...(who === 'readToken' ? { authorization: `Bearer ${readToken}` } : {}) };
  if (request.text !== undefined) headers['content-type'] = 'text/plain';
  return call(`${server.url}${request.path}`, {
    method: request.method,
    as: as[who],
    headers,
    redirect: 'manual',
    ...(request.form ? { body: request.form() } : request.text !== undefined ? { body: request.text } : request.body !== undefined ? { json: request.body } : {}),
  });
}

/** One case: who calls what, and which statuses are right (with an optional check of the body). */
interface Case {
  who: Who;
  request: Request;
  expect: number[];
  check?: (reply: Reply) => void;
}
/** A case that does not apply to a route, with the reason. */
const na = (reason: string) => ({ na: reason });
type CaseOrNa = Case | { na: string };
interface RouteCases {
  unauthenticated: CaseOrNa;
  foreignWorkspace: CaseOrNa;
  unshared: CaseOrNa;
  readOnly: CaseOrNa;
}

// ------------------------------------------------------------------------------------------------
// The kinds' routes: their cases follow from the route's shape
// ------------------------------------------------------------------------------------------------

const kindOfRoute = (url: string): KindDef | undefined => KINDS.find((k) => url === `/api/${k.collection}` || url.startsWith(`/api/${k.collection}/`));

/** A value for each path parameter that names the sample (or passes the parameter's schema). */
function fillPath(route: RouteEntry, kind: KindDef): string {
  const id = samples[kind.collection as SampleCollection].id;
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (name === kind.idParam || name === `${kind.idParam}2`) return id;
    if (name === 'versionId' || name === 'versionId2') return '1';
    const schema = route.schema.params?.properties?.[name] ?? {};
    if (schema.enum) return String(schema.enum[0]);
    for (const candidate of ['png', '1', 'x', id]) if (ajv.validate(schema, candidate)) return candidate;
    return 'x';
  });
}

/** A body the route's schema accepts, so that what refuses a request is the permission, not the input. */
function validBody(route: RouteEntry, kind?: KindDef): { body?: unknown; missing?: true } {
  const schema = route.schema.body;
  if (!schema) return {};
  const candidates = [kind ? samples[kind.collection as SampleCollection].document : undefined, { public: false, grants: [] }, { tag: 'matrix' }, {}, ...(schema.examples ?? [])];
  const found = candidates.find((c) => c !== undefined && ajv.validate(schema, c));
  return found === undefined ? { missing: true } : { body: found };
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';
const OK_READ = [200, 204, 304];

/** The extension a file sub-resource's sample content has. */
const contentExtension = (def: SubresourceRoute['def']) => def.content!.extensions.find((e) => sampleFile(e))!;
const contentForm = (def: SubresourceRoute['def']) => () => {
  const extension = contentExtension(def);
  return formWith({ bytes: sampleFile(extension)!, name: `sample.${extension}` });
};

/** A sub-resource path (OpenAPI template) naming what the sample document has there, at its latest version. */
function fillSubresource(sub: SubresourceRoute, template: string): string {
  const sample = samples[sub.kind.collection as SampleCollection];
  const params: Record<string, string | number> = {
    ...sampleParams(sub.def, sample.document),
    [sub.kind.idParam]: sample.id,
    versionId: latest.get(sub.kind.collection) ?? 1,
    ...(sub.def.content ? { extension: contentExtension(sub.def) } : {}),
  };
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name])));
}

/** The request a sub-resource route gets: its sample's place, and a body its schema accepts. */
function subresourceRequest(route: RouteEntry, sub: SubresourceRoute, template: string): Request {
  const path = fillSubresource(sub, template);
  if (isRead(route.method) || route.method === 'DELETE') return { method: route.method, path };
  if (sub.part === 'content') return { method: route.method, path, form: contentForm(sub.def) };
  return { method: route.method, path, body: route.method === 'PATCH' ? {} : sampleValue(sub.def, samples[sub.kind.collection as SampleCollection].document) };
}

function kindRouteCases(route: RouteEntry, kind: KindDef): RouteCases | string {
  const template = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const sub = subresourceRoute(template);
  const { body, missing } = sub ? {} : validBody(route, kind);
  if (missing) return `no body known to be valid for ${route.method} ${route.url}: give it an example (schema examples) or a case here`;
  const read = isRead(route.method);
  const onResource = route.url.startsWith(`/api/${kind.collection}/:`);
  const id = samples[kind.collection as SampleCollection].id;
  if (onResource) {
    const request = sub ? subresourceRequest(route, sub, template) : { method: route.method, path: fillPath(route, kind), body };
    return {
      // a public operation (reading a published configurator) still finds nothing signed out: the sample is not published
      unauthenticated: { who: 'anonymous', request, expect: route.access === 'public' ? [404] : [401] },
      foreignWorkspace: { who: 'foreign', request: { ...request, path: `${request.path}${request.path.includes('?') ? '&' : '?'}multiWorkspace=true` }, expect: [404] },
      unshared: { who: 'stranger', request, expect: [404] },
      readOnly: { who: 'reader', request, expect: read ? OK_READ : [403] },
    };
  }
  // the collection: create (also by duplicating the sample) and the lists
  if (route.method === 'POST') {
    const duplicate = { method: 'POST', path: `/api/${kind.collection}?duplicate_id=${id}`, body: {} };
    return {
      unauthenticated: { who: 'anonymous', request: duplicate, expect: [401] },
      foreignWorkspace: { who: 'foreign', request: duplicate, expect: [404] },
      // a guest may not create most kinds (403); where it may (configurations, orders), the sample is not found
      unshared: { who: 'stranger', request: duplicate, expect: [403, 404] },
      readOnly: { who: 'reader', request: duplicate, expect: [403] },
    };
  }
  const path = route.url;
  const excludes = (reply: Reply) => {
    assert.equal(reply.body.items.some((r: { id: string }) => r.id === id), false, `${path} lists the sample`);
    assert.equal(reply.body.total, reply.body.items.length < 50 ? reply.body.items.length : reply.body.total, 'the total counts only what is listed');
  };
  return {
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `${path}?multiWorkspace=true` }, expect: [200], check: excludes },
    unshared: { who: 'stranger', request: { method: 'GET', path }, expect: [200], check: excludes },
    readOnly: {
      who: 'reader',
      request: { method: 'GET', path: `${path}${path.endsWith('/all') ? '' : '?shared=true'}` },
      expect: [200],
      check: (reply) => assert.ok(reply.body.items.some((r: { id: string }) => r.id === id), `${path}: the reader lists what is shared with them`),
    },
  };
}

// ------------------------------------------------------------------------------------------------
// Every other route, case by case
// ------------------------------------------------------------------------------------------------

const enc = encodeURIComponent;
const nothingOfAWorkspace = na('it concerns no resource, user or workspace of anyone else');
const onlyOneself = na('it acts on the caller only');
/** a route anyone may call: reachable signed out, and a read token may not use it to write */
const publicRoute = (request: Request, expect: number[]): RouteCases => ({
  unauthenticated: { who: 'anonymous', request, expect },
  foreignWorkspace: nothingOfAWorkspace,
  unshared: nothingOfAWorkspace,
  readOnly: isRead(request.method) ? na('a read') : { who: 'readToken', request, expect: [403] },
});
/** a route about the caller themselves */
const ownRoute = (request: Request): RouteCases => ({
  unauthenticated: { who: 'anonymous', request, expect: [401] },
  foreignWorkspace: onlyOneself,
  unshared: onlyOneself,
  readOnly: { who: 'readToken', request, expect: isRead(request.method) ? OK_READ : [403] },
});

const code = () => shortCode;
const module = () => samples.modules.id;
/** application.md §7's module image: a read of the module (its source image, or its render) */
const moduleImage = (path: () => string): (() => RouteCases) => () => ({
  unauthenticated: { who: 'anonymous', request: { method: 'GET', path: path() }, expect: [401] },
  foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: path() }, expect: [404] },
  unshared: { who: 'stranger', request: { method: 'GET', path: path() }, expect: [404] },
  readOnly: { who: 'reader', request: { method: 'GET', path: path() }, expect: [200] },
});

/** The cases of every route outside the kinds, by `METHOD url` as Fastify registered it. */
const ROUTE_CASES: Record<string, () => RouteCases> = {
  'GET /api/image/modules/:moduleRef/source/image.png': moduleImage(() => `/api/image/modules/${module()}/source/image.png`),
  'GET /api/image/modules/:moduleId/v/:version/source/image.png': moduleImage(() => `/api/image/modules/${module()}/v/${latest.get('modules')}/source/image.png`),
  'GET /api/image/modules/:moduleRef/source/render.png': moduleImage(() => `/api/image/modules/${module()}/source/render.png`),
  'GET /api/image/modules/:moduleId/v/:version/source/render.png': moduleImage(() => `/api/image/modules/${module()}/v/${latest.get('modules')}/source/render.png`),
  'GET /api/version': () => publicRoute({ method: 'GET', path: '/api/version' }, [200]),
  'GET /api/schema.json': () => publicRoute({ method: 'GET', path: '/api/schema.json' }, [200]),
  'POST /api/auth/login': () => publicRoute({ method: 'POST', path: '/api/auth/login', body: { email: 'nobody@example.com', password: 'Wrong-pass-1' } }, [401]),
  'GET /api/auth/session': () => publicRoute({ method: 'GET', path: '/api/auth/session' }, [200]),
  'POST /api/auth/logout': () => publicRoute({ method: 'POST', path: '/api/auth/logout' }, [204]),
  'GET /api/auth/providers': () => publicRoute({ method: 'GET', path: '/api/auth/providers' }, [200]),
  // the public site: content everyone reads, and a demo request anyone may send (a read token may not)
  'GET /api/websitecontent/:type': () => publicRoute({ method: 'GET', path: '/api/websitecontent/blog' }, [200]),
  'GET /api/websitecontent/:type/:name': () => publicRoute({ method: 'GET', path: `/api/websitecontent/blog/${WEBSITE_CONTENT.blog[0].slug}` }, [200]),
  'POST /api/demorequests': () => publicRoute({ method: 'POST', path: '/api/demorequests', body: { kind: 'demo', name: 'Dee Demo', email: 'dee@example.com' } }, [201]),
  'GET /api/auth/:provider': () => publicRoute({ method: 'GET', path: '/api/auth/google' }, [404]),
  'GET /api/auth/:provider/callback': () => publicRoute({ method: 'GET', path: '/api/auth/google/callback?code=x&state=y' }, [404]),
  'GET /api/s/:kind/:id/:mode': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/api/s/modules/${module()}/view` }, expect: [404] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `/api/s/modules/${module()}/view?multiWorkspace=true` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'GET', path: `/api/s/modules/${module()}/view` }, expect: [404] },
    readOnly: { who: 'reader', request: { method: 'GET', path: `/api/s/modules/${module()}/view` }, expect: [200] },
  }),
  'GET /api/s/:code': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/api/s/${code()}` }, expect: [404] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `/api/s/${code()}` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'GET', path: `/api/s/${code()}` }, expect: [404] },
    readOnly: { who: 'reader', request: { method: 'GET', path: `/api/s/${code()}` }, expect: [200] },
  }),
  'GET /s/:code': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/s/${code()}` }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `/s/${code()}` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'GET', path: `/s/${code()}` }, expect: [404] },
    readOnly: { who: 'reader', request: { method: 'GET', path: `/s/${code()}` }, expect: [302] },
  }),
  // the products page's label lists and batch tools: the sample module is readable by the reader only
  ...Object.fromEntries(
    (['categories', 'functions'] as const).flatMap((field) => {
      const value = () => (samples.modules.document[field] as string[])[0];
      const lists = (who: Who, expect: boolean): Case => ({
        who,
        request: { method: 'GET', path: `/api/${field}` },
        expect: [200],
        check: (r) => assert.equal(r.body.includes(value()), expect, `${who} ${expect ? 'lists' : 'does not list'} ${value()}`),
      });
      const batch = (request: () => Request): RouteCases => ({
        unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
        foreignWorkspace: { who: 'foreign', request: request(), expect: [404] },
        unshared: { who: 'stranger', request: request(), expect: [404] },
        readOnly: { who: 'reader', request: request(), expect: [403] },
      });
      return [
        [`GET /api/${field}`, (): RouteCases => ({
          unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/api/${field}` }, expect: [401] },
          foreignWorkspace: lists('foreign', false),
          unshared: lists('stranger', false),
          readOnly: lists('reader', true),
        })],
        [`POST /api/${field}`, () => batch(() => ({ method: 'POST', path: `/api/${field}`, body: { name: 'matrix', ids: [module()] } }))],
        [`PUT /api/${field}/:name`, () => batch(() => ({ method: 'PUT', path: `/api/${field}/${enc(value())}`, body: { newName: 'matrix' } }))],
        [`DELETE /api/${field}/:name`, () => batch(() => ({ method: 'DELETE', path: `/api/${field}/${enc(value())}` }))],
      ];
    }),
  ),
  'GET /api/external/:urlPoint': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/external/products' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/external/products' }, expect: [404], check: (r) => assert.match(r.body.message, /workspace birch/) },
    unshared: { who: 'stranger', request: { method: 'GET', path: '/api/external/products' }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/external/products' }, expect: [404] },
  }),
  'GET /api/users/me': () => ownRoute({ method: 'GET', path: '/api/users/me' }),
  'PUT /api/users/me': () => ownRoute({ method: 'PUT', path: '/api/users/me', body: { name: 'Ada Admin' } }),
  'GET /api/users/me/activity': () => ownRoute({ method: 'GET', path: '/api/users/me/activity' }),
  'GET /api/users/me.png': () => ownRoute({ method: 'GET', path: '/api/users/me.png' }),
  'PUT /api/users/me/avatar': () => ownRoute({ method: 'PUT', path: '/api/users/me/avatar' }),
  'DELETE /api/users/me/avatar': () => ownRoute({ method: 'DELETE', path: '/api/users/me/avatar' }),
  'GET /api/users/me/tokens': () => ownRoute({ method: 'GET', path: '/api/users/me/tokens' }),
  'POST /api/users/me/tokens': () => ownRoute({ method: 'POST', path: '/api/users/me/tokens', body: { name: 'x', scope: 'read' } }),
  // the others revoke their own tokens; the admin's read token is refused (403), so the admin's tokens stay
  'DELETE /api/users/me/tokens': () => ownRoute({ method: 'DELETE', path: '/api/users/me/tokens' }),
  'DELETE /api/users/me/tokens/:tokenId': () => ({
    ...ownRoute({ method: 'DELETE', path: `/api/users/me/tokens/${adminTokenId}` }),
    // another user's token is not found
    foreignWorkspace: { who: 'foreign', request: { method: 'DELETE', path: `/api/users/me/tokens/${adminTokenId}` }, expect: [404] },
  }),
  'GET /api/users': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/users' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/users' }, expect: [200], check: (r) => assert.deepEqual(r.body.map((u: any) => u.email), [FOREIGN]) },
    unshared: { who: 'stranger', request: { method: 'GET', path: '/api/users' }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/users' }, expect: [200] },
  }),
  'GET /api/users/:email': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}` }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}` }, expect: [404] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}` }, expect: [200] },
  }),
  'GET /api/users/:email.png': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}.png` }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}.png` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}.png` }, expect: [404] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: `/api/users/${enc(EDITOR)}.png` }, expect: [200] },
  }),
  ...Object.fromEntries(
    (['PUT', 'DELETE'] as const).map((method) => [
      `${method} /api/users/:email`,
      (): RouteCases => {
        const request = { method, path: `/api/users/${enc(EDITOR)}`, body: method === 'PUT' ? { roles: ['user'] } : undefined };
        return {
          unauthenticated: { who: 'anonymous', request, expect: [401] },
          // Birch's admin is an admin, of another workspace: its users only
          foreignWorkspace: { who: 'foreign', request, expect: [404] },
          unshared: { who: 'stranger', request, expect: [403] },
          readOnly: { who: 'readToken', request, expect: [403] },
        };
      },
    ]),
  ),
  'POST /api/users/invitations': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'POST', path: '/api/users/invitations?role=guest', text: 'x@example.com' }, expect: [401] },
    foreignWorkspace: na('invitations go into the caller’s own current workspace'),
    unshared: { who: 'stranger', request: { method: 'POST', path: '/api/users/invitations?role=guest', text: 'x@example.com' }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'POST', path: '/api/users/invitations?role=guest', text: 'x@example.com' }, expect: [403] },
  }),
  'GET /api/users/invitations': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/users/invitations' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/users/invitations' }, expect: [200], check: (r) => assert.equal(r.body.some((i: any) => i.workspace === 'demo'), false) },
    unshared: { who: 'stranger', request: { method: 'GET', path: '/api/users/invitations' }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/users/invitations' }, expect: [200] },
  }),
  'GET /api/users/invitations/:code': () => ({
    ...publicRoute({ method: 'GET', path: `/api/users/invitations/${invitationCode}` }, [200]),
    foreignWorkspace: na('the code is the invited person’s key: whoever holds it may read the invitation'),
    unshared: na('the code is the invited person’s key'),
  }),
  'DELETE /api/users/invitations/:code': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'DELETE', path: `/api/users/invitations/${invitationCode}` }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'DELETE', path: `/api/users/invitations/${invitationCode}` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'DELETE', path: `/api/users/invitations/${invitationCode}` }, expect: [404] },
    readOnly: { who: 'readToken', request: { method: 'DELETE', path: `/api/users/invitations/${invitationCode}` }, expect: [403] },
  }),
  'POST /api/users/invitations/:code/accept': () => ({
    ...publicRoute({ method: 'POST', path: `/api/users/invitations/${invitationCode}/accept`, body: { name: 'M', password: 'x' } }, [400]),
    foreignWorkspace: na('the code is the invited person’s key'),
    unshared: na('the code is the invited person’s key'),
  }),
  'GET /api/workspaces': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/workspaces' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/workspaces' }, expect: [200], check: (r) => assert.deepEqual(r.body.map((w: any) => w.alias), ['birch']) },
    unshared: onlyOneself,
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/workspaces' }, expect: [200] },
  }),
  'POST /api/workspaces': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'POST', path: '/api/workspaces', body: { name: 'Nope Ltd' } }, expect: [401] },
    foreignWorkspace: na('a new workspace is nobody else’s'),
    unshared: { who: 'stranger', request: { method: 'POST', path: '/api/workspaces', body: { name: 'Nope Ltd' } }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'POST', path: '/api/workspaces', body: { name: 'Nope Ltd' } }, expect: [403] },
  }),
  'GET /api/workspaces/:alias': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/workspaces/demo' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/workspaces/demo' }, expect: [404] },
    unshared: na('a guest of the workspace is a member of it'),
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/workspaces/demo' }, expect: [200] },
  }),
  'PUT /api/workspaces/:alias': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'PUT', path: '/api/workspaces/demo', body: { name: 'Taken over' } }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'PUT', path: '/api/workspaces/demo', body: { name: 'Taken over' } }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'PUT', path: '/api/workspaces/demo', body: { name: 'Taken over' } }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'PUT', path: '/api/workspaces/demo', body: { name: 'Taken over' } }, expect: [403] },
  }),
  'POST /api/workspaces/:alias/switch': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'POST', path: '/api/workspaces/demo/switch' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'POST', path: '/api/workspaces/demo/switch' }, expect: [403] },
    unshared: na('a guest of the workspace is a member of it'),
    readOnly: { who: 'readToken', request: { method: 'POST', path: '/api/workspaces/demo/switch' }, expect: [403] },
  }),
  'GET /api/superadmin/workspaces': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/superadmin/workspaces' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/superadmin/workspaces' }, expect: [403] },
    unshared: { who: 'admin', request: { method: 'GET', path: '/api/superadmin/workspaces' }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/superadmin/workspaces' }, expect: [403] },
  }),
  'PUT /api/superadmin/workspaces/:alias/plan': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'PUT', path: '/api/superadmin/workspaces/birch/plan', body: { plan: 'ENTERPRISE' } }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'PUT', path: '/api/superadmin/workspaces/birch/plan', body: { plan: 'ENTERPRISE' } }, expect: [403] },
    unshared: { who: 'admin', request: { method: 'PUT', path: '/api/superadmin/workspaces/birch/plan', body: { plan: 'ENTERPRISE' } }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'PUT', path: '/api/superadmin/workspaces/birch/plan', body: { plan: 'ENTERPRISE' } }, expect: [403] },
  }),
  ...Object.fromEntries(
    ['GET', 'POST'].map((method) => [
      `${method} /graphql`,
      (): RouteCases => {
        const request = method === 'GET'
          ? { method, path: `/graphql?query=${enc('{ me { user { email } } }')}`, headers: { 'apollo-require-preflight': 'true' } }
          : { method, path: '/graphql', body: { query: '{ me { user { email } } }' } };
        const gqlNa = na('GraphQL fields that take an id have their own cases, below');
        return { unauthenticated: { who: 'anonymous', request, expect: [401] }, foreignWorkspace: gqlNa, unshared: gqlNa, readOnly: gqlNa };
      },
    ]),
  ),
};

function explicitCases(route: RouteEntry): RouteCases | undefined {
  const key = `${route.method} ${route.url}`;
  const found = ROUTE_CASES[key];
  if (found) return found();
  // the documentation, the explorer's and the web app's files are public and hold nothing of anyone
  if (route.url === '/api/docs' || route.url.startsWith('/api/docs/') || route.url.startsWith('/graphql/explorer/') || !/^\/(api|graphql|s)(\/|$)/.test(route.url)) {
    const path = route.url.replace(/\*$/, 'index.html').replace(/:[A-Za-z]+/g, 'x');
    return { unauthenticated: { who: 'anonymous', request: { method: route.method, path }, expect: [200, 302, 304, 404] }, foreignWorkspace: nothingOfAWorkspace, unshared: nothingOfAWorkspace, readOnly: na('a read') };
  }
  return undefined;
}

function casesOf(route: RouteEntry): RouteCases | string {
  const explicit = explicitCases(route);
  if (explicit) return explicit;
  const kind = kindOfRoute(route.url);
  if (kind) return kindRouteCases(route, kind);
  return `no permission cases for ${route.method} ${route.url}: add them to tests/rest/access-matrix.test.ts`;
}

async function runCase(route: string, name: string, c: CaseOrNa): Promise<string | undefined> {
  if ('na' in c) return c.na.length > 0 ? undefined : `${route} ${name}: a reason is needed`;
  const reply = await send(c.who, c.request);
  const where = `${route} [${name}: ${c.who} ${c.request.method} ${c.request.path}] → ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 160)}`;
  if (!c.expect.includes(reply.status)) return `expected ${c.expect.join(' or ')}: ${where}`;
  try {
    c.check?.(reply);
  } catch (error) {
    return `${where}: ${(error as Error).message}`;
  }
  // a 404 for what the caller may not read says nothing else: no owner, no workspace
  if (reply.status === 404 && typeof reply.body?.message === 'string' && reply.body.message.includes(ADMIN)) return `a 404 names the owner: ${where}`;
  return undefined;
}

describe('every REST route', () => {
  test('is registered with its declared access, and every route has its four permission cases', async () => {
    const routes = server.routes();
    assert.ok(routes.length > 300, `${routes.length} routes`);
    const problems: string[] = [];
    const before = await storeFingerprint(server);
    for (const route of routes) {
      const cases = casesOf(route);
      if (typeof cases === 'string') {
        problems.push(cases);
        continue;
      }
      for (const [name, c] of Object.entries(cases)) {
        const problem = await runCase(`${route.method} ${route.url}`, name, c);
        if (problem) problems.push(problem);
      }
    }
    assert.deepEqual(problems, []);
    assert.equal(await storeFingerprint(server), before, 'a refused request wrote something');
  }, 300_000); // some 1,500 requests, each refused one followed by a look at the whole store

  test('a route added without cases is caught (the test above would fail naming it)', () => {
    assert.match(casesOf({ method: 'GET', url: '/api/statistics/orders', access: 'signedIn', queryToken: false, schema: {}, hidden: false }) as string, /no permission cases for GET \/api\/statistics\/orders/);
  });
});

// ------------------------------------------------------------------------------------------------
// GraphQL: every field that takes an id
// ------------------------------------------------------------------------------------------------

type GqlCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST' | 'OK';
type GqlCase = { who: Who; query: string; variables?: Record<string, unknown>; expect: GqlCode; check?: (data: any) => void } | { na: string };
type GqlCases = Record<keyof RouteCases, GqlCase>;

const HAND_WRITTEN_GRAPHQL_CASES: Record<string, GqlCases> = {
  'Mutation.switchWorkspace': {
    unauthenticated: { who: 'anonymous', query: 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }', expect: 'UNAUTHENTICATED' },
    foreignWorkspace: { who: 'foreign', query: 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }', expect: 'FORBIDDEN' },
    unshared: { na: 'a guest of the workspace is a member of it and may work in it' },
    readOnly: { who: 'readToken', query: 'mutation { switchWorkspace(alias: "demo") { workspace { alias } } }', expect: 'FORBIDDEN' },
  },
  'Subscription.resourceChanged': {
    unauthenticated: { na: 'subscriptions run over WebSocket: tests/gateway/subscriptions.test.ts closes a signed-out socket (4401)' },
    foreignWorkspace: { na: 'subscriptions run over WebSocket: tests/gateway/subscriptions.test.ts answers NOT_FOUND for what the subscriber may not read' },
    unshared: { na: 'subscriptions run over WebSocket: tests/gateway/subscriptions.test.ts answers NOT_FOUND for what the subscriber may not read' },
    readOnly: { na: 'following a resource is a read' },
  },
};

/** The batch tool that takes ids: adding a label to the sample module (readable by the reader only). */
function labelGraphqlCases(): Record<string, GqlCases> {
  const add = (who: Who, expect: GqlCode): GqlCase => ({ who, query: `mutation { addLabel(list: categories, name: "matrix", ids: ["${samples.modules.id}"]) { errors { code } } }`, expect });
  return {
    'Mutation.addLabel': { unauthenticated: add('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: add('foreign', 'NOT_FOUND'), unshared: add('stranger', 'NOT_FOUND'), readOnly: add('reader', 'FORBIDDEN') },
  };
}

/** Saving a configurator's offer writes the sample configurator (readable by the reader only) and its product. */
function configuratorGraphqlCases(): Record<string, GqlCases> {
  const offer = (who: Who, expect: GqlCode): GqlCase => ({
    who,
    query: `mutation { offerProduct(id: "${samples.publishedconfigurators.id}", product: { id: "${samples.products.id}", version: 1, patch: { name: "matrix" } }) { errors { code } } }`,
    expect,
  });
  return {
    'Mutation.offerProduct': { unauthenticated: offer('anonymous', 'UNAUTHENTICATED'), foreignWorkspace: offer('foreign', 'NOT_FOUND'), unshared: offer('stranger', 'NOT_FOUND'), readOnly: offer('reader', 'FORBIDDEN') },
  };
}

const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);

/** Applying a theme to the current workspace (the staff app's colours): admins and editors, with a theme they may read. */
function themeGraphqlCases(): Record<string, GqlCases> {
  const apply = (who: Who, expect: GqlCode, themeId = samples.themes.id): GqlCase => ({ who, query: `mutation { applyTheme(themeId: "${themeId}") { errors { code } } }`, expect });
  return {
    'Mutation.applyTheme': {
      unauthenticated: apply('anonymous', 'UNAUTHENTICATED'),
      // a theme of another workspace is no theme to name, the same answer whether it exists or not (like a reference in a document)
      foreignWorkspace: apply('foreign', 'BAD_REQUEST'),
      // guests may read the theme (the reader) or not (the stranger): neither may colour the workspace with it
      unshared: apply('stranger', 'FORBIDDEN'),
      readOnly: apply('reader', 'FORBIDDEN'),
    },
  };
}

/**
 * The cases of every kind's GraphQL fields that take an id, from the registry like the REST kind
 * routes: a read the reader (a read grant) may make and nobody else may; writes the reader may not
 * make either. The sample is readable by READER only (beforeAll).
 */
function kindGraphqlCases(): Record<string, GqlCases> {
  const cases: Record<string, GqlCases> = {};
  for (const kind of KINDS) {
    const id = () => samples[kind.collection as SampleCollection].id;
    const one = kind.one;
    const read = (who: Who, multiWorkspace = false) => `{ ${lowerFirst(one)}(id: "${id()}"${multiWorkspace ? ', multiWorkspace: true' : ''}) { id } }`;
    cases[`Query.${lowerFirst(one)}`] = {
      unauthenticated: { who: 'anonymous', query: read('anonymous'), expect: 'UNAUTHENTICATED' },
      foreignWorkspace: { who: 'foreign', query: read('foreign', true), expect: 'NOT_FOUND' },
      unshared: { who: 'stranger', query: read('stranger'), expect: 'NOT_FOUND' },
      readOnly: { who: 'reader', query: read('reader'), expect: 'OK', check: (data) => assert.equal(data[lowerFirst(one)]?.id, id()) },
    };
    const writes: Record<string, (id: string) => { query: string; variables?: Record<string, unknown> }> = {
      [`update${one}`]: (rid) => ({
        query: `mutation($document: ${one}DocumentInput!) { update${one}(id: "${rid}", document: $document) { errors { code } } }`,
        variables: { document: samples[kind.collection as SampleCollection].document },
      }),
      [`patch${one}`]: (rid) => ({ query: `mutation { patch${one}(id: "${rid}", patch: {}) { errors { code } } }` }),
      [`duplicate${one}`]: (rid) => ({ query: `mutation { duplicate${one}(id: "${rid}") { errors { code } } }` }),
      [`delete${one}`]: (rid) => ({ query: `mutation { delete${one}(id: "${rid}") { errors { code } } }` }),
      [`delete${one}Version`]: (rid) => ({ query: `mutation { delete${one}Version(id: "${rid}", version: 1) { errors { code } } }` }),
      [`copy${one}Version`]: (rid) => ({ query: `mutation { copy${one}Version(id: "${rid}", head: 1, from: 1) { errors { code } } }` }),
      [`merge${one}Versions`]: (rid) => ({ query: `mutation { merge${one}Versions(id: "${rid}", head: 1, a: 1, b: 1) { errors { code } } }` }),
      [`tag${one}Version`]: (rid) => ({ query: `mutation { tag${one}Version(id: "${rid}", version: 1, tag: "matrix") { errors { code } } }` }),
      [`share${one}`]: (rid) => ({ query: `mutation { share${one}(id: "${rid}", sharing: { public: true, grants: [] }) { errors { code } } }` }),
    };
    for (const [field, make] of Object.entries(writes)) {
      const at = (who: Who, expect: GqlCode): GqlCase => ({ who, ...make(id()), expect });
      cases[`Mutation.${field}`] = {
        unauthenticated: at('anonymous', 'UNAUTHENTICATED'),
        foreignWorkspace: at('foreign', 'NOT_FOUND'),
        unshared: at('stranger', 'NOT_FOUND'),
        readOnly: at('reader', 'FORBIDDEN'),
      };
    }
  }
  return cases;
}

/**
 * `resource(collection, id)` (the version history's reader of any kind): one query asking for the sample
 * of every kind at once, so each kind's rule is met through it.
 */
function resourceGraphqlCases(): Record<string, GqlCases> {
  const read = (multiWorkspace = false) =>
    `{ ${KINDS.map((kind) => `${lowerFirst(kind.one)}: resource(collection: "${kind.collection}", id: "${samples[kind.collection as SampleCollection].id}"${multiWorkspace ? ', multiWorkspace: true' : ''}) { id }`).join(' ')} }`;
  return {
    'Query.resource': {
      unauthenticated: { who: 'anonymous', query: read(), expect: 'UNAUTHENTICATED' },
      foreignWorkspace: { who: 'foreign', query: read(true), expect: 'NOT_FOUND' },
      unshared: { who: 'stranger', query: read(), expect: 'NOT_FOUND' },
      readOnly: {
        who: 'reader',
        query: read(),
        expect: 'OK',
        check: (data) => {
          for (const kind of KINDS) assert.equal(data[lowerFirst(kind.one)]?.id, samples[kind.collection as SampleCollection].id, kind.collection);
        },
      },
    },
  };
}

/** An answer's code: a GraphQL error's, else the first payload error's (mutations answer mistakes there), else OK. */
function gqlCode(body: any): GqlCode | string {
  const thrown = body?.errors?.[0]?.extensions?.code;
  if (thrown) return thrown;
  const payload = Object.values(body?.data ?? {})[0] as { errors?: { code: string }[] } | null | undefined;
  return payload?.errors?.[0]?.code ?? 'OK';
}

function idFields(): string[] {
  const schema = buildSchema();
  const names: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (field.args.some((arg) => getNamedType(arg.type).name === 'ID')) names.push(`${root.name}.${field.name}`);
    }
  }
  return names;
}

test('every GraphQL field that takes an id has its four permission cases', async () => {
  const fields = idFields();
  assert.ok(fields.includes('Mutation.switchWorkspace'));
  const graphqlCases = { ...kindGraphqlCases(), ...labelGraphqlCases(), ...configuratorGraphqlCases(), ...resourceGraphqlCases(), ...themeGraphqlCases(), ...HAND_WRITTEN_GRAPHQL_CASES };
  const problems: string[] = fields.filter((f) => !graphqlCases[f]).map((f) => `no permission cases for GraphQL ${f}: add them to tests/rest/access-matrix.test.ts`);
  for (const field of fields.filter((f) => graphqlCases[f])) {
    for (const [name, c] of Object.entries(graphqlCases[field])) {
      if ('na' in c) continue;
      const reply = await send(c.who, { method: 'POST', path: '/graphql', body: { query: c.query, variables: c.variables } });
      const code = gqlCode(reply.body);
      if (code !== c.expect) problems.push(`GraphQL ${field} [${name}: ${c.who}] → ${code} ${JSON.stringify(reply.body).slice(0, 160)}, expected ${c.expect}`);
      else c.check?.(reply.body.data);
    }
  }
  assert.deepEqual(problems, []);
});
