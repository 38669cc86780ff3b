// The customers and activity screens (issue 20 §4, §5; application.md §2.8, §2.9, §5, §6, §8) in
// Chromium over the real server and the demo seeds, signed in as the demo admin: a customer made on the
// storefront is listed and found, their detail shows the session (place, address, browser, system),
// the order and the configuration opening on the configurator's domain; the invite modal's rules and
// texts end in a real guest invitation; /activity shows the order and the invitation; an unknown
// customer goes to /404; at 1280 and 375 px, without console errors or serious axe violations.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, navigateInApp, seriousAxeViolations, signIn } from '../support/browser.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { makeStorefrontCustomer, type StorefrontCustomer } from '../support/storefront-customer.ts';

const SHOTS = join(ROOT, 'test-results', 'customers');
const ROSA = 'rosa.e2e@workshop.example';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
/** an address geoip-lite places in St Albans, England */
const UK_ADDRESS = '81.2.69.142';

async function looksRight(page: Page, name: string, width: number) {
  await assertNoSidewaysScroll(page, width);
  await keepScreenshot(page, join(SHOTS, `${name}-${width}.png`), { fullPage: true });
  assert.deepEqual(await seriousAxeViolations(page), [], `${name} at ${width} px`);
}

describe('/customers, /customers/{email} and /activity in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let rosa: StorefrontCustomer;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN, env: { TRUST_PROXY: 'true' } });
    rosa = await makeStorefrontCustomer(server, { email: ROSA, name: 'Rosa Workshop' }, { address: UK_ADDRESS, userAgent: FIREFOX_ON_LINUX });
    ({ browser, close: closeBrowser } = await launchChromium());
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    errors = collectErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await closeBrowser?.();
    await server?.close();
  });

  it('lists the customers with the top lists, and finds one by search', async () => {
    await page.goto(`${server.url}/customers`);
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByText('Rosa Workshop').waitFor();
    await table.getByText('customer@oakandash.example').waitFor();
    const tops = page.getByRole('region', { name: 'Top lists' });
    // Rosa's visit from England in Firefox is counted
    await tops.getByText('United Kingdom').waitFor();
    await tops.getByText('Firefox').waitFor();
    await looksRight(page, 'customers', 1280);
    await page.getByRole('searchbox', { name: 'Search customers by name or e-mail' }).fill('ROSA');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    assert.equal(await table.locator('tbody tr').count(), 1);
    await page.getByRole('combobox', { name: 'Signed up' }).selectOption({ label: 'Today' });
    await table.getByText('Rosa Workshop').waitFor();
  });

  it("the invite modal: §5's rules and texts, then a real guest invitation to the configurator's domain", async () => {
    await page.getByRole('button', { name: 'Invite customers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite customers' });
    await dialog.waitFor();
    const emails = dialog.getByRole('textbox', { name: 'Emails' });
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('Please enter at least one email.').waitFor();
    await page.getByText('No Emails Provided').waitFor();
    // the space key commits; a wrong entry is refused, a duplicate dropped, a customer already in dropped with §5's text
    await emails.pressSequentially('not-an-address ');
    await dialog.getByText('"not-an-address" is not a valid email').waitFor();
    await emails.pressSequentially(`${ROSA} `);
    await dialog.getByText(`"${ROSA}" has already been invited.`).waitFor();
    await emails.pressSequentially('new.customer@workshop.example new.customer@workshop.example ');
    await dialog.getByText('new.customer@workshop.example', { exact: true }).waitFor();
    assert.equal(await dialog.getByText('new.customer@workshop.example', { exact: true }).count(), 1);
    await looksRight(page, 'invite', 1280);
    await dialog.getByRole('combobox', { name: 'Configurator' }).selectOption({ label: 'Shelving configurator (configure.oakandash.co.uk)' });
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('They will receive an invitation soon!').waitFor();
    await page.getByText('Invitation Sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const pending = (await call(`${server.url}/api/users/invitations`)).body.find((i: { email: string }) => i.email === 'new.customer@workshop.example');
    assert.deepEqual([pending.roles, pending.domain], [['guest'], 'configure.oakandash.co.uk']);
  });

  it("a customer's detail: profile, the session's place, address, browser and system, the order, the configuration on the configurator's domain", async () => {
    await page.getByRole('button', { name: 'View details Rosa Workshop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rosa Workshop' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/customers/${encodeURIComponent(ROSA)}`);
    const profile = page.getByRole('table', { name: 'Customer' });
    await profile.getByText('Storefront').waitFor();
    await profile.getByText('guest').waitFor();
    const session = page.getByRole('table', { name: 'Sessions' }).locator('tbody tr').first();
    for (const text of ['St Albans', 'ENG', UK_ADDRESS, 'Firefox 121', 'Linux']) await session.getByText(text, { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: rosa.order.reference }).waitFor();
    const open = page.getByRole('table', { name: 'Configurations' }).getByRole('link', { name: /Open .* in a new tab/ });
    assert.equal(await open.getAttribute('target'), '_blank');
    const link = new URL((await open.getAttribute('href'))!);
    assert.equal(`${link.host}${link.pathname}`, `configure.oakandash.co.uk/c/${rosa.configurator}`);
    assert.equal(link.searchParams.get('configuration'), `${rosa.saved.id}:${rosa.saved.version}`);
    await looksRight(page, 'customer', 1280);
  });

  it('/activity shows the order and the invitation, who and when, with links', async () => {
    await navigateInApp(page, '/activity');
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByText(`placed order ${rosa.order.reference}`).waitFor();
    await page.getByText('invited new.customer@workshop.example as guest').waitFor();
    const order = page.getByRole('listitem').filter({ hasText: `placed order ${rosa.order.reference}` });
    await order.getByText('Rosa Workshop').waitFor();
    assert.equal(await order.getByRole('link', { name: 'View' }).getAttribute('href'), `/orders/${rosa.order.id}`);
    assert.equal(await page.getByText('No Activity').count(), 0);
    // below, the admin's own account (GET /api/users/me/activity): the sign-in of this test and the invitation sent
    const mine = page.getByRole('region', { name: 'Your account' });
    await mine.getByText('Signed in').first().waitFor();
    await mine.getByText('new.customer@workshop.example').waitFor();
    await looksRight(page, 'activity', 1280);
  });

  it('at 375 px: the list, a detail and the timeline fit; an unknown customer goes to /404', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await looksRight(page, 'activity', 375);
    await navigateInApp(page, '/customers');
    await page.getByRole('table', { name: 'Customers' }).getByText('Rosa Workshop').waitFor();
    await looksRight(page, 'customers', 375);
    await page.getByRole('button', { name: 'View details Rosa Workshop' }).click();
    await page.getByRole('table', { name: 'Sessions' }).waitFor();
    await looksRight(page, 'customer', 375);
    await navigateInApp(page, '/customers/nobody@nowhere.example');
    await page.waitForURL(`${server.url}/404`);
    assert.deepEqual(errors, []);
  });
});
