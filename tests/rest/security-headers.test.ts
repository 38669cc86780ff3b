// Security headers (issue 16 §1.7), set by @fastify/helmet on every answer: a Content-Security-Policy
// that allows what the app really loads (its own scripts, Chakra's inline styles, the CAD preview's
// WebAssembly and worker, the GraphQL explorer's page and the Swagger UI) and nothing else, with
// frame-ancestors so no other site frames Joinery; nosniff; a referrer policy. The e2e suites check
// in Chromium that the pages load under it without a violation.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ as: null });
});
afterAll(() => server.close());

/** The policy's directives: name → sources. */
function policyOf(header: string | null): Map<string, string[]> {
  assert.ok(header, 'a Content-Security-Policy header');
  return new Map(header.split(';').map((d) => d.trim()).filter(Boolean).map((d) => { const [name, ...sources] = d.split(/\s+/); return [name, sources]; }));
}

describe('every answer carries the security headers', () => {
  test('API answers, errors and the documentation: CSP with frame-ancestors, nosniff, a referrer policy, no framing', async () => {
    for (const path of ['/api/version', '/api/modules', '/api/nothing-here', '/api/docs/', '/api/schema.json']) {
      const reply = await call(`${server.url}${path}`, { as: null });
      assert.ok(reply.status < 500, path);
      const policy = policyOf(reply.headers.get('content-security-policy'));
      assert.deepEqual(policy.get('frame-ancestors'), ["'self'"], path);
      assert.deepEqual(policy.get('object-src'), ["'none'"], path);
      assert.equal(reply.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(reply.headers.get('referrer-policy'), 'no-referrer', path);
      assert.equal(reply.headers.get('x-frame-options'), 'SAMEORIGIN', path);
    }
  });

  test("the policy allows the app's own scripts, WebAssembly (the CAD preview), blob workers and inline styles, and no inline script", async () => {
    const policy = policyOf((await call(`${server.url}/api/version`, { as: null })).headers.get('content-security-policy'));
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    // 'unsafe-eval': the forms' Ajv compiles the server's JSON Schemas in the browser; no 'unsafe-inline'
    assert.deepEqual(policy.get('script-src'), ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"]);
    assert.ok(policy.get('worker-src')!.includes('blob:') && policy.get('worker-src')!.includes("'self'"));
    assert.ok(policy.get('style-src')!.includes("'unsafe-inline'"), "Chakra's emotion styles are inline");
    assert.equal(policy.has('upgrade-insecure-requests'), false, 'plain http here: nothing to upgrade to');
  });

  test('the GraphQL explorer page allows its own inline scripts by a nonce that changes with each page', async () => {
    const cookie = await server.sessionCookie('admin@demo.joinery.test');
    const page = () => call(`${server.url}/graphql`, { headers: { accept: 'text/html', cookie } });
    const [first, second] = [await page(), await page()];
    assert.equal(first.status, 200);
    const nonce = (reply: typeof first) => /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policyOf(reply.headers.get('content-security-policy')).get('script-src')!.join(' '))?.[1];
    assert.ok(nonce(first), 'script-src names a nonce');
    assert.notEqual(nonce(first), nonce(second));
    const scripts = [...String(first.body).matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    assert.ok(scripts.length >= 3);
    for (const attributes of scripts) assert.ok(attributes.includes(`nonce="${nonce(first)}"`), attributes);
  });

  test('over https the policy upgrades insecure requests and HSTS is sent', async () => {
    const secure = await startTestServer({ seed: false, as: null, env: { PUBLIC_URL: 'https://joinery.example' } });
    try {
      const reply = await call(`${secure.url}/api/version`, { as: null });
      assert.ok(policyOf(reply.headers.get('content-security-policy')).has('upgrade-insecure-requests'));
      assert.match(reply.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});
