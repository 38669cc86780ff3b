/**
 * Module costs for margins (issue 20 §3): the pinned module versions an order names, costed by
 * rules/margin.ts against the workspace's production materials. An order is costed when a version of
 * it is written (its fact keeps the cost), so a later change of a material's price moves orders
 * written after it only.
 */
import { lineMargin, moduleCostMillionths, type CostedModule, type SheetPrice } from '../../../rules/margin.ts';
import { w, type Store } from '../../store/port.ts';
import { requireKind } from '../kinds/registry.ts';
import { chunksOf, versionRowId, versionsOf, type HeadRow } from '../resources/storage-layout.ts';
import type { OrderFact } from './facts.ts';

const modules = requireKind('modules');
const materials = requireKind('productionmaterials');

interface OrderLine {
  module: { id: string; version: number };
  quantity: number;
  per?: number;
  properties?: { price?: string };
}

/** The workspace's sheet materials and their prices. */
export async function sheetPrices(store: Store, workspace: string): Promise<SheetPrice[]> {
  const rows = await store.find(materials.collection, { where: w.and(w.eq('workspace', workspace), w.eq('deleted', false)), limit: 1000 });
  return rows.map((row) => row.document as SheetPrice);
}

/** Unit costs in millionths of the module versions named, by `id:version`. */
export async function moduleCosts(store: Store, workspace: string, refs: readonly { id: string; version: number }[]): Promise<Map<string, bigint>> {
  const keys = [...new Set(refs.map((ref) => versionRowId(ref.id, ref.version)))];
  const costs = new Map<string, bigint>();
  if (!keys.length) return costs;
  const prices = await sheetPrices(store, workspace);
  for (const chunk of chunksOf(keys)) {
    const rows = await store.find(versionsOf(modules), { where: w.in('id', chunk) });
    for (const row of rows) costs.set(row.id as string, moduleCostMillionths(row.document as CostedModule, prices));
  }
  return costs;
}

/** An order head's fact: its totals from its list row, its lines' sales and costs. */
export function orderFact(head: Pick<HeadRow, 'created' | 'lastEdited' | 'data' | 'document'>, costs: ReadonlyMap<string, bigint>): OrderFact {
  const lines = ((head.document.lineItems as OrderLine[] | undefined) ?? []).map((item) => {
    const { sales, cost } = lineMargin(item, costs.get(versionRowId(item.module.id, item.module.version)) ?? 0n);
    return { module: item.module.id, units: item.quantity, sales, cost };
  });
  return {
    created: head.created,
    lastEdited: head.lastEdited,
    items: (head.data.totalItems as number) ?? 0,
    sales: Math.round(((head.data.totalPrice as number) ?? 0) * 100),
    cost: lines.reduce((sum, line) => sum + line.cost, 0),
    lines,
  };
}

/** The module versions an order head names. */
export const orderModules = (head: Pick<HeadRow, 'document'>) => ((head.document.lineItems as OrderLine[] | undefined) ?? []).map((item) => item.module);
