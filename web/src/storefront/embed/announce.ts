/**
 * What the storefront tells a page that embeds it (an iframe on the maker's shop), by postMessage:
 * `{ source: 'joinery', type: 'price', total, currency }` as the price changes and
 * `{ source: 'joinery', type: 'ordered', order, total, currency }` after an order. Only a parent
 * whose origin the configurator lists (embedOrigins) hears them; others get nothing.
 */
export type StorefrontAnnouncement =
  | { type: 'price'; total: number; currency: string }
  | { type: 'ordered'; order: string; total: number; currency: string };

/** The embedding page's origin: the browser names it (ancestorOrigins), else the frame's referrer does. */
function parentOrigin(): string | undefined {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

export function announce(embedOrigins: readonly string[] | undefined, message: StorefrontAnnouncement): void {
  if (window.parent === window || !embedOrigins?.length) return;
  const origin = parentOrigin();
  // posting to an origin the parent does not have makes the browser log an error: only the parent's own, when listed
  if (!origin || !embedOrigins.includes(origin)) return;
  window.parent.postMessage({ source: 'joinery', ...message }, origin);
}
