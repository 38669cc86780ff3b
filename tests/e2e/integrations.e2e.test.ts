// /integrations in Chromium over the real server and the demo seeds, at 375 px, signed in as the demo
// admin (issue 21 §4 checks): a webhook installed to a real local receiver delivers an order placed
// through the storefront's REST API, and its delivery shows in the log; a sync target configured on
// the page makes the products page's Sync fetch a local JSON source. No console errors, no serious
// axe violations, no sideways scrolling.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';
import { startReceiver, type Receiver } from '../support/receiver.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'test-results', 'integrations');
const WIDTH = 375;


describe('/integrations in Chromium', () => {
  let server: TestServer;
  let receiver: Receiver;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN, env: { INTEGRATIONS_POLL_MS: '100' } });
    receiver = await startReceiver();
    ({ browser, close: closeBrowser } = await launchChromium());
    page = await (await browser.newContext({ viewport: { width: WIDTH, height: 900 } })).newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    errors = collectErrors(page);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
    await receiver?.close();
  });

  it('installs a webhook to a local receiver; an order placed on the storefront is delivered, signed, and shows in the log', async () => {
    await page.goto(`${server.url}/integrations`);
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await page.getByText('EXTERNAL CONNECTIONS').waitFor();
    await page.getByText('Add your first integration').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await keepScreenshot(page, join(SHOTS, 'empty-375.png'), { fullPage: true });

    await page.getByRole('button', { name: 'Install Webhooks' }).click();
    const form = page.getByRole('region', { name: 'Install Webhooks' });
    await form.getByLabel('Endpoint URL').fill(`${receiver.url}/hook`);
    await form.getByRole('checkbox', { name: 'order.created' }).check({ force: true });
    await form.getByRole('button', { name: 'Generate' }).click();
    const secret = await form.getByLabel('Signing secret').inputValue();
    await form.getByRole('button', { name: 'Install' }).click();
    await page.getByRole('status').filter({ hasText: 'Webhooks installed' }).waitFor();
    const card = page.getByRole('article', { name: 'Webhooks' });
    await card.getByText('No deliveries yet: events are sent as they happen.').waitFor();

    // a customer orders through the storefront's REST API
    const placed = await call(`${server.url}/api/ecommerce/createOrder`, { method: 'POST', json: { sku: 'OA-SH-600', quantity: 2, priceUrl: 'https://shop.example/shelf-600' } });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const log = card.getByRole('table', { name: 'Delivery log' });
    await log.getByRole('row').filter({ hasText: 'order.created' }).filter({ hasText: 'delivered' }).waitFor({ timeout: 15_000 });
    await log.getByText('HTTP 200').waitFor();
    const delivery = receiver.received.find((r) => r.path === '/hook')!;
    const payload = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; data: { row: { reference: string } } };
    assert.deepEqual([payload.type, payload.data.row.reference], ['order.created', placed.body.id]);
    await keepScreenshot(page, join(SHOTS, 'webhook-375.png'), { fullPage: true });
    await assertNoSidewaysScroll(page, WIDTH);
    assert.deepEqual(await seriousAxeViolations(page), []);
  });

  it('configures a sync target; the products page’s Sync fetches it and says what it synced', async () => {
    receiver.sources.set('/catalogue.json', { products: [{ title: 'Oak shelf', code: 'OS-1' }, { title: 'Birch desk', code: 'BD-2' }] });
    await page.getByRole('button', { name: 'Install Sync target' }).click();
    const form = page.getByRole('region', { name: 'Install Sync target' });
    await form.getByLabel('Sync point').fill('products');
    await form.getByLabel('Source URL').fill(`${receiver.url}/catalogue.json`);
    await form.getByLabel('Auth header name').fill('Authorization');
    await form.getByLabel('Auth header value').fill('Bearer erp-token');
    await form.getByLabel('Items path').fill('products');
    await form.getByLabel('Field mapping').fill('name = title\nsku = code');
    await form.getByRole('button', { name: 'Install' }).click();
    await page.getByRole('status').filter({ hasText: 'Sync target installed' }).waitFor();
    await page.getByRole('article', { name: 'Sync target' }).waitFor();

    await page.goto(`${server.url}/products`);
    await page.getByRole('button', { name: 'Sync' }).click();
    await page.getByText('2 items from products').waitFor();
    const fetched = receiver.received.filter((r) => r.path === '/catalogue.json');
    assert.equal(fetched.at(-1)?.headers.authorization, 'Bearer erp-token');
    await keepScreenshot(page, join(SHOTS, 'synced-375.png'));
    assert.deepEqual(errors, []);
  });
});
