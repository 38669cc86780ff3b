/**
 * Composition rules (application.md §5, §9): how many modules of a category a customer picks.
 *
 * The one copy of the rule, shared by the server (rest/model validates every product and module
 * write with it) and the web app (the configurator editor checks as the user types and previews the
 * customer's label). Files in rules/ import neither side, so both may load them: rules/tsconfig.json
 * refuses any import of web/, rest/, gateway/ or seeds/.
 */

/** What a composition text means: at least `min`, at most `max` (null: unlimited). */
export interface Composition {
  min: number;
  max: number | null;
}

export type CompositionProblem = 'syntax' | 'parts' | 'negative' | 'inverted';

export type ParsedComposition =
  | { ok: true; composition: Composition }
  | { ok: false; problem: CompositionProblem; reason: string };

/** the maximum that means "no limit" */
export const UNLIMITED = 'n';

/** What a stored composition may look like: '', 'N' or 'N:M' / 'N:n' (ranges are checked by `parseComposition`). */
export const COMPOSITION_PATTERN = /^$|^\d+$|^\d+:(\d+|n)$/;

/** The schema's description of the syntax. */
export const COMPOSITION_DESCRIPTION = "'min:max', a single number, or empty; n is unlimited";

const COUNT = /^-?\d+$/;

function count(part: string): number | 'negative' | undefined {
  if (!COUNT.test(part)) return undefined;
  const value = Number(part);
  if (!Number.isSafeInteger(value)) return undefined;
  return value < 0 ? 'negative' : value;
}

const fail = (problem: CompositionProblem, reason: string): ParsedComposition => ({ ok: false, problem, reason });

/**
 * Reads a composition text: empty is 0:n, a single number N is exactly N, 'min:max' a range whose
 * max may be n (unlimited). Negative counts, inverted ranges and more than two parts are errors.
 */
export function parseComposition(text: string | null | undefined): ParsedComposition {
  const value = text ?? '';
  if (value === '') return { ok: true, composition: { min: 0, max: null } };
  const parts = value.split(':');
  if (parts.length > 2) return fail('parts', 'has more than two parts: write min:max');
  const min = count(parts[0]);
  const max = parts.length === 1 ? min : parts[1] === UNLIMITED ? null : count(parts[1]);
  if (min === 'negative' || max === 'negative') return fail('negative', 'cannot be negative');
  if (min === undefined || max === undefined) {
    return fail('syntax', 'must be min:max, a single number, or empty (n is unlimited)');
  }
  if (max !== null && min > max) return fail('inverted', `is an inverted range: the minimum ${min} is more than the maximum ${max}`);
  return { ok: true, composition: { min, max } };
}

/** The text that stands for a composition ('' for 0:n, 'N' for exactly N). */
export function formatComposition({ min, max }: Composition): string {
  if (min === 0 && max === null) return '';
  if (max === min) return String(min);
  return `${min}:${max ?? UNLIMITED}`;
}

/**
 * What the customer reads above a category (§9): 'Select N, up to M', 'Select N', 'Choose up to M'
 * or 'Explore'. A required count without a maximum reads 'Select N' (more may be added); a category
 * with nothing to pick, or nothing required and no maximum, reads 'Explore'.
 */
export function compositionLabel({ min, max }: Composition): string {
  if (max === 0 || (min === 0 && max === null)) return 'Explore';
  if (min === 0) return `Choose up to ${max}`;
  if (max === null || max === min) return `Select ${min}`;
  return `Select ${min}, up to ${max}`;
}

/** The label of a composition text, or undefined when the text is not a valid composition. */
export function labelOf(text: string | null | undefined): string | undefined {
  const parsed = parseComposition(text);
  return parsed.ok ? compositionLabel(parsed.composition) : undefined;
}
