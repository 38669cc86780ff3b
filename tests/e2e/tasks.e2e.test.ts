// Tasks and the live bell (issue 21 §1, §3) in Chromium over the real server: a real task (the test
// task types, run by the server's own runner) appears in the bell with a count, a spinner and the count
// in the page title; its group's details lead to /tasks/{id}, which shows its stages, log and document;
// as it completes the bell follows live; a second task appearing live is cancelled from the bell with
// §8's toast; a storefront order rings it too, linking to the order. One browser context, one full page load.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { enqueueTask } from '../../rest/model/tasks/tasks.ts';
import { collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';
import { gqlData } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import '../support/task-types.ts';
import { tempFolders } from '../support/temp.ts';

const SHOTS = join(ROOT, 'test-results', 'tasks');

/** Until the finite animations (a details section opening) have ended: a click mid-way may land on what moves. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Infinity || a.playState !== 'running'));
const folders = tempFolders('joinery-e2e-tasks');

describe('tasks in the bell and on /tasks/{id}, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let module: { id: string; name: string };
  let other: { id: string; name: string };

  const enqueue = (title: string, dir: string, about = module) => {
    const rt = systemRuntime(server.store);
    const task = { workspace: 'demo', owner: DEMO_ADMIN, type: 'test-record', title, documentType: 'module', documentId: about.id, documentName: about.name, input: { dir, hold: true } };
    return server.store.transaction((tx) => enqueueTask(tx, rt, task));
  };

  /** An order placed on the demo's desk storefront (no sign-in to order), as a customer would: its reference and its id. */
  const placeStorefrontOrder = async (): Promise<{ reference: string; id: string }> => {
    const desk = (await server.store.find('publishedconfigurators')).find((h) => h.document.title === 'Desk configurator' && !h.deleted)!;
    const api = `${server.url}/api/published/configurator/${desk.id}`;
    const view = await call(api, { as: null });
    const modules = Object.values(view.body.offer.modules as Record<string, { id: string; version: number; name: string }>);
    const chosen = ['Desk top 1200', 'Leg frame'].map((name) => modules.find((m) => m.name === name)!).map((m) => ({ module: `${m.id}:${m.version}`, instance: 0 }));
    const saved = await call(`${api}/configurations`, { method: 'POST', as: null, json: { modules: chosen } });
    assert.equal(saved.status, 201, JSON.stringify(saved.body));
    const placed = await call(`${api}/orders`, { method: 'POST', as: null, json: { configuration: { id: saved.body.id, version: saved.body.version }, email: 'customer@example.com' } });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const stored = (await server.store.find('orders')).find((h) => h.document.reference === placed.body.id)!;
    return { reference: placed.body.id, id: stored.id };
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN });
    ({ browser, close: closeBrowser } = await launchChromium());
    const { modules } = await gqlData(server, '{ modules(page: { limit: 2 }) { items { id data { name } } } }');
    [module, other] = modules.items.map((item: { id: string; data: { name: string } }) => ({ id: item.id, name: item.data.name }));
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
    folders.removeAll();
  });

  it('shows a running task live, leads to its page, follows it to Complete, and cancels another with its toast', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/products`);
    await page.getByRole('button', { name: 'Notifications: No notifications' }).waitFor();

    // a task starts: the bell hears of it over the socket, with a count, a spinner and the title's prefix
    const first = folders.make();
    const { id } = await enqueue('Importing chair.step', first);
    const bell = page.getByRole('button', { name: 'Notifications: Running: 1' });
    await bell.waitFor();
    assert.equal(await bell.getAttribute('data-look'), 'items');
    await page.getByTestId('bell-spinner').waitFor();
    await page.waitForFunction(() => document.title.startsWith('(1) '));

    await bell.click();
    const panel = page.getByRole('dialog');
    const group = panel.getByTestId('notification-group');
    await group.getByText(module.name).waitFor();
    await group.getByText('Running', { exact: true }).first().waitFor();
    await group.getByRole('button', { name: 'Details' }).click();
    await settled(page);
    await panel.getByRole('button', { name: 'Cancel Importing chair.step' }).waitFor();
    await keepScreenshot(page, join(SHOTS, 'bell-running.png'));
    await panel.getByRole('link', { name: 'Importing chair.step' }).click();

    // its page: stages, log, document; closing the panel marked the item read
    await page.waitForURL(`**/tasks/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Importing chair.step' }).waitFor();
    await page.getByRole('progressbar', { name: 'Stage record: 100%' }).waitFor();
    await page.getByTestId('task-log').getByText(/recorded by \d+/).waitFor();
    assert.equal(await page.getByRole('link', { name: module.name }).getAttribute('href'), `/products/${module.id}`);
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);

    // it completes: the page and the bell follow without a reload
    writeFileSync(join(first, 'release'), '');
    await page.locator('#main').getByText('Complete', { exact: true }).waitFor();
    await page.getByRole('progressbar', { name: 'Progress: 100%' }).waitFor();
    await page.getByRole('button', { name: 'Notifications: Complete: 1' }).waitFor();
    await page.waitForFunction(() => !document.title.startsWith('('));
    await keepScreenshot(page, join(SHOTS, 'task-complete.png'), { fullPage: true });

    // another task appears live and is cancelled from the bell, with §8's toast
    await enqueue('Importing desk.step', folders.make(), other);
    await page.getByRole('button', { name: 'Notifications: Running: 1, Complete: 1' }).click();
    const second = page.getByRole('dialog').getByTestId('notification-group').filter({ hasText: other.name });
    await second.getByRole('button', { name: 'Details' }).click();
    await settled(page);
    await second.getByRole('button', { name: 'Cancel Importing desk.step' }).click();
    await page.getByText('Requested cancelling of task').waitFor();
    // the toast sits over the bell until it goes: dismissed here, as a person would
    await page.locator('[data-scope="toast"][data-part="close-trigger"]').click();
    await page.getByRole('button', { name: 'Notifications: Failed: 1, Complete: 1' }).waitFor({ timeout: 15_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Clear completed' }).click();
    await page.getByRole('dialog').getByText('All clear').waitFor();
    await page.keyboard.press('Escape');

    // a customer orders on the storefront: the order rings the bell with its own kind, linking to the order
    const order = await placeStorefrontOrder();
    await page.getByRole('button', { name: 'Notifications: Complete: 1' }).click();
    const ordered = page.getByRole('dialog').getByTestId('notification-group').filter({ hasText: `New order ${order.reference}` });
    await ordered.getByRole('button', { name: 'Details' }).click();
    await settled(page);
    assert.equal(await ordered.getByRole('link', { name: new RegExp(`^New order ${order.reference}`) }).getAttribute('href'), `/orders/${order.id}`);
    assert.deepEqual(errors, []);
  });
});
