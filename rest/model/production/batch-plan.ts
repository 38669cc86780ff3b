/**
 * What a work batch stores about its orders (issue 19 §3, §5): their groups of parts with metrics,
 * and for each group with sheet panels, their nesting across the orders. Pure, so the demo seed
 * (seeds/demo-production.ts) makes its batch exactly as `POST /api/production` does.
 */
import { groupBatch, type BatchGroup, type BatchOrder, type ConfigurationModules, type ProductionParts } from './grouping.ts';
import { nestPanels, type Nesting, type Panel, type SheetStock } from './nesting.ts';

export type PlannedGroup = BatchGroup & { nesting?: Nesting };

/** The stages of planning a batch: grouping its parts, then nesting each group's panels. */
export const PLAN_STAGES = ['group', 'nest'] as const;
export type PlanProgress = (stage: (typeof PLAN_STAGES)[number], fraction: number) => void;

/** A production material document as nesting reads it: only those with a sheet size are sheet stock. */
export function sheetStocks(materials: readonly { name: string; sheetWidth?: number; sheetHeight?: number; thickness?: number; kerf?: number; grain?: boolean }[]): Map<string, SheetStock> {
  const stocks = new Map<string, SheetStock>();
  for (const m of materials) {
    if (m.sheetWidth === undefined || m.sheetHeight === undefined || stocks.has(m.name)) continue;
    stocks.set(m.name, { name: m.name, sheetWidth: m.sheetWidth, sheetHeight: m.sheetHeight, ...(m.thickness !== undefined && { thickness: m.thickness }), kerf: m.kerf ?? 0, grain: m.grain ?? false });
  }
  return stocks;
}

/**
 * The batch's groups; every group with pieces of a size and a material (Panel parts, whatever the
 * group is called) carries the nesting of those pieces over all the batch's orders.
 */
export function planBatch(
  orders: readonly BatchOrder[],
  partsOf: ReadonlyMap<string, ProductionParts | undefined>,
  configurations: ReadonlyMap<string, ConfigurationModules>,
  stocks: ReadonlyMap<string, SheetStock>,
  progress: PlanProgress = () => {},
): PlannedGroup[] {
  progress('group', 0);
  const { groups, shapes } = groupBatch(orders, partsOf, configurations);
  progress('group', 1);
  return groups.map((group, g) => {
    const panels: Panel[] = [];
    shapes[g].forEach((shape, item) => {
      if (shape) panels.push({ item, order: group.items[item].order.id, length: shape.length, width: shape.width, material: shape.material });
    });
    const planned = panels.length ? { ...group, nesting: nestPanels(panels, stocks) } : group;
    progress('nest', (g + 1) / groups.length);
    return planned;
  });
}
