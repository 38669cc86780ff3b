// Translates port queries into SQLite SQL over tables `(id TEXT PRIMARY KEY, doc TEXT)` aliased `t`.
//
// Values are always bound parameters. Field paths are inlined as JSON path literals: that is safe
// because assertField admits only [A-Za-z0-9_$.], and necessary because SQLite only uses an
// expression index when the query repeats the indexed expression literally.
//
// A value at a path matches if it matches itself, or if it is an array and one of its elements
// does. Both halves test the JSON type as well as the value: json_extract and json_each turn
// true/false into 1/0, and an array or object comes back as JSON text, so the type keeps true
// apart from 1 and 5 apart from "5", like MongoDB's type bracketing. The first half is written on
// json_extract and json_type, which ensureIndexes indexes, so that SQLite can answer an indexed
// query with one index search per OR branch (MULTI-INDEX OR) instead of a scan.
import { indexName } from '../checks.ts';
import type { FindOptions, IndexSpec, Scalar, Where } from '../port.ts';

export interface Sql {
  sql: string;
  params: unknown[];
}

export const ICONTAINS = 'joinery_icontains';

const table = (collection: string) => `"${collection}"`;
const jsonPath = (field: string) => `'$.${field}'`;
const marks = (n: number) => Array(n).fill('?').join(', ');

/** The expressions indexes are built on; queries repeat them (with the alias) so the planner can match. */
const extract = (field: string, alias = 't.') =>
  field === 'id' ? `${alias}id` : `json_extract(${alias}doc, ${jsonPath(field)})`;
const typeOf = (field: string, alias = 't.') => `json_type(${alias}doc, ${jsonPath(field)})`;

/** One way of matching, as SQL over the value itself and over an array element `j`. */
interface Test {
  value: string;
  element: string;
  params: unknown[];
}

const TYPE = { text: `= 'text'`, number: `IN ('integer', 'real')` };

/**
 * The unary `+` hides the type check from the planner: without statistics it would otherwise pick
 * the json_type index (every row is 'text') over the selective json_extract one.
 */
function typed(field: string, type: keyof typeof TYPE, operator: string, values: unknown[]): Test {
  const test = operator === 'IN' ? `IN (${marks(values.length)})` : `${operator} ?`;
  return {
    value: `(${extract(field)} ${test} AND +${typeOf(field)} ${TYPE[type]})`,
    element: `(j.type ${TYPE[type]} AND j.value ${test})`,
    params: values,
  };
}

function matches(field: string, tests: Test[], params: unknown[]): string {
  if (tests.length === 0) return '0';
  for (const test of tests) params.push(...test.params);
  for (const test of tests) params.push(...test.params);
  const elements = `SELECT 1 FROM json_each(t.doc, ${jsonPath(field)}) AS j WHERE ${tests.map((t) => t.element).join(' OR ')}`;
  return `(${tests.map((t) => t.value).join(' OR ')} OR (${typeOf(field)} = 'array' AND EXISTS (${elements})))`;
}

/** eq/in: the value or an element equals one of `values`; null also matches a missing value. */
function anyOf(field: string, values: Scalar[], params: unknown[]): string {
  const strings = values.filter((v) => typeof v === 'string');
  // `id` is the primary key column, always a string, so only string values can match it.
  if (field === 'id') {
    params.push(...strings);
    return strings.length === 0 ? '0' : strings.length === 1 ? 't.id = ?' : `t.id IN (${marks(strings.length)})`;
  }
  const numbers = values.filter((v) => typeof v === 'number');
  const booleans = [...new Set(values.filter((v) => typeof v === 'boolean'))].map((b) => `'${b}'`).join(', ');
  const tests: Test[] = [];
  if (strings.length) tests.push(typed(field, 'text', 'IN', strings));
  if (numbers.length) tests.push(typed(field, 'number', 'IN', numbers));
  if (booleans) tests.push({ value: `${typeOf(field)} IN (${booleans})`, element: `j.type IN (${booleans})`, params: [] });
  if (values.includes(null)) {
    tests.push({ value: `${typeOf(field)} IS NULL OR ${typeOf(field)} = 'null'`, element: `j.type = 'null'`, params: [] });
  }
  return matches(field, tests, params);
}

const COMPARE = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

function compare(field: string, op: keyof typeof COMPARE, value: string | number, params: unknown[]): string {
  if (field === 'id') {
    if (typeof value !== 'string') return '0';
    params.push(value);
    return `t.id ${COMPARE[op]} ?`;
  }
  return matches(field, [typed(field, typeof value === 'string' ? 'text' : 'number', COMPARE[op], [value])], params);
}

function contains(field: string, value: string, params: unknown[]): string {
  const needle = value.toLowerCase();
  if (field === 'id') {
    params.push(needle);
    return `${ICONTAINS}(t.id, ?)`;
  }
  const test: Test = {
    value: `(+${typeOf(field)} = 'text' AND ${ICONTAINS}(${extract(field)}, ?))`,
    element: `(j.type = 'text' AND ${ICONTAINS}(j.value, ?))`,
    params: [needle],
  };
  return matches(field, [test], params);
}

