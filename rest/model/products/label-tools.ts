/**
 * The label tools (application.md §2.4, §5, §7): the categories and functions of products offered by
 * `GET /categories` and `GET /functions`, and the batch tools that add, rename or delete one. The
 * values are read from the label rows that the label index (effects/label-index.ts, a write effect) keeps.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { w } from '../../store/port.ts';
import { readableWorkspaces, type Actor } from '../identity/actor.ts';
import { badRequest, notFound } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { LABEL_BATCH_MAX, LABELS, labelHoldersQuery, labelsOf, labelValuesQuery, VALUES_STEP, type LabelRow } from '../effects/label-index.ts';
import { permissionsOf } from '../resources/permissions.ts';
import { listScope } from '../lists/resource-lists.ts';
import type { Envelope } from '../resources/resource-types.ts';
import { RESOURCE_ID, type Runtime } from '../runtime.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import { assertValid } from '../validation.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import type { PageOptions } from '../resources/resource-reads.ts';
import { LIST_LIMIT_MAX } from '../resources/resource-types.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';

/** A guest's values are read from the resources shared with them: at most this many. */
const GUEST_SCAN_MAX = 10_000;

export class ResourceLabels {
  constructor(
    private readonly rt: Runtime,
    private readonly writes: DocumentWrites,
  ) {}

  private assertField(kind: KindDef, field: unknown): asserts field is string {
    if (typeof field !== 'string' || !kind.labels?.includes(field)) {
      throw badRequest(`field must be one of: ${(kind.labels ?? []).join(', ') || 'none'} (${kind.collection} have no label list ${String(field)})`);
    }
  }

  /** A label value must be what the kind's schema admits in the list (the item schema is the one source). */
  private assertValue(kind: KindDef, field: string, value: unknown, param: string): asserts value is string {
    const item = (kind.schema.properties as Record<string, { items?: TSchema }>)[field]?.items ?? Type.String();
    assertValid(item, value, param);
    if ((value as string).trim() !== value) throw badRequest(`${param} must not begin or end with spaces`);
  }

  /**
   * The distinct values of a label list over the resources of the current workspace the actor may
   * read, in alphabetical order. Staff read the whole workspace: its label rows answer, read in value
   * order a few at a time, each step starting after the last value seen (so a value held by many costs
   * one step, not one row each). A guest reads what is shared with them (or public): those resources
   * are read, as a list would.
   */
  async values(actor: Actor, kind: KindDef, field: string): Promise<string[]> {
    this.assertField(kind, field);
    const values = readableWorkspaces(actor).includes(actor.workspace)
      ? await this.workspaceValues(actor.workspace, kind, field)
      : await this.readableValues(actor, kind, field);
    return values.sort((a, b) => a.localeCompare(b) || (a < b ? -1 : a > b ? 1 : 0));
  }

