import { createHash } from 'node:crypto';
import { DuplicateKeyError, w, type Store } from '../../store/port.ts';
import { filterValues } from './filters.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { KINDS } from '../kinds/registry.ts';
import { titleOf } from '../resources/resource-reads.ts';
import type { HeadRow } from '../resources/storage-layout.ts';

/** The values of a kind's own orders that come from the document (its `sorts` with a `value`). */
function sortValues(kind: KindDef, document: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries((kind.sorts ?? []).flatMap((sort) => (sort.value ? [[sort.name, sort.value(document)]] : [])));
}

/**
 * What each head stores beside its document, derived from it by the registry: the list row (`data`),
 * the filter values, the sort name and the values of the kind's other orders. When the registry changes how they are derived (a new filter,
 * another list field), heads written before would not be found by the new filter; so each kind's
 * derivation has a fingerprint, stored in DERIVED_META, and a start with a different fingerprint
 * rebuilds that kind's heads.
 */
export function derivedFields(kind: KindDef, document: Record<string, unknown>) {
  return {
    data: kind.list(document as never),
    filter: filterValues(kind, document),
    sortName: (titleOf(kind, document) ?? '').toLowerCase(),
    ...(kind.sorts?.some((sort) => sort.value) ? { sort: sortValues(kind, document) } : {}),
  };
}

export const DERIVED_META = 'derivedmeta';

/**
 * Changes whenever what a kind declares about its derived values changes: its title field, its list
 * row's shape, its filters and orders by name and kind, and its derivationVersion, raised by hand when
 * the code of `list`, a filter's `extract` or a sort's `value` answers differently. It reads no
 * function's source text: a bundled server (dist/server.js) and one run from source by tsx compile the
 * same functions to different text, and a start of the one after the other would rebuild every head.
 */
export function derivationFingerprint(kind: KindDef): string {
  const declared = {
    version: kind.derivationVersion ?? 1,
    title: kind.titleField,
    // JSON leaves out TypeBox's symbol keys: what remains is the row's declared shape
    row: kind.row,
    filters: kind.filters.map((f) => [f.name, f.match, f.extract !== undefined]),
    sorts: (kind.sorts ?? []).map((s) => [s.name, s.headField ?? '', s.value !== undefined]),
  };
  return createHash('sha256').update(JSON.stringify(declared)).digest('hex');
}

interface DerivedMetaRow {
  id: string;
  fingerprint: string;
  rebuilt: string;
}

export interface ReindexLog {
  info(message: string): void;
}

const PAGE = 500;

/** Rebuilds the derived values of every head of a kind, a page at a time; answers how many. */
async function rebuildKind(store: Store, kind: KindDef, log: ReindexLog): Promise<number> {
  const total = await store.count(kind.collection);
  let done = 0;
  let after = '';
  for (;;) {
    const heads = (await store.find(kind.collection, { where: w.gt('id', after), limit: PAGE })) as HeadRow[];
    if (!heads.length) break;
    for (const head of heads) {
      await store.update(kind.collection, w.eq('id', head.id), { set: derivedFields(kind, head.document) });
    }
    done += heads.length;
    after = heads[heads.length - 1].id;
    log.info(`reindex ${kind.collection}: ${done} of ${total} heads`);
  }
  return done;
}

/**
 * At start: rebuilds the kinds whose derivation changed since their heads were written. An
 * interrupted rebuild leaves the old fingerprint, so the next start redoes it (it is idempotent).
 */
export async function reindexChangedKinds(store: Store, log: ReindexLog, now: () => Date, kinds: readonly KindDef[] = KINDS): Promise<string[]> {
  const rebuilt: string[] = [];
  for (const kind of kinds) {
    const fingerprint = derivationFingerprint(kind);
    const meta = (await store.findOne(DERIVED_META, w.eq('id', kind.collection))) as DerivedMetaRow | null;
    if (meta?.fingerprint === fingerprint) continue;
    // an empty collection needs no rebuild, only the fingerprint
    if (meta || (await store.count(kind.collection)) > 0) {
      log.info(`reindex ${kind.collection}: how its list data, filters or sort values are derived has changed`);
      await rebuildKind(store, kind, log);
      rebuilt.push(kind.collection);
    }
    const row: DerivedMetaRow = { id: kind.collection, fingerprint, rebuilt: now().toISOString() };
    if (meta) await store.update(DERIVED_META, w.eq('id', kind.collection), { set: { fingerprint, rebuilt: row.rebuilt } });
    else {
      // another process starting over the same database at the same moment recorded it first: the same fingerprint
      await store.insert(DERIVED_META, [row]).catch((error: unknown) => {
        if (!(error instanceof DuplicateKeyError)) throw error;
      });
    }
  }
  return rebuilt;
}
