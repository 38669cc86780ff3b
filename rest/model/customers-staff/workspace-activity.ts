/**
 * The workspace's activity timeline (application.md §2.9, issue 20 §5): its real events from the
 * store's event feed (rest/model/effects/events.ts), newest first and paged: orders placed,
 * configurations saved, versions written, work batches created, resources deleted and people invited,
 * each with who did it, what, when, and where it is seen.
 */
import { Type } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { USERS, type UserRow } from '../identity/directory.ts';
import { assertAccess } from '../identity/operation-access.ts';
import { EVENTS, type FeedEvent, type InvitationEvent, type ResourceEvent, type SuperadminEvent } from '../effects/events.ts';
import { badRequest } from '../errors.ts';
import { Obj } from '../kinds/common.schema.ts';
import { kindOf } from '../kinds/registry.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import { configurationsWithLinks } from './customer-records.ts';

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 100;

export const WORKSPACE_ACTIVITY_TYPES = [
  'ORDER_PLACED', 'CONFIGURATION_SAVED', 'BATCH_CREATED', 'RESOURCE_CREATED', 'VERSION_WRITTEN', 'RESOURCE_DELETED', 'MEMBERS_INVITED',
  // a superadmin's action on the workspace: its plan, its suspension, one of its tasks
  'SUPERADMIN_ACTION',
] as const;
export type WorkspaceActivityType = (typeof WORKSPACE_ACTIVITY_TYPES)[number];

export const ActivityPageQuery = Obj({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ACTIVITY_PAGE_MAX, description: `events per page (default ${ACTIVITY_PAGE_DEFAULT})` })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'the `next` of the previous page' })),
});

export interface WorkspaceActivityItem {
  id: string;
  at: string;
  type: WorkspaceActivityType;
  who: { email: string; name: string };
  /** what happened, in words: 'placed order OA-1001' */
  what: string;
  /** where it is seen: an app path (/orders/{id}), or a storefront address for a configuration; null when gone */
  link: string | null;
}

export interface WorkspaceActivityPage {
  items: WorkspaceActivityItem[];
  next: string | null;
}

type TimelineEvent = (ResourceEvent | InvitationEvent | SuperadminEvent) & { seq: number; at: string };

/** How the timeline names a kind: as the screens do (modules are the products page's products). */
const NOUNS: Record<string, string> = {
  modules: 'product',
  products: 'configurator product',
  publishedconfigurators: 'configurator',
  productconfigurations: 'configuration',
  workbatches: 'work batch',
  orders: 'order',
};
/** The app's screen of a resource, by collection. */
const SCREENS: Record<string, (id: string) => string> = {
  orders: (id) => `/orders/${id}`,
  workbatches: (id) => `/production/${id}`,
  modules: (id) => `/products/${id}`,
  publishedconfigurators: (id) => `/configurators/${id}`,
  themes: () => '/thememanagement',
};

const nounOf = (collection: string) => NOUNS[collection] ?? kindOf(collection)?.label.toLowerCase() ?? collection;

function typeOf(event: ResourceEvent): WorkspaceActivityType {
  if (event.action === 'Deleted') return 'RESOURCE_DELETED';
  const first = event.version === 1;
  if (event.collection === 'productconfigurations') return 'CONFIGURATION_SAVED';
  if (first && event.collection === 'orders') return 'ORDER_PLACED';
  if (first && event.collection === 'workbatches') return 'BATCH_CREATED';
  return first ? 'RESOURCE_CREATED' : 'VERSION_WRITTEN';
}

const VERBS: Record<WorkspaceActivityType, string> = {
  ORDER_PLACED: 'placed',
  CONFIGURATION_SAVED: 'saved',
  BATCH_CREATED: 'created',
  RESOURCE_CREATED: 'created',
  VERSION_WRITTEN: 'wrote',
  RESOURCE_DELETED: 'deleted',
  MEMBERS_INVITED: 'invited',
  SUPERADMIN_ACTION: 'changed',
};

/** 'placed order OA-1001', 'wrote version 3 of product Oak shelf', 'deleted configurator Desks'. */
function describe(event: ResourceEvent, type: WorkspaceActivityType, title: string | null): string {
  const thing = `${nounOf(event.collection)}${title ? ` ${title}` : ''}`;
  const later = event.version !== null && event.version > 1;
  if (type === 'VERSION_WRITTEN' || (later && type === 'CONFIGURATION_SAVED')) return `${VERBS[type]} version ${event.version} of ${thing}`;
  if (type === 'RESOURCE_DELETED' && event.version !== null) return `deleted version ${event.version} of ${thing}`;
  return `${VERBS[type]} ${thing}`;
}

function readCursor(raw: string): number {
  const [seq] = decodeCursor(raw, 'activity');
  if (!Number.isSafeInteger(seq) || (seq as number) < 0) throw badRequest('cursor is not a cursor of this activity');
  return seq as number;
}

