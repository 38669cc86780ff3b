// The Store contract on MongoDB, against the server named by MONGODB_URI (a fresh database per run).
import { MongoStore } from '../../rest/store/mongo/mongo-store.ts';
import { onMongoDb } from '../support/mongodb.ts';
import { storeContract } from './store-contract.ts';

onMongoDb('MongoStore contract', 'run the contract suite against MongoDB', 'joinery_contract', ({ uri, dbName }) => {
  storeContract('mongodb', async () => new MongoStore({ uri, dbName }), {
    transactional: (store) => (store as MongoStore).supportsTransactions,
  });
});
