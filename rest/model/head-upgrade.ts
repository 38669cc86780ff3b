/**
 * Heads written before a derived field existed lack it: once per database, at start, every head of
 * the kinds concerned gets its filter values and label rows derived again from its document. Each
 * step runs once (a row in `upgrades` says it ran); per head it is idempotent, so two instances
 * starting together over one database do the same work twice at worst.
 */
import { DuplicateKeyError, w, type Store } from '../store/port.ts';
import { filterValues } from './filters.ts';
import { SEARCH_FILTER, type KindDef } from './kinds/kind-def.ts';
import { KINDS } from './kinds/registry.ts';
import { LABEL_INDEXES, LABELS, replaceLabels } from './labels.ts';
import type { Runtime } from './runtime.ts';
import type { HeadRow } from './storage-layout.ts';

const UPGRADES = 'upgrades';
/** the search filter and the label rows (issue 10) */
const LABELS_AND_SEARCH = 'labels-and-search-1';
const STEP = 200;

const concerned = (kind: KindDef) => Boolean(kind.labels?.length) || kind.filters.some((f) => f.name === SEARCH_FILTER);

async function rederive(store: Store, kind: KindDef): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const heads = (await store.find(kind.collection, { where: after === undefined ? undefined : w.gt('id', after), limit: STEP })) as HeadRow[];
    for (const head of heads) {
      await store.transaction(async (tx) => {
        // a head written meanwhile (another instance already serving) has them already
        const matched = await tx.update(kind.collection, w.and(w.eq('id', head.id), w.eq('latest', head.latest)), { set: { filter: filterValues(kind, head.document) } });
        if (matched === 1) await replaceLabels(tx, kind, head, head.deleted ? null : head.document, {});
      });
    }
    if (heads.length < STEP) return;
    after = heads[heads.length - 1].id;
  }
}

export async function upgradeHeads(rt: Runtime): Promise<void> {
  const { store } = rt;
  await store.ensureIndexes(LABELS, LABEL_INDEXES);
  await store.ensureIndexes(UPGRADES, []);
  if (await store.findOne(UPGRADES, w.eq('id', LABELS_AND_SEARCH))) return;
  for (const kind of KINDS.filter(concerned)) await rederive(store, kind);
  try {
    await store.insert(UPGRADES, [{ id: LABELS_AND_SEARCH, done: rt.now().toISOString() }]);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}
