/**
 * Statistics at 100,000 orders and 1,000,000 sessions (issue 20 §1: each p95 ≤ 100 ms), and the paged
 * production order list at 100,000 orders against the same request at 20 (issue 19's leftover: the
 * storage issue's ratio, p95 at most 3× the small case's).
 *
 *   npx tsx bench/statistics.bench.ts            builds bench/.data/statistics-{100000,20}/ once, then measures
 *   BENCH_REQUESTS=60 BENCH_ROUNDS=3 (defaults)
 *
 * The build: the demo (seeds/load.ts, without its storefront activity), then N orders and 10 N sessions
 * over the 13 months sessions are kept, N/5 configurations, and N/200 work batches of 200 orders each.
 * The orders, configurations and sessions are inserted in bulk, shaped as the model writes them
 * (derivedFields, version rows), with their statistics facts and roll-up counters made by the same
 * functions the write effect uses (rest/model/statistics); the work batches go through the model
 * (model.writes.create), whose write effect keeps the batched-order rows the list pages through.
 * The shortcut: the effect's one-by-one counter steps are summed in memory and inserted once.
 *
 * Two Joinery servers in child processes (as `npm start` runs them, signed in as the demo admin) take
 * turns, one request at a time; each statistic's p50 and p95 per round, then the median and spread over
 * rounds. Writes bench/RESULTS.md's "statistics" section.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelOptions } from '../rest/app.ts';
import { readConfig } from '../rest/config.ts';
import { requireKind } from '../rest/model/kinds/registry.ts';
import { derivedFields } from '../rest/model/lists/derived-values.ts';
import { createModel, type Model } from '../rest/model/model.ts';
import { grantsToAccess } from '../rest/model/resources/permissions.ts';
import type { Ref } from '../rest/model/resources/resource-types.ts';
import { chunksOf, versionRowId, versionsOf, type HeadRow } from '../rest/model/resources/storage-layout.ts';
import { systemRuntime } from '../rest/model/runtime.ts';
import { configurationSteps, orderSteps, sessionSteps } from '../rest/model/statistics/facts.ts';
import { moduleCosts, orderFact } from '../rest/model/statistics/module-costs.ts';
import { configurationFact, FACTS } from '../rest/model/statistics/rollup-effect.ts';
import { addSteps, counterDocs, ROLLUPS } from '../rest/model/statistics/rollups.ts';
import { sessionFact } from '../rest/model/statistics/sessions.ts';
import { VISITS, type VisitRow } from '../rest/model/storefront/visits.ts';
import { openBlobStore } from '../rest/store/blobs/open-blobs.ts';
import type { Store } from '../rest/store/port.ts';
import { SqliteStore } from '../rest/store/sqlite/sqlite-store.ts';
import { loadDemo } from '../seeds/load.ts';
import { BENCH_USER, fmt, loadAverage, loadNote, machine, runAsChild, serveJoinery, spreadOf, startChild, summarise, timedGet, writeSection, type Child } from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const BENCH_DIR = join(THIS_FILE, '..');
const LARGE = 100_000;
const SMALL = 20;
const TARGET_MS = 100;
const RATIO_TARGET = 3;
const DAY_MS = 86_400_000;

const dirOf = (orders: number) => join(BENCH_DIR, '.data', `statistics-${orders}`);

/** A small seeded generator (mulberry32), so every build holds the same data. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const COUNTRIES = ['GB', 'DE', 'US', 'FR', 'NL', 'IE', 'SE', 'ES', 'IT', 'CA', 'AU', 'PL', 'BE', 'DK'];
const BROWSERS = ['Chrome', 'Mobile Safari', 'Safari', 'Edge', 'Firefox', 'Samsung Internet', 'Opera', 'Instagram'];
const SYSTEMS = ['Windows', 'iOS', 'Android', 'Mac OS', 'Linux', 'Chrome OS'];
const SOURCES = [null, 'google', 'instagram', 'newsletter', 'pinterest', 'facebook', 'houzz'];
const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() ** 1.6 * list.length)];

/** Heads and first versions, as DocumentWrites.create makes them, inserted in one go. */
async function insertResources(store: Store, collection: string, owner: string, items: { id: string; created: string; document: Record<string, unknown> }[]): Promise<HeadRow[]> {
  const kind = requireKind(collection);
  const heads = items.map(({ id, created, document }): HeadRow => ({
    id, workspace: 'demo', owner, created, lastEdited: created, head: 1, latest: 1, revision: 1, deleted: false, public: false, grants: [], ...grantsToAccess([]), document, ...derivedFields(kind, document),
  }));
  const versions = items.map(({ id, created, document }) => ({ id: versionRowId(id, 1), resource: id, version: 1, parents: [], author: owner, created, kind: 'Microversion', complete: false, tag: null, summary: null, origin: null, document }));
  await store.transaction(async (tx) => {
    await tx.insert(collection, heads);
    await tx.insert(versionsOf(kind), versions);
  });
  return heads;
}

