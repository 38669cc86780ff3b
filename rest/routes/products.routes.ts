import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { URL_POINT_PATTERN } from '../model/external-sync.ts';
import { Id, Label, Obj } from '../model/kinds/common.schema.ts';
import { moduleKind } from '../model/kinds/module.kind.ts';
import { LABEL_BATCH_MAX } from '../model/labels.ts';
import type { Model } from '../model/model.ts';
import type { Envelope } from '../model/resource-types.ts';
import { errorResponses } from './schemas.ts';

type Req = FastifyRequest<{ Params: { name: string; urlPoint: string }; Body: { name: string; ids: string[]; newName: string } }>;

const Changed = Obj(
  { changed: Type.Array(Obj({ id: Id, version: Type.Integer({ minimum: 1 }) }), { description: 'the products given a new version, each once' }) },
  { description: 'every product the change altered, all written in one transaction' },
);
const changed = (written: Envelope[]) => ({ changed: written.map(({ id, version }) => ({ id, version })) });

/** The products page's label lists (application.md §2.4, §7): categories and functions of modules. */
const LABEL_ROUTES = [
  { field: 'categories', path: '/api/categories', one: 'Category', what: 'category' },
  { field: 'functions', path: '/api/functions', one: 'Function', what: 'function' },
] as const;

/**
 * The products page's calls outside the kinds: `GET /api/categories` and `/api/functions` with their
 * batch tools (add to the selected products, rename or delete across all products, each one
 * transaction: rest/model/labels.ts), and `GET /api/external/{urlPoint}` behind the Sync button.
 */
export async function productsRoutes(app: FastifyInstance, { model }: { model: Model }): Promise<void> {
  for (const { field, path, one, what } of LABEL_ROUTES) {
    const tags = ['products'];
    const NameParams = Obj({ name: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$', description: `a ${what} without spaces around it` }) });

    app.get(path, {
      config: { access: 'signedIn' },
      schema: {
        operationId: `list${one === 'Category' ? 'Categories' : 'Functions'}`,
        tags,
        summary: `Every ${what} of the products of the current workspace you may read, alphabetically`,
        response: { 200: Type.Array(Type.String()), ...errorResponses(401) },
      },
    }, async (request) => model.labels.values(request.actor, moduleKind, field));

    app.post(path, {
      config: { access: 'signedIn' },
      schema: {
        operationId: `add${one}`,
        tags,
        summary: `Add a ${what} to the given products (those that have it already are left as they are)`,
        description: `One transaction: every product that changes gets a new version, or none does (403 naming each product you may not change). At most ${LABEL_BATCH_MAX} products.`,
        body: Obj({ name: Label, ids: Type.Array(Id, { minItems: 1, maxItems: LABEL_BATCH_MAX }) }, { examples: [{ name: 'Shelving', ids: ['0123456789abcdef01234567'] }] }),
        response: { 200: Changed, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request: Req) => changed(await model.labels.add(request.actor, moduleKind, field, request.body.name, request.body.ids)));

    app.put(`${path}/:name`, {
      config: { access: 'signedIn' },
      schema: {
        operationId: `rename${one}`,
        tags,
        summary: `Rename a ${what} in every product of the current workspace that has it (404 when none you may read has it)`,
        description: 'One transaction, all or none (403 naming each product you may not change). A product holding both names keeps the new one once.',
        params: NameParams,
        body: Obj({ newName: Label }, { examples: [{ newName: 'Shelving' }] }),
        response: { 200: Changed, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request: Req) => changed(await model.labels.rename(request.actor, moduleKind, field, request.params.name, request.body.newName)));

    app.delete(`${path}/:name`, {
      config: { access: 'signedIn' },
      schema: {
        operationId: `delete${one}`,
        tags,
        summary: `Remove a ${what} from every product of the current workspace that has it (404 when none you may read has it)`,
        description: 'One transaction, all or none (403 naming each product you may not change).',
        params: NameParams,
        response: { 200: Changed, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request: Req) => changed(await model.labels.remove(request.actor, moduleKind, field, request.params.name)));
  }

  app.get('/api/external/:urlPoint', {
    config: { access: 'member' },
    schema: {
      operationId: 'syncExternal',
      tags: ['products'],
      summary: "Fetch one of the workspace's external targets (the Sync buttons) and answer what it said",
      description: 'A workspace names its targets by urlPoint; 404 when it has none of that name, 502 when the target fails or answers other than 2xx.',
      params: Obj({ urlPoint: Type.String({ pattern: URL_POINT_PATTERN, description: 'lower-case letters, digits and hyphens' }) }),
      response: {
        200: Obj({
          urlPoint: Type.String(),
          received: Type.String({ format: 'date-time' }),
          status: Type.Integer(),
          data: Type.Unknown({ description: "the target's JSON, or its text" }),
        }),
        ...errorResponses(400, 401, 403, 404, 502),
      },
    },
  }, async (request: Req) => model.externalSync.sync(request.actor, request.params.urlPoint));
}
