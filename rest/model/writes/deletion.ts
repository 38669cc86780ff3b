import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { assertExpectedHead } from '../resources/conditional.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { allVersions, describeResource, permittedHead, versionRow } from '../resources/resource-access.ts';
import type { Runtime } from '../runtime.ts';
import { versionsOf, type HeadRow } from '../resources/storage-layout.ts';
import type { ReferenceMoves } from './reference-moves.ts';
import type { WriteEffects } from '../effects/write-effects.ts';
import type { DeleteFlags } from './write-types.ts';

/**
 * Deleting resources (or archiving them) and deleting the tip of an abandoned branch. Each changes the
 * head and version rows, then runs the registered write effects (effects/write-effects.ts) in its transaction:
 * what is kept beside the versions (labels, claims, usages, blob references, short codes, events) follows.
 */
export class Deletion {
  constructor(
    private readonly rt: Runtime,
    private readonly moves: ReferenceMoves,
    private readonly effects: WriteEffects,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  /** The head inside the transaction, checked against the head the caller expects. */
  private async freshHead(tx: Store, kind: KindDef, id: string, expectedHead: number | undefined): Promise<HeadRow> {
    const head = (await tx.findOne(kind.collection, w.eq('id', id))) as HeadRow | null;
    if (!head) throw notFound(`${describeResource(kind, id)} was not found`);
    assertExpectedHead(expectedHead, kind, head);
    return head;
  }

  async delete(actor: Actor, kind: KindDef, id: string, flags: DeleteFlags = {}): Promise<void> {
    const head = await permittedHead(this.store, actor, kind, id, 'delete', { ...flags, includeDeleted: true });
    const users = await this.moves.usersOf(this.store, actor, kind, id);
    if (users.all.length && flags.failIfUsed) throw this.moves.usedError(kind, head, users);
    await this.store.transaction(async (tx) => {
      const fresh = await this.freshHead(tx, kind, id, flags.expectedHead);
      if (users.all.length && flags.updateUsed) await this.moves.detach(tx, actor, kind, head, users.all);
      if (flags.archive) {
        await tx.update(kind.collection, w.eq('id', id), { set: { deleted: true, deletedAt: this.rt.now().toISOString() } });
      } else {
        await tx.delete(versionsOf(kind), w.eq('resource', id));
        await tx.delete(kind.collection, w.eq('id', id));
      }
      await this.effects.removed(tx, { actor, kind, id, head: fresh, mode: flags.archive ? 'archive' : 'purge' });
    });
  }

  /** Only the tip of an abandoned branch can go: the head and versions others descend from stay. */
  async deleteVersion(actor: Actor, kind: KindDef, id: string, version: number, flags: DeleteFlags = {}): Promise<void> {
    const head = await permittedHead(this.store, actor, kind, id, 'delete', flags);
    const row = await versionRow(this.store, kind, head, version);
    if (flags.archive) throw badRequest('archive applies to whole resources, not to one version');
    if (version === head.head) throw conflict(`version ${version} is the head of ${describeResource(kind, id)}: copy another version to the head first`);
    const children = (await allVersions(this.store, kind, id)).filter((r) => r.parents.includes(version)).map((r) => r.version);
    if (children.length) throw conflict(`version ${version} is a parent of version ${children.join(', ')}: only the tip of a branch can be deleted`);
    const users = await this.moves.usersOf(this.store, actor, kind, id, version);
    if (users.all.length && (flags.failIfUsed || !flags.updateUsed)) throw this.moves.usedError(kind, head, users, ` version ${version}`);
    await this.store.transaction(async (tx) => {
      const fresh = await this.freshHead(tx, kind, id, flags.expectedHead);
      if (users.all.length) await this.moves.detach(tx, actor, kind, head, users.all, { id, version: fresh.head });
      await tx.delete(versionsOf(kind), w.eq('id', row.id));
      await tx.update(kind.collection, w.eq('id', id), { set: { revision: fresh.revision + 1 } });
      await this.effects.removed(tx, { actor, kind, id, head: fresh, mode: 'version', version });
    });
  }
}
