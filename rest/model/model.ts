import { randomBytes } from 'node:crypto';
import type { Actor } from './identity/actor.ts';
import { Billing } from './billing/billing.ts';
import type { BillingPort } from './billing/billing-port.ts';
import { LocalBilling } from './billing/local-billing.ts';
import { ConditionalReads } from './resources/conditional.ts';
import { reindexChangedKinds, type ReindexLog } from './lists/derived-values.ts';
import { Directory } from './identity/directory.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { requireKind } from './kinds/registry.ts';
import { ResourceLists } from './lists/resource-lists.ts';
import { ResourceReads } from './resources/resource-reads.ts';
import type { ListQuery } from './kinds/kind-arguments.ts';
import type { ListPage } from './resources/resource-types.ts';
import type { Runtime } from './runtime.ts';
import { ShortCodes } from './resources/short-codes.ts';
import { MissingBlobStore, type BlobStore } from '../store/blobs/blob-port.ts';
import { BlobRefs } from './content/blob-refs.ts';
import { Content } from './content/content.ts';
import { ensureResourceIndexes } from './resources/storage-layout.ts';
import { Identity, type IdentityOptions } from './identity/identity.ts';
import { resourceEvents } from './effects/events.ts';
import { DEFAULT_RATE_LIMITS } from './identity/rate-limits.ts';
import { ensureEventIndexes, EventFeed } from './effects/events.ts';
import { ResourceBatch } from './resources/resource-batch.ts';
import { ResourceDuplicates } from './resources/resource-duplicates.ts';
import { ResourceSearch } from './lists/resource-search.ts';
import { Users } from './identity/members.ts';
import { DemoRequests } from './website/demo-requests.ts';
import { WebsiteContent } from './website/website-content.ts';
import { Subresources } from './subresources/subresources.ts';
import { ExternalSync } from './workspace-settings/external-sync.ts';
import { migrate } from './migrations.ts';
import { Readiness } from './readiness.ts';
import { ResourceLabels } from './products/label-tools.ts';
import { labelIndex } from './effects/label-index.ts';
import { usageIndex } from './effects/usage-index.ts';
import { domainClaims } from './effects/domain-claims.ts';
import { planLimits } from './identity/plan-limits.ts';
import { shortCodeRemoval } from './resources/short-codes.ts';
import { Deletion } from './writes/deletion.ts';
import { DocumentWrites } from './writes/document-writes.ts';
import { MetadataWrites } from './writes/metadata-writes.ts';
import { ReferenceMoves } from './writes/reference-moves.ts';
import { VersionCommits } from './writes/version-commits.ts';
import { WriteEffects, type WriteEffect } from './effects/write-effects.ts';

import { WorkspaceThemes } from './workspace-settings/workspace-themes.ts';
import { ConfiguratorOffers } from './products/configurator-offers.ts';
import { createStorefront, type Storefront } from './storefront/storefront.ts';
import { Production } from './production/production.ts';
import { ProductionViews } from './production/batch-status.ts';
import { BatchGrouping, registerBatchGrouping } from './production/batch-grouping.ts';
import { GROUPING_TASK_PIECES } from './production/grouping.ts';

import { VersionViews } from './versions/version-views.ts';
import { Customers } from './storefront/customers.ts';
import { ensureTaskIndexes } from './tasks/task-rows.ts';
import { TaskRunner } from './tasks/task-runner.ts';
import { TaskService } from './tasks/task-service.ts';
import { Bell } from './tasks/bell.ts';
import { Visits } from './storefront/visits.ts';
import { createPeople, type People } from './customers-staff/people.ts';
import { Superadmin } from './superadmin/superadmin.ts';
import { workspaceSuspension } from './superadmin/suspension.ts';
import { statisticsRollups } from './statistics/rollup-effect.ts';
import { batchedOrdersIndex } from './production/batched-orders.ts';
import { Statistics } from './statistics/statistics.ts';
import { createIntegrations, lifecycleEvents, type IntegrationOptions, type IntegrationsModule } from './integrations/integrations-module.ts';
import { CadImports, CAD_IMPORT_TASK, registerCadImports } from './cad-import/cad-imports.ts';
import './cad-import/cad-import-task.ts';
import { ONSHAPE_IMPORT_TASK, OnshapeImports, registerOnshapeImports } from './cad-import/onshape.ts';
import { PROVIDERS } from './identity/provider-catalogue.ts';
import { SecretBox } from './integrations/secret-box.ts';
import { enqueueTask } from './tasks/tasks.ts';
import { orderWorkflowRules, OrderWorkflows } from './orders/order-workflows.ts';

/**
 * The resource model: every rule and permission check lives behind this object. It does not hand
 * out its store: routes and resolvers reach data only through these calls.
 */
