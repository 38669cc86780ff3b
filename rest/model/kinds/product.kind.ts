import { Type } from '@sinclair/typebox';
import { assertComposition, Composition, Label, Labels, Name, Obj, Parameter, Ref, Text } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

export const productKind = defineKind({
  kind: 'product',
  label: 'Product',
  collection: 'products',
  idParam: 'productId',
  one: 'Product',
  many: 'Products',
  titleField: 'name',
  hasSummary: false,
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
    /** which module connects to which, by connector: the graph a configuration is validated against */
    moduleGraph: Type.Optional(
      Type.Array(
        Obj({ source: Label, sourceConnector: Label, target: Label, targetConnector: Label }),
        { maxItems: 10000 },
      ),
    ),
  }),
  check: (p) => p.categoryModules?.forEach((c, i) => assertComposition(c.composition, `categoryModules/${i}/composition`)),
  refs: [{ path: 'categoryModules[].modules[]', target: 'modules' }],
  filters: text('name', 'description'),
  row: Obj({ name: Type.String(), description: Type.String(), categories: Type.Array(Type.String()), nModules: Type.Integer() }),
  list: (p) => ({
    name: p.name,
    description: p.description ?? '',
    categories: p.categories ?? [],
    nModules: (p.categoryModules ?? []).reduce((n, c) => n + c.modules.length, 0),
  }),
});
