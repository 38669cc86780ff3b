/**
 * Duplicating a resource as the tables do (application.md §5): the copy's name is the original's
 * followed by ' Duplicated', repeated until no other resource of the current workspace has it.
 */
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import type { ResourceReads } from './resource-reads.ts';
import type { Envelope } from './resource-types.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';
import type { Runtime } from '../runtime.ts';
import type { HeadRow } from './storage-layout.ts';

export const DUPLICATE_SUFFIX = ' Duplicated';
/** the highest code point: an upper bound for every string that starts with a prefix */
const AFTER_PREFIX = '\u{10FFFF}';

export class ResourceDuplicates {
  constructor(
    private readonly rt: Runtime,
    private readonly reads: ResourceReads,
    private readonly writes: DocumentWrites,
  ) {}

  /** A copy of the resource (at `version`, or its head) in the actor's current workspace. */
  async duplicate(actor: Actor, kind: KindDef, id: string, version?: number): Promise<Envelope> {
    const source = version === undefined
      ? await this.reads.head(actor, kind, id, { multiWorkspace: true })
      : await this.reads.version(actor, kind, id, version, { multiWorkspace: true });
    const title = source.document[kind.titleField];
    const body = typeof title === 'string' ? { [kind.titleField]: await this.freeName(actor, kind, title) } : {};
    return this.writes.create(actor, kind, body, { id, version });
  }

  /** `title Duplicated`, with ' Duplicated' added until no resource of the current workspace is named so. */
  async freeName(actor: Actor, kind: KindDef, title: string): Promise<string> {
    const prefix = title.toLowerCase();
    const rows = (await this.rt.store.find(kind.collection, {
      where: w.and(w.eq('workspace', actor.workspace), w.eq('deleted', false), w.gte('sortName', prefix), w.lt('sortName', prefix + AFTER_PREFIX)),
      omit: ['document', 'filter'],
    })) as HeadRow[];
    const taken = new Set(rows.map((row) => row.data?.[kind.titleField]));
    let name = title + DUPLICATE_SUFFIX;
    while (taken.has(name)) name += DUPLICATE_SUFFIX;
    return name;
  }
}
