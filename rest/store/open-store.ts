// Picks the storage engine from configuration: MongoDB when a URI is given, else a local SQLite file.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MongoStore } from './mongo/mongo-store.ts';
import type { Store } from './port.ts';
import { SqliteStore } from './sqlite/sqlite-store.ts';

export function openStore(config: { mongodbUri?: string; dataDir: string }): Store {
  if (config.mongodbUri) return new MongoStore({ uri: config.mongodbUri });
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteStore({ file: join(config.dataDir, 'joinery.sqlite') });
}
