// The REST half of the access matrix: each route's four cases (signed out, another workspace, a member
// it is not shared with, read-only), following from the route's shape for the kinds' routes and written
// out for every other route; and running them (tests/rest/access-matrix.test.ts, access-matrix-kinds.test.ts).
import assert from 'node:assert/strict';
import type { RouteEntry } from '../../../rest/app.ts';
import type { KindDef } from '../../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../../rest/model/kinds/registry.ts';
import { WEBSITE_CONTENT } from '../../../rest/model/website/website-docs.ts';
import type { SampleCollection } from '../../support/samples.ts';
import { sampleValue, subresourceRoute, type SubresourceRoute } from '../../support/subresource-samples.ts';
import { storeFingerprint, type Reply } from '../helpers.ts';
import {
  adminTokenId, ADMIN, ajv, integration, contentForm, EDITOR, fillSubresource, FOREIGN, invitationCode, latest, na, samples, send, server, shortCode, storefrontId, taskId,
  type Case, type CaseOrNa, type Request, type RouteCases, type Who,
} from './fixture.ts';

// ------------------------------------------------------------------------------------------------
// The kinds' routes: their cases follow from the route's shape
// ------------------------------------------------------------------------------------------------

export const kindOfRoute = (url: string): KindDef | undefined => KINDS.find((k) => url === `/api/${k.collection}` || url.startsWith(`/api/${k.collection}/`));

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

export const isRead = (method: string) => method === 'GET' || method === 'HEAD';
export const OK_READ = [200, 204, 304];

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
const storefront = () => `/api/published/configurator/${storefrontId}`;
const module = () => samples.modules.id;
/** application.md §7's module image: a read of the module (its source image, or its render) */
const moduleImage = (path: () => string): (() => RouteCases) => () => ({
  unauthenticated: { who: 'anonymous', request: { method: 'GET', path: path() }, expect: [401] },
  foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: path() }, expect: [404] },
  unshared: { who: 'stranger', request: { method: 'GET', path: path() }, expect: [404] },
  readOnly: { who: 'reader', request: { method: 'GET', path: path() }, expect: [200] },
});

/** the storefront's public reads: the sample configurator is not published, so everyone, signed out or not, finds nothing */
const storefrontRead = (path: () => string): (() => RouteCases) => () => {
  const request = { method: 'GET', path: path() };
  return { unauthenticated: { who: 'anonymous', request, expect: [404] }, foreignWorkspace: { who: 'foreign', request, expect: [404] }, unshared: { who: 'stranger', request, expect: [404] }, readOnly: na('a read') };
};
const configurator = () => `/api/published/configurator/${samples.publishedconfigurators.id}`;
/** the storefront's public writes: nothing is published, so everyone finds nothing; a read-only token may not send them */
const storefrontWrite = (path: () => string, body: () => unknown): (() => RouteCases) => () => {
  const request = { method: 'POST', path: path(), body: body() };
  return { unauthenticated: { who: 'anonymous', request, expect: [404] }, foreignWorkspace: { who: 'foreign', request, expect: [404] }, unshared: { who: 'stranger', request, expect: [404] }, readOnly: { who: 'readToken', request, expect: [403] } };
};
const skuOrder = { method: 'POST', path: '/api/ecommerce/createOrder', body: { sku: 'NO-SUCH-SKU', quantity: 1, priceUrl: '/shop' } };

