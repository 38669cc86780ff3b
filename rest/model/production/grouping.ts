/**
 * A work batch's groups (application.md §3, issue 19 §3): every unit of every line item of the
 * batch's orders, times every piece of the production parts of the module it orders, at the version
 * the order names, grouped by part type. Pure: the model reads the documents, this decides.
 */
import { summariseMetrics } from '../../../rules/metrics.ts';
import type { Ref } from '../resources/resource-types.ts';

export interface ProductionPart {
  path: string[];
  name?: string;
  type?: string;
  quantity?: number;
  material?: string;
  dimensions?: { length: number; width: number };
  thickness?: number;
  metrics?: Record<string, number>;
}

export interface ProductionParts {
  groups: { key: string; parts: ProductionPart[] }[];
}

export interface BatchOrder {
  ref: Ref;
  document: {
    lineItems: { module: Ref; quantity: number; instances?: number[] }[];
    products?: { productConfiguration: Ref; quantity: number }[];
  };
}

/** A product configuration's modules, as grouping needs them. */
export interface ConfigurationModules {
  modules: { module: Ref; instance: number }[];
}

export interface GroupItem {
  part: { module: Ref; path: string[]; metrics?: Record<string, number> };
  instance: number;
  /** the configured product the unit belongs to; absent for a module ordered on its own */
  configuration?: Ref;
  orderInstance: number;
  /** the order (as batched) the unit comes from */
  order: Ref;
}

export interface BatchGroup {
  key: string;
  metrics: Record<string, number>;
  items: GroupItem[];
}

/** A piece that can be cut from sheet stock: its size and material (parallel to a group's items). */
export interface PieceShape {
  length: number;
  width: number;
  thickness?: number;
  material: string;
}

/**
 * Above this many pieces a batch is grouped by a task (batch-grouping.ts). Measured with the demo's
 * modules and sheet stock (docs/decisions): 800 pieces group and nest in about 25 ms of CPU, 3,800 in
 * 65 ms, 7,700 in 150 ms, 15,000 in 400 ms; a request should not hold the event loop much past 50 ms.
 */
export const GROUPING_TASK_PIECES = 2000;

export const refKey = (ref: Ref) => `${ref.id}:${ref.version}`;

/** How many items (pieces) the batch's groups will hold, counted without making them: what decides whether grouping runs as a task. */
export function pieceCount(orders: readonly BatchOrder[], partsOf: ReadonlyMap<string, ProductionParts | undefined>): number {
  let pieces = 0;
  for (const order of orders) {
    for (const lineItem of order.document.lineItems) {
      const parts = partsOf.get(refKey(lineItem.module));
      if (!parts) continue;
      const perUnit = parts.groups.reduce((n, group) => n + group.parts.reduce((m, part) => m + (part.quantity ?? 1), 0), 0);
      pieces += lineItem.quantity * perUnit;
    }
  }
  return pieces;
}

interface UnitPlace {
  instance: number;
  configuration?: Ref;
  orderInstance: number;
}

/**
 * Where each unit of a line item sits: its instance (the line item's `instances`, else the unit's
 * index), and the configured product of the order whose configuration holds the module (its n-th
 * copy as orderInstance), or none for a module ordered on its own.
 */
function unitPlaces(order: BatchOrder, lineItem: BatchOrder['document']['lineItems'][number], configurations: ReadonlyMap<string, ConfigurationModules>): UnitPlace[] {
  const holder = (order.document.products ?? []).find((product) =>
    configurations.get(refKey(product.productConfiguration))?.modules.some((m) => m.module.id === lineItem.module.id),
  );
  const perCopy = holder ? configurations.get(refKey(holder.productConfiguration))!.modules.filter((m) => m.module.id === lineItem.module.id).length : 1;
  return Array.from({ length: lineItem.quantity }, (_, unit) => ({
    instance: lineItem.instances?.[unit] ?? unit,
    configuration: holder?.productConfiguration,
    orderInstance: holder ? Math.floor(unit / perCopy) : 0,
  }));
}

/**
 * The groups of a batch, keyed by part type (a part's `type`, else the key of its module's group),
 * in the order the types first appear; and for each item its shape when it can be nested (a size and
 * a material). A part of quantity n gives n items: each item is one piece to make.
 */
export function groupBatch(
  orders: readonly BatchOrder[],
  partsOf: ReadonlyMap<string, ProductionParts | undefined>,
  configurations: ReadonlyMap<string, ConfigurationModules>,
): { groups: BatchGroup[]; shapes: (PieceShape | undefined)[][] } {
  const byKey = new Map<string, { items: GroupItem[]; shapes: (PieceShape | undefined)[] }>();
  for (const order of orders) {
    for (const lineItem of order.document.lineItems) {
      const parts = partsOf.get(refKey(lineItem.module));
      if (!parts) continue;
      const places = unitPlaces(order, lineItem, configurations);
      for (const place of places) {
        for (const group of parts.groups) {
          for (const part of group.parts) {
            const key = part.type ?? group.key;
            const entry = byKey.get(key) ?? { items: [], shapes: [] };
            byKey.set(key, entry);
            const shape = part.dimensions && part.material ? { ...part.dimensions, thickness: part.thickness, material: part.material } : undefined;
            for (let piece = 0; piece < (part.quantity ?? 1); piece++) {
              const item: GroupItem = { part: { module: lineItem.module, path: part.path, ...(part.metrics && { metrics: part.metrics }) }, ...place, order: order.ref };
              if (!place.configuration) delete item.configuration;
              entry.items.push(item);
              entry.shapes.push(shape);
            }
          }
        }
      }
    }
  }
  const groups = [...byKey].map(([key, { items }]) => ({ key, metrics: summariseMetrics(items.map((item) => item.part.metrics ?? {})), items }));
  return { groups, shapes: [...byKey.values()].map((entry) => entry.shapes) };
}
