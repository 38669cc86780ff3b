/**
 * The DataLoaders of one GraphQL request (or of one subscription event): each lookup of a page of
 * resources, their versions, histories, usages, owners and workspaces is one batched model call,
 * whatever the number of rows. Made fresh per request, so the loaders keep nothing between requests
 * (the heads the model keeps are vouched for by the store: rest/model/resources/head-cache.ts).
 *
 * Every lookup starts from the heads (which the actor may read), so all of them take the heads from
 * one loader: a request reads a resource's head once, whether it asks its permissions, its sharing,
 * its usages, its history or a version of it (tests/gateway/head-reads.test.ts).
 */
import DataLoader from 'dataloader';
import type { Actor } from '../rest/model/identity/actor.ts';
import type { UserRow, WorkspaceRow } from '../rest/model/identity/directory.ts';
import { requireKind } from '../rest/model/kinds/registry.ts';
import type { Model } from '../rest/model/model.ts';
import type { ReadableHeads, ReadableResource, UsagesPage } from '../rest/model/resources/resource-batch.ts';
import type { HeadRow } from '../rest/model/resources/storage-layout.ts';
import type { Envelope, HistoryPage, ListRow } from '../rest/model/resources/resource-types.ts';

/** A resource (head or version) as GraphQL resolves it: the model's envelope and its collection. */
export interface ResourceNode extends Envelope {
  collection: string;
}

/** A head the actor may read, as the request's loader of heads answers it. */
export type LoadedHead = ReadableResource & { node: ResourceNode };

/**
 * What a list read for all its rows before they resolve (gateway/row-prefetch.ts), so that each row's
 * fields answer at once instead of each waiting on a loader: undefined where it was not read.
 */
export interface RowKnown {
  /** the row's head (null: gone or unreadable since the list was read, which the field reports) */
  read?: LoadedHead | null;
  /** the progress of a task running on the row (null: none) */
  progress?: number | null;
}

/** A list row as GraphQL resolves it. */
export interface RowNode extends ListRow {
  collection: string;
  known?: RowKnown;
}


const perCollection = <V>(make: (collection: string) => V) => {
  const made = new Map<string, V>();
  return (collection: string): V => {
    let value = made.get(collection);
    if (!value) {
      value = make(collection);
      made.set(collection, value);
    }
    return value;
  };
};

const storedHeads = (loaded: Map<string, LoadedHead>): ReadableHeads => new Map<string, HeadRow>([...loaded].map(([id, read]) => [id, read.head]));

const inOrder = <V>(keys: readonly string[], found: Map<string, V>, missing: V) => keys.map((key) => found.get(key) ?? missing);

export class Loaders {
  constructor(
    private readonly model: Model,
    private readonly actor: Actor,
  ) {}

  /** the heads read so far in this request, by collection and id (null: missing or unreadable) */
  private readonly headsRead = perCollection(() => new Map<string, LoadedHead | null>());

  /** The heads the actor may read, with permissions and sharing; null for missing or unreadable ones. */
  readonly heads = perCollection(
    (collection) =>
      new DataLoader<string, LoadedHead | null>(async (ids) => {
        const read = this.headsRead(collection);
        const unread = ids.filter((id) => !read.has(id));
        if (unread.length) await this.readHeads(collection, unread);
        return ids.map((id) => read.get(id) ?? null);
      }),
  );

  /**
   * The heads of `ids` in one model call, without a loader's promise per id (a list's rows,
   * gateway/row-prefetch.ts); the loader of heads then answers them without reading again.
   * With `includeDeleted` (a list that lists archived rows) archived heads answer too, for those
   * rows only: the loader of heads, which references go through, still finds them gone.
   */
  async readHeads(collection: string, ids: readonly string[], options: { includeDeleted?: boolean } = {}): Promise<Map<string, LoadedHead | null>> {
    const read = this.headsRead(collection);
    const found = await this.model.batch.heads(this.actor, requireKind(collection), ids, options);
    const answered = new Map<string, LoadedHead | null>();
    for (const id of ids) {
      const head = found.get(id);
      if (!head) {
        read.set(id, null);
        answered.set(id, null);
        continue;
      }
      // the model made this envelope for this call: marked with its collection, it is the node itself
      const node = Object.assign(head.envelope, { collection });
      const loaded = { head: head.head, envelope: node, permissions: head.permissions, sharing: head.sharing, node };
      if (!head.head.deleted) read.set(id, loaded);
      answered.set(id, loaded);
    }
    return answered;
  }

