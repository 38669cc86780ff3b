// The Store contract on SQLite (file and ':memory:'), plus what only SQLite has: pragmas,
// expression indexes, query plans, and a separate reader that never sees uncommitted writes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import Database from 'better-sqlite3';
import { w, type FindOptions } from '../../rest/store/port.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { storeContract } from './store-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'joinery-sqlite-'));
let files = 0;
const freshFile = () => join(dir, `store-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

storeContract('sqlite file', async () => new SqliteStore({ file: freshFile() }));
storeContract('sqlite :memory:', async () => new SqliteStore({ file: ':memory:' }));

describe('SqliteStore specifics', () => {
  const file = freshFile();
  const store = new SqliteStore({ file });
  beforeAll(() => store.connect());
  afterAll(() => store.close());

  /** A second, independent connection, as another process would see the file. */
  const inspect = <T>(look: (db: Database.Database) => T): T => {
    const db = new Database(file, { readonly: true });
    try {
      return look(db);
    } finally {
      db.close();
    }
  };

  it("vouches for reads with a stamp that moves with every commit: its own, another connection's; never inside a transaction or on ':memory:'", async () => {
    await store.insert('stamped', [{ id: 'a', v: 1 }]);
    const before = store.readStamp();
    assert.equal(typeof before, 'string');
    assert.equal(store.readStamp(), before, 'nothing committed: the same stamp');
    await store.update('stamped', w.eq('id', 'a'), { set: { v: 2 } });
    const afterOwn = store.readStamp();
    assert.notEqual(afterOwn, before, 'its own write moves it');
    const other = new Database(file);
    try {
      other.prepare(`UPDATE "stamped" SET doc = jsonb_set(doc, '$.v', 3)`).run();
    } finally {
      other.close();
    }
    assert.notEqual(store.readStamp(), afterOwn, "another connection's commit moves it");
    await store.transaction(async (tx) => assert.equal(tx.readStamp(), undefined));
    const memory = new SqliteStore({ file: ':memory:' });
    await memory.connect();
    assert.equal(memory.readStamp(), undefined);
    await memory.close();
  });

  it('runs with WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    assert.equal(store.pragma('journal_mode'), 'wal');
    assert.equal(store.pragma('synchronous'), 2);
    assert.equal(store.pragma('foreign_keys'), 1);
    assert.ok((store.pragma('busy_timeout') as number) > 0);
  });

  it('creates deterministic expression indexes, and records indexed fields, their types and array elements', async () => {
    await store.ensureIndexes('parts', [{ fields: ['owner', 'doc.name'], unique: true }, { fields: ['status'] }]);
    await store.insert('parts', [{ id: 'a', owner: 'o', doc: { name: 'n' }, status: ['new', 2] }]);
    const indexes = inspect((db) =>
      db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'parts' AND sql IS NOT NULL ORDER BY name").all(),
    ) as { name: string; sql: string }[];
    assert.deepEqual(
      indexes.map((index) => index.name),
      ['ix_parts(status)', 'ux_parts(owner,doc.name)'],
    );
    assert.match(indexes[1].sql, /^CREATE UNIQUE INDEX .*json_extract\(doc, '\$\.owner'\), json_extract\(doc, '\$\.doc\.name'\)/);
    const catalog = inspect((db) => ({
      fields: db.prepare(`SELECT field, leading FROM "joinery#fields" WHERE collection = 'parts' ORDER BY field`).all(),
      types: db.prepare(`SELECT field, type FROM "joinery#types" WHERE collection = 'parts' ORDER BY field, type`).all(),
      elements: db.prepare(`SELECT field, value, type, id FROM "parts#elements" ORDER BY type`).all(),
    }));
    assert.deepEqual(catalog.fields, [{ field: 'doc.name', leading: 0 }, { field: 'owner', leading: 1 }, { field: 'status', leading: 1 }]);
    assert.deepEqual(catalog.types, [{ field: 'doc.name', type: 'text' }, { field: 'owner', type: 'text' }, { field: 'status', type: 'array' }]);
    assert.deepEqual(catalog.elements, [{ field: 'status', value: 2, type: 'integer', id: 'a' }, { field: 'status', value: 'new', type: 'text', id: 'a' }]);
    await store.delete('parts', w.eq('id', 'a'));
    assert.equal(inspect((db) => db.prepare(`SELECT count(*) FROM "parts#elements"`).pluck().get()), 0);
  });

  it('answers id lookups, indexed matches and indexed sorts through indexes', async () => {
    await store.ensureIndexes('plans', [{ fields: ['status'] }, { fields: ['tags'] }]);
    await store.insert('plans', [{ id: 'a', status: 'x', tags: ['t'] }, { id: 'b', tags: [] }]);
    const plan = async (options: FindOptions) => (await store.explain('plans', options)).join(' | ');
    assert.match(await plan({ where: w.eq('id', 'a'), limit: 1 }), /SEARCH t USING INDEX sqlite_autoindex_plans_1 \(id=\?\)/);
    assert.match(await plan({ where: w.in('id', ['a', 'b']) }), /SEARCH t USING INDEX sqlite_autoindex_plans_1 \(id=\?\)/);
    assert.match(await plan({ sort: [{ field: 'status', dir: 'asc' }] }), /SCAN t USING INDEX ix_plans\(status\)/);
    // a field that only ever held text is searched as plain text, whatever else the query allows for
    // (one-sided ranges alone are left to the planner, which prefers walking the primary key for them)
    for (const where of [w.eq('status', 'x'), w.in('status', ['x', 1, true, null]), w.exists('status', false)]) {
      const detail = await plan({ where });
      assert.match(detail, /SEARCH t USING INDEX ix_plans\(status\)/, JSON.stringify(where));
      assert.doesNotMatch(detail, /SCAN t\b/, JSON.stringify(where));
    }
    // a sort key an equality fixes orders nothing: the walk of the index after it needs no sort
    await store.ensureIndexes('ordered', [{ fields: ['status', 'id'] }, { fields: ['tags', 'id'] }]);
    await store.insert('ordered', [{ id: 'a', status: 'x', tags: ['t', 'u'] }, { id: 'b', status: 'y', tags: [] }]);
    const ordered = async (options: FindOptions) => (await store.explain('ordered', options)).join(' | ');
    const fixed = await ordered({ where: w.eq('status', 'x'), sort: [{ field: 'status', dir: 'desc' }], limit: 5 });
    assert.match(fixed, /SEARCH t USING (COVERING )?INDEX ix_ordered\(status,id\)/);
    assert.doesNotMatch(fixed, /TEMP B-TREE/);
    const list = await ordered({ where: w.eq('tags', 't'), sort: [{ field: 'tags', dir: 'desc' }], limit: 5 });
    assert.match(list, /TEMP B-TREE FOR ORDER BY/, 'an array field is not fixed by an equality');
    // array elements through the elements table
    const elements = await plan({ where: w.eq('tags', 't') });
    assert.match(elements, /SEARCH e USING PRIMARY KEY \(field=\? AND value=\?/);
    assert.doesNotMatch(elements, /SCAN t\b/);
  });

  it('a field that turns into an array on another connection is still matched by its elements', async () => {
    const other = new SqliteStore({ file });
    await other.connect();
    try {
      await store.ensureIndexes('shifting', [{ fields: ['v'] }]);
      await store.insert('shifting', [{ id: 'a', v: 'x' }]);
      assert.deepEqual((await store.find('shifting', { where: w.eq('v', 'x') })).map((d) => d.id), ['a']);
      await other.insert('shifting', [{ id: 'b', v: ['y', 'x'] }]);
      assert.deepEqual((await store.find('shifting', { where: w.eq('v', 'x') })).map((d) => d.id), ['a', 'b']);
      assert.equal(await store.count('shifting', w.eq('v', 'y')), 1);
    } finally {
      await other.close();
    }
  });

  it('reads JSON text documents that older versions of the adapter wrote', async () => {
    await store.ensureIndexes('legacy', [{ fields: ['v'] }]);
    const db = new Database(file);
    try {
      db.prepare(`INSERT INTO legacy (id, doc) VALUES (?, ?)`).run('old', JSON.stringify({ id: 'old', v: 'x', list: [1, 'a'] }));
    } finally {
      db.close();
    }
    await store.insert('legacy', [{ id: 'new', v: 'x' }]);
    assert.deepEqual(await store.find('legacy', { where: w.eq('v', 'x') }), [{ id: 'new', v: 'x' }, { id: 'old', v: 'x', list: [1, 'a'] }]);
    await store.update('legacy', w.eq('id', 'old'), { set: { v: 'y' } });
    assert.deepEqual(await store.findOne('legacy', w.eq('v', 'y')), { id: 'old', v: 'y', list: [1, 'a'] });
  });

  it('keeps one text index per field: a search in one field never reads the hits of another', async () => {
    await store.ensureIndexes('notes', [{ fields: ['name', 'body'], text: true }]);
    const notes = Array.from({ length: 50 }, (_, n) => ({ id: `n${n}`, name: n === 7 ? 'Module seven' : `Note ${n}`, body: 'every module says module' }));
    await store.insert('notes', notes);
    const tables = inspect((db) => db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'notes#fts%' AND sql LIKE '%fts5%' ORDER BY name`).pluck().all());
    assert.deepEqual(tables, ['notes#fts#body', 'notes#fts#name']);
    // the body's 50 hits are not candidates of a search in names: the one name is found, and read first
    assert.deepEqual((await store.find('notes', { where: w.contains('name', 'module'), limit: 5 })).map((d) => d.id), ['n7']);
    assert.equal(await store.count('notes', w.contains('body', 'module')), 50);
    const plan = (await store.explain('notes', { where: w.contains('name', 'module'), sort: [{ field: 'id', dir: 'asc' }], limit: 5 })).join(' | ');
    assert.match(plan, /SCAN f VIRTUAL TABLE INDEX \d+:M/, plan);
  });

  it('answers a search its text index finds in a hundred or in hundreds of documents (read from them, or tested by rid along the walk) as a scan does', async () => {
    await store.ensureIndexes('shelves', [{ fields: ['name', 'tags'], text: true }, { fields: ['n'] }]);
    // "walnut" is in 1,125 documents' tags, 375 of them an object's member, which contains never matches
    const tags = (n: number) => [['Walnut', 'oak'], { wood: 'walnut' }, 'Walnut veneer', ['pine']][n % 4];
    const docs = Array.from({ length: 1500 }, (_, n) => ({
      id: `s${n.toString().padStart(4, '0')}`,
      name: `${n % 3 === 0 ? 'Oak' : 'Ash'} shelf ${n}`,
      tags: tags(n),
      n: (n * 7919) % 1500,
    }));
    await store.insert('shelves', docs);
    await store.insert('shelves_plain', docs);
    for (const [field, needle] of [['name', 'OAK S'], ['name', 'shelf 14'], ['name', 'shelf'], ['tags', 'walnut'], ['tags', 'oak'], ['tags', 'nut\noak']] as const) {
      for (const options of [{ sort: [{ field: 'n', dir: 'desc' as const }], limit: 20 }, { sort: [{ field: 'n', dir: 'asc' as const }], limit: 10, skip: 30 }]) {
        const where = w.and(w.contains(field, needle), w.gte('n', 100));
        const ids = async (collection: string) => (await store.find(collection, { where, ...options })).map((d) => d.id);
        assert.deepEqual(await ids('shelves'), await ids('shelves_plain'), `${field} contains ${JSON.stringify(needle)}`);
        assert.equal(await store.count('shelves', where), await store.count('shelves_plain', where));
      }
    }
    // 111 found: read from the text index's matches; 500: the walk of the order's index tests them by rid,
    // through the key of a temporary table filled from the text index once for the statement
    const plan = async (needle: string) => (await store.explain('shelves', { where: w.contains('name', needle), sort: [{ field: 'n', dir: 'desc' }], limit: 20 })).join(' | ');
    assert.match(await plan('shelf 14'), /SCAN f VIRTUAL TABLE.*SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)/, await plan('shelf 14'));
    assert.doesNotMatch(await plan('shelf 14'), /SCAN t\b/, await plan('shelf 14'));
    assert.match(await plan('oak'), /SCAN t USING INDEX ix_shelves\(n\) \| USING ROWID SEARCH ON TABLE \S*found0\S* FOR IN-OPERATOR.*\| +FILL temp\."joinery#found0" \| +SCAN f VIRTUAL TABLE/, await plan('oak'));
  });

  it('gives the documents of a file written before the rid their row key, and indexes their text again, at the next start', async () => {
    const path = freshFile();
    // the layouts before: documents keyed by id alone; text rows by id, under one FTS5 index per field
    // (external content) or, earlier still, one of all fields; triggers that write text rows by id
    const old = new Database(path);
    try {
      old.exec(`
        CREATE TABLE books (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL);
        CREATE TABLE "books#text" (rid INTEGER PRIMARY KEY, id TEXT NOT NULL, field TEXT NOT NULL, text TEXT NOT NULL);
        CREATE INDEX "books#text_by_id" ON "books#text" (id);
        CREATE TABLE "joinery#text" (collection TEXT NOT NULL, field TEXT NOT NULL, path TEXT NOT NULL, PRIMARY KEY (collection, field)) WITHOUT ROWID;
        INSERT INTO "joinery#text" VALUES ('books', 'title', '$.title'), ('books', 'blurb', '$.blurb');
        CREATE VIRTUAL TABLE "books#fts#title" USING fts5(text, content='books#text', content_rowid='rid', tokenize='trigram case_sensitive 1');
        CREATE VIRTUAL TABLE "books#fts" USING fts5(text, content='books#text', content_rowid='rid', tokenize='trigram case_sensitive 1');
        CREATE TRIGGER "books#text_insert" AFTER INSERT ON books BEGIN
          INSERT INTO "books#text" (id, field, text) SELECT NEW.id, 'title', lower(NEW.doc ->> '$.title');
        END;
        CREATE TRIGGER "books#text_added#title" AFTER INSERT ON "books#text" WHEN NEW.field = 'title' BEGIN
          INSERT INTO "books#fts#title" (rowid, text) VALUES (NEW.rid, NEW.text);
        END;
        INSERT INTO books (id, doc) VALUES ('b', '{"id":"b","title":"Walnut","blurb":"oak"}'), ('a', '{"id":"a","title":"Oak joinery","blurb":"walnut"}');`);
    } finally {
      old.close();
    }
    const upgraded = new SqliteStore({ file: path });
    await upgraded.connect();
    const schema = () => {
      const db = new Database(path, { readonly: true });
      try {
        const columns = (table: string) => db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table);
        const names = (type: string) => db.prepare(`SELECT name FROM sqlite_master WHERE type = ? AND name LIKE 'books%' ORDER BY name`).pluck().all(type);
        return { books: columns('books'), text: columns('books#text'), ftsTables: names('table').filter((n) => /#fts(#[a-z]+)?$/.test(n as string)), triggers: names('trigger') };
      } finally {
        db.close();
      }
    };
    try {
      await upgraded.ensureIndexes('books', [{ fields: ['title', 'blurb'], text: true }, { fields: ['tags'] }]);
      const after = schema();
      assert.deepEqual(after.books, ['rid', 'id', 'doc']);
      assert.deepEqual(after.text, ['rid', 'field', 'text']);
      assert.deepEqual(after.ftsTables, ['books#fts#blurb', 'books#fts#title'], 'the index of all fields is gone, each field has its own');
      assert.ok(!after.triggers.includes('books#text_added') && after.triggers.includes('books#text_removed#title'), after.triggers.join(', '));
      const ids = async (field: string, needle: string) => (await upgraded.find('books', { where: w.contains(field, needle), sort: [{ field: 'id', dir: 'asc' }] })).map((d) => d.id);
      assert.deepEqual([await ids('title', 'walnut'), await ids('blurb', 'walnut')], [['b'], ['a']]);
      await upgraded.update('books', w.eq('id', 'a'), { set: { title: 'Cherry joinery' } });
      await upgraded.insert('books', [{ id: 'c', title: 'More walnut', tags: ['x'] }]);
      await upgraded.delete('books', w.eq('id', 'b'));
      assert.deepEqual([await ids('title', 'oak'), await ids('title', 'walnut'), await ids('title', 'cherry')], [[], ['c'], ['a']]);
      assert.deepEqual((await upgraded.find('books', { where: w.eq('tags', 'x') })).map((d) => d.id), ['c']);
      // the next start finds nothing left to upgrade
      await upgraded.ensureIndexes('books', [{ fields: ['title', 'blurb'], text: true }, { fields: ['tags'] }]);
      assert.deepEqual(schema(), after);
      assert.deepEqual(await ids('title', 'walnut'), ['c']);
    } finally {
      await upgraded.close();
    }
  });

  it("waits for another process's write lock to declare indexes (a first start after an upgrade rebuilds tables there), where a write gives up", async () => {
    const path = freshFile();
    const patient = new SqliteStore({ file: path, busyTimeoutMs: 50 });
    await patient.connect();
    // another process holds the write lock for 400 ms: better-sqlite3 waits synchronously, so the holder cannot be this process
    const holder = spawn(process.execPath, ['-e', `const db = new (require('better-sqlite3'))(${JSON.stringify(path)}); db.exec('BEGIN IMMEDIATE'); console.log('held'); setTimeout(() => db.exec('COMMIT'), 400);`], { cwd: process.cwd() });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.once('data', () => resolve());
        holder.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
      });
      await assert.rejects(patient.insert('waiting', [{ id: 'a' }]), /database is locked/);
      await patient.ensureIndexes('waiting', [{ fields: ['v'] }]);
      await patient.insert('waiting', [{ id: 'a', v: 1 }]);
      assert.deepEqual(await patient.find('waiting', { where: w.eq('v', 1) }), [{ id: 'a', v: 1 }]);
    } finally {
      holder.kill();
      await patient.close();
    }
  });

  it('readers outside a transaction never see its uncommitted writes', async () => {
    await store.insert('seen', [{ id: 'x', v: 1 }]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const transaction = store.transaction(async (tx) => {
      await tx.insert('isolated', [{ id: 'a' }]);
      await tx.update('seen', w.eq('id', 'x'), { set: { v: 2 } });
      wrote();
      await gate;
    });
    await written;
    // these reads complete while the transaction is open and holds the write lock
    assert.equal(await store.findOne('isolated', w.eq('id', 'a')), null);
    assert.equal(await store.count('isolated'), 0);
    assert.deepEqual(await store.findOne('seen', w.eq('id', 'x')), { id: 'x', v: 1 });
    release();
    await transaction;
    assert.deepEqual(await store.findOne('isolated', w.eq('id', 'a')), { id: 'a' });
    assert.deepEqual(await store.findOne('seen', w.eq('id', 'x')), { id: 'x', v: 2 });
  });

  it('refuses an outer-store write from inside a transaction instead of deadlocking', async () => {
    await assert.rejects(
      store.transaction(async () => {
        await store.insert('deadlock', [{ id: 'a' }]);
      }),
      /inside a transaction/,
    );
    await assert.rejects(store.transaction(() => store.transaction(async () => 1)), /inside a transaction/);
    assert.equal(await store.count('deadlock'), 0);
  });

  it('keeps committed data across close and reopen', async () => {
    const path = freshFile();
    const first = new SqliteStore({ file: path });
    await first.connect();
    await first.insert('durable', [{ id: 'a', v: [1, { b: true }] }]);
    assert.ok(existsSync(`${path}-wal`));
    await first.close();
    const second = new SqliteStore({ file: path });
    await second.connect();
    assert.deepEqual(await second.find('durable'), [{ id: 'a', v: [1, { b: true }] }]);
    await second.close();
  });

  it('fails clearly when used before connect', async () => {
    await assert.rejects(new SqliteStore({ file: freshFile() }).find('x'), /not connected/);
  });
});