export interface Model {
  reads: ResourceReads;
  /** new resources and new versions: replace, patch, a change at a path, copy and merge */
  writes: DocumentWrites;
  /** deleting and archiving resources, and deleting the tip of a branch */
  deletion: Deletion;
  /** what changes without a new version: sharing, and a version's tag and summary */
  metadata: MetadataWrites;
  /** what every version and delete keeps in step, in the order it runs */
  effects: WriteEffects;
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
  /** the marketplace, webhooks, sync targets and exports (issue 21 §4) */
  integrations: IntegrationsModule;
  /** orders sent to production as work batches (issue 19) */
  production: Production;
  /** work batch statuses, their figures, the production list's summary, and modules' open orders on older versions (issue 19) */
  productionViews: ProductionViews;
  /** this process's reader of the store's event feed */
  events: EventFeed;
  /** the public site's demo requests */
  demoRequests: DemoRequests;
  /** the storefront's customers: sign-up, sign-in and their sessions, apart from staff sessions */
  customers: Customers;
  /** the storefront's analytics sessions, and what was made in them */
  visits: Visits;
  /** the public site's content, prepared once */
  websiteContent: WebsiteContent;
  /** what customers of a published configurator read and do (issue 18) */
  storefront: Storefront;
  /** the workspace's customers, inviting them, and its activity timeline, for its staff (issue 20 §4, §5) */
  people: People;
  /** whether this process can serve (GET /readyz) */
  readiness: Readiness;
  /** the workspace's figures from roll-ups the writes keep (issue 20) */
  statistics: Statistics;
  /** tasks: reading them and Cancel, Restart, Report (issue 21 §1) */
  tasks: TaskService;
  /** this process's task runner: started by the app (rest/app.ts), stopped when it closes */
  taskRunner: TaskRunner;
  /** products created from CAD files (issue 21 §2) */
  cadImports: CadImports;
  /** products from Onshape elements, through the account linked at sign-in */
  onshape: OnshapeImports;
  /** the signed-in user's bell: tasks, integration runs and orders (§2.12) */
  bell: Bell;
  /** the current workspace's plan, usage, and where it is paid for (issue 22) */
  billing: Billing;
  /** the superadmin space: every workspace, published configurator and task (issue 22 §4) */
  superadmin: Superadmin;
  /** the workflow a workspace's orders follow (issue 22 §5); the write effect `order workflow` enforces it */
  orderWorkflows: OrderWorkflows;
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
  /** where plans are paid for: Stripe when configured, otherwise the local provider (plans set by a superadmin) */
  billing?: BillingPort;
  /** the largest upload, in bytes (default 200 MB) */
  maxUploadBytes?: number;
  /** write effects of capabilities composed outside the model: they run after the model's own */
  effects?: readonly WriteEffect[];
  integrations?: IntegrationOptions;
  /** the task runner (default: 2 worker threads, 30 s leases) and where failure reports go */
  tasks?: { workers?: number; leaseMs?: number; pollMs?: number; supportEmail?: string };
  /** a work batch of more pieces than this computes its groups as a task (default GROUPING_TASK_PIECES) */
  production?: { groupingTaskPieces?: number };
  /** where the task runner reports what went wrong outside a task (a claim, a progress write) */
  onTaskError?: (error: unknown, what: string) => void;
  /** where derived files are kept (the storefront's CAD meshes); a temporary folder of the process without one */
  cacheDir?: string;
}

const quiet: ReindexLog = { info: () => {} };

