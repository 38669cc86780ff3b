/**
 * Types of the Joinery client. Documents are Static<typeof kind.schema> of the registry's kind
 * definitions; responses are the model's shapes (rest/model/resources/resource-types.ts and friends).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { Change } from '../model/versions/json-changes.ts';
import type { operationNames, OperationKey } from '../model/kinds/operation-names.ts';
import type { KindByCollection } from '../model/kinds/registry.ts';
import type { Permissions } from '../model/resources/permissions.ts';
import type { NAMED_OPERATIONS } from '../routes/route-table.ts';
import type { Usage } from '../model/resources/resource-reads.ts';
import type { DeleteFlags as ModelDeleteFlags, ListQuery, WriteFlags as ModelWriteFlags } from '../model/kinds/kind-arguments.ts';
import type { Envelope, HistoryPage, ListPage, ListRow, Ref, VersionGraph, VersionInfo, VersionRead } from '../model/resources/resource-types.ts';
import type { ShortCode, ShortCodeMode } from '../model/resources/short-codes.ts';
import type { SharingGrant } from '../model/resources/storage-layout.ts';

/** The registry's kinds by collection (KindDefs['modules'] is typeof moduleKind), names and schemas as literal types. */
export type KindDefs = KindByCollection;
export type Collection = keyof KindDefs;
/** The document of a kind: what POST and PUT send and reads answer in `document`. */
export type DocumentOf<C extends Collection> = Static<KindDefs[C]['schema']>;
export type { OperationKey };

// ---- responses ------------------------------------------------------------------------------

/** A 304 to a conditional read (ifNoneMatch): the caller's copy is current. */
export interface NotModified {
  notModified: true;
  etag: string | null;
}
/** Binary content (an avatar, an image, a file): status 206 when a range was asked for. */
export interface BinaryAnswer {
  status: number;
  bytes: Uint8Array;
  contentType: string;
  /** the whole content's size (a 206 answers part of it) */
  size: number;
  etag: string | null;
}
/** Reads and writes that answer an ETag carry it as a non-enumerable `etag`. */
export type Tagged<T> = T & { readonly etag: string | null };
export type Resource<D> = Omit<Envelope, 'document'> & { document: D };
export type HeadReadOf<D> = Resource<D> & { info?: VersionInfo; graph?: VersionGraph; permissions?: Permissions };
export type VersionReadOf<D> = Omit<VersionRead, 'document'> & { document: D; permissions?: Permissions };
export type History = HistoryPage;
export interface Diff {
  from: Ref;
  to: Ref;
  changes: Change[];
}
export interface Sharing {
  public: boolean;
  grants: SharingGrant[];
}
export interface Summary {
  id: string;
  version: number;
  head: number;
  owner: string;
  workspace: string;
  lastEdited: string;
  name: string | null;
  data: Record<string, unknown>;
  /** with include_attributes: the document's scalar fields */
  attributes?: Record<string, unknown>;
}
export interface AppVersion {
  name: string;
  version: string;
}
/** The server's error body (rest/app.ts errorBody): details follow as extra properties. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** the request's id (X-Request-Id), to quote when reporting a problem */
  requestId?: string;
  [detail: string]: unknown;
}
export type { ListPage, ListRow, Permissions, ShortCode, ShortCodeMode, Usage, VersionGraph, VersionInfo };

// ---- arguments ------------------------------------------------------------------------------

/** An RFC 7396 merge patch of D: any field may be left out, null removes it. */
export type MergePatch<T> = T extends readonly unknown[] ? T : T extends object ? { [P in keyof T]?: MergePatch<T[P]> | null } : T;

export interface CallOptions {
  /** extra headers for this call */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}
type IdArg<I extends string> = { [P in I]: string };
type VersionArg = { versionId: number };
type Access = CallOptions & { multiWorkspace?: boolean };
type ReadFlags = Access & { complete?: boolean };
/** paging of history and usages: the previous page's `next` as `cursor` */
type PageArgs = { limit?: number; cursor?: string };
export interface UsagePage {
  usages: Usage[];
  next: string | null;
}
/** The model's expectedHead, as REST takes it: If-Match, the head's ETag last seen; a stale one is a 412. */
interface IfMatch {
  ifMatch?: string;
}
/** The flags of writes and deletes as the model declares them (rest/model/kind-arguments.ts). */
export type WriteFlags = Omit<ModelWriteFlags, 'expectedHead'> & IfMatch;
export type DeleteFlags = Omit<ModelDeleteFlags, 'expectedHead'> & IfMatch;
/** The model's list query (flags, paging, sort); filters may also be numbers and booleans, sent as text. */
export interface ListArgs extends CallOptions, Omit<ListQuery, 'filters'> {
  /** filter name (rest-api.md §3.3, dotted) → value; the server answers 400 for names the kind has not */
  filters?: Record<string, string | number | boolean>;
}
export interface LogArgs {
  /** a version number or an ISO 8601 date-time */
  from?: number | string;
  to?: number | string;
  limit?: number;
  tag?: string;
}
/** Copy one version onto the head (from once) or merge two (from twice); versionId must be the head. */
export type FromVersions = number | readonly [number] | readonly [number, number];

