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
import { Identity, type IdentityOptions } from './identity/identity.ts';
import { DEFAULT_RATE_LIMITS } from './identity/rate-limits.ts';
import { ensureEventIndexes, EventFeed } from './events.ts';
import { ResourceBatch } from './resource-batch.ts';
import { ResourceDuplicates } from './resource-duplicates.ts';
import { ResourceSearch } from './resource-search.ts';
import { Users } from './users.ts';
import { DemoRequests } from './website/demo-requests.ts';
import { WebsiteContent } from './website/website-content.ts';
import { Subresources } from './subresources/subresources.ts';
import { ExternalSync } from './external-sync.ts';
import { upgradeHeads } from './head-upgrade.ts';
import { ResourceLabels } from './labels.ts';

import { WorkspaceThemes } from './workspace-themes.ts';
import { ConfiguratorOffers } from './configurator-offers.ts';

import { VersionViews } from './version-views.ts';

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
  identity: Identity;
  /** batched reads for composed views (DataLoaders) */
  batch: ResourceBatch;
  users: Users;
  search: ResourceSearch;
  duplicates: ResourceDuplicates;
  /** the version graph a part at a time, and merge previews (the version-history popover) */
  versions: VersionViews;

  /** the theme that colours each workspace's staff app */
  workspaceThemes: WorkspaceThemes;
  /** a configurator and the product it offers, saved together */
  configuratorOffers: ConfiguratorOffers;
  /** categories and functions: the values offered and the batch tools (application.md §2.4) */
  labels: ResourceLabels;
  /** the Sync buttons' external targets */
  externalSync: ExternalSync;
  /** this process's reader of the store's event feed */
  events: EventFeed;
  /** the public site's demo requests */
  demoRequests: DemoRequests;
  /** the public site's content, prepared once */
  websiteContent: WebsiteContent;
  resources: {
    list(actor: Actor, collection: string, query: ListQuery, all?: boolean): Promise<ListPage>;
  };
}

export interface ModelOptions extends IdentityOptions {
  superadminDomains: string[];
  /** where the start-up reindex reports its progress */
  log?: ReindexLog;
  /** where binary content lives; without one, uploads and downloads fail */
  blobs?: BlobStore;
  /** the largest upload, in bytes (default 200 MB) */
  maxUploadBytes?: number;
}

const quiet: ReindexLog = { info: () => {} };

export async function createModel(runtime: Runtime, options: ModelOptions): Promise<Model> {
  await ensureResourceIndexes(runtime.store);
  await ensureEventIndexes(runtime.store);
  await reindexChangedKinds(runtime.store, options.log ?? quiet, runtime.now);
  // label rows for heads written before labels existed
  await upgradeHeads(runtime);
  const directory = new Directory(runtime, options.superadminDomains);
  await directory.ensureIndexes();
  const identity = new Identity(runtime, directory, options);
  await identity.ensureIndexes();
  const reads = new ResourceReads(runtime);
  const lists = new ResourceLists(runtime);
  const blobRefs = new BlobRefs();
  await blobRefs.ensureIndexes(runtime.store);
  const writes = new ResourceWrites(runtime, reads, blobRefs);
  const subresources = new Subresources(runtime.store, reads, writes);
  return {
    reads,
    writes,
    lists,
    batch: new ResourceBatch(runtime),
    users: new Users(runtime),
    search: new ResourceSearch(runtime),
    duplicates: new ResourceDuplicates(runtime, reads, writes),
    versions: new VersionViews(runtime),

    workspaceThemes: new WorkspaceThemes(runtime, directory, reads),
    configuratorOffers: new ConfiguratorOffers(writes),
    labels: new ResourceLabels(runtime, writes),
    externalSync: new ExternalSync(directory, runtime.now),
    events: new EventFeed(runtime),
    demoRequests: new DemoRequests(runtime, identity.rateLimits, options.rateLimits ?? DEFAULT_RATE_LIMITS),
    websiteContent: new WebsiteContent(),
    subresources,
    content: new Content(runtime.store, options.blobs ?? new MissingBlobStore(), blobRefs, subresources, options.maxUploadBytes ?? 200 * 1024 * 1024, runtime.now),
    conditional: new ConditionalReads(runtime.store, reads),
    shortCodes: new ShortCodes(runtime),
    directory,
    identity,
    resources: {
      list: (actor, collection, query, all = false) => lists.list(actor, requireKind(collection) as KindDef, query, all),
    },
  };
}
