/**
 * Batched reads for composed views (the GraphQL gateway's DataLoaders): many resources of one kind in
 * one store round trip each, with the same rules as single reads. A resource the actor may not read is
 * left out of the answer, exactly like a missing one. References and composed fields follow what the
 * actor can read in any of their workspaces, so these reads do not ask for multiWorkspace.
 */
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { kindOf } from '../kinds/registry.ts';
import { permissionsOf, type Permissions } from './permissions.ts';
import { envelope, versionInfo } from './resource-access.ts';
import type { Usage } from './resource-reads.ts';
import type { Envelope, Ref, VersionInfo } from './resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { USAGES, versionRowId, versionsOf, type HeadRow, type SharingGrant, type UsageRow, type VersionRow } from './storage-layout.ts';

export interface ReadableResource {
  envelope: Envelope;
  permissions: Permissions;
  sharing: { public: boolean; grants: SharingGrant[] };
}

const versionKey = (id: string, version: number) => `${id}:${version}`;

export class ResourceBatch {
  constructor(private readonly rt: Runtime) {}

  private async readableHeads(actor: Actor, kind: KindDef, ids: readonly string[], omitDocument: boolean): Promise<Map<string, HeadRow>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = (await this.rt.store.find(kind.collection, {
      where: w.and(w.in('id', unique), w.eq('deleted', false)),
      omit: omitDocument ? ['document', 'filter'] : ['filter'],
    })) as HeadRow[];
    return new Map(rows.filter((head) => permissionsOf(actor, head).read).map((head) => [head.id, head]));
  }

  /** The heads (with the actor's permissions and the sharing) of those ids the actor may read. */
  async heads(actor: Actor, kind: KindDef, ids: readonly string[]): Promise<Map<string, ReadableResource>> {
    const heads = await this.readableHeads(actor, kind, ids, false);
    return new Map(
      [...heads].map(([id, head]) => [
        id,
        { envelope: envelope(head, head.head, head.document), permissions: permissionsOf(actor, head), sharing: { public: head.public, grants: head.grants } },
      ]),
    );
  }

  /** Versions by `{id, version}`, keyed `id:version`: two round trips (the heads, then the versions). */
  async versions(actor: Actor, kind: KindDef, refs: readonly Ref[]): Promise<Map<string, Envelope>> {
    const heads = await this.readableHeads(actor, kind, refs.map((r) => r.id), true);
    const wanted = [...new Set(refs.filter((r) => heads.has(r.id)).map((r) => versionRowId(r.id, r.version)))];
    if (!wanted.length) return new Map();
    const rows = (await this.rt.store.find(versionsOf(kind), { where: w.in('id', wanted) })) as VersionRow[];
    return new Map(rows.map((row) => [versionKey(row.resource, row.version), envelope(heads.get(row.resource)!, row.version, row.document)]));
  }

  /** Every version's record of each resource, oldest first. */
  async histories(actor: Actor, kind: KindDef, ids: readonly string[]): Promise<Map<string, { head: number; versions: VersionInfo[] }>> {
    const heads = await this.readableHeads(actor, kind, ids, true);
    if (!heads.size) return new Map();
    const rows = (await this.rt.store.find(versionsOf(kind), {
      where: w.in('resource', [...heads.keys()]),
      sort: [{ field: 'version', dir: 'asc' }],
      omit: ['document'],
    })) as VersionRow[];
    const histories = new Map([...heads.values()].map((head) => [head.id, { head: head.head, versions: [] as VersionInfo[] }]));
    for (const row of rows) histories.get(row.resource)?.versions.push(versionInfo(row));
    return histories;
  }

  /**
   * Who refers to each resource (to any version, or to `version`), as the usages read answers: named by
   * the user's title. One round trip for the usages and one per kind of user, however many resources.
   */
  async usages(actor: Actor, kind: KindDef, ids: readonly string[], version?: number): Promise<Map<string, Usage[]>> {
    const heads = await this.readableHeads(actor, kind, ids, true);
    if (!heads.size) return new Map();
    const rows = (await this.rt.store.find(USAGES, {
      where: w.and(w.eq('usedCollection', kind.collection), w.in('usedId', [...heads.keys()]), version !== undefined && w.eq('usedVersion', version)),
      sort: [{ field: 'userCollection', dir: 'asc' }],
    })) as UsageRow[];
    const users = new Map<string, HeadRow>();
    for (const collection of new Set(rows.map((r) => r.userCollection))) {
      const userIds = [...new Set(rows.filter((r) => r.userCollection === collection).map((r) => r.userId))];
      const found = (await this.rt.store.find(collection, { where: w.in('id', userIds), omit: ['document', 'filter'] })) as HeadRow[];
      for (const user of found) users.set(`${collection}/${user.id}`, user);
    }
    const usages = new Map([...heads.keys()].map((id) => [id, [] as Usage[]]));
    for (const row of rows) {
      const user = users.get(`${row.userCollection}/${row.userId}`);
      if (!user || user.deleted) continue;
      const title = user.data?.[kindOf(row.userCollection)!.titleField];
      usages.get(row.usedId)!.push({
        collection: row.userCollection,
        id: row.userId,
        version: row.userVersion,
        name: typeof title === 'string' ? title : null,
        usesVersion: row.usedVersion,
      });
    }
    return usages;
  }
}
