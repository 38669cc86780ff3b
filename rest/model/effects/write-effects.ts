/**
 * What else a write keeps in step with the resources, as one registered list (model.ts composes it):
 * plan limits, address claims, blob references, usages, label rows, short codes, events, the statistics'
 * roll-ups and the batched-order rows today; webhook deliveries or a search index tomorrow. The commit
 * path (writes/version-commits.ts) and the delete path (writes/deletion.ts) run every effect that applies
 * to the kind, in the list's order, inside the write's transaction: an effect that throws undoes the
 * whole write, and what an effect writes through `tx` lands exactly when the write does.
 *
 * A version passes each effect twice: `beforeVersion` before its head and version rows are written
 * (effects that may refuse the write check there, so that on an engine without transactions, a
 * standalone MongoDB, a refusal has written nothing), `onVersion` after them.
 */
import type { Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import type { HeadRow, VersionRow } from '../resources/storage-layout.ts';

/** A version being written, as the effects see it: `newHead` and `version` are the rows as they are written. */
export interface VersionWritten {
  actor: Actor;
  kind: KindDef;
  id: string;
  /** the head before the write; null for a new resource's first version */
  oldHead: HeadRow | null;
  /** the head after it: the same head version and document when the write made a branch (notHead) */
  newHead: HeadRow;
  version: VersionRow;
}

/**
 * What a delete removes (the rows are already changed in `tx`): `archive` marks the resource deleted
 * and keeps its versions; `purge` removes it and every version; `version` removes one version, the tip
 * of a branch, and leaves the head as it was.
 */
export type ResourceRemoved = {
  actor: Actor;
  kind: KindDef;
  id: string;
  /** the head as it was before the delete */
  head: HeadRow;
} & ({ mode: 'archive' | 'purge' } | { mode: 'version'; version: number });

export interface WriteEffect {
  /** says which effect it is, in the documented order and in stack traces */
  name: string;
  /** the kinds it concerns (labels only where the kind has label lists); every kind when absent */
  appliesTo?(kind: KindDef): boolean;
  /** the indexes of what it keeps, made at start */
  ensureIndexes?(store: Store): Promise<void>;
  /** before the version's rows are written: checks that may refuse the write, and what must be claimed first */
  beforeVersion?(tx: Store, written: VersionWritten): Promise<void>;
  /** after the version's head and version rows are written */
  onVersion?(tx: Store, written: VersionWritten): Promise<void>;
  onRemove?(tx: Store, removed: ResourceRemoved): Promise<void>;
}

/** Whether the write moved the head (a new resource, a write on the head, a copy or merge), rather than adding a branch. */
export const headMoved = (written: VersionWritten): boolean => written.oldHead === null || written.newHead.head !== written.oldHead.head;

/** The registered effects, in order; per kind, those that apply to it (worked out once). */
export class WriteEffects {
  private readonly byCollection = new Map<string, readonly WriteEffect[]>();

  constructor(private readonly effects: readonly WriteEffect[]) {
    const names = effects.map((effect) => effect.name);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new Error(`the write effect ${twice} is registered twice`);
  }

  /** The names in the order they run. */
  get names(): string[] {
    return this.effects.map((effect) => effect.name);
  }

  private of(kind: KindDef): readonly WriteEffect[] {
    let effects = this.byCollection.get(kind.collection);
    if (!effects) {
      effects = this.effects.filter((effect) => effect.appliesTo?.(kind) ?? true);
      this.byCollection.set(kind.collection, effects);
    }
    return effects;
  }

  async ensureIndexes(store: Store): Promise<void> {
    for (const effect of this.effects) await effect.ensureIndexes?.(store);
  }

  /** Runs inside the version's transaction, before its rows are written. */
  async beforeVersion(tx: Store, written: VersionWritten): Promise<void> {
    for (const effect of this.of(written.kind)) await effect.beforeVersion?.(tx, written);
  }

  /** Runs inside the version's transaction, after its rows are written. */
  async versionWritten(tx: Store, written: VersionWritten): Promise<void> {
    for (const effect of this.of(written.kind)) await effect.onVersion?.(tx, written);
  }

  /** Runs inside the delete's transaction, after its rows are changed. */
  async removed(tx: Store, removed: ResourceRemoved): Promise<void> {
    for (const effect of this.of(removed.kind)) await effect.onRemove?.(tx, removed);
  }
}
