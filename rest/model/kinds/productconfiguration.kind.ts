import { Type } from '@sinclair/typebox';
import { IMAGE_EXTENSIONS } from './cad-source.ts';
import { Enum, FileInfo, Id, Label, Name, Obj, ParameterValues, Ref, Text, VersionNumber } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

/** A connection of two chosen module instances by their connectors (application.md §3). */
export const Connection = Obj({
  sourceModule: Id,
  sourceInstance: Type.Integer({ minimum: 0 }),
  sourceConnector: Label,
  targetModule: Id,
  targetInstance: Type.Integer({ minimum: 0 }),
  targetConnector: Label,
});

/** what was configured: a product, or a published configurator (which names its product) */
const ConfiguredProduct = Obj({ type: Enum(['products', 'publishedconfigurators'] as const), id: Id, version: VersionNumber });

export const productConfigurationKind = defineKind({
  kind: 'productconfiguration',
  label: 'Product configuration',
  collection: 'productconfigurations',
  idParam: 'productconfigurationId',
  one: 'ProductConfiguration',
  many: 'ProductConfigurations',
  titleField: 'name',
  // customers order and save configurations
  guestCreatable: true,
  hasSummary: false,
  schema: Obj({
    name: Name,
    description: Type.Optional(Text),
    product: ConfiguredProduct,
    modules: Type.Array(Obj({ module: Ref, instance: Type.Integer({ minimum: 0 }), parameters: Type.Optional(ParameterValues) }), { maxItems: 10000 }),
    connections: Type.Optional(Type.Array(Connection, { maxItems: 20000 })),
    score: Type.Optional(Type.Number()),
    /** the storefront visit it was saved in (the analytics session, issue 18 §9) */
    session: Type.Optional(Label),
    render: Type.Optional(FileInfo),
    /** whether the configuration is complete and valid (rest-api.md §3.5 completeness status) */
    state: Type.Optional(
      Obj({
        status: Enum(['Incomplete', 'Complete', 'Invalid', 'Optional', 'OK'] as const),
        messages: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 200 })),
      }),
    ),
  }),
  refs: [
    { path: 'product', target: (product) => product?.type },
    { path: 'modules[].module', target: 'modules' },
  ],
  filters: [
    ...text('name', 'description'),
    { name: 'product.type', match: 'exact' },
    { name: 'product.id', match: 'exact' },
    { name: 'product.version', match: 'number' },
  ],
  row: Obj({ name: Type.String(), description: Type.String(), product: ConfiguredProduct, nModules: Type.Integer() }),
  subresources: [
    { path: 'render', name: 'Render', writes: ['put', 'delete'], content: { extensions: IMAGE_EXTENSIONS } },
    { path: 'score', name: 'Score' },
    { path: 'state', name: 'State' },
  ],
  list: (c) => ({ name: c.name, description: c.description ?? '', product: c.product, nModules: c.modules.length }),
});
