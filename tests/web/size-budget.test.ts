// @vitest-environment node
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { PAGE_BUDGETS } from '../../web/page-budgets.ts';
import { pageFiles, sizeBudget } from '../../web/size-budget.ts';

const chunk = (fileName: string, facade: string | null, imports: string[], code = 'x') => ({
  type: 'chunk' as const, fileName, facadeModuleId: facade, imports, code, moduleIds: [],
});

const CHUNKS = [
  chunk('index.js', '/app/web/index.html', ['react.js']),
  chunk('react.js', null, []),
  chunk('Landing.js', '/app/web/src/Landing.tsx', ['react.js', 'ui.js']),
  chunk('ui.js', null, []),
  chunk('Frame.js', '/app/web/src/Frame.tsx', ['apollo.js']),
  chunk('apollo.js', null, []),
];

describe('size budget', () => {
  it("counts a page's entry, its routes' chunks and everything they import, once each", () => {
    const files = pageFiles(CHUNKS, ['index.html', 'src/Landing.tsx'], '/app/web');
    assert.deepEqual([...files].sort(), ['Landing.js', 'index.js', 'react.js', 'ui.js']);
  });

  it('fails the build when a page is over its budget, and not when it is within', () => {
    const random = (n: number) => Array.from({ length: n }, () => Math.random().toString(36)).join('');
    const bundle = Object.fromEntries(
      CHUNKS.map((c) => [c.fileName, { ...c, code: c.fileName === 'apollo.js' ? random(20_000) : c.code }]),
    );
    const run = (maxKiB: number) => {
      const errors: string[] = [];
      const plugin = sizeBudget('/app/web', [{ page: 'frame', modules: ['index.html', 'src/Frame.tsx'], maxKiB }]);
      const context = { info: () => {}, error: (message: string) => errors.push(message) };
      (plugin.generateBundle as unknown as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
      return errors;
    };
    assert.equal(run(1000).length, 0);
    const errors = run(10);
    assert.equal(errors.length, 1);
    assert.match(errors[0], /frame: .* KiB gzipped .*budget 10 KiB/);
  });

  it('names a page module the build did not produce', () => {
    assert.throws(() => pageFiles(CHUNKS, ['src/Missing.tsx'], '/app/web'), /src\/Missing.tsx/);
  });

  it('holds every signed-in screen, the editors too, to 300 KiB, and the landing page and the storefront to 200', () => {
    const budget = (page: string) => PAGE_BUDGETS.find((b) => b.page === page)?.maxKiB;
    assert.equal(budget('landing page'), 200);
    // the storefront is counted before its 3D view: the entry and its route's chunk, not the view's
    assert.equal(budget('storefront (before its 3D view)'), 200);
    assert.deepEqual(PAGE_BUDGETS.find((b) => b.page.startsWith('storefront'))?.modules, ['index.html', 'src/storefront/StorefrontPage.tsx']);
    for (const page of ['products (signed in)', 'superadmin space', 'order workflow (signed in)', 'configurators (signed in)', 'configurator editor (signed in)', 'product editor']) {
      assert.equal(budget(page), 300, page);
    }
    // every signed-in page counts the entry and the frame, the landing page the entry and the public shell
    for (const { page, modules } of PAGE_BUDGETS.filter((b) => !b.page.startsWith('storefront'))) {
      assert.equal(modules[0], 'index.html', page);
      assert.equal(modules[1], page === 'landing page' ? 'src/public/PublicShell.tsx' : 'src/frame/Frame.tsx', page);
    }
  });
});
