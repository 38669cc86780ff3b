/**
 * The GraphQL list filters, derived from the kinds registry (a filter is never written twice).
 *
 * `schema/generate.ts` renders these into `schema/generated/filters.graphql`; the gateway uses the same
 * fields to turn a GraphQL filter input back into the model's `ListQuery` (dotted filter names with
 * string values, plus the listing flags).
 */
import type { FilterMatch, KindDef } from '../rest/model/kinds/kind-def.ts';
import { KINDS } from '../rest/model/kinds/registry.ts';
import type { ListQuery } from '../rest/model/resource-types.ts';

/** The listing flags every list takes besides its kind's filters (rest-api.md §6). */
export const LIST_FLAGS = ['mine', 'shared', 'public', 'canWrite', 'multiWorkspace', 'includeDeleted'] as const;
export type ListFlag = (typeof LIST_FLAGS)[number];

const FLAG_DESCRIPTIONS: Record<ListFlag, string> = {
  mine: 'Only resources the actor owns.',
  shared: 'Only resources shared with the actor.',
  public: 'Only public resources.',
  canWrite: 'Only resources the actor may change.',
  multiWorkspace: 'Include resources of every workspace the actor belongs to.',
  includeDeleted: 'Include soft-deleted resources.',
};

export type GraphQLFilterType = 'String' | 'Float' | 'Boolean';

const GRAPHQL_TYPE: Record<FilterMatch, GraphQLFilterType> = {
  text: 'String',
  exact: 'String',
  number: 'Float',
  boolean: 'Boolean',
  empty: 'Boolean',
};

const MATCH_DESCRIPTION: Record<FilterMatch, string> = {
  text: 'case-insensitive substring',
  exact: 'exact value',
  number: 'equal number',
  boolean: 'true or false',
  empty: 'true: the list is empty; false: it is not',
};

export interface FilterField {
  /** the GraphQL input field: sourceImageName */
  field: string;
  /** the model's filter name: source.image.name */
  filter: string;
  match: FilterMatch;
  type: GraphQLFilterType;
}

/** source.image.name → sourceImageName */
export function fieldName(filter: string): string {
  const parts = filter.split('.');
  const name = parts.map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
  if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(name)) throw new Error(`filter ${filter} does not make a GraphQL name (${name})`);
  return name;
}

/**
 * The GraphQL type name of a kind, PascalCase from its key, split into words by its label where they
 * agree: workbatch (Work batch) → WorkBatch, publishedconfigurator (Configurator) → PublishedConfigurator.
 */
export function kindTypeName(kind: Pick<KindDef, 'kind' | 'label'>): string {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const words = kind.label.toLowerCase().split(/\s+/).filter(Boolean);
  const joined = words.join('');
  if (kind.kind.endsWith(joined)) {
    const prefix = kind.kind.slice(0, kind.kind.length - joined.length);
    return [prefix, ...words].filter(Boolean).map(cap).join('');
  }
  return cap(kind.kind);
}

export const filterTypeName = (kind: Pick<KindDef, 'kind' | 'label'>) => `${kindTypeName(kind)}Filter`;

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

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The SDL of `schema/generated/filters.graphql`. */
export function renderFiltersSdl(kinds: readonly KindDef[] = KINDS): string {
  const lines = [
    '# Generated by schema/generate.ts from the kinds registry (rest/model/kinds/registry.ts).',
    '# Do not edit: after changing a kind\'s filters run `npx tsx schema/generate.ts`.',
    '',
  ];
  const names = new Set<string>();
  for (const kind of kinds) {
    const name = filterTypeName(kind);
    if (names.has(name)) throw new Error(`two kinds make the GraphQL type ${name}`);
    names.add(name);
    lines.push(
      quote(`Filters of a list of ${kind.collection}: each field is a filter of GET /api/${kind.collection}, besides the listing flags.`),
      `input ${name} {`,
    );
    for (const f of filterFields(kind)) {
      lines.push(`  ${quote(`${f.filter}: ${MATCH_DESCRIPTION[f.match]}`)}`, `  ${f.field}: ${f.type}`);
    }
    for (const flag of LIST_FLAGS) {
      lines.push(`  ${quote(FLAG_DESCRIPTIONS[flag])}`, `  ${flag}: Boolean`);
    }
    lines.push('}', '');
  }
  return lines.join('\n');
}
