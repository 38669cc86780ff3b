import type { Actor } from './actor.ts';
import { ConditionalReads } from './conditional.ts';
import { reindexChangedKinds, type ReindexLog } from './derived-values.ts';
import { Directory } from './directory.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { requireKind } from './kinds/registry.ts';
import { ResourceLists } from './resource-lists.ts';
import { ResourceReads } from './resource-reads.ts';
import type { ListPage, ListQuery } from './resource-types.ts';
import { ResourceWrites } from './resource-writes.ts';
import type { Runtime } from './runtime.ts';
import { ShortCodes } from './short-codes.ts';
import { MissingBlobStore, type BlobStore } from '../store/blobs/blob-port.ts';
import { BlobRefs } from './content/blob-refs.ts';
import { Content } from './content/content.ts';
import { ensureResourceIndexes } from './storage-layout.ts';
import { Subresources } from './subresources/subresources.ts';

/**
 * The resource model: every rule and permission check lives behind this object. It does not hand
 * out its store: routes and resolvers reach data only through these calls.
 */
export interface Model {
  reads: ResourceReads;
  writes: ResourceWrites;
  lists: ResourceLists;
  /** reads with their ETags, answering nothing when If-None-Match matches */
  conditional: ConditionalReads;
  /** places in a document with paths of their own (rest-api.md §3.2) */
  subresources: Subresources;
  /** binary content: uploads, downloads, garbage collection of blobs */
  content: Content;
  shortCodes: ShortCodes;
  directory: Directory;
  resources: {
    list(actor: Actor, collection: string, query: ListQuery, all?: boolean): Promise<ListPage>;
  };
}

export interface ModelOptions {
  /** where the start-up reindex reports its progress */
  log?: ReindexLog;
  /** where binary content lives; without one, uploads and downloads fail */
  blobs?: BlobStore;
  /** the largest upload, in bytes (default 200 MB) */
  maxUploadBytes?: number;
}



const quiet: ReindexLog = { info: () => {} };

export async function createModel(runtime: Runtime, options: ModelOptions = {}): Promise<Model> {
  await ensureResourceIndexes(runtime.store);
  await reindexChangedKinds(runtime.store, options.log ?? quiet, runtime.now);
  const directory = new Directory(runtime);
  await directory.ensureIndexes();
  const reads = new ResourceReads(runtime);
  const lists = new ResourceLists(runtime);
  const blobRefs = new BlobRefs();
  await blobRefs.ensureIndexes(runtime.store);
  const writes = new ResourceWrites(runtime, reads, blobRefs);
  const subresources = new Subresources(runtime.store, reads, writes);
  return {
    reads,
    writes,
    subresources,
    content: new Content(runtime.store, options.blobs ?? new MissingBlobStore(), blobRefs, subresources, options.maxUploadBytes ?? 200 * 1024 * 1024, runtime.now),
    lists,
    conditional: new ConditionalReads(runtime.store, reads),
    shortCodes: new ShortCodes(runtime),
    directory,
    resources: {
      list: (actor, collection, query, all = false) => lists.list(actor, requireKind(collection) as KindDef, query, all),
    },
  };
}
