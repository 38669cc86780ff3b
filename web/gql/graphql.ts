/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A label list of products (modules): the batch tools add, rename and delete its values. */
export type LabelList =
  | 'categories'
  | 'functions';

/** Filters of a list of modules: each field is a filter of GET /api/modules, besides the listing flags. */
export type ModuleFilter = {
  /** bundled: true or false */
  bundled?: boolean | null | undefined;
  /** Only resources the actor may change. */
  canWrite?: boolean | null | undefined;
  /** categories: case-insensitive substring */
  categories?: string | null | undefined;
  /** connectors: case-insensitive substring */
  connectors?: string | null | undefined;
  /** description: case-insensitive substring */
  description?: string | null | undefined;
  /** functions: case-insensitive substring */
  functions?: string | null | undefined;
  /** Include soft-deleted resources. */
  includeDeleted?: boolean | null | undefined;
  /** Only resources the actor owns. */
  mine?: boolean | null | undefined;
  /** Include resources of every workspace the actor belongs to. */
  multiWorkspace?: boolean | null | undefined;
  /** name: case-insensitive substring */
  name?: string | null | undefined;
  /** parameters: case-insensitive substring */
  parameters?: string | null | undefined;
  /** Only public resources. */
  public?: boolean | null | undefined;
  /** search: case-insensitive substring */
  search?: string | null | undefined;
  /** Only resources shared with the actor. */
  shared?: boolean | null | undefined;
  /** skus: case-insensitive substring */
  skus?: string | null | undefined;
  /** source.appearance.defaultAppearances: exact value */
  sourceAppearanceDefaultAppearances?: string | null | undefined;
  /** source.appearance.parametricAppearances: exact value */
  sourceAppearanceParametricAppearances?: string | null | undefined;
  /** source.file.file.contentType: case-insensitive substring */
  sourceFileFileContentType?: string | null | undefined;
  /** source.file.file.hashString: exact value */
  sourceFileFileHashString?: string | null | undefined;
  /** source.file.file.name: case-insensitive substring */
  sourceFileFileName?: string | null | undefined;
  /** source.file.file.uri: case-insensitive substring */
  sourceFileFileUri?: string | null | undefined;
  /** source.geometrySettings.autoExtrude: true or false */
  sourceGeometrySettingsAutoExtrude?: boolean | null | undefined;
  /** source.geometrySettings.cadOrientation: exact value */
  sourceGeometrySettingsCadOrientation?: string | null | undefined;
  /** source.geometrySettings.collapseDepth: equal number */
  sourceGeometrySettingsCollapseDepth?: number | null | undefined;
  /** source.geometrySettings.nodes: case-insensitive substring */
  sourceGeometrySettingsNodes?: string | null | undefined;
  /** source.geometrySettings.rootNode: case-insensitive substring */
  sourceGeometrySettingsRootNode?: string | null | undefined;
  /** source.geometrySettings.uvMap: true or false */
  sourceGeometrySettingsUvMap?: boolean | null | undefined;
  /** source.hotspots: case-insensitive substring */
  sourceHotspots?: string | null | undefined;
  /** source.image.contentType: case-insensitive substring */
  sourceImageContentType?: string | null | undefined;
  /** source.image.hashString: exact value */
  sourceImageHashString?: string | null | undefined;
  /** source.image.name: case-insensitive substring */
  sourceImageName?: string | null | undefined;
  /** source.image.uri: case-insensitive substring */
  sourceImageUri?: string | null | undefined;
  /** source.modifiers: case-insensitive substring */
  sourceModifiers?: string | null | undefined;
  /** source.onshape.documentId: exact value */
  sourceOnshapeDocumentId?: string | null | undefined;
  /** source.onshape.documentName: case-insensitive substring */
  sourceOnshapeDocumentName?: string | null | undefined;
  /** source.onshape.elementId: exact value */
  sourceOnshapeElementId?: string | null | undefined;
  /** source.onshape.elementName: case-insensitive substring */
  sourceOnshapeElementName?: string | null | undefined;
  /** source.onshape.elementType: case-insensitive substring */
  sourceOnshapeElementType?: string | null | undefined;
  /** source.onshape.parameters: case-insensitive substring */
  sourceOnshapeParameters?: string | null | undefined;
  /** source.onshape.wvmId: exact value */
  sourceOnshapeWvmId?: string | null | undefined;
  /** source.onshape.wvmType: exact value */
  sourceOnshapeWvmType?: string | null | undefined;
  /** subcategory: case-insensitive substring */
  subcategory?: string | null | undefined;
  /** submodules: exact value */
  submodules?: string | null | undefined;
  /** submodulesComposition: exact value */
  submodulesComposition?: string | null | undefined;
};

