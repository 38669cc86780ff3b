/**
 * The write effect that keeps the statistics' roll-ups in step with orders and configurations
 * (ARCHITECTURE decision 11). Each resource's fact (facts.ts) is kept beside the roll-ups; a write
 * takes the old fact's steps away and adds the new one's, inside the version's transaction, so an
 * edited order moves its sales and a deleted one leaves the figures. Sessions are not resources:
 * Visits.record steps their counters (sessions.ts).
 */
import { w, type Store } from '../../store/port.ts';
import type { WriteEffect } from '../effects/write-effects.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import { configurationSteps, orderSteps, type ConfigurationFact, type OrderFact } from './facts.ts';
import { moduleCosts, orderFact, orderModules } from './module-costs.ts';
import { addSteps, applyCounts, ROLLUPS, type RollupStep } from './rollups.ts';
import { VISITORS } from './sessions.ts';

export const FACTS = 'statisticsfacts';

type Fact = { type: 'order'; fact: OrderFact } | { type: 'configuration'; fact: ConfigurationFact };

interface FactRow {
  id: string;
  workspace: string;
  stored: Fact;
}

const COUNTED = new Set(['orders', 'productconfigurations']);
const factId = (collection: string, id: string) => `${collection}:${id}`;

const stepsOf = (stored: Fact): RollupStep[] => (stored.type === 'order' ? orderSteps(stored.fact) : configurationSteps(stored.fact));

/** A configuration head's fact: when, on which configurator (or product), with which modules. */
export function configurationFact(head: Pick<HeadRow, 'created' | 'document'>): ConfigurationFact {
  const document = head.document as { product?: { id?: string }; modules?: { module: { id: string } }[] };
  return { created: head.created, configurator: document.product?.id ?? '', modules: [...new Set((document.modules ?? []).map((m) => m.module.id))] };
}

/** The fact of a live head of a counted collection. */
export async function factOf(store: Store, collection: string, head: HeadRow): Promise<Fact> {
  if (collection === 'orders') return { type: 'order', fact: orderFact(head, await moduleCosts(store, head.workspace, orderModules(head))) };
  return { type: 'configuration', fact: configurationFact(head) };
}

/** Replaces a resource's fact: its old steps out, the new ones in. */
async function replaceFact(tx: Store, collection: string, head: HeadRow, next: Fact | null): Promise<void> {
  const id = factId(collection, head.id);
  const old = (await tx.findOne(FACTS, w.eq('id', id))) as FactRow | null;
  const counts = new Map<string, number>();
  if (old) addSteps(counts, old.workspace, stepsOf(old.stored), -1);
  if (next) addSteps(counts, head.workspace, stepsOf(next));
  await applyCounts(tx, counts);
  if (!next) {
    if (old) await tx.delete(FACTS, w.eq('id', id));
  } else if (old) await tx.update(FACTS, w.eq('id', id), { set: { workspace: head.workspace, stored: next } });
  else await tx.insert(FACTS, [{ id, workspace: head.workspace, stored: next }]);
}

export const statisticsRollups: WriteEffect = {
  name: 'statistics roll-ups',
  appliesTo: (kind) => COUNTED.has(kind.collection),
  async ensureIndexes(store) {
    // both are read by id (ranges of it for the roll-ups); the collections must exist
    await store.ensureIndexes(ROLLUPS, []);
    await store.ensureIndexes(FACTS, []);
    await store.ensureIndexes(VISITORS, []);
  },
  async onVersion(tx, written) {
    await replaceFact(tx, written.kind.collection, written.newHead, await factOf(tx, written.kind.collection, written.newHead));
  },
  async onRemove(tx, removed) {
    if (removed.mode !== 'version') await replaceFact(tx, removed.kind.collection, removed.head, null);
  },
};
