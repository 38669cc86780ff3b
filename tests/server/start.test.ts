import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from '../../rest/config.ts';
import { DEMO_MODULE_NAMES } from '../../seeds/demo.ts';
import { freePort, startProcess, waitFor } from '../support/process.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'joinery-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops at start with a message naming a bad variable', async () => {
    const started = await startProcess({ PORT: 'eighty', DATA_DIR: dataDir });
    assert.equal(await started.exited, 1);
    assert.match(started.output(), /Joinery cannot start: PORT must be a whole number from 1 to 65535 \(got "eighty"\)/);
  });

  it('serves /api, /graphql and the web app from one process on PORT, with the demo in DATA_DIR, and keeps it across restarts', async () => {
    for (const round of [1, 2]) {
      const port = await freePort();
      const started = await startProcess({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' });
      try {
        const base = `http://127.0.0.1:${port}`;
        const version = await waitFor(`${base}/api/version`);
        assert.equal(version.status, 200);
        assert.equal((await version.json()).name, 'Joinery');
        assert.ok(existsSync(join(dataDir, 'joinery.sqlite')), 'the SQLite file is in DATA_DIR');

        // signed out, the API asks for a sign-in; the demo admin signs in with the password the README documents
        assert.equal((await fetch(`${base}/api/modules`)).status, 401);
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ADMIN, password: DEFAULT_DEMO_PASSWORD }),
        });
        assert.equal(login.status, 200);
        const cookie = login.headers.get('set-cookie')!.split(';')[0];
        const signedIn = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { ...init.headers, cookie } });

        const modules = await (await signedIn(`${base}/api/modules?limit=200`)).json();
        assert.equal(modules.total, DEMO_MODULE_NAMES.length, `round ${round}: the demo is loaded once, never twice`);
        assert.deepEqual(modules.items.map((m: any) => m.data.name).sort(), [...DEMO_MODULE_NAMES].sort());

        const graphql = await signedIn(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ modules(page: { limit: 1 }) { total } }' }),
        });
        assert.equal(graphql.status, 200);
        assert.equal((await graphql.json()).data.modules.total, DEMO_MODULE_NAMES.length);

        const page = await fetch(`${base}/products`);
        assert.equal(page.status, 200);
        assert.match(page.headers.get('content-type') ?? '', /text\/html/);
        const html = await page.text();
        assert.match(html, /<div id="root">/);
        assert.equal(page.headers.get('cache-control'), 'no-cache', 'the page is asked again, so a new build is found at once');

        // built assets: compressed at build time and sent as they are, kept by browsers for a year
        const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
        const brotli = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
        assert.equal(brotli.status, 200);
        assert.equal(brotli.headers.get('content-encoding'), 'br');
        assert.match(brotli.headers.get('content-type') ?? '', /javascript/);
        assert.equal(brotli.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.match(brotli.headers.get('vary') ?? '', /accept-encoding/i);
        const plain = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'identity' } });
        assert.equal(plain.headers.get('content-encoding'), null);
        assert.equal(await brotli.text(), await plain.text(), 'fetch decodes the brotli body to the same script');
      } finally {
        started.child.kill('SIGTERM');
        assert.equal(await started.exited, 0, 'SIGTERM closes the server cleanly');
      }
    }
  });
});
