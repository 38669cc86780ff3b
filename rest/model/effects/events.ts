/**
 * The event feed: what changed, kept in the store (collection `events`) so that every instance over
 * the same database sees every change, whichever instance (and REST or GraphQL) made it.
 *
 * Writes record an event inside their own transaction (`recordResourceEvent(tx, rt, …)`), so an event
 * exists exactly when its change committed. Events are numbered from a counter row updated in the
 * same transaction: transactions that record events are serialised on that row, so numbers are given
 * in commit order and a reader that has seen number n has seen everything before it.
 * An `EventFeed` per process reads what is new (polling while anyone listens) and hands it out.
 */
import { w, type Store } from '../../store/port.ts';
import { badRequest } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { WriteEffect } from './write-effects.ts';
import { ensureBellIndexes, keepForBell } from './bell-items.ts';

export const EVENTS = 'events';
const COUNTERS = 'counters';
const EVENT_COUNTER = 'events';

export const RESOURCE_ACTIONS = ['NewVersion', 'Tagged', 'Shared', 'Deleted'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** application.md §4: the statuses of tasks and integration runs */
export { TASK_STATUSES } from '../../../rules/task-actions.ts';
import type { TaskStatus } from '../../../rules/task-actions.ts';
/** What the bell shows: tasks, integration runs, and new storefront orders (linking to /orders/{id}). */
export const NOTIFICATION_KINDS = ['Task', 'IntegrationRun', 'Order'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type Access = Pick<HeadRow, 'workspace' | 'owner' | 'public' | 'readers' | 'writers' | 'duplicators'>;

export interface ResourceEvent {
  type: 'resource';
  collection: string;
  resource: string;
  action: ResourceAction;
  /** the version made, tagged or deleted; null for sharing and whole deletes */
  version: number | null;
  author: string;
  /** who could read the resource when it changed: only they are told */
  access: Access;
}

/** A task or an integration run as the notification panel shows it (application.md §2.12). */
export interface Notification {
  /** the task's id; the same id again is the same task, changed */
  id: string;
  kind: (typeof NOTIFICATION_KINDS)[number];
  title: string;
  status: TaskStatus;
  /** 0 to 100 */
  progress: number;
  /** tasks about the same document are grouped */
  documentId: string | null;
  /** where the item leads: an integration run's download, an order */
  link?: string | null;
  /** what it says now (a failure's reason) */
  message?: string | null;
  /** the name of its document (a module's name), shown with the group */
  documentName?: string | null;
  /** when the task or run was made and started (ISO); default: when this change was recorded */
  created?: string | null;
  started?: string | null;
}

export interface NotificationEvent {
  type: 'notification';
  recipient: string;
  notification: Notification;
}

/** People invited into a workspace (its activity timeline's 'members invited'); its members are told. */
export interface InvitationEvent {
  type: 'invitation';
  author: string;
  emails: string[];
  roles: string[];
  /** the workspace's members may read it: `access.workspace` is the workspace invited into */
  access: Access;
}

/** A lifecycle event of a workspace (order.created, module.version_created, …): what webhooks deliver and the GraphQL subscription tells (rest/model/integrations). */
export interface LifecycleEvent {
  type: 'lifecycle';
  workspace: string;
  event: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
}

/** What a superadmin did to a workspace (rest/model/superadmin): its activity timeline shows it, saying who acted. */
export interface SuperadminEvent {
  type: 'superadmin';
  author: string;
  /** in words, after the superadmin's name: 'changed the plan from Startup to Solo' */
  what: string;
  /** where it is seen in the workspace's app: /admin-space/billing, /tasks/{id}; null for none */
  link: string | null;
  /** the workspace's members may read it: `access.workspace` is the workspace acted on */
  access: Access;
}

export type FeedEvent = (ResourceEvent | NotificationEvent | InvitationEvent | LifecycleEvent | SuperadminEvent) & { seq: number; at: string };
type EventRow = FeedEvent & { id: string };

/** How many of the latest events are kept; older ones are removed as new ones arrive. */
const KEEP_EVENTS = 10_000;

const accessOf = (head: HeadRow): Access => ({
  workspace: head.workspace,
  owner: head.owner,
  public: head.public,
  readers: head.readers,
  writers: head.writers,
  duplicators: head.duplicators,
});

export async function ensureEventIndexes(store: Store): Promise<void> {
  await store.ensureIndexes(EVENTS, [{ fields: ['seq'], unique: true }, { fields: ['at'] }]);
  await store.ensureIndexes(COUNTERS, []);
  await ensureBellIndexes(store);
}

async function nextSeq(tx: Store): Promise<number> {
  const counter = await tx.findOne(COUNTERS, w.eq('id', EVENT_COUNTER));
  if (!counter) {
    await tx.insert(COUNTERS, [{ id: EVENT_COUNTER, value: 1 }]);
    return 1;
  }
  const seq = (counter.value as number) + 1;
  await tx.update(COUNTERS, w.eq('id', EVENT_COUNTER), { set: { value: seq } });
  return seq;
}

async function record(tx: Store, rt: Runtime, event: ResourceEvent | NotificationEvent | InvitationEvent | LifecycleEvent | SuperadminEvent): Promise<void> {
  const seq = await nextSeq(tx);
  const row: EventRow = { ...event, id: String(seq).padStart(16, '0'), seq, at: rt.now().toISOString() };
  await tx.insert(EVENTS, [row]);
}

/** Records a change of a resource, inside the transaction that makes it (`head` as it was before the change suffices). */
export function recordResourceEvent(
  tx: Store,
  rt: Runtime,
  head: HeadRow,
  collection: string,
  change: { action: ResourceAction; version?: number | null; author: string; access?: Access },
): Promise<void> {
  return record(tx, rt, {
    type: 'resource',
    collection,
    resource: head.id,
    action: change.action,
    version: change.version ?? null,
    author: change.author,
    access: change.access ?? accessOf(head),
  });
}

/**
 * A write effect: each version and each delete is an event. It is the last of the model's own effects:
 * recording serialises transactions on the counter row, so that row is held for the shortest time.
 */
export const resourceEvents = (rt: Runtime): WriteEffect => ({
  name: 'events',
  async onVersion(tx, { kind, actor, newHead, version }) {
    await recordResourceEvent(tx, rt, newHead, kind.collection, { action: 'NewVersion', version: version.version, author: actor.email });
  },
  async onRemove(tx, removed) {
    const version = removed.mode === 'version' ? removed.version : null;
    await recordResourceEvent(tx, rt, removed.head, removed.kind.collection, { action: 'Deleted', version, author: removed.actor.email });
  },
});

/** Records a change of a task or integration run for the user it belongs to (the task model calls this). */
export async function recordNotification(tx: Store, rt: Runtime, recipient: string, notification: Notification): Promise<void> {
  if (!Number.isFinite(notification.progress) || notification.progress < 0 || notification.progress > 100) throw badRequest('progress must be from 0 to 100');
  if (!NOTIFICATION_KINDS.includes(notification.kind)) throw badRequest(`kind must be one of ${NOTIFICATION_KINDS.join(', ')}`);
  await keepForBell(tx, rt, recipient, notification);
  await record(tx, rt, { type: 'notification', recipient, notification });
}

/** Records invitations into a workspace, inside the transaction that writes them. */
export function recordInvitationEvent(tx: Store, rt: Runtime, invitation: { workspace: string; author: string; emails: string[]; roles: string[] }): Promise<void> {
  const { workspace, author, emails, roles } = invitation;
  const access: Access = { workspace, owner: author, public: false, readers: [], writers: [], duplicators: [] };
  return record(tx, rt, { type: 'invitation', author, emails, roles, access });
}

/** Records a superadmin's action on a workspace, inside the transaction that makes it. */
export function recordSuperadminEvent(tx: Store, rt: Runtime, action: { workspace: string; author: string; what: string; link: string | null }): Promise<void> {
  const { workspace, author, what, link } = action;
  const access: Access = { workspace, owner: author, public: false, readers: [], writers: [], duplicators: [] };
  return record(tx, rt, { type: 'superadmin', author, what, link, access });
}

/** Records a lifecycle event on the feed, inside the transaction of its change (rest/model/integrations/lifecycle-events.ts). */
export function recordLifecycleEvent(tx: Store, rt: Runtime, workspace: string, event: LifecycleEvent['event']): Promise<void> {
  return record(tx, rt, { type: 'lifecycle', workspace, event });
}

export type FeedListener = (event: FeedEvent) => void;

/**
 * Hands out the events recorded by any instance: polls the store while it has listeners (one query
 * per interval for the whole process, however many listeners). Listeners filter what is theirs.
 */
export class EventFeed {
  private readonly listeners = new Set<FeedListener>();
  private last: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private prunedAt = 0;

  constructor(
    private readonly rt: Runtime,
    private readonly pollMs = 100,
  ) {}

  /** Starts delivering events recorded from now on; answers the function that stops. */
  async listen(listener: FeedListener): Promise<() => void> {
    const from = await this.latestSeq();
    // an idle feed starts from now; a running one may be a little behind, so each listener skips what came before it
    if (!this.listeners.size) this.last = from;
    const own: FeedListener = (event) => {
      if (event.seq > from) listener(event);
    };
    this.listeners.add(own);
    this.schedule();
    return () => {
      this.listeners.delete(own);
    };
  }

  close(): void {
    this.listeners.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async latestSeq(): Promise<number> {
    const [row] = await this.rt.store.find(EVENTS, { sort: [{ field: 'seq', dir: 'desc' }], limit: 1 });
    return (row?.seq as number | undefined) ?? 0;
  }

  private schedule(): void {
    if (this.timer || !this.listeners.size) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polling ??= this.poll().finally(() => {
        this.polling = undefined;
        this.schedule();
      });
    }, this.pollMs);
    this.timer.unref?.();
  }

  private async poll(): Promise<void> {
    try {
      const rows = (await this.rt.store.find(EVENTS, { where: w.gt('seq', this.last ?? 0), sort: [{ field: 'seq', dir: 'asc' }], limit: 500 })) as EventRow[];
      for (const { id: _id, ...event } of rows) {
        this.last = event.seq;
        for (const listener of this.listeners) listener(event);
      }
      await this.prune();
    } catch {
      // the store is closing or briefly unavailable: the next poll tries again
    }
  }

  private async prune(): Promise<void> {
    const last = this.last ?? 0;
    if (last - this.prunedAt < KEEP_EVENTS / 10) return;
    this.prunedAt = last;
    await this.rt.store.delete(EVENTS, w.lt('seq', last - KEEP_EVENTS));
  }
}
