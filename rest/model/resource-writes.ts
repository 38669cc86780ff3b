import type { Actor } from './actor.ts';
import type { KindDef } from './kinds/kind-def.ts';
import type { AccessOptions } from './resource-access.ts';
import type { ResourceReads } from './resource-reads.ts';
import type { Envelope, VersionInfo } from './resource-types.ts';
import type { Runtime } from './runtime.ts';
import type { SharingGrant } from './storage-layout.ts';
import { Deletion } from './writes/deletion.ts';
import { DocumentWrites, type Change, type LinkedChange } from './writes/document-writes.ts';
import { MetadataWrites } from './writes/metadata-writes.ts';
import { ReferenceMoves } from './writes/reference-moves.ts';
import { VersionCommits, type VersionIndex } from './writes/version-commits.ts';
import type { Conditional, DeleteFlags, Edit, MetadataFlags, WriteFlags } from './writes/write-types.ts';

export { SharingBody, VersionSummaryBody } from './writes/write-types.ts';
export type { DeleteFlags, Edit, MetadataFlags, WriteFlags } from './writes/write-types.ts';
export type { LinkedChange } from './writes/document-writes.ts';
export { headEtag as etagOf } from './conditional.ts';

/**
 * Every write of a resource, by concern: versions (writes/document-writes.ts, committed in
 * writes/version-commits.ts), other resources' references (writes/reference-moves.ts), deletion
 * (writes/deletion.ts), sharing and the log (writes/metadata-writes.ts). REST and GraphQL call these names.
 */
export class ResourceWrites {
  private readonly documents: DocumentWrites;
  private readonly deletion: Deletion;
  private readonly metadata: MetadataWrites;

  constructor(rt: Runtime, reads: ResourceReads, index?: VersionIndex) {
    const commits = new VersionCommits(rt, index);
    const moves = new ReferenceMoves(commits, reads);
    this.documents = new DocumentWrites(rt, commits, moves);
    this.deletion = new Deletion(rt, moves, commits.index);
    this.metadata = new MetadataWrites(rt);
  }

  create(actor: Actor, kind: KindDef, body: unknown, from?: { id?: string; version?: number }): Promise<Envelope> {
    return this.documents.create(actor, kind, body, from);
  }

  write(actor: Actor, kind: KindDef, id: string, base: number | undefined, edit: Edit, flags?: WriteFlags): Promise<Envelope> {
    return this.documents.write(actor, kind, id, base, edit, flags);
  }

  /** A version made by a function of the document written on (sub-resource writes). */
  change(actor: Actor, kind: KindDef, id: string, base: number | undefined, change: Change, flags?: WriteFlags): Promise<Envelope> {
    return this.documents.change(actor, kind, id, base, change, flags);
  }

  /** Changes to several resources, in order, each a new head version, all or none. */
  changeTogether(actor: Actor, changes: LinkedChange[]): Promise<Envelope[]> {
    return this.documents.changeTogether(actor, changes);
  }

  /** One change to several resources, each a new version, all or none (the products table's batch tools). */
  writeEach(actor: Actor, kind: KindDef, ids: string[], change: (document: Record<string, unknown>) => Record<string, unknown> | undefined): Promise<Envelope[]> {
    return this.documents.writeEach(actor, kind, ids, change);
  }

  putVersion(actor: Actor, kind: KindDef, id: string, version: number, body: unknown, flags?: WriteFlags & { from?: number[] }): Promise<Envelope> {
    return this.documents.putVersion(actor, kind, id, version, body, flags);
  }

  copyOrMerge(actor: Actor, kind: KindDef, id: string, headVersion: number, from: number[], flags?: AccessOptions & Conditional): Promise<Envelope> {
    return this.documents.copyOrMerge(actor, kind, id, headVersion, from, flags);
  }

  setLogEntry(actor: Actor, kind: KindDef, id: string, version: number, body: unknown, flags?: MetadataFlags): Promise<VersionInfo> {
    return this.metadata.setLogEntry(actor, kind, id, version, body, flags);
  }

  setSharing(actor: Actor, kind: KindDef, id: string, body: unknown, flags?: MetadataFlags): Promise<{ public: boolean; grants: SharingGrant[] }> {
    return this.metadata.setSharing(actor, kind, id, body, flags);
  }

  delete(actor: Actor, kind: KindDef, id: string, flags?: DeleteFlags): Promise<void> {
    return this.deletion.delete(actor, kind, id, flags);
  }

  deleteVersion(actor: Actor, kind: KindDef, id: string, version: number, flags?: DeleteFlags): Promise<void> {
    return this.deletion.deleteVersion(actor, kind, id, version, flags);
  }
}
