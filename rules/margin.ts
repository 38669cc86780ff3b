/**
 * Margin (issue 20 §3, B6): what a module costs to make, and what an order line earns over it.
 *
 * A module's unit cost is its `cost` field where one is set (a text like its price: the first number
 * counts). Otherwise it is the sum over its production parts of quantity × the part's cost, where a
 * part cut from a production material whose sheet price and size are known costs its share of the
 * sheet (length × width over the sheet's area, times costPerSheet), and any other part costs its
 * `cost` metric (bought-in hardware, edge banding), or nothing. Amounts are currency units, to the
 * cent at the end. Files in rules/ import neither side (rules/tsconfig.json).
 */
import { lineMillionths, priceMillionths, type PricedItem } from './prices.ts';

export interface CostedPart {
  quantity?: number;
  material?: string;
  /** millimetres */
  dimensions?: { length: number; width: number };
  metrics?: Record<string, number>;
}

export interface CostedModule {
  cost?: string;
  productionParts?: { groups: { parts: CostedPart[] }[] };
}

/** A production material's sheet: millimetres and the sheet's price. */
export interface SheetPrice {
  name: string;
  sheetWidth?: number;
  sheetHeight?: number;
  costPerSheet?: number;
}

const MILLION = 1_000_000;

/** One piece of a part, in millionths of a currency unit. */
function pieceMillionths(part: CostedPart, sheets: ReadonlyMap<string, SheetPrice>): number {
  const sheet = part.material ? sheets.get(part.material) : undefined;
  if (sheet?.costPerSheet !== undefined && sheet.sheetWidth && sheet.sheetHeight && part.dimensions) {
    const share = (part.dimensions.length * part.dimensions.width) / (sheet.sheetWidth * sheet.sheetHeight);
    return share * sheet.costPerSheet * MILLION;
  }
  const metric = part.metrics?.cost;
  return typeof metric === 'number' && Number.isFinite(metric) && metric > 0 ? metric * MILLION : 0;
}

/** A module's unit cost in whole millionths: its cost field, else its production parts priced by their materials. */
export function moduleCostMillionths(module: CostedModule, materials: readonly SheetPrice[]): bigint {
  if (typeof module.cost === 'string' && module.cost.trim() !== '') return priceMillionths(module.cost);
  const sheets = new Map(materials.map((material) => [material.name, material]));
  let total = 0;
  for (const group of module.productionParts?.groups ?? []) {
    for (const part of group.parts) total += Math.max(1, part.quantity ?? 1) * pieceMillionths(part, sheets);
  }
  return BigInt(Math.round(total));
}

/** Millionths to cents, half up. */
export const millionthsToCents = (millionths: bigint): number => Number((millionths + 5_000n) / 10_000n);

export interface LineMargin {
  /** ceil(quantity / per) × price, in cents */
  sales: number;
  /** quantity × unit cost, in cents */
  cost: number;
}

/** What an order line sells for and costs: sales by the lot (§9), cost by the piece. */
export function lineMargin(item: PricedItem, unitCostMillionths: bigint): LineMargin {
  return { sales: millionthsToCents(lineMillionths(item)), cost: millionthsToCents(BigInt(Math.max(0, item.quantity)) * unitCostMillionths) };
}
