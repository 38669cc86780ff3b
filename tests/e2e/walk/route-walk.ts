// The walk of every route of application.md §2.1 and §2.2 in Chromium, signed out or as a demo role:
// the title, where the guards send the user, no console error, and a screenshot of each screen at
// 1280 and 375 px in test-results/walk/. The walkers make two files (tests/e2e/walk-*.e2e.test.ts) of
// about the same cost, so the walks spread over the cores.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Role } from '../../../rest/model/identity/actor.ts';
import { ROOT } from '../../../rest/paths.ts';
import { DEMO_USERS, DEMO_WORKSPACE } from '../../../seeds/demo.ts';
import { WEBSITE_CONTENT } from '../../../rest/model/website/website-docs.ts';
import { collectErrors, KEEP_SCREENSHOTS, keepScreenshot, launchChromium, navigateInApp, signIn, untilNothingLoads } from '../../support/browser.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';

const SHOTS = join(ROOT, 'test-results', 'walk');
const DESKTOP = 1280;
const PHONE = 375;
/**
 * The narrow walk renders the same screens with the same data, so it runs where the layout differs by
 * who walks: the admin (the widest menus and actions) and the signed-out visitor's public site. The other
 * roles differ from the admin in what the guards and screens offer, which the desktop walk covers; at
 * 375 px they would repeat the admin's layouts at a fifth of the suite's browser time.
 */
const PHONE_WALKERS: ReadonlySet<string> = new Set(['admin', 'signed-out']);

interface Stop {
  path: string;
  /** the screen's title; the document title is '{title} | Joinery' */
  title: string;
  /** where the user ends up, when not at `path` */
  lands?: string;
  /** a route this build does not have: /404 whoever asks */
  absent?: boolean;
}

interface Ids {
  module: string;
  configurator: string;
  order: string;
  workbatch: string;
}

/** Ids of demo resources, read as the demo admin whoever the server acts as. */
async function demoIds(server: TestServer): Promise<Ids> {
  const admin = await server.model.directory.actorFor(DEMO_USERS[0].email);
  const first = async (collection: string) => (await server.model.resources.list(admin, collection, { limit: 1 })).items[0].id;
  return {
    module: await first('modules'),
    configurator: await first('publishedconfigurators'),
    order: await first('orders'),
    workbatch: await first('workbatches'),
  };
}

const blogSlug = WEBSITE_CONTENT.blog[0].slug;
const notFound = (path: string): Stop => ({ path, title: 'Page not found', lands: '/404' });
/** a route this build does not have (the showcase exists in development builds only): /404 for everyone */
const absentHere = (path: string): Stop => ({ ...notFound(path), absent: true });

/** The public area (§2.1) and the sign-in screens, as anyone sees them. */
function publicStops(signedIn: boolean): Stop[] {
  return [
    signedIn ? { path: '/', title: DEMO_WORKSPACE.name, lands: '/dashboard' } : { path: '/', title: 'Join the Future of Choice' },
    { path: '/landing', title: 'Join the Future of Choice' },
    { path: '/blog', title: 'Blog' },
    { path: `/blog/${blogSlug}`, title: WEBSITE_CONTENT.blog.find((d) => d.slug === blogSlug)!.name },
    { path: '/usecase/modular-construction', title: 'Modular Construction' },
    { path: '/legal/privacy', title: 'Privacy Policy' },
    { path: '/legal/terms', title: 'Terms of Use' },
    { path: '/legal/cookies', title: 'Cookie Policy' },
    { path: '/oauth', title: 'Signed in' },
    { path: '/404', title: 'Page not found' },
    notFound('/denied'),
    notFound('/no/such/page'),
    { path: '/login', title: 'Sign in' },
    { path: '/invitation/abc123', title: 'Accept invitation' },
  ];
}

/** The authenticated area (§2.2) as a signed-in user with `role`. */
function appStops(ids: Ids, role: string): Stop[] {
  const guest = role === 'guest';
  // a guest may not read the resource: the guard sends them to /404, without a failed request in the console
  const guarded = (path: string, title: string): Stop => (guest ? notFound(path) : { path, title });
  const c = `/configurators/${ids.configurator}`;
  return [
    { path: '/dashboard', title: DEMO_WORKSPACE.name },
    { path: '/products', title: 'Products' },
    guarded(`/products/${ids.module}`, 'Product editor'),
    { path: '/configurators', title: 'Configurators' },
    // a guest may not read the draft configurator: its screens are /404, as for any resource they may not read
    guest ? { ...notFound(c), lands: '/404' } : { path: c, title: 'General', lands: `${c}/general` },
    ...(['auth', 'theme', 'images', 'features'] as const).map((section) => {
      const path = `${c}/${section}`;
      return guest ? notFound(path) : { path, title: { auth: 'Authentication', theme: 'Theme', images: 'Images', features: 'Features' }[section] };
    }),
    { path: '/orders', title: 'Orders' },
    guarded(`/orders/${ids.order}`, 'Order'),
    { path: '/customers', title: 'Customers' },
    { path: '/customers/customer@oakandash.example', title: 'Customer' },
    { path: '/production', title: 'Production' },
    guarded(`/production/${ids.workbatch}`, 'Production Work Batch'),
    { path: '/workflow', title: 'Workflow' },
    { path: '/integrations', title: 'Integrations' },
    { path: '/subscription', title: 'Subscription Plan' },
    { path: '/subscription/upgrade', title: 'Upgrade' },
    { path: '/activity', title: 'Activity' },
    { path: '/admin-space', title: 'Settings and Preferences' },
    { path: '/admin-space/preferences', title: 'Preferences' },
    { path: '/admin-space/preferences/security', title: 'Security' },
    { path: '/admin-space/profile', title: 'Profile' },
    { path: '/admin-space/billing', title: 'Billing' },
    { path: '/admin-space/company-settings', title: 'Company Settings' },
    { path: '/admin-space/company-settings/details', title: 'Details' },
    { path: '/admin-space/users', title: 'Users' },
    { path: '/admin-space/new-workspace', title: 'New Workspace' },
    // the demo's workspace users are not superadmins: the space's guard sends them away (its screens are
    // walked as the demo superadmin in tests/e2e/superadmin.e2e.test.ts)
    notFound('/superadmin'),
    notFound('/superadmin/workspaces'),
    notFound('/superadmin/configurators'),
    notFound('/superadmin/tasks'),
    { path: '/swagger', title: 'API Documentation' },
    { path: '/thememanagement', title: 'Theme Management' },
    // the component showcase exists in development builds only; tests run the production build
    absentHere('/test'),
    { path: '/tasks/0123456789abcdef01234567', title: 'Task' },
    { path: '/wait', title: DEMO_WORKSPACE.name, lands: '/dashboard' },
  ];
}

