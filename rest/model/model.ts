import type { Actor } from './actor.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { requireKind } from './kinds/registry.ts';
import { ResourceLists } from './resource-lists.ts';
import { ResourceReads } from './resource-reads.ts';
import type { ListPage, ListQuery } from './resource-types.ts';
import { ResourceWrites } from './resource-writes.ts';
import type { Runtime } from './runtime.ts';
import { ShortCodes } from './short-codes.ts';
import { ensureResourceIndexes } from './storage-layout.ts';
import { Directory } from './directory.ts';
import { Identity, type IdentityOptions } from './identity/identity.ts';
import { ensureEventIndexes, EventFeed } from './events.ts';
import { ResourceBatch } from './resource-batch.ts';
import { ResourceDuplicates } from './resource-duplicates.ts';
import { ResourceSearch } from './resource-search.ts';
import { Users } from './users.ts';
import { ExternalSync } from './external-sync.ts';
import { upgradeHeads } from './head-upgrade.ts';
import { ResourceLabels } from './labels.ts';

/** The resource model: every rule and permission check lives behind this object. */
export interface Model {
  runtime: Runtime;
  reads: ResourceReads;
  writes: ResourceWrites;
  lists: ResourceLists;
  shortCodes: ShortCodes;
  directory: Directory;
  identity: Identity;
  /** batched reads for composed views (DataLoaders) */
  batch: ResourceBatch;
  users: Users;
  search: ResourceSearch;
  duplicates: ResourceDuplicates;
  /** categories and functions: the values offered and the batch tools (application.md §2.4) */
  labels: ResourceLabels;
  /** the Sync buttons' external targets */
  externalSync: ExternalSync;
  /** this process's reader of the store's event feed */
  events: EventFeed;
  resources: {
    list(actor: Actor, collection: string, query: ListQuery, all?: boolean): Promise<ListPage>;
  };
}

export interface ModelOptions extends IdentityOptions {
  superadminDomains: string[];
}

export async function createModel(runtime: Runtime, options: ModelOptions): Promise<Model> {
  await ensureResourceIndexes(runtime.store);
  await ensureEventIndexes(runtime.store);
  await upgradeHeads(runtime);
  const directory = new Directory(runtime, options.superadminDomains);
  await directory.ensureIndexes();
  const identity = new Identity(runtime, directory, options);
  await identity.ensureIndexes();
  const reads = new ResourceReads(runtime);
  const lists = new ResourceLists(runtime);
  const writes = new ResourceWrites(runtime, reads);
  return {
    runtime,
    reads,
    writes,
    lists,
    batch: new ResourceBatch(runtime),
    users: new Users(runtime),
    search: new ResourceSearch(runtime),
    duplicates: new ResourceDuplicates(runtime, reads, writes),
    labels: new ResourceLabels(runtime, writes),
    externalSync: new ExternalSync(directory, runtime.now),
    events: new EventFeed(runtime),
    shortCodes: new ShortCodes(runtime),
    directory,
    identity,
    resources: {
      list: (actor, collection, query, all = false) => lists.list(actor, requireKind(collection) as KindDef, query, all),
    },
  };
}
