// What the SQLite adapter knows about each collection's indexed fields, kept in the database itself so
// that every connection (and every process) on the file agrees:
//
// - "joinery#fields": every field a declared index names, and whether it leads one (ensureIndexes);
// - "joinery#types": every JSON type each of those fields has held in some document, written by
//   triggers on every insert and update. It only grows (a rolled-back write may leave a type behind,
//   which is harmless: more types only make queries more general);
// - "<collection>#elements": the elements of array values at indexed fields, one row each, also kept
//   by triggers: a multikey index, so "an element equals" is a search rather than a scan.
//
// With the types known, sql.ts writes `x = ?` where the port's rules (same JSON type, any array
// element) would otherwise need type tests and an OR over json_each that no index can serve.
//
// Each document row has a stable integer key, `rid` (INTEGER PRIMARY KEY: VACUUM keeps it), besides its
// id, so that what a text index finds is rows, not ids each looked up again.
//
// Text indexes (IndexSpec.text) are an FTS5 trigram index per collection:
// - "joinery#text": the text-indexed fields of each collection;
// - "<collection>#text": per document (rid) and text field, its strings (the value, or an array's string
//   elements, one a line) folded to lower case by JavaScript, as `contains` folds them; kept by
//   triggers on the collection, which call FOLD (a function every connection registers);
// - "<collection>#fts#<field>": per text field, the FTS5 trigram index of that field's text, whose rowid
//   is the document's rid (contentless: the text table holds the text), kept by triggers. One index per
//   field rather than one for all: a term common in one field (every description says "module") would
//   otherwise cost a search in another (name) the reading of all its hits there, to find the few of the
//   field searched.
// A search there is a candidate set of rids; sql.ts still tests each candidate exactly.
//
// Files written before the rid (documents keyed by id alone, text rows by id) are rebuilt once, at the
// first ensureIndexes (upgradeRowKeys).
// Names with `#` can never be collections (checks.ts admits [a-z0-9_] only).
import type Database from 'better-sqlite3';
import { indexName } from '../checks.ts';
import type { IndexSpec } from '../port.ts';

export const FIELDS_TABLE = '"joinery#fields"';
export const TYPES_TABLE = '"joinery#types"';
export const table = (collection: string) => `"${collection}"`;
export const elementsTable = (collection: string) => `"${collection}#elements"`;
export const jsonPath = (field: string) => `'$.${field}'`;

/** The expression an index is built on; queries repeat it literally so the planner can match it. */
export const extract = (field: string, alias = 't.') => (field === 'id' ? `${alias}id` : `json_extract(${alias}doc, ${jsonPath(field)})`);

export const TEXT_FIELDS_TABLE = '"joinery#text"';
/** the fields of selective indexes (IndexSpec.selective), whose equalities a query may start from */
export const SELECTIVE_TABLE = '"joinery#selective"';
export const textTable = (collection: string) => `"${collection}#text"`;
export const ftsTable = (collection: string, field: string) => `"${collection}#fts#${field}"`;
/** Lower case as JavaScript folds it (toLowerCase), the fold of `contains`; registered on every connection. */
export const FOLD = 'joinery_fold';

export const CATALOG_SQL = `
CREATE TABLE IF NOT EXISTS ${FIELDS_TABLE} (
  collection TEXT NOT NULL, field TEXT NOT NULL, path TEXT NOT NULL, leading INTEGER NOT NULL,
  PRIMARY KEY (collection, field)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS ${TYPES_TABLE} (
  collection TEXT NOT NULL, field TEXT NOT NULL, type TEXT NOT NULL,
  PRIMARY KEY (collection, field, type)) WITHOUT ROWID;`;

/** Records the types and array elements of document `doc` (a row alias such as NEW) of `collection`. */
function recordSql(collection: string, doc: string, id: string): string {
  const name = `'${collection}'`;
  return `
  INSERT OR IGNORE INTO ${TYPES_TABLE} (collection, field, type)
    SELECT ${name}, f.field, coalesce(json_type(${doc}, f.path), 'null') FROM ${FIELDS_TABLE} AS f WHERE f.collection = ${name};
  INSERT OR IGNORE INTO ${elementsTable(collection)} (field, value, type, id)
    SELECT f.field, coalesce(j.value, ''), j.type, ${id} FROM ${FIELDS_TABLE} AS f, json_each(${doc}, f.path) AS j
    WHERE f.collection = ${name} AND json_type(${doc}, f.path) = 'array';`;
}

/**
 * Triggers that keep rows derived from each document (in `rows`, by the document's `key` column: id or
 * rid) in step with the collection: `record` writes a document's rows. Named `<collection>#<prefix>insert`
 * (…update, …delete).
 */
