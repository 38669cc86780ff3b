// The Store port on MongoDB (official driver). Documents are stored with `_id` = id.
//
// Transactions need a replica set or a sharded cluster. On a standalone server transaction() runs
// the work directly, which is NOT atomic: each write commits on its own. A multi-document insert
// outside a transaction is made all-or-nothing with a transaction where there are transactions,
// and on a standalone server by deleting what was inserted before the failure (briefly visible).
import {
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type ClientSession,
  type Db,
  type Document,
  type TransactionOptions,
} from 'mongodb';
import {
  assertCollection,
  assertCountOptions,
  assertDocs,
  assertFindOptions,
  assertIndexes,
  assertCounterStep,
  assertWhere,
  normaliseChanges,
  type Changes,
} from '../checks.ts';
import { DuplicateKeyError, type Counter, type CounterStep, type CountOptions, type FindOptions, type IndexSpec, type Sort, type Store, type StoredDoc, type Where } from '../port.ts';
import { branchWhere, splitForOrder, type IndexedFields } from '../split.ts';
import { StoreTransaction, type StoreOperations } from '../store-transaction.ts';
import { toFilter, toIndex, toSort } from './filter.ts';

const MAJORITY = { w: 'majority' } as const;
const TRANSACTION: TransactionOptions = {
  readConcern: { level: 'snapshot' },
  writeConcern: MAJORITY,
  readPreference: 'primary',
};
const NAMESPACE_EXISTS = 48;
const DUPLICATE_KEY = 11000;

/** A JSON round trip, so that MongoDB stores exactly what SQLite's JSON column would (Dates → strings…). */
function toMongo(doc: StoredDoc): Document {
  const { id, ...rest } = JSON.parse(JSON.stringify(doc)) as StoredDoc;
  return { _id: id, ...rest };
}

/** The port's changes as MongoDB update operators (at least one of them is non-empty). */
function toUpdate({ set, unset }: Changes): Document {
  const update: Document = {};
  if (set.length) update.$set = Object.fromEntries(set.map(([field, json]) => [field, JSON.parse(json)]));
  if (unset.length) update.$unset = Object.fromEntries(unset.map((field) => [field, '']));
  return update;
}

function fromMongo({ _id, ...rest }: Document): StoredDoc {
  return { id: _id as string, ...rest };
}

function duplicateKey(error: unknown, collection: string, docs: StoredDoc[] = []): DuplicateKeyError | undefined {
  if (!(error instanceof MongoServerError)) return undefined;
  const writeError = error instanceof MongoBulkWriteError ? [error.writeErrors].flat()[0] : undefined;
  if ((writeError?.code ?? error.code) !== DUPLICATE_KEY) return undefined;
  const doc = writeError ? docs[writeError.index] : undefined;
  return new DuplicateKeyError(collection, doc?.id ?? JSON.stringify(error.keyValue ?? {}));
}

/**
 * The indexes declared through ensureIndexes, per collection: what the split planner knows. The model
 * declares its indexes at start in every process, so each instance knows them all.
 */
class DeclaredIndexes {
  private readonly byCollection = new Map<string, IndexSpec[]>();

  add(collection: string, indexes: IndexSpec[]): void {
    this.byCollection.set(collection, [...(this.byCollection.get(collection) ?? []), ...indexes]);
  }

  fields(collection: string): IndexedFields {
    const specs = this.byCollection.get(collection) ?? [];
    return {
      leads: (field) => specs.some((spec) => spec.fields[0] === field),
      indexed: (field) => specs.some((spec) => spec.fields.includes(field)),
    };
  }
}

/** Argument checks and queries shared by the store and the operations of its open transaction. */
abstract class MongoOperations implements StoreOperations {
  readonly engine = 'mongodb' as const;

  abstract insert(collection: string, docs: StoredDoc[]): Promise<void>;
  protected abstract database(): Db;
  /** The session of the open transaction, if any; every read and write passes it. */
  protected abstract session(): ClientSession | undefined;
  protected abstract readonly declared: DeclaredIndexes;

