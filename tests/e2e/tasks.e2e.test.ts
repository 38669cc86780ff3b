// Tasks and the live bell (issue 21 §1, §3) in Chromium over the real server: a real task (the test
// task types, run by the server's own runner) appears in the bell with a count, a spinner and the count
// in the page title; its group's details lead to /tasks/{id}, which shows its stages, log and document;
// as it completes the bell follows live; a second task appearing live is cancelled from the bell with
// §8's toast. One browser context, one full page load.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { enqueueTask } from '../../rest/model/tasks/tasks.ts';
import { collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';
import { gqlData } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import '../support/task-types.ts';
import { tempFolders } from '../support/temp.ts';

const SHOTS = join(ROOT, 'test-results', 'tasks');
const folders = tempFolders('joinery-e2e-tasks');

describe('tasks in the bell and on /tasks/{id}, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let module: { id: string; name: string };

  const enqueue = (title: string, dir: string) => {
    const rt = systemRuntime(server.store);
    const task = { workspace: 'demo', owner: DEMO_ADMIN, type: 'test-record', title, documentType: 'module', documentId: module.id, documentName: module.name, input: { dir, hold: true } };
    return server.store.transaction((tx) => enqueueTask(tx, rt, task));
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ as: DEMO_ADMIN });
    ({ browser, close: closeBrowser } = await launchChromium());
    const { modules } = await gqlData(server, '{ modules(page: { limit: 1 }) { items { id data { name } } } }');
    module = { id: modules.items[0].id, name: modules.items[0].data.name };
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
    await enqueue('Importing desk.step', folders.make());
    await page.getByRole('button', { name: 'Notifications: Running: 1, Complete: 1' }).click();
    const second = page.getByRole('dialog').getByTestId('notification-group').filter({ hasText: 'Running' });
    await second.getByRole('button', { name: 'Details' }).click();
    await second.getByRole('button', { name: 'Cancel Importing desk.step' }).click();
    await page.getByText('Requested cancelling of task').waitFor();
    await page.getByRole('button', { name: 'Notifications: Failed: 1, Complete: 1' }).waitFor({ timeout: 15_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Clear completed' }).click();
    await page.getByRole('dialog').getByText('All clear').waitFor();
    assert.deepEqual(errors, []);
  });
});