/** A conditional read: without ifNoneMatch it answers the read; with it, possibly NotModified. */
type ConditionalRead<A, T> = {
  (args: A & { ifNoneMatch?: undefined }): Promise<Tagged<T>>;
  (args: A & { ifNoneMatch?: string }): Promise<Tagged<T> | NotModified>;
};

/** Every operation of one kind, by operation key; D is the document, I the id parameter. */
export interface KindOperations<D, I extends string> {
  create: (
    args: CallOptions &
      ({ body: D; duplicate_id?: undefined; duplicate_version?: undefined } | { body?: MergePatch<D>; duplicate_id: string; duplicate_version?: number }),
  ) => Promise<Tagged<Resource<D>>>;
  list: (args?: ListArgs) => Promise<ListPage>;
  listAll: (args?: ListArgs) => Promise<ListPage>;
  get: ConditionalRead<IdArg<I> & ReadFlags, HeadReadOf<D>>;
  /** HEAD: true when the caller may read it, false on 404 */
  check: (args: IdArg<I> & Access) => Promise<boolean>;
  getVersion: ConditionalRead<IdArg<I> & VersionArg & ReadFlags, VersionReadOf<D>>;
  history: (args: IdArg<I> & ReadFlags & PageArgs) => Promise<History>;
  log: (args: IdArg<I> & ReadFlags & LogArgs) => Promise<VersionInfo[]>;
  logEntry: (args: IdArg<I> & VersionArg & Access) => Promise<VersionInfo>;
  setLogEntry: (args: IdArg<I> & VersionArg & Access & { body: { tag?: string | null; summary?: string | null } }) => Promise<VersionInfo>;
  diff: (args: IdArg<I> & VersionArg & IdArg<`${I}2`> & { versionId2: number } & Access) => Promise<Diff>;
  permissions: (args: IdArg<I> & Access) => Promise<Permissions & { owner: string; workspace: string }>;
  sharing: (args: IdArg<I> & Access) => Promise<Sharing>;
  setSharing: (args: IdArg<I> & Access & { body: Sharing }) => Promise<Sharing>;
  usages: (args: IdArg<I> & Access & PageArgs) => Promise<UsagePage>;
  versionUsages: (args: IdArg<I> & VersionArg & Access & PageArgs) => Promise<UsagePage>;
  summary: (args: IdArg<I> & Access & { include_attributes?: boolean }) => Promise<Summary>;
  replace: (args: IdArg<I> & CallOptions & WriteFlags & { body: D }) => Promise<Tagged<Resource<D>>>;
  replaceVersion: (
    args: IdArg<I> & VersionArg & CallOptions & WriteFlags & ({ body: D; from?: undefined } | { body?: undefined; from: FromVersions }),
  ) => Promise<Tagged<Resource<D>>>;
  patch: (args: IdArg<I> & CallOptions & WriteFlags & { body: MergePatch<D> }) => Promise<Tagged<Resource<D>>>;
  patchVersion: (args: IdArg<I> & VersionArg & CallOptions & WriteFlags & { body: MergePatch<D> }) => Promise<Tagged<Resource<D>>>;
  delete: (args: IdArg<I> & CallOptions & DeleteFlags) => Promise<void>;
  deleteVersion: (args: IdArg<I> & VersionArg & CallOptions & DeleteFlags) => Promise<void>;
}

type OpsOf<C extends Collection> = KindDefs[C]['hasSummary'] extends true ? OperationKey : Exclude<OperationKey, 'summary'>;
type NameOf<C extends Collection, K extends OperationKey> = ReturnType<typeof operationNames<KindDefs[C]['one'], KindDefs[C]['many']>>[K];

/** client.modules: createModule, getModuleVersion, diffModuleVersions … named as the OpenAPI operationIds. */
export type KindClient<C extends Collection> = {
  [K in OpsOf<C> as NameOf<C, K>]: KindOperations<DocumentOf<C>, KindDefs[C]['idParam']>[K];
};

