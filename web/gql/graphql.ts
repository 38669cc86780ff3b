/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CadOrientation =
  | 'NegativeY'
  | 'NegativeZ'
  | 'PositiveY'
  | 'PositiveZ';

export type ConnectorInput = {
  connectorType?: RefInput | null | undefined;
  direction?: Array<number> | null | undefined;
  freedom?: Freedom | null | undefined;
  id: string;
  name: string;
  position?: Array<number> | null | undefined;
};

export type Dimension =
  | 'Area'
  | 'Length'
  | 'Mass'
  | 'None'
  | 'Volume'
  | 'Weight';

export type FileInfoInput = {
  contentType: string;
  /** sha256 of the content, hex */
  hashString?: string | null | undefined;
  name: string;
  /** bytes */
  size?: number | null | undefined;
  uri?: string | null | undefined;
};

export type Freedom =
  | 'Constrained'
  | 'Fixed'
  | 'Free'
  | 'Limited';

export type MaterialType =
  | 'Basic'
  | 'Phong'
  | 'Physical'
  | 'Standard';

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

/** Changes to a module's head (a JSON merge patch): a field given replaces it, objects merge, null removes it. */
export type ModulePatchInput = {
  bundled?: boolean | null | undefined;
  categories?: Array<string> | null | undefined;
  connectors?: Array<ConnectorInput> | null | undefined;
  description?: string | null | undefined;
  functions?: Array<string> | null | undefined;
  name?: string | null | undefined;
  parameters?: Array<ParameterInput> | null | undefined;
  price?: string | null | undefined;
  productionParts?: ModuleProductionPartsInput | null | undefined;
  providers?: Record<string, Record<string, string | number | boolean>> | null | undefined;
  skus?: Array<string> | null | undefined;
  source?: ModuleSourceInput | null | undefined;
  subcategory?: string | null | undefined;
  submodules?: Array<RefInput> | null | undefined;
  /** 'min:max' with min at most max, a single number, or empty; n is unlimited */
  submodulesComposition?: string | null | undefined;
};

export type ModuleProductionPartsGroupInput = {
  key: string;
  parts: Array<ModuleProductionPartsGroupPartInput>;
};

export type ModuleProductionPartsGroupPartInput = {
  material?: string | null | undefined;
  metrics?: Record<string, number> | null | undefined;
  name?: string | null | undefined;
  path: Array<string>;
  quantity?: number | null | undefined;
};

export type ModuleProductionPartsInput = {
  groups: Array<ModuleProductionPartsGroupInput>;
};

export type ModuleSourceAppearanceInput = {
  defaultAppearances?: Array<RefInput> | null | undefined;
  parametricAppearances?: Array<ModuleSourceAppearanceParametricAppearanceInput> | null | undefined;
};

export type ModuleSourceAppearanceParametricAppearanceInput = {
  appearance: RefInput;
  parameter: string;
};

export type ModuleSourceAssemblyInput = {
  parts?: Array<ModuleSourceAssemblyPartInput> | null | undefined;
  subassemblies?: Array<ModuleSourceAssemblySubassemblyInput> | null | undefined;
};

export type ModuleSourceAssemblyPartGeometryBoundingBoxInput = {
  max: Array<number>;
  min: Array<number>;
};

export type ModuleSourceAssemblyPartGeometryInput = {
  boundingBox?: ModuleSourceAssemblyPartGeometryBoundingBoxInput | null | undefined;
  mesh?: FileInfoInput | null | undefined;
  triangles?: number | null | undefined;
  volume?: number | null | undefined;
};

export type ModuleSourceAssemblyPartInput = {
  geometry?: ModuleSourceAssemblyPartGeometryInput | null | undefined;
  id: string;
  name?: string | null | undefined;
  quantity?: number | null | undefined;
};

export type ModuleSourceAssemblySubassemblyInput = {
  id: string;
  name?: string | null | undefined;
  parts?: Array<ModuleSourceAssemblySubassemblyPartInput> | null | undefined;
};

