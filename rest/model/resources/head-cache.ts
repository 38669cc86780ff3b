/**
 * The heads GET reads answer, kept between requests while the store vouches that nothing was committed
 * since (Store.readStamp: SQLite's PRAGMA data_version, which moves with any connection's commit, in
 * this process or another). Reading, parsing and checking a head was a third of a head read's CPU, and
 * the same heads are read again and again (an editor open, a page of products, GraphQL's composed
 * fields). A store that cannot vouch (MongoDB, a transaction, ':memory:') is read every time.
 *
 * A kept head is shared by every read that gets it, so it is frozen: code that would change it throws
 * instead of changing what the next reader sees. Only reads that look and do not touch use it.
 */
import { w, type Store } from '../../store/port.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { chunksOf, type HeadRow, type VersionRow } from './storage-layout.ts';

/** Heads kept at most (the oldest kept goes first): a few megabytes of documents. */
const HEADS_KEPT = 1000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export class HeadCache {
  private readonly kept = new Map<string, { stamp: string; head: Readonly<{ id: string }> }>();

  /** The head of `id` as `omit` leaves it (kept heads are per collection and id, so one `omit` per cache). */
  head(store: Store, kind: KindDef, id: string, omit: string[]): Promise<Readonly<HeadRow> | null> {
    return this.row<HeadRow>(store, kind.collection, id, omit);
  }

  /** A row of any collection by its id, kept like a head (the storefront's configurator heads and workspace rows). */
  async row<Row extends { id: string }>(store: Store, collection: string, id: string, omit: string[]): Promise<Readonly<Row> | null> {
    // the stamp is read before the row: a commit between the two leaves a stamp older than the row, so the next read reads again
    const stamp = store.readStamp();
    const key = `${collection}/${id}`;
    if (stamp !== undefined) {
      const found = this.kept.get(key);
      if (found?.stamp === stamp) return found.head as Readonly<Row>;
    }
    const row = (await store.findOne(collection, w.eq('id', id), { omit })) as Row | null;
    return stamp === undefined || !row ? row : this.keep(key, stamp, row);
  }

  /**
   * The heads of `ids` (deleted ones too; missing ones left out), as `head` keeps them: the kept ones
   * as they are, the others in one read per chunk of ids (GraphQL's loader of heads).
   */
  heads(store: Store, kind: KindDef, ids: readonly string[], omit: string[]): Promise<Map<string, Readonly<HeadRow>>> {
    return this.rows<HeadRow>(store, kind.collection, ids, omit);
  }

  /**
   * Version rows of a versions table by their row ids (storage-layout.ts, versionRowId), kept the same
   * way: a version's row never changes once written, and deleting one is a commit, which moves the stamp.
   */
  versions(store: Store, versionsTable: string, rowIds: readonly string[]): Promise<Map<string, Readonly<VersionRow>>> {
    return this.rows<VersionRow>(store, versionsTable, rowIds, []);
  }

  /** Rows of any collection by their ids (deleted ones too; missing ones left out), kept like the heads (GraphQL's users by address). */
  async rows<Row extends { id: string }>(store: Store, collection: string, ids: readonly string[], omit: string[]): Promise<Map<string, Readonly<Row>>> {
    const stamp = store.readStamp();
    const found = new Map<string, Readonly<Row>>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const kept = stamp === undefined ? undefined : this.kept.get(`${collection}/${id}`);
      if (kept && kept.stamp === stamp) found.set(id, kept.head as Readonly<Row>);
      else missing.push(id);
    }
    for (const chunk of chunksOf(missing)) {
      const rows = (await store.find(collection, { where: w.in('id', chunk), omit })) as Row[];
      for (const row of rows) found.set(row.id, stamp === undefined ? row : this.keep(`${collection}/${row.id}`, stamp, row));
    }
    return found;
  }

  private keep<Row extends { id: string }>(key: string, stamp: string, head: Row): Readonly<Row> {
    this.kept.delete(key);
    if (this.kept.size >= HEADS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { stamp, head: deepFreeze(head) });
    return head;
  }
}
