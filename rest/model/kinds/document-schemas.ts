import { badRequest } from '../errors.ts';
import { KINDS } from './registry.ts';

const cache = new Map<string, Record<string, unknown>>();

/**
 * The JSON Schema of a kind's document, exactly as writes are validated (validation.ts): forms check
 * their input with it before sending, so the rules live once, in the registry. A plain JSON copy:
 * TypeBox's symbols and functions do not travel.
 */
export function documentSchemaOf(collection: string): Record<string, unknown> {
  let schema = cache.get(collection);
  if (!schema) {
    const kind = KINDS.find((k) => k.collection === collection);
    if (!kind) throw badRequest(`collection must be one of: ${KINDS.map((k) => k.collection).join(', ')}`);
    schema = JSON.parse(JSON.stringify(kind.schema)) as Record<string, unknown>;
    cache.set(collection, schema);
  }
  return schema;
}
