/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type ModuleListQueryVariables = Exact<{
  filter?: ModuleFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type ModuleListQuery = { __typename: 'Query', modules: { __typename: 'ModulePage', total: number, next: string | null, items: Array<{ __typename: 'ModuleRow', id: string, version: number, head: number, lastEdited: string, name: string | null, owner: { __typename: 'User', email: string, name: string }, data: { __typename: 'ModuleRowData', categories: Array<string>, source: string, nParameters: number, nConnectors: number } }> } };


export const ModuleListDocument = {"__meta__":{"hash":"sha256:2fbc0971640ab8965baab8d7ff37ace46560598c104a5f56b1855e0b4a1edb90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nParameters"}},{"kind":"Field","name":{"kind":"Name","value":"nConnectors"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModuleListQuery, ModuleListQueryVariables>;