/**
 * The usage index, a write effect: which resources each head refers to (rows of `usages`), rewritten
 * with the head in the same transaction, so "who uses this version" (the usages read, deletes that
 * fail or detach users, updateAllReferences) is an index search.
 */
import { w, type Store } from '../../store/port.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { findRefs } from '../resources/references.ts';
import { USAGES, type UsageRow } from '../resources/storage-layout.ts';
import { headMoved, type WriteEffect } from './write-effects.ts';

const usagesBy = (kind: KindDef, id: string) => w.and(w.eq('userCollection', kind.collection), w.eq('userId', id));

/** Records which resources the head refers to, replacing what its previous head referred to. */
async function replaceUsages(tx: Store, kind: KindDef, id: string, version: number, document: Record<string, unknown>): Promise<void> {
  await tx.delete(USAGES, usagesBy(kind, id));
  const rows = new Map<string, UsageRow>();
  for (const ref of findRefs(kind, document)) {
    const key = `${kind.collection}/${id}/${ref.collection}/${ref.id}/${ref.version}`;
    rows.set(key, { id: key, userCollection: kind.collection, userId: id, userVersion: version, usedCollection: ref.collection, usedId: ref.id, usedVersion: ref.version });
  }
  if (rows.size) await tx.insert(USAGES, [...rows.values()]);
}

export const usageIndex: WriteEffect = {
  name: 'usages',
  async onVersion(tx, written) {
    if (headMoved(written)) await replaceUsages(tx, written.kind, written.id, written.version.version, written.newHead.document);
  },
  /** An archived resource still uses what it used (it can be read, and its refs keep those versions in use). */
  async onRemove(tx, removed) {
    if (removed.mode === 'purge') await tx.delete(USAGES, usagesBy(removed.kind, removed.id));
  },
};
