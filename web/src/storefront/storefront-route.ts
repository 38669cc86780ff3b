/**
 * The little of the storefront the app's entry holds (the rest is its route chunk): which hosts may
 * be a configurator's own domain, the one question that finds the configurator of such a host, and the
 * route's title and colours.
 */
import { JOINERY_HOST } from '../../../rules/addresses.ts';
import { CONFIGURATOR_UNAVAILABLE } from '../../../rules/workspace-suspension.ts';
import type { AppColours } from '../app-theme/AppTheme.tsx';
import type { PublishedConfigurator } from './api/published-api.ts';
import { storefrontColours } from './theme/storefront-colours.ts';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** labels a configurator's Joinery address has: {configurator}.{workspace}.joinery.app */
const CONFIGURATOR_LABELS = JOINERY_HOST.split('.').length + 2;

/**
 * Whether a host is the Joinery app itself, which serves the landing page at / without asking the
 * server: localhost and IP addresses (local starts, tests), and joinery.app with fewer labels than a
 * configurator's address (the app's own host). Every other host may be a configurator's domain.
 */
export function isAppHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':') || host.startsWith('[')) return true;
  if (host === JOINERY_HOST || host.endsWith(`.${JOINERY_HOST}`)) return host.split('.').length < CONFIGURATOR_LABELS;
  return false;
}

export interface HostedConfigurator {
  id: string;
  version: number;
}

let lookup: Promise<HostedConfigurator | null> | undefined;

/**
 * The published configurator that claims this page's host (GET /api/published/domains/{host}), or
 * null: asked once per page load, and never on the app's own hosts, so the landing page waits for nothing.
 */
export function hostStorefront(hostname = window.location.hostname): Promise<HostedConfigurator | null> {
  if (isAppHost(hostname)) return Promise.resolve(null);
  lookup ??= fetch(`/api/published/domains/${encodeURIComponent(hostname.toLowerCase())}`, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<HostedConfigurator>) : null))
    .catch(() => null);
  return lookup;
}

/** Tests start each page load afresh. */
export function forgetHostStorefront(): void {
  lookup = undefined;
}

/** The storefront route's title: the configurator's, or the §8 text when it is not published ('Configurator unavailable' while its workspace is suspended). */
export function storefrontTitle(data: unknown): string {
  const loaded = data as { state?: string; unavailable?: boolean; configurator?: { title?: string } } | null | undefined;
  if (loaded?.state === 'ready') return loaded.configurator?.title || 'Configurator';
  return loaded?.unavailable ? CONFIGURATOR_UNAVAILABLE : 'Configurator not published';
}

/**
 * The storefront route's colours: its configurator's theme, known with the route's data, so the
 * storefront's first render wears it (no flash of the default colours, no second render). The
 * 'not published' page and errors wear the default colours; no storefront data at all (the landing
 * page at /) leaves the colours to the page.
 */
export function storefrontRouteColours(data: unknown): AppColours | null | undefined {
  const loaded = data as { state?: string; configurator?: Pick<PublishedConfigurator, 'theme'> } | null | undefined;
  if (loaded?.state === 'ready') return storefrontColours(loaded.configurator?.theme ?? null);
  return loaded?.state === 'not-published' ? null : undefined;
}
