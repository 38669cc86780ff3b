/**
 * The demo's manufacturing data (issue 19 §3): the production parts of every Oak & Ash module (panels
 * cut from the demo's sheet materials, edge banding, hardware), the saw kerf of those materials, and
 * the groups and nesting of the work batch 'Week 47 panels', computed from its orders exactly as
 * `POST /api/production` computes them (rest/model/production/batch-plan.ts).
 */
import type { Static } from '@sinclair/typebox';
import type { moduleKind } from '../rest/model/kinds/module.kind.ts';
import { planBatch, sheetStocks } from '../rest/model/production/batch-plan.ts';
import { refKey, type BatchOrder, type ConfigurationModules, type ProductionPart, type ProductionParts } from '../rest/model/production/grouping.ts';
import type { RefOf } from './demo.ts';

type Seed = { key: string; document: unknown };
type SeedList = { collection: string; seeds: Seed[] }[];
type ModuleDoc = Static<typeof moduleKind.schema>;

/** The sheet materials' kerf, and what a square metre weighs and costs (from the sheet price). */
const BOARDS = {
  oak: { name: 'Oak veneered MDF 18 mm', thickness: 18, kerf: 4, kgPerM3: 720, costPerM2: 142 / 5.796 },
  hdf: { name: 'White HDF 8 mm', thickness: 8, kerf: 3.2, kgPerM3: 850, costPerM2: 38 / 5.796 },
} as const;

const KERF_BY_MATERIAL: Record<string, number> = { [BOARDS.oak.name]: BOARDS.oak.kerf, [BOARDS.hdf.name]: BOARDS.hdf.kerf };

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** A panel of a board, its metrics per piece: area m², length m, volume m³, count, weight kg, cost £. */
function panel(path: string[], board: keyof typeof BOARDS, length: number, width: number, quantity = 1): ProductionPart {
  const { name, thickness, kgPerM3, costPerM2 } = BOARDS[board];
  const area = (length * width) / 1e6;
  const volume = (area * thickness) / 1000;
  return {
    path,
    type: 'Panel',
    material: name,
    dimensions: { length, width },
    thickness,
    quantity,
    metrics: { area: round(area), length: length / 1000, volume: round(volume), count: 1, weight: round(volume * kgPerM3), cost: round(area * costPerM2) },
  };
}

function edgeBand(path: string[], metres: number): ProductionPart {
  return { path, type: 'Edge band', material: 'Oak edging 22 mm', metrics: { length: metres, count: 1, cost: round(metres * 1.2) } };
}

function hardware(path: string[], material: string, quantity: number, weight: number, cost: number): ProductionPart {
  return { path, type: 'Hardware', material, quantity, metrics: { count: 1, weight, cost } };
}

const parts = (...list: ProductionPart[]): ProductionParts => {
  const groups = new Map<string, ProductionPart[]>();
  for (const part of list) groups.set(part.type!, [...(groups.get(part.type!) ?? []), part]);
  return { groups: [...groups].map(([key, groupParts]) => ({ key, parts: groupParts })) };
};

const side = (height: number) =>
  parts(panel(['Side', 'Board'], 'oak', height, 400), edgeBand(['Side', 'Front edge'], height / 1000), hardware(['Side', 'Cam housings'], 'Minifix cam 15 mm', 4, 0.01, 0.35));
const shelf = (length: number) => parts(panel(['Shelf', 'Board'], 'oak', length, 380), edgeBand(['Shelf', 'Front edge'], length / 1000), hardware(['Shelf', 'Pins'], 'Shelf pin 5 mm', 4, 0.002, 0.08));
const door = parts(panel(['Door', 'Board'], 'oak', 1796, 396), edgeBand(['Door', 'Edges'], 4.384), hardware(['Door', 'Hinges'], 'Cup hinge 35 mm 110°', 3, 0.09, 2.4));

