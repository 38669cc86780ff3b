import type { CountOptions, Counter, CounterStep, FindOptions, IndexSpec, Store, StoredDoc, Where } from './port.ts';

/** The data operations of the port: what an engine runs, in or out of a transaction. */
export type StoreOperations = Omit<Store, 'connect' | 'close' | 'transaction' | 'readStamp'>;

/**
 * The Store that a transaction's work sees, on every engine (port.ts, `transaction`): the engine's
 * operations bound to the open transaction (SQLite's writing connection, MongoDB's session), usable
 * only until the transaction finishes; nested transactions join it; it cannot be connected or closed.
 */
export class StoreTransaction implements Store {
  readonly engine: Store['engine'];
  private open = true;

  /** `stillOpen` lets the engine say the transaction ended on its own (SQLite rolls back on some errors). */
  constructor(
    private readonly operations: StoreOperations,
    private readonly stillOpen: () => boolean = () => true,
  ) {
    this.engine = operations.engine;
  }

  /** Called by the store when the transaction has committed or rolled back. */
  finish(): void {
    this.open = false;
  }

  /** Whether the store has finished the transaction (committed or rolled back). */
  get finished(): boolean {
    return !this.open;
  }

  async connect(): Promise<void> {}

  async close(): Promise<void> {
    throw new Error('a transaction cannot be closed; close the store');
  }

  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    this.live();
    return work(this);
  }

  async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    return this.live().ensureIndexes(collection, indexes);
  }

  async insert(collection: string, docs: StoredDoc[]): Promise<void> {
    return this.live().insert(collection, docs);
  }

  async find(collection: string, options?: FindOptions): Promise<StoredDoc[]> {
    return this.live().find(collection, options);
  }

  /** A transaction's reads see its own writes, which may never commit: none may be kept. */
  readStamp(): undefined {
    return undefined;
  }

  async findOne(collection: string, where: Where, options?: Pick<FindOptions, 'omit'>): Promise<StoredDoc | null> {
    return this.live().findOne(collection, where, options);
  }

  async count(collection: string, where?: Where, options?: CountOptions): Promise<number> {
    return this.live().count(collection, where, options);
  }

  async update(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }): Promise<number> {
    return this.live().update(collection, where, changes);
  }

  async delete(collection: string, where: Where): Promise<number> {
    return this.live().delete(collection, where);
  }

  async increment(collection: string, id: string, step: CounterStep): Promise<Counter> {
    return this.live().increment(collection, id, step);
  }

  async claim(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }, options?: Pick<FindOptions, 'sort'>): Promise<StoredDoc | null> {
    return this.live().claim(collection, where, changes, options);
  }

  private live(): StoreOperations {
    if (!this.open || !this.stillOpen()) throw new Error('the transaction has already finished');
    return this.operations;
  }
}
