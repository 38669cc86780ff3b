import { Type, type Static } from '@sinclair/typebox';
import { URL_POINT_PATTERN } from '../model/workspace-settings/external-sync.ts';
import { Id, Label, Obj } from '../model/kinds/common.schema.ts';
import { moduleKind } from '../model/kinds/module.kind.ts';
import { LABEL_BATCH_MAX } from '../model/effects/label-index.ts';
import type { Envelope } from '../model/resources/resource-types.ts';
import { defineOperation } from './operation.ts';

const Changed = Obj(
  { changed: Type.Array(Obj({ id: Id, version: Type.Integer({ minimum: 1 }) }), { description: 'the products given a new version, each once' }) },
  { description: 'every product the change altered, all written in one transaction' },
);
const changed = (written: Envelope[]) => ({ changed: written.map(({ id, version }) => ({ id, version })) });
const shared = { group: '', tag: 'products' } as const;
const AddBody = Obj({ name: Label, ids: Type.Array(Id, { minItems: 1, maxItems: LABEL_BATCH_MAX }) }, { examples: [{ name: 'Shelving', ids: ['0123456789abcdef01234567'] }] });
const RenameBody = Obj({ newName: Label }, { examples: [{ newName: 'Shelving' }] });

/** The products page's label lists (application.md §2.4, §7): categories and functions of modules. */
function labelOperations<Many extends string, One extends string>(field: 'categories' | 'functions', many: Many, one: One, what: string) {
  const path = `/api/${field}` as const;
  const NameParams = Obj({ name: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$', description: `a ${what} without spaces around it` }) });
  const change = { ...shared, response: Changed, answer: 'json', errors: [400, 401, 403, 404] } as const;
  const ofValue = { ...change, path: `${path}/{name}`, params: NameParams } as const;
  return [
    defineOperation({
      ...shared,
      method: 'GET',
      path,
      operationId: `list${many}`,
      summary: `Every ${what} of the products of the current workspace you may read, alphabetically`,
      response: Type.Array(Type.String()),
      answer: 'json',
      errors: [401],
      call: (model, { actor }) => model.labels.values(actor, moduleKind, field),
    }),
    defineOperation({
      ...change,
      method: 'POST',
      path,
      operationId: `add${one}`,
      summary: `Add a ${what} to the given products (those that have it already are left as they are)`,
      description: `One transaction: every product that changes gets a new version, or none does (403 naming each product you may not change). At most ${LABEL_BATCH_MAX} products.`,
      body: AddBody,
      call: async (model, { actor, body }) => {
        // the route validated it
        const { name, ids } = body as Static<typeof AddBody>;
        return changed(await model.labels.add(actor, moduleKind, field, name, ids));
      },
    }),
    defineOperation({
      ...ofValue,
      method: 'PUT',
      operationId: `rename${one}`,
      summary: `Rename a ${what} in every product of the current workspace that has it (404 when none you may read has it)`,
      description: 'One transaction, all or none (403 naming each product you may not change). A product holding both names keeps the new one once.',
      body: RenameBody,
      call: async (model, { actor, params, body }) => changed(await model.labels.rename(actor, moduleKind, field, params.name, (body as Static<typeof RenameBody>).newName)),
    }),
    defineOperation({
      ...ofValue,
      method: 'DELETE',
      operationId: `delete${one}`,
      summary: `Remove a ${what} from every product of the current workspace that has it (404 when none you may read has it)`,
      description: 'One transaction, all or none (403 naming each product you may not change).',
      call: async (model, { actor, params }) => changed(await model.labels.remove(actor, moduleKind, field, params.name)),
    }),
  ];
}

/**
 * The products page's calls outside the kinds: `GET /api/categories` and `/api/functions` with their
 * batch tools (add to the selected products, rename or delete across all products, each one
 * transaction: rest/model/products/label-tools.ts), and `GET /api/external/{urlPoint}` behind the Sync button.
 */
export const productsOperations = [
  ...labelOperations('categories', 'Categories', 'Category', 'category'),
  ...labelOperations('functions', 'Functions', 'Function', 'function'),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/external/{urlPoint}',
    operationId: 'syncExternal',
    access: 'member',
    summary: "Fetch one of the workspace's external targets (the Sync buttons) and answer what it said",
    description: 'A workspace names its targets by urlPoint; 404 when it has none of that name, 502 when the target fails or answers other than 2xx.',
    params: Obj({ urlPoint: Type.String({ pattern: URL_POINT_PATTERN, description: 'lower-case letters, digits and hyphens' }) }),
    response: Obj({
      urlPoint: Type.String(),
      received: Type.String({ format: 'date-time' }),
      status: Type.Integer(),
      data: Type.Unknown({ description: "the target's JSON, or its text" }),
      items: Type.Union([Type.Array(Type.Record(Type.String(), Type.Unknown())), Type.Null()], { description: "the target's list mapped to our fields by its sync settings; null when the answer has no list there" }),
    }),
    answer: 'json',
    errors: [400, 401, 403, 404, 502],
    call: (model, { actor, params }) => model.externalSync.sync(actor, params.urlPoint),
  }),
];
