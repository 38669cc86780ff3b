/**
 * Merging two versions of one resource three-way: the one computation behind the merge write
 * (PUT …/v/{head}?from=a&from=b) and the merge preview the version-history popover shows first.
 */
import type { Store } from '../../store/port.ts';
import { merge3 } from './json-changes.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { allVersions, versionRow } from '../resources/resource-access.ts';
import type { HeadRow, VersionRow } from '../resources/storage-layout.ts';
import { mergeBase } from './version-graph.ts';

export interface PlannedMerge {
  /** the versions' nearest common ancestor, undefined when they share none */
  base: number | undefined;
  /** the base's document ({} without a base) */
  baseDocument: Record<string, unknown>;
  /** version a's document with b's changes since the base applied (those that do not conflict) */
  document: Record<string, unknown>;
  /** JSON Pointers both sides changed differently, sorted */
  conflicts: string[];
}

/** Merges versions a and b of a resource; reads run one at a time, so `store` may be a transaction. */
export async function planMerge(store: Store, kind: KindDef, head: HeadRow, a: VersionRow, b: VersionRow): Promise<PlannedMerge> {
  const rows = await allVersions(store, kind, head.id);
  const graph = new Map(rows.map((r) => [r.version, r]));
  const base = mergeBase(graph, a.version, b.version);
  const baseDocument = base === undefined ? {} : (await versionRow(store, kind, head, base)).document;
  const merged = merge3(baseDocument, a.document, b.document);
  return { base, baseDocument, document: merged.document, conflicts: merged.conflicts };
}

/** The value a JSON Pointer (RFC 6901) names in a document; undefined where there is none. */
export function valueAt(document: unknown, path: string): unknown {
  let value: unknown = document;
  for (const raw of path.split('/').slice(1)) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}
