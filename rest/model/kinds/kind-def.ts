import type { TObject, TSchema, Static } from '@sinclair/typebox';
import type { Scalar } from '../../store/port.ts';
import type { PlanLimits } from '../identity/plans.ts';

/**
 * How a list filter matches:
 * - text: case-insensitive substring of the value (or of any element of a list);
 * - exact: equal to the value (or to any element of a list), e.g. ids and enumerations;
 * - number / boolean: the query value is parsed, then compared for equality;
 * - empty: `true` keeps resources whose list is empty, `false` those whose list is not;
 * - since: an ISO 8601 instant; keeps resources whose head field `headField` (created or lastEdited) is at
 *   or after it. Nothing is extracted: the head field is compared, through the indexes its order already has.
 */
export type FilterMatch = 'text' | 'exact' | 'number' | 'boolean' | 'empty' | 'since';

/** The head fields a `since` filter compares. */
export const SINCE_FIELDS = ['created', 'lastEdited'] as const;

export interface FilterDef {
  /** the query parameter, a dotted path as rest-api.md §3.3 names it */
  name: string;
  match: FilterMatch;
  /** the values indexed for this filter; by default the value at `name` in the document */
  extract?: (document: any) => Scalar | Scalar[] | undefined;
  /** a `since` filter: the head field it compares */
  headField?: (typeof SINCE_FIELDS)[number];
}

/**
 * An order a kind's lists offer besides name, created and lastEdited: a sortable column of its table.
 * Its value is derived from the head's document like the filter values and kept beside the head (at
 * `sort.{name}`), or it is a field of the head itself; every listing scope has an index in its order
 * (rest/model/resources/storage-layout.ts).
 */
export interface SortDef {
  /** the sort parameter, as `sort={name}` or `sort=-{name}` */
  name: string;
  /** the value ordered by, never missing (the next page continues from it); strings are compared as given, so lower-case them */
  value?: (document: any) => string | number;
  /** instead of `value`: a field of the head (`owner`, the owner's e-mail address) */
  headField?: 'owner';
}

/**
 * Where a document refers to another resource. `path` walks the document: `a.b` steps into
 * objects, `a[]` into every element of a list; the value reached is a `{ id, version }` ref.
 */
export interface RefDef {
  path: string;
  /** the collection the ref points into; a function when a sibling field names it */
  target: string | ((holder: any) => string | undefined);
  /** a resource may not reach itself through this ref (a module among its own submodules): a 400 */
  acyclic?: boolean;
}

/** The writes a sub-resource takes besides its reads (rest-api.md §7.1, §7.6–§7.8). */
export type SubresourceWrite = 'put' | 'patch' | 'post' | 'delete';

/** Binary content behind a file's metadata: uploaded and read at `{path}.{extension}`. */
export interface ContentDef {
  /** the extensions accepted, lower case (rest/model/content/content-types.ts knows each) */
  extensions: readonly string[];
  /** the content's path when it is not the metadata's: `source/file` for `source/file/file` */
  path?: string;
}

/**
 * A sub-resource (rest-api.md §3.2, §7.4): a place in the document with a path of its own, read in
 * the head form (with /log) and the versioned form, and written as a new version of its resource.
 * `path` is the URL below the resource and, step by step, the place in the document: a `{name}`
 * step picks from the list or map before it: `{connectorsId}` the element whose `id` it is,
 * `{providersId:key}` the map entry, `{groupsId:index}` the element at that position (from 0).
 */
export interface SubresourceDef {
  path: string;
  /** in operation ids: getModule{name}, replaceModule{name}Version */
  name: string;
  writes?: readonly SubresourceWrite[];
  content?: ContentDef;
  /** a read-only view of another place (`at`), not a place in the document of its own */
  view?: { at: string; schema: TSchema; select: (value: any) => unknown };
  /** the task computing the value, while a document has none yet (a large work batch's groups): its read says so rather than 404 */
  computedBy?: (document: any) => string | undefined;
}

/** One write of a resource, as a plan sees it (application.md §9), when the write moves the head. */
export interface PlanCheck {
  limits: PlanLimits;
  /** the new head document */
  next: Record<string, unknown>;
  /** the head document before; null for a new resource */
  previous: Record<string, unknown> | null;
  /** how many resources of the kind the workspace holds, archived ones not, this one included */
  countInWorkspace(): Promise<number>;
}

/**
 * A kind of the registry. The type parameters keep each kind's literal names (defineKind infers
 * them) so rest/client can derive its per-kind types from the registry; KindDef alone is any kind.
 */
export interface KindDef<
  S extends TObject = TObject,
  C extends string = string,
  I extends string = string,
  O extends string = string,
  M extends string = string,
  H extends boolean = boolean,
  R extends readonly SubresourceDef[] = readonly SubresourceDef[],
  W extends TObject = TObject,
