import { w } from '../store/port.ts';
import type { Actor } from './actor.ts';
import { badRequest } from './errors.ts';
import { diff, type Change } from './json-changes.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { kindOf } from './kinds/registry.ts';
import {
  allVersions, envelope, graphOf, readableHead, versionInfo, versionRow, type AccessOptions,
} from './resource-access.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type Envelope, type VersionGraph, type VersionInfo, type VersionRead } from './resource-types.ts';
import type { Runtime } from './runtime.ts';
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

export function titleOf(kind: KindDef, document: Record<string, unknown>): string | null {
  const title = document[kind.titleField];
  return typeof title === 'string' ? title : null;
}

export class ResourceReads {
  constructor(private readonly rt: Runtime) {}

  async head(actor: Actor, kind: KindDef, id: string, options: ReadOptions = {}): Promise<HeadRead> {
    const { head, permissions } = await readableHead(this.rt.store, actor, kind, id, options);
    const read: HeadRead = envelope(head, head.head, head.document);
    if (!options.complete) return read;
    const rows = await allVersions(this.rt.store, kind, head.id);
    const current = rows.find((r) => r.version === head.head)!;
    return { ...read, info: versionInfo(current), graph: graphOf(head, rows), permissions };
  }

  async version(actor: Actor, kind: KindDef, id: string, version: number, options: ReadOptions = {}): Promise<VersionRead & { permissions?: Permissions }> {
    const { head, permissions } = await readableHead(this.rt.store, actor, kind, id, options);
    const [row, rows] = await Promise.all([versionRow(this.rt.store, kind, head, version), allVersions(this.rt.store, kind, head.id)]);
    const read = { ...envelope(head, row.version, row.document), info: versionInfo(row), graph: graphOf(head, rows) };
    return options.complete ? { ...read, permissions } : read;
  }

  async history(actor: Actor, kind: KindDef, id: string, options: AccessOptions = {}): Promise<{ head: number; versions: VersionInfo[] }> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    const rows = await allVersions(this.rt.store, kind, head.id);
    return { head: head.head, versions: rows.map(versionInfo) };
  }

  async log(actor: Actor, kind: KindDef, id: string, query: LogQuery, options: AccessOptions = {}): Promise<VersionInfo[]> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    const limit = query.limit ?? LIST_LIMIT_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) throw badRequest(`limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`);
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
    return versionInfo(await versionRow(this.rt.store, kind, head, version));
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

  /** Who refers to this resource (any version), or to one version of it. */
  async usages(actor: Actor, kind: KindDef, id: string, version?: number, options: AccessOptions = {}): Promise<Usage[]> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    if (version !== undefined) await versionRow(this.rt.store, kind, head, version);
    const rows = (await this.rt.store.find(USAGES, {
      where: w.and(w.eq('usedCollection', kind.collection), w.eq('usedId', head.id), version !== undefined && w.eq('usedVersion', version)),
      sort: [{ field: 'userCollection', dir: 'asc' }],
    })) as UsageRow[];
    return this.describeUsers(rows, actor);
  }

  /** The resources behind usage rows; with an actor, only those the actor may read (the others are not named, not even counted). */
  async describeUsers(rows: UsageRow[], actor?: Actor): Promise<Usage[]> {
    const usages: Usage[] = [];
    for (const row of rows) {
      const userKind = kindOf(row.userCollection)!;
      const user = (await this.rt.store.findOne(row.userCollection, w.eq('id', row.userId))) as HeadRow | null;
      if (!user || user.deleted) continue;
      if (actor && !permissionsOf(actor, user).read) continue;
      usages.push({ collection: row.userCollection, id: row.userId, version: row.userVersion, name: titleOf(userKind, user.document), usesVersion: row.usedVersion });
    }
    return usages;
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
    if (!includeAttributes) return summary;
    const attributes = Object.fromEntries(Object.entries(head.document).filter(([, v]) => v === null || typeof v !== 'object'));
    return { ...summary, attributes };
  }
}
