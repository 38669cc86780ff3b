// The version-history popover (application.md §2.13) in Chromium, signed in as the demo editor, over a demo
// module given a history through the REST API: 1 ← 2 ← 3 ← 4 (the head), a branch 2 ← 5 adding a SKU and a
// branch 3 ← 6 changing the description. The editor opens the history, views an old version read-only,
// reads the diff before copying it to latest, merges the SKU branch, sees each new head, and finds the
// description branch refused with its conflicting field once the copy changed the description too.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROOT } from '../../rest/paths.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn } from '../support/browser.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_EDITOR as EDITOR } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results', 'version-history');
const ORIGINAL_DESCRIPTION = 'Adjustable shelf on pins';

describe('version history in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let id: string;

  const api = async (method: string, path: string, json?: object) => {
    const reply = await call(`${server.url}/api${path}`, { method, json, as: EDITOR });
    assert.ok(reply.status < 300, `${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer();
    ({ browser, close: closeBrowser } = await launchChromium());
    const { items } = await api('GET', '/modules?limit=200');
    id = items.find((m: { data: { name: string } }) => m.data.name === 'Shelf 800').id;
    await api('PATCH', `/modules/${id}`, { price: '£40.00' }); // 2
    await api('PATCH', `/modules/${id}`, { description: `${ORIGINAL_DESCRIPTION}, oiled` }); // 3
    await api('PATCH', `/modules/${id}`, { name: 'Shelf 800 oak' }); // 4, the head
    await api('PATCH', `/modules/${id}/v/2?notHead=true`, { skus: ['OA-SH-800', 'OA-SH-800-B'] }); // 5
    await api('PATCH', `/modules/${id}/v/3?notHead=true`, { description: `${ORIGINAL_DESCRIPTION}, lacquered` }); // 6
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  async function open(width: number, mode: 'light' | 'dark', query = '') {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`joinery:colour-mode:${EDITOR}`, mode]);
    const page = await context.newPage();
    await signIn(page, server.url, EDITOR);
    const errors = collectErrors(page);
    await page.goto(`${server.url}/products/${id}${query}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return { page, errors };
  }

  const historyButton = (page: Page) => page.getByRole('button', { name: 'Version history', exact: true });
  const popover = (page: Page) => page.getByRole('dialog', { name: 'Version history' });
  const versionButton = (page: Page, n: number) => popover(page).getByRole('button', { name: new RegExp(`^Version ${n},`) });
  /** a version card named as `name` says, waited for: the graph redraws its cards after the popover's sentence changes */
  const cardNamed = (page: Page, name: RegExp) => popover(page).getByRole('button', { name }).waitFor({ timeout: 10_000 });
  /** a version chosen with the keyboard: focus brings it into sight in the graph, Enter opens it */
  async function choose(page: Page, n: number) {
    await versionButton(page, n).focus();
    await versionButton(page, n).press('Enter');
    await page.waitForURL(new RegExp(`version=${n}$`));
  }
  /** the product editor shows the version's name as its heading and which version it is */
  async function shownVersion(page: Page, name: string, badge: string) {
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await page.getByText(badge, { exact: true }).waitFor();
  }
  const shot = (page: Page, name: string) => keepScreenshot(page, join(SHOTS, `${name}.png`));

  it('shows the graph, views an old version read-only, copies it to latest after its diff, and merges a branch', async () => {
    const { page, errors } = await open(1280, 'light');
    await shownVersion(page, 'Shelf 800 oak', 'Version 4 (latest)');
    await historyButton(page).click();
    await versionButton(page, 6).waitFor();
    for (const n of [1, 2, 3, 5, 6]) assert.equal(await versionButton(page, n).count(), 1, `version ${n} is drawn`);
    await cardNamed(page, /^Version 4, latest, viewing, by Eddie Editor/);
    assert.equal(await page.getByTestId('graph-zoom').textContent(), '40', 'the graph starts at zoom 40');
    assert.equal(await popover(page).getByRole('button', { name: 'Copy this version to latest' }).count(), 0, 'nothing to copy on the latest version');
    await shot(page, 'graph-1280-light');
    assert.deepEqual(await seriousAxeViolations(page), []);

    // an old version of the head's own line: read-only, copy but no merge
    await choose(page, 2);
    await page.getByTestId('viewed-version-notice').getByText('Version 2 (read-only)').waitFor();
    await shownVersion(page, 'Shelf 800', 'Version 2 of 4');
    assert.equal(await popover(page).getByRole('button', { name: 'Merge this branch with latest' }).count(), 0);
    await popover(page).getByRole('button', { name: 'Copy this version to latest' }).click();
    const copy = page.getByRole('alertdialog', { name: 'Copy version 2 to latest' });
    const changes = copy.getByTestId('change-list').getByRole('listitem');
    await changes.first().waitFor();
    assert.deepEqual((await changes.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()).sort(), [
      `Changed description was "${ORIGINAL_DESCRIPTION}, oiled"→ now "${ORIGINAL_DESCRIPTION}"`,
      'Changed name was "Shelf 800 oak"→ now "Shelf 800"',
    ]);
    await shot(page, 'copy-diff-1280-light');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await copy.getByRole('button', { name: 'Copy to latest' }).click();
    await page.getByText('Version 2 is now the latest version (7).').waitFor();
    await shownVersion(page, 'Shelf 800', 'Version 7 (latest)');
    // the popover stays open, redrawn with the new head
    await popover(page).getByText('Viewing version 7, the latest.').waitFor();
    await cardNamed(page, /^Version 7, latest, viewing/);

    // the branch adding a SKU: merge it after reading what it adds
    await choose(page, 5);
    await popover(page).getByRole('button', { name: 'Merge this branch with latest' }).click();
    const merge = page.getByRole('alertdialog', { name: 'Merge version 5 with latest' });
    await merge.getByText('skus › #2').waitFor();
    assert.match(await merge.getByTestId('change-list').innerText(), /Added\s+skus › #2\s+new value\s+"OA-SH-800-B"/);
    await merge.getByRole('button', { name: 'Merge' }).click();
    await page.getByText('Version 5 was merged into the latest version (8).').waitFor();
    await shownVersion(page, 'Shelf 800', 'Version 8 (latest)');
    await popover(page).getByText('Viewing version 8, the latest.').waitFor();
    await cardNamed(page, /^Version 8, latest, viewing/);
    await shot(page, 'merged-1280-light');

    const head = await api('GET', `/modules/${id}?complete=true`);
    assert.equal(head.head, 8);
    assert.deepEqual(head.document.skus, ['OA-SH-800', 'OA-SH-800-B']);
    assert.equal(head.document.description, ORIGINAL_DESCRIPTION);
    assert.deepEqual(head.info.parents, [7, 5]);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  // follows the first: only once version 2 was copied to latest do the head and version 6 both change the description
  it('shows the conflicting field of a branch that cannot be merged, and writes nothing (375 px, dark)', async () => {
    const { page, errors } = await open(375, 'dark', '?version=6');
    await page.getByTestId('viewed-version-notice').getByText('Version 6 (read-only)').waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
    await historyButton(page).click();
    await versionButton(page, 8).waitFor();
    await assertNoSidewaysScroll(page);
    await shot(page, 'graph-375-dark');
    assert.deepEqual(await seriousAxeViolations(page), []);

    await popover(page).getByRole('button', { name: 'Merge this branch with latest' }).click();
    const merge = page.getByRole('alertdialog', { name: 'Merge version 6 with latest' });
    const conflict = merge.getByTestId('conflict-list').getByRole('listitem');
    await conflict.waitFor();
    assert.match(await conflict.innerText(), new RegExp(`description\\s+Latest \\(8\\)\\s+"${ORIGINAL_DESCRIPTION}"\\s+Version 6\\s+"${ORIGINAL_DESCRIPTION}, lacquered"`));
    assert.ok(await merge.getByRole('button', { name: 'Merge' }).isDisabled(), 'a conflicting merge cannot be confirmed');
    await shot(page, 'conflict-375-dark');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await merge.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await api('GET', `/modules/${id}`)).head, 8, 'nothing was written');

    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'graph-1280-dark');
    await page.context().close();
    assert.deepEqual(errors, []);
  });
});
