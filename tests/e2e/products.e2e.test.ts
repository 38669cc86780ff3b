import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { DEMO_MODULE_NAMES, DEMO_USERS } from '../../seeds/demo.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, navigateInApp, seriousAxeViolations, signIn } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_EDITOR as EDITOR } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results');
const PAGE_SHOTS = join(SHOTS, 'products');

describe('/products in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(PAGE_SHOTS, { recursive: true });
    server = await startTestServer();
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  /** The first demo user's one tab: both widths (each loads the page afresh), then the emptied workspace. */
  let firstUser: Page;

  describe('as the first demo user', () => {
    let page: Page;
    beforeAll(async () => {
      page = firstUser = await (await browser.newContext()).newPage();
      await signIn(page, server.url, DEMO_USERS[0].email);
    });

    for (const width of [1280, 375]) {
      it(`shows the seeded modules with paging at ${width} px, without console errors or serious accessibility violations`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const errors = collectErrors(page);
        const sent: any[] = [];
        const recordSent = (request: Request) => {
          if (request.url().endsWith('/graphql') && request.method() === 'POST') sent.push(request.postDataJSON());
        };
        page.on('request', recordSent);
        await page.goto(`${server.url}/products`);

        const table = page.getByRole('table');
        await table.getByRole('row').nth(1).getByRole('cell').nth(1).waitFor();
        const names = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
        assert.equal(names.length, 10, 'the default page size is 10');
        for (const name of names) assert.ok(DEMO_MODULE_NAMES.includes(name), `${name} is a seeded module`);
        await page.getByText(`Showing 1 to 10 of ${DEMO_MODULE_NAMES.length} entries`).waitFor();

        await page.getByRole('button', { name: /next/i }).click();
        await page.getByText(`Showing 11 to ${DEMO_MODULE_NAMES.length} of ${DEMO_MODULE_NAMES.length} entries`).waitFor();
        const rest = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
        assert.deepEqual([...names, ...rest].sort(), [...DEMO_MODULE_NAMES].sort(), 'the two pages hold every module once');
        assert.ok(sent.length >= 2);
        for (const body of sent) {
          assert.equal(body.query, undefined, 'the app sends its operations as persisted documents (the hash only)');
          assert.match(body.extensions.persistedQuery.sha256Hash, /^sha256:[0-9a-f]{64}$/);
        }

        await assertNoSidewaysScroll(page, width);
        await keepScreenshot(page, join(SHOTS, `products-${width}.png`), { fullPage: true });

        assert.deepEqual(await seriousAxeViolations(page), []);
        assert.deepEqual(errors, []);
        page.off('request', recordSent);
      });
    }
  });
  /** A toast's text, once it shows (several may say the same: the newest counts). */
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last().waitFor();
  /**
   * The toasts closed and gone: they stack over the top rows' actions (and a toast under the pointer
   * pauses). Each is closed by its Close button, as a person would, rather than waited out.
   */
  async function clearOfToasts(page: Page) {
    await page.mouse.move(0, 0);
    const toasts = page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');
    // a toast may time out between the count and the click: the loop then counts again
    for (let open = await toasts.count(); open > 0; open = await toasts.count()) await toasts.first().getByRole('button', { name: 'Close' }).click({ timeout: 2_000 }).catch(() => {});
    await page.waitForFunction(() => !document.querySelector('[data-scope="toast"][data-part="root"]'));
  }

  describe('as the editor: at 1280 px light, then at 375 px dark', () => {
    let page: Page;
    let errors: string[];
    const row = (name: string) =>
      page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
    beforeAll(async () => {
      page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await signIn(page, server.url, EDITOR);
      errors = collectErrors(page);
      await page.goto(`${server.url}/products`);
      await row('Leg frame').waitFor();
    });
    afterAll(() => page?.context().close());

    it("says 'No urlPoint provided for sync.' without a target", async () => {
      await page.getByRole('button', { name: 'Sync' }).click();
      await toast(page, 'No urlPoint provided for sync.');
    });

    it('duplicates, deletes, and keeps a used product naming who uses it', async () => {
      // the server names the copy; the editor owns it and may delete it
      await page.getByRole('button', { name: 'Duplicate Leg frame', exact: true }).click();
      await toast(page, 'Leg frame duplicated successfully');
      await row('Leg frame Duplicated').waitFor();
      const copy = (await page.request.get(`${server.url}/api/modules?name=${encodeURIComponent('Leg frame Duplicated')}`).then((r) => r.json())).items[0];
      const desk = await page.request.post(`${server.url}/api/products`, {
        data: { name: 'Standing desk', categoryModules: [{ id: 'frame', category: 'Frame', composition: '1', modules: [{ id: copy.id, version: copy.version }] }] },
      });
      assert.equal(desk.status(), 201, await desk.text());

      await page.getByRole('button', { name: 'Delete Leg frame Duplicated' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete product' });
      await confirm.getByText('Are you sure you want to delete this product?').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Leg frame Duplicated cannot be deleted as it is used by Standing desk');
      await page.getByText('Product is used').last().waitFor();
      await row('Leg frame Duplicated').waitFor();

      await clearOfToasts(page);
      await page.getByRole('button', { name: 'Duplicate Handle bar 160', exact: true }).click();
      await row('Handle bar 160 Duplicated').waitFor();
      await page.getByRole('button', { name: 'Delete Handle bar 160 Duplicated' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Handle bar 160 Duplicated deleted successfully');
      await row('Handle bar 160 Duplicated').waitFor({ state: 'detached' });
    });

    for (const [tool, one, One] of [['Categories', 'category', 'Category'], ['Functions', 'function', 'Function']] as const) {
      it(`adds a ${one} to the selected products, renames it and deletes it across all products`, async () => {
        const search = page.getByRole('searchbox', { name: 'Search products by name, description or category' });
        if ((await search.inputValue()) !== 'Shelves') {
          await search.fill('Shelves');
          await page.getByText('Showing 1 to 2 of 2 entries').waitFor();
          await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true });
        }
        await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: tool }).click();
        const dialog = page.getByRole('dialog', { name: tool });
        await dialog.getByRole('combobox', { name: `Add a ${one} to the 2 selected products` }).fill('Display,');
        await toast(page, `Added ${one} to selected product(s) successfully`);
        await dialog.getByRole('button', { name: 'Rename Display' }).click();
        await dialog.getByRole('textbox', { name: 'New name for Display' }).fill('Showcase');
        await dialog.getByRole('textbox', { name: 'New name for Display' }).press('Enter');
        await toast(page, `${One} successfully renamed`);
        await dialog.getByText('Showcase', { exact: true }).waitFor();
        if (tool === 'Categories') {
          // behind the modal dialog the table is hidden from the accessibility tree, not from sight
          await page.locator('tbody tr', { hasText: 'Shelf 800' }).getByText('Shelves, Showcase').waitFor();
          await keepScreenshot(page, join(PAGE_SHOTS, 'batch-tool-1280-light.png'));
          assert.deepEqual(await seriousAxeViolations(page), [], 'the batch tool dialog');
        }
        await dialog.getByRole('button', { name: 'Delete Showcase' }).click();
        await page.getByRole('alertdialog', { name: `Delete ${one}` }).getByRole('button', { name: 'Delete' }).click();
        await toast(page, `${One} successfully deleted`);
        await dialog.getByText('Showcase', { exact: true }).waitFor({ state: 'detached' });
        await dialog.getByRole('button', { name: 'Close' }).click();
      });
    }

    it('sorts by any column on the server: the first page is the first of all products in that order', async () => {
      await page.getByRole('button', { name: 'Clear search' }).click();
      const table = page.getByRole('table', { name: 'Products' });
      const all = (await page.request.get(`${server.url}/api/modules?limit=200`).then((r) => r.json())).items;
      const column = (n: number) => table.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
      // numbers start with the largest
      await table.getByRole('button', { name: 'Connectors' }).click();
      await table.getByRole('columnheader', { name: 'Connectors' }).and(page.locator('[aria-sort="descending"]')).waitFor();
      await page.waitForFunction((max) => document.querySelector('tbody tr td:nth-child(8)')?.textContent === String(max), Math.max(...all.map((m: any) => m.data.nConnectors)));
      const counts = (await column(8)).map(Number);
      assert.equal(counts.length, 10);
      assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
      // text ascending: the sources of the first page are the first ten of every product's, in order
      await table.getByRole('button', { name: 'Source' }).click();
      await table.getByRole('columnheader', { name: 'Source' }).and(page.locator('[aria-sort="ascending"]')).waitFor();
      const sources = all.map((m: any) => m.data.source).sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()));
      await page.waitForFunction((first) => document.querySelector('tbody tr td:nth-child(6)')?.textContent === first, sources[0]);
      assert.deepEqual(await column(6), sources.slice(0, 10));
      await page.getByRole('button', { name: /next/i }).click();
      await page.getByText(`Showing 11 to ${all.length} of ${all.length} entries`).waitFor();
      assert.deepEqual(await column(6), sources.slice(10));
      await keepScreenshot(page, join(PAGE_SHOTS, 'sorted-by-source-1280-light.png'), { fullPage: true });
    });

    it('wrote every batch through the server, and the page has no console error or serious accessibility violation', async () => {
      const shelf = await page.request.get(`${server.url}/api/modules?name=${encodeURIComponent('Shelf 800')}`).then((r) => r.json());
      assert.deepEqual([shelf.items[0].data.categories, shelf.items[0].data.functions], [['Shelves'], ['Storage']]);
      assert.ok(shelf.items[0].version > 4, 'each batch tool made a new version');
      await keepScreenshot(page, join(PAGE_SHOTS, 'products-1280-light.png'), { fullPage: true });
      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.deepEqual(errors, []);
    });
    it('in dark mode at 375 px: the table, its row actions and the dashboard overview', async () => {
      // the same editor, now on a small screen in dark mode: a fresh load of the list
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), `joinery:colour-mode:${EDITOR}`);
      await page.setViewportSize({ width: 375, height: 800 });
      const errors = collectErrors(page);
      await page.goto(`${server.url}/products`);
      await page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1).waitFor();
      assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
      await page.getByRole('checkbox', { name: 'Select Shelf 800' }).check({ force: true });
      await page.getByRole('toolbar', { name: 'Selected rows' }).waitFor();
      await keepScreenshot(page, join(PAGE_SHOTS, 'products-375-dark.png'), { fullPage: true });
      assert.deepEqual(await seriousAxeViolations(page), []);
      await navigateInApp(page, '/dashboard');
      await page.getByRole('heading', { name: /^Product List: \d+$/ }).waitFor();
      await page.getByRole('table', { name: 'Product List' }).getByRole('row').nth(7).waitFor();
      assert.equal(await page.getByRole('table', { name: 'Product List' }).getByRole('row').count(), 8, 'a header and 7 rows');
      await keepScreenshot(page, join(PAGE_SHOTS, 'dashboard-375-dark.png'), { fullPage: true });
      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.deepEqual(errors, []);
    });
  });

  // last, as it empties the workspace of modules (a server of its own would cost a start)
  it('invites the first product when the workspace has none', async () => {
    const { items: products } = await (await fetch(`${server.url}/api/products?limit=200`)).json();
    const desk = products.find((p: { data: { name: string } }) => p.data.name === 'Standing desk');
    // the editor's test made it over a copy of a module: it holds that copy
    if (desk) assert.equal((await fetch(`${server.url}/api/products/${desk.id}`, { method: 'DELETE' })).status, 204);
    const { items } = await (await fetch(`${server.url}/api/modules?limit=200`)).json();
    for (const { id } of items) assert.equal((await fetch(`${server.url}/api/modules/${id}`, { method: 'DELETE' })).status, 204);
    const page = firstUser;
    await page.setViewportSize({ width: 375, height: 800 });
    const errors = collectErrors(page);
    await page.goto(`${server.url}/products`);
    await page.getByText('Add your first product').waitFor();
    await page.getByText('Use your CAD data to create a new product.').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Show me how' }).count(), 1);
    assert.equal(await page.getByRole('table').count(), 0, 'no empty table is shown');
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(errors, []);
  });
});
