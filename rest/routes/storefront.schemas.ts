// The shapes the storefront's public calls answer (storefront-contract.md), for the OpenAPI document and the client.
import { Type } from '@sinclair/typebox';
import { Enum, Id, LOGIN_TYPES, MapOf, Nullable, Obj, PARAMETER_TYPES, SIGNUP_TYPES, VersionNumber } from '../model/kinds/common.schema.ts';
import { CAD_MESHES_TYPE } from '../../rules/cad-meshes.ts';

export const PublishedAt = Obj({ id: Id, version: VersionNumber });

const Value = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
const Colours = MapOf(Type.String({ description: 'a colour role' }), Type.String(), { description: 'colour role → #rrggbb (the RGB roles as r, g, b)' });

export const OfferParameterSchema = Obj({
  id: Type.String(),
  name: Type.String(),
  type: Enum(PARAMETER_TYPES),
  default: Type.Optional(Value),
  options: Type.Optional(Type.Array(Obj({ value: Type.String(), label: Type.Optional(Type.String()) }))),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  step: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String()),
});

export const OfferedModuleSchema = Obj({
  id: Id,
  version: VersionNumber,
  name: Type.String(),
  description: Type.Optional(Type.String()),
  price: Type.String({ description: "the price text; its first number is the price (application.md §5)" }),
  per: Type.Integer({ minimum: 1, description: 'units per priced lot' }),
  sku: Type.Optional(Type.String()),
  parameters: Type.Array(OfferParameterSchema),
  connectors: Type.Array(
    Obj({
      id: Type.String(),
      name: Type.Optional(Type.String()),
      position: Type.Optional(Type.Array(Type.Number(), { minItems: 3, maxItems: 3, description: "where the connector sits in the module's CAD frame, which the 3D view joins connected modules by" })),
    }),
  ),
  image: Type.Optional(Type.String({ description: 'address of the picture' })),
  geometry: Type.Optional(Type.String({ description: 'address of the CAD file (its extension says the format)' })),
  meshes: Type.Optional(Type.String({ description: `address of a STEP or IGES file's triangle meshes, converted by the server (${CAD_MESHES_TYPE})` })),
  nProductionParts: Type.Integer({ minimum: 0 }),
});

export const OfferSchema = Obj({
  currency: Type.String(),
  categories: Type.Array(
    Obj({
      id: Type.String(),
      name: Type.String(),
      composition: Obj({ min: Type.Integer({ minimum: 0 }), max: Nullable(Type.Integer({ minimum: 0 })) }),
      label: Type.String({ description: "'Select N, up to M', 'Select N', 'Choose up to M' or 'Explore' (application.md §9)" }),
      moduleIds: Type.Array(Id),
    }),
  ),
  modules: MapOf(Type.String({ description: 'a module id' }), OfferedModuleSchema, { description: 'the offered modules by id' }),
  rules: Type.Array(
    Type.Union([
      Obj({ type: Type.Literal('requires'), module: Id, category: Type.String() }),
      Obj({ type: Type.Literal('excludes'), module: Id, parameter: Type.String(), value: Type.String() }),
    ]),
  ),
  connections: Type.Array(Obj({ source: Type.String(), sourceConnector: Type.String(), target: Type.String(), targetConnector: Type.String() })),
});

export const StorefrontViewSchema = Obj(
  {
    id: Id,
    version: VersionNumber,
    domain: Type.String({ description: "the address customers open: the maker's own domain, else the Joinery address" }),
    title: Type.String(),
    description: Type.Optional(Type.String()),
    currency: Type.String({ description: 'ISO 4217' }),
    auth: Obj({ loginType: Enum(LOGIN_TYPES), signupType: Enum(SIGNUP_TYPES), emailPassword: Type.Boolean() }),
    features: Obj({ prices: Type.Boolean(), ordering: Type.Boolean(), sharing: Type.Boolean(), suggestions: Type.Boolean(), billOfMaterials: Type.Boolean() }),
    theme: Nullable(Obj({ light: Colours, dark: Colours })),
    images: Obj({ logo: Type.Optional(Type.String()), favicon: Type.Optional(Type.String()), background: Type.Optional(Type.String()) }),
    embedOrigins: Type.Array(Type.String(), { description: 'the sites that may embed the storefront (an iframe) and hear its price and ordered messages' }),
    product: Obj({ id: Id, version: VersionNumber, name: Type.String(), description: Type.Optional(Type.String()) }),
    offer: OfferSchema,
  },
  { description: 'the public projection of a published configurator: nothing about its owner, history or permissions' },
);


const Problem = Obj({ rule: Type.String(), message: Type.String(), category: Type.Optional(Type.String()), module: Type.Optional(Type.String()) });

export const EvaluationSchema = Obj({
  valid: Type.Boolean(),
  problems: Type.Array(Problem),
  choices: MapOf(Type.String({ description: 'a module id' }), Obj({ disabled: Type.Boolean(), reason: Type.Optional(Type.String()) })),
  lineItems: Type.Array(
    Obj({
      module: Type.String({ description: 'id:version' }),
      name: Type.String(),
      sku: Type.Optional(Type.String()),
      quantity: Type.Integer(),
      per: Type.Integer(),
      properties: Obj({ price: Type.String() }),
      instances: Type.Array(Type.Integer()),
      nProductionParts: Type.Integer(),
      lineTotal: Type.Number(),
    }),
  ),
  total: Type.Number({ description: 'Σ ceil(quantity / per) × price, to two decimals (application.md §9)' }),
});

const ConfiguredModule = Obj({ module: Type.String({ description: 'id:version' }), instance: Type.Integer(), parameters: Type.Optional(MapOf(Type.String(), Value)) });
const ConfiguredConnection = Obj({
  sourceModule: Type.String(),
  sourceInstance: Type.Integer(),
  sourceConnector: Type.String(),
  targetModule: Type.String(),
  targetInstance: Type.Integer(),
  targetConnector: Type.String(),
});

export const ConfigurationRead = Obj({
  id: Id,
  version: VersionNumber,
  domain: Type.String(),
  configurator: PublishedAt,
  document: Obj({ modules: Type.Array(ConfiguredModule), connections: Type.Array(ConfiguredConnection) }),
  evaluation: EvaluationSchema,
});

export const PlacedOrderSchema = Obj({
  id: Type.String({ description: "the order's number, e.g. OA-1003" }),
  status: Type.Literal('received'),
  totalItems: Type.Integer(),
  totalPrice: Type.Number(),
  currency: Type.String(),
});

export const OrderList = Obj({
  items: Type.Array(Obj({ id: Type.String(), status: Type.String(), totalItems: Type.Integer(), totalPrice: Type.Number(), currency: Type.String(), created: Type.String({ format: 'date-time' }) })),
});

export const SkuPrices = MapOf(
  Type.String({ description: 'a SKU' }),
  Obj({ price: Type.Number(), priceText: Type.String(), per: Type.Integer(), name: Type.String(), module: Type.String({ description: 'id:version' }) }),
  { maxProperties: 100000, description: 'SKU → its module and price' },
);
