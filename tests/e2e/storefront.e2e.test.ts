// The storefront (issue 18) in Chromium, signed out, once per login type of the demo's published
// Shelving configurator (set by the demo admin over the staff REST API): open it, read a disabled
// option's reason, pick within the rules, watch the price change, order (signing up or in where the
// type requires it) and read the confirmation; then, as staff, the order exists with its modules pinned
// to the versions offered and the §9 total. Also the 'Configurator not published' page, axe, keyboard
// use, and screenshots at 375 and 1280 px in test-results/storefront/. Each new browser context costs a
// renderer and a cold cache: the signed-out visitor's tab serves every test whose settings its cache
// cannot hold stale (see `visitor`).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROOT } from '../../rest/paths.ts';
import { orderTotal } from '../../rules/prices.ts';
import type { StorefrontOffer } from '../../rules/configuration-rules.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'test-results', 'storefront');
const LOGIN_TYPES = ['None', 'Optional', 'RequiredToOrder', 'Required'] as const;
type LoginType = (typeof LOGIN_TYPES)[number];
const PASSWORD = 'Customer1Pass';
/** the demo Shelving configurator's own domain (seeds/demo.ts) */
const CUSTOMER_DOMAIN = 'configure.oakandash.co.uk';
/** the default theme's light primary role: what the storefront would wear before its configurator's theme */
const DEFAULT_PRIMARY: string = JSON.parse(readFileSync(join(ROOT, 'web/src/app-theme/default-theme.json'), 'utf8')).light.primary;

/** Every value the page's style sheets give --m3-primary, kept on window.m3Primaries from the document's start. */
function recordPrimaryColours() {
  const seen: string[] = [];
  (window as unknown as { m3Primaries: string[] }).m3Primaries = seen;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    for (const match of rule.matchAll(/--m3-primary:\s*([^;}\s]+)/g)) seen.push(match[1].toLowerCase());
    return insertRule.call(this, rule, index);
  };
}

