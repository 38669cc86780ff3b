import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest } from '../errors.ts';
import type { KindDef, RefDef } from '../kinds/kind-def.ts';
import { kindOf } from '../kinds/registry.ts';
import { permissionsOf } from '../resources/permissions.ts';
import { findRefsOf, type FoundRef } from '../resources/references.ts';
import { versionRowId, versionsOf, type HeadRow, type VersionRow } from '../resources/storage-layout.ts';

const label = (collection: string) => kindOf(collection)?.label.toLowerCase() ?? collection;

/**
 * A document that fits its kind's schema must refer only to versions that exist and that the actor
 * may read (a ref to something unreadable is answered like a missing one, so it reveals nothing),
 * and must not make a resource contain itself where its kind says that makes no sense (RefDef.acyclic).
 * Runs inside the write's transaction, one read at a time.
 */
export async function assertRefs(tx: Store, actor: Actor, kind: KindDef, document: unknown, self?: string): Promise<void> {
  const checked = new Set<string>();
  for (const def of kind.refs) {
    for (const ref of findRefsOf(def, document)) {
      // a product lists the same module version in several places; one look is enough
      const key = `${ref.collection}/${ref.id}/${ref.version}`;
      if (checked.has(key)) continue;
      checked.add(key);
      await assertRefExists(tx, actor, ref);
      if (def.acyclic && self !== undefined && ref.collection === kind.collection) await assertNoCycle(tx, kind, def, ref, self);
    }
  }
}

async function assertRefExists(tx: Store, actor: Actor, ref: FoundRef): Promise<void> {
  const target = kindOf(ref.collection);
  const missing = () => badRequest(`${ref.path} refers to ${label(ref.collection)} ${ref.id} version ${ref.version}, which does not exist`);
  if (!target) throw missing();
  const head = (await tx.findOne(target.collection, w.eq('id', ref.id))) as HeadRow | null;
  if (!head || !permissionsOf(actor, head).read) throw missing();
  if (!(await tx.findOne(versionsOf(target), w.eq('id', versionRowId(ref.id, ref.version))))) throw missing();
}

/** Follows `def` from the referenced version through the versions it refers to; reaching `self` is a cycle. */
async function assertNoCycle(tx: Store, kind: KindDef, def: RefDef, start: FoundRef, self: string): Promise<void> {
  const what = label(kind.collection);
  if (start.id === self) throw badRequest(`${start.path} refers to this ${what} itself: a ${what} cannot contain itself`);
  const seen = new Set<string>();
  const stack: { id: string; version: number; trail: string[] }[] = [{ id: start.id, version: start.version, trail: [start.id] }];
  while (stack.length) {
    const at = stack.pop()!;
    const key = `${at.id}:${at.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const row = (await tx.findOne(versionsOf(kind), w.eq('id', versionRowId(at.id, at.version)))) as VersionRow | null;
    if (!row) continue;
    for (const next of findRefsOf(def, row.document)) {
      if (next.collection !== kind.collection) continue;
      const trail = [...at.trail, next.id];
      if (next.id === self) {
        throw badRequest(`${start.path} refers to ${what} ${start.id}, which contains this ${what} (${[self, ...trail].join(' → ')}): a ${what} cannot contain itself`);
      }
      stack.push({ id: next.id, version: next.version, trail });
    }
  }
}
