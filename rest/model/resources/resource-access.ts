import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { needsMultiWorkspace, permissionsOf, type Permissions } from './permissions.ts';
import { GRAPH_WINDOW, type Envelope, type VersionGraph, type VersionInfo } from './resource-types.ts';
import { RESOURCE_ID } from '../runtime.ts';
import { versionRowId, versionsOf, type HeadRow, type VersionRow } from './storage-layout.ts';
import type { HeadCache } from './head-cache.ts';

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

/** A resource the actor can see, as people name it: its title (the list row's), else its kind and id. */
export function nameOfHead(kind: KindDef, head: Pick<HeadRow, 'id' | 'data'>): string {
  const title = head.data?.[kind.titleField] ?? head.data?.name ?? head.data?.title;
  return typeof title === 'string' && title.trim() ? `${kind.label.toLowerCase()} '${title}'` : describeResource(kind, head.id);
}

/** A refusal of something the actor may see but not do, in words with the way out (issue 22 §2). */
const mayNot = (kind: KindDef, head: Pick<HeadRow, 'id' | 'data'>, need: keyof Permissions) =>
  forbidden(`You may not ${need} ${nameOfHead(kind, head)}: ask its owner or an admin of the workspace`);

/** What a head read leaves out: only lists query these, and the filter values are a third of a head. */
export const HEAD_READ_OMITS = ['filter', 'sortName', 'sort'];

/**
 * The head of a resource the actor may read. Resources the actor may not read answer 404, exactly
 * like missing ones, so ids of other workspaces' resources cannot be probed.
 */
export async function readableHead(store: Store, actor: Actor, kind: KindDef, id: unknown, options: AccessOptions = {}): Promise<{ head: HeadRow; permissions: Permissions }> {
  assertId(kind, id);
  const head = (await store.findOne(kind.collection, w.eq('id', id), { omit: HEAD_READ_OMITS })) as HeadRow | null;
  if (!head) throw notFound(`${describeResource(kind, id)} was not found`);
  return { head, permissions: readablePermissions(actor, kind, head, options) };
}

/** readableHead through `cache`: the head may be shared with other reads (frozen), for reads that only look at it. */
export async function keptReadableHead(
  cache: HeadCache,
  store: Store,
  actor: Actor,
  kind: KindDef,
  id: unknown,
  options: AccessOptions = {},
): Promise<{ head: Readonly<HeadRow>; permissions: Permissions }> {
  assertId(kind, id);
  const head = await cache.head(store, kind, id, HEAD_READ_OMITS);
  if (!head) throw notFound(`${describeResource(kind, id)} was not found`);
  return { head, permissions: readablePermissions(actor, kind, head, options) };
}

/** readableHead's checks of a head already read: what the actor may do with it, when they may read it. */
function readablePermissions(actor: Actor, kind: KindDef, head: HeadRow, options: AccessOptions): Permissions {
  if (head.deleted && !options.includeDeleted) throw notFound(`${describeResource(kind, head.id)} was not found`);
  const permissions = permissionsOf(actor, head);
  if (!permissions.read) throw notFound(`${describeResource(kind, head.id)} was not found`);
  if (!options.multiWorkspace && needsMultiWorkspace(actor, head)) {
    throw notFound(`${describeResource(kind, head.id)} is in workspace ${head.workspace}: pass multiWorkspace=true to reach it`);
  }
  return permissions;
}

/**
 * permittedHead's checks of a head already read: a write reads the head once, inside its transaction,
 * and checks there who may write it.
 */
export function assertPermitted(actor: Actor, kind: KindDef, head: HeadRow, need: keyof Permissions, options: AccessOptions = {}): void {
  if (!readablePermissions(actor, kind, head, options)[need]) throw mayNot(kind, head, need);
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
  if (!permissions[need]) throw mayNot(kind, head, need);
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

const keptEnvelopes = new WeakMap<Readonly<HeadRow>, Readonly<Envelope>>();

/**
 * The envelope of a head at its head version. A kept head (head-cache.ts, frozen) has one envelope,
 * frozen like it and made once, so a repeated read answers the same value and the route can send the
 * bytes it serialised the first time (register-operations.ts).
 */
export function keptEnvelope(head: Readonly<HeadRow>): Envelope {
  if (!Object.isFrozen(head)) return envelope(head, head.head, head.document);
  let kept = keptEnvelopes.get(head);
  if (!kept) keptEnvelopes.set(head, (kept = Object.freeze(envelope(head, head.head, head.document))));
  return kept;
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

/** A version's record without its document, or undefined when the resource has no such version. */
export async function versionRecord(store: Store, kind: KindDef, id: string, version: number): Promise<Omit<VersionRow, 'document'> | undefined> {
  const [row] = await store.find(versionsOf(kind), { where: w.eq('id', versionRowId(id, version)), limit: 1, omit: ['document'] });
  return row as VersionRow | undefined;
}

/** Every version's record, oldest first, without the documents (merges need the whole graph). */
export async function allVersions(store: Store, kind: KindDef, id: string): Promise<Omit<VersionRow, 'document'>[]> {
  return (await store.find(versionsOf(kind), { where: w.eq('resource', id), sort: [{ field: 'version', dir: 'asc' }], omit: ['document'] })) as VersionRow[];
}

const graphNode = (r: Omit<VersionRow, 'document'>) => ({ version: r.version, parents: r.parents, created: r.created, kind: r.kind, tag: r.tag ?? null });

/**
 * The version records of the part of the version graph a read carries (resource-types.ts
 * VersionGraph): the newest GRAPH_WINDOW versions, and `around` (the version read) with its parents
 * when they are older, oldest first. Its size is bounded whatever the history's length; `older` tells
 * where the log continues it.
 */
export async function graphRecords(
  store: Store,
  kind: KindDef,
  head: HeadRow,
  around?: Pick<VersionRow, 'version' | 'parents'>,
): Promise<{ rows: Omit<VersionRow, 'document'>[]; older: number | null }> {
  const newest = (await store.find(versionsOf(kind), {
    where: w.eq('resource', head.id),
    sort: [{ field: 'version', dir: 'desc' }],
    limit: GRAPH_WINDOW + 1,
    omit: ['document'],
  })) as VersionRow[];
  const window = newest.slice(0, GRAPH_WINDOW);
  const shown = new Set(window.map((r) => r.version));
  const missing = around ? [around.version, ...around.parents].filter((v) => !shown.has(v)) : [];
  const extra = missing.length
    ? ((await store.find(versionsOf(kind), { where: w.in('id', missing.map((v) => versionRowId(head.id, v))), omit: ['document'] })) as VersionRow[])
    : [];
  const rows = [...window, ...extra].sort((a, b) => a.version - b.version);
  const older = newest.length > GRAPH_WINDOW ? window[window.length - 1].version - 1 : null;
  return { rows, older };
}

/** The version graph a read carries: graphRecords, each version with its parents and tag. */
export async function graphWindow(store: Store, kind: KindDef, head: HeadRow, around?: Pick<VersionRow, 'version' | 'parents'>): Promise<VersionGraph> {
  const { rows, older } = await graphRecords(store, kind, head, around);
  return { head: head.head, versions: rows.map(graphNode), older };
}
