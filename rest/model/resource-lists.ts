import { w, type Scalar, type Sort, type Where } from '../store/port.ts';
import { readableWorkspaces, type Actor } from './actor.ts';
import { badRequest } from './errors.ts';
import { filterWhere } from './filters.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { readableWhere, writableWhere } from './permissions.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type ListPage, type ListQuery, type ListRow } from './resource-types.ts';
import type { Runtime } from './runtime.ts';
import type { HeadRow } from './storage-layout.ts';

const SORTABLE: Record<string, string> = { name: 'sortName', created: 'created', lastEdited: 'lastEdited' };

function parseSort(sort = '-lastEdited'): Sort {
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  const field = SORTABLE[sort.replace(/^-/, '')];
  if (!field) throw badRequest(`sort must be one of: ${Object.keys(SORTABLE).flatMap((k) => [k, `-${k}`]).join(', ')}`);
  return { field, dir };
}

interface Cursor {
  sort: string;
  value: Scalar;
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(raw: string, sort: string): Cursor {
  try {
    const [cursorSort, value, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    // the value goes into a range comparison, which the store accepts only for strings and numbers:
    // a forged cursor with an object, list, boolean or null there must be a 400, not a store error (500)
    if (typeof id !== 'string' || typeof cursorSort !== 'string' || (typeof value !== 'string' && typeof value !== 'number')) throw new Error();
    if (cursorSort !== sort) throw badRequest(`cursor belongs to a list sorted by ${cursorSort}, not ${sort}`);
    return { sort: cursorSort, value, id };
  } catch (error) {
    if ((error as { code?: string }).code) throw error;
    throw badRequest('cursor is not a cursor of this list');
  }
}

/** Rows after the cursor, in the order (sort field, id ascending) the store pages by. */
function afterCursor(sort: Sort, cursor: Cursor): Where {
  const value = cursor.value as string | number;
  const beyond = sort.dir === 'asc' ? w.gt(sort.field, value) : w.lt(sort.field, value);
  return w.or(beyond, w.and(w.eq(sort.field, value), w.gt('id', cursor.id)));
}

export function listRow(head: HeadRow): ListRow {
  return { id: head.id, version: head.head, head: head.head, owner: head.owner, created: head.created, lastEdited: head.lastEdited, data: head.data };
}

export class ResourceLists {
  constructor(private readonly rt: Runtime) {}

  /**
   * `all` lists everything the actor may read anywhere; otherwise the scope is the current workspace
   * (every workspace of the actor with multiWorkspace), or what is shared with them and/or public.
   */
  async list(actor: Actor, kind: KindDef, query: ListQuery, all = false): Promise<ListPage> {
    const limit = query.limit ?? LIST_LIMIT_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) throw badRequest(`limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`);
    const sortText = query.sort ?? '-lastEdited';
    const sort = parseSort(sortText);
    const me = actor.email;
    const sharedWithMe = w.or(w.eq('readers', me), w.eq('writers', me), w.eq('duplicators', me));
    let scope: Where | undefined;
    if (query.shared || query.public) scope = w.or(query.shared && sharedWithMe, query.public && w.eq('public', true));
    else if (!all) scope = query.multiWorkspace ? w.in('workspace', readableWorkspaces(actor)) : w.eq('workspace', actor.workspace);
    const where = w.and(
      readableWhere(actor),
      scope,
      !query.includeDeleted && w.eq('deleted', false),
      query.mine && w.eq('owner', me),
      query.canWrite && writableWhere(actor),
      filterWhere(kind, query.filters ?? {}),
    );
    const cursor = query.cursor ? decodeCursor(query.cursor, sortText) : undefined;
    const [total, heads] = await Promise.all([
      this.rt.store.count(kind.collection, where),
      this.rt.store.find(kind.collection, {
        where: cursor ? w.and(where, afterCursor(sort, cursor)) : where,
        sort: [sort],
        limit: limit + 1,
      }) as Promise<HeadRow[]>,
    ]);
    const page = heads.slice(0, limit);
    const last = page[page.length - 1];
    const next = heads.length > limit && last ? encodeCursor({ sort: sortText, value: (last as any)[sort.field], id: last.id }) : null;
    return { items: page.map(listRow), total, next };
  }
}