export type ModuleSourceAssemblySubassemblyPartGeometryBoundingBoxInput = {
  max: Array<number>;
  min: Array<number>;
};

export type ModuleSourceAssemblySubassemblyPartGeometryInput = {
  boundingBox?: ModuleSourceAssemblySubassemblyPartGeometryBoundingBoxInput | null | undefined;
  mesh?: FileInfoInput | null | undefined;
  triangles?: number | null | undefined;
  volume?: number | null | undefined;
};

export type ModuleSourceAssemblySubassemblyPartInput = {
  geometry?: ModuleSourceAssemblySubassemblyPartGeometryInput | null | undefined;
  id: string;
  name?: string | null | undefined;
  quantity?: number | null | undefined;
};

export type ModuleSourceFileAssemblyInput = {
  parts?: Array<ModuleSourceFileAssemblyPartInput> | null | undefined;
  subassemblies?: Array<ModuleSourceFileAssemblySubassemblyInput> | null | undefined;
};

export type ModuleSourceFileAssemblyPartGeometryBoundingBoxInput = {
  max: Array<number>;
  min: Array<number>;
};

export type ModuleSourceFileAssemblyPartGeometryInput = {
  boundingBox?: ModuleSourceFileAssemblyPartGeometryBoundingBoxInput | null | undefined;
  mesh?: FileInfoInput | null | undefined;
  triangles?: number | null | undefined;
  volume?: number | null | undefined;
};

export type ModuleSourceFileAssemblyPartInput = {
  geometry?: ModuleSourceFileAssemblyPartGeometryInput | null | undefined;
  id: string;
  name?: string | null | undefined;
  quantity?: number | null | undefined;
};

export type ModuleSourceFileAssemblySubassemblyInput = {
  id: string;
  name?: string | null | undefined;
  parts?: Array<ModuleSourceFileAssemblySubassemblyPartInput> | null | undefined;
};

export type ModuleSourceFileAssemblySubassemblyPartGeometryBoundingBoxInput = {
  max: Array<number>;
  min: Array<number>;
};

export type ModuleSourceFileAssemblySubassemblyPartGeometryInput = {
  boundingBox?: ModuleSourceFileAssemblySubassemblyPartGeometryBoundingBoxInput | null | undefined;
  mesh?: FileInfoInput | null | undefined;
  triangles?: number | null | undefined;
  volume?: number | null | undefined;
};

export type ModuleSourceFileAssemblySubassemblyPartInput = {
  geometry?: ModuleSourceFileAssemblySubassemblyPartGeometryInput | null | undefined;
  id: string;
  name?: string | null | undefined;
  quantity?: number | null | undefined;
};

export type ModuleSourceFileInput = {
  assembly?: ModuleSourceFileAssemblyInput | null | undefined;
  file?: FileInfoInput | null | undefined;
};

export type ModuleSourceGeometrySettingsInput = {
  autoExtrude?: boolean | null | undefined;
  cadOrientation?: CadOrientation | null | undefined;
  collapseDepth?: number | null | undefined;
  nodes?: Array<string> | null | undefined;
  rootNode?: string | null | undefined;
  uvMap?: boolean | null | undefined;
};

export type ModuleSourceHotspotInput = {
  id: string;
  name: string;
  position?: Array<number> | null | undefined;
};

export type ModuleSourceInput = {
  appearance?: ModuleSourceAppearanceInput | null | undefined;
  assembly?: ModuleSourceAssemblyInput | null | undefined;
  file?: ModuleSourceFileInput | null | undefined;
  geometrySettings?: ModuleSourceGeometrySettingsInput | null | undefined;
  hotspots?: Array<ModuleSourceHotspotInput> | null | undefined;
  image?: FileInfoInput | null | undefined;
  material?: ModuleSourceMaterialInput | null | undefined;
  modifiers?: Array<ModuleSourceModifierInput> | null | undefined;
  onshape?: ModuleSourceOnshapeInput | null | undefined;
  render?: FileInfoInput | null | undefined;
};

export type ModuleSourceMaterialInput = {
  color?: string | null | undefined;
  name: string;
  type?: MaterialType | null | undefined;
};

