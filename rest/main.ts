import { ConfigError, readConfig } from './config.ts';
import { startServer } from './start-server.ts';

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
  const { app, store } = await startServer(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  app.log.info(`Joinery is running at ${config.publicUrl} (${store.engine}${config.mongodbUri ? '' : ` in ${config.dataDir}`})`);
}

await main();
