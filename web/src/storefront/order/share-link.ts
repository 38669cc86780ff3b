/**
 * The address that reopens a saved configuration on the versions it pins: the storefront's own
 * address (/c/{id}, or / on the configurator's domain) with `?configuration={cid}`, or `{cid}:{version}`
 * for a configuration past its first version.
 */
export function shareLink(location: Pick<Location, 'origin' | 'pathname'>, saved: { id: string; version: number }): string {
  const reference = saved.version === 1 ? saved.id : `${saved.id}:${saved.version}`;
  return `${location.origin}${location.pathname}?configuration=${encodeURIComponent(reference)}`;
}

/** The configuration a share link names: its id and version (1 when it names none); null for anything else. */
export function sharedConfiguration(value: string | null): { id: string; version: number } | null {
  const match = value ? /^([A-Za-z0-9_-]{1,64})(?::(\d{1,9}))?$/.exec(value) : null;
  return match ? { id: match[1], version: match[2] ? Number(match[2]) : 1 } : null;
}
