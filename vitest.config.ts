// One command runs every suite: `npx vitest run` (or `npx vitest run rest` for the files whose path
// contains "rest"). Each project is a part of the system, tested with real parts: a real SQLite file,
// real HTTP, Debian's Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// each file's CPU time, its budget, and the run's report of the costliest files
const CPU_BUDGET = 'tests/support/cpu-budget.ts';
// ships as ES modules with extension-less imports Node cannot resolve on its own; the demo's preset
// themes (seeds/presets.ts) compute their roles with it wherever a test loads the demo
const inlined = { deps: { inline: ['@material/material-color-utilities'] } };
const WEB_TESTS = fileURLToPath(new URL('tests/web/', import.meta.url));
/** The web tests that run in Node rather than happy-dom: those whose file starts with a `@vitest-environment node` docblock. */
const webNodeTests = readdirSync(WEB_TESTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(`${WEB_TESTS}${file}`, 'utf8').startsWith('// @vitest-environment node'))
  .map((file) => `tests/web/${file}`);
// The server project's files start test servers, which copy the run's seeded demo (tests/support/demo-template.ts).
// They share a worker's modules (isolate: false): the server's code is imported once per worker rather
// than once per file, which took most of their import time; no such test changes module state that another
// file reads (each starts its own server). One project, not one per folder (contract, rest, gateway, e2e as
// before): each project has workers of its own, and each of them imported the server again (a quiet run
// from a fresh clone: 309 → 298 s, 545 → 532 CPU-s).
const node = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 180_000, server: inlined, globalSetup: 'tests/support/global-setup.ts', isolate: false, setupFiles: [CPU_BUDGET] };

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for Apollo (graphql has no "exports" map); Vite would give
    // our code the .mjs build, and two graphql realms break `instanceof GraphQLError` and schemas
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // three files on two cores: a browser test waits on Chromium and its server much of its time, and a
    // third file fills that wait (a quiet run from a fresh clone: see docs/decisions.md)
    maxWorkers: 3,
    reporters: ['default', './tests/support/cpu-report.ts'],
    projects: [
      // the rule model shared by browser and server: pure functions, no server
      { extends: true, test: { name: 'rules', environment: 'node', include: ['tests/rules/**/*.test.ts'], setupFiles: [CPU_BUDGET] } },
      // the store contract, the REST API, the server's processes, the model, the gateway and the browser tests
      {
        extends: true,
        test: {
          ...node,
          name: 'server',
          include: ['tests/contract/**/*.test.ts', 'tests/rest/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/gateway/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          // components render in happy-dom with Testing Library; a file can opt into node with a docblock (web-node)
          environment: 'happy-dom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webNodeTests],
          setupFiles: ['tests/web/setup.ts', CPU_BUDGET],
          testTimeout: 20_000,
          server: inlined,
          // files share a worker's modules too: React, Chakra and happy-dom load once per worker (a tenth
          // less CPU); tests/web/setup.ts clears the document and storage after each test, and no web module
          // keeps state across files (tests/web/app.tsx clears the one Apollo client's store before each render)
          isolate: false,
        },
      },
      // The web tests that run in Node (codegen, the tsconfig, the budgets, pure functions), in a project of
      // their own: vitest hands a worker the next file only when it is of the same project and environment,
      // so mixed in the web project each of them started a worker of its own and the next component test
      // another, which loaded React, Chakra and happy-dom again (12 workers for the web tests, now 4).
      { extends: true, test: { name: 'web-node', environment: 'node', include: webNodeTests, setupFiles: [CPU_BUDGET], testTimeout: 20_000, server: inlined, isolate: false } },
    ],
  },
});
