import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
/** `vite` (dev) proxies the server's paths to the running Node process. */
const backend = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // long-lived vendor chunks, each under the 500 kB warning size
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/, priority: 20 },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
