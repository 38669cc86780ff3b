/**
 * Addresses of configurators (its Joinery address, the maker's own domain, its pictures), shared by
 * the server's schema and the web's forms. Like every file in rules/ it imports
 * neither side (rules/tsconfig.json).
 */

/** a lower-case host name: dot-separated labels of letters, digits and inner hyphens, 63 characters each, 253 in all */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Where Joinery serves configurators: {configurator}.{workspace}.joinery.app */
export const JOINERY_HOST = 'joinery.app';

/** One host-name label made from a name: lower case, other characters as hyphens, at most 63 characters. */
export function hostLabel(name: string, fallback: string): string {
  const label = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 63)
    .replace(/^-+|-+$/g, '');
  return label || fallback;
}

/** The Joinery address a new configurator gets: its name under its workspace's, e.g. shelving.oak-and-ash.joinery.app */
export function defaultJoineryDomain(title: string, workspaceName: string): string {
  return `${hostLabel(title.replace(/\bconfigurator\b/i, ''), 'configurator')}.${hostLabel(workspaceName, 'workspace')}.${JOINERY_HOST}`;
}

/** The address customers open: the maker's own domain when it has one, otherwise the Joinery address. */
export function publicAddress({ joineryDomain, customerDomain }: { joineryDomain: string; customerDomain?: string | null }): string {
  return `https://${customerDomain || joineryDomain}/`;
}

/** a picture's address: http(s) with a host, or a path on this server */
export const IMAGE_ADDRESS_PATTERN = /^(https?:\/\/[^\s/]+|\/)\S*$/;

/** a web page's origin: http(s)://host, with a port when it has one, nothing after it (no path, no trailing slash) */
export const ORIGIN_PATTERN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)(:\d{1,5})?$/;
