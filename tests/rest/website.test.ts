import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { USE_CASES } from '../../web/src/public/links.ts';
import { slugOf } from '../../web/src/shared/format.ts';
import { DEMO_REQUESTS } from '../../rest/model/website/demo-requests.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('website content and demo requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    // signed-out callers reach these routes once sign-in exists (config.access 'public'); until then
    // every request acts as the demo user, who must exist
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists at least three blog posts newest first, without their content, with an ETag browsers may keep', async () => {
    const { status, headers, body } = await call(`${server.url}/api/websitecontent/blog`);
    assert.equal(status, 200);
    assert.ok(body.length >= 3);
    const dates = body.map((d: any) => d.date_updated);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    for (const doc of body) {
      assert.deepEqual(Object.keys(doc).sort(), ['cover', 'date_updated', 'name', 'slug', 'sub_title']);
      assert.equal(doc.slug, slugOf(doc.name), 'the slug is the lower-cased name made URL-safe');
    }
    assert.match(headers.get('etag') ?? '', /^".+"$/);
    assert.equal(headers.get('cache-control'), 'public, max-age=300');
  });

  it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await fetch(`${server.url}/api/websitecontent/blog`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/api/websitecontent/blog`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
    const stale = await fetch(`${server.url}/api/websitecontent/blog`, { headers: { 'if-none-match': '"old"' } });
    assert.equal(stale.status, 200);
  });

  it('serves an article with its markdown by slug, case-insensitively', async () => {
    const { body: list } = await call(`${server.url}/api/websitecontent/blog`);
    const { status, body, headers } = await call(`${server.url}/api/websitecontent/blog/${list[0].slug.toUpperCase()}`);
    assert.equal(status, 200);
    assert.equal(body.name, list[0].name);
    assert.ok(body.content.length > 200, 'the article has content');
    assert.ok(headers.get('etag'));
  });

  it('has the three use-case articles the landing page links to', async () => {
    for (const { headline } of USE_CASES) {
      const { status, body } = await call(`${server.url}/api/websitecontent/learnmore/${slugOf(headline)}`);
      assert.equal(status, 200, headline);
      assert.equal(body.name, headline);
    }
  });

  it('has the three legal pages', async () => {
    for (const page of ['privacy', 'terms', 'cookies']) {
      assert.equal((await call(`${server.url}/api/websitecontent/legal/${page}`)).status, 200, page);
    }
  });

  it('answers 404 naming what is missing, and 400 for a malformed name', async () => {
    const type = await call(`${server.url}/api/websitecontent/recipes`);
    assert.equal(type.status, 404);
    assert.match(type.body.message, /recipes/);
    const doc = await call(`${server.url}/api/websitecontent/blog/no-such-post`);
    assert.equal(doc.status, 404);
    assert.match(doc.body.message, /no-such-post/);
    assert.equal((await call(`${server.url}/api/websitecontent/blog/bad%20name`)).status, 400);
  });

  it('stores a demo request and confirms it', async () => {
    const { status, body } = await call(`${server.url}/api/demorequests`, {
      method: 'POST',
      json: { kind: 'demo', name: ' Rosa Carpenter ', email: 'Rosa@Workshop.example', company: 'Rosa Joinery', message: 'Wardrobes' },
    });
    assert.equal(status, 201);
    assert.equal(body.kind, 'demo');
    const stored = await server.store.find(DEMO_REQUESTS);
    assert.equal(stored.length, 1);
    assert.equal(stored[0].id, body.id);
    assert.equal(stored[0].name, 'Rosa Carpenter');
    assert.equal(stored[0].email, 'rosa@workshop.example');
  });

  it('refuses a demo request with a bad e-mail or an unknown field, naming it, and stores nothing', async () => {
    const before = (await server.store.find(DEMO_REQUESTS)).length;
    const bad = await call(`${server.url}/api/demorequests`, { method: 'POST', json: { kind: 'demo', name: 'A', email: 'not-an-email' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /email/);
    const extra = await call(`${server.url}/api/demorequests`, { method: 'POST', json: { kind: 'demo', name: 'A', email: 'a@b.example', phone: '1' } });
    assert.equal(extra.status, 400);
    assert.match(extra.body.message, /phone/);
    const kind = await call(`${server.url}/api/demorequests`, { method: 'POST', json: { kind: 'sales', name: 'A', email: 'a@b.example' } });
    assert.equal(kind.status, 400);
    assert.equal((await server.store.find(DEMO_REQUESTS)).length, before);
  });
});
