/**
 * Builds the benchmark workspace once, into a SQLite file the benchmarks reuse:
 *
 *   npx tsx bench/build-workspace.ts                  100,000 modules into bench/.data/modules-100000/
 *   npx tsx bench/build-workspace.ts --modules=1000   the 1,000-module twin the write benchmark compares with
 *   npx tsx bench/build-workspace.ts --modules=20     the 20-module case the scale benchmark compares with
 *
 * Everything goes through the model (model.writes.create / write, model.metadata.setSharing), as the REST routes
 * would, so heads, versions, usages, filter values and indexes are exactly what Joinery makes. The
 * one shortcut: the file is written with synchronous=OFF (no fsync per commit), since a crashed build
 * is simply run again; the benchmarks then open it with the usual synchronous=FULL.
 *
 * Contents, all deterministic (a clock ticking one second per call, counting ids):
 * - the demo workspace "demo" (seeds/demo.ts), whose admin owns N modules, each created and then
 *   patched once (2 versions) and referring to 2–4 connector types (about 3 usages per module);
 *   names cycle through 8 woods, so `name=walnut` matches 12.5% (NAME_TERMS lists the terms of the other
 *   shares the text-filter benchmarks search for, 0% to 100%); cadOrientation cycles through 4
 *   values, so `source.geometrySettings.cadOrientation=PositiveZ` matches 25%;
 * - workspace "north" (the admin is a plain user there): N/100 modules of its admin, for multiWorkspace;
 * - workspace "south" (the admin is no member): N/1000 modules, a fifth public, a fifth shared with
 *   the admin, for /all;
 * - one demo module with 10,000 versions, for the history benchmark.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelOptions } from '../rest/app.ts';
import { readConfig } from '../rest/config.ts';
import { requireKind } from '../rest/model/kinds/registry.ts';
import { createModel } from '../rest/model/model.ts';
import type { Ref } from '../rest/model/resources/resource-types.ts';
import type { Runtime } from '../rest/model/runtime.ts';
import { openBlobStore } from '../rest/store/blobs/open-blobs.ts';
import { SqliteStore } from '../rest/store/sqlite/sqlite-store.ts';
import { loadDemo } from '../seeds/load.ts';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const HISTORY_VERSIONS = 10_000;
export const WOODS = ['walnut', 'oak', 'ash', 'birch', 'pine', 'maple', 'cherry', 'elm'];
export const ORIENTATIONS = ['PositiveZ', 'NegativeZ', 'PositiveY', 'NegativeY'] as const;
const PARTS = ['Side panel', 'Shelf', 'Door', 'Drawer front', 'Back panel', 'Plinth', 'Top', 'Rail'];
const CONNECTOR_TYPES = ['shelf-pin', 'cam-lock', 'hinge', 'runner', 'handle-screw'];

/** Where the workspace of `modules` modules lives, and the marker file that says it is complete. */
export function workspaceDir(modules: number): { dir: string; file: string; done: string } {
  const dir = join(BENCH_DIR, '.data', `modules-${modules}`);
  return { dir, file: join(dir, 'joinery.sqlite'), done: join(dir, 'BUILT.json') };
}

/** What the benchmarks need to know about a built workspace. */
export interface BuiltWorkspace {
  modules: number;
  /** the module with HISTORY_VERSIONS versions */
  historyModule: string;
  /** the connector type most modules refer to */
  busyConnectorType: string;
  builtAt: string;
  seconds: number;
}

function clockRuntime(store: SqliteStore): Runtime {
  let tick = 0;
  let id = 0;
  let code = 0;
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  return {
    store,
    now: () => new Date(start + 1000 * tick++),
    newId: () => (++id).toString(16).padStart(24, '0'),
    newCode: () => `bench${(++code).toString().padStart(3, '0')}`,
  };
}

/**
 * The terms the text-filter benchmarks search the names for, with the share of generated modules whose
 * name holds each: every name says "model", one in 8 a wood, one in 100 "limited edition", one in
 * 10,000 "heirloom edition" (disjoint from "limited"), and none "teak".
 */
export const NAME_TERMS = [
  { term: 'teak', share: '0%' },
  { term: 'heirloom', share: '0.01%' },
  { term: 'limited', share: '1%' },
  { term: 'walnut', share: '12.5%' },
  { term: 'model', share: '100%' },
] as const;

function edition(n: number): string {
  if (n % 10_000 === 2) return ' heirloom edition';
  return n % 100 === 1 ? ' limited edition' : '';
}

