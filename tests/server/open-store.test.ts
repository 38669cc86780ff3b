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

/** Opens a store as server.ts does (through rest/start-server.ts), then says which engine it is and whether the driver was loaded. */
function openIn(mongodbUri?: string): { engine: string; driverLoaded: boolean } {
  const script = `
    import { createRequire } from 'node:module';
    await import('./rest/app.ts');
    const { openStore } = await import('./rest/store/open-store.ts');
    const store = await openStore({ dataDir: ${JSON.stringify(dataDir)}, mongodbUri: ${JSON.stringify(mongodbUri)} });
    const loaded = Object.keys(createRequire(import.meta.url).cache).some((path) => /[\\\\/]node_modules[\\\\/]mongodb[\\\\/]/.test(path));
    console.log(JSON.stringify({ engine: store.engine, driverLoaded: loaded }));
  `;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop()!);
}

test('SQLite starts without loading the MongoDB driver; MONGODB_URI loads it', () => {
  assert.deepEqual(openIn(), { engine: 'sqlite', driverLoaded: false });
  // the client is made, not connected: no server is needed to see that the driver was loaded
  assert.deepEqual(openIn('mongodb://127.0.0.1:1/joinery'), { engine: 'mongodb', driverLoaded: true });
});
