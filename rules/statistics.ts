/**
 * Statistics windows and growth (application.md §3, §9, issue 20 §1): the buckets a series of n units
 * has, and the growth of one figure over another. Buckets are UTC; a week starts on Monday (ISO 8601).
 * The server fills the buckets (rest/model/statistics); the dashboard may label them with the same
 * functions. Files in rules/ import neither side (rules/tsconfig.json).
 */

export const STATISTICS_UNITS = ['hour', 'day', 'week', 'month'] as const;
export type StatisticsUnit = (typeof STATISTICS_UNITS)[number];

/** The most units a series may ask for: a month of hours, a year of days, two years of weeks, three of months. */
export const MAX_UNITS: Record<StatisticsUnit, number> = { hour: 744, day: 366, week: 104, month: 36 };

/** Top lists (§9): n items, default 5; countries 10, browsers 7. */
export const TOP_DEFAULT = 5;
export const TOP_MAX = 100;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The start of the unit that holds `date`. */
export function unitStart(unit: StatisticsUnit, date: Date): Date {
  const t = date.getTime();
  if (unit === 'hour') return new Date(t - (((t % HOUR_MS) + HOUR_MS) % HOUR_MS));
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  if (unit === 'day') return day;
  if (unit === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** `start` moved by `count` units (negative: back). */
export function addUnits(unit: StatisticsUnit, start: Date, count: number): Date {
  if (unit === 'hour') return new Date(start.getTime() + count * HOUR_MS);
  if (unit === 'day') return new Date(start.getTime() + count * DAY_MS);
  if (unit === 'week') return new Date(start.getTime() + count * 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1));
}

/** The starts of a series' n buckets, oldest first; the last holds `now` (it is the current, partial unit). */
export function bucketStarts(unit: StatisticsUnit, n: number, now: Date): Date[] {
  const current = unitStart(unit, now);
  return Array.from({ length: n }, (_, i) => addUnits(unit, current, i - (n - 1)));
}

export interface Growth {
  /** rounded to 2 decimals; null when infinite */
  percent: number | null;
  infinite: boolean;
}

/**
 * §9: the later figure against the earlier in percent, to 2 decimals; infinity when the earlier is 0
 * and the later is not. Two zeros are no change (0 %): nothing happened on either day.
 */
export function growth(earlier: number, later: number): Growth {
  if (earlier === 0) return later === 0 ? { percent: 0, infinite: false } : { percent: null, infinite: true };
  return { percent: Math.round(((later - earlier) / earlier) * 10_000) / 100, infinite: false };
}
