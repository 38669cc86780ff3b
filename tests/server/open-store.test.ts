// The MongoDB driver is loaded only when MONGODB_URI asks for MongoDB: on SQLite it would only cost
// start-up time (about 200 ms) and memory. Checked in a fresh process, where nothing else loaded it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { ROOT } from '../../rest/paths.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'joinery-open-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Opens a store as server.ts does (through rest/start-server.ts), first on SQLite then with a MongoDB URI,
 * and says after each which engine it is and whether the driver was loaded. One process for both (each
 * costs the server's whole import): the first open is in a process where nothing else loaded the driver.
 */
function openBoth(mongodbUri: string): { engine: string; driverLoaded: boolean }[] {
  const script = `
    import { createRequire } from 'node:module';
    await import('./rest/app.ts');
    const { openStore } = await import('./rest/store/open-store.ts');
    const driverLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((path) => /[\\/]node_modules[\\/]mongodb[\\/]/.test(path));
    for (const mongodbUri of [undefined, ${JSON.stringify(mongodbUri)}]) {
      const store = await openStore({ dataDir: ${JSON.stringify(dataDir)}, mongodbUri });
      console.log(JSON.stringify({ engine: store.engine, driverLoaded: driverLoaded() }));
    }
  `;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return output.trim().split('\n').slice(-2).map((line) => JSON.parse(line));
}

test('SQLite starts without loading the MongoDB driver; MONGODB_URI loads it', () => {
  // the client is made, not connected: no server is needed to see that the driver was loaded
  const [sqlite, mongodb] = openBoth('mongodb://127.0.0.1:1/joinery');
  assert.deepEqual(sqlite, { engine: 'sqlite', driverLoaded: false });
  assert.deepEqual(mongodb, { engine: 'mongodb', driverLoaded: true });
});