export type ModuleSourceModifierInput = {
  expression?: string | null | undefined;
  id: string;
  name: string;
  parameter?: string | null | undefined;
};

export type ModuleSourceOnshapeInput = {
  documentId: string;
  documentName?: string | null | undefined;
  elementId: string;
  elementName?: string | null | undefined;
  elementType?: string | null | undefined;
  parameters?: Record<string, string> | null | undefined;
  wvmId: string;
  wvmType: WorkspaceOrVersion;
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

export type ParameterInput = {
  default?: string | number | boolean | null | undefined;
  dimension?: Dimension | null | undefined;
  id: string;
  max?: number | null | undefined;
  min?: number | null | undefined;
  name: string;
  options?: Array<ParameterOptionInput> | null | undefined;
  step?: number | null | undefined;
  target?: ParameterTarget | null | undefined;
  type: ParameterType;
  unit?: string | null | undefined;
};

export type ParameterOptionInput = {
  label?: string | null | undefined;
  value: string;
};

export type ParameterTarget =
  | 'Mesh'
  | 'None'
  | 'Uri'
  | 'Visibility';

export type ParameterType =
  | 'Boolean'
  | 'Enum'
  | 'Quantity'
  | 'String';

/** A workspace's plan (application.md §9). An unknown plan is treated as FREE. */
export type Plan =
  | 'ENTERPRISE'
  | 'FREE'
  | 'GROWTH'
  | 'SOLO'
  | 'STARTUP';

export type RefInput = {
  id: string | number;
  version: number;
};

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

export type WorkspaceOrVersion =
  | 'Version'
  | 'Workspace';

/** The flags of a write (REST's query flags of PUT and PATCH). */
export type WriteOptions = {
  /** Mark the new version complete: a Version rather than a Microversion. */
  complete?: boolean | null | undefined;
  /** Reach a resource of another of the caller's workspaces. */
  multiWorkspace?: boolean | null | undefined;
  /** Add the version without moving the head: a branch. */
  notHead?: boolean | null | undefined;
  /** Move every resource that refers to this one onto the new version. */
  updateAllReferences?: boolean | null | undefined;
  /** The same, only for resources the caller owns. */
  updateMyReferences?: boolean | null | undefined;
};

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


export type ModuleListQuery = { __typename: 'Query', modules: { __typename: 'ModulePage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'ModuleRow', id: string, version: number, head: number, lastEdited: string, name: string | null, owner: { __typename: 'User', email: string, name: string }, data: { __typename: 'ModuleRowData', categories: Array<string>, source: string, nParameters: number, nConnectors: number } }> } };

export type ModuleEditorQueryVariables = Exact<{
  id: string | number;
  version?: number | null | undefined;
}>;


export type ModuleEditorQuery = { __typename: 'Query', module: { __typename: 'Module', id: string, version: number, head: number, lastEdited: string, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ModuleDocument', name: string, description: string | null, categories: Array<string> | null, functions: Array<string> | null, skus: Array<string> | null, price: string | null, parameters: Array<{ __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null }> | null, connectors: Array<{ __typename: 'Connector', id: string, name: string, position: Array<number> | null, direction: Array<number> | null, freedom: Freedom | null, connectorType: { __typename: 'ConnectorTypeRef', id: string, version: number, resource: { __typename: 'ConnectorType', id: string, version: number, name: string | null } | null } | null }> | null, source: { __typename: 'ModuleSource', image: { __typename: 'FileInfo', name: string, hashString: string | null } | null, render: { __typename: 'FileInfo', name: string, hashString: string | null } | null, file: { __typename: 'ModuleSourceFile', file: { __typename: 'FileInfo', name: string, uri: string | null, hashString: string | null } | null } | null, onshape: { __typename: 'ModuleSourceOnshape', documentName: string | null, elementName: string | null } | null } | null, productionParts: { __typename: 'ModuleProductionParts', groups: Array<{ __typename: 'ModuleProductionPartsGroup', key: string, parts: Array<{ __typename: 'ModuleProductionPartsGroupPart', path: Array<string>, name: string | null, quantity: number | null, material: string | null }> }> } | null }, usages: Array<{ __typename: 'Usage', collection: string, id: string, name: string | null, version: number, usesVersion: number }> } | null };

export type ModuleDocumentSchemaQueryVariables = Exact<{ [key: string]: never; }>;


export type ModuleDocumentSchemaQuery = { __typename: 'Query', documentSchema: unknown };

export type ConnectorTypeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectorTypeOptionsQuery = { __typename: 'Query', connectorTypes: { __typename: 'ConnectorTypePage', items: Array<{ __typename: 'ConnectorTypeRow', id: string, head: number, name: string | null }> } };

export type SaveModuleMutationVariables = Exact<{
  id: string | number;
  patch: ModulePatchInput;
  expectedHead?: number | null | undefined;
  onVersion?: number | null | undefined;
  options?: WriteOptions | null | undefined;
}>;


export type SaveModuleMutation = { __typename: 'Mutation', patchModule: { __typename: 'ModulePayload', module: { __typename: 'Module', id: string, version: number, head: number } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };


export const MeDetailsDocument = {"__meta__":{"hash":"sha256:48d14e75cb56906ceaec306a5551afcf45b992dbaf1a58a1f1ec237dc6a95f86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"maxConfigurators"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxProductsPerConfigurator"}},{"kind":"Field","name":{"kind":"Name","value":"generativeModularDesign"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"superadmin"}}]}}]}}]} as unknown as DocumentNode<MeDetailsQuery, MeDetailsQueryVariables>;
export const SwitchWorkspaceDocument = {"__meta__":{"hash":"sha256:3580d1f8f0191eacd58952c96db48e004ab9095fcab4f11d73f8981e85ebef3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"switchWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const SubscriptionSupportDocument = {"__meta__":{"hash":"sha256:8b011417b5ea6bc19961216df11a88e4710ade0082094dd140876e4a3403bab2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Subscription","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubscriptionSupportQuery, SubscriptionSupportQueryVariables>;
export const ModuleListDocument = {"__meta__":{"hash":"sha256:cb6203b23b113c997e374dc4f388eef18fe360b32cbd64c3fedb6b2d066d380b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nParameters"}},{"kind":"Field","name":{"kind":"Name","value":"nConnectors"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModuleListQuery, ModuleListQueryVariables>;
export const ModuleEditorDocument = {"__meta__":{"hash":"sha256:c9a3d341ac93c66b58639c7014a7a8e5cbb3b82e886b09519dfb00bf0271c273"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"functions"}},{"kind":"Field","name":{"kind":"Name","value":"skus"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connectorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"freedom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}},{"kind":"Field","name":{"kind":"Name","value":"render"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onshape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"elementName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productionParts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"material"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"usesVersion"}}]}}]}}]}}]} as unknown as DocumentNode<ModuleEditorQuery, ModuleEditorQueryVariables>;
export const ModuleDocumentSchemaDocument = {"__meta__":{"hash":"sha256:30eccc9a2e48df22659e8df35c5dc0654004ef8beb5747317267d24f8905c5d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleDocumentSchema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"StringValue","value":"modules","block":false}}]}]}}]} as unknown as DocumentNode<ModuleDocumentSchemaQuery, ModuleDocumentSchemaQueryVariables>;
export const ConnectorTypeOptionsDocument = {"__meta__":{"hash":"sha256:cc2fa9cc003b5f96959f6bdc3537e8034ca4b1753a411d36c2780fe1a1ade7ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectorTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"connectorTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorTypeOptionsQuery, ConnectorTypeOptionsQueryVariables>;
export const SaveModuleDocument = {"__meta__":{"hash":"sha256:99eb0e3a5af9f4d7cbe16f8250175d55af51399eb555d777332602fc58940f1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModulePatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WriteOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}},{"kind":"Argument","name":{"kind":"Name","value":"onVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveModuleMutation, SaveModuleMutationVariables>;