import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { DEMO_MODULE_NAMES, DEMO_USERS } from '../../seeds/demo.ts';
import { collectErrors, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'test-results');

describe('/products in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer();
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  for (const width of [1280, 375]) {
    it(`shows the seeded modules with paging at ${width} px, without console errors or serious accessibility violations`, async () => {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signIn(page, server.url, DEMO_USERS[0].email);
      const errors = collectErrors(page);
      const sent: any[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.method() === 'POST') sent.push(request.postDataJSON());
      });
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

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page does not scroll sideways at ${width} px (overflow ${overflow} px)`);
      await page.screenshot({ path: join(SHOTS, `products-${width}.png`), fullPage: true });

      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('invites the first product when the workspace has none', async () => {
    const empty = await startTestServer();
    try {
      const { items } = await (await fetch(`${empty.url}/api/modules?limit=200`)).json();
      for (const { id } of items) assert.equal((await fetch(`${empty.url}/api/modules/${id}`, { method: 'DELETE' })).status, 204);
      const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
      await signIn(page, empty.url, DEMO_USERS[0].email);
      const errors = collectErrors(page);
      await page.goto(`${empty.url}/products`);
      await page.getByText('Add your first product').waitFor();
      await page.getByText('Use your CAD data to create a new product.').waitFor();
      assert.equal(await page.getByRole('link', { name: 'Show me how' }).count(), 1);
      assert.equal(await page.getByRole('table').count(), 0, 'no empty table is shown');
      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    } finally {
      await empty.close();
    }
  });
});
