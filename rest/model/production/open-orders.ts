/**
 * Impact of a module's new versions on orders (B2, issue 19 §1): the open orders (received or
 * processing) that use an older version of it, by version, for the product editor's Used by card.
 * Read from the usage index and the orders' heads (their status filter), never their documents.
 */
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { requireKind } from '../kinds/registry.ts';
import { filterWhere } from '../lists/filters.ts';
import { listScope } from '../lists/resource-lists.ts';
import { chunksOf, USAGES, type UsageRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';

const orders = requireKind('orders');
const modules = requireKind('modules');

/** The statuses of an order still to be made or delivered. */
export const OPEN_ORDER_STATUSES = ['received', 'processing'] as const;

export interface VersionOrders {
  /** the module's version the orders use */
  version: number;
  /** how many open orders of the current workspace, that the actor may read, use it */
  count: number;
}

/** The open orders on each version of a module older than `head`, oldest version first; versions no open order uses are left out. */
export async function openOrdersOnOlderVersions(rt: Runtime, actor: Actor, moduleId: string, head: number): Promise<VersionOrders[]> {
  // a module at its first version has no older one (the editor opens many such)
  if (head <= 1) return [];
  const usages = (await rt.store.find(USAGES, {
    where: w.and(w.eq('usedCollection', modules.collection), w.eq('usedId', moduleId), w.lt('usedVersion', head), w.eq('userCollection', orders.collection)),
  })) as UsageRow[];
  const byVersion = new Map<number, string[]>();
  for (const usage of usages) byVersion.set(usage.usedVersion, [...(byVersion.get(usage.usedVersion) ?? []), usage.userId]);
  const open = w.or(...OPEN_ORDER_STATUSES.map((status) => filterWhere(orders, { status })));
  const scope = listScope(actor, orders.collection, {}, false);
  const found: VersionOrders[] = [];
  for (const [version, ids] of [...byVersion].sort(([a], [b]) => a - b)) {
    let count = 0;
    for (const chunk of chunksOf(ids)) count += await rt.store.count(orders.collection, w.and(scope, open, w.in('id', chunk)));
    if (count) found.push({ version, count });
  }
  return found;
}
