import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { SchemaVersionError } from './model/migrations.ts';
import { closeOnSignals } from './operations/shutdown.ts';
import { openStore } from './store/open-store.ts';

/** `npm start`: one process serving /api, /graphql and the web app. */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Joinery cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const store = await openStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
  await store.connect();
  let app;
  try {
    ({ app } = await buildApp({ config, store }));
  } catch (error) {
    if (error instanceof SchemaVersionError) {
      console.error(`Joinery cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  closeOnSignals(app, { timeoutSeconds: config.shutdownTimeoutSeconds });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Joinery is running at ${config.publicUrl} (${store.engine}${config.mongodbUri ? '' : ` in ${config.dataDir}`})`);
}

await main();
