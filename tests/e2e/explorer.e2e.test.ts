// The API's two explorers in Chromium. GET /graphql opens the GraphQL explorer for a signed-in user (its
// assets served from the package), which loads the schema by introspection and runs a query; signed out,
// a page says to sign in. /swagger shows the REST API's Swagger UI inside the app, whose calls run as the
// signed-in user with the page's own short-lived token (issue 22 §6).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results');

describe('the GraphQL explorer and the REST API page in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // the demo as it ships (STARTUP), which the explorer's first query shows
    server = await startTestServer({ plan: 'STARTUP' });
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  it('opens at GET /graphql, loads the schema and runs the query in the editor, with no request leaving the server', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, server.url, DEMO_ADMIN);
    const errors = collectErrors(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('ws://127.0.0.1') && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const introspection = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST' && (response.request().postData() ?? '').includes('__schema'));
    await page.goto(`${server.url}/graphql`);
    assert.equal(await page.title(), 'Joinery GraphQL explorer');
    const schema = await introspection;
    assert.equal(schema.status(), 200);
    assert.ok(((await schema.json()) as any).data.__schema.types.some((t: { name: string }) => t.name === 'WorkBatchDocument'));
    await page.locator('.graphiql-container').waitFor();

    // the editor opens on a query that shows the signed-in user, their workspace and products
    const ran = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('modules(page'));
    await page.locator('.graphiql-execute-button').click();
    const result = await ran;
    const data = ((await result.json()) as any).data;
    assert.deepEqual(data.me, { user: { name: 'Ada Admin' }, workspace: { name: 'Oak & Ash', plan: 'STARTUP' } });
    assert.equal(data.modules.items.length, 5);
    await page.getByText('"Oak & Ash"').first().waitFor();
    await keepScreenshot(page, join(SHOTS, 'graphql-explorer.png'));
    assert.deepEqual(foreign, []);
    assert.deepEqual(errors.filter((e) => !/favicon/.test(e)), []);
    await page.close();
  });

  it('tells a signed-out browser to sign in (401), and answers it no schema', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/graphql`);
    assert.equal(response?.status(), 401);
    await page.getByRole('heading', { name: 'Sign in to explore the GraphQL API' }).waitFor();
    const introspection = await page.evaluate(async () => {
      const reply = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { types { name } } }' }) });
      return { status: reply.status, body: await reply.json() };
    });
    assert.equal(introspection.status, 401);
    assert.equal(introspection.body.errors[0].extensions.code, 'UNAUTHENTICATED');
    await page.close();
  });

  it('shows the REST API in the app at /swagger, and a try-it-out call runs as the signed-in user', async () => {
    // its own context: axe opens a page beside the one it checks
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    const errors = collectErrors(page);
    const schemaLoad = page.waitForRequest((request) => request.url().endsWith('/api/schema.json'));
    await page.goto(`${server.url}/swagger`);
    await page.getByRole('heading', { name: 'API Documentation', level: 1 }).waitFor();
    assert.match((await schemaLoad).headers().authorization ?? '', /^Bearer jny_/, "the document is loaded with the page's token");
    // one part of the API at a time: the users' calls
    await page.getByLabel('Part of the API').selectOption('users');
    await page.waitForURL((url) => url.search === '?tag=users');
    await page.locator('#operations-users-getMe .opblock-summary-control').click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Try it out' }).click();
    const call = page.waitForResponse((response) => response.url().endsWith('/api/users/me') && response.request().method() === 'GET');
    await page.getByRole('button', { name: 'Execute' }).click();
    const answer = await call;
    assert.equal(answer.status(), 200);
    assert.equal(((await answer.json()) as { email: string }).email, DEMO_ADMIN);
    assert.match(answer.request().headers().authorization ?? '', /^Bearer jny_/);
    await page.locator('.live-responses-table .response-col_status').getByText('200').waitFor();
    await keepScreenshot(page, join(SHOTS, 'swagger-375.png'), { fullPage: true });
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
