import { ConfigError, readConfig } from './config.ts';
import { SchemaVersionError } from './model/migrations.ts';
import { closeOnSignals } from './operations/shutdown.ts';
import { startServer } from './start-server.ts';

/** What stops the start with a message instead of a stack: a wrong variable, data newer than this release. */
function refuseToStart(error: unknown): never {
  if (error instanceof ConfigError || error instanceof SchemaVersionError) {
    console.error(`Joinery cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

/** `npm start`: one process serving /api, /graphql and the web app. */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    refuseToStart(error);
  }
  const { app, store } = await startServer(config).catch(refuseToStart);
  closeOnSignals(app, { timeoutSeconds: config.shutdownTimeoutSeconds });
  app.log.info(`Joinery is running at ${config.publicUrl} (${store.engine}${config.mongodbUri ? '' : ` in ${config.dataDir}`})`);
}

await main();
