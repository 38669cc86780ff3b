// The dashboard (issue 20 §2, application.md §2.7) in Chromium over the real server and the demo seeds
// (with their 90 days of storefront activity), signed in as the demo admin, in one browser context:
// the welcome pop-up on the first visit and never again, a non-empty graph and top lists, an installed
// integration's tile leading to its form, the tour over the real cards, a storefront order placed through
// the public REST API moving today's figures, at most 3 GraphQL requests for the dashboard, no console
// errors and no serious axe violations at 1280 and 375 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { w } from '../../rest/store/port.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results', 'dashboard');
/** what the frame asks for on any screen; everything else a dashboard visit asks is the dashboard's */
// the frame's own: the signed-in user, the live feed's support check and the bell's first read
const FRAME_OPERATIONS = new Set(['MeDetails', 'SubscriptionSupport', 'Bell']);

/** The GraphQL operations the page asks for from now on, by name. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    names.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?');
  });
  return names;
}

/** A desk ordered on the demo's desk configurator by e-mail, as a customer's browser would: save, then order. */
async function orderADesk(server: TestServer): Promise<number> {
  const api = `${server.url}/api/published/configurator`;
  const desk = (await server.store.find('publishedconfigurators')).find((h) => h.document.title === 'Desk configurator')!;
  const view = await call(`${api}/${desk.id}`, { as: null });
  const byName = (name: string) => Object.values(view.body.offer.modules as Record<string, { id: string; version: number; name: string }>).find((m) => m.name === name)!;
  const modules = ['Desk top 1200', 'Leg frame'].map((name) => ({ module: `${byName(name).id}:${byName(name).version}`, instance: 0 }));
  const saved = await call(`${api}/${desk.id}/configurations`, { method: 'POST', json: { modules }, as: null });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  const placed = await call(`${api}/${desk.id}/orders`, { method: 'POST', json: { configuration: { id: saved.body.id, version: saved.body.version }, email: 'dashboard@example.com' }, as: null });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  return placed.body.totalPrice;
}

/** The figure under a label of Activity Today ('Orders today' → '3'). */
async function activityFigure(page: Page, label: string): Promise<string> {
  const activity = page.locator('[data-tour="activity"]');
  return (await activity.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

describe('/dashboard in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let exportId: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN });
    // the demo's team has seen the welcome pop-up (seeds/load.ts); this admin comes to the dashboard for the first time
    await server.store.update('users', w.eq('id', DEMO_ADMIN), { unset: ['welcomeShown'] });
    // an installed integration for the tiles (the demo has none)
    const admin = await server.model.directory.actorFor(DEMO_ADMIN);
    exportId = (await server.model.integrations.installed.install(admin, 'demo', { type: 'export', name: 'Orders export', settings: { dataset: 'orders', format: 'csv', schedule: 'none' } })).id;
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  it("welcomes once, shows the demo's activity, moves today's figures with a new order, in at most 3 GraphQL requests, at 1280 and 375 px", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    const errors = collectErrors(page);
    const operations = recordOperations(page);
    await page.goto(`${server.url}/dashboard`);

    // the welcome pop-up, the first time only
    const welcome = page.getByRole('dialog', { name: 'Welcome to Joinery' });
    await welcome.waitFor();
    assert.equal(await welcome.getByRole('textbox', { name: 'Workspace name' }).inputValue(), 'Oak & Ash');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await welcome.getByRole('button', { name: 'Later' }).click();
    await welcome.waitFor({ state: 'hidden' });
    assert.equal(await page.title(), 'Oak & Ash | Joinery');
    await page.getByRole('heading', { level: 1, name: 'OAK & ASH' }).waitFor();
    await page.getByText('Hello, Ada Admin').waitFor();

    // the demo's 90 days: a graph and top lists with entries
    const graph = page.getByRole('table', { name: 'Configurations created, last 7 Days' });
    await graph.locator('tbody tr').first().waitFor({ state: 'attached' });
    const counts = (await graph.locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
    assert.equal(counts.length, 7);
    assert.ok(counts.reduce((a, b) => a + b, 0) > 0, `configurations were created in the last 7 days: ${counts}`);
    // and the drawn bars (their own chunk)
    await page.locator('[data-tour="configurations-created"] .recharts-bar-rectangle').first().waitFor();
    for (const list of ['Top countries', 'Top browsers', 'Top operating systems', 'Top UTM sources', 'Top products']) {
      const items = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
      await items.first().waitFor();
      assert.ok((await items.count()) <= (list === 'Top countries' ? 10 : list === 'Top browsers' ? 7 : 5), list);
    }
    await page.getByRole('link', { name: 'Add an integration' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Orders export' }).getAttribute('href'), `/integrations?configure=${exportId}`);
    await page.getByRole('table', { name: 'Product List' }).getByRole('row').nth(1).waitFor();
    const dashboardOperations = operations.filter((name) => !FRAME_OPERATIONS.has(name));
    assert.ok(dashboardOperations.length <= 3, `the dashboard asked ${dashboardOperations.join(', ')}`);
    assert.ok(dashboardOperations.includes('MarkWelcomeShown'));
    await keepScreenshot(page, join(SHOTS, 'dashboard-1280.png'), { fullPage: true });
    assert.deepEqual(await seriousAxeViolations(page), []);

    // the range changes the graph
    await page.getByRole('button', { name: '12 Months' }).click();
    await page.getByRole('table', { name: 'Configurations created, last 12 Months' }).locator('tbody tr').nth(11).waitFor({ state: 'attached' });

    // the tour steps over the real cards
    await page.getByRole('button', { name: 'Take the tour' }).click();
    const step = page.locator('.driver-popover');
    await step.getByText('Activity Today').waitFor();
    await step.getByRole('button', { name: /Next/ }).click();
    await step.getByText('Configurators', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await step.waitFor({ state: 'hidden' });

    // a customer orders on the storefront: today's figures move when the dashboard is opened again
    const ordersBefore = Number(await activityFigure(page, 'Orders today'));
    const salesBefore = pounds(await activityFigure(page, "Today's sales"));
    const total = await orderADesk(server);
    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    operations.length = 0;
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForFunction((before) => {
      const dt = [...document.querySelectorAll('[data-tour="activity"] dt')].find((d) => d.textContent === 'Orders today');
      return Number(dt?.nextElementSibling?.textContent) === before + 1;
    }, ordersBefore);
    assert.equal(pounds(await activityFigure(page, "Today's sales")), Math.round((salesBefore + total) * 100) / 100);
    const again = operations.filter((name) => !FRAME_OPERATIONS.has(name));
    assert.ok(again.length <= 3, `the dashboard asked ${again.join(', ')}`);
    // shown once: not on this visit
    assert.equal(await page.getByRole('dialog', { name: 'Welcome to Joinery' }).count(), 0);

    // 375 px
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { level: 1, name: 'OAK & ASH' }).waitFor();
    await assertNoSidewaysScroll(page, 375);
    await keepScreenshot(page, join(SHOTS, 'dashboard-375.png'), { fullPage: true });
    assert.deepEqual(await seriousAxeViolations(page), []);

    // a new visit: still no pop-up
    await page.reload();
    await page.getByRole('heading', { name: 'Activity Today' }).waitFor();
    await page.getByRole('table', { name: 'Latest orders' }).waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Welcome to Joinery' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