// ---- sub-resources and binary content (rest-api.md §3.2, §7.4, §7.7, §7.8), named from the registry ----

type SubresourceDefs<C extends Collection> = KindDefs[C]['subresources'][number];
type One<C extends Collection> = KindDefs[C]['one'];
type Id<C extends Collection> = KindDefs[C]['idParam'];
type PickName<S extends string> = S extends `${infer Name}:${string}` ? Name : S;
/** the `{x}` names of a sub-resource path */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? PickName<Name> | PathParams<Rest> : never;
type WritesOf<D> = D extends { writes: readonly (infer W)[] } ? W : never;
type ExtensionsOf<D> = D extends { content: { extensions: readonly (infer E)[] } } ? E : never;
type SubresourceArgs<C extends Collection, D extends { path: string }, V extends boolean> = IdArg<Id<C>> &
  (V extends true ? VersionArg : unknown) & { [K in PathParams<D['path']>]: string | number };

/** A sub-resource read: the envelope of the version read, `document` the sub-resource's value. */
export type SubresourceReadOf<T = any> = Resource<T> & { info?: VersionInfo };
/** One version of a sub-resource's log. */
export type SubresourceLogEntry<T = any> = VersionInfo & { document: T | null; changed: boolean };
type SubresourceWrite<C extends Collection, D extends { path: string }, V extends boolean> = (
  args: SubresourceArgs<C, D, V> & CallOptions & WriteFlags & { body: any },
) => Promise<Tagged<SubresourceReadOf>>;
type ContentArgs<C extends Collection, D extends { path: string }, V extends boolean> = SubresourceArgs<C, D, V> & CallOptions & { extension: ExtensionsOf<D> };

/** Every sub-resource operation of a kind, named as its OpenAPI operationId: getModuleSourceImage, uploadCompanyAvatarContent … */
export type SubresourceClient<C extends Collection> = {
  [D in SubresourceDefs<C> as `get${One<C>}${D['name']}`]: ConditionalRead<SubresourceArgs<C, D, false> & ReadFlags, SubresourceReadOf>;
} & {
  [D in SubresourceDefs<C> as `get${One<C>}${D['name']}Version`]: ConditionalRead<SubresourceArgs<C, D, true> & ReadFlags, SubresourceReadOf>;
} & {
  [D in SubresourceDefs<C> as `get${One<C>}${D['name']}Log`]: (args: SubresourceArgs<C, D, false> & ReadFlags & LogArgs) => Promise<SubresourceLogEntry[]>;
} & {
  [D in SubresourceDefs<C> as 'put' extends WritesOf<D> ? `replace${One<C>}${D['name']}` : never]: SubresourceWrite<C, D, false>;
} & {
  [D in SubresourceDefs<C> as 'put' extends WritesOf<D> ? `replace${One<C>}${D['name']}Version` : never]: SubresourceWrite<C, D, true>;
} & {
  [D in SubresourceDefs<C> as 'patch' extends WritesOf<D> ? `patch${One<C>}${D['name']}` : never]: SubresourceWrite<C, D, false>;
} & {
  [D in SubresourceDefs<C> as 'patch' extends WritesOf<D> ? `patch${One<C>}${D['name']}Version` : never]: SubresourceWrite<C, D, true>;
} & {
  [D in SubresourceDefs<C> as 'post' extends WritesOf<D> ? `add${One<C>}${D['name']}` : never]: SubresourceWrite<C, D, false>;
} & {
  [D in SubresourceDefs<C> as 'post' extends WritesOf<D> ? `add${One<C>}${D['name']}Version` : never]: SubresourceWrite<C, D, true>;
} & {
  [D in SubresourceDefs<C> as 'delete' extends WritesOf<D> ? `delete${One<C>}${D['name']}` : never]: (args: SubresourceArgs<C, D, false> & CallOptions & WriteFlags) => Promise<void>;
} & {
  [D in SubresourceDefs<C> as 'delete' extends WritesOf<D> ? `delete${One<C>}${D['name']}Version` : never]: (args: SubresourceArgs<C, D, true> & CallOptions & WriteFlags) => Promise<void>;
} & {
  [D in SubresourceDefs<C> as [ExtensionsOf<D>] extends [never] ? never : `get${One<C>}${D['name']}Content`]: (
    args: ContentArgs<C, D, false> & { ifNoneMatch?: string; range?: string },
  ) => Promise<BinaryAnswer | NotModified>;
} & {
  [D in SubresourceDefs<C> as [ExtensionsOf<D>] extends [never] ? never : `get${One<C>}${D['name']}VersionContent`]: (
    args: ContentArgs<C, D, true> & { ifNoneMatch?: string; range?: string },
  ) => Promise<BinaryAnswer | NotModified>;
} & {
  [D in SubresourceDefs<C> as [ExtensionsOf<D>] extends [never] ? never : `upload${One<C>}${D['name']}Content`]: (args: ContentArgs<C, D, false> & WriteFlags & Upload) => Promise<Tagged<SubresourceReadOf>>;
} & {
  [D in SubresourceDefs<C> as [ExtensionsOf<D>] extends [never] ? never : `upload${One<C>}${D['name']}VersionContent`]: (
    args: ContentArgs<C, D, true> & WriteFlags & Upload,
  ) => Promise<Tagged<SubresourceReadOf>>;
};

