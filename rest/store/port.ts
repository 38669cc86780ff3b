/**
 * The storage port: the only way code above rest/store reaches a database.
 *
 * Documents are plain JSON objects with a string `id` (unique per collection).
 * Field paths are dotted object paths (`document.name`); they never step into arrays.
 * When the value at a path is an array, comparisons match if ANY element matches
 * (eq, in, contains, lt/lte/gt/gte) and the negations (ne, nin) match only if NO element does.
 * A missing path and `null` are the same thing: `exists: false` matches both,
 * `eq: null` matches both, `ne: null` matches neither.
 *
 * Precisely (tests/contract/store-contract.ts checks each rule against every engine):
 * - Values match only values of the same JSON type: 5 never matches "5", true never matches 1.
 *   lt/lte/gt/gte compare numbers with numbers and strings with strings (binary UTF-8 order).
 *   Objects never match a comparison; arrays are compared element by element as above.
 * - `exists: true` is exactly `ne: null` and `exists: false` is exactly `eq: null`; so an array
 *   containing null counts as null, and an empty array exists (and equals nothing).
 * - `in: []` matches nothing, `nin: []` everything; `and` of nothing matches everything, `or` of nothing nothing.
 * - `contains` is case-insensitive (Unicode lower case) and has no wildcards: `%`, `_`, `.*` are literal.
 * - A path through an array (`a.b` where `a` is an array) is unspecified: the engines differ.
 * - Path segments starting with `$` and the top-level field `_id` are reserved (MongoDB) and rejected.
 * - Results are ordered by `sort`, then by `id` ascending; with no `sort`, by `id`. Missing and null
 *   sort first ascending and last descending. Sorting on arrays, objects or mixed types is unspecified.
 * - `limit: 0` returns no documents.
 * - Documents and `set` values are stored as JSON (JSON.stringify: Dates become strings, undefined
 *   fields disappear; a `set` value of undefined removes the field).
 * - A unique index does not constrain documents in which any indexed field is missing or null.
 */

export type Scalar = string | number | boolean | null;

export type Where =
  | { op: 'and' | 'or'; where: Where[] }
  | { op: 'eq' | 'ne'; field: string; value: Scalar }
  | { op: 'lt' | 'lte' | 'gt' | 'gte'; field: string; value: string | number }
  | { op: 'in' | 'nin'; field: string; values: Scalar[] }
  /** case-insensitive substring of a string value (or of any string element of an array) */
  | { op: 'contains'; field: string; value: string }
  | { op: 'exists'; field: string; value: boolean };

export interface Sort {
  field: string;
  dir: 'asc' | 'desc';
}

export interface FindOptions {
  where?: Where;
  /** applied in order; ties are always broken by `id` ascending so paging is stable */
  sort?: Sort[];
  limit?: number;
  skip?: number;
  /** top-level fields to leave out of the documents read (never `id`): large fields a caller does not need */
  omit?: string[];
  /**
   * The caller reads only each document's id and its (top-level) sort fields: a store may answer with
   * documents holding just those (SQLite: from the keys it paged by, without reading the documents),
   * or as `omit` leaves them.
   */
  keysOnly?: boolean;
}

export interface CountOptions {
  /** stop counting here: the answer is min(matches, limit), so a count costs at most `limit` matches */
  limit?: number;
}

/** `any` values (not `unknown`) so that row interfaces of the model are assignable without casts. */
export interface StoredDoc {
  id: string;
  [field: string]: any;
}

export interface IndexSpec {
  /** dotted paths, in order */
  fields: string[];
  unique?: boolean;
  /**
   * fields (of `fields`) indexed in descending order. MongoDB can use an index for a sort on several
   * fields (the sort, then `id` ascending) only in the index's directions or all of them reversed;
   * SQLite reads any index either way and builds one index for specs that differ only here.
   */
  descending?: string[];
  /**
   * A text index: makes `contains` on each of `fields` (string values and string elements of arrays)
   * an index search rather than a test of every row, for needles of at least three characters (shorter
   * ones are tested row by row, with the same results). Declares nothing else: no order, no equality.
   * Not combined with `unique` or `descending`.
   */
  text?: boolean;
  /**
   * An index on one field whose equalities are often selective (a filter's value): a query with an
   * equality there that few documents meet starts from them, whatever order it asks for; one that no
   * document meets reads nothing. Engines that weigh their plans by trial (MongoDB) need no hint.
   */
  selective?: boolean;
}

/** Thrown by insert when a document with the same id (or unique index key) already exists. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly key: string,
  ) {
    super(`duplicate key ${key} in ${collection}`);
    this.name = 'DuplicateKeyError';
  }
}

/** A step of a counter in a fixed window (Store.increment). */
export interface CounterStep {
  /** a whole number to add; negative gives back, though a counter never goes below 0 */
  by: number;
  /** epoch milliseconds */
  now: number;
  /** how long a window lasts, from the first step after the last window closed */
  windowMs: number;
}

