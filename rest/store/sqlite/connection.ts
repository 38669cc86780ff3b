// One better-sqlite3 connection and the synchronous document operations on it.
// Locking and transactions are the caller's job (sqlite-store.ts); these methods just run SQL.
import Database from 'better-sqlite3';
import { DuplicateKeyError, type FindOptions, type IndexSpec, type StoredDoc, type Where } from '../port.ts';
import type { Changes } from '../checks.ts';
import * as sql from './sql.ts';

type Statement = Database.Statement<unknown[], unknown>;

/** Enough for every query shape an application uses; the bound keeps odd `in` list lengths from piling up. */
const STATEMENT_CACHE_SIZE = 500;
const BUSY_TIMEOUT_MS = 5000;

export class Connection {
  readonly db: Database.Database;
  private readonly statements = new Map<string, Statement>();

  constructor(file: string, readonly: boolean) {
    this.db = new Database(file, { readonly });
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (!readonly) {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
    }
    this.db.pragma('foreign_keys = ON');
    // SQLite's lower() folds ASCII only; JavaScript folds Unicode, closer to MongoDB's /i regexes.
    this.db.function(sql.ICONTAINS, { deterministic: true }, (value: unknown, needle: unknown) =>
      typeof value === 'string' && value.toLowerCase().includes(needle as string) ? 1 : 0,
    );
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
    return this.statement(query.sql).pluck().all(...query.params);
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
    this.db.exec(sql.createTableSql(collection));
  }

  find(collection: string, options: FindOptions): StoredDoc[] {
    if (options.limit === 0) return [];
    const rows = this.ifTable(collection, () => this.query(sql.selectSql(collection, options)), []);
    return rows.map((row) => JSON.parse(row as string) as StoredDoc);
  }

  findOne(collection: string, where: Where): StoredDoc | null {
    const query = sql.selectOneSql(collection, where);
    const row = this.ifTable(collection, () => this.statement(query.sql).pluck().get(...query.params), undefined);
    return row === undefined ? null : (JSON.parse(row as string) as StoredDoc);
  }

  count(collection: string, where?: Where): number {
    return this.ifTable(collection, () => this.query(sql.countSql(collection, where))[0] as number, 0);
  }

  update(collection: string, where: Where, changes: Changes): number {
    const query = sql.updateSql(collection, where, changes.set, changes.unset);
    try {
      return this.ifTable(collection, () => this.run(query), 0);
    } catch (error) {
      throw duplicateKey(error, collection, 'update') ?? error;
    }
  }

  delete(collection: string, where: Where): number {
    return this.ifTable(collection, () => this.run(sql.deleteSql(collection, where)), 0);
  }

  /** All or nothing: better-sqlite3 turns a nested transaction() into a savepoint. */
  insert(collection: string, docs: StoredDoc[]): void {
    if (docs.length === 0) return;
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

  ensureIndexes(collection: string, indexes: IndexSpec[]): void {
    this.createTable(collection);
    for (const index of indexes) {
      try {
        for (const statement of sql.createIndexSql(collection, index)) this.db.exec(statement);
      } catch (error) {
        throw duplicateKey(error, collection, `existing documents (${index.fields.join(', ')})`) ?? error;
      }
    }
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