function derivedRowsTriggers(
  collection: string,
  prefix: string,
  rows: string,
  key: 'id' | 'rid',
  record: (collection: string, doc: string, key: string) => string,
  update = `DELETE FROM ${rows} WHERE ${key} = OLD.${key}; ${record(collection, 'NEW.doc', `NEW.${key}`)}`,
): string {
  const trigger = (event: string) => `"${collection}#${prefix}${event}"`;
  const t = table(collection);
  return `
CREATE TRIGGER IF NOT EXISTS ${trigger('insert')} AFTER INSERT ON ${t} BEGIN ${record(collection, 'NEW.doc', `NEW.${key}`)}
END;
CREATE TRIGGER IF NOT EXISTS ${trigger('update')} AFTER UPDATE OF doc ON ${t} BEGIN
  ${update}
END;
CREATE TRIGGER IF NOT EXISTS ${trigger('delete')} AFTER DELETE ON ${t} BEGIN
  DELETE FROM ${rows} WHERE ${key} = OLD.${key};
END;`;
}

/** A collection's columns: the rid (the rowid, named so that it is kept), the id, the document. */
const DOCUMENT_COLUMNS = 'rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL';

/** The table of a collection with its elements table and the triggers that keep the catalog. */
export function createCollectionSql(collection: string): string {
  const t = table(collection);
  const elements = elementsTable(collection);
  return `
CREATE TABLE IF NOT EXISTS ${t} (${DOCUMENT_COLUMNS});
CREATE TABLE IF NOT EXISTS ${elements} (
  -- value has no declared type: its affinity must never turn '5' into 5
  field TEXT NOT NULL, value NOT NULL, type TEXT NOT NULL, id TEXT NOT NULL,
  PRIMARY KEY (field, value, type, id)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS "${collection}#elements_by_id" ON ${elements} (id);
${derivedRowsTriggers(collection, '', elements, 'id', recordSql)}`;
}

/**
 * Declares one index: its fields join the catalog (existing documents are recorded once, when a field
 * is new to it), then the expression index itself. Returns nothing; throws what SQLite throws.
 */
export function createIndex(db: Database.Database, collection: string, index: IndexSpec): void {
  if (index.text) return createTextIndex(db, collection, index);
  index.fields.forEach((field, position) => {
    if (field === 'id') return;
    const known = db.prepare(`SELECT leading FROM ${FIELDS_TABLE} WHERE collection = ? AND field = ?`).get(collection, field) as { leading: number } | undefined;
    const leading = position === 0 ? 1 : 0;
    if (known) {
      if (leading > known.leading) db.prepare(`UPDATE ${FIELDS_TABLE} SET leading = 1 WHERE collection = ? AND field = ?`).run(collection, field);
      return;
    }
    db.prepare(`INSERT INTO ${FIELDS_TABLE} (collection, field, path, leading) VALUES (?, ?, ?, ?)`).run(collection, field, `$.${field}`, leading);
    const path = jsonPath(field);
    db.prepare(
      `INSERT OR IGNORE INTO ${TYPES_TABLE} (collection, field, type) SELECT DISTINCT ?, ?, coalesce(json_type(t.doc, ${path}), 'null') FROM ${table(collection)} AS t`,
    ).run(collection, field);
    db.prepare(
      `INSERT OR IGNORE INTO ${elementsTable(collection)} (field, value, type, id)
       SELECT ?, coalesce(j.value, ''), j.type, t.id FROM ${table(collection)} AS t, json_each(t.doc, ${path}) AS j WHERE json_type(t.doc, ${path}) = 'array'`,
    ).run(field);
  });
  // SQLite walks an index either way: specs that differ only in direction share one index, ascending
  const columns = index.fields.map((field) => extract(field, '')).join(', ');
  const name = indexName(collection, { fields: index.fields, unique: index.unique });
  db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON ${table(collection)} (${columns})`);
  if (index.selective) {
    db.exec(`CREATE TABLE IF NOT EXISTS ${SELECTIVE_TABLE} (collection TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (collection, field)) WITHOUT ROWID`);
    db.prepare(`INSERT OR IGNORE INTO ${SELECTIVE_TABLE} (collection, field) VALUES (?, ?)`).run(collection, index.fields[0]);
  }
}

/** The folded strings of document `doc` at the path `f.path` (NULL when there are none). */
const foldedStrings = (doc: string) => `SELECT ${FOLD}(group_concat(j.value, char(10))) FROM json_each(${doc}, f.path) AS j WHERE j.type = 'text'`;

/** Records the text of document `doc` (a row alias; `rid` its key) at each text-indexed field of `collection` that has none yet. */
function recordTextSql(collection: string, doc: string, rid: string): string {
  return `
  INSERT INTO ${textTable(collection)} (rid, field, text)
    SELECT ${rid}, field, text FROM (SELECT f.field AS field, (${foldedStrings(doc)}) AS text FROM ${TEXT_FIELDS_TABLE} AS f WHERE f.collection = '${collection}') AS n
    WHERE text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${textTable(collection)} AS x WHERE x.rid = ${rid} AND x.field = n.field);`;
}

/**
 * On an update, only the fields whose text changed leave the index and come back: most writes (a
 * head moving on, a description patched) leave most of a document's text fields as they were.
 */
function updateTextSql(collection: string): string {
  const text = textTable(collection);
  const now = `SELECT (${foldedStrings('NEW.doc')}) FROM ${TEXT_FIELDS_TABLE} AS f WHERE f.collection = '${collection}' AND f.field = ${text}.field`;
  return `DELETE FROM ${text} WHERE rid = OLD.rid AND text IS NOT (${now}); ${recordTextSql(collection, 'NEW.doc', 'NEW.rid')}`;
}

/** The text table and the triggers that keep it in step with the collection. */
function createTextTableSql(collection: string): string {
  const text = textTable(collection);
  return `
