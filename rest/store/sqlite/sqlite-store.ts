// The Store port on SQLite (better-sqlite3).
//
// better-sqlite3 is synchronous while the port is async, and a transaction spans awaits, so an
// async mutex serialises every write: transaction() holds it from BEGIN IMMEDIATE to COMMIT, and a
// write outside a transaction takes it for its own short transaction. Reads outside a transaction
// need no lock: on a file they go to a second, read-only connection, which under WAL sees only
// committed data, so readers never observe an open transaction's writes. ':memory:' databases
// cannot be shared between connections, so there one connection serves everything and a read
// outside a transaction CAN see an open transaction's uncommitted writes (fine for tests).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  assertCollection,
  assertCountOptions,
  assertDocs,
  assertFindOptions,
  assertIndexes,
  assertCounterStep,
  assertWhere,
  normaliseChanges,
} from '../checks.ts';
import { StoreTransaction, type StoreOperations } from '../store-transaction.ts';
import type { Counter, CounterStep, CountOptions, FindOptions, IndexSpec, Store, StoredDoc, Where } from '../port.ts';
import { Connection } from './connection.ts';
import { Mutex } from './mutex.ts';

/**
 * How long declaring a collection's indexes waits for another process's write lock, far longer than a
 * write: the first start after an upgrade may rebuild a large collection there (catalog.ts upgradeRowKeys:
 * about 20 s at 100,000 modules), and a process started beside it waits for that instead of failing to start.
 */
const DECLARE_WAIT_MS = 10 * 60_000;

/** Argument checks and routing shared by the store and the operations of its open transaction. */
abstract class SqliteOperations implements StoreOperations {
  readonly engine = 'sqlite' as const;

  protected abstract read<T>(operation: (connection: Connection) => T): Promise<T>;
  /** `declaring`: the write declares indexes, and waits DECLARE_WAIT_MS for another process's lock */
  protected abstract write<T>(operation: (connection: Connection) => T, declaring?: boolean): Promise<T>;

  async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    assertCollection(collection);
    assertIndexes(indexes);
    return this.write((c) => c.ensureIndexes(collection, indexes), true);
  }

  async insert(collection: string, docs: StoredDoc[]): Promise<void> {
    assertCollection(collection);
    assertDocs(docs);
    return this.write((c) => c.insert(collection, docs));
  }

  async find(collection: string, options: FindOptions = {}): Promise<StoredDoc[]> {
    assertCollection(collection);
    assertFindOptions(options);
    return this.read((c) => c.find(collection, options));
  }

  async findOne(collection: string, where: Where, options: Pick<FindOptions, 'omit'> = {}): Promise<StoredDoc | null> {
    assertCollection(collection);
    assertWhere(where);
    if (options.omit) assertFindOptions({ omit: options.omit });
    return this.read((c) => c.findOne(collection, where, options.omit));
  }

  async count(collection: string, where?: Where, options: CountOptions = {}): Promise<number> {
    assertCollection(collection);
    if (where) assertWhere(where);
    assertCountOptions(options);
    return this.read((c) => c.count(collection, where, options.limit));
  }

  /**
   * EXPLAIN QUERY PLAN of what find() runs (SQLite only, not part of the port): for the index-plan
   * tests. `matches` plans as if every text search and selective equality matched many documents
   * (`common`: more than a query starts from or, for text, tests by id), one (`rare`), or, for text,
   * as many as one index walk tests by id and a union of several walks starts from (`some`), whatever the file holds.
   */
  async explain(collection: string, options: FindOptions = {}, matches?: 'common' | 'some' | 'rare'): Promise<string[]> {
    assertCollection(collection);
    assertFindOptions(options);
    return this.read((c) => c.explain(collection, options, matches));
  }

  /** EXPLAIN QUERY PLAN of what count() runs (SQLite only, not part of the port): for the index-plan tests. */
  async explainCount(collection: string, where: Where, options: CountOptions = {}): Promise<string[]> {
    assertCollection(collection);
    assertWhere(where);
    assertCountOptions(options);
    return this.read((c) => c.explainCount(collection, where, options.limit));
  }

  async update(
    collection: string,
    where: Where,
    changes: { set?: Record<string, unknown>; unset?: string[] },
  ): Promise<number> {
    assertCollection(collection);
    assertWhere(where);
    const normalised = normaliseChanges(changes);
    return this.write((c) => c.update(collection, where, normalised));
  }

  async delete(collection: string, where: Where): Promise<number> {
    assertCollection(collection);
    assertWhere(where);
    return this.write((c) => c.delete(collection, where));
  }

  /** The read and the write run in one immediate transaction, which holds the file's write lock: atomic across processes too. */
  async increment(collection: string, id: string, step: CounterStep): Promise<Counter> {
    assertCollection(collection);
    assertCounterStep(id, step);
    return this.write((c) => c.increment(collection, id, step));
  }

  /** The find and the update run in one immediate transaction, which holds the file's write lock: atomic across processes too. */
  async claim(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }, options: Pick<FindOptions, 'sort'> = {}): Promise<StoredDoc | null> {
    assertCollection(collection);
    assertFindOptions({ where, sort: options.sort });
    const normalised = normaliseChanges(changes);
    return this.write((c) => c.claim(collection, where, normalised, options.sort));
  }
}

