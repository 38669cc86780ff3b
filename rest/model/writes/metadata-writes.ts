import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { assertExpectedHead } from '../resources/conditional.ts';
import { conflict, notFound } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { grantsToAccess } from '../resources/permissions.ts';
import { describeResource, permittedHead, versionInfo, versionRow } from '../resources/resource-access.ts';
import type { VersionInfo } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { versionsOf, type HeadRow, type SharingGrant, type VersionRow } from '../resources/storage-layout.ts';
import { assertValid } from '../validation.ts';
import { recordResourceEvent } from '../effects/events.ts';
import { SharingBody, VersionSummaryBody, type MetadataFlags } from './write-types.ts';

/**
 * What changes about a resource without a new version: its sharing, and a version's tag and summary.
 * Each change counts in the head's revision (part of version ETags), inside its transaction.
 */
export class MetadataWrites {
  constructor(private readonly rt: Runtime) {}

  private get store(): Store {
    return this.rt.store;
  }

  /** Runs `change` on the head inside a transaction, after If-Match, then counts the revision. */
  private async onHead<T>(kind: KindDef, id: string, expectedHead: number | undefined, change: (tx: Store, head: HeadRow) => Promise<T>): Promise<T> {
    return this.store.transaction(async (tx) => {
      const head = (await tx.findOne(kind.collection, w.eq('id', id))) as HeadRow | null;
      if (!head) throw notFound(`${describeResource(kind, id)} was not found`);
      assertExpectedHead(expectedHead, kind, head);
      const result = await change(tx, head);
      await tx.update(kind.collection, w.eq('id', id), { set: { revision: head.revision + 1 } });
      return result;
    });
  }

  /** PUT …/log/{versionId}: a version's tag and summary are its only changeable facts. */
  async setLogEntry(actor: Actor, kind: KindDef, id: string, version: number, body: unknown, flags: MetadataFlags = {}): Promise<VersionInfo> {
    assertValid(VersionSummaryBody, body, 'body');
    const { tag, summary } = body as { tag?: string | null; summary?: string | null };
    const head = await permittedHead(this.store, actor, kind, id, 'write', flags);
    const row = await versionRow(this.store, kind, head, version);
    return this.onHead(kind, id, flags.expectedHead, async (tx, fresh) => {
      if (tag) {
        const other = (await tx.findOne(versionsOf(kind), w.and(w.eq('resource', id), w.eq('tag', tag)))) as VersionRow | null;
        if (other && other.version !== version) throw conflict(`tag ${tag} already names version ${other.version}`);
      }
      const set: Record<string, unknown> = {};
      // a tagged version is a named Version; untagged, it is what its write made it
      if (tag !== undefined) Object.assign(set, { tag, kind: tag || row.complete ? 'Version' : 'Microversion' });
      if (summary !== undefined) set.summary = summary;
      await tx.update(versionsOf(kind), w.eq('id', row.id), { set });
      await recordResourceEvent(tx, this.rt, fresh, kind.collection, { action: 'Tagged', version, author: actor.email });
      return versionInfo({ ...row, ...set } as VersionRow);
    });
  }

  async setSharing(actor: Actor, kind: KindDef, id: string, body: unknown, flags: MetadataFlags = {}): Promise<{ public: boolean; grants: SharingGrant[] }> {
    assertValid(SharingBody, body, 'body');
    const sharing = body as { public: boolean; grants: SharingGrant[] };
    await permittedHead(this.store, actor, kind, id, 'share', flags);
    await this.onHead(kind, id, flags.expectedHead, async (tx, fresh) => {
      const access = { public: sharing.public, ...grantsToAccess(sharing.grants) };
      await tx.update(kind.collection, w.eq('id', id), { set: { grants: sharing.grants, ...access } });
      await recordResourceEvent(tx, this.rt, { ...fresh, ...access }, kind.collection, { action: 'Shared', author: actor.email });
    });
    return { public: sharing.public, grants: sharing.grants };
  }
}
