/**
 * What each GraphQL type resolves from (codegen.yml `mappers` and `defaultMapper`): the model's own
 * types, so the generated resolver types check that resolvers read what the model really answers.
 * Kind types are named by the registry: `Module` resolves from a ResourceNode, `ModuleRow` from a
 * RowNode, and every document type (ModuleDocument, OrderLineItem, FileInfo, …) from the stored JSON.
 */
import type { UserRow } from '../rest/model/identity/directory.ts';
import type { Notification, ResourceEvent } from '../rest/model/effects/events.ts';
import type { Change } from '../rest/model/versions/json-changes.ts';
import type { KIND_LIST } from '../rest/model/kinds/registry.ts';
import type { VersionInfo } from '../rest/model/resources/resource-types.ts';
import type { SharingGrant } from '../rest/model/resources/storage-layout.ts';
import type { ResourceNode, RowNode } from './loaders.ts';

export type { ResourceNode, RowNode };
export type AnyNode = ResourceNode | RowNode;

type KindName = (typeof KIND_LIST)[number]['one'];
type SharedDocumentType = 'FileInfo' | 'Parameter' | 'Connector' | 'VersionRef';
type Json = Record<string, any>;

/** Types without a mapper of their own: kinds and their rows by name, document types as stored JSON, the rest as generated. */
export type Mapped<T> = T extends { __typename?: infer N }
  ? N extends KindName
    ? ResourceNode
    : N extends `${KindName}Row`
      ? RowNode
      : N extends `${KindName}Page` | `${KindName}Payload`
        ? T
        : N extends `${KindName}${string}` | SharedDocumentType
          ? Json
          : T
  : T;

export type UserParent = Pick<UserRow, 'email' | 'name' | 'memberships'> & Partial<UserRow>;
export type OriginParent = NonNullable<VersionInfo['origin']>;
export type DiffParent = { from: number; to: number; changes: Change[] };
export type SharingParent = { public: boolean; grants: SharingGrant[] };
export type MentionParent = { collection: string; id: string; name: string | null };
export type ChangeParent = Pick<ResourceEvent, 'collection' | 'action' | 'version' | 'author'> & { id: string; at: string };
export type NotificationParent = Notification & { at: string };
