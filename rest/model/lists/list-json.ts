/**
 * A list page as the JSON text its REST answer sends, made from rows kept between requests: parsing
 * fifty rows' JSON and serialising them again was about a sixth of a 50-row search at 100,000 modules
 * (and most of its garbage), done anew for every request of the same page.
 */
import type { ListPage, ListRow } from '../resources/resource-types.ts';

/** An answer already written as JSON: the route sends its text as it is (register-operations.ts). */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * The page's JSON, its rows' texts given: the fields in the order the list's response schema
 * (rest/routes/schemas.ts, listPageSchema) writes them, so the bytes are those the route's serialiser makes.
 */
export function listPageJson(rows: readonly string[], page: Omit<ListPage, 'items'>): JsonText {
  return new JsonText(`{"items":[${rows.join(',')}],"total":${page.total},"totalExact":${page.totalExact},"next":${JSON.stringify(page.next)}}`);
}

/** A row's JSON, its fields in the schema's order (listRow makes them so). */
export const listRowJson = (row: ListRow): string => JSON.stringify(row);
