/**
 * `npm start`'s build: the web app (Vite, into dist/web) and the server (esbuild bundles server.ts into
 * dist/server.js, which plain Node runs), each only when its inputs changed since its last build.
 *
 * A stamp beside each output (dist/web.stamp.json, dist/server.stamp.json) holds a hash of the inputs
 * the build read and a hash of what it wrote. A build runs again when an output is missing, an input
 * differs, or an output is not the one the stamp saw (`npm run build:web` wrote another since).
 * - The web's inputs are web/ and rules/ (the only folders it imports; tests/server/build.test.ts
 *   guards that) and package-lock.json.
 * - The server's inputs are the files esbuild bundled (its metafile; packages stay external and are
 *   loaded from node_modules, but for one Node cannot load as it ships), package-lock.json and this file. A new file can only join the bundle through an
 *   import in a file that is already one of them, so hashing the last build's inputs is enough.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { ROOT, WEB_DIST } from './rest/paths.ts';

export const DIST = join(ROOT, 'dist');
export const SERVER_BUNDLE = join(DIST, 'server.js');
/** the folders the web app's sources come from */
export const WEB_INPUT_FOLDERS = ['web', 'rules'];
const LOCKFILE = 'package-lock.json';
/** this file: how the server is bundled is an input of the bundle */
const BUILD_SCRIPT = 'build.ts';

interface Stamp {
  /** the input files, relative to the repository root */
  inputs: string[];
  inputsHash: string;
  /** the files the build wrote, relative to the repository root */
  outputs: string[];
  outputsHash: string;
}

/** A hash of files by their path (relative to the root) and bytes; a missing file hashes as missing. */
function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    const path = join(ROOT, file);
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : '\0missing\0');
  }
  return hash.digest('hex');
}

/** Every file under a folder of the root, relative to the root. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.split(/[\\/]/).includes('node_modules'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

function readStamp(file: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/** Writes beside the target, then renames: a concurrent start never reads half a file. */
function writeAtomically(file: string, contents: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/** Whether the stamp is current: the outputs are the ones it saw, from the inputs as they are now. */
function isCurrent(stampFile: string, inputs?: string[]): boolean {
  const stamp = readStamp(stampFile);
  if (!stamp?.outputs?.length || !stamp.outputs.every((file) => existsSync(join(ROOT, file)))) return false;
  return stamp.outputsHash === hashFiles(stamp.outputs) && stamp.inputsHash === hashFiles(inputs ?? stamp.inputs);
}

function writeStamp(stampFile: string, inputs: string[], outputs: string[]): void {
  const stamp: Stamp = { inputs: [...inputs].sort(), inputsHash: hashFiles(inputs), outputs: [...outputs].sort(), outputsHash: hashFiles(outputs) };
  writeAtomically(stampFile, `${JSON.stringify(stamp, null, 1)}\n`);
}

const WEB_STAMP = join(DIST, 'web.stamp.json');
/** the page names the build's assets by their hashes: it stands for the whole build */
const WEB_PAGE = relative(ROOT, join(WEB_DIST, 'index.html'));
const webInputs = () => [...WEB_INPUT_FOLDERS.flatMap(filesUnder), LOCKFILE];

/** Builds the web app unless its stamp is current; answers whether it built. */
export async function buildWebIfChanged(): Promise<boolean> {
  const inputs = webInputs();
  if (isCurrent(WEB_STAMP, inputs)) return false;
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'web', 'vite.config.ts'), logLevel: 'warn' });
  mkdirSync(DIST, { recursive: true });
  writeStamp(WEB_STAMP, inputs, [WEB_PAGE]);
  return true;
}

const SERVER_STAMP = join(DIST, 'server.stamp.json');
const SERVER_CHUNK_PREFIX = 'server-chunk-';
/** packages Node cannot load as they ship (extension-less ES module imports, which tsx and Vite forgive): bundled */
const BUNDLED_PACKAGES = /^@material\/material-color-utilities(\/|$)/;

/** Dependencies load from node_modules as they are, except BUNDLED_PACKAGES. */
export const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => (BUNDLED_PACKAGES.test(path) ? undefined : { path, external: true }));
  },
};

/** The modules task types run in worker threads (rest/model/tasks/task-types.ts): each is an entry of its own, dist/<name>.worker.js. */
export function workerModules(): string[] {
  return filesUnder('rest').filter((file) => file.endsWith('.worker.ts'));
}

/** Bundles server.ts into dist/server.js unless its stamp is current; answers whether it built. */
export async function buildServerIfChanged(): Promise<boolean> {
  // a new worker module joins the bundle without any bundled file importing it: it is an input of its own
  const stamp = readStamp(SERVER_STAMP);
  if (stamp && isCurrent(SERVER_STAMP, [...new Set([...stamp.inputs, ...workerModules()])])) return false;
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['server.ts', ...workerModules()],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    // what the code imports only when asked (the MongoDB store and its driver) stays a chunk of its
    // own, loaded then: in one file its driver would load at every start (200 ms, and BSON's 17 MB buffer).
    // Chunks sit beside the entry in dist/, one folder below the root as rest/ is, so the paths the
    // code finds from import.meta.url (rest/paths.ts, gateway/schema.ts) hold in every one of them.
    splitting: true,
    outdir: DIST,
    entryNames: '[name]',
    chunkNames: `${SERVER_CHUNK_PREFIX}[hash]`,
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  mkdirSync(DIST, { recursive: true });
  // chunks are named by their content; the entry that imports them goes last
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === SERVER_BUNDLE) - Number(b.path === SERVER_BUNDLE));
  for (const file of files) writeAtomically(file.path, file.contents);
  const written = new Set(files.map((file) => basename(file.path)));
  for (const name of readdirSync(DIST)) if (name.startsWith(SERVER_CHUNK_PREFIX) && !written.has(name)) rmSync(join(DIST, name), { force: true });
  writeStamp(SERVER_STAMP, [...Object.keys(result.metafile.inputs), LOCKFILE, BUILD_SCRIPT], files.map((file) => relative(ROOT, file.path)));
  return true;
}

/** `npm run build` (and the first step of `npm start`): both builds, each when needed, saying which ran. */
async function main(): Promise<void> {
  const started = Date.now();
  const web = await buildWebIfChanged();
  const server = await buildServerIfChanged();
  const said = (built: boolean, what: string) => `${what} ${built ? 'built' : 'unchanged, not rebuilt'}`;
  console.log(`${said(web, 'web app')}; ${said(server, 'server')} (${Date.now() - started} ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
