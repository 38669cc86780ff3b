// Host routing of the storefront (issue 18 §1), against a real server with the built web app
// (`npm run build:web` first, as for every e2e test): on a host a published configurator claims, `/`
// is the web app's page with the configurator's projection to preload; any other host keeps the site.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

/** GET `path` with the Host header given: what a browser on that address sends. */
function getAs(server: TestServer, host: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: { host, accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a storefront at / on its own domains', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ as: null });
  });
  afterAll(() => server?.close());

  it("answers the web app with its configurator's projection to preload; an unknown host gets the site, not a redirect", async () => {
    const shelving = (await server.store.find('publishedconfigurators')).find((h) => h.document.title === 'Shelving configurator')!;
    for (const host of ['configure.oakandash.co.uk', 'shelving.oak-and-ash.joinery.app:8080']) {
      const page = await getAs(server, host, '/');
      assert.equal(page.status, 200, host);
      assert.match(page.body, /<div id="root"|<script/i);
      assert.equal(page.headers.link, `</api/published/configurator/${shelving.id}>; rel=preload; as=fetch; crossorigin`);
    }
    const site = await getAs(server, 'www.example.com', '/');
    assert.equal(site.status, 200);
    assert.equal(site.headers.link, undefined);
    assert.equal(site.body, (await getAs(server, 'configure.oakandash.co.uk', '/')).body, 'the same page: the app renders the storefront');
  });
});
