import { badRequest } from '../errors.ts';

/**
 * Opaque cursors of keyset paging (lists, history, usages): a JSON array, tagged with what it pages
 * so that a cursor of one answer is refused by another, base64url-encoded. Callers check each value.
 */
export function encodeCursor(what: string, values: unknown[]): string {
  return Buffer.from(JSON.stringify([what, ...values])).toString('base64url');
}

export function decodeCursor(raw: string, what: string): unknown[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (!Array.isArray(decoded) || decoded[0] !== what) throw badRequest(`cursor is not a cursor of this ${what === 'list' ? 'list' : what}`);
  return decoded.slice(1);
}

/** `limit` of a paged read: a whole number from 1 to `max`, `fallback` when not given. */
export function pageLimit(limit: number | undefined, fallback: number, max: number): number {
  const value = limit ?? fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) throw badRequest(`limit must be a whole number from 1 to ${max}`);
  return value;
}