  /** Index builds are not transactional in MongoDB, so they always run outside any transaction. */
  async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    assertCollection(collection);
    assertIndexes(indexes);
    const db = this.database();
    try {
      await db.createCollection(collection);
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
    }
    // the `_id` index already exists and cannot be redeclared
    // A text index has no MongoDB Community counterpart: a `$text` index finds words, not substrings,
    // and n-grams need Atlas Search. `contains` stays a regex on the walk of the order's index
    // (tests/rest/mongodb-index-plans.test.ts); docs/decisions.md, "Text indexes".
    const ordered = indexes.filter((index) => !index.text);
    this.declared.add(collection, ordered);
    const specs = ordered.filter((index) => !(index.fields.length === 1 && index.fields[0] === 'id'));
    if (specs.length === 0) return;
    try {
      await db.collection(collection).createIndexes(specs.map((index) => toIndex(collection, index)));
    } catch (error) {
      throw duplicateKey(error, collection) ?? error;
    }
  }

  async find(collection: string, options: FindOptions = {}): Promise<StoredDoc[]> {
    assertCollection(collection);
    assertFindOptions(options);
    // MongoDB reads limit 0 as "no limit"
    if (options.limit === 0) return [];
    return (await this.cursor(collection, await this.paged(collection, options)).toArray()).map(fromMongo);
  }

  /**
   * The explain output (queryPlanner) of every query find() runs for these options: each branch of a
   * split query, then the page. MongoDB only, not part of the port: for the index-plan test.
   */
  async explain(collection: string, options: FindOptions = {}): Promise<Document[]> {
    assertCollection(collection);
    assertFindOptions(options);
    const plans: Document[] = [];
    const paged = await this.paged(collection, options, plans);
    plans.push(await this.cursor(collection, paged).explain('queryPlanner'));
    return plans;
  }

  private cursor(collection: string, options: FindOptions) {
    const cursor = this.database()
      .collection(collection)
      .find(toFilter(options.where), {
        session: this.session(),
        sort: toSort(options.sort),
        ...(options.omit?.length ? { projection: Object.fromEntries(options.omit.map((field) => [field, 0])) } : {}),
      });
    if (options.skip) cursor.skip(options.skip);
    if (options.limit !== undefined) cursor.limit(options.limit);
    return cursor;
  }

  /**
   * A sorted page whose way into the indexes is an OR of searches (or several values of an indexed
   * field) is found branch by branch (rest/store/split.ts): the ids of each branch's first
   * skip + limit matches, walked in index order, then the page among just those.
   */
  private async paged(collection: string, options: FindOptions, plans?: Document[]): Promise<FindOptions> {
    const fields = this.declared.fields(collection);
    if (options.limit === undefined || !splitForOrder(fields, options.where)) return options;
    const ids = await this.matchingIds(collection, options.where!, options.sort ?? [], options.limit + (options.skip ?? 0), plans);
    return { ...options, where: { op: 'in', field: 'id', values: ids } };
  }

  /** The ids of the first `reach` matches (in `sort` order; any order when `sort` is undefined), gathered branch by branch. */
  private async matchingIds(collection: string, where: Where, sort: Sort[] | undefined, reach: number, plans?: Document[]): Promise<string[]> {
    const split = splitForOrder(this.declared.fields(collection), where);
    if (!split) {
      const cursor = this.database()
        .collection(collection)
        .find(toFilter(where), { session: this.session(), projection: { _id: 1 }, limit: reach, ...(sort ? { sort: toSort(sort) } : {}) });
      if (plans) plans.push(await cursor.explain('queryPlanner'));
      return (await cursor.toArray()).map((doc) => doc._id as unknown as string);
    }
    const ids = new Set<string>();
    // one query at a time: inside a transaction the session allows no more
    for (const branch of split.branches) {
      for (const id of await this.matchingIds(collection, branchWhere(split, branch), sort, reach, plans)) ids.add(id);
    }
    return [...ids];
  }

  /** MongoDB has no cheap token of "nothing committed since" (a change stream would be one): nothing read is kept. */
  readStamp(): undefined {
    return undefined;
  }

  async findOne(collection: string, where: Where, options: Pick<FindOptions, 'omit'> = {}): Promise<StoredDoc | null> {
    assertWhere(where);
    const [doc] = await this.find(collection, { where, limit: 1, omit: options.omit });
    return doc ?? null;
  }

  async count(collection: string, where?: Where, options: CountOptions = {}): Promise<number> {
    assertCollection(collection);
    if (where) assertWhere(where);
    assertCountOptions(options);
    // MongoDB reads limit 0 as "no limit"
    if (options.limit === 0) return 0;
    // counting stops at the limit in each branch too: if one reaches it the union does, otherwise all were counted whole
    const split = options.limit !== undefined ? splitForOrder(this.declared.fields(collection), where) : undefined;
    if (split) {
      // one branch reaching the limit decides it, without telling documents of several branches apart
      for (const branch of split.branches) {
        const counted = await this.database().collection(collection).countDocuments(toFilter(branchWhere(split, branch)), { session: this.session(), limit: options.limit });
        if (counted >= options.limit!) return options.limit!;
      }
      return Math.min(options.limit!, (await this.matchingIds(collection, where!, undefined, options.limit!)).length);
    }
    const limit = options.limit === undefined ? {} : { limit: options.limit };
    return this.database().collection(collection).countDocuments(toFilter(where), { session: this.session(), ...limit });
  }

  async update(
    collection: string,
    where: Where,
    changes: { set?: Record<string, unknown>; unset?: string[] },
  ): Promise<number> {
    assertCollection(collection);
    assertWhere(where);
    const { set, unset } = normaliseChanges(changes);
    // an update with no operators is rejected by the server; the port still reports the match count
    if (set.length === 0 && unset.length === 0) return this.count(collection, where);
    const update = toUpdate({ set, unset });
    try {
      const result = await this.database()
        .collection(collection)
        .updateMany(toFilter(where), update, { session: this.session() });
      return result.matchedCount;
    } catch (error) {
      throw duplicateKey(error, collection) ?? error;
    }
  }

  async delete(collection: string, where: Where): Promise<number> {
    assertCollection(collection);
    assertWhere(where);
    const result = await this.database()
      .collection(collection)
      .deleteMany(toFilter(where), { session: this.session() });
    return result.deletedCount;
  }

  /** One findOneAndUpdate with an update pipeline: the server reads and writes the counter atomically. */
  async increment(collection: string, id: string, step: CounterStep): Promise<Counter> {
    assertCollection(collection);
    assertCounterStep(id, step);
    const { by, now, windowMs } = step;
    // a missing `resets` compares below any number: a new counter starts a window
    const open = { $gt: ['$resets', now] };
    const pipeline = [
      {
        $set: {
          count: { $cond: [open, { $max: [{ $add: ['$count', by] }, 0] }, Math.max(by, 0)] },
          resets: { $cond: [open, '$resets', now + windowMs] },
        },
      },
    ];
    const stepOnce = () =>
      this.database()
        .collection(collection)
        .findOneAndUpdate({ _id: id as never }, pipeline, { upsert: true, returnDocument: 'after', session: this.session() });
    let doc: Document | null;
    try {
      doc = await stepOnce();
    } catch (error) {
      // two upserts of a new counter at once: one inserts, the other finds a duplicate key and steps the counter it made
      if (!duplicateKey(error, collection)) throw error;
      doc = await stepOnce();
    }
    return { count: doc!.count as number, resets: doc!.resets as number };
  }

  /** One findOneAndUpdate: the server finds and changes the document atomically. */
  async claim(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }, options: Pick<FindOptions, 'sort'> = {}): Promise<StoredDoc | null> {
    assertCollection(collection);
    assertFindOptions({ where, sort: options.sort });
    const { set, unset } = normaliseChanges(changes);
    if (set.length === 0 && unset.length === 0) return this.findFirst(collection, where, options.sort);
    const update = toUpdate({ set, unset });
    try {
      const doc = await this.database()
        .collection(collection)
        .findOneAndUpdate(toFilter(where), update, { sort: toSort(options.sort), returnDocument: 'after', session: this.session() });
      return doc ? fromMongo(doc) : null;
    } catch (error) {
      throw duplicateKey(error, collection) ?? error;
    }
  }

  private async findFirst(collection: string, where: Where, sort: Sort[] | undefined): Promise<StoredDoc | null> {
    const [doc] = await this.find(collection, { where, sort, limit: 1 });
    return doc ?? null;
  }
}