  /** The heads of `ids` the actor may read, by id, from the loader of heads (so read once per request). */
  private async loaded(collection: string, ids: readonly string[]): Promise<Map<string, LoadedHead>> {
    const heads = new Map<string, LoadedHead>();
    for (const read of await this.heads(collection).loadMany([...new Set(ids)])) {
      if (read instanceof Error) throw read;
      if (read) heads.set(read.head.id, read);
    }
    return heads;
  }

  /** The stored heads of `ids` the actor may read, by id (what the model's batched reads take). */
  private async readable(collection: string, ids: readonly string[]): Promise<ReadableHeads> {
    return storedHeads(await this.loaded(collection, ids));
  }

  /**
   * Versions keyed `id:version`. A reference to a head's own version (the usual case: a document names
   * what is current) is the loaded head's node, whose envelope is that version's; only older versions
   * are read.
   */
  readonly versions = perCollection(
    (collection) =>
      new DataLoader<string, ResourceNode | null>(async (keys) => {
        const refs = keys.map((key) => {
          const [id, version] = key.split(':');
          return { id, version: Number(version) };
        });
        const loaded = await this.loaded(collection, refs.map((ref) => ref.id));
        const atHead = (ref: { id: string; version: number }) => loaded.get(ref.id)?.head.head === ref.version;
        const older = refs.filter((ref) => !atHead(ref));
        const found = older.length ? await this.model.batch.versions(this.actor, requireKind(collection), older, storedHeads(loaded)) : new Map<string, never>();
        return keys.map((key, i) => {
          if (atHead(refs[i])) return loaded.get(refs[i].id)!.node;
          const read = found.get(key);
          return read ? { ...read, collection } : null;
        });
      }),
  );

  /** First pages of histories, keyed by id, one loader per collection and page size (`modules:200`). */
  readonly histories = perCollection((collectionAndLimit) => {
    const [collection, limit] = collectionAndLimit.split(':');
    return new DataLoader<string, HistoryPage | null>(async (ids) =>
      inOrder(ids, await this.model.batch.histories(this.actor, requireKind(collection), ids, Number(limit), await this.readable(collection, ids)), null),
    );
  });

  /**
   * First pages of usages, keyed `id:version` (version empty for any version), one loader per collection
   * and page size; one batch per version asked for, as a page usually asks one version of many resources.
   */
  readonly usages = perCollection((collectionAndLimit) => {
    const [collection, limit] = collectionAndLimit.split(':');
    return new DataLoader<string, UsagesPage>(async (keys) => {
      const byVersion = new Map<string, string[]>();
      for (const key of keys) {
        const [id, version] = key.split(':');
        byVersion.set(version, [...(byVersion.get(version) ?? []), id]);
      }
      const found = new Map<string, UsagesPage>();
      for (const [version, ids] of byVersion) {
        const readable = await this.readable(collection, ids);
        const pages = await this.model.batch.usages(this.actor, requireKind(collection), ids, Number(limit), version === '' ? undefined : Number(version), readable);
        for (const [id, page] of pages) found.set(`${id}:${version}`, page);
      }
      return inOrder(keys, found, { usages: [], next: null });
    });
  });

  /** the progress (0 to 1) of a task still running on a module, by its id; null when none runs */
  readonly moduleProgress = new DataLoader<string, number | null>(async (ids) => inOrder(ids, await this.model.cadImports.progress(this.actor, ids), null));

  /** the users read so far in this request, by e-mail address (null: no account) */
  private readonly usersRead = new Map<string, UserRow | null>();

  readonly users = new DataLoader<string, UserRow | null>(async (emails) => {
    const rows = inOrder(emails, await this.model.users.byEmail(emails), null);
    emails.forEach((email, i) => this.usersRead.set(email, rows[i]));
    return rows;
  });

  /** A user this request has read already (null: no account), or undefined: not read yet. */
  userRead(email: string): UserRow | null | undefined {
    return this.usersRead.get(email);
  }

  readonly workspaces = new DataLoader<string, WorkspaceRow | null>(async (aliases) =>
    Promise.all(aliases.map((alias) => this.model.directory.workspace(alias))),
  );
}
