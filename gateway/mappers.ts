/**
 * What each GraphQL type resolves from (codegen.yml `mappers`): the model's own types, so the
 * generated resolver types check that resolvers read what the model really answers. Every kind's
 * type resolves from a ResourceNode and its list row from a RowNode (the template `Kind` and
 * `KindRow` of schema/server-view.cjs); documents are the stored JSON (the scalar `Document`).
 */
import type { UserRow } from '../rest/model/identity/directory.ts';
import type { ResourceEvent } from '../rest/model/effects/events.ts';
import type { Change } from '../rest/model/versions/json-changes.ts';
import type { VersionInfo } from '../rest/model/resources/resource-types.ts';
import type { SharingGrant } from '../rest/model/resources/storage-layout.ts';
import type { ResourceNode, RowNode } from './loaders.ts';

export type { ResourceNode, RowNode };
export type AnyNode = ResourceNode | RowNode;

export type UserParent = Pick<UserRow, 'email' | 'name' | 'memberships'> & Partial<UserRow>;
export type OriginParent = NonNullable<VersionInfo['origin']>;
export type DiffParent = { from: number; to: number; changes: Change[] };
export type SharingParent = { public: boolean; grants: SharingGrant[] };
export type MentionParent = { collection: string; id: string; name: string | null };
export type ChangeParent = Pick<ResourceEvent, 'collection' | 'action' | 'version' | 'author'> & { id: string; at: string };
