/**
 * Batched reads for composed views (the GraphQL gateway's DataLoaders): many resources of one kind in
 * one store round trip each, with the same rules as single reads. A resource the actor may not read is
 * left out of the answer, exactly like a missing one. References and composed fields follow what the
 * actor can read in any of their workspaces, so these reads do not ask for multiWorkspace.
 *
 * The reads of versions, histories and usages start from the heads (to know which the actor may read):
 * a caller that has them already (the gateway's per-request loader of heads) passes them as `readable`,
 * and the heads are not read again.
 */

/** Heads the caller already read with `heads` (those the actor may read, by id). */
export type ReadableHeads = ReadonlyMap<string, HeadRow>;
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { permissionsOf, type Permissions } from './permissions.ts';
import { envelope, versionInfo } from './resource-access.ts';
import type { ResourceReads, Usage } from './resource-reads.ts';
import { encodeCursor } from '../lists/paging.ts';
import type { Envelope, HistoryPage, Ref } from './resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { chunksOf, USAGES, versionRowId, versionsOf, type HeadRow, type SharingGrant, type UsageRow, type VersionRow } from './storage-layout.ts';

export interface ReadableResource {
  /** the head as stored (what the other batched reads take, so a request reads each head once) */
  head: HeadRow;
  envelope: Envelope;
  permissions: Permissions;
  sharing: { public: boolean; grants: SharingGrant[] };
}

/** A page of usages, as the usages read answers it. */
export interface UsagesPage {
  usages: Usage[];
  next: string | null;
}

const versionKey = (id: string, version: number) => `${id}:${version}`;

export class ResourceBatch {
  constructor(
    private readonly rt: Runtime,
    private readonly reads: ResourceReads,
  ) {}

  /** The heads of `ids` the actor may read, without their documents (what versions, histories and usages need of them). */
  private async readableHeads(actor: Actor, kind: KindDef, ids: readonly string[]): Promise<Map<string, HeadRow>> {
    const heads = new Map<string, HeadRow>();
    for (const chunk of chunksOf([...new Set(ids)])) {
      const rows = (await this.rt.store.find(kind.collection, {
        where: w.and(w.in('id', chunk), w.eq('deleted', false)),
        omit: ['document', 'filter'],
      })) as HeadRow[];
      for (const head of rows) if (permissionsOf(actor, head).read) heads.set(head.id, head);
    }
    return heads;
  }

  /**
   * The heads (with the actor's permissions and the sharing) of those ids the actor may read: read
   * through the heads head reads keep (head-cache.ts), so a head read again costs no store read.
   * Archived ones only with `includeDeleted` (the rows of a list that asked for them).
   */
  async heads(actor: Actor, kind: KindDef, ids: readonly string[], options: { includeDeleted?: boolean } = {}): Promise<Map<string, ReadableResource>> {
    const readable = new Map<string, ReadableResource>();
    for (const [id, head] of await this.reads.keptHeads(kind, ids)) {
      if (head.deleted && !options.includeDeleted) continue;
      const permissions = permissionsOf(actor, head);
      if (permissions.read) readable.set(id, { head, envelope: envelope(head, head.head, head.document), permissions, sharing: { public: head.public, grants: head.grants } });
    }
    return readable;
  }

  /** Versions by `{id, version}`, keyed `id:version`: the heads, then the versions, ID_CHUNK ids a query. */
  async versions(actor: Actor, kind: KindDef, refs: readonly Ref[], readable?: ReadableHeads): Promise<Map<string, Envelope>> {
    const heads = readable ?? (await this.readableHeads(actor, kind, refs.map((r) => r.id)));
    const wanted = [...new Set(refs.filter((r) => heads.has(r.id)).map((r) => versionRowId(r.id, r.version)))];
    const found = new Map<string, Envelope>();
    for (const row of (await this.reads.keptVersions(kind, wanted)).values()) {
      found.set(versionKey(row.resource, row.version), envelope(heads.get(row.resource)!, row.version, row.document));
    }
    return found;
  }

