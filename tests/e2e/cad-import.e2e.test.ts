// Creating a product from a STEP file in Chromium (issue 21 §2), signed in as the demo admin: 'Add
// product' on /products takes the file, the bell shows the import task with its progress and then its
// completion, the new row shows its '% Completed' while the task waits and runs in a server's worker
// thread, then its date and the render the server drew; the product editor shows
// the file in its 3D preview. Screenshots in test-results/cad-import/ (SCREENSHOTS=1); axe on the page.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TASKS, type TaskRow } from '../../rest/model/tasks/task-rows.ts';
import { ROOT } from '../../rest/paths.ts';
import { stepOfBoxes, type StepBox } from '../../seeds/step-geometry.ts';
import { collectErrors, keepScreenshot, launchChromium, navigateInApp, seriousAxeViolations, signIn, untilNothingLoads } from '../support/browser.ts';
import { call, DEMO_ADMIN, startTestServer, type TestServer } from '../support/server.ts';

const SHOTS = join(ROOT, 'test-results', 'cad-import');
const OAK: StepBox['colour'] = [0.76, 0.6, 0.42];

/** A wall cabinet's carcass: sides, top, bottom and shelves, and a row of pegs; enough solids to take a moment to import. */
function cabinet(): Buffer {
  const panel = (name: string, at: StepBox['at'], size: StepBox['size']): StepBox => ({ name, at, size, colour: OAK });
  const pegs = Array.from({ length: 120 }, (_, i): StepBox => ({ name: `peg ${i}`, at: [40 + (i % 30) * 24, 300, 100 + Math.floor(i / 30) * 150], size: [8, 8, 8], colour: [0.2, 0.2, 0.22] }));
  return stepOfBoxes('Wall cabinet', [
    panel('left side', [0, 0, 0], [18, 320, 720]),
    panel('right side', [782, 0, 0], [18, 320, 720]),
    panel('bottom', [18, 0, 0], [764, 320, 18]),
    panel('top', [18, 0, 702], [764, 320, 18]),
    panel('shelf', [18, 10, 350], [764, 300, 18]),
    ...pegs,
  ]);
}

describe('a product from a STEP file in Chromium', () => {
  /** the server the browser talks to: it runs no tasks, so the import waits, Submitted, until `worker` takes it */
  let server: TestServer;
  /** a second instance over the same database that runs tasks, as another process of a deployment does */
  let worker: TestServer | undefined;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ env: { TASK_WORKERS: '0' } });
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await worker?.close();
    await server?.close();
  });

  it("is added with 'Add product', shows its progress on the table, then its render and its 3D preview", { timeout: 180_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, DEMO_ADMIN);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/products`);
    // the table's first read answered: the table shows (busy) while it is under way, and the refetch after
    // the upload would join that read, begun before the product existed, and then never show its row
    await page.getByRole('table', { name: 'Products' }).and(page.locator('[aria-busy="false"]')).waitFor();

    // the bell is open as the file goes in: it hears of the import task live. The import waits in the queue
    // until a server that runs tasks takes it, so the table's row shows its '% Completed' whenever the table
    // reads (a small file imports in a second or two: read after it, the row would show its date instead)
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('Clear completed').waitFor();
    // what the table read after the upload, for the message should the row's '% Completed' not show
    const uploaded = Date.now();
    const tableReads: string[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/graphql') || !response.request().postData()?.includes('"ModuleList"')) return;
      void response.json().then((body) => {
        const item = body.data?.modules?.items?.find((i: { name: string }) => i.name === 'Wall cabinet');
        tableReads.push(`${Date.now() - uploaded} ms: ${item ? `progress ${item.progress}` : 'no row'}`);
      }, () => {});
    });
    await page.getByLabel('CAD file for a new product').setInputFiles({ name: 'Wall cabinet.step', mimeType: 'model/step', buffer: cabinet() });
    const group = panel.getByTestId('notification-group').filter({ hasText: 'Wall cabinet' });
    const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select Wall cabinet' }) });
    await row.getByText(/^\d+% Completed$/).waitFor({ timeout: 60_000 }).catch(async (error: Error) => {
      const tasks = (await server.store.find(TASKS, {})) as TaskRow[];
      const states = tasks.map((t) => `${t.type} ${t.status} ${t.progress}`).join(', ');
      throw new Error(`${error.message}\nthe table's reads after the upload: ${tableReads.join('; ') || 'none'}\ntasks now: ${states}`);
    });
    // the task runs: the bell's group shows the product and its progress
    worker = await startTestServer({ dataDir: server.dataDir, seed: false, env: { TASK_WORKERS: '1' } });
    await Promise.all([
      group.getByRole('progressbar', { name: /^Wall cabinet: \d+%$/ }).waitFor({ timeout: 60_000 }),
      page.getByRole('button', { name: 'Notifications: Running: 1' }).waitFor({ timeout: 60_000 }),
    ]).catch(async (error: Error) => {
      // what the task and the bell were at when the running state did not show, for a failure that a run alone does not repeat
      const tasks = ((await server.store.find(TASKS, {})) as TaskRow[]).map((t) => `${t.type} ${t.status} ${t.progress}`).join(', ');
      const bell = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
      throw new Error(`${error.message}\ntasks now: ${tasks}\nthe bell: ${bell}\nthe group: ${await group.innerText().catch(() => 'not shown')}`);
    });
    await keepScreenshot(page, join(SHOTS, 'importing-bell-1280.png'));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // the toast says so too; closed, it no longer covers the bell
    const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Wall cabinet is being imported from Wall cabinet.step' });
    await toast.getByRole('button').click();
    await toast.waitFor({ state: 'detached' });
    await row.getByText(/^\d\d\/\d\d\/\d\d$/).waitFor({ timeout: 120_000 });

    // and the bell follows it to completion
    await page.getByRole('button', { name: 'Notifications: Complete: 1' }).click({ timeout: 30_000 });
    await group.getByRole('button', { name: 'Details' }).click();
    await group.getByTestId('notification-item').filter({ hasText: 'Importing Wall cabinet' }).getByText('Complete 100%').waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // the render the server drew is the row's picture
    const picture = row.locator('img');
    await picture.waitFor();
    await page.waitForFunction((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 800, await picture.elementHandle());
    await keepScreenshot(page, join(SHOTS, 'imported-1280.png'));
    assert.deepEqual(await seriousAxeViolations(page), []);

    const { body } = await call(`${server.url}/api/modules?name=${encodeURIComponent('Wall cabinet')}`);
    const id = body.items[0].id as string;
    const module = (await call(`${server.url}/api/modules/${id}`)).body;
    assert.equal(module.document.source.render.contentType, 'image/png');
    const panels = module.document.productionParts.groups.find((g: { key: string }) => g.key === 'Panel').parts;
    assert.ok(panels.some((p: any) => p.dimensions.length === 764 && p.dimensions.width === 320 && p.thickness === 18), 'the top and bottom are 764 × 320 × 18 panels');

    // the product editor shows the STEP file in its 3D preview
    await navigateInApp(page, `/products/${id}`);
    const source = page.getByRole('region', { name: 'Source' });
    await untilNothingLoads(page, 60_000);
    await source.getByRole('img', { name: '3D preview of Wall cabinet' }).waitFor({ timeout: 60_000 });
    await source.getByText('File: Wall cabinet.step').waitFor();
    await keepScreenshot(page, join(SHOTS, 'editor-1280.png'));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
