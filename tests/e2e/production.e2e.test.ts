// Orders to production and the production screens (issue 19 §2, §4; application.md §2.10) in Chromium
// over the real server and the demo seeds, signed in as the demo admin, in one browser context moving
// by clicks: two orders sent from the orders list (one of them in 'Week 47 panels' already, so the
// question comes first), the new batch's tabs, a metric popup with its columns, Nesting Data with its
// sheets and the saving, and the production list with its summary and filters; at 1280 and 375 px,
// without console errors or serious axe violations.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results', 'production');

async function checkPage(page: Page, name: string) {
  await keepScreenshot(page, join(SHOTS, `${name}.png`), { fullPage: true });
  assert.deepEqual(await seriousAxeViolations(page), [], name);
}

describe('orders to production in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN });
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  it('sends two orders to production, lands on the new batch, and shows its parts, metrics, nesting and the list', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/orders`);

    // OA-1001 needs action; OA-1002 is in 'Week 47 panels', so sending it again asks first
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('row').filter({ hasText: 'OA-1001' }).getByText('needs action').waitFor();
    await page.getByRole('checkbox', { name: 'Select OA-1001' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Select OA-1002' }).check({ force: true });
    await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: 'Send to production' }).click();
    const question = page.getByRole('alertdialog', { name: 'Already in production' });
    await question.getByText('OA-1002 is already in work batch Week 47 panels.').waitFor();
    await question.getByRole('button', { name: 'Send again' }).click();
    await page.waitForURL(/\/production\/[0-9a-f]{24}$/);

    await page.getByRole('heading', { level: 1, name: 'Work Batch' }).waitFor();
    await page.getByText('READY FOR PRODUCTION').waitFor();
    const summary = page.getByRole('region', { name: 'Summary', exact: true });
    await summary.getByText('IN PRODUCTION').waitFor();
    assert.deepEqual(await summary.getByRole('columnheader').allInnerTexts(), ['Batch ID', 'Status', 'Progress', 'Orders', 'Items', 'Expected Completion']);
    const batchOrders = page.getByRole('table', { name: 'Orders table' });
    await batchOrders.getByText('OA-1001').waitFor();
    await batchOrders.getByText('OA-1002').waitFor();
    // both moved to processing
    assert.equal(await batchOrders.getByText('processing').count(), 2);

    // a tab per group, '{count} Panel Parts' first, open with its parts
    const panelTab = page.getByRole('heading', { level: 3, name: /^\d+ Panel Parts$/ });
    await panelTab.waitFor();
    const panelTitle = (await panelTab.innerText()).trim();
    const panels = page.getByRole('table', { name: `${panelTitle} table` });
    assert.deepEqual((await panels.getByRole('columnheader').allInnerTexts()).slice(1), ['Product', 'Part', 'Configuration', 'Actions']);
    await panels.getByText('Side/Board').first().waitFor();
    await checkPage(page, 'batch-1280');

    // the group's data: Min, Mean, Max and Value at first, other columns on request
    await page.getByRole('button', { name: `Data of ${panelTitle}` }).click();
    const popup = page.getByRole('dialog', { name: `Metrics of ${panelTitle}` });
    await popup.getByRole('row', { name: /^area / }).waitFor();
    assert.deepEqual(await popup.getByRole('columnheader').allInnerTexts(), ['Metric', 'Min', 'Max', 'Mean', 'Value']);
    await popup.getByText('4 columns selected').waitFor();
    await popup.getByText('Sum', { exact: true }).click();
    await popup.getByText('5 columns selected').waitFor();
    assert.deepEqual(await popup.getByRole('columnheader').allInnerTexts(), ['Metric', 'Sum', 'Min', 'Max', 'Mean', 'Value']);
    await checkPage(page, 'metrics-1280');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });

    // Nesting Data: sheets per material, what nesting each order alone would use, the drawings
    await page.getByRole('button', { name: 'Nesting Data' }).first().click();
    const nesting = page.getByRole('region', { name: `Nesting Data of ${panelTitle}` });
    const oak = nesting.getByRole('group', { name: 'Nesting of Oak veneered MDF 18 mm' });
    await oak.getByText('Sheets used').waitFor();
    await oak.getByText('Each order alone').waitFor();
    await oak.getByText('Saved by batching').waitFor();
    assert.ok((await nesting.getByRole('img', { name: /^Oak veneered MDF 18 mm, sheet 1 of \d+/ }).count()) === 1);
    await nesting.getByRole('button', { name: 'Download cut list (CSV)' }).waitFor();
    await checkPage(page, 'nesting-1280');

    // at 375 px: nothing scrolls sideways, and it still reads well
    await page.setViewportSize({ width: 375, height: 800 });
    await assertNoSidewaysScroll(page, 375);
    await checkPage(page, 'batch-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // the list: the summary counts the batches, filters narrow them on the server
    await page.getByRole('link', { name: 'Production' }).first().click();
    await page.waitForURL('**/production');
    await page.getByRole('heading', { level: 1, name: 'Production' }).waitFor();
    const totals = page.getByRole('region', { name: 'Production summary' });
    await totals.getByText('Total batches').waitFor();
    assert.match(await totals.innerText(), /Total batches\s*2/);
    const list = page.getByRole('table', { name: 'Production Work Batches' });
    await list.getByRole('link', { name: 'Week 47 panels' }).waitFor();
    assert.equal(await list.locator('tbody tr').count(), 2);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('done');
    await list.getByText('No data available').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('inProgress');
    await page.getByRole('combobox', { name: 'Created' }).selectOption('today');
    await list.getByRole('link', { name: 'Week 47 panels' }).waitFor();
    await checkPage(page, 'production-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await assertNoSidewaysScroll(page, 375);
    await checkPage(page, 'production-375');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
