import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { DomainError, failedDependency, forbidden } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { kindOf } from '../kinds/registry.ts';
import { rewriteRefs } from '../resources/references.ts';
import { describeResource, readableHead } from '../resources/resource-access.ts';
import { titleOf, type ResourceReads, type Usage } from '../resources/resource-reads.ts';
import { LIST_LIMIT_DEFAULT, type Ref } from '../resources/resource-types.ts';
import { USAGES, type HeadRow, type UsageRow } from '../resources/storage-layout.ts';
import type { VersionCommits } from './version-commits.ts';

/** The users of a resource: all of them, and those the actor may read. */
export interface Users {
  all: Usage[];
  visible: Usage[];
}

/**
 * Other resources' references to a resource, and changing them: moving every user onto a new version
 * (updateAllReferences, updateMyReferences) and detaching users before a delete (updateUsed). Each
 * rewrite is a new version of the user, committed inside the caller's transaction: all or none.
 */
/** The most users a refused delete names: a page of the usages read, which lists every one. */
export const USED_BY_NAMED = LIST_LIMIT_DEFAULT;

export class ReferenceMoves {
  constructor(
    private readonly commits: VersionCommits,
    private readonly reads: ResourceReads,
  ) {}

  /**
   * Who refers to any version of a resource (or to one version), other than itself: every user
   * (`all`, which decides) and those the actor may read (`visible`, which are named).
   */
  async usersOf(store: Store, actor: Actor, kind: KindDef, id: string, version?: number): Promise<Users> {
    const rows = ((await store.find(USAGES, {
      where: w.and(w.eq('usedCollection', kind.collection), w.eq('usedId', id), version !== undefined && w.eq('usedVersion', version)),
    })) as UsageRow[]).filter((r) => !(r.userCollection === kind.collection && r.userId === id));
    return { all: await this.reads.describeUsers(rows), visible: await this.reads.describeUsers(rows, actor) };
  }

  /**
   * 424 naming the users the actor may read, at most USED_BY_NAMED of them as `usedBy` (the usages read
   * pages through the rest); the others are only said to exist, uncounted.
   */
  usedError(kind: KindDef, head: HeadRow, users: Users, what = ''): DomainError {
    const named = users.visible.slice(0, USED_BY_NAMED);
    const names = named.map((u) => `${kindOf(u.collection)!.label.toLowerCase()} ${u.name ?? u.id} (${u.id})`);
    if (users.visible.length > named.length) names.push(`${users.visible.length - named.length} more (its usages list them)`);
    if (users.visible.length < users.all.length) names.push(names.length ? 'by resources you may not read' : 'resources you may not read');
    const title = titleOf(kind, head.document) ?? head.id;
    return failedDependency(`${title}${what} cannot be deleted as it is used by ${names.join(', ')}`, {
      usedBy: named.map((u) => ({ collection: u.collection, id: u.id, name: u.name })),
    });
  }

  /** Points every (or every own) resource referring to `id` at `version`, each as a new version of its own, inside `tx`. */
  async moveTo(tx: Store, actor: Actor, kind: KindDef, id: string, version: number, onlyMine: boolean): Promise<void> {
    const rows = (await tx.find(USAGES, { where: w.and(w.eq('usedCollection', kind.collection), w.eq('usedId', id)) })) as UsageRow[];
    const users = new Map(rows.filter((r) => !(r.userCollection === kind.collection && r.userId === id)).map((r) => [`${r.userCollection}/${r.userId}`, r]));
    for (const usage of users.values()) {
      const userKind = kindOf(usage.userCollection)!;
      const user = (await tx.findOne(userKind.collection, w.eq('id', usage.userId))) as HeadRow | null;
      if (!user || user.deleted || (onlyMine && user.owner !== actor.email)) continue;
      const access = await readableHead(tx, actor, userKind, user.id, { multiWorkspace: true }).catch(() => undefined);
      if (!access?.permissions.write) continue;
      await this.rewriteUser(tx, actor, userKind, user.id, (ref, collection) => (collection === kind.collection && ref.id === id ? { id, version } : undefined), (message) =>
        failedDependency(`${describeResource(userKind, user.id)} cannot move to ${describeResource(kind, id)} version ${version}, so nothing was written: ${message}`),
      );
    }
  }

  /**
   * A new version of a user with its refs rewritten by `visit`, inside `tx`; a user the rewrite makes
   * invalid is answered with `failure` (a 424 naming why) rather than a 400 about someone else's document.
   */
  private async rewriteUser(
    tx: Store,
    actor: Actor,
    userKind: KindDef,
    userId: string,
    visit: Parameters<typeof rewriteRefs>[2],
    failure: (message: string) => DomainError,
  ): Promise<void> {
    try {
      await this.commits.commit(
        actor,
        userKind,
        userId,
        async (fresh) => ({ document: rewriteRefs(userKind, fresh.document, visit), parents: [fresh.head], moveHead: true, versionKind: 'Microversion' }),
        {},
        tx,
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'BAD_REQUEST') throw failure(error.message);
      throw error;
    }
  }

  /** Rewrites each user's refs to `head` (removing them, or moving them to `to`), as new versions, inside `tx`: every user or none. */
  async detach(tx: Store, actor: Actor, kind: KindDef, head: HeadRow, users: Usage[], to?: Ref): Promise<void> {
    const distinct = [...new Map(users.map((u) => [`${u.collection}/${u.id}`, u])).values()];
    for (const usage of distinct) {
      const userKind = kindOf(usage.collection)!;
      const access = await readableHead(tx, actor, userKind, usage.id, { multiWorkspace: true }).catch(() => undefined);
      // a user the actor may not read is not named
      if (!access) throw forbidden(`You may not change every resource that uses ${describeResource(kind, head.id)}`);
      if (!access.permissions.write) throw forbidden(`You may not change ${describeResource(userKind, usage.id)}, which uses ${describeResource(kind, head.id)}`);
    }
    for (const usage of distinct) {
      const userKind = kindOf(usage.collection)!;
      await this.rewriteUser(
        tx,
        actor,
        userKind,
        usage.id,
        (ref, collection) => {
          if (collection !== kind.collection || ref.id !== head.id) return undefined;
          if (!to) return null;
          return ref.version === usage.usesVersion ? to : undefined;
        },
        (message) => failedDependency(`${describeResource(userKind, usage.id)} cannot do without ${describeResource(kind, head.id)}: ${message}`),
      );
    }
  }
}
