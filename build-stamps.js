/**
 * The build stamps of build.ts, in plain JavaScript: start.js reads them in the server's own process,
 * before anything is built, so that an unchanged checkout starts without tsx or a build process.
 *
 * A stamp beside each output (dist/web.stamp.json, dist/server.stamp.json) holds a hash of the inputs
 * the build read and a hash of what it wrote. A build is current when its outputs are the ones the stamp
 * saw (`npm run build:web` did not write others since) and its inputs hash as they did.
 * - The web's inputs are web/ and rules/ (the only folders it imports; tests/server/build.test.ts
 *   guards that) and package-lock.json.
 * - The server's inputs are the files esbuild bundled (its metafile), package-lock.json and build.ts, and
 *   every *.worker.ts under rest/ (an entry of its own, which no bundled file imports). A new file can
 *   only join the bundle through an import in a file that is already one of them, so hashing the last
 *   build's inputs is enough.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = dirname(fileURLToPath(import.meta.url));
export const DIST = join(ROOT, 'dist');
export const WEB_STAMP = join(DIST, 'web.stamp.json');
export const SERVER_STAMP = join(DIST, 'server.stamp.json');
/** the folders the web app's sources come from */
export const WEB_INPUT_FOLDERS = ['web', 'rules'];
export const LOCKFILE = 'package-lock.json';

/** A hash of files by their path (relative to the root) and bytes; a missing file hashes as missing. */
export function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    const path = join(ROOT, file);
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : '\0missing\0');
  }
  return hash.digest('hex');
}

/** Every file under a folder of the root, relative to the root. */
export function filesUnder(folder) {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.split(/[\\/]/).includes('node_modules'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

export function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether the stamp is current: the outputs are the ones it saw, from the inputs as they are now (its own list unless given). */
export function isCurrent(stampFile, inputs) {
  const stamp = readStamp(stampFile);
  if (!stamp?.outputs?.length || !stamp.outputs.every((file) => existsSync(join(ROOT, file)))) return false;
  return stamp.outputsHash === hashFiles(stamp.outputs) && stamp.inputsHash === hashFiles(inputs ?? stamp.inputs);
}

/** The web app's inputs as they are now. */
export const webInputs = () => [...WEB_INPUT_FOLDERS.flatMap(filesUnder), LOCKFILE];

/** The modules task types run in worker threads (rest/model/tasks/task-types.ts): each is an entry of its own, dist/<name>.worker.js. */
export const workerModules = () => filesUnder('rest').filter((file) => file.endsWith('.worker.ts'));

export const webIsCurrent = () => isCurrent(WEB_STAMP, webInputs());

export function serverIsCurrent() {
  const stamp = readStamp(SERVER_STAMP);
  // a new worker module joins the bundle without any bundled file importing it: it is an input of its own
  return stamp !== undefined && isCurrent(SERVER_STAMP, [...new Set([...stamp.inputs, ...workerModules()])]);
}