describe('the storefront in Chromium, signed out, for each login type', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let configuratorId: string;
  let offer: StorefrontOffer;

  /** the demo admin over the staff REST API (the test server's default credentials) */
  const staff = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
    const body = response.status === 204 ? undefined : await response.json();
    assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const setLoginType = (loginType: LoginType) =>
    staff(`/publishedconfigurators/${configuratorId}`, {
      method: 'PATCH',
      json: { auth: { loginType, signupType: 'Signup', emailPassword: true }, features: { prices: true, ordering: true, sharing: true } },
    });

  const totalOf = async (page: Page) => Number((await page.getByTestId('total').innerText()).replace(/[^0-9.]/g, ''));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer();
    ({ browser, close: closeBrowser } = await launchChromium({ hosts: [CUSTOMER_DOMAIN] }));
    const { items } = await staff('/publishedconfigurators');
    configuratorId = items.find((c: { data: { title?: string; name?: string } }) => (c.data.title ?? c.data.name) === 'Shelving configurator').id;
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  /**
   * The signed-out visitor's tab, shared by every test that does not sign in or need the settings of
   * now: a published configurator's head read is HTTP-cached a minute (as for any visitor). This tab never
   * read the Shelving configurator's at the app's address before the first login type's test, but the
   * login types after that change its settings, so each of those (and the test at both widths) opens a
   * visitor of its own, whose cache cannot hold the settings of before. The embedded storefront reads its
   * head inside the shop's page (a tab of its own), and the view without WebGL depends on no setting.
   */
  let visitor: Page;

  it("answers 'Configurator not published' for an unknown configurator, and for an unpublished one", async () => {
    visitor = await browser.newPage();
    const page = visitor;
    const { items } = await staff('/publishedconfigurators');
    const desk = items.find((c: { data: { title?: string; name?: string } }) => (c.data.title ?? c.data.name) === 'Desk configurator').id;
    await staff(`/publishedconfigurators/${desk}`, { method: 'PATCH', json: { published: false } });
    for (const id of ['0123456789abcdef01234567', desk]) {
      await page.goto(`${server.url}/c/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Configurator not published' }).waitFor();
      assert.equal(await page.title(), 'Configurator not published | Joinery');
      assert.equal(await page.getByLabel('Password').count(), 0, 'no staff sign-in');
      assert.match(page.url(), new RegExp(`/c/${id}$`));
    }
    await staff(`/publishedconfigurators/${desk}`, { method: 'PATCH', json: { published: true } });
  });

  it("serves the storefront at / on the configurator's own domain, and the landing page on the app's host", async () => {
    const page = visitor;
    const errors = collectErrors(page);
    const port = new URL(server.url).port;
    await page.goto(`http://${CUSTOMER_DOMAIN}:${port}/`);
    await page.getByRole('heading', { level: 1, name: 'Shelving configurator' }).waitFor();
    assert.equal(await page.title(), 'Shelving configurator | Joinery');
    assert.equal(await page.getByRole('navigation', { name: 'Site' }).count(), 0, 'without the public site’s navbar');
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Infinite customisation, made simple.' }).waitFor();
    // over plain http a host other than localhost is not a trustworthy origin, so Chromium ignores (and
    // reports) the Cross-Origin-Opener-Policy header there; the configurator's domain is served over https
    assert.deepEqual(errors.filter((e) => !e.startsWith('The Cross-Origin-Opener-Policy header has been ignored')), []);
  });

  for (const loginType of LOGIN_TYPES) {
    it(`${loginType}: configures within the rules, watches the price, orders and sees the confirmation; staff find the order pinned and totalled`, async () => {
      await setLoginType(loginType);
      const published = await (await fetch(`${server.url}/api/published/configurator/${configuratorId}`, { headers: { cookie: '' } })).json();
      offer = published.offer;
      const context = loginType === LOGIN_TYPES[0] ? undefined : await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = context ? await context.newPage() : visitor;
      if (!context) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
        await page.addInitScript(recordPrimaryColours);
      }
      const errors = collectErrors(page);
      const email = `customer-${loginType.toLowerCase()}@example.com`;
      // the 3D view's downloads: a module's meshes (its STEP file as the server converted it), a geometry file, or a CAD reader
      const downloads: string[] = [];
      page.on('request', (r) => /\/geometry\.|\/meshes$|\.wasm$/.test(new URL(r.url()).pathname) && downloads.push(new URL(r.url()).pathname));

      await page.goto(`${server.url}/c/${configuratorId}?utm_source=e2e&utm_campaign=${loginType}`);
      if (loginType === 'Required') {
        // nothing of the configurator before signing in: a new customer signs up
        await page.getByText('Sign in to open this configurator.').waitFor();
        assert.equal(await page.getByRole('region', { name: 'Frames' }).count(), 0);
        await signUp(page, email);
      }
      await page.getByRole('heading', { level: 1, name: 'Shelving configurator' }).waitFor();
      if (!context) {
        // the storefront's first render wears its configurator's theme: the default colours never show, not even for a frame
        const primaries = await page.evaluate(() => (window as unknown as { m3Primaries: string[] }).m3Primaries);
        const { theme } = published;
        assert.ok(primaries.includes(theme.light.primary.toLowerCase()), `the configurator's primary ${theme.light.primary} is given (${primaries.join(', ')})`);
        assert.notEqual(theme.light.primary.toLowerCase(), DEFAULT_PRIMARY.toLowerCase());
        assert.ok(!primaries.includes(DEFAULT_PRIMARY.toLowerCase()), `the default primary never is (${primaries.join(', ')})`);
      }
      const frames = page.getByRole('region', { name: 'Frames' });
      await frames.getByText('Select 2', { exact: true }).waitFor();
      const finishing = page.getByRole('region', { name: 'Finishing' });
      await finishing.getByText('Choose up to 3', { exact: true }).waitFor();
      assert.equal(await totalOf(page), 0);

      // two side panels from the keyboard: the frames' rule is met
      const addSide = page.getByRole('button', { name: 'Add Side panel 1800' });
      await addSide.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await frames.getByRole('region', { name: 'Side panel 1800 2' }).waitFor();
      const framesOnly = await totalOf(page);
      assert.equal(framesOnly, 192);

      // finishing takes up to 3: at 3, another is disabled and says why, in words on the page
      for (const name of ['Back panel 800', 'Plinth 800', 'Top cover 800']) await page.getByRole('button', { name: `Add ${name}` }).click();
      const addBack = page.getByRole('button', { name: 'Add Back panel 800' });
      assert.ok(await addBack.isDisabled());
      await finishing.getByText('Choose up to 3: 3 chosen').first().waitFor();
      assert.equal(await addBack.getAttribute('aria-describedby') !== null, true);
      await page.getByRole('button', { name: 'Remove one Top cover 800' }).click();
      assert.ok(await addBack.isEnabled());

      // a shelf in white: the price follows
      await page.getByRole('button', { name: 'Add Shelf 800' }).click();
      const shelf = page.getByRole('region', { name: 'Shelf 800 1' });
      await shelf.getByRole('radio', { name: 'Matt white' }).check();
      await shelf.getByRole('spinbutton', { name: 'Width (mm)' }).fill('600');
      const shown = await totalOf(page);
      assert.equal(shown, 192 + 28 + 45 + 38);

      if (loginType === 'None') assert.equal(await page.getByRole('button', { name: 'Sign in' }).count(), 0, 'None offers no sign-in');
      if (loginType === 'Optional') await page.getByRole('button', { name: 'Sign in' }).waitFor();
      if (loginType === 'None' || loginType === 'Optional') {
        await page.getByRole('button', { name: 'Order', exact: true }).click();
        await page.getByText('This field is required').waitFor();
        await page.getByLabel(/E-mail for your order confirmation/).fill(email);
        await page.getByRole('button', { name: 'Order', exact: true }).click();
      } else if (loginType === 'RequiredToOrder') {
        await page.getByRole('button', { name: 'Sign in to order' }).click();
        await page.getByText('Sign in to order. Your configuration is kept.').waitFor();
        await signUp(page, email);
        // the configuration made before signing in is still there, and its 3D view shows it without loading its models again
        await page.getByRole('region', { name: 'Shelf 800 1' }).waitFor();
        assert.equal(await totalOf(page), shown);
        await page.getByRole('img', { name: /^3D view of your configuration/ }).waitFor();
        await page.waitForFunction(() => !document.querySelector('[aria-label="Loading the 3D view"]'));
        // the STEP files come as the server's meshes: no CAD reader in the customer's browser
        assert.ok(downloads.some((path) => path.endsWith('/meshes')), `the back panel's meshes are downloaded (${downloads.join(', ')})`);
        assert.deepEqual(downloads.filter((path) => !path.endsWith('/meshes')), [], 'no STEP file and no CAD reader downloaded');
        assert.deepEqual(downloads, [...new Set(downloads)], 'each model downloaded once');
        await page.getByRole('button', { name: 'Order', exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'Order', exact: true }).click();
      }

      await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
      const number = await page.locator('section[aria-labelledby="order-confirmed"] strong').innerText();
      assert.match(number, /^[A-Z]+-\d+$/);
      if (loginType === 'None') {
        await keepScreenshot(page, join(SHOTS, 'confirmation-1280.png'), { fullPage: true });
        assert.deepEqual(await seriousAxeViolations(page), []);
      }
      if (loginType === 'RequiredToOrder' || loginType === 'Required') {
        await page.getByRole('button', { name: 'My orders' }).first().click();
        await page.getByRole('table', { name: 'My orders' }).getByRole('cell', { name: number }).waitFor();
      }
      assert.deepEqual(errors, []);
      await context?.close();

      // as staff: the order exists, its modules pinned to the versions offered, with the §9 total
      const found = await staff(`/orders?customer=${encodeURIComponent(email)}`);
      const row = found.items.find((o: { data: { reference: string | null } }) => o.data.reference === number);
      assert.ok(row, `the order ${number} is listed for ${email}`);
      const order = await staff(`/orders/${row.id}`);
      const { lineItems, products, status, customer } = order.document;
      assert.equal(status, 'received');
      assert.equal(customer, email);
      for (const item of lineItems) {
        const offered = offer.modules[item.module.id];
        assert.ok(offered, `line ${item.name} is an offered module`);
        assert.equal(item.module.version, offered.version, `${item.name} is pinned to the version offered`);
      }
      assert.deepEqual(
        lineItems.map((i: { name: string; quantity: number }) => [i.name, i.quantity]).sort(),
        [['Back panel 800', 1], ['Plinth 800', 1], ['Shelf 800', 1], ['Side panel 1800', 2]],
      );
      assert.equal(orderTotal(lineItems), shown, 'the §9 total is the one the customer saw');
      assert.equal(row.data.totalPrice, shown);
      assert.equal(products.length, 1, 'the order names its product configuration');
    });
  }

  it('embedded on a listed site, tells it the price and the order; the frame is refused to other sites', async () => {
    await setLoginType('None');
    // the maker's shop: a page of another origin (its own server, on localhost) with the storefront in a frame
    const shopPage = `<!doctype html><title>Shop</title><script>window.heard = []; addEventListener('message', (e) => heard.push({ origin: e.origin, data: e.data }));</script>
      <iframe src="${server.url}/c/${configuratorId}" title="Configurator" style="width:1200px;height:800px"></iframe>`;
    const shopServer = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(shopPage));
    await new Promise<void>((resolve) => shopServer.listen(0, '127.0.0.1', resolve));
    const shop = `http://localhost:${(shopServer.address() as AddressInfo).port}`;
    await staff(`/publishedconfigurators/${configuratorId}`, { method: 'PATCH', json: { embedOrigins: [shop] } });
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${shop}/shop.html`);
    const frame = page.frameLocator('iframe[title="Configurator"]');
    await frame.getByRole('button', { name: 'Add Side panel 1800' }).click();
    await page.waitForFunction(() => (window as unknown as { heard: { data: { type: string; total: number } }[] }).heard.some((m) => m.data.type === 'price' && m.data.total === 96));
    const heard = await page.evaluate(() => (window as unknown as { heard: { origin: string; data: unknown }[] }).heard);
    assert.deepEqual(heard.at(-1), { origin: server.url, data: { source: 'joinery', type: 'price', total: 96, currency: 'GBP' } });
    await frame.getByRole('button', { name: 'Add Side panel 1800' }).click();
    await frame.getByLabel(/E-mail for your order confirmation/).fill('shop-customer@example.com');
    await frame.getByRole('button', { name: 'Order', exact: true }).click();
    await frame.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { heard: { data: { type: string } }[] }).heard.some((m) => m.data.type === 'ordered'));
    const ordered = (await page.evaluate(() => (window as unknown as { heard: { data: { type: string } }[] }).heard)).find((m) => m.data.type === 'ordered');
    assert.match(JSON.stringify(ordered), /"order":"[A-Z]+-\d+","total":192,"currency":"GBP"/);
    assert.deepEqual(errors, []);

    // no longer listed: the browser refuses to show the storefront in the shop's frame
    await staff(`/publishedconfigurators/${configuratorId}`, { method: 'PATCH', json: { embedOrigins: null } });
    const refused = (async () => {
      const blocked = page.waitForEvent('console', (m) => m.type() === 'error' && /frame-ancestors|Refused to frame/.test(m.text()));
      await page.reload();
      return blocked;
    })();
    assert.match((await refused).text(), /frame-ancestors/);
    await page.close();
    await new Promise((resolve) => shopServer.close(resolve));
  });

  it('shows the chosen modules as pictures where the browser cannot draw WebGL, cleanly', async () => {
    const page = visitor;
    await page.setViewportSize({ width: 1280, height: 900 });
    // a browser without WebGL: every WebGL context is refused (from this page's next document on)
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return /webgl/i.test(type) ? null : (getContext as (...a: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof getContext;
    });
    const errors = collectErrors(page);
    const three: string[] = [];
    page.on('request', (r) => /ThreeView/.test(r.url()) && three.push(r.url()));
    await page.goto(`${server.url}/c/${configuratorId}`);
    await page.getByRole('button', { name: 'Add Side panel 1800' }).click();
    await page.getByRole('button', { name: 'Add Side panel 1800' }).click();
    await page.getByRole('list', { name: 'Your configuration' }).getByText('2 × Side panel 1800').waitFor();
    assert.deepEqual(three, [], 'the 3D chunk is not loaded');
    assert.deepEqual(errors, []);
  });

  it('works at 375 px and at 1280 px, with no serious axe violation and no console error', async () => {
    await setLoginType('Optional');
    // one visitor at both widths, as a tablet turned: the page loads at 375 px and is then widened to
    // 1280 px (a load at 1280 px is each login type's), back in light colours
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${server.url}/c/${configuratorId}`);
    await page.getByRole('heading', { level: 1, name: 'Shelving configurator' }).waitFor();
    await page.getByRole('button', { name: 'Add Side panel 1800' }).click();
    await page.getByRole('button', { name: 'Add Shelf 800' }).click();
    for (const name of ['Back panel 800', 'Plinth 800', 'Top cover 800']) await page.getByRole('button', { name: `Add ${name}` }).click();
    for (const width of [375, 1280]) {
      if (width === 1280) {
        await page.getByRole('button', { name: 'Use light colours' }).click();
        await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
        await page.setViewportSize({ width, height: 900 });
      }
      await page.getByRole('heading', { level: 1, name: 'Shelving configurator' }).waitFor();
      await page.getByText('To order: Frames: Select 2, 1 chosen').waitFor();
      // this Chromium draws WebGL (in software): the 3D view, its own chunk, shows what was chosen
      await page.getByRole('img', { name: /^3D view of your configuration: 1 × Side panel 1800, 1 × Shelf 800/ }).waitFor();
      await assertNoSidewaysScroll(page, width);
      await keepScreenshot(page, join(SHOTS, `configure-${width}.png`), { fullPage: true });
      assert.deepEqual(await seriousAxeViolations(page), []);
      // the configurator theme's dark roles
      await page.getByRole('button', { name: 'Use dark colours' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      await keepScreenshot(page, join(SHOTS, `configure-${width}-dark.png`));
      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.deepEqual(errors, []);
    }
    await context.close();
  });
});

/** Signs a new customer up on the storefront's form (signup type Signup, the §5 password rule). */
async function signUp(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Casey Customer');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(email).or(page.getByText('Casey Customer')).first().waitFor();
}
