/**
 * The workspace's customers as its staff see them (application.md §2.8, §3 Customer, issue 20 §4):
 * the guests of the current workspace (accounts made on its storefronts or invited from the customers
 * page), searched and filtered by signup date and paged on the server, and one customer with their
 * storefront sessions, orders and saved configurations. Guests themselves see none of it.
 */
import { Type } from '@sinclair/typebox';
import { w, type Store, type Where } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { userView, type UserView } from '../identity/views.ts';
import { USERS, type Directory, type UserRow } from '../identity/directory.ts';
import { isEmail, normalEmail } from '../identity/emails.ts';
import { assertAccess } from '../identity/operation-access.ts';
import { badRequest, notFound } from '../errors.ts';
import { Obj } from '../kinds/common.schema.ts';
import { requireKind } from '../kinds/registry.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import { customerDomains } from '../storefront/published-configurators.ts';
import { VISITS, type VisitRow } from '../storefront/visits.ts';
import type { Software } from '../storefront/visitor-facts.ts';
import { assertValid } from '../validation.ts';

/** the most sessions, orders and configurations one customer's record lists, newest first */
export const CUSTOMER_HISTORY_LIMIT = 100;
export const CUSTOMERS_PAGE_DEFAULT = 10;
export const CUSTOMERS_PAGE_MAX = 100;

export const CustomerListQuery = Obj({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'part of the name or e-mail address, any case' })),
  since: Type.Optional(Type.String({ maxLength: 40, description: 'only customers who signed up at or after this ISO 8601 instant (the time filters Today, Last Week, Last 30 Days)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CUSTOMERS_PAGE_MAX, description: `customers per page (default ${CUSTOMERS_PAGE_DEFAULT})` })),
  cursor: Type.Optional(Type.String({ maxLength: 400, description: 'the `next` of the previous page' })),
});
export type CustomerListInput = { search?: string; since?: string; limit?: number; cursor?: string };

/** A customer as a row of the customers table (application.md §3 User): a guest of the workspace. */
export type CustomerUser = UserView;

/** A storefront session of the customer (a visit of one of the workspace's configurators). */
export interface CustomerSession {
  date: string;
  configurator: string;
  country: string | null;
  region: string | null;
  city: string | null;
  /** kept 30 days, and never with Sec-GPC */
  ip: string | null;
  browser: Software;
  os: Software;
}

export interface CustomerOrder {
  id: string;
  reference: string | null;
  status: string;
  created: string;
  lastEdited: string;
  totalPrice: number;
  currency: string;
}

export interface CustomerConfiguration {
  id: string;
  version: number;
  name: string;
  created: string;
  lastEdited: string;
  /** the published configurator it was made on, at the version it was made on */
  configurator: { id: string; version: number } | null;
  /** where it opens: the configurator's domain at /c/{id}?version={version}, with the configuration; null when not made on a configurator */
  link: string | null;
}

export interface CustomerRecord {
  user: CustomerUser & { sessions: CustomerSession[] };
  orders: CustomerOrder[];
  configurations: CustomerConfiguration[];
}

export interface Page<T> {
  items: T[];
  /** every match of the search and filter */
  total: number;
  next: string | null;
}

const orders = requireKind('orders');
const configurations = requireKind('productconfigurations');
const configurators = requireKind('publishedconfigurators');
const HEAD_OMITS = ['document', 'filter', 'sort', 'sortName', 'grants', 'readers', 'writers', 'duplicators'];

/** An instant a time filter keeps from; 400 naming `since` otherwise. */
function sinceOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime())) throw badRequest('since must be an ISO 8601 date or date-time, such as 2026-05-01T00:00:00Z');
  return time.toISOString();
}

interface Cursor {
  signupDate: string;
  id: string;
  position: number;
  total: number;
}