CREATE TABLE IF NOT EXISTS ${TEXT_FIELDS_TABLE} (collection TEXT NOT NULL, field TEXT NOT NULL, path TEXT NOT NULL, PRIMARY KEY (collection, field)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS ${text} (rid INTEGER NOT NULL, field TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (rid, field)) WITHOUT ROWID;
${derivedRowsTriggers(collection, 'text_', text, 'rid', recordTextSql, updateTextSql(collection))}`;
}

/**
 * A field's FTS5 index of its rows of the text table, keyed by their rid, and the triggers that keep it
 * in step with them. Contentless: a search reads only its rowids, and a row leaves by its rowid alone.
 */
function createFieldFtsSql(collection: string, field: string): string {
  const text = textTable(collection);
  const fts = ftsTable(collection, field);
  const trigger = (event: string) => `"${collection}#text_${event}#${field}"`;
  return `
CREATE VIRTUAL TABLE ${fts} USING fts5(text, content='', contentless_delete=1, tokenize='trigram case_sensitive 1');
CREATE TRIGGER IF NOT EXISTS ${trigger('added')} AFTER INSERT ON ${text} WHEN NEW.field = '${field}' BEGIN
  INSERT INTO ${fts} (rowid, text) VALUES (NEW.rid, NEW.text);
END;
CREATE TRIGGER IF NOT EXISTS ${trigger('removed')} AFTER DELETE ON ${text} WHEN OLD.field = '${field}' BEGIN
  DELETE FROM ${fts} WHERE rowid = OLD.rid;
END;`;
}

const exists = (db: Database.Database, name: string) => db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(name) !== undefined;

/** Gives each text field of the collection its FTS5 index, filled from the text table when new. */
function ensureFieldIndexes(db: Database.Database, collection: string): void {
  for (const field of readFieldSet(db, TEXT_FIELDS_TABLE, collection)) {
    if (exists(db, ftsTable(collection, field).slice(1, -1))) continue;
    db.exec(createFieldFtsSql(collection, field));
    db.prepare(`INSERT INTO ${ftsTable(collection, field)} (rowid, text) SELECT rid, text FROM ${textTable(collection)} WHERE field = ?`).run(field);
  }
}

/** per connection: a start asks it twice for each of some 60 collections, and preparing it each time cost 15 ms */
const columnsStatements = new WeakMap<Database.Database, Database.Statement>();
function columnsOf(db: Database.Database, name: string): string[] {
  let statement = columnsStatements.get(db);
  if (!statement) columnsStatements.set(db, (statement = db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck()));
  return statement.all(name) as string[];
}
const schemaSql = (db: Database.Database, type: 'index' | 'trigger', table: string) =>
  db.prepare(`SELECT sql FROM sqlite_master WHERE type = ? AND tbl_name = ? AND sql IS NOT NULL`).pluck().all(type, table) as string[];

/**
 * Rebuilds a collection written before documents had their rid (a table keyed by id alone, text rows
 * by id): each document keeps its row number as its rid, and the table its indexes and triggers. The
 * text rows and their FTS5 indexes (one per field, or the one of all fields of earlier still) are dropped
 * with the fields' catalog rows, so that the collection's text index, declared next, is filled anew.
 * Runs in the caller's write transaction. Returns whether it changed anything.
 */
export function upgradeRowKeys(db: Database.Database, collection: string): boolean {
  const documents = columnsOf(db, collection);
  const oldDocuments = documents.length > 0 && !documents.includes('rid');
  const oldText = columnsOf(db, textTable(collection).slice(1, -1)).includes('id');
  if (!oldDocuments && !oldText) return false;
  if (oldText) {
    const prefix = `${collection}#fts`;
    const indexes = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ? AND sql LIKE 'CREATE VIRTUAL TABLE%'`)
      .pluck()
      .all(prefix.length, prefix) as string[];
    for (const name of indexes) db.exec(`DROP TABLE "${name}"`);
    // the text table's triggers go with it; those on the collection that fill it are dropped by name
    db.exec(`DROP TABLE ${textTable(collection)};`);
    for (const event of ['insert', 'update', 'delete']) db.exec(`DROP TRIGGER IF EXISTS "${collection}#text_${event}"`);
    db.prepare(`DELETE FROM ${TEXT_FIELDS_TABLE} WHERE collection = ?`).run(collection);
  }
  if (oldDocuments) {
    const kept = [...schemaSql(db, 'index', collection), ...schemaSql(db, 'trigger', collection)];
    const next = `"${collection}#upgrade"`;
    db.exec(`
      CREATE TABLE ${next} (${DOCUMENT_COLUMNS});
      INSERT INTO ${next} (rid, id, doc) SELECT rowid, id, doc FROM ${table(collection)};
      DROP TABLE ${table(collection)};
      ALTER TABLE ${next} RENAME TO ${table(collection)};`);
    for (const statement of kept) db.exec(statement);
  }
  return true;
}

/** Declares a text index: its fields join the text catalog, and existing documents are indexed once, when a field is new to it. */
function createTextIndex(db: Database.Database, collection: string, index: IndexSpec): void {
  db.transaction(() => {
    db.exec(createTextTableSql(collection));
    const added = index.fields.filter(
      (field) => db.prepare(`INSERT OR IGNORE INTO ${TEXT_FIELDS_TABLE} (collection, field, path) VALUES (?, ?, ?)`).run(collection, field, `$.${field}`).changes > 0,
    );
    // a new field's index starts empty: its text rows, recorded next, reach it through its trigger
    ensureFieldIndexes(db, collection);
    for (const field of added) {
      const strings = `SELECT ${FOLD}(group_concat(j.value, char(10))) FROM json_each(t.doc, ${jsonPath(field)}) AS j WHERE j.type = 'text'`;
      db.prepare(
        `INSERT INTO ${textTable(collection)} (rid, field, text) SELECT rid, ?, text FROM (SELECT t.rid AS rid, (${strings}) AS text FROM ${table(collection)} AS t) WHERE text IS NOT NULL`,
      ).run(field);
    }
  })();
}

/** The fields of a collection in a catalog table (TEXT_FIELDS_TABLE, SELECTIVE_TABLE); none before it exists. */
export function readFieldSet(db: Database.Database, catalog: string, collection: string): ReadonlySet<string> {
  try {
    return new Set(db.prepare(`SELECT field FROM ${catalog} WHERE collection = ?`).pluck().all(collection) as string[]);
  } catch (error) {
    if (error instanceof Error && /no such table/.test(error.message)) return new Set();
    throw error;
  }
}

/** Indexes on json_type that earlier versions of this adapter made beside each index; queries no longer use them. */
export function dropLegacyIndexes(db: Database.Database, collection: string): void {
  const legacy = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE 'jt\\_%' ESCAPE '\\'`)
    .pluck()
    .all(collection) as string[];
  for (const name of legacy) db.exec(`DROP INDEX IF EXISTS "${name.replaceAll('"', '""')}"`);
}

