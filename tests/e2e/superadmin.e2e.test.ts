// The superadmin space in Chromium (issue 22 §4): the demo's superadmin, at 375 px, lists the workspaces,
// changes Birch & Co's plan and sees its limits change at once; the configurators and tasks screens
// open inside the app. Every screen is axe-checked and fits 375 px. One page load, then in-app navigation.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { TEAM_USERS } from '../../seeds/joinery-team.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, navigateInApp, seriousAxeViolations, signIn } from '../support/browser.ts';
import { BIRCH_ADMIN } from '../support/demo-users.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'test-results', 'superadmin');
const SUPERADMIN = TEAM_USERS[0].email;
const WIDTH = 375;

/** axe finds nothing serious, and the page does not scroll sideways at 375 px. */
async function checkScreen(page: Page, name: string): Promise<void> {
  assert.deepEqual(await seriousAxeViolations(page), [], `${name}: serious accessibility violations`);
  await assertNoSidewaysScroll(page, WIDTH);
  await keepScreenshot(page, join(SHOTS, `${name}.png`), { fullPage: true });
}

/** In-app navigation, as a click on a menu link does, to the screen with this heading. */
async function go(page: Page, path: string, heading: string): Promise<void> {
  await navigateInApp(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the superadmin space in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    server = await startTestServer();
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  it('lists the workspaces, changes a plan and shows the new limits at once; configurators and tasks open', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, server.url, SUPERADMIN);
    await page.goto(`${server.url}/superadmin`);
    await page.getByRole('heading', { level: 1, name: 'Superadmin Space' }).waitFor();
    await page.getByText('3 workspaces: plans, usage, suspension').waitFor();
    await checkScreen(page, 'home');

    await page.getByRole('link', { name: 'Workspaces' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'Workspaces' }).waitFor();
    const birch = page.getByRole('row').filter({ hasText: 'Birch & Co' });
    await birch.getByText('Configurators: 0 of 1').waitFor();
    await page.getByText('Showing 1 to 3 of 3 entries').waitFor();
    await checkScreen(page, 'workspaces');

    await birch.getByRole('button', { name: 'Change plan Birch & Co' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change the plan of Birch & Co' });
    await dialog.getByRole('combobox', { name: 'Plan' }).selectOption('GROWTH');
    await checkScreen(page, 'change-plan');
    await dialog.getByRole('button', { name: 'Change plan' }).click();
    await page.getByText('Birch & Co is on the Growth plan').waitFor();
    // the row shows the new plan's limits, read again from the server
    await birch.getByText('Configurators: 0 of 5').waitFor();
    await birch.getByText('Users: 1 of 25').waitFor();
    await birch.getByText('Growth', { exact: true }).waitFor();
    const { body: billing } = await call(`${server.url}/api/billing`, { as: BIRCH_ADMIN });
    assert.deepEqual([billing.plan, billing.limits.maxConfigurators], ['GROWTH', 5], "Birch & Co's own billing has the new plan at once");

    await go(page, '/superadmin/configurators', 'Configurators');
    const shelving = page.getByRole('row').filter({ hasText: 'Shelving configurator' });
    await shelving.getByRole('link', { name: 'Open the storefront of Shelving configurator in a new tab' }).waitFor();
    assert.match((await shelving.getByRole('link').getAttribute('href')) ?? '', /^\/c\/[0-9a-f]{24}$/);
    await checkScreen(page, 'configurators');

    await go(page, '/superadmin/tasks', 'Tasks');
    await page.getByRole('table', { name: 'Tasks' }).waitFor();
    await page.getByRole('table', { name: 'Tasks' }).and(page.locator('[aria-busy="false"]')).waitFor();
    await checkScreen(page, 'tasks');
    assert.deepEqual(errors, []);
    await context.close();
  });

});