/** The cases of every route outside the kinds, by `METHOD url` as Fastify registered it. */
const ROUTE_CASES: Record<string, () => RouteCases> = {
  'GET /api/published/configurator/:id': storefrontRead(configurator),
  'GET /api/published/configurator/:id/v/:version': storefrontRead(() => `${configurator()}/v/1`),
  'GET /api/published/configuration/:id/v/:version': storefrontRead(() => `/api/published/configuration/${samples.productconfigurations.id}/v/1`),
  'GET /api/published/configurator/:id/orders': storefrontRead(() => `${configurator()}/orders`),
  'POST /api/published/configurator/:id/configurations': storefrontWrite(() => `${configurator()}/configurations`, () => ({ modules: [] })),
  'POST /api/published/configurator/:id/orders': storefrontWrite(() => `${configurator()}/orders`, () => ({ configuration: { id: samples.productconfigurations.id, version: 1 }, email: 'x@example.com' })),
  // a workspace's SKU prices are its members' (its customers, guests, too): another workspace sees only its own
  'GET /api/ecommerce/skuPrice': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/ecommerce/skuPrice' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/ecommerce/skuPrice' }, expect: [200], check: (r) => assert.equal(Object.keys(r.body).some((sku) => sku.startsWith('OA-')), false) },
    unshared: { who: 'stranger', request: { method: 'GET', path: '/api/ecommerce/skuPrice' }, expect: [200] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/ecommerce/skuPrice' }, expect: [200] },
  }),
  'POST /api/ecommerce/createOrder': () => ({
    unauthenticated: { who: 'anonymous', request: skuOrder, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { ...skuOrder, body: { ...skuOrder.body, sku: 'OA-SH-800' } }, expect: [404] },
    unshared: { who: 'stranger', request: skuOrder, expect: [404] },
    readOnly: { who: 'readToken', request: skuOrder, expect: [403] },
  }),
  'GET /api/published/domains/:host': storefrontRead(() => `/api/published/domains/${samples.publishedconfigurators.document.joineryDomain}`),
  'GET /api/published/configurator/:id/v/:version/modules/:moduleId/image.png': storefrontRead(() => `${configurator()}/v/1/modules/${module()}/image.png`),
  'GET /api/published/configurator/:id/v/:version/modules/:moduleId/geometry.:extension': storefrontRead(() => `${configurator()}/v/1/modules/${module()}/geometry.step`),
  'GET /api/published/configurator/:id/v/:version/modules/:moduleId/meshes': storefrontRead(() => `${configurator()}/v/1/modules/${module()}/meshes`),
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
  // the storefront's customers and visits (issue 18): anyone may call them; a customer session is not a staff one
  'POST /api/published/configurator/:id/customers/signup': () =>
    publicRoute({ method: 'POST', path: `${storefront()}/customers/signup`, body: { email: 'matrix@example.com', password: 'weak' } }, [400, 403]),
  'POST /api/published/configurator/:id/customers/signin': () =>
    publicRoute({ method: 'POST', path: `${storefront()}/customers/signin`, body: { email: 'nobody@example.com', password: 'Wrong-pass-1' } }, [401, 403]),
  'POST /api/published/configurator/:id/customers/signout': () => publicRoute({ method: 'POST', path: `${storefront()}/customers/signout` }, [204]),
  'GET /api/published/configurator/:id/customers/me': () => publicRoute({ method: 'GET', path: `${storefront()}/customers/me` }, [401]),
  'POST /api/published/configurator/:id/visits': () => publicRoute({ method: 'POST', path: `${storefront()}/visits`, body: {} }, [201]),
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
  // products from CAD (issue 21 §2): staff who may create modules; a text file named .step is refused before anything is kept
  'POST /api/cad-imports': () => {
    const request = (): Request => ({ method: 'POST', path: '/api/cad-imports', form: () => {
      const form = new FormData();
      form.append('file', new Blob(['not a model']), 'notes.step');
      return form;
    } });
    return {
      unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
      foreignWorkspace: { who: 'foreign', request: request(), expect: [415], check: (r) => assert.match(r.body.message, /not a STEP file/) },
      unshared: { who: 'stranger', request: request(), expect: [403] },
      readOnly: { who: 'readToken', request: request(), expect: [403] },
    };
  },
  'POST /api/cad-imports/onshape': () => {
    const request = (): Request => ({ method: 'POST', path: '/api/cad-imports/onshape', body: { onshape: { documentId: 'd1', wvmType: 'Version', wvmId: 'v1', elementId: 'e1' } } });
    return {
      unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
      foreignWorkspace: { who: 'foreign', request: request(), expect: [409], check: (r) => assert.match(r.body.message, /sign in with Onshape/) },
      unshared: { who: 'stranger', request: request(), expect: [403] },
      readOnly: { who: 'readToken', request: request(), expect: [403] },
    };
  },
  // the 'From Onshape' dialog's lists: staff, through their own linked Onshape account (none here)
  ...Object.fromEntries(
    [
      ['/api/cad-imports/onshape/documents', '/api/cad-imports/onshape/documents'],
      ['/api/cad-imports/onshape/documents/:documentId/versions', '/api/cad-imports/onshape/documents/d1/versions'],
      ['/api/cad-imports/onshape/documents/:documentId/versions/:versionId/elements', '/api/cad-imports/onshape/documents/d1/versions/v1/elements'],
    ].map(([route, path]) => [
      `GET ${route}`,
      () => {
        const request = (): Request => ({ method: 'GET', path });
        const notLinked = (r: Reply) => assert.match(r.body.message, /No Onshape account is linked to you/);
        return {
          unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
          foreignWorkspace: { who: 'foreign', request: request(), expect: [409], check: notLinked },
          unshared: { who: 'stranger', request: request(), expect: [403] },
          readOnly: { who: 'readToken', request: request(), expect: [409], check: notLinked },
        };
      },
    ]),
  ),
  // production (issue 19): staff only; the sample order is Oak & Ash's, private, shared for reading with the reader (a guest)
  'POST /api/production': () => {
    const request = (): Request => ({ method: 'POST', path: '/api/production', body: { orders: [{ id: samples.orders.id, version: latest.get('orders') }] } });
    return {
      unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
      foreignWorkspace: { who: 'foreign', request: request(), expect: [404] },
      unshared: { who: 'stranger', request: request(), expect: [403] },
      readOnly: { who: 'readToken', request: request(), expect: [403] },
    };
  },
  'GET /api/production/orders': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/production/orders' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/production/orders' }, expect: [200], check: (r) => assert.deepEqual(r.body, { orders: [], next: null }) },
    unshared: { who: 'stranger', request: { method: 'GET', path: '/api/production/orders' }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/production/orders' }, expect: [200] },
  }),
  'GET /api/production/orders/:orderId': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/api/production/orders/${samples.orders.id}` }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `/api/production/orders/${samples.orders.id}` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'GET', path: `/api/production/orders/${samples.orders.id}` }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: `/api/production/orders/${samples.orders.id}` }, expect: [200] },
  }),
  // customers and the activity timeline (issue 20 §4, §5): the workspace's staff, never its guests; another workspace sees its own
  ...Object.fromEntries(
    ['/api/customers', '/api/getAllCustomerData', '/api/workspace/activity'].map((path) => [`GET ${path}`, (): RouteCases => ({
      unauthenticated: { who: 'anonymous', request: { method: 'GET', path }, expect: [401] },
      foreignWorkspace: { who: 'foreign', request: { method: 'GET', path }, expect: [200], check: (r) => assert.ok(!JSON.stringify(r.body).includes('customer@oakandash.example')) },
      unshared: { who: 'stranger', request: { method: 'GET', path }, expect: [403] },
      readOnly: { who: 'readToken', request: { method: 'GET', path }, expect: [200] },
    })]),
  ),
  'GET /api/customers/:customerId': () => {
    const request: Request = { method: 'GET', path: '/api/customers/customer@oakandash.example' };
    return {
      unauthenticated: { who: 'anonymous', request, expect: [401] },
      foreignWorkspace: { who: 'foreign', request, expect: [404] },
      unshared: { who: 'stranger', request, expect: [403] },
      readOnly: { who: 'readToken', request, expect: [200] },
    };
  },
  // statistics (issue 20): staff of the caller's workspace; another workspace's admin counts nothing of Oak & Ash's
  ...Object.fromEntries(
    [
      ['/api/statistics/productusagestatistics/:x', () => `/api/statistics/productusagestatistics/${samples.modules.id}`],
      ['/api/statistics/productconfigurations', () => '/api/statistics/productconfigurations?unit=day&n=7'],
      ['/api/statistics/orders', () => '/api/statistics/orders?unit=day&n=7'],
      ['/api/workspace/statistics', () => '/api/workspace/statistics?unit=day&n=7'],
      ['/api/statistics/configurator/orders/totalPrice', () => '/api/statistics/configurator/orders/totalPrice?unit=day&n=7'],
      ['/api/statistics/configurator/orders/totalItems', () => '/api/statistics/configurator/orders/totalItems?unit=day&n=7'],
      ['/api/workspace/statistics/:metric', () => '/api/workspace/statistics/browser.family'],
      ['/api/statistics/configurator/products', () => '/api/statistics/configurator/products'],
      ['/api/statistics/configurator/uniqueconfigurations', () => '/api/statistics/configurator/uniqueconfigurations'],
      ['/api/statistics/sales', () => '/api/statistics/sales'],
    ].map(([route, path]) => [`GET ${route}`, (): RouteCases => statisticsCases((path as () => string)())]),
  ),
  ...integrationCases(),
  // tasks (issue 21): the admin's waiting task; staff of its workspace see it, only its owner or an admin acts on it
  'GET /api/tasks': () => {
    const lists = (who: Who, shows: boolean): Case => ({ who, request: { method: 'GET', path: '/api/tasks' }, expect: [200], check: (r) => assert.equal(r.body.some((t: { id: string }) => t.id === taskId), shows) });
    return { unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/tasks' }, expect: [401] }, foreignWorkspace: lists('foreign', false), unshared: lists('stranger', false), readOnly: lists('readToken', true) };
  },
  'GET /api/tasks/:taskId': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: `/api/tasks/${taskId}` }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: `/api/tasks/${taskId}` }, expect: [404] },
    unshared: { who: 'stranger', request: { method: 'GET', path: `/api/tasks/${taskId}` }, expect: [404] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: `/api/tasks/${taskId}` }, expect: [200] },
  }),
  ...Object.fromEntries(
    (['cancel', 'restart', 'report'] as const).map((action) => {
      const request = (): Request => ({ method: 'POST', path: `/api/tasks/${taskId}/${action}` });
      return [`POST /api/tasks/:taskId/${action}`, (): RouteCases => ({
        unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
        foreignWorkspace: { who: 'foreign', request: request(), expect: [404] },
        unshared: { who: 'stranger', request: request(), expect: [404] },
        readOnly: { who: 'readToken', request: request(), expect: [403] },
      })];
    }),
  ),
  'GET /api/notifications': () => {
    const shows = (who: Who, mine: boolean): Case => ({ who, request: { method: 'GET', path: '/api/notifications' }, expect: [200], check: (r) => assert.equal(r.body.some((i: { id: string }) => i.id === taskId), mine) });
    return { unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/notifications' }, expect: [401] }, foreignWorkspace: shows('foreign', false), unshared: shows('stranger', false), readOnly: shows('readToken', true) };
  },
  ...Object.fromEntries(
    (['read', 'clear'] as const).map((change) => {
      const request = (): Request => ({ method: 'POST', path: `/api/notifications/${change}`, body: { ids: [taskId] } });
      // each user changes only their own bell: another's item is not theirs to change
      const none = (who: Who): Case => ({ who, request: request(), expect: [200], check: (r) => assert.deepEqual(r.body, { count: 0 }) });
      return [`POST /api/notifications/${change}`, (): RouteCases => ({
        unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
        foreignWorkspace: none('foreign'),
        unshared: none('stranger'),
        readOnly: { who: 'readToken', request: request(), expect: [403] },
      })];
    }),
  ),
  'GET /api/users/me': () => ownRoute({ method: 'GET', path: '/api/users/me' }),
  'PUT /api/users/me': () => ownRoute({ method: 'PUT', path: '/api/users/me', body: { name: 'Ada Admin' } }),
  'GET /api/users/me/activity': () => ownRoute({ method: 'GET', path: '/api/users/me/activity' }),
  'GET /api/users/me.png': () => ownRoute({ method: 'GET', path: '/api/users/me.png' }),
  'PUT /api/users/me/avatar': () => ownRoute({ method: 'PUT', path: '/api/users/me/avatar' }),
  'DELETE /api/users/me/avatar': () => ownRoute({ method: 'DELETE', path: '/api/users/me/avatar' }),
  'GET /api/users/me/tokens': () => ownRoute({ method: 'GET', path: '/api/users/me/tokens' }),
  'POST /api/users/me/tokens': () => ownRoute({ method: 'POST', path: '/api/users/me/tokens', body: { name: 'x', scope: 'read' } }),
  'POST /api/users/me/api-docs-token': () => ownRoute({ method: 'POST', path: '/api/users/me/api-docs-token', body: {} }),
  // the others revoke their own tokens; the admin's read token is refused (403), so the admin's tokens stay
  'DELETE /api/users/me/tokens': () => ownRoute({ method: 'DELETE', path: '/api/users/me/tokens' }),
  'DELETE /api/users/me/tokens/:tokenId': () => ({
    ...ownRoute({ method: 'DELETE', path: `/api/users/me/tokens/${adminTokenId}` }),
    // another user's token is not found
    foreignWorkspace: { who: 'foreign', request: { method: 'DELETE', path: `/api/users/me/tokens/${adminTokenId}` }, expect: [404] },
  }),
  // sessions are managed from a signed-in browser only: no token, of either scope
  ...Object.fromEntries(
    ([['GET', '/api/users/me/sessions'], ['DELETE', '/api/users/me/sessions'], ['DELETE', '/api/users/me/sessions/:sessionId']] as const).map(([method, url]) => [
      `${method} ${url}`,
      (): RouteCases => {
        const request = { method, path: url.replace(':sessionId', '0123456789abcdef') };
        return { unauthenticated: { who: 'anonymous', request, expect: [401] }, foreignWorkspace: onlyOneself, unshared: onlyOneself, readOnly: { who: 'readToken', request, expect: [403] } };
      },
    ]),
  ),
  'GET /api/users/me/preferences': () => ownRoute({ method: 'GET', path: '/api/users/me/preferences' }),
  'GET /api/users/me/providers': () => ownRoute({ method: 'GET', path: '/api/users/me/providers' }),
  'DELETE /api/users/me/providers/:provider': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'DELETE', path: '/api/users/me/providers/google' }, expect: [401] },
    foreignWorkspace: onlyOneself,
    unshared: onlyOneself,
    readOnly: { who: 'readToken', request: { method: 'DELETE', path: '/api/users/me/providers/google' }, expect: [403] },
  }),
  'PUT /api/users/me/preferences': () => ownRoute({ method: 'PUT', path: '/api/users/me/preferences', body: { colourMode: 'dark' } }),
  'GET /api/billing': () => ({
    unauthenticated: { who: 'anonymous', request: { method: 'GET', path: '/api/billing' }, expect: [401] },
    foreignWorkspace: { who: 'foreign', request: { method: 'GET', path: '/api/billing' }, expect: [200], check: (r) => assert.equal(r.body.usage.users, 1) },
    unshared: { who: 'stranger', request: { method: 'GET', path: '/api/billing' }, expect: [403] },
    readOnly: { who: 'readToken', request: { method: 'GET', path: '/api/billing' }, expect: [200] },
  }),
  ...Object.fromEntries(
    ([['POST', '/api/billing/portal', undefined], ['POST', '/api/billing/checkout', { plan: 'GROWTH' }], ['POST', '/api/billing/checkout/:checkoutId', undefined]] as const).map(([method, url, body]) => [
      `${method} ${url}`,
      (): RouteCases => {
        const request = { method, path: url.replace(':checkoutId', 'cs_test_1'), body };
        return {
          unauthenticated: { who: 'anonymous', request, expect: [401] },
          foreignWorkspace: na('billing acts on the caller’s own current workspace'),
          unshared: { who: 'stranger', request, expect: [403] },
          readOnly: { who: 'readToken', request, expect: [403] },
        };
      },
    ]),
  ),
  'POST /api/users/invitations/:code/resend': () => {
    const request = (): Request => ({ method: 'POST', path: `/api/users/invitations/${invitationCode}/resend` });
    return {
      unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
      foreignWorkspace: { who: 'foreign', request: request(), expect: [404] },
      unshared: { who: 'stranger', request: request(), expect: [403] },
      readOnly: { who: 'readToken', request: request(), expect: [403] },
    };
  },
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
  // the superadmin space: 404 for anyone but a superadmin (a read token is refused any write before that)
  ...Object.fromEntries(
    [
      { method: 'GET', route: '/api/superadmin/workspaces' },
      { method: 'PUT', route: '/api/superadmin/workspaces/:alias/plan', body: { plan: 'ENTERPRISE' } },
      { method: 'POST', route: '/api/superadmin/workspaces/:alias/suspend' },
      { method: 'POST', route: '/api/superadmin/workspaces/:alias/resume' },
      { method: 'GET', route: '/api/superadmin/configurators' },
      { method: 'GET', route: '/api/superadmin/tasks' },
      { method: 'POST', route: '/api/superadmin/tasks/:taskId/cancel' },
      { method: 'POST', route: '/api/superadmin/tasks/:taskId/restart' },
    ].map(({ method, route, body }) => [
      `${method} ${route}`,
      (): RouteCases => {
        const request = { method, path: route.replace(':alias', 'birch').replace(':taskId', taskId), ...(body ? { body } : {}) };
        return {
          unauthenticated: { who: 'anonymous', request, expect: [401] },
          foreignWorkspace: { who: 'foreign', request, expect: [404] },
          unshared: { who: 'admin', request, expect: [404] },
          readOnly: { who: 'readToken', request, expect: [isRead(method) ? 404 : 403] },
        };
      },
    ]),
  ),
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

export function explicitCases(route: RouteEntry): RouteCases | undefined {
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

export function casesOf(route: RouteEntry): RouteCases | string {
  const explicit = explicitCases(route);
  if (explicit) return explicit;
  const kind = kindOfRoute(route.url);
  if (kind) return kindRouteCases(route, kind);
  return `no permission cases for ${route.method} ${route.url}: add them to tests/rest/access-matrix/rest-cases.ts`;
}

export async function runCase(route: string, name: string, c: CaseOrNa): Promise<string | undefined> {
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

/**
 * Runs the four cases of each of the routes `which` picks (after checking each has them): the
 * problems found, and a refused request must not have written anything.
 */
export async function checkRoutes(which: (route: RouteEntry) => boolean): Promise<void> {
  const problems: string[] = [];
  const before = await storeFingerprint(server);
  for (const route of server.routes().filter(which)) {
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
}

/** The kinds' routes whose cases follow from their shape (the rest have theirs written out). */
export const isKindRoute = (route: RouteEntry) => !explicitCases(route) && kindOfRoute(route.url) !== undefined;

/** A statistics route: members read their own workspace's figures; another workspace's admin reads its own (none of Oak & Ash's). */
function statisticsCases(path: string): RouteCases {
  const request: Request = { method: 'GET', path };
  const empty = (r: Reply) => assert.ok(r.body.total === 0 || r.body.today?.orders === 0, JSON.stringify(r.body));
  return {
    unauthenticated: { who: 'anonymous', request, expect: [401] },
    foreignWorkspace: { who: 'foreign', request, expect: [200], check: empty },
    unshared: { who: 'stranger', request, expect: [403] },
    readOnly: { who: 'readToken', request, expect: [200] },
  };
}

/**
 * /api/workspaces/{alias}/integrations… (issue 21 §4): another workspace does not see them (404), a guest of
 * the demo is refused (403), and a read-only token reads but does not change them.
 */
function integrationCases(): Record<string, () => RouteCases> {
  const at = '/api/workspaces/demo/integrations';
  const cases = (request: () => Request, readOnly: number[]): RouteCases => ({
    unauthenticated: { who: 'anonymous', request: request(), expect: [401] },
    foreignWorkspace: { who: 'foreign', request: request(), expect: [404], check: (r) => assert.match(r.body.message, /No workspace demo/) },
    unshared: { who: 'stranger', request: request(), expect: [403] },
    readOnly: { who: 'readToken', request: request(), expect: readOnly },
  });
  const one = () => `${at}/${integration.exportId}`;
  const hook = () => `${at}/${integration.webhookId}`;
  return {
    'GET /api/workspaces/:alias/integrations': () => cases(() => ({ method: 'GET', path: at }), [200]),
    'POST /api/workspaces/:alias/integrations': () => cases(() => ({ method: 'POST', path: at, body: { type: 'export', settings: { dataset: 'orders', format: 'csv', schedule: 'none' } } }), [403]),
    'GET /api/workspaces/:alias/integrations/:integrationId': () => cases(() => ({ method: 'GET', path: one() }), [200]),
    'PATCH /api/workspaces/:alias/integrations/:integrationId': () => cases(() => ({ method: 'PATCH', path: one(), body: { name: 'Taken over' } }), [403]),
    'DELETE /api/workspaces/:alias/integrations/:integrationId': () => cases(() => ({ method: 'DELETE', path: one() }), [403]),
    'GET /api/workspaces/:alias/integrations/:integrationId/deliveries': () => cases(() => ({ method: 'GET', path: `${hook()}/deliveries` }), [200]),
    'POST /api/workspaces/:alias/integrations/:integrationId/deliveries/:deliveryId/replay': () =>
      cases(() => ({ method: 'POST', path: `${hook()}/deliveries/${integration.deliveryId}/replay` }), [403]),
    'GET /api/workspaces/:alias/integrations/:integrationId/runs': () => cases(() => ({ method: 'GET', path: `${one()}/runs` }), [200]),
    'POST /api/workspaces/:alias/integrations/:integrationId/runs': () => cases(() => ({ method: 'POST', path: `${one()}/runs` }), [403]),
    'GET /api/workspaces/:alias/integration-runs/:runId/download': () =>
      cases(() => ({ method: 'GET', path: `/api/workspaces/demo/integration-runs/${integration.runId}/download` }), [200]),
  };
}
