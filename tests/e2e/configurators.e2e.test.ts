// Configurators in Chromium, signed in as the demo editor, starting on the demo's own plan (STARTUP:
// 2 configurators, both used): the plan refuses a third in the server's words and the editor may not
// delete the admin's draft; after an upgrade a new configurator is created, configured (a composition
// refused, then previewed as customers read it, and saved), published with its address copied, refused
// publishing on GROWTH, duplicated as a draft at a numbered address and the copy deleted (another
// configurator's domain refused beside its field on the way); back on STARTUP one too many is
// refused again. Screenshots at 1280 and 375 px, light and dark, in test-results/configurators/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROOT } from '../../rest/paths.ts';
import { DEMO_USERS } from '../../seeds/demo.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn, untilNothingLoads } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'test-results', 'configurators');
const EDITOR = DEMO_USERS.find((u) => u.role === 'editor')!.email;

describe('/configurators in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let created: string;

  const setPlan = (plan: string) => server.store.update('workspaces', { op: 'eq', field: 'id', value: 'demo' }, { set: { plan } });
  const api = async (path: string) => (await fetch(`${server.url}/api${path}`)).json();
  const shot = (name: string) => keepScreenshot(page, join(SHOTS, `${name}.png`), { fullPage: true });
  const noSidewaysScroll = () => assertNoSidewaysScroll(page);

  /** the New configurator dialog, filled in and sent; it stays open when the server refuses */
  const create = async (name: string, product: string) => {
    // buttons at the top right are pressed from the keyboard throughout: a toast may lie over them, and it
    // stays while the pointer rests on it
    await page.getByRole('button', { name: 'New configurator' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New configurator' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Product').selectOption({ label: product });
    await dialog.getByText(/^Address: https:\/\/[a-z-]+\.oak-and-ash\.joinery\.app\/ /).waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    return dialog;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ plan: 'STARTUP' });
    ({ browser, close: closeBrowser } = await launchChromium());
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    await signIn(page, server.url, EDITOR);
    errors = collectErrors(page);
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  it('lists the configurators, and the plan refuses a third one in the server’s words', async () => {
    await page.goto(`${server.url}/configurators`);
    const table = page.getByRole('table', { name: 'Configurators' });
    await table.getByRole('cell', { name: 'Shelving configurator', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'Desk configurator', exact: true }).waitFor();
    await page.getByText('Showing 1 to 2 of 2 entries').waitFor();
    // both demo configurators are published (issue 18: both are open to customers)
    assert.equal(await table.getByText('Published').count(), 2);
    await page.getByText('Publish your first configurator').waitFor({ state: 'detached' });
    await shot('list-1280');
    assert.deepEqual(await seriousAxeViolations(page), []);

    const dialog = await create('Wardrobe configurator', 'Home office desk');
    await dialog.getByText('Address: https://wardrobe.oak-and-ash.joinery.app/ (you can change it in General)').waitFor();
    await dialog.getByText('Configurator not created').waitFor();
    await dialog.getByText('Your Startup plan allows 2 configurators. Upgrade to add more.').waitFor();
    // the refusal offers its way out (issue 22 §2)
    assert.equal(await dialog.getByRole('link', { name: 'See the plans' }).getAttribute('href'), '/subscription');
    await shot('plan-refuses-a-third-1280');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await api('/publishedconfigurators')).total, 2, 'nothing was created');

    // duplicating would make a third as well
    await page.getByRole('button', { name: 'Duplicate Desk configurator', exact: true }).press('Enter');
    await page.getByText('Error duplicating configurator').waitFor();
    await page.getByText('Your Startup plan allows 2 configurators. Upgrade to add more.').first().waitFor();
  });

  it('is not offered Delete of what an admin owns; after an upgrade creates a new configurator', async () => {
    // an editor may edit the admin's configurators but not delete them (issue 22 §2: only what the role may do)
    await page.getByRole('button', { name: 'Edit Desk configurator', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Delete Desk configurator', exact: true }).count(), 0);

    // the workspace is upgraded (plans change through the superadmin, decision 15 of issue 7)
    await setPlan('ENTERPRISE');
    await create('Wardrobe configurator', 'Home office desk');
    await page.waitForURL(/\/configurators\/[0-9a-f]{24}\/general$/);
    created = /\/configurators\/([0-9a-f]{24})\//.exec(page.url())![1];
    await page.getByRole('heading', { level: 1, name: 'Wardrobe configurator' }).waitFor();
    await page.getByText('Customers can open it at https://wardrobe.oak-and-ash.joinery.app/ once it is published.').waitFor();
    assert.equal(await page.title(), 'General | Joinery');
  });

  it('configures the product: an inverted range is refused, a valid rule is previewed as customers see it and saved', async () => {
    const composition = page.getByLabel('Composition').first();
    assert.equal(await composition.inputValue(), '1');
    await composition.fill('5:2');
    await page.getByText('Invalid value').first().waitFor();
    await page.getByText('The composition is an inverted range: the minimum 5 is more than the maximum 2.').waitFor();
    const preview = page.getByRole('region', { name: 'As customers see it' });
    await preview.getByText('Invalid value').waitFor();

    await composition.fill('1:2');
    await page.getByText('Customers see: Select 1, up to 2').waitFor();
    await preview.getByText('Select 1, up to 2').waitFor();
    await page.getByLabel('Add a module to Storage').selectOption({ label: 'Shelf 800' });
    await page.getByRole('button', { name: 'Remove Shelf 800 from Storage' }).waitFor();
    await preview.getByText('Drawer unit 800, Shelf 800').waitFor();

    const productForm = page.getByRole('form', { name: 'Product' });
    await productForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your changes are saved').first().waitFor();
    const configurator = await api(`/publishedconfigurators/${created}`);
    const product = await api(`/products/${configurator.document.product.id}`);
    assert.equal(configurator.document.product.version, product.head, 'the configurator offers the product version just saved');
    assert.deepEqual(
      product.document.categoryModules.map((c: any) => [c.category, c.composition ?? '', c.modules.length]),
      [['Top', '1:2', 1], ['Leg frame', '1', 1], ['Storage', '0:1', 2], ['Handles', '0:4', 1]],
    );
  });

  it('sets login, features and images in the global settings', async () => {
    await page.getByRole('navigation', { name: 'Global settings' }).getByRole('link', { name: 'Authentication' }).click();
    await page.getByLabel('Login type').selectOption('Required');
    await page.getByLabel('Signup type').selectOption('Invitation');
    await page.getByRole('form', { name: 'Authentication' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your changes are saved').first().waitFor();

    await page.getByRole('navigation', { name: 'Global settings' }).getByRole('link', { name: 'Features' }).click();
    await page.getByText('Show prices').click();
    await page.getByText('Online ordering').click();
    await page.getByRole('form', { name: 'Features' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(async (url) => (await (await fetch(url)).json()).document.features?.prices === true, `${server.url}/api/publishedconfigurators/${created}`);

    await page.getByRole('navigation', { name: 'Global settings' }).getByRole('link', { name: 'Images' }).click();
    const logo = page.getByLabel('Logo');
    await logo.fill('not an address');
    await logo.blur();
    await page.getByText('Invalid value').waitFor();
    await logo.fill('/media/overview-poster.svg');
    await page.getByRole('form', { name: 'Images' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(async (url) => (await (await fetch(url)).json()).document.images?.logo === '/media/overview-poster.svg', `${server.url}/api/publishedconfigurators/${created}`);

    const { document } = await api(`/publishedconfigurators/${created}`);
    assert.deepEqual(document.auth, { loginType: 'Required', signupType: 'Invitation', emailPassword: false });
    assert.deepEqual(document.features, { prices: true, ordering: true, sharing: false, billOfMaterials: false, suggestions: false });
  });

  it('refuses a domain another configurator has, beside its field; publishes, shows the public address and copies it', async () => {
    await page.getByRole('navigation', { name: 'Global settings' }).getByRole('link', { name: 'General' }).click();
    const general = page.getByRole('form', { name: 'General' });
    await general.waitFor();
    assert.match(page.url(), /\/general$/);
    // the demo's published configurator is at configure.oakandash.co.uk
    const own = general.getByLabel('Your own domain');
    await own.fill('Configure.OakAndAsh.co.uk');
    await general.getByRole('button', { name: 'Save' }).click();
    await general.getByText('configure.oakandash.co.uk is already the address of another published configurator: choose another').waitFor();
    assert.equal(await own.getAttribute('aria-invalid'), 'true');
    await shot('domain-taken-1280');
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.equal((await api(`/publishedconfigurators/${created}`)).document.customerDomain, undefined, 'nothing was written');
    await general.getByRole('button', { name: 'Discard changes' }).click();
    assert.equal(await own.inputValue(), '');

    await page.getByRole('button', { name: 'Publish', exact: true }).press('Enter');
    await page.getByText('It is live at https://wardrobe.oak-and-ash.joinery.app/').waitFor();
    const address = page.getByRole('textbox', { name: 'Public address' });
    assert.equal(await address.inputValue(), 'https://wardrobe.oak-and-ash.joinery.app/');
    await page.getByRole('button', { name: 'Copy the public address' }).press('Enter');
    await page.getByText('Address copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'https://wardrobe.oak-and-ash.joinery.app/');
    assert.equal((await api(`/publishedconfigurators/${created}`)).document.published, true);
    await noSidewaysScroll();
    await shot('editor-published-1280');
    assert.deepEqual(await seriousAxeViolations(page), []);
  });

  it('shows the plan’s refusal when publishing is not included (GROWTH), and writes nothing', async () => {
    await page.getByRole('button', { name: 'Unpublish' }).press('Enter');
    await page.getByRole('alertdialog', { name: 'Unpublish configurator' }).getByRole('button', { name: 'Unpublish' }).press('Enter');
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await setPlan('GROWTH');
    const before = (await api(`/publishedconfigurators/${created}`)).head;
    await page.getByRole('button', { name: 'Publish', exact: true }).press('Enter');
    await page.getByText('Not published').waitFor();
    await page.getByText('Your Growth plan does not include publishing configurators. Upgrade to publish.').waitFor();
    await shot('publish-refused-1280');
    const after = await api(`/publishedconfigurators/${created}`);
    assert.equal(after.head, before, 'nothing was written');
    assert.equal(after.document.published, false);
  });

  it('duplicates as a draft and deletes the copy; back on STARTUP, one too many is refused', async () => {
    await setPlan('ENTERPRISE');
    await page.getByRole('link', { name: 'Configurators' }).first().click();
    await page.getByRole('button', { name: 'Duplicate Wardrobe configurator', exact: true }).press('Enter');
    await page.getByText('Wardrobe configurator duplicated successfully').waitFor();
    const copy = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Wardrobe configurator Duplicated', exact: true }) });
    await copy.getByText('Draft').waitFor();
    await copy.getByText('https://wardrobe-2.oak-and-ash.joinery.app/').waitFor();
    await page.getByRole('button', { name: 'Delete Wardrobe configurator Duplicated', exact: true }).press('Enter');
    await page.getByRole('alertdialog', { name: 'Delete configurator' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Wardrobe configurator Duplicated deleted successfully').waitFor();
    await copy.waitFor({ state: 'detached' });

    await setPlan('STARTUP');
    const dialog = await create('Sideboard configurator', 'Wall shelving system');
    await dialog.getByText('Your Startup plan allows 2 configurators. Upgrade to add more.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await api('/publishedconfigurators')).total, 3);
    assert.deepEqual(errors, []);
  });

  it('works at 375 px in dark mode', async () => {
    // the same editor's tab, now small and dark: the list loads afresh
    const phone = page;
    await phone.evaluate((key) => localStorage.setItem(key, 'dark'), `joinery:colour-mode:${EDITOR}`);
    await phone.setViewportSize({ width: 375, height: 800 });
    const phoneErrors = collectErrors(phone);

    await phone.goto(`${server.url}/configurators`);
    await phone.getByRole('cell', { name: 'Wardrobe configurator', exact: true }).waitFor();
    assert.ok(await phone.evaluate(() => document.documentElement.classList.contains('dark')));
    await noSidewaysScroll();
    await shot('list-375-dark');
    assert.deepEqual(await seriousAxeViolations(phone), []);

    await phone.getByRole('button', { name: 'Edit Wardrobe configurator', exact: true }).press('Enter');
    await phone.getByRole('heading', { level: 1, name: 'Wardrobe configurator' }).waitFor();
    await phone.getByRole('region', { name: 'As customers see it' }).getByText('Select 1, up to 2').waitFor();
    await noSidewaysScroll();
    await shot('editor-375-dark');
    assert.deepEqual(await seriousAxeViolations(phone), []);

    await phone.getByRole('navigation', { name: 'Global settings' }).getByRole('link', { name: 'Theme' }).click();
    await phone.getByRole('combobox', { name: 'Theme' }).waitFor();
    // the designer loads with the tab: check what the user sees once it is there
    await phone.getByText('Stay true to color inputs').first().waitFor();
    // and its presets and theme have loaded: a button enabled just then is still fading in, not yet its colour
    await untilNothingLoads(phone);
    await shot('theme-375-dark');
    assert.deepEqual(await seriousAxeViolations(phone), []);
    assert.deepEqual(phoneErrors, []);
  });
});