export class SqliteStore extends SqliteOperations implements Store {
  private writer?: Connection;
  private reader?: Connection;
  private readonly lock = new Mutex();
  /** Marks code running inside one of this store's transactions, to catch calls that would deadlock. */
  private readonly context = new AsyncLocalStorage<StoreTransaction>();

  /**
   * `durable: false` skips the fsync of each commit (synchronous=OFF): only for bulk loads that can
   * be redone after a crash, such as bench/build-workspace.ts. `busyTimeoutMs` (how long a write waits
   * for another process's lock) and `declareWaitMs` (the same for ensureIndexes) are for tests.
   */
  constructor(private readonly options: { file: string; durable?: boolean; busyTimeoutMs?: number; declareWaitMs?: number }) {
    super();
  }

  async connect(): Promise<void> {
    if (this.writer) return;
    // The writer opens first: it switches the file to WAL, which the read-only connection relies on.
    this.writer = new Connection(this.options.file, false, this.options.durable ?? true, this.options.busyTimeoutMs);
    if (this.options.file !== ':memory:') this.reader = new Connection(this.options.file, true);
  }

  async close(): Promise<void> {
    this.assertOutsideTransaction('close');
    const release = await this.lock.acquire();
    try {
      this.reader?.close();
      this.writer?.close();
      this.reader = this.writer = undefined;
    } finally {
      release();
    }
  }

  /** Reads a pragma of the writing connection, for diagnostics and tests. */
  pragma(name: string): unknown {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`invalid pragma ${name}`);
    return this.connection().db.pragma(name, { simple: true });
  }

  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    this.assertOutsideTransaction('transaction');
    const release = await this.lock.acquire();
    try {
      return await this.runTransaction(this.connection(), work);
    } finally {
      // AsyncLocalStorage puts a hook on every promise the process makes while it is enabled (a few
      // per cent of a head read's CPU); it is needed only while a transaction runs, which run() re-enables
      this.context.disable();
      release();
    }
  }

  /** BEGIN IMMEDIATE, the work through its transaction, then COMMIT, or ROLLBACK when it throws. */
  private async runTransaction<T>(connection: Connection, work: (tx: Store) => Promise<T>): Promise<T> {
    const { db } = connection;
    const tx = new StoreTransaction(new ConnectionOperations(connection), () => db.inTransaction);
    try {
      db.exec('BEGIN IMMEDIATE');
      const result = await this.context.run(tx, () => work(tx));
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    } finally {
      tx.finish();
    }
  }

  protected async read<T>(operation: (connection: Connection) => T): Promise<T> {
    return operation(this.reader ?? this.connection());
  }

  /**
   * The read-only connection's PRAGMA data_version, which moves with every commit of any other
   * connection, this store's writer included. A ':memory:' store reads on its writer, where a read
   * can see an open transaction's writes: nothing it reads may be kept.
   */
  readStamp(): string | undefined {
    return this.reader?.stamp();
  }

  protected async write<T>(operation: (connection: Connection) => T, declaring = false): Promise<T> {
    this.assertOutsideTransaction('write');
    const release = await this.lock.acquire();
    try {
      const connection = this.connection();
      const run = () => connection.db.transaction(() => operation(connection)).immediate();
      return declaring ? connection.waitingForLocks(this.options.declareWaitMs ?? DECLARE_WAIT_MS, run) : run();
    } finally {
      release();
    }
  }

  private connection(): Connection {
    if (!this.writer) throw new Error('SqliteStore is not connected');
    return this.writer;
  }

  /** Waiting for the lock from inside the transaction that holds it would hang forever; fail loudly. */
  private assertOutsideTransaction(what: string): void {
    const tx = this.context.getStore();
    if (tx && !tx.finished) {
      throw new Error(`SqliteStore ${what} called inside a transaction of the same store: use the tx passed to work`);
    }
  }
}

/** The operations of an open transaction: everything runs on the writer, inside it. */
class ConnectionOperations extends SqliteOperations {
  constructor(private readonly connection: Connection) {
    super();
  }

  protected async read<T>(operation: (connection: Connection) => T): Promise<T> {
    return operation(this.connection);
  }

  protected async write<T>(operation: (connection: Connection) => T): Promise<T> {
    return operation(this.connection);
  }
}
