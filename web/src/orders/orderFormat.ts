import type { OrderStatus } from './gql/graphql.ts';
import type { TagStatus } from '../shared/StatusTag.tsx';

/**
 * The money formats by currency, made once each: a table formats a price per row and render, and
 * making an Intl.NumberFormat costs far more than formatting with one (it showed in the app's profile).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A price in the order's currency with two decimals (§9): £339.00. */
export function formatMoney(amount: number, currency: string): string {
  try {
    let format = moneyFormats.get(currency);
    if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })));
    return format.format(amount);
  } catch {
    // a code Intl does not know still shows the amount, to two decimals
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** The order statuses in workflow order (§4: received, processing, delivered), as the boxes and filter show them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['received', 'processing', 'delivered'];

/** The tag colour of an order status (§4 tag statuses). */
export const ORDER_STATUS_TAG: Record<OrderStatus, TagStatus> = { received: 'info', processing: 'warning', delivered: 'success' };

/** The time filters of the orders list (§2.5, §9): each keeps orders created from the start of a day on. */
export const TIME_FILTERS = [
  { value: 'all', label: 'All Times', daysBack: null },
  { value: 'today', label: 'Today', daysBack: 0 },
  { value: 'yesterday', label: 'Yesterday', daysBack: 1 },
  { value: 'lastWeek', label: 'Last Week', daysBack: 7 },
] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number]['value'];

/** The instant a time filter keeps orders from: the start (in the viewer's time zone) of today, yesterday or 7 days ago; undefined for All Times. */
export function createdSince(filter: TimeFilter, now = new Date()): string | undefined {
  const { daysBack } = TIME_FILTERS.find((f) => f.value === filter) ?? TIME_FILTERS[0];
  if (daysBack === null) return undefined;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  return start.toISOString();
}