function readCursor(raw: string): Cursor {
  const [signupDate, id, position, total] = decodeCursor(raw, 'customers');
  const counts = [position, total].every((n) => Number.isSafeInteger(n) && (n as number) >= 0);
  if (typeof signupDate !== 'string' || typeof id !== 'string' || !counts) throw badRequest('cursor is not a cursor of this list of customers');
  return { signupDate, id, position: position as number, total: total as number };
}

/** Rows after the cursor in the list's order: newest signup first, then e-mail (the row id) ascending. */
const afterCursor = (cursor: Cursor): Where =>
  w.and(w.lte('signupDate', cursor.signupDate), w.or(w.lt('signupDate', cursor.signupDate), w.and(w.eq('signupDate', cursor.signupDate), w.gt('id', cursor.id))));

/** The customers of the caller's current workspace: who they are, and what they did on its storefronts. */
export class CustomerRecords {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  async ensureIndexes(): Promise<void> {
    // a customer's sessions, newest first
    await this.store.ensureIndexes(VISITS, [{ fields: ['customer', 'date'] }]);
  }

  /** Guests of the workspace: members there with no role but guest. */
  private customersWhere(workspace: string): Where {
    return w.and(w.eq('workspaces', workspace), w.nin('staffIn', [workspace]));
  }

  /** One page of the workspace's customers, newest signup first; `search` matches name or e-mail, `since` the signup date. */
  async list(actor: Actor, query: unknown = {}): Promise<Page<CustomerUser>> {
    assertAccess(actor, 'member');
    const { rows, next, total } = await this.page(actor, query);
    return { items: rows.map((user) => userView(user, actor.workspace, actor)), total, next };
  }

  /** Every customer's whole record (GET /api/getAllCustomerData), a page at a time. */
  async allData(actor: Actor, query: unknown = {}): Promise<Page<CustomerRecord>> {
    assertAccess(actor, 'member');
    const { rows, next, total } = await this.page(actor, query);
    const items: CustomerRecord[] = [];
    for (const user of rows) items.push(await this.recordOf(actor, user));
    return { items, total, next };
  }

  private async page(actor: Actor, query: unknown): Promise<{ rows: UserRow[]; next: string | null; total: number }> {
    assertValid(CustomerListQuery, query ?? {}, 'query');
    const input = (query ?? {}) as CustomerListInput;
    const limit = pageLimit(input.limit, CUSTOMERS_PAGE_DEFAULT, CUSTOMERS_PAGE_MAX);
    const since = sinceOf(input.since);
    const search = input.search?.trim().toLowerCase();
    const where = w.and(
      this.customersWhere(actor.workspace),
      since !== undefined && w.gte('signupDate', since),
      search ? w.or(w.contains('email', search), w.contains('name', search)) : undefined,
    );
    const cursor = input.cursor ? readCursor(input.cursor) : undefined;
    const found = (await this.store.find(USERS, {
      where: cursor ? w.and(where, afterCursor(cursor)) : where,
      sort: [{ field: 'signupDate', dir: 'desc' }],
      limit: limit + 1,
      omit: ['passwordHash', 'providers'],
    })) as UserRow[];
    const rows = found.slice(0, limit);
    const position = (cursor?.position ?? 0) + rows.length;
    const total = cursor?.total ?? (await this.store.count(USERS, where));
    const last = rows[rows.length - 1];
    const next = found.length > limit && last ? encodeCursor('customers', [last.signupDate, last.id, position, total]) : null;
    return { rows, next, total };
  }

  /** A customer of the caller's current workspace by e-mail: 400 for what is no e-mail address, 404 for anyone who is not one. */
  async one(actor: Actor, email: string): Promise<CustomerRecord> {
    assertAccess(actor, 'member');
    const address = normalEmail(String(email ?? ''));
    if (!isEmail(address)) throw badRequest('customerId must be an e-mail address such as name@example.com');
    const user = await this.directory.user(address);
    const roles = user?.memberships.find((m) => m.workspace === actor.workspace)?.roles ?? [];
    if (!user || !roles.length || roles.some((r) => r !== 'guest')) throw notFound(`customer ${address} was not found`);
    return this.recordOf(actor, user);
  }

