/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LoginType =
  | 'None'
  | 'Optional'
  | 'Required'
  | 'RequiredToOrder';

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

export type SignupType =
  | 'Invitation'
  | 'Signup';

export type ThemeAuthInput = {
  emailPassword: boolean;
  loginType: LoginType;
  signupType: SignupType;
};

export type ThemeDocumentInput = {
  auth?: ThemeAuthInput | null | undefined;
  /** ISO 4217 code */
  currency?: string | null | undefined;
  name: string;
  properties?: ThemePropertiesInput | null | undefined;
  /** six hexadecimal digits, optional leading # */
  secondary?: string | null | undefined;
  /** six hexadecimal digits, optional leading # */
  seed: string;
  /** six hexadecimal digits, optional leading # */
  tertiary?: string | null | undefined;
  trueColours?: boolean | null | undefined;
};

/** Changes to a theme's head (a JSON merge patch): a field given replaces it, objects merge, null removes it. */
export type ThemePatchInput = {
  auth?: ThemeAuthInput | null | undefined;
  /** ISO 4217 code */
  currency?: string | null | undefined;
  name?: string | null | undefined;
  properties?: ThemePropertiesInput | null | undefined;
  /** six hexadecimal digits, optional leading # */
  secondary?: string | null | undefined;
  /** six hexadecimal digits, optional leading # */
  seed?: string | null | undefined;
  /** six hexadecimal digits, optional leading # */
  tertiary?: string | null | undefined;
  trueColours?: boolean | null | undefined;
};

export type ThemePropertiesInput = {
  dark?: Record<string, string> | null | undefined;
  light?: Record<string, string> | null | undefined;
};

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


export type MeDetailsQuery = { __typename: 'Query', me: { __typename: 'Me', superadmin: boolean, user: { __typename: 'User', email: string, name: string, roles: Array<Role>, avatarUrl: string }, workspace: { __typename: 'Workspace', alias: string, name: string, color: string, plan: Plan, themeId: string | null, limits: { __typename: 'PlanLimits', canPublish: boolean, maxConfigurators: number, maxUsers: number, maxProductsPerConfigurator: number, generativeModularDesign: boolean }, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null }, memberships: Array<{ __typename: 'Membership', roles: Array<Role>, workspace: { __typename: 'Workspace', alias: string, name: string, color: string } }> } };

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

export type WorkspaceColoursFragment = { __typename: 'Workspace', alias: string, themeId: string | null, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null };

export type DesignedThemeFragment = { __typename: 'Theme', id: string, version: number, head: number, name: string | null, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ThemeDocument', name: string, seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } };

export type ThemeDesignerWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type ThemeDesignerWorkspaceQuery = { __typename: 'Query', me: { __typename: 'Me', user: { __typename: 'User', email: string, roles: Array<Role> }, workspace: { __typename: 'Workspace', alias: string, themeId: string | null, theme: { __typename: 'Theme', id: string, version: number, head: number, name: string | null, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, name: string, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null }, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean } } | null } } };

export type ConfiguratorThemeQueryVariables = Exact<{
  id: string | number;
}>;


