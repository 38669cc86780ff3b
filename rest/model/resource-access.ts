import { w, type Store } from '../store/port.ts';
import type { Actor } from './actor.ts';
import { badRequest, forbidden, notFound } from './errors.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { needsMultiWorkspace, permissionsOf, type Permissions } from './permissions.ts';
import type { Envelope, VersionGraph, VersionInfo } from './resource-types.ts';
import { RESOURCE_ID } from './runtime.ts';
import { versionRowId, versionsOf, type HeadRow, type VersionRow } from './storage-layout.ts';

export interface AccessOptions {
  multiWorkspace?: boolean;
  includeDeleted?: boolean;
}

export function assertId(kind: KindDef, id: unknown, param = kind.idParam): asserts id is string {
  if (typeof id !== 'string' || !RESOURCE_ID.test(id)) throw badRequest(`${param} must be a resource id: 24 lower-case hexadecimal characters`);
}

export function assertVersionNumber(value: unknown, param = 'versionId'): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw badRequest(`${param} must be a whole number from 1`);
}

export const describeResource = (kind: KindDef, id: string) => `${kind.label} ${id}`;

/**
 * The head of a resource the actor may read. Resources the actor may not read answer 404, exactly
 * like missing ones, so ids of other workspaces' resources cannot be probed.
 */
export async function readableHead(store: Store, actor: Actor, kind: KindDef, id: unknown, options: AccessOptions = {}): Promise<{ head: HeadRow; permissions: Permissions }> {
  assertId(kind, id);
  const head = (await store.findOne(kind.collection, w.eq('id', id))) as HeadRow | null;
  if (!head || (head.deleted && !options.includeDeleted)) throw notFound(`${describeResource(kind, id)} was not found`);
  const permissions = permissionsOf(actor, head);
  if (!permissions.read) throw notFound(`${describeResource(kind, id)} was not found`);
  if (!options.multiWorkspace && needsMultiWorkspace(actor, head)) {
    throw notFound(`${describeResource(kind, id)} is in workspace ${head.workspace}: pass multiWorkspace=true to reach it`);
  }
  return { head, permissions };
}

export async function permittedHead(
  store: Store,
  actor: Actor,
  kind: KindDef,
  id: unknown,
  need: keyof Permissions,
  options: AccessOptions = {},
): Promise<HeadRow> {
  const { head, permissions } = await readableHead(store, actor, kind, id, options);
  if (!permissions[need]) throw forbidden(`You may not ${need} ${describeResource(kind, head.id)}`);
  return head;
}

export async function versionRow(store: Store, kind: KindDef, head: HeadRow, version: unknown): Promise<VersionRow> {
  assertVersionNumber(version);
  const row = (await store.findOne(versionsOf(kind), w.eq('id', versionRowId(head.id, version)))) as VersionRow | null;
  if (!row) throw notFound(`${describeResource(kind, head.id)} has no version ${version}`);
  return row;
}

export function envelope(head: HeadRow, version: number, document: Record<string, unknown>): Envelope {
  return {
    id: head.id,
    version,
    head: head.head,
    owner: head.owner,
    workspace: head.workspace,
    created: head.created,
    lastEdited: head.lastEdited,
    document,
  };
}

export function versionInfo(row: Omit<VersionRow, 'document'>): VersionInfo {
  return {
    version: row.version,
    parents: row.parents,
    author: row.author,
    created: row.created,
    kind: row.kind,
    tag: row.tag ?? null,
    summary: row.summary ?? null,
    origin: row.origin ?? null,
  };
}

/** Every version's record, oldest first, without the documents (a long history would otherwise be read whole). */
export async function allVersions(store: Store, kind: KindDef, id: string): Promise<Omit<VersionRow, 'document'>[]> {
  return (await store.find(versionsOf(kind), { where: w.eq('resource', id), sort: [{ field: 'version', dir: 'asc' }], omit: ['document'] })) as VersionRow[];
}

export function graphOf(head: HeadRow, rows: Omit<VersionRow, 'document'>[]): VersionGraph {
  return {
    head: head.head,
    versions: rows.map((r) => ({ version: r.version, parents: r.parents, created: r.created, kind: r.kind, tag: r.tag ?? null })),
  };
}
