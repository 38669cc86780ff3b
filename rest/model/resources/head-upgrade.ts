/**
 * Heads written before a derived field existed lack it: once per database, at start, every head of
 * the kinds concerned gets its filter values, label rows and address claims derived from its document. Each
 * step runs once (a row in `upgrades` says it ran); per head it is idempotent, so two instances
 * starting together over one database do the same work twice at worst.
 */
import { DuplicateKeyError, w, type Store } from '../../store/port.ts';
import { filterValues } from '../lists/filters.ts';
import { SEARCH_FILTER, type KindDef } from '../kinds/kind-def.ts';
import { KINDS } from '../kinds/registry.ts';
import { LABEL_INDEXES, LABELS, replaceLabels } from '../effects/label-index.ts';
import { claimExistingDomains, DOMAIN_CLAIM_INDEXES, DOMAIN_CLAIMS } from '../effects/domain-claims.ts';
import type { Runtime } from '../runtime.ts';
import type { HeadRow } from './storage-layout.ts';

const UPGRADES = 'upgrades';
const STEP = 200;

/** Calls `work` with the heads of a kind, a page at a time in id order. */
async function eachPage(store: Store, kind: KindDef, work: (heads: HeadRow[]) => Promise<void>): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const heads = (await store.find(kind.collection, { where: after === undefined ? undefined : w.gt('id', after), limit: STEP })) as HeadRow[];
    await work(heads);
    if (heads.length < STEP) return;
    after = heads[heads.length - 1].id;
  }
}

/** The search filter and the label rows (issue 10). */
async function deriveLabelsAndSearch(store: Store): Promise<void> {
  const concerned = (kind: KindDef) => Boolean(kind.labels?.length) || kind.filters.some((f) => f.name === SEARCH_FILTER);
  for (const kind of KINDS.filter(concerned)) {
    await eachPage(store, kind, async (heads) => {
      for (const head of heads) {
        await store.transaction(async (tx) => {
          // a head written meanwhile (another instance already serving) has them already
          const matched = await tx.update(kind.collection, w.and(w.eq('id', head.id), w.eq('latest', head.latest)), { set: { filter: filterValues(kind, head.document) } });
          if (matched === 1) await replaceLabels(tx, kind, head, head.deleted ? null : head.document, {});
        });
      }
    });
  }
}

/** The claims of configurators' addresses (issue 10); where two share one, the first by id keeps it. */
async function claimDomains(store: Store): Promise<void> {
  for (const kind of KINDS.filter((k) => k.domains?.length)) await eachPage(store, kind, (heads) => claimExistingDomains(store, kind, heads));
}

/** Each runs once per database, in this order; its id is its row in `upgrades`. */
const STEPS: { id: string; run: (store: Store) => Promise<void> }[] = [
  { id: 'labels-and-search-1', run: deriveLabelsAndSearch },
  { id: 'domain-claims-1', run: claimDomains },
];

export async function upgradeHeads(rt: Runtime): Promise<void> {
  const { store } = rt;
  await store.ensureIndexes(LABELS, LABEL_INDEXES);
  await store.ensureIndexes(DOMAIN_CLAIMS, DOMAIN_CLAIM_INDEXES);
  await store.ensureIndexes(UPGRADES, []);
  for (const step of STEPS) {
    if (await store.findOne(UPGRADES, w.eq('id', step.id))) continue;
    await step.run(store);
    try {
      await store.insert(UPGRADES, [{ id: step.id, done: rt.now().toISOString() }]);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
