import { w, type FindOptions, type Scalar, type Sort, type Where } from '../../store/port.ts';
import { readableWorkspaces, writableWorkspaces, type Actor } from '../identity/actor.ts';
import { badRequest } from '../errors.ts';
import { filterWhere } from './filters.ts';
import { valueAt, type KindDef } from '../kinds/kind-def.ts';
import { readableWhere, writableWhere } from '../resources/permissions.ts';
import { decodeCursor, encodeCursor } from './paging.ts';
import { DEFAULT_SORT, type ListQuery } from '../kinds/kind-arguments.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type ListPage, type ListRow } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { sortFields, type HeadRow } from '../resources/storage-layout.ts';
import { HeadCache } from '../resources/head-cache.ts';
import { JsonText, listPageJson, listRowJson } from './list-json.ts';

/**
 * A list without filters counts its total through the scope's index, up to this many matches: beyond
 * it, counting would cost more than the page itself as a workspace grows. A filtered list is not
 * counted beyond its pages: each match has to be read to be counted (docs/decisions.md, "List totals").
 */
export const TOTAL_COUNT_LIMIT = 1000;

/** What a list row is built from: the head without its document, filter values and grants. */
const ROW_OMITS = ['document', 'filter', 'grants', 'readers', 'writers', 'duplicators'];
/**
 * A head's fields besides its id (storage-layout.ts, HeadRow): what a read of ids leaves out. Keyed by
 * HeadRow's own fields, so a field added to heads fails to compile here until it is listed.
 */
const HEAD_FIELDS = Object.keys({
  workspace: true, owner: true, created: true, lastEdited: true, head: true, latest: true, revision: true, deleted: true, deletedAt: true,
  public: true, readers: true, writers: true, duplicators: true, grants: true, sortName: true, sort: true, document: true, data: true, filter: true,
} satisfies Record<Exclude<keyof HeadRow, 'id'>, true>);

/** The sort parameters a kind's lists take: each of its orders, ascending or (with '-') descending. */
export const sortParameters = (kind: KindDef): string[] => Object.keys(sortFields(kind)).flatMap((name) => [name, `-${name}`]);

function parseSort(kind: KindDef, sort: string): Sort {
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  const field = sortFields(kind)[sort.replace(/^-/, '')];
  if (!field) throw badRequest(`sort must be one of: ${sortParameters(kind).join(', ')}`);
  return { field, dir };
}

/**
 * A since filter (createdSince…) is a range of its head field, which the store walks in that field's
 * index: the list must be in that field's order, or every match would be read and sorted for one page.
 */
function sinceInOrder(kind: KindDef, filters: Record<string, string>, sortText: string): void {
  for (const filter of kind.filters) {
    if (filter.match !== 'since' || filters[filter.name] === undefined) continue;
    const field = filter.headField ?? 'created';
    if (sortText.replace(/^-/, '') !== field) throw badRequest(`${filter.name} lists are in ${field} order: sort must be ${field} or -${field}`);
  }
}

/** Where the next page starts, and what the first page counted (so later pages need not count again). */
interface Cursor {
  sort: string;
  value: Scalar;
  id: string;
  /** rows before the page the cursor opens */
  position: number;
  total: number;
  totalExact: boolean;
}

function readCursor(raw: string, sort: string): Cursor {
  const [cursorSort, value, id, position, total, totalExact] = decodeCursor(raw, 'list');
  // the value goes into a range comparison, which the store accepts only for strings and numbers:
  // a forged cursor with an object, list, boolean or null there must be a 400, not a store error (500)
  const counts = [position, total].every((n) => Number.isSafeInteger(n) && (n as number) >= 0) && typeof totalExact === 'boolean';
  if (typeof id !== 'string' || typeof cursorSort !== 'string' || (typeof value !== 'string' && typeof value !== 'number') || !counts) {
    throw badRequest('cursor is not a cursor of this list');
  }
  if (cursorSort !== sort) throw badRequest(`cursor belongs to a list sorted by ${cursorSort}, not ${sort}`);
  return { sort: cursorSort, value, id, position: position as number, total: total as number, totalExact: totalExact as boolean };
}

/**
 * Rows after the cursor, in the order (sort field, id ascending) the store pages by. The first
 * condition repeats part of the second as a plain range, so the store can start the index walk there.
 */
function afterCursor(sort: Sort, cursor: Cursor): Where {
  const value = cursor.value as string | number;
  const asc = sort.dir === 'asc';
  return w.and(
    asc ? w.gte(sort.field, value) : w.lte(sort.field, value),
    w.or(asc ? w.gt(sort.field, value) : w.lt(sort.field, value), w.and(w.eq(sort.field, value), w.gt('id', cursor.id))),
  );
}

export function listRow(head: Pick<HeadRow, 'id' | 'head' | 'owner' | 'created' | 'lastEdited' | 'data'>): ListRow {
  return { id: head.id, version: head.head, head: head.head, owner: head.owner, created: head.created, lastEdited: head.lastEdited, data: head.data };
}