/** Each demo module's production parts, by seed key. */
export const DEMO_PRODUCTION_PARTS: Record<string, ProductionParts> = {
  'side-1800': side(1800),
  'side-1200': side(1200),
  'shelf-800': shelf(764),
  'shelf-600': shelf(564),
  'drawer-800': parts(
    panel(['Drawer', 'Front'], 'oak', 796, 180, 2),
    panel(['Drawer', 'Side'], 'oak', 450, 140, 4),
    panel(['Drawer', 'Back'], 'oak', 716, 140, 2),
    panel(['Drawer', 'Bottom'], 'hdf', 730, 440, 2),
    edgeBand(['Drawer', 'Front edges'], 3.904),
    hardware(['Drawer', 'Runners'], 'Soft-close runner 450 mm', 2, 1.1, 14),
  ),
  'door-left': door,
  'door-right': door,
  'back-800': parts(panel(['Back', 'Board'], 'hdf', 1790, 790), hardware(['Back', 'Screws'], 'Wood screw 3.5 × 16', 12, 0.002, 0.03)),
  'plinth-800': parts(panel(['Plinth', 'Front'], 'oak', 764, 80), panel(['Plinth', 'Return'], 'oak', 300, 80, 2), hardware(['Plinth', 'Feet'], 'Levelling foot M8', 4, 0.05, 0.9)),
  'top-800': parts(panel(['Top', 'Board'], 'oak', 836, 420), edgeBand(['Top', 'Edges'], 2.512)),
  'desk-top': parts(panel(['Desk top', 'Board'], 'oak', 1200, 700), edgeBand(['Desk top', 'Edges'], 3.8), hardware(['Desk top', 'Grommet'], 'Cable grommet 60 mm', 1, 0.03, 1.5)),
  'leg-frame': parts(hardware(['Leg frame'], 'Powder-coated steel frame', 1, 14.5, 68)),
  'rail-800': parts(hardware(['Rail'], 'Oval rail 800 mm', 1, 0.6, 4.2), hardware(['Rail', 'Supports'], 'Rail end support', 2, 0.04, 0.6)),
  'handle-bar': parts(hardware(['Handle'], 'Bar handle 160 mm', 1, 0.12, 2.1)),
};

const seedsOf = (list: SeedList, collection: string) => list.find((entry) => entry.collection === collection)?.seeds ?? [];
const documentOf = (seed: Seed, ref: RefOf) => (typeof seed.document === 'function' ? seed.document(ref) : seed.document);

/** The work batch's groups and nesting, from the seeds its orders, modules and configurations come from. */
function batchGroups(list: SeedList, orderRefs: { id: string; version: number }[], ref: RefOf) {
  const byId = (collection: string) => new Map(seedsOf(list, collection).map((seed) => [ref(seed.key).id, seed]));
  const orderSeeds = byId('orders');
  const orders: BatchOrder[] = orderRefs.map((orderRef) => ({ ref: orderRef, document: documentOf(orderSeeds.get(orderRef.id)!, ref) }));
  const partsOf = new Map(Object.entries(DEMO_PRODUCTION_PARTS).map(([key, moduleParts]) => [refKey(ref(key)), moduleParts]));
  const configurations = new Map<string, ConfigurationModules>(seedsOf(list, 'productconfigurations').map((seed) => [refKey(ref(seed.key)), documentOf(seed, ref)]));
  const stocks = sheetStocks(seedsOf(list, 'productionmaterials').map((seed) => seed.document as any));
  return planBatch(orders, partsOf, configurations, stocks);
}

/**
 * The demo's seeds with their manufacturing data: materials with kerf, modules with production parts,
 * work batches with the groups of their orders.
 */
export function withProductionData<L extends SeedList>(list: L): L {
  let seeds: SeedList = addTo(list, 'productionmaterials', (seed) => ({ ...(seed.document as object), kerf: KERF_BY_MATERIAL[(seed.document as { name: string }).name] ?? 0 }));
  seeds = addTo(seeds, 'modules', (seed) => (ref: RefOf) => ({ ...(documentOf(seed, ref) as ModuleDoc), ...(DEMO_PRODUCTION_PARTS[seed.key] && { productionParts: DEMO_PRODUCTION_PARTS[seed.key] }) }));
  seeds = addTo(seeds, 'workbatches', (seed) => (ref: RefOf) => {
    const batch = documentOf(seed, ref) as { orders: { id: string; version: number }[] };
    return { ...batch, groups: batchGroups(seeds, batch.orders, ref) };
  });
  return seeds as L;
}

function addTo(list: SeedList, collection: string, extend: (seed: Seed) => Seed['document']): SeedList {
  return list.map((entry) => (entry.collection === collection ? { ...entry, seeds: entry.seeds.map((seed) => ({ ...seed, document: extend(seed) })) } : entry));
}
