import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';


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

/**
 * The login check (GET /api/users/me) answers 401 to a visitor who is not signed in, and 404 on a
 * server without sign-in; Chromium logs either as a failed resource. Those two are answers, not errors.
 */
function isSessionCheckAnswer(message: ConsoleMessage): boolean {
  return /status of (401|404)\b/.test(message.text()) && new URL(message.location().url || 'about:blank', 'http://x').pathname === '/api/users/me';
}

/** Console errors and page errors of a page, collected from the moment this is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isSessionCheckAnswer(message)) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** axe's serious and critical violations on the page as it is now (@axe-core/playwright). */
export async function seriousAxeViolations(page: Page): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The demo users' password (issue 7 reads it from DEMO_PASSWORD; set the same value for the tests). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Joinery-demo-2026';

/** Whether the server has sign-in: its login check answers 401 or 200 rather than 404. */
export async function hasSignIn(baseUrl: string): Promise<boolean> {
  return (await fetch(`${baseUrl}/api/users/me`)).status !== 404;
}

/**
 * Signs the page's browser context in as a demo user through the login API (POST /api/auth/login),
 * so the session cookie is the one a person would get. On a server without sign-in (the login route
 * answers 404) every request acts as the server's DEMO_USER: then this only checks that the server
 * acts as `email`, and says so.
 */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<'session' | 'demo-user'> {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  if (response.ok()) return 'session';
  if (response.status() !== 404) throw new Error(`signing in as ${email} failed: ${response.status()} ${await response.text()}`);
  const me = await page.request.post(`${baseUrl}/graphql`, { data: { query: '{ me { user { email } } }' } });
  const actingAs = (await me.json())?.data?.me?.user?.email;
  if (actingAs !== email) throw new Error(`this server has no sign-in and acts as ${actingAs}, not ${email}: start it with DEMO_USER=${email}`);
  return 'demo-user';
}
