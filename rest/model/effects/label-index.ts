/**
 * The label index (application.md §2.4, §5, §7), a write effect: each value a resource's head holds in
 * a label list of its kind (the registry's `labels`) is a row of the `labels` collection, rewritten
 * with the head in the same transaction (like usages). So the values of a workspace, and the resources
 * holding one value, are index searches however many resources there are; no list of values is read
 * from the documents. The label tools (products/label-tools.ts) read it.
 */
import { w, type FindOptions, type Store } from '../../store/port.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import { headMoved, type WriteEffect } from './write-effects.ts';

export const LABELS = 'labels';

export interface LabelRow {
  /** `{collection}/{resource}/{field}/{value}` */
  id: string;
  workspace: string;
  collection: string;
  resource: string;
  field: string;
  value: string;
}

/**
 * By workspace, kind and field in value order (the values offered, the resources holding one), and by
 * resource (rewritten on every write).
 */
export const LABEL_INDEXES = [{ fields: ['workspace', 'collection', 'field', 'value', 'id'] }, { fields: ['collection', 'resource'] }];

/** The most resources one batch changes: every one is a new version inside one transaction. */
export const LABEL_BATCH_MAX = 1000;
/** rows read per step while listing distinct values */
export const VALUES_STEP = 50;

/** One step through a workspace's values of a label list, from after `after`, in value order. */
export const labelValuesQuery = (workspace: string, kind: KindDef, field: string, after?: string): FindOptions => ({
  where: w.and(w.eq('workspace', workspace), w.eq('collection', kind.collection), w.eq('field', field), after !== undefined && w.gt('value', after)),
  sort: [{ field: 'value', dir: 'asc' }],
  limit: VALUES_STEP,
});

/** The rows of the resources holding one value (one more than a batch may change, to tell it is too many). */
export const labelHoldersQuery = (workspace: string, kind: KindDef, field: string, value: string): FindOptions => ({
  where: w.and(w.eq('workspace', workspace), w.eq('collection', kind.collection), w.eq('field', field), w.eq('value', value)),
  limit: LABEL_BATCH_MAX + 1,
});

/** What a write does to a resource's label rows: by resource. */
export const labelsOfResource = (kind: KindDef, id: string) => w.and(w.eq('collection', kind.collection), w.eq('resource', id));

/** The distinct strings of a label list, in their order. */
export function labelsOf(document: Record<string, unknown> | null | undefined, field: string): string[] {
  const value = document?.[field];
  return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
}

const sameLabels = (kind: KindDef, a: Record<string, unknown> | null, b: Record<string, unknown>) =>
  (kind.labels ?? []).every((field) => {
    const [x, y] = [labelsOf(a, field), labelsOf(b, field)];
    return x.length === y.length && x.every((v, i) => v === y[i]);
  });

/**
 * Rewrites a resource's label rows for its new head document, inside the write's transaction. Kinds
 * without labels cost nothing; a write that keeps the labels (`previous` the same) costs nothing either.
 */
export async function replaceLabels(
  tx: Store,
  kind: KindDef,
  head: Pick<HeadRow, 'id' | 'workspace'>,
  document: Record<string, unknown> | null,
  previous: Record<string, unknown> | null = null,
): Promise<void> {
  if (!kind.labels?.length) return;
  if (document && previous && sameLabels(kind, previous, document)) return;
  if (previous !== null || !document) await tx.delete(LABELS, labelsOfResource(kind, head.id));
  if (!document) return;
  const rows: LabelRow[] = kind.labels.flatMap((field) =>
    labelsOf(document, field).map((value) => ({
      id: `${kind.collection}/${head.id}/${field}/${value}`,
      workspace: head.workspace,
      collection: kind.collection,
      resource: head.id,
      field,
      value,
    })),
  );
  if (rows.length) await tx.insert(LABELS, rows);
}

/** Keeps the label rows in step with each head: a new head's labels replace the old; a deleted or archived resource offers none. */
export const labelIndex: WriteEffect = {
  name: 'labels',
  appliesTo: (kind) => Boolean(kind.labels?.length),
  async onVersion(tx, written) {
    if (headMoved(written)) await replaceLabels(tx, written.kind, written.newHead, written.newHead.document, written.oldHead?.document ?? null);
  },
  async onRemove(tx, removed) {
    // an archived resource's labels are offered no more, like the resource in lists
    if (removed.mode !== 'version') await replaceLabels(tx, removed.kind, removed.head, null);
  },
};