/** A counter after a step: its count in the current window and when that window closes (epoch ms). */
export interface Counter {
  count: number;
  resets: number;
}

export interface Store {
  /** engine name, for logs and the contract suite */
  readonly engine: 'sqlite' | 'mongodb';
  connect(): Promise<void>;
  close(): Promise<void>;
  /** Declares indexes; idempotent. Creates the collection if needed. */
  ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void>;
  /**
   * Runs `work` atomically: all writes made through `tx` commit together or not at all.
   * A thrown error rolls back and is rethrown. Reads through `tx` see the transaction's own writes;
   * reads outside never see them before commit (except on an SQLite ':memory:' store).
   * Inside `work` use only `tx`, one awaited operation at a time (no Promise.all), and let errors from
   * it propagate: MongoDB aborts the transaction on a failed write, and may run `work` more than once
   * (on write conflicts), so keep other side effects out of it. `tx.transaction()` joins the enclosing
   * transaction. `tx` is unusable once the transaction has finished. `ensureIndexes` on `tx` is not
   * part of the transaction on MongoDB. A standalone MongoDB server has no transactions: there `work`
   * runs without atomicity.
   */
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T>;
  /** Inserts all or none; DuplicateKeyError when an id (or a unique index key) already exists. Ids are non-empty strings. */
  insert(collection: string, docs: StoredDoc[]): Promise<void>;
  find(collection: string, options?: FindOptions): Promise<StoredDoc[]>;
  /**
   * A token that changes whenever a commit, by this process or any other, may have changed what a read
   * outside a transaction answers; undefined when the engine cannot tell cheaply (then nothing read may
   * be kept for later). Read it before the read whose answer it is to vouch for.
   */
  readStamp(): string | undefined;
  /** The first match by id, or null; `omit` as in find. */
  findOne(collection: string, where: Where, options?: Pick<FindOptions, 'omit'>): Promise<StoredDoc | null>;
  count(collection: string, where?: Where, options?: CountOptions): Promise<number>;
  /**
   * Sets top-level fields (`set`) and removes top-level fields (`unset`) on every matching document.
   * `id` cannot be changed: naming it, a dotted path, or the same field in both throws.
   * Returns the number of documents matched (whether or not their values changed).
   * Breaking a unique index throws DuplicateKeyError (on MongoDB outside a transaction, documents
   * updated before the failing one stay updated).
   */
  update(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }): Promise<number>;
  /** Returns the number of documents deleted. */
  delete(collection: string, where: Where): Promise<number>;
  /**
   * Steps the counter `id` of `collection` in one atomic operation, so that parallel steps, in any
   * number of processes, each answer a different count (a limit is a reservation: check the answer).
   * A counter that is missing, or whose window has closed (`resets` <= `now`), starts again at
   * max(`by`, 0) with `resets` = `now` + `windowMs`; otherwise `count` becomes max(count + `by`, 0).
   * The counter is the document `{ id, count, resets }`; inside a transaction it is part of it.
   */
  increment(collection: string, id: string, step: CounterStep): Promise<Counter>;
  /**
   * Takes the first document matching `where` (in `sort` order, then by id) and applies `changes` to
   * it, in one atomic operation: parallel claims, in any number of processes, never take the same
   * document while the changes make it stop matching (a queue's lease). Answers the document as it
   * is after the change, or null when none matches. `changes` as in update; inside a transaction it
   * is part of it.
   */
  claim(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }, options?: Pick<FindOptions, 'sort'>): Promise<StoredDoc | null>;
}

/** Small builders so callers write `w.eq('owner', email)` instead of object literals. */
export const w = {
  and: (...where: (Where | undefined | false)[]): Where => ({ op: 'and', where: where.filter(Boolean) as Where[] }),
  or: (...where: (Where | undefined | false)[]): Where => ({ op: 'or', where: where.filter(Boolean) as Where[] }),
  eq: (field: string, value: Scalar): Where => ({ op: 'eq', field, value }),
  ne: (field: string, value: Scalar): Where => ({ op: 'ne', field, value }),
  lt: (field: string, value: string | number): Where => ({ op: 'lt', field, value }),
  lte: (field: string, value: string | number): Where => ({ op: 'lte', field, value }),
  gt: (field: string, value: string | number): Where => ({ op: 'gt', field, value }),
  gte: (field: string, value: string | number): Where => ({ op: 'gte', field, value }),
  in: (field: string, values: Scalar[]): Where => ({ op: 'in', field, values }),
  nin: (field: string, values: Scalar[]): Where => ({ op: 'nin', field, values }),
  contains: (field: string, value: string): Where => ({ op: 'contains', field, value }),
  exists: (field: string, value = true): Where => ({ op: 'exists', field, value }),
};

/** Field paths are dotted identifiers; anything else could be an injection into a query language. */
export const FIELD_PATH = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;

export function assertFieldPath(field: string): void {
  if (!FIELD_PATH.test(field)) throw new Error(`invalid field path ${JSON.stringify(field)}`);
}
