import { Type } from '@sinclair/typebox';
import {
  CAD_ORIENTATIONS, Composition, Connector, Enum, Label, Labels, MapOf, Name, Obj, Parameter, Providers, Ref, Text,
  Vector3, WORKSPACE_OR_VERSION,
} from './common.schema.ts';
import { cadSourceFields, cadSourceSubresources, PROVIDER_SUBRESOURCES } from './cad-source.ts';
import { defineKind, fileFilters, namesAndIds, refIds, searchFilter, text, valueAt } from './kind-def.ts';

export const Onshape = Obj({
  documentId: Type.String({ minLength: 1, maxLength: 100 }),
  wvmType: Enum(WORKSPACE_OR_VERSION),
  wvmId: Type.String({ minLength: 1, maxLength: 100 }),
  elementId: Type.String({ minLength: 1, maxLength: 100 }),
  /** configuration parameter of the CAD document → value */
  parameters: Type.Optional(MapOf(Type.String({ minLength: 1, maxLength: 100, description: 'a parameter name of the CAD document' }), Type.String({ maxLength: 1000 }), { maxProperties: 200 })),
  documentName: Type.Optional(Name),
  elementName: Type.Optional(Name),
  elementType: Type.Optional(Type.String({ maxLength: 100 })),
});

const ProductionPartGroup = Obj({
  key: Label,
  parts: Type.Array(
    Obj({
      path: Type.Array(Label, { maxItems: 50 }),
      name: Type.Optional(Name),
      /** what production makes of it: 'Panel', 'Edge band', 'Hardware' …; the group's key when absent */
      type: Type.Optional(Label),
      quantity: Type.Optional(Type.Integer({ minimum: 1 })),
      /** a production material by name (a Panel's sheet stock) or a bought-in item's description */
      material: Type.Optional(Label),
      /** millimetres; a Panel's length runs along its material's grain */
      dimensions: Type.Optional(Obj({ length: Type.Number({ exclusiveMinimum: 0 }), width: Type.Number({ exclusiveMinimum: 0 }) })),
      thickness: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      /** per piece: area (m²), length (m), volume (m³), count, weight (kg), cost … */
      metrics: Type.Optional(MapOf(Type.String({ pattern: '^[A-Za-z0-9_]+$', minLength: 1, maxLength: 100, description: 'a metric name: letters, digits and _' }), Type.Number(), { maxProperties: 200 })),
    }),
    { maxItems: 5000 },
  ),
});

const Hotspot = Obj({ id: Label, name: Name, position: Type.Optional(Vector3) });
const Modifier = Obj({ id: Label, name: Name, parameter: Type.Optional(Label), expression: Type.Optional(Type.String({ maxLength: 1000 })) });

export const ModuleSource = Obj({
  ...cadSourceFields,
  onshape: Type.Optional(Onshape),
  geometrySettings: Type.Optional(
    Obj({
      cadOrientation: Type.Optional(Enum(CAD_ORIENTATIONS)),
      uvMap: Type.Optional(Type.Boolean()),
      autoExtrude: Type.Optional(Type.Boolean()),
      collapseDepth: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
      rootNode: Type.Optional(Type.String({ maxLength: 200 })),
      nodes: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
    }),
  ),
  appearance: Type.Optional(
    Obj({
      defaultAppearances: Type.Optional(Type.Array(Ref, { maxItems: 200 })),
      parametricAppearances: Type.Optional(Type.Array(Obj({ parameter: Label, appearance: Ref }), { maxItems: 200 })),
    }),
  ),
  hotspots: Type.Optional(Type.Array(Hotspot, { maxItems: 200 })),
  modifiers: Type.Optional(Type.Array(Modifier, { maxItems: 200 })),
});

/** File extensions that name the same CAD format. */
const CAD_FORMATS: Record<string, string> = { STP: 'STEP', STEP: 'STEP', IGS: 'IGES', IGES: 'IGES', X_T: 'Parasolid', X_B: 'Parasolid' };

/** Where a module's geometry came from, as the products table shows it ('unknown' when it cannot tell). */
export function sourceLabel(source: any): string {
  if (source?.onshape) return 'Onshape';
  const file = source?.file?.file?.name;
  if (typeof file === 'string' && file.includes('.')) {
    const extension = file.split('.').pop()!.toUpperCase();
    return CAD_FORMATS[extension] ?? extension;
  }
  if (source?.image) return 'Image';
  return 'unknown';
}