> {
  /** the lower-case key: module, workbatch */
  kind: string;
  /** for messages: Module, Work batch */
  label: string;
  /** the REST collection and the storage collection of heads: modules */
  collection: C;
  /** the path parameter: moduleId */
  idParam: I;
  /** PascalCase singular, in operation ids and GraphQL type names: Module, WorkBatch */
  one: O;
  /** PascalCase plural, in list operation ids: Modules, WorkBatches */
  many: M;
  schema: S;
  /** the field that names a resource of this kind in messages and lists */
  titleField: string;
  filters: FilterDef[];
  /** the orders its lists offer besides name, created and lastEdited */
  sorts?: readonly SortDef[];
  refs: RefDef[];
  /**
   * The version of how this kind's heads derive their stored values from the document: `list`, each
   * filter's `extract` and each sort's `value` (rest/model/lists/derived-values.ts). Raise it when one
   * of them changes what it answers: a start then rebuilds the kind's heads. 1 when absent.
   * (tests/model/derivation-fingerprint.test.ts fails when their code changes and this does not.)
   */
  derivationVersion?: number;
  /** the `data` of a list row: the fields the screens list, some derived, in the shape of `row` (a method, so KindDef<S> is a KindDef) */
  list(document: Static<S>): Static<W>;
  /** the shape of what `list` answers: types the list rows of GraphQL and `list` itself */
  row: W;
  /** rest-api.md §7.2: summary exists for publishedconfigurators, themes, workbatches, workflows */
  hasSummary: H;
  /** rest-api.md §3.2 */
  subresources: R;
  /** what a duplicate changes in the copied document (a merge patch), before the caller's own changes */
  duplicatePatch?: Record<string, unknown>;
  /**
   * Lists of labels in the document (top-level fields, arrays of strings) whose distinct values the
   * workspace offers (application.md §7 GET /categories and /functions): each value is indexed per
   * resource (rest/model/effects/label-index.ts), so the values and the resources holding one are index searches.
   */
  labels?: readonly string[];
  /**
   * Fields holding public addresses (host names): across all workspaces one resource at a time may hold
   * each address (rest/model/effects/domain-claims.ts), and a copy gets free ones.
   */
  domains?: readonly string[];
  /** Guests (customers) may create resources of this kind in their workspace (issue 7, roles): configurations and orders. */
  guestCreatable?: boolean;
  /**
   * What a plan allows of a write that moves the head (application.md §9): what is refused, naming the
   * limit (the 403 says "The plan … of workspace … " before it), or undefined when the plan allows it.
   */
  planLimit?(check: PlanCheck): Promise<string | undefined>;
}

/** A kind definition, its schema and names kept as literal types. */
export const defineKind = <
  S extends TObject,
  const C extends string,
  const I extends string,
  const O extends string,
  const M extends string,
  const H extends boolean,
  const R extends readonly SubresourceDef[],
  W extends TObject,
>(
  def: KindDef<S, C, I, O, M, H, R, W>,
): KindDef<S, C, I, O, M, H, R, W> => def;

/** The dotted-path value of a document, undefined when any step is missing. */
export function valueAt(document: unknown, path: string): unknown {
  let value: any = document;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = value[step];
  }
  return value;
}

/** Names and ids of a list of named objects, for filters over parameters, connectors and the like. */
export const namesAndIds = (path: string) => (document: unknown) => {
  const list = valueAt(document, path);
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((item: any) => [item?.name, item?.id].filter((v) => typeof v === 'string'));
};

/** Ids of a list of refs. */
export const refIds = (path: string) => (document: unknown) => {
  const list = valueAt(document, path);
  if (!Array.isArray(list)) return undefined;
  return list.map((ref: any) => ref?.id).filter((v) => typeof v === 'string');
};

/** The four file-metadata filters (name, contentType, uri, hashString) under a prefix. */
export const fileFilters = (prefix: string): FilterDef[] => [
  { name: `${prefix}.name`, match: 'text' },
  { name: `${prefix}.contentType`, match: 'text' },
  { name: `${prefix}.uri`, match: 'text' },
  { name: `${prefix}.hashString`, match: 'exact' },
];

/**
 * The paths the search box looks in (application.md §2.14, §9: data.name, data.description,
 * data.categories), for the tables' search and the gateway's search.
 */
export const SEARCH_PATHS = ['name', 'description', 'categories'] as const;
export const SEARCH_FILTER = 'search';

/**
 * The search box's filter: one text filter over every string at the search paths, so a table's search
 * is one condition on the server (a substring of any of them) rather than an OR of three filters.
 */
export const searchFilter = (): FilterDef => ({
  name: SEARCH_FILTER,
  match: 'text',
  extract: (document) =>
    SEARCH_PATHS.flatMap((path) => {
      const value = valueAt(document, path);
      return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    }),
});

export const text = (...names: string[]): FilterDef[] => names.map((name) => ({ name, match: 'text' as const }));