/**
 * Paging and order of a list. Pages are cursor-based: pass the `next` of one page as the `cursor`
 * of the following page.
 */
export type PageInput = {
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | null | undefined;
  /** Rows per page, 1 to 200; 50 when absent. */
  limit?: number | null | undefined;
  /** name, created or lastEdited; a leading '-' sorts descending. Default -lastEdited. */
  sort?: string | null | undefined;
};

/** A workspace's plan (application.md §9). An unknown plan is treated as FREE. */
export type Plan =
  | 'ENTERPRISE'
  | 'FREE'
  | 'GROWTH'
  | 'SOLO'
  | 'STARTUP';

/** A role in a workspace. */
export type Role =
  | 'admin'
  | 'editor'
  | 'guest'
  | 'user';

/**
 * Why a change was refused: the DomainError's code (as REST's status: BAD_REQUEST 400, FORBIDDEN 403,
 * NOT_FOUND 404, CONFLICT 409, PRECONDITION_FAILED 412, FAILED_DEPENDENCY 424).
 */
export type UserErrorCode =
  | 'BAD_REQUEST'
  | 'CONFLICT'
  | 'FAILED_DEPENDENCY'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PRECONDITION_FAILED';

export type MeDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type MeDetailsQuery = { __typename: 'Query', me: { __typename: 'Me', superadmin: boolean, user: { __typename: 'User', email: string, name: string, roles: Array<Role>, avatarUrl: string }, workspace: { __typename: 'Workspace', alias: string, name: string, color: string, themeId: string | null, plan: Plan, limits: { __typename: 'PlanLimits', canPublish: boolean, maxConfigurators: number, maxUsers: number, maxProductsPerConfigurator: number, generativeModularDesign: boolean } }, memberships: Array<{ __typename: 'Membership', roles: Array<Role>, workspace: { __typename: 'Workspace', alias: string, name: string, color: string } }> } };

export type SwitchWorkspaceMutationVariables = Exact<{
  alias: string | number;
}>;


export type SwitchWorkspaceMutation = { __typename: 'Mutation', switchWorkspace: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: string, name: string } } };

export type SubscriptionSupportQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionSupportQuery = { __typename: 'Query', __type: { __typename: '__Type', name: string | null } | null };

