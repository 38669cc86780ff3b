// The process entry and composition root: `npm start` runs it (bundled into dist/server.js by build.ts),
// `npm run dev` runs it through tsx. It reads the configuration, gives the server the demo loader of
// seeds/ (rest/ never imports seeds/ itself), listens and closes gracefully on SIGTERM or SIGINT.
import { ConfigError, readConfig } from './rest/config.ts';
import { SchemaVersionError } from './rest/model/migrations.ts';
import { releaseYoungGenerationWhenIdle } from './rest/operations/idle-memory.ts';
import { closeOnSignals } from './rest/operations/shutdown.ts';
import { startServer } from './rest/start-server.ts';
import { loadDemo } from './seeds/load.ts';

/** What stops the start with a message instead of a stack: a wrong variable, data newer than this release. */
function refuseToStart(error: unknown): never {
  if (error instanceof ConfigError || error instanceof SchemaVersionError) {
    console.error(`Joinery cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

/** One process serving /api, /graphql and the web app. */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    refuseToStart(error);
  }
  const { app, store, model } = await startServer(config, { demo: loadDemo }).catch(refuseToStart);
  closeOnSignals(app, { timeoutSeconds: config.shutdownTimeoutSeconds });
  // its timer is unref'd: it never holds the process open after the app closes
  releaseYoungGenerationWhenIdle();
  app.log.info(`Joinery is running at ${config.publicUrl} (${store.engine}${config.mongodbUri ? '' : ` in ${config.dataDir}`})`);
  // the storefronts customers open (issue 18): on this server at /c/{id}, and at / on each of their domains once it points here
  for (const storefront of await model.storefront.reads.published()) {
    app.log.info(`Storefront "${storefront.title}": ${config.publicUrl.replace(/\/$/, '')}/c/${storefront.id} (its domains: ${storefront.domains.join(', ')})`);
  }
}

await main();
