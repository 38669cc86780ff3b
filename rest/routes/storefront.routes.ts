import { Type } from '@sinclair/typebox';
import { Id, Obj, VersionNumber } from '../model/kinds/common.schema.ts';
import { CAD_EXTENSIONS, IMAGE_EXTENSIONS } from '../model/kinds/cad-source.ts';
import { contentTypeOf } from '../model/content/content-types.ts';
import type { BuiltProjection } from '../model/storefront/storefront-reads.ts';
import { defineOperation, type CachedAnswer } from './operation.ts';
import { PublishedAt, StorefrontViewSchema } from './storefront.schemas.ts';

// customers are signed out, or signed in to the storefront only: every read here is public
const shared = { group: '', tag: 'storefront', access: 'public' } as const;

/** A version's projection never changes: caches keep it (the head read says whether it is still published). */
const VERSION_CACHE = 'public, max-age=31536000, immutable';
/** Where the head is, and whether it is published at all, may change at any time: caches keep that a minute. */
const HEAD_CACHE = 'public, max-age=60';

const JSON_TYPE = 'application/json; charset=utf-8';
const answerOf = (built: BuiltProjection, cacheControl: string): CachedAnswer => ({ etag: built.etag, body: built.json, contentType: JSON_TYPE, cacheControl });

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
    call: async (model, { params }) => answerOf(await model.storefront.projection(params.id), HEAD_CACHE),
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
    call: async (model, { params }) => answerOf(await model.storefront.projection(params.id, params.version), VERSION_CACHE),
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
    call: (model, { params }) => model.storefront.byDomain(params.host),
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
    call: (model, { params }) => model.storefront.moduleFile(params.id, params.version, params.moduleId, 'image'),
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
    call: (model, { params }) => model.storefront.moduleFile(params.id, params.version, params.moduleId, 'geometry', params.extension),
  }),
];