export type ModuleListQueryVariables = Exact<{
  filter?: ModuleFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ModuleListQuery = { __typename: 'Query', modules: { __typename: 'ModulePage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'ModuleRow', id: string, version: number, head: number, lastEdited: string, name: string | null, progress: number | null, owner: { __typename: 'User', email: string, name: string }, data: { __typename: 'ModuleRowData', categories: Array<string>, source: string, nParameters: number, nConnectors: number } }> } };

export type DuplicateProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateProductMutation = { __typename: 'Mutation', duplicateModule: { __typename: 'ModulePayload', module: { __typename: 'Module', id: string, name: string | null } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { __typename: 'Mutation', deleteModule: { __typename: 'DeletePayload', deleted: boolean, usedBy: Array<{ __typename: 'ResourceMention', collection: string, id: string, name: string | null }>, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type LabelListQueryVariables = Exact<{
  list: LabelList;
}>;


export type LabelListQuery = { __typename: 'Query', labels: Array<string> };

export type AddLabelMutationVariables = Exact<{
  list: LabelList;
  name: string;
  ids: Array<string | number> | string | number;
}>;


export type AddLabelMutation = { __typename: 'Mutation', addLabel: { __typename: 'LabelPayload', changed: Array<{ __typename: 'Module', id: string, version: number }>, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type RenameLabelMutationVariables = Exact<{
  list: LabelList;
  name: string;
  newName: string;
}>;


export type RenameLabelMutation = { __typename: 'Mutation', renameLabel: { __typename: 'LabelPayload', changed: Array<{ __typename: 'Module', id: string, version: number }>, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type DeleteLabelMutationVariables = Exact<{
  list: LabelList;
  name: string;
}>;


export type DeleteLabelMutation = { __typename: 'Mutation', deleteLabel: { __typename: 'LabelPayload', changed: Array<{ __typename: 'Module', id: string, version: number }>, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type ProductSyncPointsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductSyncPointsQuery = { __typename: 'Query', me: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: string, syncPoints: Array<string> } } };


export const MeDetailsDocument = {"__meta__":{"hash":"sha256:48d14e75cb56906ceaec306a5551afcf45b992dbaf1a58a1f1ec237dc6a95f86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"maxConfigurators"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxProductsPerConfigurator"}},{"kind":"Field","name":{"kind":"Name","value":"generativeModularDesign"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"superadmin"}}]}}]}}]} as unknown as DocumentNode<MeDetailsQuery, MeDetailsQueryVariables>;
export const SwitchWorkspaceDocument = {"__meta__":{"hash":"sha256:3580d1f8f0191eacd58952c96db48e004ab9095fcab4f11d73f8981e85ebef3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"switchWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const SubscriptionSupportDocument = {"__meta__":{"hash":"sha256:8b011417b5ea6bc19961216df11a88e4710ade0082094dd140876e4a3403bab2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Subscription","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubscriptionSupportQuery, SubscriptionSupportQueryVariables>;
export const ModuleListDocument = {"__meta__":{"hash":"sha256:f2190afea97250d335e8e1982e69758be4499985155c30550f69d365069b4fb8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nParameters"}},{"kind":"Field","name":{"kind":"Name","value":"nConnectors"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModuleListQuery, ModuleListQueryVariables>;
export const DuplicateProductDocument = {"__meta__":{"hash":"sha256:63b6c4fa0ead85bc9db964624081266e6a082576e26ff1219f6580f6507479cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateProductMutation, DuplicateProductMutationVariables>;
export const DeleteProductDocument = {"__meta__":{"hash":"sha256:939f041c7075360ecb0f522fdaf4ee9ec7a8127b863846e7d78e600de7cfdbbf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archive"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"failIfUsed"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const LabelListDocument = {"__meta__":{"hash":"sha256:7be9799e7657d1053a9e03c2ecf4d084ed4eabf3d5e854e11a9f7ffc8d1aef2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabelList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}]}]}}]} as unknown as DocumentNode<LabelListQuery, LabelListQueryVariables>;
export const AddLabelDocument = {"__meta__":{"hash":"sha256:116f492caff058b93f6ed7147807938f43f52d00042db1542fcaf7bc9eead4d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddLabelMutation, AddLabelMutationVariables>;
export const RenameLabelDocument = {"__meta__":{"hash":"sha256:f9978a93a0617bb59aa0f56cecbded5960f40aa0aa813340a0a5c40a02d01318"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"renameLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"newName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenameLabelMutation, RenameLabelMutationVariables>;
export const DeleteLabelDocument = {"__meta__":{"hash":"sha256:860504ea825ec5715b3fcd3827e0faf5a6bce64ae28390f0aa336bc042faa341"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteLabelMutation, DeleteLabelMutationVariables>;
export const ProductSyncPointsDocument = {"__meta__":{"hash":"sha256:7bdd7e57333b15dbdce3707fea730888fea4750a1ead242b909f875b335a0355"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductSyncPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"syncPoints"}}]}}]}}]}}]} as unknown as DocumentNode<ProductSyncPointsQuery, ProductSyncPointsQueryVariables>;