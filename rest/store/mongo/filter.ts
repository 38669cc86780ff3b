// Translates port queries into MongoDB filters, sorts and index specs.
//
// MongoDB's own operators already have the port's semantics: equality and ranges match any array
// element and bracket by type (5 never matches "5", true never matches 1), $ne/$nin match only if
// no element matches, and `null` matches missing fields. The port's `id` is stored as `_id`.
import type { Document, Filter, IndexDescription, Sort as MongoSort } from 'mongodb';
import { indexName } from '../checks.ts';
import type { FindOptions, IndexSpec, Where } from '../port.ts';

export const mongoField = (field: string) => (field === 'id' ? '_id' : field);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches no document; `$or: []` is rejected by the server. */
const NOTHING: Filter<Document> = { _id: { $in: [] } };

export function toFilter(where: Where | undefined): Filter<Document> {
  if (!where) return {};
  switch (where.op) {
    case 'and':
      return where.where.length ? { $and: where.where.map(toFilter) } : {};
    case 'or':
      return where.where.length ? { $or: where.where.map(toFilter) } : NOTHING;
    case 'eq':
      return { [mongoField(where.field)]: { $eq: where.value } };
    case 'ne':
      return { [mongoField(where.field)]: { $ne: where.value } };
    case 'in':
      return { [mongoField(where.field)]: { $in: where.values } };
    case 'nin':
      return { [mongoField(where.field)]: { $nin: where.values } };
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return { [mongoField(where.field)]: { [`$${where.op}`]: where.value } };
    case 'contains':
      return { [mongoField(where.field)]: { $regex: escapeRegex(where.value), $options: 'i' } };
    case 'exists':
      // exists is defined as ne/eq null (see port.ts); $exists alone would let explicit nulls through
      return { [mongoField(where.field)]: where.value ? { $ne: null } : { $eq: null } };
  }
}

/** Ties are broken by id, as the port requires; an explicit id key already decides them. */
export function toSort(sort: FindOptions['sort'] = []): MongoSort {
  const keys: [string, 1 | -1][] = sort.map((s) => [mongoField(s.field), s.dir === 'desc' ? -1 : 1]);
  if (!sort.some((s) => s.field === 'id')) keys.push(['_id', 1]);
  return keys;
}

/**
 * A unique index leaves out documents whose key has a missing or null field, as SQLite's unique
 * indexes do (NULLs are distinct there); MongoDB would otherwise allow only one such document.
 */
export function toIndex(collection: string, index: IndexSpec): IndexDescription {
  const fields = index.fields.map(mongoField);
  const description: IndexDescription = {
    name: indexName(collection, index),
    key: Object.fromEntries(index.fields.map((field) => [mongoField(field), index.descending?.includes(field) ? -1 : 1])),
  };
  if (index.unique) {
    description.unique = true;
    description.partialFilterExpression = Object.fromEntries(
      fields.map((field) => [field, { $type: ['string', 'number', 'bool', 'object', 'array'] }]),
    );
  }
  return description;
}