function moduleDocument(n: number, types: Ref[]) {
  const wood = WOODS[n % WOODS.length];
  const part = PARTS[Math.floor(n / WOODS.length) % PARTS.length];
  // other workspaces cannot refer to the demo's connector types (they may not read them)
  const connectors = Array.from({ length: types.length ? 2 + (n % 3) : 0 }, (_, i) => ({
    id: `c${i}`,
    name: `Connector ${i + 1}`,
    connectorType: types[(n + i) % types.length],
    position: [i * 100, 0, 0],
  }));
  return {
    name: `${wood[0].toUpperCase()}${wood.slice(1)} ${part.toLowerCase()} model ${n}${edition(n)}`,
    description: `${part} in ${wood}, module ${n} of the benchmark workspace`,
    categories: [part.split(' ')[0]],
    functions: [n % 2 ? 'Storage' : 'Support'],
    skus: [`BW-${n}`],
    parameters: [
      { id: 'finish', name: 'Finish', type: 'Enum' as const, target: 'Uri' as const, default: wood, options: [{ value: wood }, { value: 'white' }] },
      { id: 'width', name: 'Width', type: 'Quantity' as const, target: 'Mesh' as const, default: 600, min: 300, max: 1200, unit: 'mm' },
    ],
    connectors,
    source: {
      file: { file: { name: `module-${n}.step`, contentType: 'model/step' } },
      geometrySettings: { cadOrientation: ORIENTATIONS[n % ORIENTATIONS.length], uvMap: n % 2 === 0 },
    },
    price: `£${(20 + (n % 180)).toFixed(2)}`,
  };
}

async function build(modules: number): Promise<BuiltWorkspace> {
  const started = Date.now();
  const { dir, file, done } = workspaceDir(modules);
  // empties the folder rather than removing it, so that bench/.data/modules-N may be a link to a folder elsewhere
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) rmSync(join(dir, entry), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const store = new SqliteStore({ file, durable: false });
  await store.connect();
  const config = readConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  // the demo uploads its modules' STEP files beside the database, where the benchmarks' servers find them
  const model = await createModel(clockRuntime(store), modelOptions(config, { blobs: await openBlobStore(config) }));
  const refs = (await loadDemo(model, config.demoPassword))!;
  const { directory, writes, metadata } = model;
  const moduleKind = requireKind('modules');
  const admin = await directory.actorFor('admin@demo.joinery.test');
  for (const [alias, email] of [['north', 'nora@north.joinery.test'], ['south', 'sam@south.joinery.test']]) {
    await directory.addWorkspace({ alias, name: alias, color: '#123456', plan: 'STARTUP' });
    await directory.addUser({ email, name: alias, workspace: alias, memberships: [{ workspace: alias, roles: ['admin'] }], signupMethod: 'Invitation' });
  }
  await directory.setMemberships(admin.email, [{ workspace: 'demo', roles: ['admin'] }, { workspace: 'north', roles: ['user'] }], 'demo');
  const types = CONNECTOR_TYPES.map((key) => refs.get(key)!);
  const progress = (what: string, n: number, of: number) => {
    if (n % 5000 === 0 || n === of) process.stdout.write(`${what}: ${n}/${of} (${Math.round((Date.now() - started) / 1000)} s)\n`);
  };

  const actor = await directory.actorFor(admin.email);
  for (let n = 0; n < modules; n++) {
    const created = await writes.create(actor, moduleKind, moduleDocument(n, types));
    await writes.write(actor, moduleKind, created.id, undefined, { patch: { description: `${created.document.description} (revised)` } });
    progress('demo modules', n + 1, modules);
  }
  const nora = await directory.actorFor('nora@north.joinery.test');
  for (let n = 0; n < modules / 100; n++) await writes.create(nora, moduleKind, moduleDocument(modules + n, []));
  const sam = await directory.actorFor('sam@south.joinery.test');
  for (let n = 0; n < modules / 1000; n++) {
    const created = await writes.create(sam, moduleKind, moduleDocument(2 * modules + n, []));
    if (n % 5 === 0) await metadata.setSharing(sam, moduleKind, created.id, { public: true, grants: [] });
    if (n % 5 === 1) await metadata.setSharing(sam, moduleKind, created.id, { public: false, grants: [{ email: admin.email, action: 'GrantedReadAccess' }] });
  }

  const history = await writes.create(actor, moduleKind, moduleDocument(3 * modules, types));
  for (let v = 2; v <= HISTORY_VERSIONS; v++) {
    await writes.write(actor, moduleKind, history.id, undefined, { patch: { description: `revision ${v}` } });
    progress('history versions', v, HISTORY_VERSIONS);
  }
  await store.close();
  const built: BuiltWorkspace = {
    modules,
    historyModule: history.id,
    busyConnectorType: types[0].id,
    builtAt: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  writeFileSync(done, `${JSON.stringify(built, null, 2)}\n`);
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modulesArg = process.argv.find((arg) => arg.startsWith('--modules='));
  const modules = modulesArg ? Number(modulesArg.slice('--modules='.length)) : 100_000;
  if (!Number.isSafeInteger(modules) || modules < 20) throw new Error('--modules must be a whole number of at least 20');
  if (existsSync(workspaceDir(modules).done) && !process.argv.includes('--force')) {
    process.stdout.write(`already built: ${workspaceDir(modules).done} (--force builds it again)\n`);
  } else {
    const built = await build(modules);
    process.stdout.write(`built ${workspaceDir(modules).file} in ${built.seconds} s\n`);
  }
}
