import { TRUNCATE_DEFAULT } from './constants.ts';

/** Cuts text at `max` characters and appends '...' when it was longer (§9: 20 by default). */
export function truncate(text: string, max: number = TRUNCATE_DEFAULT): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy, or dd/MM/yy with `short` (tables), in the viewer's time zone; '' when invalid. */
export function formatDate(iso: string, short = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const year = String(date.getFullYear());
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${short ? year.slice(-2) : year}`;
}

/** dd/MM/yyyy HH:mm, in the viewer's time zone (versions of one day differ by their time); '' when invalid. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(iso)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * The report text of paged tables. A total the server stopped counting (`exact` false) is a lower
 * bound, shown as '1000+' so the text never claims more than is known.
 */
export function pageReport(first: number, last: number, totalRecords: number, exact = true): string {
  return `Showing ${first} to ${last} of ${totalRecords}${exact ? '' : '+'} entries`;
}

/**
 * Letters for an avatar (§9): the first two letters of a single word, or the first letters of the
 * first two words, in upper case. A token without a letter or digit ('&', '-') is not a word.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

/** A URL-safe key for a name: lower-cased, every run of other characters one hyphen. */
export function slugOf(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
