import { w } from '../../store/port.ts';
import { HeadCache } from './head-cache.ts';
import { isAnonymous, type Actor } from '../identity/actor.ts';
import { badRequest } from '../errors.ts';
import { diff, type Change } from '../versions/json-changes.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { kindOf } from '../kinds/registry.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import {
  envelope, graphWindow, HEAD_READ_OMITS, keptEnvelope, keptReadableHead, readableHead, versionInfo, versionRecord, versionRow, type AccessOptions,
} from './resource-access.ts';
import {
  HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type Envelope, type HistoryPage, type VersionGraph,
  type VersionInfo, type VersionRead,
} from './resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { USAGES, versionsOf, type HeadRow, type UsageRow, type VersionRow } from './storage-layout.ts';
import { permissionsOf, type Permissions } from './permissions.ts';

export interface ReadOptions extends AccessOptions {
  /** also answer the version record, the version graph and the actor's permissions */
  complete?: boolean;
}

export interface HeadRead extends Envelope {
  info?: VersionInfo;
  graph?: VersionGraph;
  permissions?: Permissions;
}

export interface LogQuery {
  /** a version number, or an ISO 8601 time: versions from it on */
  from?: string;
  /** a version number, or an ISO 8601 time: versions up to it */
  to?: string;
  limit?: number;
  tag?: string;
}

/** Paging of history and usages: `limit` and the `cursor` of the previous page's `next`. */
export interface PageOptions extends AccessOptions {
  limit?: number;
  cursor?: string;
}

export interface Usage {
  collection: string;
  id: string;
  /** the user's head version */
  version: number;
  name: string | null;
  /** the version of the used resource that the user refers to */
  usesVersion: number;
}

function bound(value: string, name: string): { field: 'version' | 'created'; value: number | string } {
  if (/^\d+$/.test(value)) return { field: 'version', value: Number(value) };
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime())) {
    throw badRequest(`${name} must be a version number or an ISO 8601 date-time`);
  }
  return { field: 'created', value: time.toISOString() };
}


/** Usages after the cursor's [usedVersion, id], in page order (used version, then the row id, which starts with the user). */
function afterUsage(cursor: unknown[]) {
  const [version, id] = cursor;
  if (!Number.isSafeInteger(version) || typeof id !== 'string') throw badRequest('cursor is not a cursor of these usages');
  return w.and(w.gte('usedVersion', version as number), w.or(w.gt('usedVersion', version as number), w.and(w.eq('usedVersion', version as number), w.gt('id', id))));
}

export function titleOf(kind: KindDef, document: Record<string, unknown>): string | null {
  const title = document[kind.titleField];
  return typeof title === 'string' ? title : null;
}

/**
 * A read as a signed-out reader may see it: without who owns or wrote it (their e-mail addresses are
 * private). Public reads are of published configurators only; the storefront's public projection
 * (ARCHITECTURE decision 13) is what customers will read instead.
 */
export function forReader<T extends object>(actor: Actor, read: T): T {
  if (!isAnonymous(actor)) return read;
  const { owner: _owner, info, ...rest } = read as T & { owner?: string; info?: { author?: string } };
  const withoutAuthor = info && (({ author: _author, ...others }) => others)(info);
  return { ...rest, ...(withoutAuthor ? { info: withoutAuthor } : {}) } as T;
}

export class ResourceReads {
  /** the heads head reads answer, kept while the store vouches nothing changed (head-cache.ts) */
  private readonly heads = new HeadCache();

  constructor(private readonly rt: Runtime) {}

  /** The heads of `ids` as head reads keep them (deleted and unreadable ones too: the caller judges). */
  keptHeads(kind: KindDef, ids: readonly string[]): Promise<Map<string, Readonly<HeadRow>>> {
    return this.heads.heads(this.rt.store, kind, ids, HEAD_READ_OMITS);
  }

