// One better-sqlite3 connection and the synchronous document operations on it.
// Locking and transactions are the caller's job (sqlite-store.ts); these methods just run SQL.
import Database from 'better-sqlite3';
import { DuplicateKeyError, type Counter, type CounterStep, type FindOptions, type IndexSpec, type Sort, type StoredDoc, type Where } from '../port.ts';
import type { Changes } from '../checks.ts';
import { CATALOG_SQL, createCollectionSql, createIndex, dropLegacyIndexes, FOLD, NO_FACTS, readFacts, readFieldSet, SELECTIVE_TABLE, TEXT_FIELDS_TABLE, upgradeRowKeys, type CollectionFacts } from './catalog.ts';
import * as sql from './sql.ts';

type Statement = Database.Statement<unknown[], unknown>;

/** Enough for every query shape an application uses; the bound keeps odd `in` list lengths from piling up. */
const STATEMENT_CACHE_SIZE = 500;
const BUSY_TIMEOUT_MS = 5000;
/** the plan probes' counts kept at most (searches typed between two writes), all forgotten beyond */
const PROBES_KEPT = 1000;

export class Connection {
  readonly db: Database.Database;
  private readonly statements = new Map<string, Statement>();
  /** the catalog's facts per collection, as of `factsStamp` */
  private readonly facts = new Map<string, CollectionFacts>();
  /** the text-indexed and the selective fields per collection, as of `factsStamp` */
  private readonly fieldSets = new Map<string, { text: ReadonlySet<string>; selective: ReadonlySet<string> }>();
  private factsStamp = '';
  /**
   * What the plan probes counted (a text search's matches, a selective equality's), as of `factsStamp`:
   * a paged or repeated search chooses its plan without counting again until something is written.
   */
  private readonly probes = new Map<string, number>();
  /** counts this connection's own writes, which PRAGMA data_version does not report */
  private writes = 0;
  private readonly dataVersion: Statement;
  /** SQL of findOne by id, per collection and omitted fields */
  private readonly idLookups = new Map<string, string>();

