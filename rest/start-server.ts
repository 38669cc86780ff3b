// How a Joinery server starts: open the store, build the app on it, listen. `npm start` (server.ts),
// the test servers (tests/support/server.ts) and the benchmarks (bench/support.ts) all start here,
// so what they run is what production runs.
import { buildApp, checkDemoLoader, type DemoLoader, type JoineryApp } from './app.ts';
import type { Config } from './config.ts';
import type { Runtime } from './model/runtime.ts';
import { openStore } from './store/open-store.ts';
import type { Store } from './store/port.ts';

export interface StartOptions {
  /** the store to serve; defaults to the configured one (MongoDB with MONGODB_URI, else SQLite in DATA_DIR) */
  store?: Store;
  /** the clock and ids over the store; defaults to the system's */
  runtime?: (store: Store) => Runtime;
  /** where to listen instead of PORT and HOST: port 0 is a free port (tests, benchmarks) */
  listen?: { port: number; host: string };
  /** loads the demo when SEED_DEMO is on (seeds/load.ts's loadDemo); required then */
  demo?: DemoLoader;
}

export interface StartedServer extends JoineryApp {
  /** the port listened on (the free one chosen when asked for port 0) */
  port: number;
}

/** Opens the store, builds the app on it (loading the demo when configured) and listens. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<StartedServer> {
  checkDemoLoader(config, options.demo);
  const store = options.store ?? (await openStore(config));
  await store.connect();
  const joinery = await buildApp({ config, store, runtime: options.runtime?.(store), demo: options.demo });
  const { port, host } = options.listen ?? config;
  await joinery.app.listen({ port, host });
  const address = joinery.app.server.address();
  return { ...joinery, port: typeof address === 'object' && address ? address.port : port };
}
