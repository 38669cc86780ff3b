import { w, type Scalar, type Where } from '../../store/port.ts';
import { badRequest } from '../errors.ts';
import { valueAt, type FilterDef, type KindDef } from '../kinds/kind-def.ts';
import { filterField, filterKey } from '../resources/storage-layout.ts';

function scalarsOf(value: unknown): Scalar[] | Scalar | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.filter((v) => v === null || typeof v !== 'object') as Scalar[];
  if (typeof value === 'object') return undefined;
  return value as Scalar;
}

/** The indexed values of every filter of a kind, stored beside the head so lists are plain queries. */
export function filterValues(kind: KindDef, document: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const filter of kind.filters) {
    if (filter.match === 'since') continue;
    const value = filter.extract ? filter.extract(document) : scalarsOf(valueAt(document, filter.name));
    if (value !== undefined) values[filterKey(filter.name)] = value;
  }
  return values;
}

function parseBoolean(name: string, raw: string): boolean {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest(`${name} must be true or false`);
}

function condition(filter: FilterDef, raw: string): Where {
  const field = filterField(filter.name);
  switch (filter.match) {
    case 'text':
      return w.contains(field, raw);
    case 'exact':
      return w.eq(field, raw);
    case 'number': {
      // decimal notation only: Number() would also read 0x1, 1e0 and ' 1'
      if (!/^-?\d{1,15}(\.\d{1,15})?$/.test(raw)) throw badRequest(`${filter.name} must be a number in decimal notation`);
      return w.eq(field, Number(raw));
    }
    case 'boolean':
      return w.eq(field, parseBoolean(filter.name, raw));
    case 'empty':
      return w.eq(field, parseBoolean(filter.name, raw));
    case 'since': {
      const instant = new Date(raw);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(instant.getTime())) throw badRequest(`${filter.name} must be an ISO 8601 date-time, e.g. 2026-11-26T00:00:00Z`);
      // heads keep ISO strings in UTC, so the comparison is a string range on the head field
      return w.gte(filter.headField ?? 'created', instant.toISOString());
    }
  }
}

/** The Where of a list's filters; an unknown filter name is a 400 naming it and the known ones. */
export function filterWhere(kind: KindDef, filters: Record<string, string>): Where | undefined {
  const conditions = Object.entries(filters).map(([name, raw]) => {
    const filter = kind.filters.find((f) => f.name === name);
    if (!filter) {
      const known = kind.filters.map((f) => f.name).join(', ') || 'none';
      throw badRequest(`${name} is not a filter of ${kind.collection} (filters: ${known})`);
    }
    return condition(filter, raw);
  });
  return conditions.length ? w.and(...conditions) : undefined;
}
