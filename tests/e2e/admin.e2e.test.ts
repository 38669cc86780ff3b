// The admin space, the frame's workspace strip and the subscription pages in Chromium (issue 22):
// as the demo admin at 375 px, every screen axe-checked, navigating inside the app; then the demo
// user and guest are offered nothing the server would refuse.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { DEMO_WORKSPACE } from '../../seeds/demo.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, navigateInApp, seriousAxeViolations, signIn } from '../support/browser.ts';
import { DEMO_ADMIN, DEMO_GUEST, DEMO_USER } from '../support/demo-users.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'test-results', 'admin');
const NEW_PASSWORD = 'Walnut-Works-2026';

/** In-app navigation, as a click on a link does: no reload, the guards run again. */
async function go(page: Page, path: string, heading: string): Promise<void> {
  await navigateInApp(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** axe finds nothing serious, and the page does not scroll sideways. */
async function checkScreen(page: Page, name: string): Promise<void> {
  assert.deepEqual(await seriousAxeViolations(page), [], `${name}: serious accessibility violations`);
  await assertNoSidewaysScroll(page, 375, name);
  await keepScreenshot(page, join(SHOTS, `${name}.png`), { fullPage: true });
}

/** Whether the page's browser is signed in (its cookies, through a real request). */
const sessionOf = async (page: Page, url: string) => (await (await page.request.get(`${url}/api/auth/session`)).json()) as { signedIn: boolean };

describe('the admin space in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  const contexts: BrowserContext[] = [];
  const newPage = async (email: string, width: number, password?: string) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, server.url, email, password);
    return page;
  };

  beforeAll(async () => {
    server = await startTestServer();
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await closeBrowser?.();
    await server?.close();
  });

  it('as the demo admin at 375 px: users, password and sessions, tokens, company details, a new workspace and the switch back', { timeout: 240_000 }, async () => {
    const page = await newPage(DEMO_ADMIN, 375);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/admin-space`);
    await page.getByRole('heading', { level: 1, name: 'Settings and Preferences' }).waitFor();
    await checkScreen(page, 'admin-space');

    // invite a user with a role; they accept; change the role; remove them
    await go(page, '/admin-space/users', 'Users');
    await page.getByLabel('E-mail addresses').fill('new.joiner@example.com');
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('Invited 1 new users').waitFor();
    const invitation = page.getByRole('listitem', { name: 'Invitation of new.joiner@example.com' });
    await invitation.getByText('editor').waitFor();
    await checkScreen(page, 'users');
    const [pending] = await server.model.identity.invitations.list({ ...(await server.model.directory.actorFor(DEMO_ADMIN)), via: 'session' });
    const accepted = await fetch(`${server.url}/api/users/invitations/${pending.code}/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: '' },
      body: JSON.stringify({ name: 'Nia Joiner', password: 'Joiner-Pass-1' }),
    });
    assert.equal(accepted.status, 200);
    await go(page, '/admin-space', 'Settings and Preferences');
    await go(page, '/admin-space/users', 'Users');
    const joiner = page.getByRole('listitem', { name: 'Nia Joiner' });
    const role = joiner.getByRole('combobox', { name: 'Role of Nia Joiner' });
    assert.equal(await role.inputValue(), 'editor');
    await role.selectOption('user');
    await page.waitForFunction(async () => {
      const members = (await (await fetch('/api/users')).json()) as { email: string; roles: string[] }[];
      return members.find((m) => m.email === 'new.joiner@example.com')?.roles.join() === 'user';
    });
    await joiner.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
    await joiner.waitFor({ state: 'detached' });

    // the password changes: the session of another browser ends, this one goes on
    const elsewhere = await newPage(DEMO_ADMIN, 1280);
    assert.equal((await sessionOf(elsewhere, server.url)).signedIn, true);
    await go(page, '/admin-space/preferences/security', 'Security');
    await page.getByRole('listitem', { name: /on / }).nth(1).waitFor();
    await page.getByText('This session').waitFor();
    await checkScreen(page, 'security');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your other sessions have ended').waitFor();
    assert.equal((await sessionOf(elsewhere, server.url)).signedIn, false, 'the other browser is signed out');
    assert.equal((await sessionOf(page, server.url)).signedIn, true, 'this browser stays signed in');
    await page.getByRole('button', { name: 'Sign out all other sessions' }).waitFor({ state: 'detached' });

    // a personal API token, shown once, used against the API
    await page.getByLabel('Token name').fill('ERP export');
    await page.getByRole('combobox', { name: 'Scope' }).selectOption('read');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('new-token').innerText()).trim();
    assert.match(token, /^jny_/);
    const asToken = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(asToken.status, 200);
    assert.equal((await asToken.json()).email, DEMO_ADMIN);
    const write = await fetch(`${server.url}/api/users/me/preferences`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    assert.equal(write.status, 403, 'a read token may not write');
    await page.getByRole('listitem', { name: 'Token ERP export' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('listitem', { name: 'Token ERP export' }).waitFor({ state: 'detached' });
    assert.equal((await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status, 401);

    // the other screens of the menu open and pass axe
    for (const [path, heading] of [
      ['/admin-space/preferences', 'Preferences'],
      ['/admin-space/profile', 'Profile'],
      ['/admin-space/billing', 'Billing'],
      ['/admin-space/company-settings', 'Company Settings'],
      ['/subscription', 'Subscription Plan'],
      ['/subscription/upgrade', 'Upgrade'],
    ] as const) {
      await go(page, path, heading);
      if (path === '/admin-space/billing') await page.getByText('Configurators').waitFor();
      if (path === '/subscription') await page.getByRole('button', { name: 'Contact Us' }).waitFor();
      await checkScreen(page, path.slice(1).replaceAll('/', '-'));
    }

    // the company's details: address, VAT number and default currency, saved as a new version of its resource
    await go(page, '/admin-space/company-settings/details', 'Details');
    await page.getByLabel('Address').fill('12 Kelham Island, Sheffield S3 8RY');
    await page.getByLabel('VAT number').fill('GB123456789');
    await page.getByLabel('Default currency').fill('EUR');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company details saved successfully').waitFor();
    await checkScreen(page, 'company-details');
    const admin = await server.model.directory.actorFor(DEMO_ADMIN);
    const [company] = (await server.model.resources.list(admin, 'companies', { limit: 1 })).items;
    const saved = await server.model.reads.head(admin, (await import('../../rest/model/kinds/registry.ts')).requireKind('companies') as never, company.id);
    assert.deepEqual(
      { address: saved.document.address, vatNumber: saved.document.vatNumber, currency: saved.document.currency },
      { address: '12 Kelham Island, Sheffield S3 8RY', vatNumber: 'GB123456789', currency: 'EUR' },
    );

    // a new workspace: its creator is its admin, and the app switches there through /wait
    await go(page, '/admin-space/new-workspace', 'New Workspace');
    await checkScreen(page, 'new-workspace');
    await page.getByLabel('Workspace name').fill('Walnut Works');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByText('Switched to Walnut Works workspace').waitFor();
    await page.getByText('Workspace Changed').first().waitFor();
    await page.waitForURL(/\/dashboard$/);
    // the strip (in the drawer at 375 px) shows both workspaces; switching back greets the same way
    await page.getByRole('button', { name: 'Open menu' }).click();
    const strip = page.getByRole('navigation', { name: 'Workspaces' });
    await strip.getByRole('img', { name: 'Walnut Works (current workspace)' }).waitFor();
    await strip.getByRole('button', { name: `Switch to ${DEMO_WORKSPACE.name}` }).click();
    await page.getByText(`Switched to ${DEMO_WORKSPACE.name} workspace`).waitFor();
    assert.deepEqual(errors, [], 'no console errors');
  });

  it('as the demo user and guest: no action is offered that the server would refuse', { timeout: 120_000 }, async () => {
    const user = await newPage(DEMO_USER, 1280);
    const userErrors = collectErrors(user);
    await user.goto(`${server.url}/products`);
    const table = user.getByRole('table', { name: 'Products' });
    await table.locator('tbody tr').nth(1).waitFor();
    // the user owns none of the demo's products: they may duplicate them, not edit or delete them
    assert.equal(await table.getByRole('button', { name: /^Delete / }).count(), 0);
    assert.equal(await table.getByRole('button', { name: /^Edit / }).count(), 0);
    assert.ok((await table.getByRole('button', { name: /^Duplicate / }).count()) > 0);
    await go(user, '/admin-space/users', 'Users');
    await user.getByText('Only admins manage users').waitFor();
    await go(user, '/subscription', 'Subscription Plan');
    assert.equal(await user.getByRole('button', { name: /^(Switch|Upgrade)$/ }).count(), 0, 'only admins change the plan');
    await checkScreen(user, 'subscription-user');
    assert.deepEqual(userErrors, []);

    // the guest in the user's tab, once it has forgotten the user: a tab's first load is its costliest
    await user.context().clearCookies();
    await user.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await user.setViewportSize({ width: 375, height: 900 });
    await signIn(user, server.url, DEMO_GUEST);
    const guest = user;
    const guestErrors = collectErrors(guest);
    await guest.goto(`${server.url}/products`);
    await guest.getByText('No products are shared with you').waitFor();
    assert.equal(await guest.getByText('Add your first product').count(), 0, 'a guest is not told the workspace has no products');
    await go(guest, '/configurators', 'Configurators');
    await guest.getByText(/No configurators are shared with you|Showing/).first().waitFor();
    assert.equal(await guest.getByRole('button', { name: /New configurator/ }).count(), 0);
    await go(guest, '/admin-space/billing', 'Billing');
    await guest.getByText('Its admins manage billing.').waitFor();
    await checkScreen(guest, 'billing-guest');
    assert.deepEqual(guestErrors, []);
  });
});