/**
 * Which resources a list may show. "Who may read" is added only where the scope does not already
 * imply it: the actor's own (non-guest) workspaces, what is shared with them and what is public are
 * all readable, so only a guest's current workspace needs it. Likewise canWrite in workspaces where
 * the actor edits.
 */
export function listScope(actor: Actor, collection: string, query: ListQuery, all: boolean, ownedOutside = true): Where {
  const me = actor.email;
  const readable = readableWorkspaces(actor);
  const writable = writableWorkspaces(actor);
  let scope: Where;
  let scopeWorkspaces: string[] | undefined;
  if (query.shared || query.public) {
    const sharedWithMe = w.or(w.eq('readers', me), w.eq('writers', me), w.eq('duplicators', me));
    scope = w.or(query.shared && sharedWithMe, query.public && w.eq('public', true));
  } else if (all) {
    scope = readableWhere(actor, ownedOutside);
  } else if (query.multiWorkspace) {
    scopeWorkspaces = readable;
    scope = w.in('workspace', readable);
  } else {
    scopeWorkspaces = [actor.workspace];
    scope = readable.includes(actor.workspace) ? w.eq('workspace', actor.workspace) : w.and(w.eq('workspace', actor.workspace), readableWhere(actor));
  }
  const editsAll = scopeWorkspaces !== undefined && scopeWorkspaces.every((workspace) => writable.includes(workspace));
  return w.and(
    scope,
    // "deleted either way" rather than no condition, so a list with archived resources still walks its index in order
    query.includeDeleted ? w.in('deleted', [false, true]) : w.eq('deleted', false),
    query.mine && w.eq('owner', me),
    query.canWrite && !editsAll && writableWhere(actor),
  );
}

/** the answers of ownsOutside kept at most (callers and kinds between two writes), all forgotten beyond */
const OWNERS_KEPT = 1000;

export class ResourceLists {
  /** ownsOutside's answers, per kind, actor and readable workspaces, with the store stamp they hold for */
  private readonly owners = new Map<string, { stamp: string; owns: boolean }>();
  /** list rows (heads as ROW_OMITS leaves them), kept while the store vouches nothing changed (head-cache.ts) */
  private readonly rows = new HeadCache();
  /** each kept row's JSON as a list row, made once */
  private readonly rowTexts = new WeakMap<object, string>();

  constructor(private readonly rt: Runtime) {}

