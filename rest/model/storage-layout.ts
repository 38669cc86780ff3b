import type { IndexSpec, Store } from '../store/port.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { KINDS } from './kinds/registry.ts';
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
  /** lower-cased title, for sorting by name */
  sortName: string;
  document: Record<string, unknown>;
  data: Record<string, unknown>;
  /** filter name with dots as '_' → indexed values */
  filter: Record<string, unknown>;
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

export async function ensureResourceIndexes(store: Store): Promise<void> {
  for (const kind of KINDS) {
    const heads: IndexSpec[] = [
      { fields: ['workspace', 'deleted', 'lastEdited'] },
      { fields: ['owner'] },
      { fields: ['public'] },
      { fields: ['readers'] },
      { fields: ['writers'] },
      { fields: ['created'] },
      { fields: ['sortName'] },
      ...kind.filters.map((f) => ({ fields: [`filter.${filterKey(f.name)}`] })),
    ];
    await store.ensureIndexes(kind.collection, heads);
    await store.ensureIndexes(versionsOf(kind), [{ fields: ['resource', 'version'], unique: true }, { fields: ['resource', 'tag'] }]);
  }
  await store.ensureIndexes(USAGES, [{ fields: ['usedCollection', 'usedId', 'usedVersion'] }, { fields: ['userCollection', 'userId'] }]);
  await store.ensureIndexes(SHORT_CODES, [{ fields: ['collection', 'resource', 'mode'], unique: true }]);
}
