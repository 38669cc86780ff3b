import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type JoineryApp } from '../../rest/app.ts';
import { readConfig } from '../../rest/config.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { deterministicRuntime, systemRuntime } from '../../rest/model/runtime.ts';

export interface TestServer extends JoineryApp {
  /** http://127.0.0.1:{port} */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real Joinery server for a test file: a fresh SQLite file in a temp folder, real HTTP on a free
 * port, the demo workspace loaded unless `seed: false`. With `dataDir` (another test server's), a
 * second instance over the same database file; that folder is left for its owner to remove.
 */
export async function startTestServer(options: { seed?: boolean; deterministic?: boolean; env?: Record<string, string>; dataDir?: string } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'joinery-test-'));
  const config = readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: String(options.seed ?? true), ...options.env });
  const store = new SqliteStore({ file: join(dataDir, 'joinery.sqlite') });
  await store.connect();
  const runtime = options.deterministic ? deterministicRuntime(store) : systemRuntime(store);
  const joinery = await buildApp({ config, store, runtime });
  await joinery.app.listen({ port: 0, host: '127.0.0.1' });
  const address = joinery.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...joinery,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    close: async () => {
      await joinery.app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** fetch + JSON for tests: status, headers and the parsed body (or text when not JSON). */
export async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(url, { ...init, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}
