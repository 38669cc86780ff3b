import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { sizeBudget, type PageBudget } from './size-budget.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
/** `vite` (dev) proxies the server's paths to the running Node process. */
const backend = `http://localhost:${process.env.PORT ?? 8080}`;

/** the entry chunk's facade is the page (src/main.tsx is its script) */
const ENTRY = 'index.html';
const FRAME = 'src/frame/Frame.tsx';
/** What the landing page and each signed-in screen load; the build fails above these. */
const BUDGETS: PageBudget[] = [
  { page: 'landing page', modules: [ENTRY, 'src/public/PublicShell.tsx', 'src/public/LandingPage.tsx'], maxKiB: 200 },
  { page: 'products (signed in)', modules: [ENTRY, FRAME, 'src/products/ProductsPage.tsx'], maxKiB: 350 },
  { page: 'other signed-in screens', modules: [ENTRY, FRAME, 'src/screens/placeholders.tsx'], maxKiB: 350 },
  { page: 'configurators (signed in)', modules: [ENTRY, FRAME, 'src/configurators/ConfiguratorsPage.tsx'], maxKiB: 350 },
  { page: 'configurator editor (signed in)', modules: [ENTRY, FRAME, 'src/configurators/ConfiguratorEditor.tsx', 'src/configurators/sections.ts'], maxKiB: 350 },
  // the 3D preview (three.js) is its own chunk, loaded only for a module with a mesh or CAD file; a CAD
  // file's conversion (a worker and OpenCascade's .wasm) is further files, loaded only for such a file
  { page: 'product editor', modules: [ENTRY, FRAME, 'src/products/editor/ProductEditor.tsx'], maxKiB: 350 },
];

export default defineConfig({
  root: webRoot,
  plugins: [react(), sizeBudget(webRoot, BUDGETS), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe) in a call the bundler
      // must keep unless told it is pure; system.ts picks only the recipes Joinery uses
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler|react-router)\// },
            { name: 'apollo', test: /node_modules\/(@apollo\/client|graphql|graphql-tag|rxjs|optimism|@wry\/[^/]+|tslib)\// },
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
