/**
 * What the version-history popover (application.md §2.13) reads: the version graph a part at a time
 * (docs/decisions.md, issue 5: the newest versions with the one viewed, then older pages on demand),
 * and what a merge would do before anything is written.
 */
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest, notFound } from '../errors.ts';
import { diff, type Change } from './json-changes.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { pageLimit } from '../lists/paging.ts';
import {
  assertVersionNumber, describeResource, graphRecords, readableHead, versionInfo, versionRecord, versionRow, type AccessOptions,
} from '../resources/resource-access.ts';
import { GRAPH_WINDOW, LIST_LIMIT_MAX, type VersionInfo } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { versionsOf, type VersionRow } from '../resources/storage-layout.ts';
import { planMerge, valueAt } from './version-merge.ts';

export interface GraphQuery {
  /** the version viewed: it and its parents are included even when older than the newest versions */
  around?: number;
  /** a page of older versions instead: those numbered up to this one, the newest `limit` of them */
  before?: number;
  /** versions per older page (default GRAPH_WINDOW, at most LIST_LIMIT_MAX) */
  limit?: number;
}

/** A part of a resource's version graph, oldest first; `older` is where the next older page starts (null: none left). */
export interface GraphPart {
  head: number;
  versions: VersionInfo[];
  older: number | null;
}

export interface MergeConflict {
  /** JSON Pointer of the value both sides changed */
  path: string;
  /** its value in the common ancestor, in version a and in version b (undefined where absent) */
  base: unknown;
  a: unknown;
  b: unknown;
}

export interface MergePreview {
  a: number;
  b: number;
  base: number | null;
  /** what the merge changes in version a: b's changes since the base that do not conflict */
  changes: Change[];
  conflicts: MergeConflict[];
}

export class VersionViews {
  constructor(private readonly rt: Runtime) {}

  async graph(actor: Actor, kind: KindDef, id: string, query: GraphQuery, options: AccessOptions = {}): Promise<GraphPart> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    if (query.before === undefined || query.before === null) {
      const viewed = query.around ?? head.head;
      assertVersionNumber(viewed, 'around');
      const around = await versionRecord(this.rt.store, kind, head.id, viewed);
      if (!around) throw notFound(`${describeResource(kind, head.id)} has no version ${viewed}`);
      const { rows, older } = await graphRecords(this.rt.store, kind, head, around);
      return { head: head.head, versions: rows.map(versionInfo), older };
    }
    assertVersionNumber(query.before, 'before');
    if (query.around !== undefined && query.around !== null) throw badRequest('around and before cannot be given together: before pages on from a graph already read');
    const limit = pageLimit(query.limit ?? undefined, GRAPH_WINDOW, LIST_LIMIT_MAX);
    const rows = (await this.rt.store.find(versionsOf(kind), {
      where: w.and(w.eq('resource', head.id), w.lte('version', query.before)),
      sort: [{ field: 'version', dir: 'desc' }],
      limit: limit + 1,
      omit: ['document'],
    })) as VersionRow[];
    const page = rows.slice(0, limit);
    const older = rows.length > limit ? page[page.length - 1].version - 1 : null;
    return { head: head.head, versions: page.reverse().map(versionInfo), older };
  }

  /** What merging versions a and b would give (a's document with b's changes), writing nothing. */
  async mergePreview(actor: Actor, kind: KindDef, id: string, a: number, b: number, options: AccessOptions = {}): Promise<MergePreview> {
    const { head } = await readableHead(this.rt.store, actor, kind, id, options);
    assertVersionNumber(a, 'a');
    assertVersionNumber(b, 'b');
    if (a === b) throw badRequest('a and b must name two different versions to merge');
    const rowA = await versionRow(this.rt.store, kind, head, a);
    const rowB = await versionRow(this.rt.store, kind, head, b);
    const merged = await planMerge(this.rt.store, kind, head, rowA, rowB);
    return {
      a,
      b,
      base: merged.base ?? null,
      changes: diff(rowA.document, merged.document),
      conflicts: merged.conflicts.map((path) => ({
        path,
        base: valueAt(merged.baseDocument, path),
        a: valueAt(rowA.document, path),
        b: valueAt(rowB.document, path),
      })),
    };
  }
}
