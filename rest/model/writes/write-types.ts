import { Type } from '@sinclair/typebox';
import { Email, Obj } from '../kinds/common.schema.ts';
import type { AccessOptions } from '../resources/resource-access.ts';
import type { SharingGrant } from '../resources/storage-layout.ts';

/** If-Match: the ETag of the head the caller last saw; a write on anything else is a 412. */
export interface Conditional {
  ifMatch?: string;
}

/** rest-api.md §7.6/§7.7 query flags of writes. */
export interface WriteFlags extends AccessOptions, Conditional {
  /** add the version without moving the head: a branch */
  notHead?: boolean;
  /** mark the new version complete: a Version rather than a Microversion */
  complete?: boolean;
  /** move every resource that refers to this one onto the new version */
  updateAllReferences?: boolean;
  /** the same, only for resources the actor owns */
  updateMyReferences?: boolean;
}

export interface DeleteFlags extends AccessOptions, Conditional {
  archive?: boolean;
  failIfUsed?: boolean;
  updateUsed?: boolean;
}

export type MetadataFlags = AccessOptions & Conditional;

export type Edit =
  | { replace: Record<string, unknown> }
  | { patch: Record<string, unknown> };

export const SharingBody = Obj({
  public: Type.Boolean(),
  grants: Type.Array(Obj({ email: Email, action: Type.Unsafe<SharingGrant['action']>({ type: 'string', enum: ['GrantedReadAccess', 'GrantedWriteAccess', 'Duplicated'] }) }), { maxItems: 1000 }),
});

export const VersionSummaryBody = Obj({
  tag: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()])),
  summary: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});