/** What a signed-out visitor meets in the authenticated area: the sign-in screen, with the way back. */
function signedOutAppStops(ids: Ids): Stop[] {
  return appStops(ids, 'admin').map((stop) => stop.absent ? stop : ({
    path: stop.path,
    title: 'Sign in',
    // a route that opens one of its own sub-routes (a configurator opens its General settings) does so first
    lands: stop.path === '/wait' ? '/login?next=%2Fdashboard' : `/login?next=${encodeURIComponent(stop.lands?.startsWith(`${stop.path}/`) ? stop.lands : stop.path)}`,
  }));
}

const shotName = (path: string) => path.replace(/[0-9a-f]{24}/g, 'id').replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root';

async function walkAt(browser: Browser, server: TestServer, who: string, stops: Stop[], width: number, email?: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  try {
    if (email) await signIn(page, server.url, email);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/landing`);
    for (const stop of stops) {
      errors.length = 0;
      // in-app navigation, as a click on a link does: the guards run again without reloading the app
      await navigateInApp(page, stop.path);
      const lands = stop.lands ?? stop.path;
      await page.waitForURL((url) => `${url.pathname}${url.search}` === lands, { timeout: 15_000 }).catch((error: Error) => {
        throw new Error(`${who} ${stop.path}: expected to land on ${lands}, but the page is at ${page.url()} (${error.message.split('\n')[0]})`);
      });
      await page.waitForFunction((title) => document.title === title, `${stop.title} | Joinery`, { timeout: 15_000 }).catch(() => {});
      assert.equal(await page.title(), `${stop.title} | Joinery`, `${who} ${stop.path} at ${width} px: title`);
      await page.locator('h1').first().waitFor();
      // tables and card grids say aria-busy while their data loads
      await untilNothingLoads(page, 15_000);
      // issue 22: no route of §2.2 is a screen still to be built
      assert.equal(await page.getByText(/being built|coming soon/i).count(), 0, `${who} ${stop.path}: a placeholder screen`);
      await keepScreenshot(page, join(SHOTS, who, `${shotName(stop.path)}-${width}.png`));
      assert.deepEqual(errors, [], `${who} ${stop.path} at ${width} px: console errors`);
    }
  } finally {
    await context.close();
  }
}

/** The desktop walk of every stop and, for the phone walkers, the narrow walk of `phoneStops`, at once. */
async function walk(browser: Browser, server: TestServer, who: string, stops: Stop[], phoneStops: Stop[], email?: string): Promise<void> {
  if (KEEP_SCREENSHOTS) mkdirSync(join(SHOTS, who), { recursive: true });
  await Promise.all([
    walkAt(browser, server, who, stops, DESKTOP, email),
    ...(PHONE_WALKERS.has(who) ? [walkAt(browser, server, who, phoneStops, PHONE, email)] : []),
  ]);
}

type Walker = 'signed-out' | Role;

/**
 * The walks of `walkers`, one test each, over one server and one browser: the walks only read, and each
 * walker still has contexts of its own (a context's HTTP cache answered for one user must not answer
 * for the next), so sharing them saves a server start and a browser launch per walker.
 */
export function describeWalks(walkers: Walker[]): void {
  describe('every route, in Chromium', () => {
    let browser: Browser;
    let closeBrowser: () => Promise<void>;
    let server: TestServer;
    let ids: Ids;
    beforeAll(async () => {
      server = await startTestServer();
      ({ browser, close: closeBrowser } = await launchChromium());
      ids = await demoIds(server);
    });
    afterAll(async () => {
      await closeBrowser?.();
      await server?.close();
    });

    for (const walker of walkers) {
      const user = DEMO_USERS.find((u) => u.role === walker);
      const name = user
        ? `as the demo ${user.role}: every screen opens with its title, the guards decide, nothing errs`
        : 'signed out: the public site opens and the app sends to sign-in and back';
      it(name, { timeout: 600_000 }, async () => {
        if (user) {
          const stops = [...publicStops(true), ...appStops(ids, user.role)];
          await walk(browser, server, user.role, stops, stops, user.email);
        } else {
          // signed out, the app's routes all show the sign-in screen: one of them at 375 px is enough
          const appStopsSignedOut = signedOutAppStops(ids);
          await walk(browser, server, 'signed-out', [...publicStops(false), ...appStopsSignedOut], [...publicStops(false), appStopsSignedOut[0]]);
        }
      });
    }
  });
}
