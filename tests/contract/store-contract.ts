// The behaviour every Store adapter must share (rest/store/port.ts), as a node:test suite.
// Each test writes to collections of its own, so tests do not depend on one another or on order.
import { afterAll, beforeAll, describe } from 'vitest';
import type { Store } from '../../rest/store/port.ts';
import { claimContract } from './contract-claims.ts';
import { counterContract } from './contract-counters.ts';
import { indexedContract } from './contract-indexed.ts';
import { queryContract } from './contract-queries.ts';
import { selectiveContract, textContract } from './contract-text.ts';
import { transactionContract } from './contract-transactions.ts';
import { writeContract } from './contract-writes.ts';

export interface ContractOptions {
  /** Whether the connected store makes transactions atomic (false for a standalone MongoDB server). */
  transactional?: (store: Store) => boolean;
}

export interface ContractContext {
  store(): Store;
  /** A collection name no other test uses. */
  collection(label: string): string;
  transactional(): boolean;
}

/** `makeStore` returns an unconnected store on an empty database; the suite connects and closes it. */
export function storeContract(name: string, makeStore: () => Promise<Store>, options: ContractOptions = {}): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store | undefined;
    let next = 0;
    const context: ContractContext = {
      store: () => {
        if (!store) throw new Error('store not connected');
        return store;
      },
      collection: (label) => `${label}_${++next}`,
      transactional: () => options.transactional?.(context.store()) ?? true,
    };

    beforeAll(async () => {
      store = await makeStore();
      await store.connect();
    });
    afterAll(async () => {
      await store?.close();
    });

    queryContract(context);
    indexedContract(context);
    textContract(context);
    selectiveContract(context);
    writeContract(context);
    transactionContract(context);
    counterContract(context);
    claimContract(context);
  });
}
