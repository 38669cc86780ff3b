/**
 * Cross-order sheet nesting at scale (issue 19 §5): a work batch of 50 orders with 2,000 panels in
 * all, grouped and nested as `POST /api/production` does (rest/model/production/batch-plan.ts: the
 * groups, then every panel of every order on the demo's sheet stock, and each order alone for the
 * saving). Target: ≤ 2 s.
 *
 *   npx tsx bench/nesting.bench.ts            (RUNS=7 by default, after one warm-up run)
 *
 * Each run is timed by the wall clock and by process.cpuUsage (user + system): the CPU time does not
 * grow when other work shares the cores, so the verdict is on its median; the wall time is reported
 * beside it. The orders are the demo's modules (seeds/demo-production.ts) in quantities drawn from a
 * fixed seed, so every run nests the same batch.
 */
import { planBatch, sheetStocks } from '../rest/model/production/batch-plan.ts';
import { refKey, type BatchOrder } from '../rest/model/production/grouping.ts';
import { DEMO_MATERIALS } from '../seeds/demo.ts';
import { DEMO_PRODUCTION_PARTS } from '../seeds/demo-production.ts';
import { fmt, loadAverage, loadNote, machine, spreadOf, writeSection } from './support.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const ORDERS = 50;
const PANELS = 2000;
const TARGET_MS = 2000;
const KERF: Record<string, number> = { 'Oak veneered MDF 18 mm': 4, 'White HDF 8 mm': 3.2 };

/** A fixed sequence of numbers in [0, 1) (mulberry32): the same batch every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const panelsOf = (key: string) =>
  DEMO_PRODUCTION_PARTS[key].groups.flatMap((g) => g.parts).filter((p) => p.dimensions).reduce((n, p) => n + (p.quantity ?? 1), 0);

/** 50 orders of the demo's modules, 40 panels each (a unit of a module is added while it still fits). */
function makeBatch(): { orders: BatchOrder[]; partsOf: Map<string, any> } {
  const next = random(47);
  const keys = Object.keys(DEMO_PRODUCTION_PARTS).filter((key) => panelsOf(key) > 0);
  const refOf = (key: string) => ({ id: (keys.indexOf(key) + 1).toString(16).padStart(24, '0'), version: 1 });
  const orders: BatchOrder[] = [];
  for (let o = 0; o < ORDERS; o++) {
    const quantities = new Map<string, number>();
    let left = PANELS / ORDERS;
    while (left > 0) {
      const fitting = keys.filter((key) => panelsOf(key) <= left);
      const key = fitting[Math.floor(next() * fitting.length)];
      quantities.set(key, (quantities.get(key) ?? 0) + 1);
      left -= panelsOf(key);
    }
    orders.push({ ref: { id: (0xa00000 + o).toString(16).padStart(24, '0'), version: 1 }, document: { lineItems: [...quantities].map(([key, quantity]) => ({ module: refOf(key), quantity })) } });
  }
  return { orders, partsOf: new Map(keys.map((key) => [refKey(refOf(key)), DEMO_PRODUCTION_PARTS[key]])) };
}

function main(): void {
  const { orders, partsOf } = makeBatch();
  const stocks = sheetStocks(DEMO_MATERIALS.map((m) => ({ ...m.document, kerf: KERF[m.document.name] })));
  const run = () => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const groups = planBatch(orders, partsOf, new Map(), stocks);
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000, groups };
  };
  const before = loadAverage();
  run();
  const runs = Array.from({ length: RUNS }, run);
  const after = loadAverage();
  const nesting = runs[0].groups.flatMap((g) => g.nesting?.materials ?? []);
  const panels = nesting.reduce((n, m) => n + m.parts, 0);
  if (panels !== PANELS) throw new Error(`nested ${panels} panels, not ${PANELS}`);
  const wallTimes = spreadOf(runs.map((r) => r.wall));
  const cpuTimes = spreadOf(runs.map((r) => r.cpu));
  const pass = cpuTimes.median <= TARGET_MS;
  const rows = nesting.map((m) => `| ${m.material} | ${fmt(m.parts)} | ${fmt(m.sheetsUsed)} | ${fmt(m.sheetsIfAlone)} | ${fmt(m.sheetsSaved)} | ${fmt(m.utilisation, 1)} | ${fmt(m.offcutArea, 1)} |`);
  const markdown = [
    '## Cross-order nesting',
    '',
    `${fmt(PANELS)} panels from ${ORDERS} orders of the demo's modules, grouped and nested as \`POST /api/production\` does (the batch together, then each order alone for the saving), ${RUNS} runs after a warm-up. Target: ≤ ${fmt(TARGET_MS)} ms, judged on the median CPU time (process.cpuUsage, which other work on the cores does not inflate). Command: \`npx tsx bench/nesting.bench.ts\`.`,
    '',
    '| measure | median (ms) | min (ms) | max (ms) |',
    '|---|---:|---:|---:|',
    `| CPU time (user + system) | ${fmt(cpuTimes.median)} | ${fmt(cpuTimes.min)} | ${fmt(cpuTimes.max)} |`,
    `| wall time | ${fmt(wallTimes.median)} | ${fmt(wallTimes.min)} | ${fmt(wallTimes.max)} |`,
    '',
    '| material | panels | sheets used | sheets, each order alone | sheets saved | utilisation (%) | offcut (m²) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `**${pass ? 'PASS' : 'FAIL'}**.`,
    '',
    `- ${new Date().toISOString()}; ${machine()}`,
    `- ${loadNote(before, after)}`,
  ].join('\n');
  writeSection('nesting', markdown);
  console.log(markdown);
  if (!pass) process.exitCode = 1;
}

main();
