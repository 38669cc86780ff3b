import { Type } from '@sinclair/typebox';
import { Email, Obj } from '../kinds/common.schema.ts';
import type { AccessOptions } from '../resources/resource-access.ts';
import type { Conditional } from '../kinds/kind-arguments.ts';
import type { SharingGrant } from '../resources/storage-layout.ts';

export type { Conditional, DeleteFlags, WriteFlags } from '../kinds/kind-arguments.ts';

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