  private async recordOf(actor: Actor, user: UserRow): Promise<CustomerRecord> {
    const { workspace } = actor;
    const sessions = await this.sessionsOf(user.email, workspace);
    const orderRows = await this.ownedHeads(orders.collection, user.email, workspace);
    const configurationRows = await this.ownedHeads(configurations.collection, user.email, workspace);
    return {
      user: { ...userView(user, workspace, actor), sessions },
      orders: orderRows.map(orderOf),
      configurations: await configurationsWithLinks(this.store, configurationRows, workspace),
    };
  }

  private async sessionsOf(email: string, workspace: string): Promise<CustomerSession[]> {
    const visits = (await this.store.find(VISITS, {
      where: w.and(w.eq('customer', email), w.eq('workspace', workspace)),
      sort: [{ field: 'date', dir: 'desc' }],
      limit: CUSTOMER_HISTORY_LIMIT,
    })) as VisitRow[];
    return visits.map((v) => ({ date: v.date, configurator: v.configurator, country: v.country, region: v.region, city: v.city, ip: v.ip, browser: v.browser, os: v.os }));
  }

  private async ownedHeads(collection: string, email: string, workspace: string): Promise<HeadRow[]> {
    return (await this.store.find(collection, {
      where: w.and(w.eq('owner', email), w.eq('deleted', false), w.eq('workspace', workspace)),
      sort: [{ field: 'created', dir: 'desc' }],
      limit: CUSTOMER_HISTORY_LIMIT,
      omit: HEAD_OMITS,
    })) as HeadRow[];
  }
}

/** Saved configurations (their heads) with where they open: each configurator read once, for its domain. */
export async function configurationsWithLinks(store: Store, rows: HeadRow[], workspace: string): Promise<CustomerConfiguration[]> {
  const madeOn = (row: HeadRow) => {
    const product = (row.data as { product?: { type?: string; id?: string; version?: number } }).product;
    return product?.type === 'publishedconfigurators' && product.id ? { id: product.id, version: product.version ?? 1 } : null;
  };
  const ids = [...new Set(rows.map(madeOn).filter((c) => c !== null).map((c) => c.id))];
  const heads = ids.length
    ? ((await store.find(configurators.collection, { where: w.and(w.in('id', ids), w.eq('workspace', workspace)), omit: HEAD_OMITS })) as HeadRow[])
    : [];
  const domains = new Map(heads.map((head) => [head.id, customerDomains(head.data as Record<string, unknown>)[0]]));
  return rows.map((row) => {
    const configurator = madeOn(row);
    const domain = configurator && domains.get(configurator.id);
    return {
      id: row.id,
      version: row.head,
      name: String((row.data as { name?: unknown }).name ?? ''),
      created: row.created,
      lastEdited: row.lastEdited,
      configurator,
      link: configurator && domain ? configurationLink(domain, configurator, { id: row.id, version: row.head }) : null,
    };
  });
}

/** Where a saved configuration opens: its configurator's storefront on the configurator's domain, with the configuration. */
export function configurationLink(domain: string, configurator: { id: string; version: number }, configuration: { id: string; version: number }): string {
  return `https://${domain}/c/${configurator.id}?version=${configurator.version}&configuration=${configuration.id}:${configuration.version}`;
}

function orderOf(row: HeadRow): CustomerOrder {
  const data = row.data as { reference?: string | null; status?: string; totalPrice?: number; currency?: string };
  return {
    id: row.id,
    reference: data.reference ?? null,
    status: data.status ?? 'received',
    created: row.created,
    lastEdited: row.lastEdited,
    totalPrice: data.totalPrice ?? 0,
    currency: data.currency ?? 'GBP',
  };
}
