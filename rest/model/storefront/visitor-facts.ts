/**
 * What a storefront visit's request tells about the visitor (issue 18 §9): where the address is
 * (geoip-lite's offline database) and which browser and system sent it (ua-parser-js).
 *
 * geoip-lite reads its whole database (~150 MB) into memory when it is first required, which also
 * blocks for a second or two: it is loaded on the first visit that has a public address to look up,
 * never at start, and never for private addresses (which it cannot place anyway).
 */
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import type { UAParser as UAParserClass } from 'ua-parser-js';

export interface Location {
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  /** the region's code within the country (ISO 3166-2 without the country: 'ENG') */
  region: string | null;
  city: string | null;
}

export interface Software {
  family: string | null;
  major: string | null;
}

const PRIVATE = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::1', 128], ['::', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

/** An address as it is kept: an IPv4 address mapped into IPv6 (::ffff:1.2.3.4) is the IPv4 address. */
export function normalAddress(address: string): string | null {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(plain) ? plain : null;
}

export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  return version === 0 || PRIVATE.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

type GeoIp = { lookup(address: string): { country?: string; region?: string; city?: string } | null };
let geoip: Promise<GeoIp> | undefined;

/** Loads geoip-lite once, on first use. */
function geoDatabase(): Promise<GeoIp> {
  geoip ??= import('geoip-lite').then((module) => ((module as { default?: GeoIp }).default ?? (module as unknown as GeoIp)));
  return geoip;
}

/** Whether this process has loaded the geo database (tests check that it is not loaded for nothing). */
export const geoDatabaseLoaded = () => geoip !== undefined;

const orNull = (value: string | undefined) => (value ? value : null);

/** Where an address is, as far as the offline database knows; all null for private and unknown addresses. */
export async function locate(address: string): Promise<Location> {
  if (isPrivateAddress(address)) return { country: null, region: null, city: null };
  const found = (await geoDatabase()).lookup(address);
  return { country: orNull(found?.country), region: orNull(found?.region), city: orNull(found?.city) };
}

const require = createRequire(import.meta.url);
let uaParser: typeof UAParserClass | undefined;
/** ua-parser-js (CommonJS, so required in step) loads with the first visit rather than at start */
const UAParser = () => (uaParser ??= (require('ua-parser-js') as { UAParser: typeof UAParserClass }).UAParser);

const major = (version: string | undefined) => orNull(version?.split('.')[0]);

/** The browser and system families and major versions of a User-Agent header (nulls where it does not say). */
export function softwareOf(userAgent: string | undefined): { browser: Software; os: Software } {
  const { browser, os } = new (UAParser())(userAgent ?? '').getResult();
  return {
    browser: { family: orNull(browser.name), major: orNull(browser.major) ?? major(browser.version) },
    os: { family: orNull(os.name), major: major(os.version) },
  };
}