  constructor(
    file: string,
    readonly: boolean,
    durable = true,
    /** how long a statement waits for another connection's lock */
    private readonly busyTimeoutMs = BUSY_TIMEOUT_MS,
  ) {
    this.db = new Database(file, { readonly });
    this.db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    if (!readonly) {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma(durable ? 'synchronous = FULL' : 'synchronous = OFF');
    }
    this.db.pragma('foreign_keys = ON');
    // SQLite's lower() folds ASCII only; JavaScript folds Unicode, closer to MongoDB's /i regexes.
    this.db.function(sql.ICONTAINS, { deterministic: true }, (value: unknown, needle: unknown) =>
      typeof value === 'string' && value.toLowerCase().includes(needle as string) ? 1 : 0,
    );
    // the text index's fold (catalog.ts); its triggers call it, so every writing connection needs it
    this.db.function(FOLD, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
    this.dataVersion = this.db.prepare('PRAGMA data_version').pluck();
  }

  /** Runs `work` with statements waiting up to `waitMs` for another connection's lock, then as long as before. */
  waitingForLocks<T>(waitMs: number, work: () => T): T {
    this.db.pragma(`busy_timeout = ${waitMs}`);
    try {
      return work();
    } finally {
      this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
    }
  }

  /** After a write (here or by another connection): the catalog's facts and the probes' counts are read again. */
  private forgetFacts(stamp: string): void {
    this.facts.clear();
    this.fieldSets.clear();
    this.probes.clear();
    this.factsStamp = stamp;
  }

  close(): void {
    this.statements.clear();
    // SQLite's advice for long-lived connections: refresh planner statistics, bounded in cost
    if (!this.db.readonly) this.db.exec('PRAGMA analysis_limit = 1000; PRAGMA optimize;');
    this.db.close();
  }

  private statement(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private query(query: sql.Sql): unknown[] {
    if (!query.before) return this.statement(query.sql).pluck().all(...query.params);
    // one transaction: the sets and the statement read the same snapshot of the file
    return this.db.transaction(() => {
      this.runBefore(query);
      return this.statement(query.sql).pluck().all(...query.params);
    })();
  }

  /** Fills the sets a statement tests (sql.ts withShared): temporary tables, which a read-only connection writes too. */
  private runBefore(query: sql.Sql): void {
    for (const step of query.before ?? []) this.statement(step.sql).run(...step.params);
  }

  private run(query: sql.Sql): number {
    return this.statement(query.sql).run(...query.params).changes;
  }

  /** Collections are created on first write; reading one that does not exist yet finds nothing. */
  private ifTable<T>(collection: string, read: () => T, absent: T): T {
    try {
      return read();
    } catch (error) {
      if (isNoSuchTable(error, collection)) return absent;
      throw error;
    }
  }

  private createTable(collection: string): void {
    this.db.exec(CATALOG_SQL + createCollectionSql(collection));
    this.writes++;
  }

  /** Changes here or (PRAGMA data_version) by any other connection since the facts were read. */
  stamp(): string {
    return `${this.dataVersion.get() as number}:${this.writes}`;
  }

  private targetOf(collection: string): sql.Target {
    let facts = this.facts.get(collection);
    if (!facts) {
      facts = readFacts(this.db, collection);
      this.facts.set(collection, facts);
    }
    let sets = this.fieldSets.get(collection);
    if (!sets) {
      sets = { text: readFieldSet(this.db, TEXT_FIELDS_TABLE, collection), selective: readFieldSet(this.db, SELECTIVE_TABLE, collection) };
      this.fieldSets.set(collection, sets);
    }
    const textMatches = (field: string, match: string, limit: number) =>
      this.probe(`${collection}\0${field}\0${match}\0${limit}`, () => this.textMatches(collection, field, match, limit));
    const matchesUpTo = (query: sql.Sql) => this.probe(JSON.stringify(query), () => this.statement(query.sql).pluck().get(...query.params) as number);
    return { collection, facts, ...sets, textMatches, matchesUpTo };
  }

  /** A plan probe's count, counted once while the facts hold (the same query may ask twice: whether a search is rare, whether it is absent). */
  private probe(key: string, count: () => number): number {
    let found = this.probes.get(key);
    if (found === undefined) {
      if (this.probes.size >= PROBES_KEPT) this.probes.clear();
      this.probes.set(key, (found = count()));
    }
    return found;
  }

  /** How many documents' text at `field` the text index finds for an FTS5 query, counting up to `limit`. */
  private textMatches(collection: string, field: string, match: string, limit: number): number {
    return this.statement(sql.textMatchesSql(collection, field)).pluck().get(match, limit) as number;
  }

  /**
   * Runs a query built from the catalog's facts. The facts are read before the query, and a write
   * in between could have added a type the query did not allow for; types only ever grow, so
   * checking afterwards and running again when the SQL would now differ gives a consistent answer.
   */
  private withFacts<T>(collection: string, where: Where | undefined, build: (target: sql.Target) => sql.Sql, run: (query: sql.Sql) => T, absent: T): T {
    if (!sql.needsFacts(where)) return this.ifTable(collection, () => run(build({ collection, facts: NO_FACTS })), absent);
    let query = build(this.targetOf(collection));
    let result = this.ifTable(collection, () => run(query), absent);
    for (let stamp = this.stamp(); stamp !== this.factsStamp; stamp = this.stamp()) {
      this.forgetFacts(stamp);
      const fresh = build(this.targetOf(collection));
      if (fresh.sql === query.sql) break;
      query = fresh;
      result = this.ifTable(collection, () => run(query), absent);
    }
    return result;
  }

  find(collection: string, options: FindOptions): StoredDoc[] {
    if (options.limit === 0) return [];
    const rows = this.withFacts(collection, options.where, (target) => sql.selectSql(target, options), (query) => this.query(query), []);
    return rows.map((row) => JSON.parse(row as string) as StoredDoc);
  }

  findOne(collection: string, where: Where, omit?: string[]): StoredDoc | null {
    // the lookup of one id (every head read) skips building its SQL again each time
    if (where.op === 'eq' && where.field === 'id' && typeof where.value === 'string') {
      const key = `${collection}\0${omit?.join(',') ?? ''}`;
      let text = this.idLookups.get(key);
      if (text === undefined) this.idLookups.set(key, (text = sql.selectOneSql({ collection, facts: NO_FACTS }, where, omit).sql));
      const found = this.ifTable(collection, () => this.statement(text!).pluck().get(where.value), undefined);
      return found === undefined ? null : (JSON.parse(found as string) as StoredDoc);
    }
    const row = this.withFacts(
      collection,
      where,
      (target) => sql.selectOneSql(target, where, omit),
      (query) => this.statement(query.sql).pluck().get(...query.params),
      undefined,
    );
    return row === undefined ? null : (JSON.parse(row as string) as StoredDoc);
  }

  count(collection: string, where?: Where, limit?: number): number {
    return this.withFacts(collection, where, (target) => sql.countSql(target, where, limit), (query) => this.query(query)[0] as number, 0);
  }

  /** EXPLAIN QUERY PLAN of what find() would run, one line per step: for tests and benchmarks. */
  explain(collection: string, options: FindOptions, matches?: 'common' | 'some' | 'rare'): string[] {
    const target = this.targetOf(collection);
    // common: every count reaches its limit; some: a text search between starting a query and being walked past
    const text = (_field: string, _match: string, limit: number) => (matches === 'common' ? limit : matches === 'some' ? sql.TEXT_DRIVES : 1);
    const equality = () => (matches === 'common' ? sql.DRIVES : 1);
    const query = sql.selectSql(matches ? { ...target, textMatches: text, matchesUpTo: equality } : target, options);
    this.runBefore(query);
    // the statement's plan, then how each set it tests is filled, nested under a line naming the set
    const fills = (query.before ?? []).filter((step) => step.sql.startsWith('INSERT'));
    return [
      ...this.planLines(query, 0),
      ...fills.flatMap((fill) => [`  FILL ${/INTO (\S+)/.exec(fill.sql)![1]}`, ...this.planLines(fill, 1)]),
    ];
  }

  /** EXPLAIN QUERY PLAN of what count() would run. */
  explainCount(collection: string, where: Where, limit?: number): string[] {
    const query = sql.countSql(this.targetOf(collection), where, limit);
    this.runBefore(query);
    return this.planLines(query, 0);
  }

  /** EXPLAIN QUERY PLAN of one statement, a line a step, indented two spaces a level below `indent`. */
  private planLines(query: sql.Sql, indent: number): string[] {
    const rows = this.db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as { id: number; parent: number; detail: string }[];
    const depth = new Map<number, number>([[0, indent - 1]]);
    return rows.map((row) => {
      depth.set(row.id, (depth.get(row.parent) ?? indent) + 1);
      return `${'  '.repeat(depth.get(row.id)!)}${row.detail}`;
    });
  }

  /**
   * Writes run inside a write transaction (sqlite-store.ts), so no other connection can change the
   * catalog between reading the facts here and running the statement: they are read fresh, once.
   */
  private writeTarget(collection: string, where: Where): sql.Target {
    if (!sql.needsFacts(where)) return { collection, facts: NO_FACTS };
    const stamp = this.stamp();
    if (stamp !== this.factsStamp) {
      this.forgetFacts(stamp);
    }
    return this.targetOf(collection);
  }

  update(collection: string, where: Where, changes: Changes): number {
    const query = sql.updateSql(this.writeTarget(collection, where), where, changes.set, changes.unset);
    try {
      return this.ifTable(collection, () => this.run(query), 0);
    } catch (error) {
      throw duplicateKey(error, collection, 'update') ?? error;
    } finally {
      this.writes++;
    }
  }

  delete(collection: string, where: Where): number {
    const query = sql.deleteSql(this.writeTarget(collection, where), where);
    try {
      return this.ifTable(collection, () => this.run(query), 0);
    } finally {
      this.writes++;
    }
  }

  /** All or nothing: better-sqlite3 turns a nested transaction() into a savepoint. */
  insert(collection: string, docs: StoredDoc[]): void {
    if (docs.length === 0) return;
    this.writes++;
    const write = () => {
      const statement = this.statement(sql.insertSql(collection));
      this.db.transaction(() => {
        for (const doc of docs) {
          try {
            statement.run(doc.id, JSON.stringify(doc));
          } catch (error) {
            throw duplicateKey(error, collection, doc.id) ?? error;
          }
        }
      })();
    };
    try {
      write();
    } catch (error) {
      // also covers a cached statement whose table vanished with a rolled-back transaction
      if (!isNoSuchTable(error, collection)) throw error;
      this.createTable(collection);
      write();
    }
  }

  /** Store.increment; the caller holds the write transaction, so nothing comes between the read and the write. */
  increment(collection: string, id: string, { by, now, windowMs }: CounterStep): Counter {
    const where: Where = { op: 'eq', field: 'id', value: id };
    const found = this.findOne(collection, where);
    const open = found && typeof found.resets === 'number' && found.resets > now;
    const counter: Counter = open
      ? { count: Math.max((Number(found.count) || 0) + by, 0), resets: found.resets }
      : { count: Math.max(by, 0), resets: now + windowMs };
    if (found) this.update(collection, where, { set: [['count', String(counter.count)], ['resets', String(counter.resets)]], unset: [] });
    else this.insert(collection, [{ id, ...counter }]);
    return counter;
  }

  /** Store.claim; the caller holds the write transaction, so nothing comes between the find and the update. */
  claim(collection: string, where: Where, changes: Changes, sort?: Sort[]): StoredDoc | null {
    const [found] = this.find(collection, { where, sort, limit: 1 });
    if (!found) return null;
    const byId: Where = { op: 'eq', field: 'id', value: found.id };
    this.update(collection, byId, changes);
    return this.findOne(collection, byId);
  }

  ensureIndexes(collection: string, indexes: IndexSpec[]): void {
    if (upgradeRowKeys(this.db, collection)) this.writes++;
    this.createTable(collection);
    for (const index of indexes) {
      try {
        createIndex(this.db, collection, index);
      } catch (error) {
        throw duplicateKey(error, collection, `existing documents (${index.fields.join(', ')})`) ?? error;
      }
    }
    dropLegacyIndexes(this.db, collection);
  }
}

function isNoSuchTable(error: unknown, collection: string): boolean {
  return error instanceof Database.SqliteError && error.message === `no such table: ${collection}`;
}

function duplicateKey(error: unknown, collection: string, key: string): DuplicateKeyError | undefined {
  if (!(error instanceof Database.SqliteError)) return undefined;
  if (error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return new DuplicateKeyError(collection, key);
  if (error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    const index = /index '([^']+)'/.exec(error.message)?.[1];
    return new DuplicateKeyError(collection, index ? `${key} (unique index ${index})` : key);
  }
  return undefined;
}
