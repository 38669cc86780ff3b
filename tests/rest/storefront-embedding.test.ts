// Embedding a storefront (issue 18 §8): a configurator lists the sites that may show its storefront
// in a frame (embedOrigins, origins only), its storefront pages let exactly those frame them, the
// public projection tells the storefront whom to announce its price and orders to, and every other
// page of Joinery still refuses to be framed.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let shelving: string;
const SHOP = 'https://shop.oakandash.example';

beforeAll(async () => {
  server = await startTestServer();
  const { body } = await call(`${server.url}/api/publishedconfigurators`);
  shelving = body.items.find((c: { data: { title: string } }) => c.data.title === 'Shelving configurator').id;
});
afterAll(() => server.close());

const frameAncestors = (headers: Headers) =>
  (headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'frame-ancestors')?.slice(1);

/** GET a page signed out, with the Host header a browser on `host` sends (fetch may not set it). */
function page(path: string, host?: string): Promise<{ status: number; headers: Headers }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { accept: 'text/html', ...(host ? { host: `${host}:${url.port}` } : {}) } }, (response) => {
      response.resume();
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, String(value));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('embedding a storefront', () => {
  test('embedOrigins takes origins only, and says what it wants of anything else', async () => {
    for (const bad of ['https://shop.example.com/', 'https://shop.example.com/desks', 'shop.example.com', "https://x.example 'unsafe-inline'"]) {
      const reply = await call(`${server.url}/api/publishedconfigurators/${shelving}`, { method: 'PATCH', json: { embedOrigins: [bad] } });
      assert.equal(reply.status, 400, bad);
      assert.match(reply.body.message, /embedOrigins/, bad);
    }
  });

  test('a storefront page may be framed by the listed sites only; other pages by none', async () => {
    let reply: { status: number; headers: Headers } = await page(`/c/${shelving}`);
    assert.equal(reply.status, 200);
    assert.deepEqual(frameAncestors(reply.headers), ["'self'"], 'none listed yet');
    assert.equal(reply.headers.get('x-frame-options'), 'SAMEORIGIN');

    const set = await call(`${server.url}/api/publishedconfigurators/${shelving}`, { method: 'PATCH', json: { embedOrigins: [SHOP, 'http://localhost:5173'] } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    const view = await call(`${server.url}/api/published/configurator/${shelving}`, { as: null });
    assert.deepEqual(view.body.embedOrigins, [SHOP, 'http://localhost:5173'], 'the storefront learns whom to tell its price and orders');

    for (const [path, host] of [[`/c/${shelving}`, undefined], ['/', 'configure.oakandash.co.uk']] as const) {
      reply = await page(path, host);
      assert.equal(reply.status, 200, path);
      assert.deepEqual(frameAncestors(reply.headers), ["'self'", SHOP, 'http://localhost:5173'], path);
      assert.equal(reply.headers.get('x-frame-options'), null, path);
    }
    for (const path of ['/', '/login', '/c/0123456789abcdef01234567', '/dashboard']) {
      reply = await page(path);
      assert.deepEqual(frameAncestors(reply.headers), ["'self'"], path);
      assert.equal(reply.headers.get('x-frame-options'), 'SAMEORIGIN', path);
    }
  });
});