async function buildOrders(store: Store, refs: Map<string, Ref>, n: number, now: number, counts: Map<string, number>): Promise<Ref[]> {
  const random = generator(1);
  const modules = [...refs].filter(([key]) => /^(side|shelf|door|drawer|back|plinth|top|desk|leg|rail|handle)/.test(key)).map(([, ref]) => ref);
  const costs = await moduleCosts(store, 'demo', modules);
  const made: Ref[] = [];
  for (const chunk of chunksOf(Array.from({ length: n }, (_, i) => i), 2000)) {
    const items = chunk.map((i) => ({
      id: `b${i.toString(16).padStart(23, '0')}`,
      created: new Date(now - Math.floor(random() * 395 * DAY_MS)).toISOString(),
      document: {
        reference: `BENCH-${i}`,
        status: pick(random, ['delivered', 'processing', 'received'] as const),
        customer: `customer${i % 5000}@example.com`,
        currency: 'GBP',
        lineItems: Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({ module: pick(random, modules), name: 'Part', quantity: 1 + Math.floor(random() * 4), properties: { price: `£${10 + Math.floor(random() * 200)}.00` } })),
      },
    }));
    const heads = await insertResources(store, 'orders', 'customer@example.com', items);
    await store.insert(FACTS, heads.map((head) => ({ id: `orders:${head.id}`, workspace: 'demo', stored: { type: 'order', fact: orderFact(head, costs) } })));
    for (const head of heads) addSteps(counts, 'demo', orderSteps(orderFact(head, costs)));
    made.push(...heads.map((head) => ({ id: head.id, version: 1 })));
  }
  return made;
}

async function buildConfigurations(store: Store, refs: Map<string, Ref>, n: number, now: number, counts: Map<string, number>): Promise<void> {
  const random = generator(2);
  const configurator = refs.get('shelving-configurator')!;
  const modules = ['side-1800', 'side-1200', 'shelf-800', 'shelf-600', 'door-left', 'door-right', 'drawer-800'].map((key) => refs.get(key)!);
  for (const chunk of chunksOf(Array.from({ length: n }, (_, i) => i), 2000)) {
    const items = chunk.map((i) => ({
      id: `c${i.toString(16).padStart(23, '0')}`,
      created: new Date(now - Math.floor(random() * 395 * DAY_MS)).toISOString(),
      document: { name: `Configuration ${i}`, product: { type: 'publishedconfigurators', ...configurator }, modules: Array.from({ length: 2 + Math.floor(random() * 5) }, (_, instance) => ({ module: pick(random, modules), instance })), connections: [] },
    }));
    const heads = await insertResources(store, 'productconfigurations', 'customer@example.com', items);
    await store.insert(FACTS, heads.map((head) => ({ id: `productconfigurations:${head.id}`, workspace: 'demo', stored: { type: 'configuration', fact: configurationFact(head) } })));
    for (const head of heads) addSteps(counts, 'demo', configurationSteps(configurationFact(head)));
  }
}

async function buildSessions(store: Store, refs: Map<string, Ref>, n: number, now: number, counts: Map<string, number>): Promise<void> {
  const random = generator(3);
  const configurator = refs.get('shelving-configurator')!.id;
  for (const chunk of chunksOf(Array.from({ length: n }, (_, i) => i), 5000)) {
    const rows = chunk.map((i): VisitRow => {
      const date = new Date(now - Math.floor(random() * 395 * DAY_MS));
      const source = pick(random, SOURCES);
      const country = pick(random, COUNTRIES);
      return {
        id: `e${i.toString(16).padStart(23, '0')}`, workspace: 'demo', configurator, date: date.toISOString(), expires: new Date(date.getTime() + 396 * DAY_MS).toISOString(),
        ip: null, country, region: `${country}-${Math.floor(random() * 6)}`, city: null, gpc: false,
        browser: { family: pick(random, BROWSERS), major: '120' }, os: { family: pick(random, SYSTEMS), major: '10' },
        utm: { source, medium: source && 'social', campaign: source && `campaign-${Math.floor(random() * 12)}` }, referrer: null, customer: null, configurations: [], orders: [],
      };
    });
    await store.transaction((tx) => tx.insert(VISITS, rows));
    for (const row of rows) addSteps(counts, 'demo', sessionSteps(sessionFact(row, random() < 0.7)));
  }
}