  /**
   * The first page of each resource's history (oldest first, `limit` versions, as the history read
   * answers it, with the cursor of the next page).
   */
  async histories(actor: Actor, kind: KindDef, ids: readonly string[], limit: number, readable?: ReadableHeads): Promise<Map<string, HistoryPage>> {
    const heads = readable ?? (await this.readableHeads(actor, kind, ids));
    const pages = await firstPages([...heads.keys()], limit, (chunk, cap) =>
      this.rt.store.find(versionsOf(kind), {
        where: w.in('resource', chunk),
        sort: [{ field: 'resource', dir: 'asc' }, { field: 'version', dir: 'asc' }],
        limit: cap,
        omit: ['document'],
      }) as Promise<VersionRow[]>,
      (row) => row.resource,
    );
    return new Map(
      [...pages].map(([id, { rows, more }]) => [
        id,
        { head: heads.get(id)!.head, versions: rows.map(versionInfo), next: more ? encodeCursor('history', [rows[rows.length - 1].version]) : null },
      ]),
    );
  }

  /**
   * The first page of who refers to each resource (to any version, or to `version`), as the usages read
   * answers it: `limit` usage rows in the order of the version used, then of the user, with the cursor
   * of the next page; the users the actor may not read are left out, as there.
   */
  async usages(actor: Actor, kind: KindDef, ids: readonly string[], limit: number, version?: number, readable?: ReadableHeads): Promise<Map<string, UsagesPage>> {
    const heads = readable ?? (await this.readableHeads(actor, kind, ids));
    const pages = await firstPages([...heads.keys()], limit, (chunk, cap) =>
      this.rt.store.find(USAGES, {
        where: w.and(w.eq('usedCollection', kind.collection), w.in('usedId', chunk), version !== undefined && w.eq('usedVersion', version)),
        sort: [{ field: 'usedId', dir: 'asc' }, { field: 'usedVersion', dir: 'asc' }],
        limit: cap,
      }) as Promise<UsageRow[]>,
      (row) => row.usedId,
    );
    const described = await this.reads.describeUsers([...pages.values()].flatMap((page) => page.rows), actor);
    const byUser = new Map(described.map((usage) => [`${usage.collection}/${usage.id}/${usage.usesVersion}`, usage]));
    return new Map(
      [...pages].map(([id, { rows, more }]) => {
        const last = rows[rows.length - 1];
        return [
          id,
          {
            usages: rows.flatMap((row) => byUser.get(`${row.userCollection}/${row.userId}/${row.usedVersion}`) ?? []),
            next: more ? encodeCursor('usages', [last.usedVersion, last.id]) : null,
          },
        ];
      }),
    );
  }
}

/**
 * The first `limit` rows of each of `ids` (and whether more follow) from a query over many ids at once,
 * sorted by id: each round reads at most (limit + 1) rows per id still open, so one id with 60,000 rows
 * costs one bounded round more, not 60,000 rows. An id is settled when its page overflows, when a later
 * id's rows follow it, or when the round came back short of its cap.
 */
async function firstPages<Row>(
  ids: string[],
  limit: number,
  query: (chunk: string[], cap: number) => Promise<Row[]>,
  idOf: (row: Row) => string,
): Promise<Map<string, { rows: Row[]; more: boolean }>> {
  const pages = new Map(ids.map((id) => [id, { rows: [] as Row[], more: false }]));
  for (const chunk of chunksOf(ids)) {
    let open = chunk;
    while (open.length) {
      const cap = open.length * (limit + 1);
      const rows = await query(open, cap);
      const seen = new Map<string, Row[]>();
      for (const row of rows) {
        const found = seen.get(idOf(row));
        if (found) found.push(row);
        else seen.set(idOf(row), [row]);
      }
      const lastId = rows.length ? idOf(rows[rows.length - 1]) : undefined;
      const settled = new Set<string>();
      for (const [id, found] of seen) {
        if (found.length > limit || id !== lastId || rows.length < cap) {
          pages.set(id, { rows: found.slice(0, limit), more: found.length > limit });
          settled.add(id);
        }
      }
      open = rows.length < cap ? [] : open.filter((id) => !settled.has(id));
    }
  }
  return pages;
}