export type ConfiguratorThemeQuery = { __typename: 'Query', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, version: number, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'PublishedConfiguratorDocument', theme: { __typename: 'ThemeRef', id: string, version: number, resource: { __typename: 'Theme', id: string, version: number, head: number, name: string | null, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ThemeDocument', name: string, seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null } | null } } | null };

export type ThemePresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type ThemePresetsQuery = { __typename: 'Query', themes: { __typename: 'ThemePage', items: Array<{ __typename: 'ThemeRow', id: string, resource: { __typename: 'Theme', id: string, version: number, head: number, name: string | null, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ThemeDocument', name: string, seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } }> } };

export type RegisterThemeMutationVariables = Exact<{
  document: ThemeDocumentInput;
}>;


export type RegisterThemeMutation = { __typename: 'Mutation', createTheme: { __typename: 'ThemePayload', theme: { __typename: 'Theme', id: string, version: number, head: number, name: string | null, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ThemeDocument', name: string, seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type UpdateThemeMutationVariables = Exact<{
  id: string | number;
  patch: ThemePatchInput;
  expectedHead?: number | null | undefined;
}>;


export type UpdateThemeMutation = { __typename: 'Mutation', patchTheme: { __typename: 'ThemePayload', theme: { __typename: 'Theme', id: string, version: number, head: number, name: string | null, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ThemeDocument', name: string, seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type ApplyThemeMutationVariables = Exact<{
  themeId?: string | number | null | undefined;
}>;


export type ApplyThemeMutation = { __typename: 'Mutation', applyTheme: { __typename: 'ApplyThemePayload', workspace: { __typename: 'Workspace', alias: string, themeId: string | null, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type ApplyConfiguratorThemeMutationVariables = Exact<{
  id: string | number;
  theme: RefInput;
}>;


export type ApplyConfiguratorThemeMutation = { __typename: 'Mutation', patchPublishedConfigurator: { __typename: 'PublishedConfiguratorPayload', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, version: number, document: { __typename: 'PublishedConfiguratorDocument', theme: { __typename: 'ThemeRef', id: string, version: number } | null } } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export const WorkspaceColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceColoursFragment, unknown>;
export const DesignedThemeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]} as unknown as DocumentNode<DesignedThemeFragment, unknown>;
export const MeDetailsDocument = {"__meta__":{"hash":"sha256:9844d299705a8fe2a13bc58b6ed9d54f46c1c2abe18e913a3040994187eb139a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"maxConfigurators"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxProductsPerConfigurator"}},{"kind":"Field","name":{"kind":"Name","value":"generativeModularDesign"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"superadmin"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeDetailsQuery, MeDetailsQueryVariables>;
export const SwitchWorkspaceDocument = {"__meta__":{"hash":"sha256:3580d1f8f0191eacd58952c96db48e004ab9095fcab4f11d73f8981e85ebef3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"switchWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const SubscriptionSupportDocument = {"__meta__":{"hash":"sha256:8b011417b5ea6bc19961216df11a88e4710ade0082094dd140876e4a3403bab2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Subscription","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubscriptionSupportQuery, SubscriptionSupportQueryVariables>;
export const ModuleListDocument = {"__meta__":{"hash":"sha256:cb6203b23b113c997e374dc4f388eef18fe360b32cbd64c3fedb6b2d066d380b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nParameters"}},{"kind":"Field","name":{"kind":"Name","value":"nConnectors"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModuleListQuery, ModuleListQueryVariables>;
export const ThemeDesignerWorkspaceDocument = {"__meta__":{"hash":"sha256:e61fc87ccf411228f80e3617f8c094bd9e8ec0649ba033d286ce043801bc5aff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemeDesignerWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]} as unknown as DocumentNode<ThemeDesignerWorkspaceQuery, ThemeDesignerWorkspaceQueryVariables>;
export const ConfiguratorThemeDocument = {"__meta__":{"hash":"sha256:286db14c47a6c8264fc775582c0160abcd44808d05a723f01721af1086e077c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguratorThemeQuery, ConfiguratorThemeQueryVariables>;
export const ThemePresetsDocument = {"__meta__":{"hash":"sha256:1d66610f5d6ab4836a66b3f1f2b7febb6be3fe7b5dbab2d3e7032d9492b06b13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemePresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"public"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"name","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]} as unknown as DocumentNode<ThemePresetsQuery, ThemePresetsQueryVariables>;
export const RegisterThemeDocument = {"__meta__":{"hash":"sha256:e12b4cf60a2b57cd0ec295fa194c1ac5bbcae965f50ceaf7e91b6d74a427cfb5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterThemeMutation, RegisterThemeMutationVariables>;
export const UpdateThemeDocument = {"__meta__":{"hash":"sha256:41fdc8ea99d0ac5639b57bae7edad013e28b99010d2a2fe50bc1750e0ab2ecd3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ThemePatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateThemeMutation, UpdateThemeMutationVariables>;
export const ApplyThemeDocument = {"__meta__":{"hash":"sha256:9b9d49603c2a7fe6f9282ba299a6a278863160ad9b1b05837687dfd5887d7297"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"themeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"themeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"themeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApplyThemeMutation, ApplyThemeMutationVariables>;
export const ApplyConfiguratorThemeDocument = {"__meta__":{"hash":"sha256:597667fd21c79b9c699573f079569cd7267d572be51c69da0c8524e0c8c815ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyConfiguratorTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchPublishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApplyConfiguratorThemeMutation, ApplyConfiguratorThemeMutationVariables>;