/** The money formats by currency, made once each: making an Intl.NumberFormat costs far more than using one. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in the configurator's currency (ISO 4217), in the visitor's number format. */
export function formatMoney(amount: number, currency: string): string {
  try {
    let format = moneyFormats.get(currency);
    if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat(undefined, { style: 'currency', currency })));
    return format.format(amount);
  } catch {
    // a code Intl does not know: the number and the code
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * A new Idempotency-Key: a random UUID, made once per order attempt and sent again when that attempt
 * is retried, so the server makes one order of it. randomUUID needs a secure context; a storefront on
 * plain http makes a version-4 UUID from getRandomValues.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
