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
    /** the grain runs along the sheet's width: a panel's length must lie along it (no rotation when nesting) */
    grain: Type.Optional(Type.Boolean()),
    /** the saw's cut width in millimetres: the gap nesting leaves between parts */
    kerf: Type.Optional(Type.Number({ minimum: 0, maximum: 50 })),
    stock: Type.Optional(Enum(['StockItem', 'MakeToOrder'] as const)),
    costPerSheet: Type.Optional(Type.Number({ minimum: 0 })),
  }),
  refs: [],
  filters: text('category', 'name', 'description'),
  row: Obj({ name: Type.String(), category: Type.String(), description: Type.String(), thickness: Nullable(Type.Number()) }),
  subresources: [],
  list: (m) => ({ name: m.name, category: m.category ?? '', description: m.description ?? '', thickness: m.thickness ?? null }),
});
