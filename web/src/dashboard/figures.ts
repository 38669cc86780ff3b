/**
 * The dashboard's figures as the specification words them (application.md §2.7, §8, §9): growth
 * against yesterday, week-over-week change, country names, the graph's ranges and the top lists' sizes.
 * Pure functions, so the rules are tested without a screen (tests/web/dashboard-figures.test.ts).
 */
import type { StatisticsUnit } from './generated/gql/graphql.ts';
import { TOP_DEFAULT } from '../../../rules/statistics.ts';
import { UNKNOWN_COUNTRY } from '../shared/messages.ts';

/** A growth as the server gives it (rules/statistics.ts `growth`, §9): percent to 2 decimals, or infinite when the earlier figure is 0. */
export interface Growth {
  percent: number | null;
  infinite: boolean;
}

/** A growth with its sign: '+12%', '-4%', '0%', '+∞%'; `decimals` digits after the point (§9: 2 for week-over-week, whole percent against yesterday). */
export function formatGrowth({ percent, infinite }: Growth, decimals = 0): string {
  if (infinite || percent === null) return '+∞%';
  const rounded = Number(percent.toFixed(decimals));
  const text = Math.abs(rounded).toFixed(decimals);
  if (rounded === 0) return `${text}%`;
  return `${rounded > 0 ? '+' : '-'}${text}%`;
}

/** How a growth reads for a screen reader: 'up 12% on yesterday', 'up from nothing on yesterday'. */
export function growthWords(growth: Growth, against: string, decimals = 0): string {
  if (growth.infinite || growth.percent === null) return `up from nothing on ${against}`;
  const rounded = Number(growth.percent.toFixed(decimals));
  if (rounded === 0) return `no change on ${against}`;
  return `${rounded > 0 ? 'up' : 'down'} ${Math.abs(rounded).toFixed(decimals)}% on ${against}`;
}

/** Which way a growth goes, for its colour. */
export const growthTrend = ({ percent, infinite }: Growth): 'up' | 'down' | 'flat' =>
  infinite || (percent ?? 0) > 0 ? 'up' : (percent ?? 0) < 0 ? 'down' : 'flat';

let regionNames: Intl.DisplayNames | undefined;

/** A country's name from its ISO 3166 code; an unknown, missing or malformed code is 'Narnia' (§8). */
export function countryName(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code) || code.toUpperCase() === 'ZZ') return UNKNOWN_COUNTRY;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code.toUpperCase()) ?? UNKNOWN_COUNTRY;
}

/** The ranges of the 'Configurations created' graph (§9), each a unit and a count of them, 7 Days first. */
export const GRAPH_RANGES = [
  { label: '7 Days', unit: 'DAY', n: 7 },
  { label: '30 Days', unit: 'DAY', n: 30 },
  { label: '4 Weeks', unit: 'WEEK', n: 4 },
  { label: '24 Hours', unit: 'HOUR', n: 24 },
  { label: '12 Months', unit: 'MONTH', n: 12 },
] as const satisfies readonly { label: string; unit: StatisticsUnit; n: number }[];
export type GraphRange = (typeof GRAPH_RANGES)[number];
export type GraphUnit = GraphRange['unit'];

/** The top lists' sizes (§9): countries 10, browsers 7, the others 5 by default (what the overview query asks for). */
export const TOP_COUNTRIES = 10;
export const TOP_BROWSERS = 7;
export { TOP_DEFAULT };

/** How the start of a graph's bar reads on its axis and in its table, by the range's unit; in UTC, as the server buckets (rules/statistics.ts). */
export function bucketLabel(since: string, unit: GraphUnit): string {
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) return since;
  const two = (n: number) => String(n).padStart(2, '0');
  switch (unit) {
    case 'HOUR':
      return `${two(date.getUTCHours())}:00`;
    case 'MONTH':
      return date.toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    default:
      return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}`;
  }
}
