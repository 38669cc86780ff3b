import { Type } from '@sinclair/typebox';
import { Composition, Id, Label, Labels, Name, Obj, Parameter, Ref, Text } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';
import { allows } from '../identity/plans.ts';

/** The distinct modules ("products" on the products page) a product offers: what maxProductsPerConfigurator counts. */
const distinctModules = (document: any): number =>
  new Set((document?.categoryModules ?? []).flatMap((c: any) => (c?.modules ?? []).map((m: any) => m?.id))).size;

/**
 * The storefront's rules beyond compositions (rules/configuration-rules.ts `offerRules` reads them): a
 * module (by id) needs one of a category (by its categoryModules id) chosen, or is not offered while a
 * chosen module's parameter has a value. Two lists rather than a union: each entry's fields are then
 * checked by the schema with a message that names them.
 */
const StorefrontRules = Obj({
  requires: Type.Optional(Type.Array(Obj({ module: Id, category: Label }), { maxItems: 1000 })),
  excludes: Type.Optional(Type.Array(Obj({ module: Id, parameter: Label, value: Type.String({ minLength: 1, maxLength: 1000 }) }), { maxItems: 1000 })),
});

export const productKind = defineKind({
  kind: 'product',
  label: 'Product',
  collection: 'products',
  idParam: 'productId',
  one: 'Product',
  many: 'Products',
  titleField: 'name',
  hasSummary: false,
  async planLimit({ limits, next, previous }) {
    const count = distinctModules(next);
    // a product left over the limit by a downgrade can still be edited, as long as it does not grow
    if (allows(limits.maxProductsPerConfigurator, count) || count <= distinctModules(previous)) return undefined;
    return `allows ${limits.maxProductsPerConfigurator} product${limits.maxProductsPerConfigurator === 1 ? '' : 's'} per configurator, and this one would offer ${count}. Upgrade to add more.`;
  },
  schema: Obj({
    name: Name,
    description: Type.Optional(Text),
    categories: Type.Optional(Labels),
    /** the modules a customer may pick in each category, with how many (composition rule) */
    categoryModules: Type.Optional(
      Type.Array(
        Obj({
          id: Label,
          category: Name,
          composition: Type.Optional(Composition),
          modules: Type.Array(Ref, { maxItems: 1000 }),
        }),
        { maxItems: 200 },
      ),
    ),
    parameters: Type.Optional(Type.Array(Parameter, { maxItems: 500 })),
    /** what a customer may combine beyond the compositions: 'needs a Leg frame', 'not offered with Oak' */
    rules: Type.Optional(StorefrontRules),
    /** which module connects to which, by connector: the graph a configuration is validated against */
    moduleGraph: Type.Optional(
      Type.Array(
        Obj({ source: Label, sourceConnector: Label, target: Label, targetConnector: Label }),
        { maxItems: 10000 },
      ),
    ),
    /** how the parts of this product are cut: groups of parts per material, each with its sheet result */
    productionData: Type.Optional(
      Obj({
        groups: Type.Array(
          Obj({
            id: Label,
            material: Type.Optional(Label),
            parts: Type.Optional(Type.Integer({ minimum: 0 })),
            sheetResult: Type.Optional(
              Obj({
                sheets: Type.Optional(Type.Integer({ minimum: 0 })),
                utilisation: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
                /** where each part may be placed on a sheet */
                placementCandidates: Type.Optional(
                  Type.Array(
                    Obj({
                      part: Label,
                      sheet: Type.Integer({ minimum: 0 }),
                      x: Type.Number(),
                      y: Type.Number(),
                      rotation: Type.Optional(Type.Number({ minimum: 0, exclusiveMaximum: 360 })),
                      score: Type.Optional(Type.Number()),
                    }),
                    { maxItems: 20000 },
                  ),
                ),
              }),
            ),
          }),
          { maxItems: 500 },
        ),
      }),
    ),
  }),
  refs: [{ path: 'categoryModules[].modules[]', target: 'modules' }],
  filters: text('name', 'description'),
  row: Obj({ name: Type.String(), description: Type.String(), categories: Type.Array(Type.String()), nModules: Type.Integer() }),
  subresources: [
    { path: 'categoryModules', name: 'CategoryModules' },
    { path: 'categoryModules/{categoryModulesId}', name: 'CategoryModule' },
    { path: 'moduleGraph', name: 'ModuleGraph' },
    { path: 'productionData', name: 'ProductionData' },
    { path: 'productionData/groups/{groupsId}/sheetResult/placementCandidates', name: 'PlacementCandidates', writes: ['put', 'delete'] },
  ],
  list: (p) => ({
    name: p.name,
    description: p.description ?? '',
    categories: p.categories ?? [],
    nModules: (p.categoryModules ?? []).reduce((n, c) => n + c.modules.length, 0),
  }),
});
