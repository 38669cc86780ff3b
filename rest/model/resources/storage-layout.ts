import type { IndexSpec, Store } from '../../store/port.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { KINDS } from '../kinds/registry.ts';
import type { VersionInfo } from './resource-types.ts';

/**
 * How resources sit in the store. Per kind: a head collection (one row per resource: the head
 * document, who may see it, the list row and the filter values) and a versions collection
 * (one immutable row per version). Usages and short codes are shared collections.
 */
export interface SharingGrant {
  email: string;
  action: 'GrantedReadAccess' | 'GrantedWriteAccess' | 'Duplicated';
}

export interface HeadRow {
  id: string;
  workspace: string;
  owner: string;
  created: string;
  lastEdited: string;
  /** the head version */
  head: number;
  /** the highest version number given out (branches make it exceed head) */
  latest: number;
  /** counts every change to the resource or its metadata (tags, sharing): part of the ETag of version reads */
  revision: number;
  deleted: boolean;
  deletedAt?: string;
  /** sharing, denormalised so list permissions are indexed queries */
  public: boolean;
  readers: string[];
  writers: string[];
  duplicators: string[];
  grants: SharingGrant[];
  /** lower-cased title, for sorting by name (only lists read it: head reads leave it out) */
  sortName?: string;
  /** the kind's other orders (its `sorts`) by name → the value ordered by (only lists read it) */
  sort?: Record<string, string | number>;
  document: Record<string, unknown>;
  data: Record<string, unknown>;
  /** filter name with dots as '_' → the values list filters test (only lists read it: head reads leave it out) */
  filter?: Record<string, unknown>;
}

export interface VersionRow extends VersionInfo {
  id: string;
  resource: string;
  /** written with complete=true: stays a Version when its tag is removed */
  complete: boolean;
  document: Record<string, unknown>;
}

export interface UsageRow {
  id: string;
  userCollection: string;
  userId: string;
  userVersion: number;
  usedCollection: string;
  usedId: string;
  usedVersion: number;
}

export interface ShortCodeRow {
  id: string;
  collection: string;
  resource: string;
  mode: string;
  author: string;
  created: string;
}

export const versionsOf = (kind: KindDef) => `${kind.collection}_versions`;
export const versionRowId = (resource: string, version: number) => `${resource}:${version}`;
export const USAGES = 'usages';
export const SHORT_CODES = 'shortcodes';
export const filterKey = (name: string) => name.replace(/\./g, '_');
/** The head field holding a filter's values. */
export const filterField = (name: string) => `filter.${filterKey(name)}`;

/** The orders every kind's lists have: the sort parameter → the head field ordered by. */
const COMMON_SORTS: Record<string, string> = { name: 'sortName', created: 'created', lastEdited: 'lastEdited' };

/**
 * The orders a kind's lists have (resource-lists.ts): the sort parameter → the head field ordered by,
 * the common three and the kind's own `sorts`. Each has an index per way into a scope.
 */
export function sortFields(kind: KindDef): Record<string, string> {
  const own = (kind.sorts ?? []).map((sort) => [sort.name, sort.headField ?? `sort.${sort.name}`]);
  return { ...COMMON_SORTS, ...Object.fromEntries(own) };
}

/** The fields of a scope's index in one order; a scope ordered by its own field (owner) is in id order. */
export const scopeIndexFields = (scope: string, sort: string): string[] => (scope === sort ? [scope, 'deleted', 'id'] : [scope, 'deleted', sort, 'id']);

/**
 * One index per query shape the model runs, never one per field (issue 5):
 * - heads: a list walks one scope in its order and applies filters to what it walks, so per order
 *   of the kind (sortFields) there is an index for each way into a scope: the workspace (lists), the owner and public
 *   (the other ways "who may read" reaches a resource, for /all); `deleted` follows, as every list
 *   asks for it, and `id` last, the order's tie-breaker (ascending whichever way the list runs,
 *   so MongoDB needs one index per direction; SQLite builds one). Sharing grants are lists of e-mails,
 *   searched by element (a multikey index);
 *   Text filters (name, description, the search box…) have a text index and the others a selective index
 *   each, so a rare value is found, not walked to;
 * - versions: by resource and number (reads, log, history pages), by resource and tag (log ?tag);
 * - usages: by the used resource, in page order (usedVersion, then id, whose prefix is the user),
 *   and by the user (rewritten on every write).
 */
/**
 * The indexes of a kind's filters (their values stored beside the head, filters.ts): one text index
 * over the text filters, and a selective index on each other filter, whose values are looked up.
 */
function filterIndexes(kind: KindDef): IndexSpec[] {
  const fields = kind.filters.filter((filter) => filter.match === 'text').map((filter) => filterField(filter.name));
  // a since filter compares a head field (created, lastEdited) that every order's indexes already hold
  const lookups = kind.filters.filter((filter) => filter.match !== 'text' && filter.match !== 'since').map((filter): IndexSpec => ({ fields: [filterField(filter.name)], selective: true }));
  return [...(fields.length ? [{ fields, text: true }] : []), ...lookups];
}

export function resourceIndexes(): { collection: string; indexes: IndexSpec[] }[] {
  const headsWith = (kind: KindDef, scopes: string[]): IndexSpec[] => [
    ...Object.values(sortFields(kind)).flatMap((sort) =>
      scopes.flatMap((scope) => {
        const fields = scopeIndexFields(scope, sort);
        return scope === sort ? [{ fields }] : [{ fields }, { fields, descending: [sort] }];
      }),
    ),
    { fields: ['readers'] },
    { fields: ['writers'] },
    // whether someone owns any outside the workspaces they read (resource-lists.ts ownsOutside)
    { fields: ['owner', 'workspace'] },
    { fields: ['duplicators'] },
    ...filterIndexes(kind),
  ];
  const scopes = ['workspace', 'owner', 'public'];
  const headsOf = (kind: KindDef) => headsWith(kind, scopes);
  const versions: IndexSpec[] = [{ fields: ['resource', 'version'], unique: true }, { fields: ['resource', 'tag'] }];
  return [
    ...KINDS.flatMap((kind) => [
      { collection: kind.collection, indexes: headsOf(kind) },
      { collection: versionsOf(kind), indexes: versions },
    ]),
    { collection: USAGES, indexes: [{ fields: ['usedCollection', 'usedId', 'usedVersion', 'id'] }, { fields: ['userCollection', 'userId'] }] },
    { collection: SHORT_CODES, indexes: [{ fields: ['collection', 'resource', 'mode'], unique: true }] },
  ];
}

export async function ensureResourceIndexes(store: Store): Promise<void> {
  for (const { collection, indexes } of resourceIndexes()) await store.ensureIndexes(collection, indexes);
}

/**
 * Ids per `in (…)` query of a batched read: well under SQLite's limit of bound variables (32,766, and
 * 999 in older builds) and MongoDB's document size, so a batch of any size becomes a few bounded statements.
 */
export const ID_CHUNK = 500;

/** `ids` in runs of at most `size`, in order. */
export function chunksOf<T>(ids: readonly T[], size = ID_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}
