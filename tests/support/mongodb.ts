import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';

/** The MongoDB server the suites that need one run against; none on this machine unless MONGODB_URI is set. */
export const MONGODB_URI = process.env.MONGODB_URI;

/**
 * A suite that needs MongoDB. Without MONGODB_URI it is skipped with the reason in its name (vitest
 * prints a skipped suite by its name); with it, `define` gets the server and a fresh database of its
 * own, dropped once the suite's own after-hooks (registered inside `define`, so run before) are done.
 */
export function onMongoDb(suite: string, purpose: string, prefix: string, define: (db: { uri: string; dbName: string }) => void): void {
  const uri = MONGODB_URI;
  if (!uri) {
    describe.skip(`${suite} (skipped: MONGODB_URI is not set: no MongoDB server can be installed on this machine; set MONGODB_URI=mongodb://… to ${purpose})`, () => {
      it(purpose, () => {});
    });
    return;
  }
  const dbName = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  afterAll(async () => {
    const { MongoClient } = await import('mongodb');
    const client = new MongoClient(uri);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  });
  define({ uri, dbName });
}