/** What queries may rely on about one indexed field. */
export interface FieldFacts {
  /** every json_type the field has held ('null' also for missing) */
  types: ReadonlySet<string>;
  /** it is the first field of some index, so an equality on it is a search */
  leading: boolean;
}

/** The facts of one collection's indexed fields; a field not in it is not indexed. */
export type CollectionFacts = ReadonlyMap<string, FieldFacts>;

export const NO_FACTS: CollectionFacts = new Map();

export function readFacts(db: Database.Database, collection: string): CollectionFacts {
  const facts = new Map<string, { types: Set<string>; leading: boolean }>();
  let rows: { field: string; leading: number; type: string | null }[];
  try {
    rows = db
      .prepare(
        `SELECT f.field, f.leading, y.type FROM ${FIELDS_TABLE} AS f LEFT JOIN ${TYPES_TABLE} AS y ON y.collection = f.collection AND y.field = f.field WHERE f.collection = ?`,
      )
      .all(collection) as typeof rows;
  } catch (error) {
    // a database no index was ever declared on has no catalog yet
    if (error instanceof Error && /no such table/.test(error.message)) return NO_FACTS;
    throw error;
  }
  for (const row of rows) {
    const entry = facts.get(row.field) ?? { types: new Set<string>(), leading: row.leading === 1 };
    if (row.type !== null) entry.types.add(row.type);
    facts.set(row.field, entry);
  }
  return facts;
}
