// One command runs every suite: `npx vitest run` (or `npx vitest run rest` for the files whose path
// contains "rest"). Each project is a part of the system, tested with real parts: a real SQLite file,
// real HTTP, Debian's Chromium.
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// ships as ES modules with extension-less imports Node cannot resolve on its own; the demo's preset
// themes (seeds/presets.ts) compute their roles with it wherever a test loads the demo
const inlined = { deps: { inline: ['@material/material-color-utilities'] } };
// The node projects start test servers, which copy the run's seeded demo (tests/support/demo-template.ts).
// Their files share a worker's modules (isolate: false): the server's code is imported once per worker
// rather than once per file, which took most of their import time; no node test changes module state
// that another file reads (each starts its own server).
const node = { environment: 'node', testTimeout: 60_000, hookTimeout: 180_000, server: inlined, globalSetup: 'tests/support/global-setup.ts', isolate: false } as const;

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for Apollo (graphql has no "exports" map); Vite would give
    // our code the .mjs build, and two graphql realms break `instanceof GraphQLError` and schemas
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // two cores here: one test file per core
    maxWorkers: 2,
    projects: [
      // the rule model shared by browser and server: pure functions, no server
      { extends: true, test: { name: 'rules', environment: 'node', include: ['tests/rules/**/*.test.ts'] } },
      { extends: true, test: { ...node, name: 'contract', include: ['tests/contract/**/*.test.ts'] } },
      { extends: true, test: { ...node, name: 'rest', include: ['tests/rest/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/model/**/*.test.ts'] } },
      { extends: true, test: { ...node, name: 'gateway', include: ['tests/gateway/**/*.test.ts'] } },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          // components render in happy-dom with Testing Library; a file can opt into node with a docblock
          environment: 'happy-dom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
          server: inlined,
        },
      },
      { extends: true, test: { ...node, name: 'e2e', include: ['tests/e2e/**/*.test.ts'] } },
    ],
  },
});