/** The work batches, through the model: N/200 batches of 200 orders (the write effect keeps the list's rows). */
async function buildBatches(model: Model, orders: Ref[]): Promise<void> {
  const actor = await model.directory.actorFor(BENCH_USER);
  const batches = chunksOf(orders, Math.min(200, orders.length));
  for (const [i, batch] of batches.entries()) await model.writes.create(actor, requireKind('workbatches'), { name: `Batch ${i + 1}`, orders: batch });
}

async function build(orders: number): Promise<void> {
  const dir = dirOf(orders);
  const done = join(dir, 'BUILT.json');
  if (existsSync(done)) return;
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const store = new SqliteStore({ file: join(dir, 'joinery.sqlite'), durable: false });
  await store.connect();
  const config = readConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const model = await createModel(systemRuntime(store), modelOptions(config, { blobs: await openBlobStore(config) }));
  const refs = (await loadDemo(model, config.demoPassword))!;
  const now = Date.now();
  const counts = new Map<string, number>();
  const made = await buildOrders(store, refs, orders, now, counts);
  await buildConfigurations(store, refs, orders / 5, now, counts);
  await buildSessions(store, refs, orders * 10, now, counts);
  // the demo's own orders and configuration already stepped their counters: the bulk ones are added to them
  const existing = new Map((await store.find(ROLLUPS)).map((doc) => [doc.id as string, doc.count as number]));
  for (const [id, count] of existing) counts.set(id, (counts.get(id) ?? 0) + count);
  await store.delete(ROLLUPS, { op: 'in', field: 'id', values: [...existing.keys()] });
  for (const chunk of chunksOf(counterDocs(counts), 5000)) await store.transaction((tx) => tx.insert(ROLLUPS, chunk));
  await buildBatches(model, made);
  await store.close();
  writeFileSync(done, JSON.stringify({ orders, sessions: orders * 10, counters: counts.size, builtAt: new Date(now).toISOString(), seconds: (Date.now() - started) / 1000 }, null, 2));
  console.log(`built ${dir} in ${fmt((Date.now() - started) / 1000)} s (${fmt(counts.size)} counters)`);
}

/** The requests measured: every statistics path (§7) and the dashboard's GraphQL query, then the order list. */
function scenarios(): { name: string; path: string; body?: string }[] {
  const since = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
  const dashboard = `{ statistics { sales { today { sales margin } growth { percent infinite } } configurations(unit: DAY, n: 30) { total byDate { since count } } countries: top(metric: COUNTRY) { objects { object count } total } browsers: top(metric: BROWSER) { objects { object count } } products(by: MARGIN) { objects { object name value } } } }`;
  return [
    { name: 'productconfigurations, 12 months', path: '/api/statistics/productconfigurations?unit=month&n=12' },
    { name: 'productconfigurations, 30 days', path: '/api/statistics/productconfigurations?unit=day&n=30' },
    { name: 'orders, 24 hours', path: '/api/statistics/orders?unit=hour&n=24' },
    { name: 'orders, 4 weeks', path: '/api/statistics/orders?unit=week&n=4' },
    { name: 'totalPrice, 8 weeks', path: '/api/statistics/configurator/orders/totalPrice?unit=week&n=8&created=true' },
    { name: 'totalItems, 12 months by edit', path: '/api/statistics/configurator/orders/totalItems?unit=month&n=12&created=false' },
    { name: 'sessions, 366 days', path: '/api/workspace/statistics?unit=day&n=366' },
    { name: 'new sessions, 744 hours', path: '/api/workspace/statistics?unit=hour&n=744&new=true' },
    { name: 'top countries, all kept', path: '/api/workspace/statistics/country' },
    { name: 'top regions since 30 days', path: `/api/workspace/statistics/region?since=${since}` },
    { name: 'top browsers, new', path: '/api/workspace/statistics/browser.family?new=true' },
    { name: 'top UTM campaigns', path: '/api/workspace/statistics/utm.campaign?n=20' },
    { name: 'products by configurations', path: '/api/statistics/configurator/products' },
    { name: 'products by margin', path: '/api/statistics/configurator/products?by=margin' },
    { name: 'unique configurations', path: '/api/statistics/configurator/uniqueconfigurations' },
    { name: 'product usage, 30 days', path: '/api/statistics/productusagestatistics/PRODUCT' },
    { name: "today's sales and margin", path: '/api/statistics/sales' },
    { name: 'GraphQL: the dashboard figures', path: '/graphql', body: JSON.stringify({ query: dashboard }) },
    { name: 'production orders, first page', path: '/api/production/orders' },
    { name: 'production orders, a later page', path: '/api/production/orders?cursor=CURSOR' },
  ];
}