  /** Version rows by their row ids (versionRowId), kept like the heads: a version never changes once written. */
  keptVersions(kind: KindDef, rowIds: readonly string[]): Promise<Map<string, Readonly<VersionRow>>> {
    return this.heads.versions(this.rt.store, versionsOf(kind), rowIds);
  }

  async head(actor: Actor, kind: KindDef, id: string, options: ReadOptions = {}): Promise<HeadRead> {
    const { head, permissions } = await keptReadableHead(this.heads, this.rt.store, actor, kind, id, options);
    const read: HeadRead = keptEnvelope(head);
    if (!options.complete) return forReader(actor, read);
    const current = (await versionRecord(this.rt.store, kind, head.id, head.head))!;
    return forReader(actor, { ...read, info: versionInfo(current), graph: await graphWindow(this.rt.store, kind, head, current), permissions });
  }

  async version(actor: Actor, kind: KindDef, id: string, version: number, options: ReadOptions = {}): Promise<VersionRead & { permissions?: Permissions }> {
    const { head, permissions } = await readableHead(this.rt.store, actor, kind, id, options);
    const row = await versionRow(this.rt.store, kind, head, version);
    const read = { ...envelope(head, row.version, row.document), info: versionInfo(row), graph: await graphWindow(this.rt.store, kind, head, row) };
    return forReader(actor, options.complete ? { ...read, permissions } : read);
  }

