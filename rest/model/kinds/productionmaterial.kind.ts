import { Type } from '@sinclair/typebox';
import { Enum, Label, Name, Obj, Text, Nullable } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

/** Sheet stock that parts are nested on: dimensions in millimetres. */
export const productionMaterialKind = defineKind({
  kind: 'productionmaterial',
  label: 'Production material',
  collection: 'productionmaterials',
  idParam: 'productionmaterialId',
  one: 'ProductionMaterial',
  many: 'ProductionMaterials',
  titleField: 'name',
  hasSummary: false,
  schema: Obj({
    name: Name,
    category: Type.Optional(Label),
    description: Type.Optional(Text),
    thickness: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    sheetWidth: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    sheetHeight: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    grain: Type.Optional(Type.Boolean()),
    stock: Type.Optional(Enum(['StockItem', 'MakeToOrder'] as const)),
    costPerSheet: Type.Optional(Type.Number({ minimum: 0 })),
  }),
  refs: [],
  filters: text('category', 'name', 'description'),
  row: Obj({ name: Type.String(), category: Type.String(), description: Type.String(), thickness: Nullable(Type.Number()) }),
  subresources: [],
  list: (m) => ({ name: m.name, category: m.category ?? '', description: m.description ?? '', thickness: m.thickness ?? null }),
});