/** The current workspace's timeline, for its staff (guests have none). */
export class WorkspaceActivity {
  constructor(private readonly rt: Runtime) {}

  private get store(): Store {
    return this.rt.store;
  }

  async ensureIndexes(): Promise<void> {
    // a workspace's events, newest first
    await this.store.ensureIndexes(EVENTS, [{ fields: ['access.workspace', 'seq'] }]);
  }

  async list(actor: Actor, query: unknown = {}): Promise<WorkspaceActivityPage> {
    assertAccess(actor, 'member');
    assertValid(ActivityPageQuery, query ?? {}, 'query');
    const input = (query ?? {}) as { limit?: number; cursor?: string };
    const limit = pageLimit(input.limit, ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX);
    const before = input.cursor ? readCursor(input.cursor) : undefined;
    const found = (await this.store.find(EVENTS, {
      where: w.and(
        w.eq('access.workspace', actor.workspace),
        w.in('type', ['resource', 'invitation', 'superadmin']),
        w.nin('action', ['Tagged', 'Shared']),
        before !== undefined && w.lt('seq', before),
      ),
      sort: [{ field: 'seq', dir: 'desc' }],
      limit: limit + 1,
    })) as unknown as FeedEvent[];
    const events = found.slice(0, limit) as TimelineEvent[];
    const items = await this.itemsOf(events, actor.workspace);
    const last = events[events.length - 1];
    return { items, next: found.length > limit && last ? encodeCursor('activity', [last.seq]) : null };
  }

  private async itemsOf(events: TimelineEvent[], workspace: string): Promise<WorkspaceActivityItem[]> {
    const names = await this.namesOf(events.map((e) => e.author));
    const heads = await this.headsOf(events.filter((e): e is ResourceEvent & TimelineEvent => e.type === 'resource'), workspace);
    const configurations = [...heads.values()].filter((head) => head.collection === 'productconfigurations');
    const configurationLinks = new Map((await configurationsWithLinks(this.store, configurations, workspace)).map((c) => [c.id, c.link]));
    return events.map((event) => {
      const who = { email: event.author, name: names.get(event.author) ?? event.author };
      const base = { id: String(event.seq), at: event.at, who };
      if (event.type === 'superadmin') return { ...base, type: 'SUPERADMIN_ACTION', what: `${event.what} (Joinery team)`, link: event.link };
      if (event.type === 'invitation') {
        const guests = event.roles.every((r) => r === 'guest');
        return { ...base, type: 'MEMBERS_INVITED', what: `invited ${event.emails.join(', ')} as ${event.roles.join(' and ')}`, link: guests ? '/customers' : '/admin-space/users' };
      }
      const head = heads.get(`${event.collection}/${event.resource}`);
      const type = typeOf(event);
      const title = head ? titleOf(event.collection, head) : null;
      const gone = type === 'RESOURCE_DELETED' || !head || head.deleted;
      const link = gone ? null : event.collection === 'productconfigurations' ? (configurationLinks.get(event.resource) ?? null) : (SCREENS[event.collection]?.(event.resource) ?? null);
      return { ...base, type, what: describe(event, type, title), link };
    });
  }

  /** The names of the people who acted (an unknown address, such as a signed-out storefront visitor's, stays an address). */
  private async namesOf(emails: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(emails)];
    if (!unique.length) return new Map();
    const users = (await this.store.find(USERS, { where: w.in('id', unique), omit: ['passwordHash', 'providers'] })) as UserRow[];
    return new Map(users.map((u) => [u.email, u.name]));
  }

  /** The heads of the resources the events are about, by `collection/id`: one read per collection. */
  private async headsOf(events: ResourceEvent[], workspace: string): Promise<Map<string, HeadRow & { collection: string }>> {
    const byCollection = new Map<string, Set<string>>();
    for (const event of events) byCollection.set(event.collection, (byCollection.get(event.collection) ?? new Set()).add(event.resource));
    const heads = new Map<string, HeadRow & { collection: string }>();
    for (const [collection, ids] of byCollection) {
      if (!kindOf(collection)) continue;
      const rows = (await this.store.find(collection, {
        where: w.and(w.in('id', [...ids]), w.eq('workspace', workspace)),
        omit: ['document', 'filter', 'sort', 'sortName', 'grants', 'readers', 'writers', 'duplicators'],
      })) as HeadRow[];
      for (const row of rows) heads.set(`${collection}/${row.id}`, { ...row, collection });
    }
    return heads;
  }
}

function titleOf(collection: string, head: HeadRow): string | null {
  const data = head.data as Record<string, unknown>;
  const field = kindOf(collection)?.titleField;
  const title = (field && data[field]) ?? data.name ?? data.title;
  return typeof title === 'string' && title.trim() ? title : null;
}
