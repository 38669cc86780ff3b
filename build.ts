/**
 * `npm start`'s build: the web app (Vite, into dist/web) and the server (esbuild bundles server.ts into
 * dist/server.js, which plain Node runs), each only when its inputs changed since its last build, by the
 * stamps of build-stamps.js (which start.js reads before it runs this, and only when one is stale).
 * The server's packages stay external and are loaded from node_modules, but for one Node cannot load as it ships.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { DIST, hashFiles, LOCKFILE, ROOT, SERVER_STAMP, serverIsCurrent, type Stamp, WEB_STAMP, webInputs, isCurrent, workerModules } from './build-stamps.js';
import { WEB_DIST } from './rest/paths.ts';

export { DIST, WEB_INPUT_FOLDERS, workerModules } from './build-stamps.js';
export const SERVER_BUNDLE = join(DIST, 'server.js');
/** this file: how the server is bundled is an input of the bundle */
const BUILD_SCRIPT = 'build.ts';

/** Writes beside the target, then renames: a concurrent start never reads half a file. */
function writeAtomically(file: string, contents: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

function writeStamp(stampFile: string, inputs: string[], outputs: string[]): void {
  const stamp: Stamp = { inputs: [...inputs].sort(), inputsHash: hashFiles(inputs), outputs: [...outputs].sort(), outputsHash: hashFiles(outputs) };
  writeAtomically(stampFile, `${JSON.stringify(stamp, null, 1)}\n`);
}

/** the page names the build's assets by their hashes: it stands for the whole build */
const WEB_PAGE = relative(ROOT, join(WEB_DIST, 'index.html'));

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

/** Bundles server.ts into dist/server.js unless its stamp is current; answers whether it built. */
export async function buildServerIfChanged(): Promise<boolean> {
  if (serverIsCurrent()) return false;
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
