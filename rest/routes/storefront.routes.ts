import { Type } from '@sinclair/typebox';
import { Email, Id, Label, Obj, ParameterValues, VersionNumber } from '../model/kinds/common.schema.ts';
import { CAD_EXTENSIONS, IMAGE_EXTENSIONS } from '../model/kinds/cad-source.ts';
import { Connection } from '../model/kinds/productconfiguration.kind.ts';
import { contentTypeOf } from '../model/content/content-types.ts';
import { CAD_MESHES_TYPE } from '../../rules/cad-meshes.ts';
import type { BuiltProjection } from '../model/storefront/storefront-reads.ts';
import { badRequest } from '../model/errors.ts';
import { signedInCustomer } from './storefront-customers.routes.ts';
import { defineOperation, JSON_CONTENT_TYPE, type AddedOnce, type CachedAnswer, type OperationInput } from './operation.ts';
import { bytesOnce } from './kept-bytes.ts';
import { ConfigurationRead, OrderList, PlacedOrderSchema, PublishedAt, SkuPrices, StorefrontViewSchema } from './storefront.schemas.ts';

// customers are signed out, or signed in to the storefront only: every read here is public
const shared = { group: '', tag: 'storefront', access: 'public' } as const;

/** A version's projection never changes: caches keep it (the head read says whether it is still published). */
const VERSION_CACHE = 'public, max-age=31536000, immutable';
/** Where the head is, and whether it is published at all, may change at any time: caches keep that a minute. */
const HEAD_CACHE = 'public, max-age=60';

/** A built projection never changes, so its JSON is encoded once: a few kilobytes on every public read */
const projectionBytes = new WeakMap<BuiltProjection, Buffer>();
const answerOf = (built: BuiltProjection, cacheControl: string): CachedAnswer => ({
  etag: built.etag,
  body: bytesOnce(projectionBytes, built, () => built.json),
  contentType: JSON_CONTENT_TYPE,
  cacheControl,
});

const Configurator = Obj({ id: Id });
const ConfiguratorVersion = Obj({ id: Id, version: VersionNumber });
const OfferedModule = Obj({ id: Id, version: VersionNumber, moduleId: Id });

/** The storefront's public reads (issue 18 §2): a published configurator's projection, the configurator a host leads to, offered modules' files. */
export const storefrontReadOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configurator/{id}',
    operationId: 'getStorefront',
    summary: "A published configurator's public projection at its head: the product, the offered modules and their rules, theme, currency and login settings",
    description: "404 'Configurator not published' for an unpublished, deleted or unknown one. Cached a minute; the versioned read is cached for good.",
    params: Configurator,
    response: StorefrontViewSchema,
    answer: 'cached',
    errors: [404],
    call: async (model, { params }) => answerOf(await model.storefront.reads.projection(params.id), HEAD_CACHE),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configurator/{id}/v/{version}',
    operationId: 'getStorefrontVersion',
    summary: "A published configurator's public projection at one version (immutable: ETag and a long Cache-Control)",
    description: "404 'Configurator not published' when the configurator is not published now, or that version was a draft.",
    params: ConfiguratorVersion,
    response: StorefrontViewSchema,
    answer: 'cached',
    errors: [404],
    call: async (model, { params }) => answerOf(await model.storefront.reads.projection(params.id, params.version), VERSION_CACHE),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/domains/{host}',
    operationId: 'getStorefrontDomain',
    summary: 'The published configurator a host name leads to (its Joinery address or its own domain), at its head',
    params: Obj({ host: Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+$', description: 'a host name (compared case-insensitively)' }) }),
    response: PublishedAt,
    answer: 'json',
    errors: [404],
    call: (model, { params }) => model.storefront.reads.byDomain(params.host),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configurator/{id}/v/{version}/modules/{moduleId}/image.png',
    operationId: 'getStorefrontModuleImage',
    summary: "The picture of a module the configurator version offers (its image, else its render, in the format it was uploaded as)",
    params: OfferedModule,
    answer: 'binary',
    contentTypes: [...new Set(IMAGE_EXTENSIONS.map(contentTypeOf))],
    errors: [404],
    call: (model, { params }) => model.storefront.reads.moduleFile(params.id, params.version, params.moduleId, 'image'),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configurator/{id}/v/{version}/modules/{moduleId}/geometry.{extension}',
    operationId: 'getStorefrontModuleGeometry',
    summary: 'The CAD file of a module the configurator version offers (STEP and the like), as the offer names it',
    params: Obj({ ...OfferedModule.properties, extension: Type.String({ enum: [...CAD_EXTENSIONS] }) }),
    answer: 'binary',
    contentTypes: [...new Set(CAD_EXTENSIONS.map(contentTypeOf))],
    errors: [404],
    call: (model, { params }) => model.storefront.reads.moduleFile(params.id, params.version, params.moduleId, 'geometry', params.extension),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configurator/{id}/v/{version}/modules/{moduleId}/meshes',
    operationId: 'getStorefrontModuleMeshes',
    summary: "A module's STEP or IGES file as the triangle meshes the storefront's 3D view draws, converted once by the server (rules/cad-meshes.ts describes the form)",
    params: OfferedModule,
    answer: 'binary',
    contentTypes: [CAD_MESHES_TYPE],
    errors: [404],
    call: (model, { params }) => model.storefront.reads.moduleMeshes(params.id, params.version, params.moduleId),
  }),
];

