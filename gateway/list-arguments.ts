/**
 * A GraphQL list field's arguments as the model's ListQuery (rest/model/kind-arguments.ts): the
 * kind's filter input back to dotted filter names with string values, the flags by their own names,
 * and the page (its sort enum value back to the sort parameter).
 */
import type { FilterMatch, KindDef } from '../rest/model/kinds/kind-def.ts';
import { KINDS } from '../rest/model/kinds/registry.ts';
import { LIST_FLAGS, type ListQuery } from '../rest/model/kinds/kind-arguments.ts';
import type { QueryKindsArgs } from './generated/resolvers-types.ts';
import { fieldName, sortParameterOf } from './kind-names.ts';

export type GraphQLFilterType = 'String' | 'Float' | 'Boolean' | 'DateTime';

const GRAPHQL_TYPE: Record<FilterMatch, GraphQLFilterType> = {
  text: 'String',
  exact: 'String',
  number: 'Float',
  boolean: 'Boolean',
  empty: 'Boolean',
  since: 'DateTime',
};

export interface FilterField {
  /** the GraphQL input field: sourceImageName */
  field: string;
  /** the model's filter name: source.image.name */
  filter: string;
  match: FilterMatch;
  type: GraphQLFilterType;
}

/** The input fields of a kind's filter, in the registry's order; throws when two would collide. */
export function filterFields(kind: KindDef): FilterField[] {
  const seen = new Set<string>(LIST_FLAGS);
  return kind.filters.map((f) => {
    const field = fieldName(f.name);
    if (seen.has(field)) throw new Error(`${kind.collection}: filter ${f.name} collides with another field named ${field}`);
    seen.add(field);
    return { field, filter: f.name, match: f.match, type: GRAPHQL_TYPE[f.match] };
  });
}

const fieldsByCollection = new Map<string, FilterField[]>();

/** The filter fields of a collection (modules, orders, …), cached. */
export function filterFieldsOf(collection: string): FilterField[] {
  let fields = fieldsByCollection.get(collection);
  if (!fields) {
    const kind = KINDS.find((k) => k.collection === collection);
    if (!kind) throw new Error(`unknown kind collection ${collection}`);
    fields = filterFields(kind);
    fieldsByCollection.set(collection, fields);
  }
  return fields;
}

/** A GraphQL filter input value as the model's list query: dotted filter names → strings, plus the flags. */
export function toListQuery(collection: string, input: Record<string, unknown> | null | undefined): ListQuery {
  const query: ListQuery = {};
  if (!input) return query;
  const filters: Record<string, string> = {};
  for (const { field, filter } of filterFieldsOf(collection)) {
    const value = input[field];
    if (value !== undefined && value !== null) filters[filter] = String(value);
  }
  if (Object.keys(filters).length) query.filters = filters;
  for (const flag of LIST_FLAGS) {
    const value = input[flag];
    if (typeof value === 'boolean') query[flag] = value;
  }
  return query;
}

/** A list field's arguments as the model's ListQuery: the filter through the registry mapping, then paging. */
export function listQuery(collection: string, args: QueryKindsArgs): ListQuery {
  const query = toListQuery(collection, args.filter);
  const { limit, cursor, sort } = args.page ?? {};
  if (limit !== undefined && limit !== null) query.limit = limit;
  if (cursor !== undefined && cursor !== null) query.cursor = cursor;
  if (sort !== undefined && sort !== null) query.sort = sortParameterOf(sort);
  return query;
}
