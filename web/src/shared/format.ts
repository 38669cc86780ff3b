import { TRUNCATE_DEFAULT } from './constants.ts';

/** Cuts text at `max` characters and appends '...' when it was longer. */
export function truncate(text: string, max: number = TRUNCATE_DEFAULT): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy, or dd/MM/yy with `short` (the products table), in the viewer's time zone; '' when invalid. */
export function formatDate(iso: string, short = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const year = String(date.getFullYear());
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${short ? year.slice(-2) : year}`;
}

/**
 * The report text of paged tables. A total the server stopped counting (`exact` false) is a lower
 * bound, shown as '1000+' so the text never claims more than is known.
 */
export function pageReport(first: number, last: number, totalRecords: number, exact = true): string {
  return `Showing ${first} to ${last} of ${totalRecords}${exact ? '' : '+'} entries`;
}