  /** Version records oldest first, a page at a time (HISTORY_LIMIT_DEFAULT, at most HISTORY_LIMIT_MAX). */
  async history(actor: Actor, kind: KindDef, id: string, options: PageOptions = {}): Promise<HistoryPage> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    const limit = pageLimit(options.limit, HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX);
    let after: number | undefined;
    if (options.cursor !== undefined) {
      const [version] = decodeCursor(options.cursor, 'history');
      if (!Number.isSafeInteger(version)) throw badRequest('cursor is not a cursor of this history');
      after = version as number;
    }
    const rows = (await this.rt.store.find(versionsOf(kind), {
      where: w.and(w.eq('resource', head.id), after !== undefined && w.gt('version', after)),
      sort: [{ field: 'version', dir: 'asc' }],
      limit: limit + 1,
      omit: ['document'],
    })) as VersionRow[];
    const page = rows.slice(0, limit);
    const next = rows.length > limit ? encodeCursor('history', [page[page.length - 1].version]) : null;
    return { head: head.head, versions: page.map(versionInfo), next };
  }

  async log(actor: Actor, kind: KindDef, id: string, query: LogQuery, options: AccessOptions = {}): Promise<VersionInfo[]> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    const limit = pageLimit(query.limit, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
    const from = query.from !== undefined ? bound(query.from, 'from') : undefined;
    const to = query.to !== undefined ? bound(query.to, 'to') : undefined;
    const rows = (await this.rt.store.find(versionsOf(kind), {
      where: w.and(
        w.eq('resource', head.id),
        from && w.gte(from.field, from.value),
        to && w.lte(to.field, to.value),
        query.tag !== undefined && w.eq('tag', query.tag),
      ),
      sort: [{ field: 'version', dir: 'desc' }],
      limit,
      omit: ['document'],
    })) as VersionRow[];
    return rows.map(versionInfo);
  }

  async logEntry(actor: Actor, kind: KindDef, id: string, version: number, options: AccessOptions = {}): Promise<VersionInfo> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    const record = await versionRecord(this.rt.store, kind, head.id, version);
    if (!record) return versionInfo(await versionRow(this.rt.store, kind, head, version));
    return versionInfo(record);
  }

  async diff(
    actor: Actor,
    kind: KindDef,
    from: { id: string; version: number },
    to: { id: string; version: number },
    options: AccessOptions = {},
  ): Promise<{ from: { id: string; version: number }; to: { id: string; version: number }; changes: Change[] }> {
    const a = await readableHead(this.rt.store, actor, kind, from.id, options);
    const b = from.id === to.id ? a : await readableHead(this.rt.store, actor, kind, to.id, options);
    const [rowA, rowB] = await Promise.all([versionRow(this.rt.store, kind, a.head, from.version), versionRow(this.rt.store, kind, b.head, to.version)]);
    return { from, to, changes: diff(rowA.document, rowB.document) };
  }

  async permissions(actor: Actor, kind: KindDef, id: string, options: AccessOptions = {}): Promise<Permissions & { owner: string; workspace: string }> {
    const { head, permissions } = await readableHead(this.rt.store, actor, kind, id, options);
    return { ...permissions, owner: head.owner, workspace: head.workspace };
  }

  async sharing(actor: Actor, kind: KindDef, id: string, options: AccessOptions = {}): Promise<{ public: boolean; grants: HeadRow['grants'] }> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    return { public: head.public, grants: head.grants };
  }

  /**
   * Who refers to this resource (any version), or to one version of it: a page at a time, in the
   * order of the version used, then of the user (collection and id).
   */
  async usages(actor: Actor, kind: KindDef, id: string, version?: number, options: PageOptions = {}): Promise<{ usages: Usage[]; next: string | null }> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    if (version !== undefined) await versionRow(this.rt.store, kind, head, version);
    const limit = pageLimit(options.limit, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
    const rows = (await this.rt.store.find(USAGES, {
      where: w.and(
        w.eq('usedCollection', kind.collection),
        w.eq('usedId', head.id),
        version !== undefined && w.eq('usedVersion', version),
        options.cursor !== undefined && afterUsage(decodeCursor(options.cursor, 'usages')),
      ),
      // one version's usages are already in id order in the index; SQLite would sort them again by the constant version
      sort: version === undefined ? [{ field: 'usedVersion', dir: 'asc' }] : [],
      limit: limit + 1,
    })) as UsageRow[];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const next = rows.length > limit ? encodeCursor('usages', [last.usedVersion, last.id]) : null;
    return { usages: await this.describeUsers(page, actor), next };
  }

  /**
   * Names the users of usage rows, reading each user collection's heads in one query per
   * ID_CHUNK ids (not one per user). Users since deleted or archived are left out; with an actor,
   * so are those the actor may not read (not named, not even counted).
   */
  async describeUsers(rows: UsageRow[], actor?: Actor): Promise<Usage[]> {
    const heads = new Map<string, Readonly<HeadRow>>();
    const idsByCollection = new Map<string, Set<string>>();
    for (const row of rows) idsByCollection.set(row.userCollection, (idsByCollection.get(row.userCollection) ?? new Set()).add(row.userId));
    // through the kept heads (head-cache.ts): a product's users are named again at every editor open,
    // and reading and parsing their whole documents for their names was most of a usages page's cost
    for (const [collection, idSet] of idsByCollection) {
      for (const [id, head] of await this.keptHeads(kindOf(collection)!, [...idSet])) heads.set(`${collection}/${id}`, head);
    }
    return rows.flatMap((row) => {
      const user = heads.get(`${row.userCollection}/${row.userId}`);
      if (!user || user.deleted || (actor && !permissionsOf(actor, user).read)) return [];
      const name = titleOf(kindOf(row.userCollection)!, user.document);
      return [{ collection: row.userCollection, id: row.userId, version: row.userVersion, name, usesVersion: row.usedVersion }];
    });
  }

  /** rest-api.md §7.2 summary: the few fields that name a resource, plus its scalar settings when asked. */
  async summary(actor: Actor, kind: KindDef, id: string, includeAttributes: boolean, options: AccessOptions = {}) {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    const summary = {
      id: head.id,
      version: head.head,
      head: head.head,
      owner: head.owner,
      workspace: head.workspace,
      lastEdited: head.lastEdited,
      name: titleOf(kind, head.document),
      data: head.data,
    };
    if (!includeAttributes) return forReader(actor, summary);
    const attributes = Object.fromEntries(Object.entries(head.document).filter(([, v]) => v === null || typeof v !== 'object'));
    return forReader(actor, { ...summary, attributes });
  }
}
