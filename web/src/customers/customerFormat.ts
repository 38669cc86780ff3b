/** The time filters of the customers list (§9): each keeps customers who signed up from the start of a day on. */
export const CUSTOMER_TIME_FILTERS = [
  { value: 'all', label: 'All Times', daysBack: null },
  { value: 'today', label: 'Today', daysBack: 0 },
  { value: 'lastWeek', label: 'Last Week', daysBack: 7 },
  { value: 'last30Days', label: 'Last 30 Days', daysBack: 30 },
] as const;
export type CustomerTimeFilter = (typeof CUSTOMER_TIME_FILTERS)[number]['value'];

/** The instant a time filter keeps customers from: the start (in the viewer's time zone) of today, 7 or 30 days ago; undefined for All Times. */
export function signedUpSince(filter: CustomerTimeFilter, now = new Date()): string | undefined {
  const { daysBack } = CUSTOMER_TIME_FILTERS.find((f) => f.value === filter) ?? CUSTOMER_TIME_FILTERS[0];
  return daysBack === null ? undefined : new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack).toISOString();
}

/** A browser or system as 'Firefox 121', or '' when unknown. */
export const softwareLabel = (software: { family: string | null; major: string | null }) => [software.family, software.major].filter(Boolean).join(' ');