async function timed(child: Child, path: string, body?: string): Promise<number> {
  if (!body) {
    const { ms, status, text } = await timedGet(`${child.base}${path}`);
    if (status !== 200) throw new Error(`${path}: ${status} ${text.slice(0, 200)}`);
    return ms;
  }
  const start = performance.now();
  const response = await fetch(`${child.base}${path}`, { method: 'POST', headers: { ...child.headers, 'content-type': 'application/json' }, body });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
  return performance.now() - start;
}

/** Fills in what a path needs of its server's data: a module id, a cursor of the list's second page. */
async function pathFor(child: Child, path: string): Promise<string> {
  if (path.includes('PRODUCT')) {
    const top = JSON.parse((await timedGet(`${child.base}/api/statistics/configurator/products?by=units`)).text);
    return path.replace('PRODUCT', top.objects[0]?.object ?? '000000000000000000000000');
  }
  if (path.includes('CURSOR')) {
    const first = JSON.parse((await timedGet(`${child.base}/api/production/orders`)).text);
    return first.next ? path.replace('CURSOR', encodeURIComponent(first.next)) : '/api/production/orders';
  }
  return path;
}

async function main(): Promise<void> {
  await build(LARGE);
  await build(SMALL);
  const requests = Number(process.env.BENCH_REQUESTS ?? 60);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const large = await startChild(THIS_FILE, 'joinery', { args: [dirOf(LARGE)] });
  const small = await startChild(THIS_FILE, 'joinery', { args: [dirOf(SMALL)] });
  const loadBefore = loadAverage();
  try {
    const list = scenarios();
    const paths = { large: await Promise.all(list.map((s) => pathFor(large, s.path))), small: await Promise.all(list.map((s) => pathFor(small, s.path))) };
    const results = list.map(() => ({ large: [] as { p50: number; p95: number }[], small: [] as { p50: number; p95: number }[] }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, scenario] of list.entries()) {
        const samples = { large: [] as number[], small: [] as number[] };
        for (let k = 0; k < 5; k++) await timed(large, paths.large[i], scenario.body);
        for (let k = 0; k < requests; k++) {
          samples.large.push(await timed(large, paths.large[i], scenario.body));
          samples.small.push(await timed(small, paths.small[i], scenario.body));
        }
        results[i].large.push(summarise(samples.large));
        results[i].small.push(summarise(samples.small));
      }
    }
    report(list, results, requests, rounds, loadBefore);
  } finally {
    await large.close();
    await small.close();
  }
}

function report(list: ReturnType<typeof scenarios>, results: { large: { p50: number; p95: number }[]; small: { p50: number; p95: number }[] }[], requests: number, rounds: number, loadBefore: number): void {
  const built = JSON.parse(readFileSync(join(dirOf(LARGE), 'BUILT.json'), 'utf8'));
  const rows = list.map((scenario, i) => {
    const p50 = spreadOf(results[i].large.map((r) => r.p50));
    const p95 = spreadOf(results[i].large.map((r) => r.p95));
    const smallP95 = spreadOf(results[i].small.map((r) => r.p95));
    const ratio = spreadOf(results[i].large.map((r, k) => r.p95 / results[i].small[k].p95));
    const isList = scenario.path.startsWith('/api/production');
    const pass = isList ? ratio.median <= RATIO_TARGET : p95.median <= TARGET_MS;
    return `| ${scenario.name} | ${fmt(p50.median, 1)} (${fmt(p50.min, 1)}–${fmt(p50.max, 1)}) | ${fmt(p95.median, 1)} (${fmt(p95.min, 1)}–${fmt(p95.max, 1)}) | ${fmt(smallP95.median, 1)} | ${fmt(ratio.median, 2)} | ${isList ? `ratio ≤ ${RATIO_TARGET}` : `p95 ≤ ${TARGET_MS} ms`}: ${pass ? 'met' : '**missed**'} |`;
  });
  const markdown = [
    '## Statistics at 100,000 orders and 1,000,000 sessions; production orders paged (issue 20 §1, issue 19)',
    '',
    `\`npx tsx bench/statistics.bench.ts\` on ${machine()}, ${new Date().toISOString().slice(0, 10)}. Large: the demo plus ${fmt(built.orders)} orders, ${fmt(built.sessions)} sessions over 13 months, ${fmt(built.orders / 5)} configurations and ${fmt(built.orders / 200)} work batches of 200 orders (${fmt(built.counters)} roll-up counters); small: the same shape at ${SMALL} orders. ${requests} requests per statistic and round, one at a time, the two servers taking turns; ${rounds} rounds. Times in ms: the median over rounds of each round's p50 and p95, with the range over rounds.`,
    '',
    `${loadNote(loadBefore, loadAverage())}.`,
    '',
    '| request | p50 large | p95 large | p95 small | p95 ratio | target |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  writeSection('statistics', markdown);
  console.log(markdown);
}

runAsChild({ joinery: async (dir) => serveJoinery(dir!) }, main);