/** An upload: the bytes of one file, and the name it is stored under (its extension must match). */
export interface Upload {
  file: Blob | ArrayBuffer | Uint8Array;
  filename?: string;
}

type ModuleImageArgs = CallOptions & { ifNoneMatch?: string; range?: string; multiWorkspace?: boolean };

export interface JoineryClientOptions {
  /** the server's origin (http://localhost:3000), or '' for the page's own; a trailing /api is accepted */
  baseUrl: string;
  /** defaults to globalThis.fetch */
  fetch?: typeof fetch;
  /** sent with every request */
  headers?: Record<string, string>;
}

// ---- identity, the public site, the products page: typed from their declarations in the route table ----

type Declared = (typeof NAMED_OPERATIONS)[number];
/** the Static type of the operation's schema `K` (params, query, body, response), or nothing */
type StaticOf<O, K extends string> = O extends { [P in K]: infer S extends TSchema } ? Static<S> : unknown;
type BodyArgs<O> = O extends { bodyKind: 'image' }
  ? { file: Blob | ArrayBuffer | Uint8Array; /** the image's type, unless file is a Blob that has one */ contentType?: string }
  : O extends { body: infer B extends TSchema }
    ? O extends { bodyOptional: true }
      ? { body?: Static<B> }
      : { body: Static<B> }
    : unknown;
type DeclaredArgs<O> = CallOptions & StaticOf<O, 'params'> & StaticOf<O, 'query'> & BodyArgs<O> & (O extends { answer: 'cached' } ? { ifNoneMatch?: string } : unknown);
type DeclaredAnswer<O> = O extends { answer: 'noContent' }
  ? void
  : O extends { answer: 'cached'; produces: string }
    ? BinaryAnswer | NotModified
    : O extends { answer: 'cached' }
      ? Tagged<StaticOf<O, 'response'>> | NotModified
      : StaticOf<O, 'response'>;
type DeclaredMethod<O> = {} extends DeclaredArgs<O> ? (args?: DeclaredArgs<O>) => Promise<DeclaredAnswer<O>> : (args: DeclaredArgs<O>) => Promise<DeclaredAnswer<O>>;
/** api.login, api.getMe, api.listUsers, api.inviteUsers, api.listWebsiteContent, api.addCategory … (redirects are for browsers) */
export type DeclaredClient = { [O in Exclude<Declared, { answer: 'redirect' }> as O['operationId']]: DeclaredMethod<O> };

export type JoineryClient = { [C in Collection]: KindClient<C> & SubresourceClient<C> } & DeclaredClient & {
  getVersion(options?: CallOptions): Promise<AppVersion>;
  /** application.md §7: a module's image (falling back to its render); moduleRef is id, id:head or id:{version} */
  getModuleImage(args: ModuleImageArgs & { moduleRef: string }): Promise<BinaryAnswer | NotModified>;
  getModuleVersionImage(args: ModuleImageArgs & { moduleId: string; version: number | 'head' }): Promise<BinaryAnswer | NotModified>;
  getModuleRenderImage(args: ModuleImageArgs & { moduleRef: string }): Promise<BinaryAnswer | NotModified>;
  getModuleVersionRenderImage(args: ModuleImageArgs & { moduleId: string; version: number | 'head' }): Promise<BinaryAnswer | NotModified>;
  getShortCode(args: CallOptions & { kind: Collection; id: string; mode: ShortCodeMode; multiWorkspace?: boolean }): Promise<ShortCode>;
  applyShortCode(args: CallOptions & { code: string }): Promise<ShortCode>;
};
