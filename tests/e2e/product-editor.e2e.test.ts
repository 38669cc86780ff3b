// The product editor (/products/{id}) in Chromium, signed in as the demo editor: validation messages,
// a save that makes a new version, the unsaved-changes question, an older version read-only, a
// conflicting save kept as a branch, and the source (an uploaded image, a 3D preview of an uploaded
// mesh, and of an uploaded STEP file converted in the browser). Screenshots at 1280 and 375 px, light and dark, in test-results/product-editor/; axe on the
// editor, the conflict question and the phone layout.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../../rest/paths.ts';
import { DEMO_USERS } from '../../seeds/demo.ts';
import { assertNoSidewaysScroll, collectErrors, keepScreenshot, launchChromium, navigateInApp, seriousAxeViolations, signIn, untilNothingLoads } from '../support/browser.ts';
import { formWith } from '../support/files.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { stepOfBoxes } from '../../seeds/step-geometry.ts';

const SHOTS = join(ROOT, 'test-results', 'product-editor');
const EDITOR = DEMO_USERS.find((u) => u.role === 'editor')!.email;

describe('the product editor in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let moduleId: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startTestServer({ demoActivity: false });
    ({ browser, close: closeBrowser } = await launchChromium());
    const { body } = await call(`${server.url}/api/modules?name=${encodeURIComponent('Side panel 1800')}`);
    moduleId = body.items[0].id;
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
  });

  /** The editor's one tab, shared by the tests in file order (a new context pays for a cold start). */
  let tab: { page: Page; errors: string[] } | undefined;
  const colourModeKey = `joinery:colour-mode:${EDITOR}`;

  /** The editor's tab at `width` in `colourMode`, with no errors yet, `path` loaded afresh. */
  async function open(width: number, colourMode: 'light' | 'dark', path = `/products/${moduleId}`): Promise<{ page: Page; errors: string[] }> {
    if (!tab) {
      const context = await browser.newContext();
      // the first load's mode; later ones set it in the app's own storage before loading
      await context.addInitScript(([key, mode]) => localStorage.getItem(key) ?? localStorage.setItem(key, mode), [colourModeKey, colourMode] as const);
      const page = await context.newPage();
      await signIn(page, server.url, EDITOR);
      tab = { page, errors: collectErrors(page) };
    } else {
      await tab.page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [colourModeKey, colourMode] as const);
    }
    const { page, errors } = tab;
    await page.setViewportSize({ width, height: 900 });
    errors.length = 0;
    await page.goto(`${server.url}${path}`);
    return { page, errors };
  }

  const head = async () => (await call(`${server.url}/api/modules/${moduleId}`)).body;
  const idOf = async (name: string) => (await call(`${server.url}/api/modules?name=${encodeURIComponent(name)}`)).body.items[0].id as string;

  /** A box of w × h × d as an ASCII STL: twelve triangles. */
  function boxStl(w: number, h: number, d: number): Buffer {
    const p = [[0, 0, 0], [w, 0, 0], [w, h, 0], [0, h, 0], [0, 0, d], [w, 0, d], [w, h, d], [0, h, d]];
    const faces = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]];
    const facet = (f: number[]) => `facet normal 0 0 0\nouter loop\n${f.map((i) => `vertex ${p[i].join(' ')}`).join('\n')}\nendloop\nendfacet\n`;
    return Buffer.from(`solid box\n${faces.map(facet).join('')}endsolid box\n`);
  }

  /** How many pixels of an element, as the screen shows it, are the colour of oak (warm, not grey). */
  async function oakPixels(page: Page, selector: string): Promise<number> {
    const png = (await page.locator(selector).screenshot()).toString('base64');
    return page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
      let count = 0;
      for (let i = 0; i < rgba.length; i += 4) if (rgba[i] - rgba[i + 2] > 50 && rgba[i] > rgba[i + 1] && rgba[i + 1] > rgba[i + 2]) count++;
      return count;
    }, png);
  }

  it('edits and saves a module as a new version, asks before unsaved changes are lost, and shows an older version read-only', { timeout: 60_000 }, async () => {
    const { page, errors } = await open(1280, 'light');
    await page.getByRole('heading', { level: 1, name: 'Side panel 1800' }).waitFor();
    await page.getByText('Version 1 (latest)').waitFor();
    assert.equal(await page.title(), 'Product editor | Joinery');
    // connector types by name, and who uses the module, linked to their screens
    assert.equal(await page.getByRole('combobox', { name: 'Connector type' }).first().locator('option:checked').textContent(), 'Shelf pin');
    const usedBy = page.getByRole('region', { name: 'Used by' });
    assert.match((await usedBy.getByRole('link', { name: 'OA-1001' }).getAttribute('href')) ?? '', /^\/orders\/[0-9a-f]{24}$/);
    await usedBy.getByText('Wall shelving system').waitFor();
    await page.getByRole('region', { name: 'Source' }).getByText('No image').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Version history' }).getAttribute('aria-disabled'), null, 'the editor offers its history');
    await keepScreenshot(page, join(SHOTS, 'editor-1280-light.png'), { fullPage: true });
    assert.deepEqual(await seriousAxeViolations(page), []);

    // §5: a message once the field is touched
    const name = page.getByRole('textbox', { name: 'Name' }).first();
    await name.fill('');
    await name.blur();
    await page.getByText('This field is required').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save' }).isDisabled(), false);
    await name.fill('Side panel 1800 tall');
    await page.getByText('This field is required').waitFor({ state: 'detached' });

    // a tag with Enter, a parameter's typed default
    const categories = page.getByRole('textbox', { name: 'Categories' });
    await categories.pressSequentially('Tall');
    await categories.press('Enter');
    // an entry already there is not added again (§5)
    await categories.pressSequentially('Frames,');
    await page.getByRole('combobox', { name: 'Default' }).first().selectOption('ash');
    await page.getByText('Unsaved changes').waitFor();

    // leaving asks first; staying keeps the changes
    await page.getByRole('link', { name: 'Joinery home' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    assert.equal(await name.inputValue(), 'Side panel 1800 tall');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as version 2').waitFor();
    await page.getByText('Version 2 (latest)').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Side panel 1800 tall' }).waitFor();
    const saved = await head();
    assert.equal(saved.version, 2);
    assert.equal(saved.document.name, 'Side panel 1800 tall');
    assert.deepEqual(saved.document.categories, ['Frames', 'Tall']);
    assert.equal(saved.document.parameters[0].default, 'ash');
    assert.deepEqual(saved.document.connectors, (await call(`${server.url}/api/modules/${moduleId}/v/1`)).body.document.connectors, 'what was not edited stays as it was');

    // an older version is read-only, with the way back to the latest
    await page.goto(`${server.url}/products/${moduleId}?version=1`);
    await page.getByTestId('viewed-version-notice').getByText('Version 1 (read-only)').waitFor();
    await page.getByText('This is not the latest version (2). Open the version history to copy or merge it.').waitFor();
    assert.ok(await page.getByRole('textbox', { name: 'Name' }).first().isDisabled());
    assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
    await page.getByRole('button', { name: 'Go to latest' }).click();
    await page.getByText('Version 2 (latest)').waitFor();
    await page.setViewportSize({ width: 375, height: 900 });
    await keepScreenshot(page, join(SHOTS, 'editor-375-light.png'));
    assert.deepEqual(errors, []);
  });

  it('says when someone saved in between, and keeps the changes as a branch', { timeout: 60_000 }, async () => {
    const { page, errors } = await open(1280, 'dark');
    const before = await head();
    await page.getByText(`Version ${before.version} (latest)`).waitFor();
    await page.getByRole('textbox', { name: 'Description' }).fill('Drilled on both faces, with a new edge');

    // someone else saves meanwhile
    const other = await call(`${server.url}/api/modules/${moduleId}`, { method: 'PATCH', json: { price: '£99.00' } });
    assert.equal(other.status, 200, JSON.stringify(other.body));
    const latest = before.version + 1;

    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Someone else saved this product' });
    await dialog.getByText(`You were editing version ${before.version}, but version ${latest} was saved in the meantime.`).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await keepScreenshot(page, join(SHOTS, 'conflict-1280-dark.png'));
    assert.deepEqual(await seriousAxeViolations(page), []);
    await dialog.getByRole('button', { name: 'Save as a branch' }).click();

    const branch = latest + 1;
    await page.getByText(`Your changes are version ${branch}. Version ${latest} is still the latest.`).waitFor();
    await page.getByText(`Version ${branch} of ${latest}`).waitFor();
    assert.equal(new URL(page.url()).search, `?version=${branch}`);
    assert.equal(await page.getByRole('textbox', { name: 'Description' }).inputValue(), 'Drilled on both faces, with a new edge');
    const now = await head();
    assert.equal(now.version, latest, 'the branch leaves the head where it was');
    assert.equal(now.document.price, '£99.00');
    const kept = (await call(`${server.url}/api/modules/${moduleId}/v/${branch}`)).body;
    assert.equal(kept.document.description, 'Drilled on both faces, with a new edge');
    assert.equal(kept.document.price, before.document.price, 'the branch starts from the version that was edited');

    // the same screen on a phone
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByText(`Version ${branch} of ${latest}`).waitFor();
    await assertNoSidewaysScroll(page, 375);
    await keepScreenshot(page, join(SHOTS, 'branch-375-dark.png'), { fullPage: true });
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(errors, []);
  });

  it('shows an uploaded source image, a 3D preview of an uploaded mesh and of an uploaded STEP file in its colours, and says why a STEP file that cannot be read is not shown', { timeout: 90_000 }, async () => {
    const rail = await idOf('Wardrobe rail 800');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#8a5a2b"/><rect x="20" y="50" width="120" height="12" rx="6" fill="#ddd"/></svg>';
    const png = Buffer.from(new Resvg(svg).render().asPng());
    const image = await call(`${server.url}/api/modules/${rail}/source/image.png`, { method: 'PUT', body: formWith({ bytes: png, name: 'rail.png' }) });
    assert.equal(image.status, 200, JSON.stringify(image.body));
    const legs = await idOf('Leg frame');
    const mesh = await call(`${server.url}/api/modules/${legs}/source/file.stl`, { method: 'PUT', body: formWith({ bytes: boxStl(700, 720, 60), name: 'leg-frame.stl' }) });
    assert.equal(mesh.status, 200, JSON.stringify(mesh.body));
    // a door standing up (Z-up, as CAD programs export it): an oak panel with a dark handle
    const door = await idOf('Door 400 left');
    const step = stepOfBoxes('door-400', [
      { name: 'panel', at: [0, 0, 0], size: [400, 18, 720], colour: [0.76, 0.6, 0.42] },
      { name: 'handle', at: [340, -30, 300], size: [16, 30, 120], colour: [0.2, 0.2, 0.22] },
    ]);
    const cad = await call(`${server.url}/api/modules/${door}/source/file.step`, { method: 'PUT', body: formWith({ bytes: step, name: 'door-400.step' }) });
    assert.equal(cad.status, 200, JSON.stringify(cad.body));
    // a STEP file with no shape in it passes the upload's check of its beginning, but has nothing to show
    const back = await idOf('Back panel 800');
    const empty = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('AUTOMOTIVE_DESIGN'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n");
    assert.equal((await call(`${server.url}/api/modules/${back}/source/file.stp`, { method: 'PUT', body: formWith({ bytes: empty, name: 'back-panel-800.stp' }) })).status, 200);

    const { page, errors } = await open(1280, 'light', `/products/${rail}`);
    const railSource = page.getByRole('region', { name: 'Source' });
    const img = railSource.getByRole('img', { name: 'Wardrobe rail 800' });
    await img.waitFor();
    await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth === 160, await img.elementHandle());
    await keepScreenshot(railSource, join(SHOTS, 'source-image-1280-light.png'));

    await navigateInApp(page, `/products/${legs}`);
    const legsSource = page.getByRole('region', { name: 'Source' });
    await legsSource.getByRole('img', { name: '3D preview of Leg frame' }).waitFor();
    await untilNothingLoads(page);
    assert.equal(await legsSource.getByText(/could not be loaded|not available/).count(), 0, 'the mesh is drawn');
    await legsSource.getByText('File: leg-frame.stl').waitFor();
    await keepScreenshot(legsSource, join(SHOTS, 'source-3d-1280-light.png'));

    // a STEP file is converted in the browser (OpenCascade in a worker) while a spinner says so
    const wasm = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.wasm'));
    await navigateInApp(page, `/products/${door}`);
    const doorSource = page.getByRole('region', { name: 'Source' });
    await doorSource.getByRole('status').getByText('Converting the STEP file for the 3D preview…').waitFor();
    assert.equal((await wasm).headers()['content-type'], 'application/wasm', 'the server gives the reader as WebAssembly, which the browser compiles as it arrives');
    await untilNothingLoads(page, 30_000);
    await doorSource.getByRole('img', { name: '3D preview of Door 400 left' }).waitFor();
    assert.equal(await doorSource.getByText(/could not be loaded|not available/).count(), 0, 'the converted door is drawn');
    assert.ok((await oakPixels(page, 'canvas[aria-label="3D preview of Door 400 left"]')) > 5000, "the door is drawn in the file's oak colour, not the neutral grey");
    await doorSource.getByText('File: door-400.step').waitFor();
    await keepScreenshot(doorSource, join(SHOTS, 'source-step-1280-light.png'));

    await navigateInApp(page, `/products/${back}`);
    const backSource = page.getByRole('region', { name: 'Source' });
    await backSource.getByRole('img', { name: 'Back panel 800: No image' }).waitFor({ timeout: 30_000 });
    await backSource.getByRole('status').getByText('The 3D preview of back-panel-800.stp could not be shown: the file holds nothing OpenCascade could read.').waitFor();
    assert.deepEqual(errors, []);
  });
});