const ModuleChoice = Obj({
  module: Type.Union([Type.String({ pattern: '^[0-9a-f]{24}:[1-9][0-9]{0,14}$', description: 'id:version' }), Obj({ id: Id, version: VersionNumber })], { description: 'the module at the version the configurator offers' }),
  instance: Type.Integer({ minimum: 0, maximum: 100000 }),
  parameters: Type.Optional(ParameterValues),
});
const Session = Type.String({ minLength: 1, maxLength: 100, description: 'the storefront visit (POST …/visits answered it)' });
const ExpectedTotal = Type.Number({ minimum: 0, description: 'the total the customer was shown: the order is refused (400) when the server\'s differs' });
const ConfigurationBody = Obj(
  { modules: Type.Array(ModuleChoice, { maxItems: 10000 }), connections: Type.Optional(Type.Array(Connection, { maxItems: 20000 })), session: Type.Optional(Session) },
  { examples: [{ modules: [] }] },
);
const OrderBody = Obj(
  { configuration: Obj({ id: Id, version: VersionNumber }), email: Type.Optional(Email), session: Type.Optional(Session), expectedTotal: Type.Optional(ExpectedTotal) },
  { examples: [{ configuration: { id: '0123456789abcdef01234567', version: 1 } }] },
);
const SkuOrderBody = Obj(
  {
    sku: Label,
    quantity: Type.Integer({ minimum: 1, maximum: 1000000 }),
    priceUrl: Type.String({ minLength: 1, maxLength: 2048, pattern: '^(https?://[^\\s/]+|/)\\S*$', description: 'where the shop showed its price (kept on the order; the price is always the module\'s own)' }),
    expectedTotal: Type.Optional(ExpectedTotal),
  },
  { examples: [{ sku: 'SKU-123', quantity: 2, priceUrl: 'https://shop.example/products/123' }] },
);

/** The Idempotency-Key header: an order sent again with the same key is placed once. */
function idempotencyKey({ request }: OperationInput): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  return key;
}
const once = ({ answer, repeated }: { answer: unknown; repeated: boolean }): AddedOnce => ({ body: answer, repeated });
const ordered = { errors: [400, 401, 403, 404, 409], answer: 'addedOnce', response: PlacedOrderSchema } as const;

/** Saving configurations and placing orders on the storefront (issue 18 §4, §7), and application.md §7's ecommerce calls. */
export const storefrontWriteOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configuration/{id}/v/{version}',
    operationId: 'getStorefrontConfiguration',
    summary: 'A saved configuration of a published configurator, re-evaluated against the versions it pins (for /c/{id}?configuration=…)',
    params: ConfiguratorVersion,
    response: ConfigurationRead,
    answer: 'json',
    errors: [404],
    call: (model, { params }) => model.storefront.configurations.read(params.id, params.version),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/published/configurator/{id}/configurations',
    operationId: 'saveStorefrontConfiguration',
    summary: 'Save a configuration made on the configurator (re-checked by the rule model: 400 naming the broken rule, nothing written)',
    description: 'Owned by the signed-in customer, or by the storefront (storefront@joinery.invalid) for a signed-out visitor. The total is the server\'s.',
    params: Configurator,
    body: ConfigurationBody,
    response: Obj({ id: Id, version: VersionNumber, total: Type.Number(), currency: Type.String() }),
    answer: 'added',
    errors: [400, 404],
    call: async (model, { params, body, cookies }) => model.storefront.configurations.save(await signedInCustomer(model, cookies, params.id), params.id, body as any),
  }),
  defineOperation({
    ...shared,
    ...ordered,
    method: 'POST',
    path: '/api/published/configurator/{id}/orders',
    operationId: 'placeStorefrontOrder',
    summary: 'Order a saved configuration: priced and checked on the server, status received, numbered on from the workspace\'s orders',
    description:
      "Sent again with the same Idempotency-Key (or, without one, for the same configuration id and version) it places one order and answers it again (200). Login types None and Optional take `email` when no customer is signed in; RequiredToOrder and Required answer 401 'Sign in to order'.",
    params: Configurator,
    body: OrderBody,
    call: async (model, input) => {
      const key = idempotencyKey(input);
      return once(await model.storefront.orders.place(await signedInCustomer(model, input.cookies, input.params.id), input.params.id, input.body as any, key));
    },
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configurator/{id}/orders',
    operationId: 'listMyStorefrontOrders',
    summary: "The signed-in customer's own orders (401 signed out)",
    params: Configurator,
    response: OrderList,
    answer: 'json',
    errors: [401, 404],
    call: async (model, { params, cookies }) => model.storefront.orders.mine(await signedInCustomer(model, cookies, params.id), params.id),
  }),
  defineOperation({
    group: '',
    tag: 'ecommerce',
    method: 'GET',
    path: '/api/ecommerce/skuPrice',
    operationId: 'getSkuPrices',
    summary: "The current workspace's SKU → price map (each module's price text, its first number, per and name)",
    response: SkuPrices,
    answer: 'json',
    errors: [401, 403],
    call: (model, { actor }) => model.storefront.ecommerce.skuPrices(actor),
  }),
  defineOperation({
    group: '',
    tag: 'ecommerce',
    ...ordered,
    method: 'POST',
    path: '/api/ecommerce/createOrder',
    operationId: 'createSkuOrder',
    summary: 'Order a quantity of the module with a SKU in the current workspace, at its own price (priceUrl is kept as where the shop showed it)',
    description: 'Idempotency-Key makes a retry place one order.',
    body: SkuOrderBody,
    call: async (model, input) => once(await model.storefront.ecommerce.createOrder(input.actor, input.body as any, idempotencyKey(input))),
  }),
];
