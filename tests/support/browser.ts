import axe from 'axe-core';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { DEFAULT_DEMO_PASSWORD } from '../../rest/config.ts';
import { closeCounted } from './cpu.ts';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, what Playwright itself runs headless)
 * when installed: the same engine without the full browser around it, it renders the suite's pages with
 * a fifth less CPU than `chromium --headless`, which stays the fallback (and `CHROME_PATH` overrides both).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Debian's Chromium, headless, with the flags this sandboxed machine needs (see STACK.md); Playwright
 * gives it a fresh profile. `hosts` are names the browser resolves to 127.0.0.1 (a configurator's own
 * domain served by the test server).
 */
export async function launchChromium({ hosts = [] }: { hosts?: string[] } = {}): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // no test watches an animation; without them Playwright finds elements stable at once and Chromium paints less
      '--force-prefers-reduced-motion',
      // a test page lives seconds: V8's optimising tiers compile code that would pay off only in a long-lived
      // page (a sixth less browser CPU over the products and storefront files, measured in alternating rounds);
      // likewise WebAssembly's optimising tier: the CAD reader's OpenCascade module is compiled by TurboFan in the
      // background for a page that converts one file (storefront.e2e alone: 22 -> 17.5 CPU-s in quiet runs)
      '--js-flags=--no-opt,--no-maglev,--liftoff-only',
      ...(hosts.length ? [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`] : []),
    ],
  });
  return {
    browser,
    // Chromium's renderers are not waited for by the browser process: their CPU time is counted before they go
    close: () => closeCounted(() => browser.close()),
  };
}

/**
 * Screenshots for a person to look at (`SCREENSHOTS=1`; the walk's `WALK_SCREENSHOTS=1` too): no
 * assertion reads them, and capturing and encoding some forty pages costs CPU in every run.
 */
export const KEEP_SCREENSHOTS = Boolean(process.env.SCREENSHOTS || process.env.WALK_SCREENSHOTS);

/** Saves a screenshot of the page or element at `path` when screenshots are kept. */
export async function keepScreenshot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (KEEP_SCREENSHOTS) await target.screenshot({ path, ...options });
}

/** Console errors and page errors of a page, collected from the moment this is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * axe-core as @axe-core/playwright's legacy mode configures it (same-origin frames only): what
 * `seriousAxeViolations` runs, injected once per document rather than twice per check as the builder
 * does (each injection sends and compiles the half-megabyte source again).
 */
const AXE_SCRIPT = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** Waits until nothing on the page says it is loading (tables, card grids and the designers say aria-busy while they do). */
export async function untilNothingLoads(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, timeout === undefined ? {} : { timeout });
}

/** axe's serious and critical violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // the page as it settles: a colour still in transition (a button just enabled) is not the page's colour
  const settle = () => page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  // an animation that began while axe ran (a tooltip opening after its delay, on the button just pressed) was
  // measured half-way, as a colour the page never settles on: the check runs again once it has ended
  for (let attempt = 1; ; attempt++) {
    await settle();
    const { violations, animated } = await axeViolations(page);
    if (violations.length === 0 || !animated || attempt === 3) return violations;
  }
}

type AxeViolation = { id: string; impact: string; help: string; targets: string[]; html: string[]; why: string[] };

async function axeViolations(page: Page): Promise<{ violations: AxeViolation[]; animated: boolean }> {
  // axe in every frame of the page that lacks it (an in-app navigation keeps the document, and axe with it)
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => true);
    if (!present) await frame.evaluate(AXE_SCRIPT).catch(() => {});
  }
  // axe.run in the page itself (the builder's legacy mode: no blank page to merge frames' partial results,
  // which cost three quarters of each check's CPU), violations only (axe skips gathering the nodes of
  // every passed and incomplete check; all rules still run), and only the serious ones cross the pipe
  return page.evaluate(async () => {
    const axeCore = (window as unknown as { axe: typeof axe }).axe;
    let animated = false;
    const started = () => (animated = true);
    document.addEventListener('animationstart', started, true);
    document.addEventListener('transitionstart', started, true);
    try {
      const { violations } = await axeCore.run(document, { resultTypes: ['violations'] });
      return {
        animated,
        violations: violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          // with each element's markup and axe's reason, so that a failure says which element and why (class names alone do not)
          .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')), html: v.nodes.map((n) => n.html.slice(0, 300)), why: v.nodes.map((n) => n.failureSummary ?? '') })),
      };
    } finally {
      document.removeEventListener('animationstart', started, true);
      document.removeEventListener('transitionstart', started, true);
    }
  });
}

/**
 * Signs the page's browser context in through the real login API (POST /api/auth/login), as a
 * person would: the session cookie lands in the context, so every later page of it is signed in.
 */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEFAULT_DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  if (response.status() !== 200) throw new Error(`signIn(${email}) answered ${response.status()}: ${await response.text()}`);
}

/** In-app navigation, as a click on a link does: no reload (no new script compile), the route guards run again. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** How far the page scrolls sideways (px; 0 or less: it does not), e.g. at 375 px. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Fails when the page scrolls sideways at its current width (a small screen's layout must fit), naming
 * the first elements that reach past the right edge; `where` names the screen in the message.
 */
export async function assertNoSidewaysScroll(page: Page, width = page.viewportSize()?.width, where = 'the page'): Promise<void> {
  // the layout as it settles: after a resize, breakpoints read in script (matchMedia) re-render a moment later
  await page.waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: 5_000 }).catch(() => {});
  const overflow = await sidewaysOverflow(page);
  if (overflow <= 0) return;
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName}.${e.className}`.slice(0, 80)),
  );
  throw new Error(`${where} scrolls sideways at ${width} px (overflow ${overflow} px): ${wide.join(' | ')}`);
}
