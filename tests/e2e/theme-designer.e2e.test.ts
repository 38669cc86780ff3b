// The theme designer (application.md §2.11) in Chromium, signed in as the demo editor: a theme
// designed from a seed is registered and applied, and the staff app takes its colours, light and
// dark; one of the demo's public presets is selected on a phone. Screenshots in test-results/themes/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ROOT } from '../../rest/paths.ts';
import { PRESET_THEMES } from '../../seeds/presets.ts';
import { themeDocument } from '../../rules/colour-scheme.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, seriousAxeViolations, signIn, untilNothingLoads } from '../support/browser.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_EDITOR as EDITOR } from '../support/demo-users.ts';

const SHOTS = join(ROOT, 'test-results', 'themes');
const SEED = '#8A5A2B';

/** The staff app's primary role now (every role is a CSS variable on the root, for the colour mode in force). */
const appPrimary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--m3-primary').trim());
/** What the designer's preview shows for a role. */
const previewed = async (page: Page, mode: 'Light' | 'Dark', role: string) =>
  (await page.getByRole('region', { name: `${mode} palette` }).locator(`li[data-role="${role}"] p`).nth(1).innerText()).trim();

async function openDesigner(browser: Browser, server: TestServer, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signIn(page, server.url, EDITOR);
  const errors = collectErrors(page);
  await page.goto(`${server.url}/thememanagement`);
  await page.getByRole('heading', { name: 'Joinery Themes', level: 1 }).waitFor();
  await untilNothingLoads(page);
  return { page, errors };
}

/** No sideways scrolling and no console error; with `axe`, no serious or critical violation either (axe takes seconds on this long page). */
async function assertCleanly(page: Page, errors: string[], where: string, axe = true) {
  await assertNoSidewaysScroll(page, undefined, where);
  if (axe) assert.deepEqual(await seriousAxeViolations(page), [], `${where}: axe`);
  assert.deepEqual(errors, [], `${where}: console errors`);
}

describe('/thememanagement in Chromium, as the demo editor', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // the demo's public preset themes (seeds/presets.ts) are the designer's presets
    server = await startTestServer();
    ({ browser, close: closeBrowser } = await launchChromium());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  it('designs a theme from a seed, registers and applies it, and the staff app takes its colours, light and dark (1280 px)', { timeout: 180_000 }, async () => {
    const { page, errors } = await openDesigner(browser, server, 1280);
    await page.getByText('A new theme, not registered yet').waitFor();
    const before = await appPrimary(page);

    await page.getByLabel('Seed colour', { exact: true }).fill(SEED);
    await page.getByRole('checkbox', { name: 'Stay true to color inputs' }).check({ force: true });
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Update theme information.' });
    const name = dialog.getByLabel('Theme name');
    assert.match(await name.inputValue(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} configuratorTheme$/, 'the default name is a timestamp plus configuratorTheme');
    await name.fill('Walnut workshop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Theme updated successfully').first().waitFor();
    await page.getByTestId('designed-theme').getByText('Walnut workshop').waitFor();

    const registered = (await call(`${server.url}/api/themes?name=Walnut%20workshop`)).body.items[0];
    const theme = (await call(`${server.url}/api/themes/${registered.id}`)).body.document;
    assert.equal(theme.seed, SEED);
    assert.equal(theme.trueColours, true);
    assert.equal(theme.properties.light.primary, await previewed(page, 'Light', 'primary'), 'the registered roles are the previewed ones');
    assert.equal(theme.properties.dark.surface, await previewed(page, 'Dark', 'surface'));
    assert.equal(await appPrimary(page), before, 'registering alone does not recolour the app');

    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForFunction((primary) => getComputedStyle(document.documentElement).getPropertyValue('--m3-primary').trim() === primary, theme.properties.light.primary);
    assert.notEqual(theme.properties.light.primary, before);
    // the app's buttons take the theme's primary (once the pointer has left the button and its hover faded)
    await page.mouse.move(0, 0);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.properties.light.primary.slice(i, i + 2), 16));
    const solid = `rgb(${r}, ${g}, ${b})`;
    const apply = await page.getByRole('button', { name: 'Apply' }).elementHandle();
    await page.waitForFunction(([button, colour]) => getComputedStyle(button as Element).backgroundColor === colour, [apply, solid] as const, { timeout: 5000 })
      .catch(async () => assert.fail(`the Apply button is ${await apply!.evaluate((button) => getComputedStyle(button).backgroundColor)}, not ${solid}`));
    await keepScreenshot(page, join(SHOTS, 'designer-1280-light.png'), { fullPage: true });
    await assertCleanly(page, errors, '1280 light');

    // the workspace keeps it: another screen, after a reload, in dark mode
    await page.evaluate((email) => localStorage.setItem(`joinery:colour-mode:${email}`, 'dark'), EDITOR);
    await page.goto(`${server.url}/products`);
    await page.getByRole('table').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    assert.equal(await appPrimary(page), theme.properties.dark.primary, 'dark mode takes the dark roles');
    await keepScreenshot(page, join(SHOTS, 'products-1280-dark.png'));
    await page.goto(`${server.url}/thememanagement`);
    await page.getByTestId('designed-theme').getByText('Walnut workshop').waitFor();
    assert.equal(await page.getByLabel('Seed colour', { exact: true }).inputValue(), SEED, 'the designer starts from the workspace theme');
    await keepScreenshot(page, join(SHOTS, 'designer-1280-dark.png'), { fullPage: true });
    await assertCleanly(page, errors, '1280 dark');
    await page.context().close();
  });

  it('selects one of the demo’s public presets on a phone, and the app takes its stored roles (375 px)', { timeout: 180_000 }, async () => {
    const { page, errors } = await openDesigner(browser, server, 375);
    await page.getByRole('button', { name: 'Select' }).click();
    await page.getByText('Select a theme from the list.').waitFor();
    await page.getByText('No theme selected').waitFor();

    for (const { name } of PRESET_THEMES) await page.getByRole('radio', { name, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Terracotta' }).check();
    await page.getByRole('button', { name: 'Select' }).click();
    await page.getByText('Theme updated successfully').first().waitFor();
    await page.getByTestId('designed-theme').getByText('Terracotta').waitFor();
    const primary = await previewed(page, 'Light', 'primary');
    const terracotta = PRESET_THEMES.find((p) => p.name === 'Terracotta')!;
    assert.equal(primary, themeDocument(terracotta.name, terracotta.colours).properties.light.primary);
    await page.waitForFunction((expected) => getComputedStyle(document.documentElement).getPropertyValue('--m3-primary').trim() === expected, primary);
    await keepScreenshot(page, join(SHOTS, 'designer-375-light.png'), { fullPage: true });
    await assertCleanly(page, errors, '375 light');

    await page.evaluate((email) => localStorage.setItem(`joinery:colour-mode:${email}`, 'dark'), EDITOR);
    await page.reload();
    await page.getByTestId('designed-theme').getByText('Terracotta').waitFor();
    await untilNothingLoads(page);
    assert.equal(await appPrimary(page), await previewed(page, 'Dark', 'primary'));
    await keepScreenshot(page, join(SHOTS, 'designer-375-dark.png'), { fullPage: true });
    await assertCleanly(page, errors, '375 dark', false);
    await page.context().close();
  });
});
