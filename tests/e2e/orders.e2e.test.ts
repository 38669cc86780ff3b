// The orders screens (issue 19 §1, application.md §2.5) in Chromium over the real server and the demo
// seeds, signed in as the demo admin: the seeded orders listed, the filters narrowing them on the
// server, and an order's detail with its §9 total, its line items, the module that moved on since (B2)
// and whether it needs action; at 1280 and 375 px, without console errors or serious axe violations.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, navigateInApp, seriousAxeViolations, signIn } from '../support/browser.ts';
import { gqlData } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results', 'orders');

/** The references in the table's first column, in the order shown. */
const references = async (page: Page) => (await page.getByRole('table', { name: 'Orders' }).locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

/** Waits until the table shows exactly these references. */
async function shows(page: Page, expected: string[]) {
  await page.waitForFunction(
    (want) => {
      const cells = [...document.querySelectorAll('table tbody tr td:nth-child(2)')].map((c) => c.textContent?.trim());
      return JSON.stringify(cells) === JSON.stringify(want);
    },
    expected,
  );
}

describe('/orders in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let first: { id: string; door: { id: string; version: number } };
  /** The demo admin's one tab, shared by the tests in file order (a new context pays for a cold start). */
  let page: Page;
  let errors: string[];

  /**
   * The tab at `width` with no errors yet, on /orders: loaded afresh where the test reads the list as it
   * first shows (no filter, no toast of before), else reached in-app as the frame's link does.
   */
  async function openOrders(width: number, { fresh }: { fresh: boolean }) {
    await page.setViewportSize({ width, height: 900 });
    errors.length = 0;
    if (fresh) await page.goto(`${server.url}/orders`);
    else await navigateInApp(page, '/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN, demoActivity: false });
    ({ browser, close: closeBrowser } = await launchChromium());
    const { orders } = await gqlData(server, '{ orders(filter: { reference: "OA-1001" }) { items { id resource { document { lineItems { name module { id version } } } } } } }');
    const [order] = orders.items;
    const door = order.resource.document.lineItems.find((item: { name: string }) => item.name === 'Door 400 left').module;
    first = { id: order.id, door };
    // the door moves on after the order was placed: the order keeps the version it was made with (B2)
    const changed = await gqlData(server, 'mutation ($id: ID!) { patchModule(id: $id, patch: { description: "Soft-close hinges" }) { module { head } errors { message } } }', { id: door.id });
    assert.deepEqual(changed.patchModule.errors, []);
    page = await (await browser.newContext()).newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    errors = collectErrors(page);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  for (const width of [1280, 375]) {
    it(`lists the seeded orders and narrows them by search, status and time at ${width} px`, async () => {
      await openOrders(width, { fresh: true });
      await page.getByText('FROM SALES TO PRODUCTION').waitFor();
      await shows(page, ['OA-1002', 'OA-1001']);
      assert.deepEqual((await references(page)).sort(), ['OA-1001', 'OA-1002']);
      await page.getByText('Showing 1 to 2 of 2 entries').waitFor();
      const boxes = page.getByRole('region', { name: 'Orders by status' });
      await boxes.getByText('1').first().waitFor();
      assert.deepEqual(await boxes.locator('dd').allInnerTexts(), ['1', '1', '0'], 'received 1, processing 1, delivered 0');
      const rowOf = (reference: string) => page.getByRole('row').filter({ hasText: reference });
      await rowOf('OA-1001').getByText('£408.00').waitFor();
      await rowOf('OA-1002').getByText('£339.00').waitFor();
      await assertNoSidewaysScroll(page, width);
      await keepScreenshot(page, join(SHOTS, `orders-${width}.png`), { fullPage: true });
      assert.deepEqual(await seriousAxeViolations(page), []);

      // the status filter offers the statuses present only
      const status = page.getByRole('combobox', { name: 'Status' });
      assert.deepEqual(await status.locator('option').allInnerTexts(), ['All Status', 'received', 'processing']);
      await status.selectOption('processing');
      await shows(page, ['OA-1002']);
      await status.selectOption('');
      await page.getByRole('searchbox', { name: 'Search orders by id or owner' }).fill('MARIA');
      await shows(page, ['OA-1001']);
      await page.getByRole('searchbox', { name: 'Search orders by id or owner' }).fill('oa-100');
      await page.getByRole('combobox', { name: 'Created' }).selectOption('today');
      await shows(page, ['OA-1002', 'OA-1001']);
      await page.getByRole('combobox', { name: 'Created' }).selectOption('yesterday');
      await shows(page, ['OA-1002', 'OA-1001']);
      await page.getByRole('searchbox', { name: 'Search orders by id or owner' }).fill('nobody');
      await page.getByText('No orders found.').waitFor();

      await page.getByRole('button', { name: 'Sync Orders' }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'No urlPoint provided for sync.' });
      await toast.waitFor();
      // closed, as a person would: left open it covers the header's links for the next test's click until it times out
      await toast.getByRole('button').click();
      await toast.waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    });
  }

  it('presets the status filter from the orderStatus navigation state', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await navigateInApp(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Orders', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // what a dashboard link does: navigate to /orders with the status in the history state
    await page.evaluate(() => {
      window.history.pushState({ usr: { orderStatus: 'received' }, key: 'preset', idx: 1 }, '', '/orders');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await shows(page, ['OA-1001']);
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'received');
  });

  for (const width of [1280, 375]) {
    it(`opens an order's detail from 'View details': its §9 total, line items, the newer module and needs action at ${width} px`, async () => {
      await openOrders(width, { fresh: false });
      await page.getByRole('button', { name: 'View details OA-1001' }).click();
      await page.waitForURL(`**/orders/${first.id}`);
      await page.getByRole('heading', { level: 1, name: 'Order OA-1001' }).waitFor();

      const summary = page.getByRole('region', { name: 'Summary' });
      // 2 × £96.00 + 4 × £38.00 + 1 × £64.00
      await summary.getByText('£408.00').waitFor();
      await summary.getByText('maria.lopez@example.com').waitFor();
      assert.match(await summary.innerText(), /Total items\s*7/);
      await page.getByText('Needs action').waitFor();
      const items = page.getByRole('region', { name: 'Line items', exact: true });
      await items.getByText(`${first.door.id}:${first.door.version}`).waitFor();
      assert.equal(await items.locator('tbody tr').count(), 3);
      await page.getByText(`uses Door 400 left v${first.door.version}; v${first.door.version + 1} is current.`).waitFor();
      assert.equal(await page.getByRole('link', { name: 'See what changed' }).getAttribute('href'), `/products/${first.door.id}?version=${first.door.version}`);
      // the configuration, names resolved, and its way back to the storefront
      await page.getByRole('heading', { name: 'Two-bay shelving with doors × 1' }).waitFor();
      await page.getByText('Door 400 left #0').waitFor();
      assert.match((await page.getByRole('link', { name: /on the storefront/ }).getAttribute('href')) ?? '', /^\/c\/[0-9a-f]{24}\?configuration=[0-9a-f]{24}$/);
      await page.getByRole('heading', { name: 'Shipping details' }).waitFor();
      await page.getByRole('heading', { name: 'Order providers' }).waitFor();
      await assertNoSidewaysScroll(page, width);
      await keepScreenshot(page, join(SHOTS, `order-${width}.png`), { fullPage: true });
      assert.deepEqual(await seriousAxeViolations(page), []);

      await page.getByRole('link', { name: 'Orders' }).first().click();
      await page.waitForURL('**/orders');
      assert.deepEqual(errors, []);
    });
  }

  it('an order in a work batch needs no action', async () => {
    await openOrders(1280, { fresh: false });
    await page.getByRole('button', { name: 'View details OA-1002' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order OA-1002' }).waitFor();
    await page.getByText('In work batch Week 47 panels').waitFor();
    assert.equal(await page.getByText('Needs action').count(), 0);
    // 1 × £180.00 + 1 × £140.00 + ceil(3 / 2) × £9.50
    await page.getByRole('region', { name: 'Summary' }).getByText('£339.00').waitFor();
  });
});