/** A match on a missing value can be NULL (SQL's "unknown"), which WHERE reads as no; NOT must not see it. */
const not = (match: string) => `NOT coalesce(${match}, 0)`;

export function whereSql(where: Where, params: unknown[]): string {
  switch (where.op) {
    case 'and':
    case 'or':
      if (where.where.length === 0) return where.op === 'and' ? '1' : '0';
      return `(${where.where.map((part) => whereSql(part, params)).join(where.op === 'and' ? ' AND ' : ' OR ')})`;
    case 'eq':
      return anyOf(where.field, [where.value], params);
    case 'ne':
      return not(anyOf(where.field, [where.value], params));
    case 'in':
      return anyOf(where.field, where.values, params);
    case 'nin':
      return not(anyOf(where.field, where.values, params));
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return compare(where.field, where.op, where.value, params);
    case 'contains':
      return contains(where.field, where.value, params);
    case 'exists':
      // exists is defined as ne/eq null (see port.ts)
      return where.value ? not(anyOf(where.field, [null], params)) : anyOf(where.field, [null], params);
  }
}

function whereClause(where: Where | undefined, params: unknown[]): string {
  return where ? ` WHERE ${whereSql(where, params)}` : '';
}

/** SQLite puts NULL first ascending and last descending, which is also MongoDB's order. */
function orderBy(sort: FindOptions['sort'] = []): string {
  const keys = sort.map((s) => `${extract(s.field)} ${s.dir === 'desc' ? 'DESC' : 'ASC'}`);
  if (!sort.some((s) => s.field === 'id')) keys.push('t.id ASC');
  return ` ORDER BY ${keys.join(', ')}`;
}

export function selectSql(collection: string, options: FindOptions): Sql {
  const params: unknown[] = [];
  const where = whereClause(options.where, params);
  params.push(options.limit ?? -1, options.skip ?? 0);
  // omitted fields are checked identifiers (checks.ts), so they can stand in the JSON path literally
  const columns = options.omit?.length ? `json_remove(t.doc, ${options.omit.map((f) => `'$.${f}'`).join(', ')})` : 't.doc';
  return { sql: `SELECT ${columns} FROM ${table(collection)} AS t${where}${orderBy(options.sort)} LIMIT ? OFFSET ?`, params };
}

/**
 * One row: a literal LIMIT 1 lets SQLite plan a primary-key lookup as a single seek, which a bound
 * LIMIT ?/OFFSET ? did not (about twice the time per id lookup, the hottest query of all).
 */
export function selectOneSql(collection: string, where: Where): Sql {
  const params: unknown[] = [];
  return { sql: `SELECT t.doc FROM ${table(collection)} AS t${whereClause(where, params)} ORDER BY t.id ASC LIMIT 1`, params };
}

export function countSql(collection: string, where?: Where): Sql {
  const params: unknown[] = [];
  return { sql: `SELECT count(*) FROM ${table(collection)} AS t${whereClause(where, params)}`, params };
}

export function updateSql(collection: string, where: Where, set: [string, string][], unset: string[]): Sql {
  let doc = 't.doc';
  if (unset.length) doc = `json_remove(${doc}, ${unset.map(jsonPath).join(', ')})`;
  if (set.length) doc = `json_set(${doc}, ${set.map(([field]) => `${jsonPath(field)}, json(?)`).join(', ')})`;
  const params: unknown[] = set.map(([, json]) => json);
  return { sql: `UPDATE ${table(collection)} AS t SET doc = ${doc}${whereClause(where, params)}`, params };
}

export function deleteSql(collection: string, where: Where): Sql {
  const params: unknown[] = [];
  return { sql: `DELETE FROM ${table(collection)} AS t${whereClause(where, params)}`, params };
}

export const insertSql = (collection: string) => `INSERT INTO ${table(collection)} (id, doc) VALUES (?, ?)`;

export const createTableSql = (collection: string) =>
  `CREATE TABLE IF NOT EXISTS ${table(collection)} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`;

/**
 * The declared index on json_extract (which also serves sorting and uniqueness), plus one index per
 * field on json_type, so that both halves of a match (see the top of this file) can use an index.
 */
export function createIndexSql(collection: string, index: IndexSpec): string[] {
  const columns = index.fields.map((field) => extract(field, '')).join(', ');
  const unique = index.unique ? 'UNIQUE ' : '';
  const statements = [`CREATE ${unique}INDEX IF NOT EXISTS "${indexName(collection, index)}" ON ${table(collection)} (${columns})`];
  for (const field of index.fields.filter((f) => f !== 'id')) {
    const name = `jt_${collection}(${field})`;
    statements.push(`CREATE INDEX IF NOT EXISTS "${name}" ON ${table(collection)} (${typeOf(field, '')})`);
  }
  return statements;
}
