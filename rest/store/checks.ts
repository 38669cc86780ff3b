// Input checks shared by every Store adapter, so that both engines reject exactly the same inputs
// (callers may pass request-derived data, and TypeScript types vanish at runtime).
import { assertFieldPath, type CounterStep, type CountOptions, type FindOptions, type IndexSpec, type StoredDoc, type Where } from './port.ts';

export const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;

export function assertCollection(name: string): void {
  // `sqlite_` tables are reserved by SQLite; rejecting them everywhere keeps the engines interchangeable.
  if (typeof name !== 'string' || !COLLECTION_NAME.test(name) || name.startsWith('sqlite_')) {
    throw new Error(`invalid collection name ${JSON.stringify(name)}`);
  }
}

/** FIELD_PATH plus the names MongoDB reserves: `$`-prefixed segments are operators, `_id` holds the id. */
export function assertField(field: string): void {
  assertFieldPath(field);
  const segments = field.split('.');
  if (segments[0] === '_id' || segments.some((segment) => segment.startsWith('$'))) {
    throw new Error(`invalid field path ${JSON.stringify(field)}`);
  }
}

function assertScalar(value: unknown): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number' && Number.isFinite(value)) return;
  throw new Error(`invalid query value ${String(value)}`);
}

function assertOrderable(value: unknown): void {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return;
  throw new Error(`invalid comparison value ${String(value)}`);
}

export function assertWhere(where: Where): void {
  switch (where?.op) {
    case 'and':
    case 'or':
      if (!Array.isArray(where.where)) throw new Error(`${where.op} needs a list of conditions`);
      where.where.forEach(assertWhere);
      return;
    case 'eq':
    case 'ne':
      assertField(where.field);
      return assertScalar(where.value);
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      assertField(where.field);
      return assertOrderable(where.value);
    case 'in':
    case 'nin':
      assertField(where.field);
      if (!Array.isArray(where.values)) throw new Error(`${where.op} needs a list of values`);
      return where.values.forEach(assertScalar);
    case 'contains':
      assertField(where.field);
      if (typeof where.value !== 'string') throw new Error('contains needs a string');
      return;
    case 'exists':
      assertField(where.field);
      if (typeof where.value !== 'boolean') throw new Error('exists needs a boolean');
      return;
    default:
      throw new Error(`unknown where operator ${JSON.stringify((where as { op?: unknown })?.op)}`);
  }
}

function assertCount(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
    throw new Error(`${name} must be a non-negative integer`);
  }
}

export function assertCountOptions(options: CountOptions = {}): void {
  assertCount('limit', options.limit);
}

export function assertFindOptions(options: FindOptions): void {
  if (options.where) assertWhere(options.where);
  for (const sort of options.sort ?? []) {
    assertField(sort.field);
    if (sort.dir !== 'asc' && sort.dir !== 'desc') throw new Error(`invalid sort direction ${String(sort.dir)}`);
  }
  assertCount('limit', options.limit);
  assertCount('skip', options.skip);
  for (const field of options.omit ?? []) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field) || field === 'id' || field === '_id') throw new Error(`cannot omit ${JSON.stringify(field)}: name a top-level field other than id`);
  }
}

export function assertIndexes(indexes: IndexSpec[]): void {
  for (const index of indexes) {
    if (!Array.isArray(index.fields) || index.fields.length === 0) throw new Error('an index needs at least one field');
    index.fields.forEach(assertField);
    if (index.text && (index.unique || index.descending?.length)) throw new Error('a text index is neither unique nor descending');
    if (index.text && index.fields.includes('id')) throw new Error('a text index cannot name id');
    if (index.selective && (index.fields.length !== 1 || index.fields[0] === 'id' || index.text)) throw new Error('a selective index has one field, not id');
    for (const field of index.descending ?? []) {
      if (!index.fields.includes(field)) throw new Error(`descending field ${JSON.stringify(field)} is not a field of the index`);
    }
  }
}

/** Deterministic, readable and collision-free: field paths cannot contain `,`, `(` or `-` (which marks a descending field). */
export function indexName(collection: string, index: IndexSpec): string {
  const fields = index.fields.map((field) => (index.descending?.includes(field) ? `-${field}` : field));
  return `${index.unique ? 'ux' : 'ix'}_${collection}(${fields.join(',')})`;
}

/** Docs are stored as JSON, so they are checked (and, for MongoDB, normalised) as JSON. */
export function assertDocs(docs: StoredDoc[]): void {
  if (!Array.isArray(docs)) throw new Error('insert needs a list of documents');
  for (const doc of docs) {
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new Error('a document must be an object');
    if (typeof doc.id !== 'string' || doc.id === '') throw new Error('a document needs a non-empty string id');
    if ('_id' in doc) throw new Error('_id is reserved');
  }
}

export interface Changes {
  /** top-level field → its new value as JSON text */
  set: [string, string][];
  unset: string[];
}

/** A value that JSON cannot hold (undefined, a function) removes the field, as JSON.stringify would. */
export function normaliseChanges(changes: { set?: Record<string, unknown>; unset?: string[] }): Changes {
  const set: [string, string][] = [];
  const unset = new Set<string>();
  for (const field of changes.unset ?? []) unset.add(topLevelField(field));
  for (const [field, value] of Object.entries(changes.set ?? {})) {
    if (unset.has(topLevelField(field))) throw new Error(`field ${field} is both set and unset`);
    const json = JSON.stringify(value);
    if (json === undefined) unset.add(field);
    else set.push([field, json]);
  }
  return { set, unset: [...unset] };
}

function topLevelField(field: string): string {
  assertField(field);
  if (field.includes('.')) throw new Error(`update changes top-level fields only, not ${field}`);
  if (field === 'id') throw new Error('id cannot be changed');
  return field;
}

export function assertCounterStep(id: string, step: CounterStep): void {
  if (typeof id !== 'string' || id === '') throw new Error('a counter needs a non-empty string id');
  const { by, now, windowMs } = step ?? {};
  if (!Number.isSafeInteger(by) || !Number.isSafeInteger(now) || !Number.isSafeInteger(windowMs) || windowMs <= 0) {
    throw new Error(`increment needs whole numbers by and now and a positive windowMs (got ${JSON.stringify(step)})`);
  }
}