export async function createModel(runtime: Runtime, options: ModelOptions): Promise<Model> {
  await ensureResourceIndexes(runtime.store);
  await ensureEventIndexes(runtime.store);
  await ensureTaskIndexes(runtime.store);
  await reindexChangedKinds(runtime.store, options.log ?? quiet, runtime.now);
  await migrate(runtime.store, { now: runtime.now, log: options.log ?? quiet });
  const directory = new Directory(runtime, options.superadminDomains);
  await directory.ensureIndexes();
  const identity = new Identity(runtime, directory, options);
  await identity.ensureIndexes();
  const customers = new Customers(runtime, identity);
  await customers.ensureIndexes();
  const visits = new Visits(runtime, identity.rateLimits, (options.rateLimits ?? DEFAULT_RATE_LIMITS).visits);
  await visits.ensureIndexes();
  const reads = new ResourceReads(runtime);
  const lists = new ResourceLists(runtime);
  const blobRefs = new BlobRefs();
  /**
   * Every write's effects, in the order they run (effects/write-effects.ts). The ones that may refuse a write
   * come first, so a refused write costs the least; events come last of the model's own, as recording one serialises
   * writers on the event counter. A capability that follows writes registers here.
   */
  const effects = new WriteEffects([
    workspaceSuspension,
    planLimits,
    orderWorkflowRules,
    domainClaims,
    blobRefs,
    usageIndex,
    labelIndex,
    shortCodeRemoval,
    resourceEvents(runtime),
    statisticsRollups,
    batchedOrdersIndex,
    lifecycleEvents(runtime),
    ...(options.effects ?? []),
  ]);
  await effects.ensureIndexes(runtime.store);
  // one key seals integration secrets and linked CAD accounts' tokens
  const secretKey = options.integrations?.secretKey ?? randomBytes(32);
  const integrations = await createIntegrations(runtime, { ...options.integrations, secretKey });
  const commits = new VersionCommits(runtime, effects);
  const moves = new ReferenceMoves(commits, reads);
  const writes = new DocumentWrites(runtime, commits, moves);
  const subresources = new Subresources(runtime.store, reads, writes);
  const tasks = new TaskService(runtime, directory, { mailer: options.mailer, supportEmail: options.tasks?.supportEmail ?? 'support@joinery.app' });
  const taskRunner = new TaskRunner(runtime, { slots: options.tasks?.workers ?? 2, leaseMs: options.tasks?.leaseMs ?? 30_000, pollMs: options.tasks?.pollMs, onError: options.onTaskError });
  tasks.runner = taskRunner;
  const content = new Content(runtime.store, options.blobs ?? new MissingBlobStore(), blobRefs, subresources, options.maxUploadBytes ?? 200 * 1024 * 1024, runtime.now);
  const cadImports = new CadImports(runtime, {
    blobs: options.blobs ?? new MissingBlobStore(),
    writes,
    commits,
    maxUploadBytes: options.maxUploadBytes ?? 200 * 1024 * 1024,
    enqueue: (tx, task) => enqueueTask(tx, runtime, { ...task, type: CAD_IMPORT_TASK, documentType: 'module', documentName: task.title.replace(/^Importing /, '') }),
  });
  registerCadImports(runtime, cadImports);
  registerBatchGrouping(runtime, new BatchGrouping(commits));
  const onshape = new OnshapeImports(runtime, {
    // Onshape's API is where its sign-in's user information is (a test's stand-in answers both)
    apiOrigin: new URL(options.providers?.onshape?.userinfoUrl ?? PROVIDERS.onshape.userinfoUrl!).origin,
    box: new SecretBox(secretKey),
    writes,
    imports: cadImports,
    enqueue: (tx, task) => enqueueTask(tx, runtime, { ...task, type: ONSHAPE_IMPORT_TASK, documentType: 'module', documentName: task.input.onshape.elementName ?? null }),
  });
  await onshape.ensureIndexes();
  registerOnshapeImports(runtime, onshape);
  const billing = new Billing(runtime, directory, options.billing ?? new LocalBilling(), options.publicUrl);
  const superadmin = new Superadmin(runtime, directory, identity.activity, billing, tasks);
  await superadmin.ensureIndexes();
  return {
    reads,
    writes,
    deletion: new Deletion(runtime, moves, effects),
    metadata: new MetadataWrites(runtime),
    effects,
    lists,
    batch: new ResourceBatch(runtime, reads),
    users: new Users(runtime),
    search: new ResourceSearch(runtime),
    duplicates: new ResourceDuplicates(runtime, reads, writes),
    versions: new VersionViews(runtime),

    workspaceThemes: new WorkspaceThemes(runtime, directory, reads),
    configuratorOffers: new ConfiguratorOffers(writes),
    labels: new ResourceLabels(runtime, writes),
    externalSync: new ExternalSync(directory, runtime.now, integrations.syncTargets),
    integrations,
    production: new Production(runtime, writes, {
      groupingTaskPieces: options.production?.groupingTaskPieces ?? GROUPING_TASK_PIECES,
      enqueue: (tx, task) => enqueueTask(tx, runtime, task),
    }),
    productionViews: new ProductionViews(runtime, writes),
    events: new EventFeed(runtime),
    demoRequests: new DemoRequests(runtime, identity.rateLimits, options.rateLimits ?? DEFAULT_RATE_LIMITS),
    customers,
    visits,
    websiteContent: new WebsiteContent(),
    readiness: new Readiness(runtime.store),
    statistics: new Statistics(runtime),
    tasks,
    taskRunner,
    cadImports,
    onshape,
    bell: new Bell(runtime),
    billing,
    superadmin,
    orderWorkflows: new OrderWorkflows(runtime),
    subresources,
    content,
    people: await createPeople(runtime, directory, identity),
    storefront: await createStorefront(runtime, { content, writes, directory, visits, mail: { mailer: options.mailer, onMailError: options.onMailError }, cacheDir: options.cacheDir }),
    conditional: new ConditionalReads(runtime.store, reads),
    shortCodes: new ShortCodes(runtime),
    directory,
    identity,
    resources: {
      list: (actor, collection, query, all = false) => lists.list(actor, requireKind(collection) as KindDef, query, all),
    },
  };
}
