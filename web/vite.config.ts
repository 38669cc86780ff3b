import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { PAGE_BUDGETS } from './page-budgets.ts';
import { sizeBudget } from './size-budget.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
/** `vite` (dev) proxies the server's paths to the running Node process. */
const backend = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  root: webRoot,
  plugins: [react(), sizeBudget(webRoot, PAGE_BUDGETS), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe) in a call the bundler
      // must keep unless told it is pure; system.ts picks only the recipes Joinery uses
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          // react and the router load on every page, Apollo with the frame: one file each compresses
          // better than the dozen the default splitting makes of them
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler|react-router)\// },
            { name: 'apollo', test: /node_modules\/(@apollo\/client|graphql|graphql-tag|rxjs|optimism|@wry\/[^/]+)\// },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/api': backend,
    },
  },
});
