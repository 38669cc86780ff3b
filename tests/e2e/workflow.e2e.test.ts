// The order workflow (issue 22 §5) in Chromium over the real server, as the demo admin: /workflow draws
// the demo's workflow; a state is added and the transitions changed so that a move an order could take
// (Picked → Fulfilled) no longer exists; after Save, the order's page no longer offers it and the API
// refuses it with a 409 naming it, while the new way through (Packed) works; the list's Move offers only it. One browser context, one
// page load; axe and 375 px on the editor and the order.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { gqlData } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results', 'workflow');

async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  assert.deepEqual(await seriousAxeViolations(page), [], `${name}: serious accessibility violations`);
  await assertNoSidewaysScroll(page, width);
}

describe('/workflow in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let orderId: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN, demoActivity: false });
    ({ browser, close: closeBrowser } = await launchChromium());
    const { orders } = await gqlData(server, '{ orders(filter: { reference: "OA-1001" }) { items { id } } }');
    orderId = orders.items[0].id;
    // OA-1001 has been paid and picked: Fulfilled is its next move under §4's workflow
    for (const state of ['paid', 'picked']) {
      const moved = await call(`${server.url}/api/orders/${orderId}`, { method: 'PATCH', json: { state } });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
    }
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  it('adds a state and reroutes a transition through it; the order is then refused the move it no longer has', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/workflow`);

    await page.getByRole('heading', { level: 1, name: 'Workflow' }).waitFor();
    await page.getByText('ORDER WORKFLOW').waitFor();
    const diagram = page.getByRole('group', { name: /^Order workflow diagram/ });
    await diagram.locator('[data-state="fulfilled"]').waitFor();
    assert.match((await diagram.getAttribute('aria-label'))!, /Transitions: Draft to Abandoned; Draft to Paid; Paid to Picked; Picked to Fulfilled\./);
    await checkScreen(page, '/workflow', 1280);
    await keepScreenshot(page, join(SHOTS, 'workflow-1280.png'), { fullPage: true });

    await page.getByRole('button', { name: 'Add state' }).click();
    await page.getByRole('textbox', { name: 'State name' }).fill('Packed');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await diagram.locator('[data-state="packed"]').waitFor();
    await page.getByRole('button', { name: 'Remove transition Picked → Fulfilled' }).click();
    const addTransition = page.getByRole('form', { name: 'Add transition' });
    for (const [from, to] of [['Picked', 'Packed'], ['Packed', 'Fulfilled']]) {
      await addTransition.getByRole('combobox', { name: 'From' }).selectOption({ label: from });
      await addTransition.getByRole('combobox', { name: 'To' }).selectOption({ label: to });
      await addTransition.getByRole('button', { name: 'Add transition' }).click();
    }
    assert.match((await diagram.getAttribute('aria-label'))!, /Paid to Picked; Picked to Packed; Packed to Fulfilled\.$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Orders follow the new workflow from now on.').waitFor();
    await page.getByRole('button', { name: 'Save' }).and(page.locator('[disabled]')).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await checkScreen(page, '/workflow at 375 px', 375);
    await keepScreenshot(page, join(SHOTS, 'workflow-375.png'), { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // to the order through the app: the menu, then its row
    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await keepScreenshot(page, join(SHOTS, 'orders-1280.png'), { fullPage: true });
    // the list's Move offers the one way on
    await page.getByRole('button', { name: 'Move OA-1001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move OA-1001' });
    await dialog.getByText('OA-1001 is Picked.', { exact: false }).waitFor();
    assert.deepEqual(await dialog.getByRole('group', { name: 'Move the order' }).getByRole('button').allInnerTexts(), ['Move to Packed']);
    assert.deepEqual(await seriousAxeViolations(page), [], 'the Move dialog: serious accessibility violations');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'View details OA-1001' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order OA-1001' }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Picked', { exact: true }).waitFor();
    const moves = summary.getByRole('group', { name: 'Move the order' });
    assert.deepEqual(await moves.getByRole('button').allInnerTexts(), ['Move to Packed']);

    // the server refuses the move it no longer has, naming it, and writes nothing
    const refused = await call(`${server.url}/api/orders/${orderId}`, { method: 'PATCH', json: { state: 'fulfilled' } });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'The order workflow does not allow Picked → Fulfilled.');

    await moves.getByRole('button', { name: 'Move to Packed' }).click();
    await summary.getByText('Packed', { exact: true }).waitFor();
    await moves.getByRole('button', { name: 'Move to Fulfilled' }).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await checkScreen(page, '/orders/{id} at 375 px', 375);
    await keepScreenshot(page, join(SHOTS, 'order-375.png'), { fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
