// The public site, the frame's user menu and accessibility in Chromium, against a real server.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '../../seeds/demo.ts';
import { WEBSITE_CONTENT } from '../../rest/model/website/website-docs.ts';
import { DEMO_REQUESTS } from '../../rest/model/website/demo-requests.ts';
import { collectErrors, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ADMIN = DEMO_USERS[0].email;

describe('public site, frame and accessibility in Chromium', () => {
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

  async function open(path: string, width = 1280, email?: string): Promise<{ page: Page; errors: string[] }> {
    // @axe-core/playwright needs a page of an explicit context
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    if (email) await signIn(page, server.url, email);
    const errors = collectErrors(page);
    await page.goto(`${server.url}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    return { page, errors };
  }

  const article = WEBSITE_CONTENT.blog[0];
  const axePages: [string, string, string?][] = [
    ['the landing page', '/landing'],
    ['a blog article', `/blog/${article.slug}`],
    ['sign-in', '/login'],
    ['the frame with the products page', '/products', ADMIN],
    ['/404', '/404'],
  ];
  for (const [name, path, email] of axePages) {
    for (const width of [1280, 375]) {
      it(`has no serious or critical accessibility violation on ${name} at ${width} px`, async () => {
        const { page, errors } = await open(path, width, email);
        assert.deepEqual(await seriousAxeViolations(page), []);
        assert.deepEqual(errors, []);
        await page.context().close();
      });
    }
  }

  it('offers no provider sign-in on a server that has none configured', async () => {
    const page = await browser.newPage();
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/providers');
    await page.goto(`${server.url}/login`);
    assert.deepEqual(await (await listed).json(), []);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Continue with/ }).count(), 0);
    await page.close();
  });

  it('loads neither the frame nor Apollo on the landing page (code split by route)', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/landing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(!requested.some((path) => /\/assets\/(Frame|ProductsPage|ComponentShowcase)-/.test(path)), requested.join('\n'));
    assert.ok(!requested.includes('/graphql'));
    await page.context().close();
  });

  it('stores a demo request from Book a Demo and confirms it', async () => {
    const { page, errors } = await open('/landing', 375);
    await page.getByRole('button', { name: 'Book a Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Demo' });
    await dialog.getByLabel('Name').fill('Rosa Carpenter');
    await dialog.getByLabel('E-mail').fill('rosa@workshop.example');
    await dialog.getByLabel('Company').fill('Rosa Joinery');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(/Your demo request has been received/).waitFor();
    const stored = await server.store.find(DEMO_REQUESTS);
    assert.ok(stored.some((r) => r.email === 'rosa@workshop.example' && r.kind === 'demo' && r.company === 'Rosa Joinery'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("scrolls to the solutions with 'Learn More', and serves the overview video", async () => {
    const { page } = await open('/landing');
    await page.getByRole('link', { name: 'Learn More', exact: true }).click();
    await page.waitForFunction(() => window.scrollY > 200);
    assert.ok(await page.getByRole('heading', { name: 'One thread from design to delivery' }).isVisible());
    const video = await page.request.get(`${server.url}/media/overview.webm`);
    assert.equal(video.status(), 200);
    assert.match(video.headers()['content-type'] ?? '', /video\/webm/);
    await page.context().close();
  });

  it('restores the scroll position when going back', async () => {
    const { page } = await open('/blog', 375);
    await page.getByRole('article').nth(2).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    assert.ok(before > 100);
    await page.getByRole('article').nth(2).getByRole('link').click();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, before);
    await page.context().close();
  });

  it('remembers dark mode for the user across a reload', async () => {
    const { page } = await open('/products', 1280, ADMIN);
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), `joinery:colour-mode:${ADMIN}`), 'dark');
    await page.context().close();
  });

  it('opens the header popups from the keyboard, their code loaded on demand, and returns focus on Escape', async () => {
    const { page, errors } = await open('/products', 1280, ADMIN);
    const popups = [
      { trigger: page.getByRole('button', { name: /^User menu/ }), popup: page.getByRole('menu'), key: 'Enter' },
      { trigger: page.getByRole('button', { name: /^Notifications/ }), popup: page.getByRole('dialog', { name: 'Notifications' }), key: 'Enter' },
    ];
    for (const { trigger, popup, key } of popups) {
      await trigger.focus();
      assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
      await page.keyboard.press(key);
      await popup.waitFor();
      assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
      // the popup is labelled by its trigger and holds the focus while open
      await page.waitForFunction(() => document.activeElement?.closest('[role="menu"], [role="dialog"]') !== null);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      await page.waitForFunction((id) => document.activeElement?.id === id, await trigger.getAttribute('id'));
      assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    }
    // a second click on the trigger closes what the first opened
    const bell = popups[1];
    await bell.trigger.click();
    await bell.popup.waitFor();
    await bell.trigger.click();
    await bell.popup.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('logs out through /wait to the landing page', async () => {
    const { page } = await open('/products', 1280, ADMIN);
    await page.getByRole('button', { name: /^User menu/ }).click();
    const version = page.getByRole('menuitem').last();
    assert.match((await version.textContent()) ?? '', /^Joinery \d+\.\d+\.\d+/);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.context().close();
  });
});