  /**
   * A page of those values in code-point order (the store's): `limit` from 1 to LIST_LIMIT_MAX (all 200
   * when absent, a label tool's whole list in most workspaces), then `cursor` as the page's `next`.
   */
  async valuesPage(actor: Actor, kind: KindDef, field: string, options: PageOptions = {}): Promise<{ values: string[]; next: string | null }> {
    this.assertField(kind, field);
    const limit = pageLimit(options.limit, LIST_LIMIT_MAX, LIST_LIMIT_MAX);
    const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, 'labels')[0];
    if (after !== undefined && typeof after !== 'string') throw badRequest('cursor is not a cursor of these labels');
    const values = readableWorkspaces(actor).includes(actor.workspace)
      ? await this.workspaceValues(actor.workspace, kind, field, after, limit + 1)
      : (await this.readableValues(actor, kind, field)).filter((value) => after === undefined || value > after).sort().slice(0, limit + 1);
    const page = values.slice(0, limit);
    return { values: page, next: values.length > limit ? encodeCursor('labels', [page[page.length - 1]]) : null };
  }

  /** The workspace's values after `after`, in value order, up to `max` of them. */
  private async workspaceValues(workspace: string, kind: KindDef, field: string, after?: string, max = Infinity): Promise<string[]> {
    const values: string[] = [];
    for (;;) {
      const rows = (await this.rt.store.find(LABELS, labelValuesQuery(workspace, kind, field, after))) as LabelRow[];
      for (const row of rows) if (values[values.length - 1] !== row.value && values.length < max) values.push(row.value);
      if (rows.length < VALUES_STEP || values.length >= max) return values;
      // the rest of this value's rows are skipped: the next step starts at the next value
      after = rows[rows.length - 1].value;
    }
  }

  private async readableValues(actor: Actor, kind: KindDef, field: string): Promise<string[]> {
    const heads = (await this.rt.store.find(kind.collection, {
      where: listScope(actor, kind.collection, {}, false),
      limit: GUEST_SCAN_MAX,
      omit: ['filter', 'data', 'grants'],
    })) as HeadRow[];
    return [...new Set(heads.flatMap((head) => labelsOf(head.document, field)))];
  }

  /** Ids of the resources of the current workspace holding a value that the actor may read (404 when there are none). */
  private async holders(actor: Actor, kind: KindDef, field: string, value: string): Promise<string[]> {
    const rows = (await this.rt.store.find(LABELS, labelHoldersQuery(actor.workspace, kind, field, value))) as LabelRow[];
    if (rows.length > LABEL_BATCH_MAX) {
      throw badRequest(`more than ${LABEL_BATCH_MAX} ${kind.collection} hold the ${field} value ${value}: one change may touch at most ${LABEL_BATCH_MAX}`);
    }
    const heads = (await this.rt.store.find(kind.collection, {
      where: w.in('id', rows.map((r) => r.resource)),
      omit: ['document', 'filter', 'data'],
    })) as HeadRow[];
    const readable = heads.filter((head) => !head.deleted && permissionsOf(actor, head).read).map((head) => head.id);
    if (!readable.length) throw notFound(`No ${kind.label.toLowerCase()} you may read has ${value} in its ${field}`);
    return readable;
  }

  /** Adds `name` to the list of each resource of `ids` that lacks it (no value twice in one resource). */
  async add(actor: Actor, kind: KindDef, field: string, name: unknown, ids: unknown): Promise<Envelope[]> {
    this.assertField(kind, field);
    this.assertValue(kind, field, name, 'name');
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > LABEL_BATCH_MAX) throw badRequest(`ids must list 1 to ${LABEL_BATCH_MAX} ${kind.collection}`);
    ids.forEach((id, i) => {
      if (typeof id !== 'string' || !RESOURCE_ID.test(id)) throw badRequest(`ids/${i} must be a resource id: 24 lower-case hexadecimal characters`);
    });
    return this.writes.writeEach(actor, kind, [...new Set(ids)], (document) => {
      const list = labelsOf(document, field);
      return list.includes(name) ? undefined : { ...document, [field]: [...list, name] };
    });
  }

  /** Renames `name` to `newName` in every resource of the current workspace the actor may read that holds it. */
  async rename(actor: Actor, kind: KindDef, field: string, name: unknown, newName: unknown): Promise<Envelope[]> {
    this.assertField(kind, field);
    this.assertValue(kind, field, name, 'name');
    this.assertValue(kind, field, newName, 'newName');
    if (newName === name) throw badRequest(`newName must differ from name (${name})`);
    const ids = await this.holders(actor, kind, field, name);
    return this.writes.writeEach(actor, kind, ids, (document) => {
      const list = labelsOf(document, field);
      if (!list.includes(name)) return undefined;
      // a resource holding both keeps the new name once
      return { ...document, [field]: [...new Set(list.map((v) => (v === name ? newName : v)))] };
    });
  }

  /** Removes `name` from every resource of the current workspace the actor may read that holds it. */
  async remove(actor: Actor, kind: KindDef, field: string, name: unknown): Promise<Envelope[]> {
    this.assertField(kind, field);
    this.assertValue(kind, field, name, 'name');
    const ids = await this.holders(actor, kind, field, name);
    return this.writes.writeEach(actor, kind, ids, (document) => {
      const list = labelsOf(document, field);
      return list.includes(name) ? { ...document, [field]: list.filter((v) => v !== name) } : undefined;
    });
  }
}
