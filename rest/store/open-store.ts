// Picks the storage engine from configuration: MongoDB when a URI is given, else a local SQLite file.
// The MongoDB adapter (and with it the driver, about 200 ms of start-up) is loaded only when used.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from './port.ts';
import { SqliteStore } from './sqlite/sqlite-store.ts';

export async function openStore(config: { mongodbUri?: string; dataDir: string }): Promise<Store> {
  if (config.mongodbUri) {
    const { MongoStore } = await import('./mongo/mongo-store.ts');
    return new MongoStore({ uri: config.mongodbUri });
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteStore({ file: join(config.dataDir, 'joinery.sqlite') });
}