export const moduleKind = defineKind({
  kind: 'module',
  label: 'Module',
  collection: 'modules',
  idParam: 'moduleId',
  one: 'Module',
  many: 'Modules',
  titleField: 'name',
  hasSummary: false,
  schema: Obj({
    name: Name,
    description: Type.Optional(Text),
    categories: Type.Optional(Labels),
    subcategory: Type.Optional(Label),
    functions: Type.Optional(Labels),
    skus: Type.Optional(Labels),
    parameters: Type.Optional(Type.Array(Parameter, { maxItems: 500 })),
    connectors: Type.Optional(Type.Array(Connector, { maxItems: 500 })),
    source: Type.Optional(ModuleSource),
    submodules: Type.Optional(Type.Array(Ref, { maxItems: 500 })),
    bundled: Type.Optional(Type.Boolean()),
    submodulesComposition: Type.Optional(Composition),
    /** price as the shop shows it; the first number in it is the price (application spec §5) */
    price: Type.Optional(Type.String({ maxLength: 100 })),
    /** sold in lots of `per`: an order of n pays ceil(n / per) times the price (application.md §9); 1 when absent */
    per: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
    /** what one piece costs to make, as a text like the price; when absent the production parts' costs count (rules/margin.ts) */
    cost: Type.Optional(Type.String({ maxLength: 100 })),
    /** the parts production makes, grouped (application spec §7: document.groups[].parts) */
    productionParts: Type.Optional(Obj({ groups: Type.Array(ProductionPartGroup, { maxItems: 500 }) })),
    providers: Type.Optional(Providers),
  }),
  refs: [
    { path: 'connectors[].connectorType', target: 'connectortypes' },
    { path: 'source.appearance.defaultAppearances[]', target: 'appearances' },
    { path: 'source.appearance.parametricAppearances[].appearance', target: 'appearances' },
    { path: 'submodules[]', target: 'modules', acyclic: true },
  ],
  filters: [
    ...text('name', 'description'),
    { name: 'skus', match: 'text' },
    ...fileFilters('source.image'),
    ...fileFilters('source.file.file'),
    { name: 'source.onshape.documentId', match: 'exact' },
    { name: 'source.onshape.wvmType', match: 'exact' },
    { name: 'source.onshape.wvmId', match: 'exact' },
    { name: 'source.onshape.elementId', match: 'exact' },
    {
      name: 'source.onshape.parameters',
      match: 'text',
      extract: (d) => {
        const p = valueAt(d, 'source.onshape.parameters');
        return p && typeof p === 'object' ? Object.entries(p).flatMap(([k, v]) => [k, String(v)]) : undefined;
      },
    },
    ...text('source.onshape.documentName', 'source.onshape.elementName', 'source.onshape.elementType'),
    { name: 'source.geometrySettings.cadOrientation', match: 'exact' },
    { name: 'source.geometrySettings.uvMap', match: 'boolean' },
    { name: 'source.geometrySettings.autoExtrude', match: 'boolean' },
    { name: 'source.geometrySettings.collapseDepth', match: 'number' },
    { name: 'source.geometrySettings.rootNode', match: 'text' },
    { name: 'source.geometrySettings.nodes', match: 'text' },
    { name: 'source.appearance.defaultAppearances', match: 'exact', extract: refIds('source.appearance.defaultAppearances') },
    {
      name: 'source.appearance.parametricAppearances',
      match: 'exact',
      extract: (d) => {
        const list = valueAt(d, 'source.appearance.parametricAppearances');
        return Array.isArray(list) ? list.flatMap((p: any) => [p.parameter, p.appearance?.id]) : undefined;
      },
    },
    { name: 'source.hotspots', match: 'text', extract: namesAndIds('source.hotspots') },
    { name: 'source.modifiers', match: 'text', extract: namesAndIds('source.modifiers') },
    { name: 'connectors', match: 'text', extract: namesAndIds('connectors') },
    { name: 'categories', match: 'text' },
    { name: 'subcategory', match: 'text' },
    { name: 'functions', match: 'text' },
    { name: 'submodules', match: 'exact', extract: refIds('submodules') },
    { name: 'bundled', match: 'boolean' },
    { name: 'submodulesComposition', match: 'exact' },
    { name: 'parameters', match: 'text', extract: namesAndIds('parameters') },
    // the products table's search box (not in rest-api.md §3.3: docs/decisions.md)
    searchFilter(),
  ],
  // the products table's other sortable columns (application.md §2.4), ordered as they are shown
  sorts: [
    { name: 'category', value: (m) => (m.categories ?? []).join(', ').toLowerCase() },
    { name: 'owner', headField: 'owner' },
    { name: 'source', value: (m) => sourceLabel(m.source).toLowerCase() },
    { name: 'parameters', value: (m) => m.parameters?.length ?? 0 },
    { name: 'connectors', value: (m) => m.connectors?.length ?? 0 },
  ],
  labels: ['categories', 'functions'],
  row: Obj({
    name: Type.String(),
    description: Type.String(),
    categories: Type.Array(Type.String()),
    functions: Type.Array(Type.String()),
    sku: Type.Array(Type.String()),
    /** where the geometry came from: 'Onshape', a CAD format such as 'STEP', 'Image', or 'unknown' */
    source: Type.String(),
    nParameters: Type.Integer(),
    nConnectors: Type.Integer(),
  }),
  subresources: [
    { path: 'source', name: 'Source', writes: ['put'] },
    ...cadSourceSubresources('source', 'Source'),
    { path: 'productionParts', name: 'ProductionParts' },
    ...PROVIDER_SUBRESOURCES,
  ],
  list: (m) => ({
    name: m.name,
    description: m.description ?? '',
    categories: m.categories ?? [],
    functions: m.functions ?? [],
    sku: m.skus ?? [],
    source: sourceLabel(m.source),
    nParameters: m.parameters?.length ?? 0,
    nConnectors: m.connectors?.length ?? 0,
  }),
});
