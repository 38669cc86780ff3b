// The Store contract on MongoDB, against the server named by MONGODB_URI (a fresh database per run).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { MongoStore } from '../../rest/store/mongo/mongo-store.ts';
import { storeContract } from './store-contract.ts';

const uri = process.env.MONGODB_URI;
const SKIP =
  'MONGODB_URI is not set: no MongoDB server can be installed on this machine; set MONGODB_URI=mongodb://… to run the contract suite against MongoDB';

if (!uri) {
  // vitest prints a skipped suite by its name, so the name carries the reason
  describe.skip(`MongoStore contract (skipped: ${SKIP})`, () => {
    it('passes the Store contract', () => {});
  });
} else {
  const dbName = `joinery_contract_${randomUUID().replaceAll('-', '')}`;
  afterAll(async () => {
    const client = new MongoClient(uri);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  });
  storeContract('mongodb', async () => new MongoStore({ uri, dbName }), {
    transactional: (store) => (store as MongoStore).supportsTransactions,
  });
}