export class MongoStore extends MongoOperations implements Store {
  private readonly client: MongoClient;
  private db?: Db;
  private transactional = false;
  protected readonly declared = new DeclaredIndexes();

  constructor(private readonly options: { uri: string; dbName?: string }) {
    super();
    this.client = new MongoClient(options.uri, { ignoreUndefined: true });
  }

  /** Known after connect(): false on a standalone server, where transaction() is not atomic. */
  get supportsTransactions(): boolean {
    return this.transactional;
  }

  async connect(): Promise<void> {
    if (this.db) return;
    await this.client.connect();
    // Inside a transaction the driver drops this and uses the transaction's own write concern.
    const db = this.client.db(this.options.dbName, { writeConcern: MAJORITY });
    const hello = await db.admin().command({ hello: 1 });
    this.transactional = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
    this.db = db;
  }

  async close(): Promise<void> {
    this.db = undefined;
    await this.client.close();
  }

  /** withTransaction retries `work` on transient errors (write conflicts), so work may run more than once. */
  async transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    const db = this.database();
    if (!this.transactional) return work(this);
    const session = this.client.startSession();
    const tx = new StoreTransaction(new SessionOperations(db, session, this.declared));
    try {
      return await session.withTransaction(() => work(tx), TRANSACTION);
    } finally {
      tx.finish();
      await session.endSession();
    }
  }

  async insert(collection: string, docs: StoredDoc[]): Promise<void> {
    assertCollection(collection);
    assertDocs(docs);
    if (docs.length === 0) return;
    if (docs.length > 1 && this.transactional) return this.transaction((tx) => tx.insert(collection, docs));
    const stored = docs.map(toMongo);
    const target = this.database().collection(collection);
    try {
      await target.insertMany(stored, { ordered: true });
    } catch (error) {
      // ordered: the documents before the failing one were inserted; take them out again
      const inserted = error instanceof MongoBulkWriteError ? error.insertedCount : 0;
      if (inserted > 0) await target.deleteMany({ _id: { $in: stored.slice(0, inserted).map((doc) => doc._id) } });
      throw duplicateKey(error, collection, docs) ?? error;
    }
  }

  protected database(): Db {
    if (!this.db) throw new Error('MongoStore is not connected');
    return this.db;
  }

  protected session(): undefined {
    return undefined;
  }
}

/** The operations of an open transaction: every one carries the transaction's session. */
class SessionOperations extends MongoOperations {
  constructor(
    private readonly db: Db,
    private readonly transactionSession: ClientSession,
    protected readonly declared: DeclaredIndexes,
  ) {
    super();
  }

  /** A failed insert aborts the whole MongoDB transaction, so nothing of the batch survives. */
  async insert(collection: string, docs: StoredDoc[]): Promise<void> {
    assertCollection(collection);
    assertDocs(docs);
    if (docs.length === 0) return;
    try {
      await this.db.collection(collection).insertMany(docs.map(toMongo), { session: this.transactionSession });
    } catch (error) {
      throw duplicateKey(error, collection, docs) ?? error;
    }
  }

  protected database(): Db {
    return this.db;
  }

  protected session(): ClientSession {
    return this.transactionSession;
  }
}
