/**
 * The dashboard's figures as the specification words them (application.md §2.7, §8, §9): growth
 * against yesterday, week-over-week change, country names, the graph's ranges and the top lists' sizes.
 * Pure functions, so the rules are tested without a screen (tests/web/dashboard-figures.test.ts).
 */
import { UNKNOWN_COUNTRY } from '../shared/messages.ts';

/**
 * Growth in percent of `current` over `previous` (§9: compared with yesterday, infinity when the
 * previous value is zero). Nothing on both days is no growth: 0, not infinity.
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : current > 0 ? Infinity : -Infinity;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** A growth with its sign: '+12%', '-4%', '0%', '+∞%'; `decimals` digits after the point (§9: 2 for week-over-week). */
export function formatGrowth(percent: number, decimals = 0): string {
  if (!Number.isFinite(percent)) return `${percent > 0 ? '+' : '-'}∞%`;
  const rounded = Number(percent.toFixed(decimals));
  const text = Math.abs(rounded).toFixed(decimals);
  if (rounded === 0) return `${text}%`;
  return `${rounded > 0 ? '+' : '-'}${text}%`;
}

/** Week-over-week change: this week's figure against last week's, to 2 decimals (§9). */
export const formatWeekOverWeek = (thisWeek: number, lastWeek: number) => formatGrowth(growthPercent(thisWeek, lastWeek), 2);

/** How a growth reads for a screen reader and in the title of its badge: 'up 12% on yesterday'. */
export function growthWords(percent: number, against: string, decimals = 0): string {
  if (percent === 0) return `no change on ${against}`;
  const magnitude = Number.isFinite(percent) ? `${Math.abs(percent).toFixed(decimals)}%` : 'from nothing';
  return `${percent > 0 ? 'up' : 'down'} ${magnitude} on ${against}`;
}

let regionNames: Intl.DisplayNames | undefined;

/** A country's name from its ISO 3166 code; an unknown, missing or malformed code is 'Narnia' (§8). */
export function countryName(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code) || code.toUpperCase() === 'ZZ') return UNKNOWN_COUNTRY;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code.toUpperCase()) ?? UNKNOWN_COUNTRY;
}

/** The ranges of the 'Configurations created' graph (§9), each a unit and a count of them, 7 Days first. */
export const GRAPH_RANGES = [
  { label: '7 Days', unit: 'day', n: 7 },
  { label: '30 Days', unit: 'day', n: 30 },
  { label: '4 Weeks', unit: 'week', n: 4 },
  { label: '24 Hours', unit: 'hour', n: 24 },
  { label: '12 Months', unit: 'month', n: 12 },
] as const;
export type GraphRange = (typeof GRAPH_RANGES)[number];
export type GraphUnit = GraphRange['unit'];

/** The top lists' sizes (§9): countries 10, browsers 7, the others 5 by default. */
export const TOP_COUNTRIES = 10;
export const TOP_BROWSERS = 7;
export const TOP_DEFAULT = 5;

/** How the start of a graph's bar reads on its axis and in its table, by the range's unit. */
export function bucketLabel(since: string, unit: GraphUnit): string {
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) return since;
  const two = (n: number) => String(n).padStart(2, '0');
  switch (unit) {
    case 'hour':
      return `${two(date.getHours())}:00`;
    case 'month':
      return date.toLocaleString('en-GB', { month: 'short', year: 'numeric' });
    default:
      return `${two(date.getDate())}/${two(date.getMonth() + 1)}`;
  }
}
