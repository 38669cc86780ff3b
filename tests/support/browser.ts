import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEFAULT_DEMO_PASSWORD } from '../../rest/config.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Debian's Chromium, headless, with the flags this sandboxed machine needs (see STACK.md); Playwright gives it a fresh profile. */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

/** Console errors and page errors of a page, collected from the moment this is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async () => (window as any).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n: any) => n.target.join(' ')) }));
}

/**
 * Signs the page's browser context in through the real login API (POST /api/auth/login): the
 * session cookie lands in the context, so every later page of it is signed in. `baseUrl` is the
 * server (default: the origin the page is on).
 */
export async function signIn(page: Page, email: string, baseUrl?: string, password = DEFAULT_DEMO_PASSWORD): Promise<void> {
  const base = baseUrl ?? new URL(page.url()).origin;
  if (!/^https?:/.test(base)) throw new Error('signIn: give the server URL, or open a page of the server first');
  const response = await page.request.post(`${base}/api/auth/login`, { data: { email, password } });
  if (response.status() !== 200) throw new Error(`signIn(${email}) answered ${response.status()}: ${await response.text()}`);
}
