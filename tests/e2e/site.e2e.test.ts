// The public site, the frame's user menu and accessibility in Chromium, against a real server.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { DEMO_USERS } from '../../seeds/demo.ts';
import { WEBSITE_CONTENT } from '../../rest/model/website/website-docs.ts';
import { DEMO_REQUESTS } from '../../rest/model/website/demo-requests.ts';
import { collectErrors, launchChromium, navigateInApp, seriousAxeViolations, signIn } from '../support/browser.ts';
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

  /**
   * One tab per person, shared by the tests in file order: the signed-out visitor's ('') and the admin's.
   * A new context would pay for a new renderer and a cold cache on every test; each test still sets its
   * width, starts with no errors, and (unless it reads the page in-app) loads its page afresh.
   */
  const tabs = new Map<string, { page: Page; errors: string[] }>();
  async function tabOf(email = '') {
    let tab = tabs.get(email);
    if (!tab) {
      const page = await (await browser.newContext()).newPage();
      if (email) await signIn(page, server.url, email);
      tab = { page, errors: collectErrors(page) };
      tabs.set(email, tab);
    }
    return tab;
  }

  /**
   * The person's tab at `path` and `width`: loaded afresh, or with `heading` (its h1) reached in-app when the
   * tab is already in the app, as a click on a link would.
   */
  async function open(path: string, width = 1280, email?: string, heading?: string): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await tabOf(email);
    await page.setViewportSize({ width, height: 900 });
    errors.length = 0;
    if (heading && page.url().startsWith(server.url)) {
      await navigateInApp(page, path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    } else {
      await page.goto(`${server.url}${path}`);
      await page.locator('h1').first().waitFor();
    }
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    return { page, errors };
  }

  const article = WEBSITE_CONTENT.blog[0];
  const axePages: [string, string, string, string?][] = [
    ['the landing page', '/landing', 'Infinite customisation, made simple.'],
    ['a blog article', `/blog/${article.slug}`, article.name],
    ['sign-in', '/login', 'Sign in to Joinery'],
    ['the frame with the products page', '/products', 'Products', ADMIN],
    ['/404', '/404', 'Are you lost?'],
  ];
  for (const [name, path, heading, email] of axePages) {
    for (const width of [1280, 375]) {
      it(`has no serious or critical accessibility violation on ${name} at ${width} px`, async () => {
        const { page, errors } = await open(path, width, email, heading);
        assert.deepEqual(await seriousAxeViolations(page), []);
        assert.deepEqual(errors, []);
      });
    }
  }

  it('offers no provider sign-in on a server that has none configured', async () => {
    const { page } = await tabOf();
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/providers');
    await page.goto(`${server.url}/login`);
    assert.deepEqual(await (await listed).json(), []);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Continue with/ }).count(), 0);
  });

  it('loads neither the frame nor Apollo on the landing page (code split by route)', async () => {
    const { page } = await tabOf();
    const requested: string[] = [];
    const record = (request: Request) => requested.push(new URL(request.url()).pathname);
    page.on('request', record);
    await page.goto(`${server.url}/landing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(!requested.some((path) => /\/assets\/(Frame|ProductsPage|ComponentShowcase)-/.test(path)), requested.join('\n'));
    assert.ok(!requested.includes('/graphql'));
    page.off('request', record);
  });

  it("scrolls to the solutions with 'Learn More', and serves the overview video", async () => {
    const { page } = await open('/landing', 1280, undefined, 'Infinite customisation, made simple.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Learn More', exact: true }).click();
    await page.waitForFunction(() => window.scrollY > 200);
    assert.ok(await page.getByRole('heading', { name: 'One thread from design to delivery' }).isVisible());
    const video = await page.request.get(`${server.url}/media/overview.webm`);
    assert.equal(video.status(), 200);
    assert.match(video.headers()['content-type'] ?? '', /video\/webm/);
  });

  it('stores a demo request from Book a Demo and confirms it', async () => {
    const { page, errors } = await open('/landing', 375, undefined, 'Infinite customisation, made simple.');
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
  });

  it('restores the scroll position when going back', async () => {
    const { page } = await open('/blog', 375, undefined, 'Blog');
    await page.getByRole('article').nth(2).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    assert.ok(before > 100);
    await page.getByRole('article').nth(2).getByRole('link').click();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, before);
  });

  it('remembers dark mode for the user across a reload', async () => {
    const { page } = await open('/products', 1280, ADMIN, 'Products');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), `joinery:colour-mode:${ADMIN}`), 'dark');
    // the later tests of this tab start light
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Light mode' }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    // the menu stays open on a change of mode
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.evaluate((k) => localStorage.removeItem(k), `joinery:colour-mode:${ADMIN}`);
  });

  it('opens the header popups from the keyboard, their code loaded on demand, and returns focus on Escape', async () => {
    const { page, errors } = await open('/products', 1280, ADMIN, 'Products');
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
  });

  it('logs out through /wait to the landing page', async () => {
    const { page } = await open('/products', 1280, ADMIN, 'Products');
    await page.getByRole('button', { name: /^User menu/ }).click();
    const version = page.getByRole('menuitem').last();
    assert.match((await version.textContent()) ?? '', /^Joinery \d+\.\d+\.\d+/);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).waitFor();
  });
});
