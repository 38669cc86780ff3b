import { Type } from '@sinclair/typebox';
import { w, type Store, type StoredDoc, type Where } from '../../store/port.ts';
import { badRequest } from '../errors.ts';
import { Obj } from '../kinds/common.schema.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import { assertValid } from '../validation.ts';

/** The superadmin lists' pages: 10 rows by default, at most 50 (application.md §9 page sizes). */
export const SUPERADMIN_PAGE_DEFAULT = 10;
export const SUPERADMIN_PAGE_MAX = 50;

export const SuperadminPageQuery = Obj({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SUPERADMIN_PAGE_MAX, description: `rows per page (default ${SUPERADMIN_PAGE_DEFAULT})` })),
  cursor: Type.Optional(Type.String({ maxLength: 500, description: 'the `next` of the previous page' })),
});

export interface Page<Item> {
  items: Item[];
  /** every row of the list */
  total: number;
  next: string | null;
}

export interface KeysetList {
  collection: string;
  where?: Where;
  /** the field the list is ordered by, then by id ascending */
  field: string;
  dir: 'asc' | 'desc';
  /** names the list in its cursors, so that a cursor of another list is refused */
  tag: string;
  omit?: string[];
}

/** Rows after the cursor's row in the list's order (ties by id ascending, as the store breaks them). */
function after(list: KeysetList, value: string, id: string): Where {
  const beyond = list.dir === 'asc' ? w.gt(list.field, value) : w.lt(list.field, value);
  const within = list.dir === 'asc' ? w.gte(list.field, value) : w.lte(list.field, value);
  return w.and(within, w.or(beyond, w.and(w.eq(list.field, value), w.gt('id', id))));
}

/**
 * One page of a list in a fixed order (keyset paging: a row added meanwhile never repeats another).
 * The total is counted with the first page and carried in the cursor.
 */
export async function keysetPage<Row extends StoredDoc>(store: Store, list: KeysetList, query: unknown): Promise<Page<Row>> {
  assertValid(SuperadminPageQuery, query ?? {}, 'query');
  const input = (query ?? {}) as { limit?: number; cursor?: string };
  const limit = pageLimit(input.limit, SUPERADMIN_PAGE_DEFAULT, SUPERADMIN_PAGE_MAX);
  let cursor: { value: string; id: string; total: number } | undefined;
  if (input.cursor) {
    const [value, id, total] = decodeCursor(input.cursor, list.tag);
    if (typeof value !== 'string' || typeof id !== 'string' || !Number.isSafeInteger(total)) throw badRequest(`cursor is not a cursor of this ${list.tag}`);
    cursor = { value, id, total: total as number };
  }
  const found = (await store.find(list.collection, {
    where: w.and(list.where, cursor && after(list, cursor.value, cursor.id)),
    sort: [{ field: list.field, dir: list.dir }],
    limit: limit + 1,
    omit: list.omit,
  })) as Row[];
  const items = found.slice(0, limit);
  const total = cursor?.total ?? (await store.count(list.collection, list.where));
  const last = items[items.length - 1];
  const next = found.length > limit && last ? encodeCursor(list.tag, [String(last[list.field]), last.id, total]) : null;
  return { items, total, next };
}
