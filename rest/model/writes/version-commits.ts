import { DuplicateKeyError, w, type Store } from '../../store/port.ts';
import type { Actor } from '../actor.ts';
import { derivedFields } from '../derived-values.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { findRefs } from '../references.ts';
import type { VersionKind } from '../resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { USAGES, versionRowId, versionsOf, type HeadRow, type UsageRow, type VersionRow } from '../storage-layout.ts';
import { assertValid } from '../validation.ts';
import { WORKSPACES, type WorkspaceRow } from '../directory.ts';
import { recordResourceEvent } from '../events.ts';
import { replaceLabels } from '../labels.ts';
import { replaceDomainClaims } from '../domain-claims.ts';
import { assertResourceWithinPlan } from '../identity/plan-limits.ts';
import { assertRefs } from './reference-checks.ts';

/** What a write decides, against the freshest head, inside its transaction. */
export interface Plan {
  document: Record<string, unknown>;
  parents: number[];
  moveHead: boolean;
  versionKind: VersionKind;
}

export type Planner = (head: HeadRow, tx: Store) => Promise<Plan>;

/** What else a version records besides its document (a duplicate's origin; a tag given at once). */
export type VersionExtra = Partial<Pick<VersionRow, 'origin' | 'tag' | 'summary'>>;

const MAX_ATTEMPTS = 8;

/** Something kept beside every version (which blobs it refers to), maintained inside the version's transaction. */
export interface VersionIndex {
  added(tx: Store, kind: KindDef, row: VersionRow): Promise<void>;
  /** every version of the resource, or one */
  removed(tx: Store, kind: KindDef, id: string, version?: number): Promise<void>;
}

const NO_INDEX: VersionIndex = { added: async () => {}, removed: async () => {} };

/**
 * The one place where versions are added: a new resource's first version (`first`) and every later
 * one (`commit`). Both validate the document, check its refs, write the version row, the head and
 * the head's usages in one transaction.
 */
export class VersionCommits {
  constructor(
    private readonly rt: Runtime,
    readonly index: VersionIndex = NO_INDEX,
  ) {}

  /** Records which resources the head refers to (usages), replacing what its previous head referred to. */
  private async replaceUsages(tx: Store, kind: KindDef, id: string, version: number, document: Record<string, unknown>): Promise<void> {
    await tx.delete(USAGES, w.and(w.eq('userCollection', kind.collection), w.eq('userId', id)));
    const rows = new Map<string, UsageRow>();
    for (const ref of findRefs(kind, document)) {
      const key = `${kind.collection}/${id}/${ref.collection}/${ref.id}/${ref.version}`;
      rows.set(key, { id: key, userCollection: kind.collection, userId: id, userVersion: version, usedCollection: ref.collection, usedId: ref.id, usedVersion: ref.version });
    }
    if (rows.size) await tx.insert(USAGES, [...rows.values()]);
  }

  /** application.md §9: what the plan of the resource's workspace allows (a workspace without a row is on FREE). */
  private async assertPlan(tx: Store, kind: KindDef, workspace: string, next: Record<string, unknown>, previous: Record<string, unknown> | null): Promise<void> {
    const row = ((await tx.findOne(WORKSPACES, w.eq('id', workspace))) as WorkspaceRow | null) ?? ({ alias: workspace, plan: 'FREE' } as WorkspaceRow);
    await assertResourceWithinPlan(tx, row, kind, next, previous);
  }

  /** The first version of a new resource; `head` is its complete head row. */
  async first(actor: Actor, kind: KindDef, head: HeadRow, row: VersionRow): Promise<void> {
    await this.rt.store.transaction(async (tx) => {
      await assertRefs(tx, actor, kind, row.document);
      await this.assertPlan(tx, kind, head.workspace, row.document, null);
      await replaceDomainClaims(tx, kind, head.id, row.document);
      await tx.insert(kind.collection, [head]);
      await tx.insert(versionsOf(kind), [row]);
      await this.index.added(tx, kind, row);
      await this.replaceUsages(tx, kind, head.id, row.version, row.document);
      await replaceLabels(tx, kind, head, row.document);
      await recordResourceEvent(tx, this.rt, head, kind.collection, { action: 'NewVersion', version: row.version, author: actor.email });
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
    const head = (await tx.findOne(kind.collection, w.eq('id', id))) as HeadRow;
    const step = await plan(head, tx);
    assertValid(kind.schema, step.document);
    await assertRefs(tx, actor, kind, step.document, id);
    if (step.moveHead) {
      await this.assertPlan(tx, kind, head.workspace, step.document, head.document);
      await replaceDomainClaims(tx, kind, id, step.document, head.document);
    }
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
    await tx.insert(versionsOf(kind), [row]);
    await this.index.added(tx, kind, row);
    const set: Record<string, unknown> = { latest: version, revision: head.revision + 1 };
    if (step.moveHead) Object.assign(set, { head: version, document: step.document, lastEdited: now }, derivedFields(kind, step.document));
    const matched = await tx.update(kind.collection, w.and(w.eq('id', id), w.eq('latest', head.latest)), { set });
    if (matched !== 1) throw new DuplicateKeyError(kind.collection, id);
    if (step.moveHead) {
      await this.replaceUsages(tx, kind, id, version, step.document);
      await replaceLabels(tx, kind, head, step.document, head.document);
    }
    await recordResourceEvent(tx, this.rt, head, kind.collection, { action: 'NewVersion', version, author: actor.email });
    return { head: { ...head, ...set } as HeadRow, row };
  }
}
