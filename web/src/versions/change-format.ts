/** How a change between two versions reads: where (a field path) and what (a value), in words. */
import { truncate } from '../shared/format.ts';

/** Longest value shown in full; longer ones are cut (the whole value is the element's title). */
export const VALUE_MAX = 120;

/**
 * A JSON Pointer as a field path: '/parameters/0/name' reads 'parameters › #1 › name' (list positions
 * counted from 1, as people count).
 */
export function readablePath(pointer: string): string {
  if (pointer === '') return 'the whole document';
  return pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((step) => (/^\d+$/.test(step) ? `#${Number(step) + 1}` : step))
    .join(' › ');
}

/** A value as text: strings quoted, lists and objects as compact JSON, a missing value as '(none)'. */
export function fullValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value === null) return 'empty';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export const readableValue = (value: unknown): string => truncate(fullValue(value), VALUE_MAX);
