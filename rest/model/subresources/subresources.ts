import { isDeepStrictEqual } from 'node:util';
import type { Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { headEtag, noneMatch, versionEtag, type Conditional } from '../resources/conditional.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { mergePatch } from '../versions/json-changes.ts';
import { assertJsonBody } from '../json-limits.ts';
import type { KindDef, SubresourceDef } from '../kinds/kind-def.ts';
import { describeResource, envelope, readableHead, versionInfo, versionRow, type AccessOptions } from '../resources/resource-access.ts';
import type { LogQuery, ReadOptions, ResourceReads } from '../resources/resource-reads.ts';
import type { Envelope, VersionInfo } from '../resources/resource-types.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';
import type { WriteFlags } from '../writes/write-types.ts';
import type { VersionRow } from '../resources/storage-layout.ts';
import { pendingValue } from '../tasks/pending-values.ts';
import { changeAt, concretePath, locate, parsePath, placeOf, removalSteps, REMOVE } from './subresource-paths.ts';

/** A sub-resource read: the envelope of the version read, its `document` the sub-resource's value. */
export interface SubresourceRead extends Envelope {
  /** with complete=true: the record of the version read */
  info?: VersionInfo;
}

/** One version in a sub-resource's log: its record, the value then, and whether that version changed it. */
export interface SubresourceLogEntry extends VersionInfo {
  /** the sub-resource at this version; null where the version has none */
  document: unknown;
  /** whether it differs from the version's first parent (a first version: whether it has one) */
  changed: boolean;
}

export type Params = Record<string, unknown>;

/**
 * One sub-resource of one resource: its kind and registry entry, the resource id, the version (the
 * version read or written on; undefined for the head) and the values of its path's item picks.
 */
export interface SubresourceAt {
  kind: KindDef;
  def: SubresourceDef;
  id: string;
  version?: number;
  params: Params;
}

/**
 * Sub-resources (rest-api.md §3.2, §7.4, §7.7, §7.8): reads of a place in a version's document, its
 * log across versions, and writes, each a new version of the resource (the head moves unless notHead).
 * A version's sub-resources never change afterwards, like the rest of it.
 */
export class Subresources {
  constructor(
    private readonly store: Store,
    private readonly reads: ResourceReads,
    private readonly writes: DocumentWrites,
  ) {}

  /** The value at the sub-resource in a document, or how far the document goes. */
  valueIn(def: SubresourceDef, document: unknown, params: Params): { value: unknown } | { missing: string } {
    const found = locate(document, placeOf(def).steps, params);
    if (!('value' in found) || !def.view) return found;
    return { value: def.view.select(found.value) };
  }

  private valueOf({ kind, def, id, params }: SubresourceAt, version: number, document: unknown): unknown {
    const found = this.valueIn(def, document, params);
    if (!('value' in found)) throw notFound(`${describeResource(kind, id)} version ${version} has no ${found.missing}`);
    return found.value;
  }

  /** A value its task still computes is refused with where the task stands (tasks/pending-values.ts). */
  private async assertComputed({ kind, def, id, params }: SubresourceAt, document: unknown): Promise<void> {
    const task = def.computedBy?.(document);
    if (task && !('value' in this.valueIn(def, document, params))) throw await pendingValue(this.store, `The ${def.path.split('/')[0]} of ${describeResource(kind, id)}`, task);
  }

  /** The head form (`at.version` undefined, ETag of the head) or the versioned form (ETag of the version and revision). */
  async read(actor: Actor, at: SubresourceAt, options: ReadOptions = {}, ifNoneMatch?: string): Promise<Conditional<SubresourceRead>> {
    const { head } = await readableHead(this.store, actor, at.kind, at.id, options);
    const row = at.version === undefined ? undefined : await versionRow(this.store, at.kind, head, at.version);
    const number = row?.version ?? head.head;
    const etag = row || options.complete ? versionEtag(number, head.revision) : headEtag(head.head);
    await this.assertComputed(at, row?.document ?? head.document);
    const value = this.valueOf(at, number, row?.document ?? head.document);
    if (noneMatch(ifNoneMatch, etag)) return { etag };
    const read: SubresourceRead = envelope(head, number, value as Record<string, unknown>);
    if (options.complete) read.info = versionInfo(row ?? (await versionRow(this.store, at.kind, head, head.head)));
    return { etag, value: read };
  }

  /**
   * The resource's log (from, to, limit, tag) with the sub-resource's value at each version; a 404
   * when none of those versions has it.
   */
  async log(actor: Actor, at: SubresourceAt, query: LogQuery, options: AccessOptions = {}): Promise<SubresourceLogEntry[]> {
    const { kind, def, id, params } = at;
    const infos = await this.reads.log(actor, kind, id, query, options);
    const { head } = await readableHead(this.store, actor, kind, id, options);
    const rows = new Map<number, VersionRow>();
    const rowOf = async (version: number) => {
      let row = rows.get(version);
      if (!row) rows.set(version, (row = await versionRow(this.store, kind, head, version)));
      return row;
    };
    const valueAt = (row: VersionRow) => {
      const found = this.valueIn(def, row.document, params);
      return 'value' in found ? found.value : null;
    };
    const entries: SubresourceLogEntry[] = [];
    for (const info of infos) {
      const value = valueAt(await rowOf(info.version));
      const parent = info.parents[0];
      // a parent deleted since (the tip of a branch) counts as having had nothing
      const before = parent === undefined ? null : await rowOf(parent).then(valueAt, () => null);
      entries.push({ ...info, document: value, changed: !isDeepStrictEqual(value, before) });
    }
    if (entries.length && entries.every((e) => e.document === null)) {
      const versions = entries.length > 1 ? `versions ${entries[entries.length - 1].version} to ${entries[0].version}` : `version ${entries[0].version}`;
      throw notFound(`${describeResource(kind, id)} has no ${concretePath(parsePath(def.path).steps, params)} in ${versions}`);
    }
    return entries;
  }

  /**
   * A write at the sub-resource on `at.version` (the head when undefined): a new version made by
   * `change` of the value there, knowing the new version's number; answers the sub-resource in it.
   */
  private async write(
    actor: Actor,
    at: SubresourceAt,
    change: (current: unknown, version: number) => unknown,
    flags: WriteFlags,
    steps = parsePath(at.def.path).steps,
  ): Promise<Envelope> {
    return this.writes.change(actor, at.kind, at.id, at.version, (document, made) =>
      changeAt(document, steps, at.params, (current) => change(current, made.version), (missing) => `${describeResource(at.kind, at.id)} has no ${missing}`),
    flags);
  }

  private project(at: SubresourceAt, written: Envelope): SubresourceRead {
    return { ...written, document: this.valueOf(at, written.version, written.document) as Record<string, unknown> };
  }

  /** Sets the value to what `value` makes of the new version's number (a file's uri names its version). */
  async putWith(actor: Actor, at: SubresourceAt, value: (version: number) => unknown, flags: WriteFlags = {}): Promise<SubresourceRead> {
    return this.project(at, await this.write(actor, at, (_current, version) => value(version), flags));
  }

  /** PUT: replaces the value (a map entry that is not there yet is added). */
  async put(actor: Actor, at: SubresourceAt, body: unknown, flags: WriteFlags = {}): Promise<SubresourceRead> {
    if (body === undefined) throw badRequest('body is required: the new value of the sub-resource');
    assertJsonBody(body);
    return this.project(at, await this.write(actor, at, () => body, flags));
  }

  /** PATCH: a JSON merge patch (RFC 7396) of the value. */
  async patch(actor: Actor, at: SubresourceAt, body: unknown, flags: WriteFlags = {}): Promise<SubresourceRead> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object: a JSON merge patch');
    assertJsonBody(body);
    return this.project(at, await this.write(actor, at, (current) => mergePatch(current ?? {}, body), flags));
  }

  /** POST: adds the entries of the body to the map; an entry that is there already is a 409. */
  async add(actor: Actor, at: SubresourceAt, body: unknown, flags: WriteFlags = {}): Promise<SubresourceRead> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object of entries to add');
    assertJsonBody(body);
    const written = await this.write(actor, at, (current) => {
      const map = (current ?? {}) as Record<string, unknown>;
      const taken = Object.keys(body).filter((key) => Object.hasOwn(map, key));
      if (taken.length) throw conflict(`${at.def.path} already has ${taken.join(', ')}: PUT or PATCH ${taken.length > 1 ? 'them' : 'it'} instead`);
      return { ...map, ...body };
    }, flags);
    return this.project(at, written);
  }

  /** DELETE: a new version without the value; answers the new head's ETag. */
  async remove(actor: Actor, at: SubresourceAt, flags: WriteFlags = {}): Promise<{ etag: string; version: number }> {
    const written = await this.write(actor, at, () => REMOVE, flags, removalSteps(at.kind.schema, parsePath(at.def.path).steps));
    return { etag: headEtag(written.head), version: written.version };
  }
}
