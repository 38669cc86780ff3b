import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { preconditionFailed } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { describeResource } from './resource-access.ts';
import type { HeadRead, ReadOptions, ResourceReads } from './resource-reads.ts';
import type { VersionRead } from './resource-types.ts';
import type { Permissions } from './permissions.ts';
import type { HeadRow } from './storage-layout.ts';

/**
 * Conditional requests (RFC 9110 §13), for REST and GraphQL alike.
 *
 * - A head read's ETag is `"{head}"`: the head's document only changes when the head moves.
 * - A version read carries the version graph and the version's tag, which change without a new
 *   version, so its ETag is `"{version}.{revision}"` (the revision counts every change to the resource).
 * - Binary content's ETag is its sha256.
 * - Writes take the head the caller expects (REST turns If-Match into it, rest/routes/if-match.ts). Reads
 *   compare If-None-Match weakly.
 */
export const headEtag = (head: number) => `"${head}"`;
export const versionEtag = (version: number, revision: number) => `"${version}.${revision}"`;
export const contentEtag = (hash: string) => `"${hash}"`;

/** The answer of a conditional read: `value` is absent when the caller's copy (If-None-Match) is current. */
export interface Conditional<T> {
  etag: string;
  value?: T;
}

/** The entity tags an If-Match or If-None-Match header lists. */
export function entityTags(header: string): string[] {
  return header.split(',').map((t) => t.trim()).filter(Boolean);
}

/** If-None-Match: `*`, or any listed tag equal to `etag` ignoring a weak prefix. */
export function noneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const tags = entityTags(ifNoneMatch).map((t) => t.replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/**
 * PRECONDITION_FAILED unless the head is the one the caller expected (when it says): REST's If-Match
 * (rest/routes/if-match.ts), GraphQL's expectedHead. Call it inside the write's transaction.
 */
export function assertExpectedHead(expectedHead: number | undefined, kind: KindDef, head: Pick<HeadRow, 'id' | 'head'>): void {
  if (expectedHead === undefined || expectedHead === head.head) return;
  throw preconditionFailed(`${describeResource(kind, head.id)} has changed: its head is version ${head.head}, not ${expectedHead}`, { head: head.head });
}

/** Head and version reads with their ETags, answering no value when If-None-Match matches. */
export class ConditionalReads {
  constructor(
    private readonly store: Store,
    private readonly reads: ResourceReads,
  ) {}

  /** The head and revision a resource has now, whoever asks (what an If-Match is compared with); null when there is none. */
  async current(kind: KindDef, id: string): Promise<Pick<HeadRow, 'head' | 'revision'> | null> {
    const head = (await this.store.findOne(kind.collection, w.eq('id', id))) as HeadRow | null;
    return head && { head: head.head, revision: head.revision };
  }

  private async revision(kind: KindDef, id: string): Promise<number> {
    return (await this.current(kind, id))?.revision ?? 0;
  }

  async head(actor: Actor, kind: KindDef, id: string, options: ReadOptions, ifNoneMatch?: string): Promise<Conditional<HeadRead>> {
    const read = await this.reads.head(actor, kind, id, options);
    // a complete read carries the graph and tags too, so it is tagged like a version read
    const etag = options.complete ? versionEtag(read.version, await this.revision(kind, read.id)) : headEtag(read.head);
    return noneMatch(ifNoneMatch, etag) ? { etag } : { etag, value: read };
  }

  async version(
    actor: Actor,
    kind: KindDef,
    id: string,
    version: number,
    options: ReadOptions,
    ifNoneMatch?: string,
  ): Promise<Conditional<VersionRead & { permissions?: Permissions }>> {
    const read = await this.reads.version(actor, kind, id, version, options);
    const etag = versionEtag(read.version, await this.revision(kind, read.id));
    return noneMatch(ifNoneMatch, etag) ? { etag } : { etag, value: read };
  }
}
