/**
 * Prices (application.md §5, §9): a module's price is a text whose first number counts; an order's
 * total is Σ ceil(quantity / per) × price, to two decimals. Computed in exact integer millionths so
 * that no sum drifts (0.1 + 0.2 is 0.3 here), shared by the storefront, the server's re-check and
 * the order lists.
 */

/** The first number of a price text: digits with an optional decimal part; thousands may be grouped with commas ('£1,250.50'). */
const FIRST_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/;

/** Prices are kept to six decimals (millionths): finer fractions of a currency unit are rounded. */
const SCALE_DIGITS = 6;
const SCALE = 10n ** BigInt(SCALE_DIGITS);

/** The first number in a price text as exact millionths, otherwise 0 (a price is never negative: a '-' is not read as a sign). */
export function priceMillionths(text: string | undefined | null): bigint {
  const match = typeof text === 'string' ? FIRST_NUMBER.exec(text) : null;
  if (!match) return 0n;
  const [whole, fraction = ''] = match[0].replace(/,/g, '').split('.');
  const kept = fraction.slice(0, SCALE_DIGITS).padEnd(SCALE_DIGITS, '0');
  const roundUp = fraction.length > SCALE_DIGITS && fraction[SCALE_DIGITS] >= '5' ? 1n : 0n;
  return BigInt(whole) * SCALE + BigInt(kept) + roundUp;
}

/** §5: the first number in a price text, otherwise 0. */
export function parsePrice(text: string | undefined | null): number {
  return Number(priceMillionths(text)) / Number(SCALE);
}

/** Rounds millionths half up to cents and gives the amount as a number of currency units. */
export function toCurrencyUnits(millionths: bigint): number {
  const cents = (millionths + SCALE / 200n) / (SCALE / 100n);
  return Number(cents) / 100;
}

/** How many priced lots `quantity` items take, sold `per` to a lot (per below 1 counts as 1). */
export function lots(quantity: number, per: number | undefined): number {
  const size = per !== undefined && Number.isFinite(per) && per >= 1 ? Math.floor(per) : 1;
  return Math.ceil(Math.max(0, quantity) / size);
}

export interface PricedItem {
  quantity: number;
  per?: number;
  properties?: { price?: string };
}

/** One line's amount in millionths: ceil(quantity / per) × price. */
export function lineMillionths(item: PricedItem): bigint {
  return BigInt(lots(item.quantity, item.per)) * priceMillionths(item.properties?.price);
}

/** §9: Σ ceil(quantity / per) × parsed price over the line items, to two decimals. */
export function orderTotal(items: readonly PricedItem[]): number {
  return toCurrencyUnits(items.reduce((sum, item) => sum + lineMillionths(item), 0n));
}
