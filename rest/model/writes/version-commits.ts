import { DuplicateKeyError, w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { derivedFields } from '../lists/derived-values.ts';
import { notFound } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { describeResource } from '../resources/resource-access.ts';
import type { VersionKind } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { versionRowId, versionsOf, type HeadRow, type VersionRow } from '../resources/storage-layout.ts';
import { assertValid } from '../validation.ts';
import { assertRefs } from './reference-checks.ts';
import type { VersionWritten, WriteEffects } from '../effects/write-effects.ts';

/** What a write decides, against the freshest head, inside its transaction. */
export interface Plan {
  document: Record<string, unknown>;
  parents: number[];
  moveHead: boolean;
  versionKind: VersionKind;
}

/** Decides the write on the head as it is inside the transaction (the one read of it: who may write is checked here too). */
export type Planner = (head: HeadRow, tx: Store) => Promise<Plan>;

/** What else a version records besides its document (a duplicate's origin; a tag given at once). */
export type VersionExtra = Partial<Pick<VersionRow, 'origin' | 'tag' | 'summary'>>;

const MAX_ATTEMPTS = 8;

/**
 * The one place where versions are added: a new resource's first version (`first`) and every later
 * one (`commit`). Both validate the document, check its refs, write the version row and the head,
 * and run the registered write effects (effects/write-effects.ts) around that, all in one transaction.
 */
export class VersionCommits {
  constructor(
    private readonly rt: Runtime,
    private readonly effects: WriteEffects,
  ) {}

  /** The first version of a new resource; `head` is its complete head row. `within` joins a transaction. */
  async first(actor: Actor, kind: KindDef, head: HeadRow, row: VersionRow, within: Store = this.rt.store): Promise<void> {
    await within.transaction(async (tx) => {
      await assertRefs(tx, actor, kind, row.document);
      const written: VersionWritten = { actor, kind, id: head.id, oldHead: null, newHead: head, version: row };
      await this.effects.beforeVersion(tx, written);
      await tx.insert(kind.collection, [head]);
      await tx.insert(versionsOf(kind), [row]);
      await this.effects.versionWritten(tx, written);
    });
  }

  /**
   * Adds one version atomically. `plan` runs inside the transaction against the freshest head, so a
   * patch is applied to what is really there; when another writer got in first, the attempt is redone.
   * `within` joins a transaction, so that several commits land together or not at all.
   */
  async commit(
    actor: Actor,
    kind: KindDef,
    id: string,
    plan: Planner,
    extra: VersionExtra = {},
    within: Store = this.rt.store,
  ): Promise<{ head: HeadRow; row: VersionRow }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await within.transaction((tx) => this.add(tx, actor, kind, id, plan, extra));
      } catch (error) {
        // only engines without transactions race here; every attempt's version is its own
        if (error instanceof DuplicateKeyError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async add(tx: Store, actor: Actor, kind: KindDef, id: string, plan: Planner, extra: VersionExtra): Promise<{ head: HeadRow; row: VersionRow }> {
    const head = (await tx.findOne(kind.collection, w.eq('id', id))) as HeadRow | null;
    // deleted since the caller looked (or never there, for a planner that checks access itself)
    if (!head) throw notFound(`${describeResource(kind, id)} was not found`);
    const step = await plan(head, tx);
    assertValid(kind.schema, step.document);
    await assertRefs(tx, actor, kind, step.document, id);
    const now = this.rt.now().toISOString();
    const version = head.latest + 1;
    const row: VersionRow = {
      id: versionRowId(id, version),
      resource: id,
      version,
      parents: step.parents,
      author: actor.email,
      created: now,
      kind: step.versionKind,
      complete: step.versionKind === 'Version',
      tag: extra.tag ?? null,
      summary: extra.summary ?? null,
      origin: extra.origin ?? null,
      document: step.document,
    };
    const set: Record<string, unknown> = { latest: version, revision: head.revision + 1 };
    if (step.moveHead) Object.assign(set, { head: version, document: step.document, lastEdited: now }, derivedFields(kind, step.document));
    const written: VersionWritten = { actor, kind, id, oldHead: head, newHead: { ...head, ...set } as HeadRow, version: row };
    await this.effects.beforeVersion(tx, written);
    await tx.insert(versionsOf(kind), [row]);
    const matched = await tx.update(kind.collection, w.and(w.eq('id', id), w.eq('latest', head.latest)), { set });
    if (matched !== 1) throw new DuplicateKeyError(kind.collection, id);
    await this.effects.versionWritten(tx, written);
    return { head: written.newHead, row };
  }
}