  /**
   * The store query of one page (the index-plan tests explain exactly this), and how to continue it.
   * `ownedOutside`: whether /all must also look for what the actor owns beyond the workspaces they read (ownsOutside).
   */
  pageQuery(
    actor: Actor,
    kind: KindDef,
    query: ListQuery,
    all = false,
    ownedOutside = true,
  ): { options: FindOptions; where: Where; sort: Sort; limit: number; cursor?: Cursor } {
    const limit = query.limit ?? LIST_LIMIT_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) throw badRequest(`limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`);
    const sortText = query.sort ?? DEFAULT_SORT;
    const sort = parseSort(kind, sortText);
    sinceInOrder(kind, query.filters ?? {}, sortText);
    const where = w.and(listScope(actor, kind.collection, query, all, ownedOutside), filterWhere(kind, query.filters ?? {}));
    const cursor = query.cursor ? readCursor(query.cursor, sortText) : undefined;
    const options: FindOptions = { where: cursor ? w.and(where, afterCursor(sort, cursor)) : where, sort: [sort], limit: limit + 1, omit: ROW_OMITS };
    return { options, where, sort, limit, cursor };
  }

  /**
   * `all` lists everything the actor may read anywhere; otherwise the scope is the current workspace
   * (every workspace of the actor with multiWorkspace), or what is shared with them and/or public.
   * The first page of an unfiltered list counts the matches (up to TOTAL_COUNT_LIMIT); later pages
   * carry that count in their cursor, and the last page knows the exact total from its position. A
   * filtered list's total is what its pages have shown so far, a lower bound until the last page.
   */
  async list(actor: Actor, kind: KindDef, query: ListQuery, all = false): Promise<ListPage> {
    const { rows, ...counted } = await this.page(actor, kind, query, all, () => ROW_OMITS);
    return { items: rows.map(listRow), ...counted };
  }

  /**
   * The page `list` answers, as the JSON text of its REST answer, its rows made from kept rows: the
   * page's ids are read (as listIds), each row's JSON is the one kept for its kept row. Only when the
   * store vouched for the same data before the ids and after the rows (readStamp); otherwise, or if
   * a row is gone, the page is read as `list` reads it.
   */
  async listJson(actor: Actor, kind: KindDef, query: ListQuery, all = false): Promise<JsonText> {
    const stamp = this.rt.store.readStamp();
    if (stamp !== undefined) {
      const { ids, ...counted } = await this.listIds(actor, kind, query, all);
      const rows = await this.rows.rows<HeadRow>(this.rt.store, kind.collection, ids, ROW_OMITS);
      if (this.rt.store.readStamp() === stamp && ids.every((id) => rows.has(id))) {
        return listPageJson(ids.map((id) => this.rowText(rows.get(id)!)), counted);
      }
    }
    const { items, ...counted } = await this.list(actor, kind, query, all);
    return listPageJson(items.map(listRowJson), counted);
  }

  private rowText(row: Readonly<HeadRow>): string {
    let text = this.rowTexts.get(row);
    if (text === undefined) this.rowTexts.set(row, (text = listRowJson(listRow(row))));
    return text;
  }

  /**
   * The page `list` answers, its rows reading only their ids (and the value they are ordered by, for
   * the cursor): for a caller that has the rows' heads at hand anyway (GraphQL's rows read them for
   * their permissions), parsing the rows' data twice was about a third of a page's CPU.
   */
  async listIds(actor: Actor, kind: KindDef, query: ListQuery, all = false): Promise<Omit<ListPage, 'items'> & { ids: string[] }> {
    const { rows, ...counted } = await this.page(actor, kind, query, all, (sort) => HEAD_FIELDS.filter((field) => field !== sort.field.split('.')[0]), true);
    return { ids: rows.map((row) => row.id), ...counted };
  }

  /** One page of the list (the same query whatever is left out of its rows), its total and its next cursor. */
  private async page(
    actor: Actor,
    kind: KindDef,
    query: ListQuery,
    all: boolean,
    omitted: (sort: Sort) => string[],
    keysOnly = false,
  ): Promise<Omit<ListPage, 'items'> & { rows: HeadRow[] }> {
    const ownedOutside = all && !query.shared && !query.public ? await this.ownsOutside(actor, kind) : true;
    const { options, where, sort, limit, cursor } = this.pageQuery(actor, kind, query, all, ownedOutside);
    const heads = (await this.rt.store.find(kind.collection, { ...options, omit: omitted(sort), keysOnly })) as HeadRow[];
    const page = heads.slice(0, limit);
    const position = cursor?.position ?? 0;
    let total: number;
    let totalExact: boolean;
    if (heads.length <= limit) {
      total = position + page.length;
      totalExact = true;
    } else if (cursor && cursor.totalExact) {
      ({ total, totalExact } = cursor);
    } else if (Object.keys(query.filters ?? {}).length > 0) {
      total = position + page.length;
      totalExact = false;
    } else if (cursor) {
      total = Math.max(cursor.total, position + page.length);
      totalExact = false;
    } else {
      const counted = await this.rt.store.count(kind.collection, where, { limit: TOTAL_COUNT_LIMIT });
      totalExact = counted < TOTAL_COUNT_LIMIT;
      total = counted;
    }
    const last = page[page.length - 1];
    const next =
      heads.length > limit && last
        ? encodeCursor('list', [query.sort ?? DEFAULT_SORT, valueAt(last, sort.field), last.id, position + page.length, total, totalExact])
        : null;
    return { rows: page, total, totalExact, next };
  }

  /**
   * Whether the actor owns resources of a kind outside the workspaces they read: only then can /all's
   * `owner` branch find what its workspace branches do not (at 100,000 modules it walked the same
   * matches as the workspace's branch a second time). One search of (owner, workspace) per gap between
   * those workspaces (heads always name their workspace), kept until the store changes (readStamp).
   */
  private async ownsOutside(actor: Actor, kind: KindDef): Promise<boolean> {
    const readable = [...new Set(readableWorkspaces(actor))].sort();
    const stamp = this.rt.store.readStamp();
    // (an engine that cannot say when its data changed would search on every list: the branch stays)
    if (readable.length === 0 || stamp === undefined) return true;
    const key = `${kind.collection}\0${actor.email}\0${readable.join('\0')}`;
    const kept = this.owners.get(key);
    if (kept?.stamp === stamp) return kept.owns;
    const gaps = [w.lt('workspace', readable[0]), ...readable.slice(1).map((next, i) => w.and(w.gt('workspace', readable[i]), w.lt('workspace', next))), w.gt('workspace', readable.at(-1)!)];
    let owns = false;
    for (const gap of gaps) owns ||= (await this.rt.store.count(kind.collection, w.and(w.eq('owner', actor.email), gap), { limit: 1 })) > 0;
    if (this.owners.size >= OWNERS_KEPT) this.owners.clear();
    this.owners.set(key, { stamp, owns });
    return owns;
  }

  /**
   * How many resources of the current workspace the actor may read hold each of `values` in the exact
   * filter `filter` (e.g. orders by status, for the orders screen's status boxes). Each is one count
   * through the filter's selective index, exact whatever the size, never a read of the documents.
   */
  async countsBy(actor: Actor, kind: KindDef, filter: string, values: readonly string[]): Promise<{ value: string; count: number }[]> {
    const def = kind.filters.find((f) => f.name === filter);
    if (!def || def.match !== 'exact') throw new Error(`${kind.collection}: ${filter} is not an exact filter`);
    const scope = listScope(actor, kind.collection, {}, false);
    return Promise.all(values.map(async (value) => ({ value, count: await this.rt.store.count(kind.collection, w.and(scope, filterWhere(kind, { [filter]: value }))) })));
  }
}
