import { w, type Store } from '../../store/port.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { parsePath, type Step } from '../subresources/subresource-paths.ts';
import type { VersionRow } from '../resources/storage-layout.ts';
import type { ResourceRemoved, VersionWritten, WriteEffect } from '../effects/write-effects.ts';

/**
 * Which versions refer to which blobs (by the hashString of their files), kept with every version
 * written and deleted, so that blobs no version refers to can be found without reading documents.
 */
export const BLOB_REFS = 'blobrefs';

interface BlobRefRow {
  id: string;
  hash: string;
  collection: string;
  resource: string;
  version: number;
}

/** Every value a path reaches, over every element of the lists and maps it picks from. */
function valuesAt(value: unknown, steps: Step[]): unknown[] {
  if (!steps.length) return value === undefined ? [] : [value];
  const [step, ...rest] = steps;
  if (!value || typeof value !== 'object') return [];
  if ('field' in step) return Array.isArray(value) ? [] : valuesAt((value as Record<string, unknown>)[step.field], rest);
  return Object.values(value).flatMap((item) => valuesAt(item, rest));
}

/** The hashes of the files a document holds where its kind has binary content. */
export function fileHashes(kind: KindDef, document: unknown): string[] {
  const hashes = new Set<string>();
  for (const def of kind.subresources) {
    if (!def.content) continue;
    for (const file of valuesAt(document, parsePath(def.path).steps)) {
      const hash = (file as { hashString?: unknown })?.hashString;
      if (typeof hash === 'string') hashes.add(hash);
    }
  }
  return [...hashes];
}

/** A write effect: every version's file hashes are kept beside it, and go with the versions deleted. */
export class BlobRefs implements WriteEffect {
  readonly name = 'blob references';

  appliesTo(kind: KindDef): boolean {
    return kind.subresources.some((def) => def.content);
  }

  async ensureIndexes(store: Store): Promise<void> {
    await store.ensureIndexes(BLOB_REFS, [{ fields: ['hash'] }, { fields: ['collection', 'resource', 'version'] }]);
  }

  async onVersion(tx: Store, { kind, version }: VersionWritten): Promise<void> {
    await this.added(tx, kind, version);
  }

  /** An archived resource keeps its versions, so their blobs too. */
  async onRemove(tx: Store, removed: ResourceRemoved): Promise<void> {
    if (removed.mode === 'archive') return;
    const { kind, id } = removed;
    await tx.delete(BLOB_REFS, w.and(w.eq('collection', kind.collection), w.eq('resource', id), removed.mode === 'version' && w.eq('version', removed.version)));
  }

  private async added(tx: Store, kind: KindDef, row: VersionRow): Promise<void> {
    const rows: BlobRefRow[] = fileHashes(kind, row.document).map((hash) => ({
      id: `${kind.collection}/${row.resource}:${row.version}/${hash}`,
      hash,
      collection: kind.collection,
      resource: row.resource,
      version: row.version,
    }));
    if (rows.length) await tx.insert(BLOB_REFS, rows);
  }

  async isReferenced(store: Store, hash: string): Promise<boolean> {
    return (await store.findOne(BLOB_REFS, w.eq('hash', hash))) !== null;
  }
}
