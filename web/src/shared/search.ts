/** The search box's query (§2.14): trimmed and lower-cased. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The value at a dotted path (`data.name`); lists give every element. */
function valuesAt(row: unknown, path: string): unknown[] {
  let values: unknown[] = [row];
  for (const key of path.split('.')) {
    values = values.flatMap((value) => {
      const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return Array.isArray(next) ? next : [next];
    });
  }
  return values;
}

/** Whether any of the chosen fields contains the query as a substring (case-insensitive); an empty query matches all. */
export function matchesSearch(row: unknown, query: string, paths: readonly string[]): boolean {
  const needle = normaliseQuery(query);
  if (!needle) return true;
  return paths.some((path) =>
    valuesAt(row, path).some((value) => (typeof value === 'string' || typeof value === 'number') && String(value).toLowerCase().includes(needle)),
  );
}

/** Default search paths of tables (§9). */
export const DEFAULT_SEARCH_PATHS = ['data.name', 'data.description', 'data.categories'] as const;
