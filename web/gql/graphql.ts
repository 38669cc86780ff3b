/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export const CadOrientation = {
  NegativeY: 'NegativeY',
  NegativeZ: 'NegativeZ',
  PositiveY: 'PositiveY',
  PositiveZ: 'PositiveZ'
} as const;

export type CadOrientation = typeof CadOrientation[keyof typeof CadOrientation];
export const ChangeOperation = {
  Added: 'Added',
  Changed: 'Changed',
  Removed: 'Removed'
} as const;

export type ChangeOperation = typeof ChangeOperation[keyof typeof ChangeOperation];
export type ConnectorInput = {
  connectorType?: RefInput | null | undefined;
  direction?: Array<number> | null | undefined;
  freedom?: Freedom | null | undefined;
  id: string;
  name: string;
  position?: Array<number> | null | undefined;
};

export const Dimension = {
  Area: 'Area',
  Length: 'Length',
  Mass: 'Mass',
  None: 'None',
  Volume: 'Volume',
  Weight: 'Weight'
} as const;

export type Dimension = typeof Dimension[keyof typeof Dimension];
export type FileInfoInput = {
  contentType: string;
  /** sha256 of the content, hex */
  hashString?: string | null | undefined;
  name: string;
  /** bytes */
  size?: number | null | undefined;
  uri?: string | null | undefined;
};

export const Freedom = {
  Constrained: 'Constrained',
  Fixed: 'Fixed',
  Free: 'Free',
  Limited: 'Limited'
} as const;

export type Freedom = typeof Freedom[keyof typeof Freedom];
/** A label list of products (modules): the batch tools add, rename and delete its values. */
export const LabelList = {
  Categories: 'categories',
  Functions: 'functions'
} as const;

export type LabelList = typeof LabelList[keyof typeof LabelList];
export const MaterialType = {
  Basic: 'Basic',
  Phong: 'Phong',
  Physical: 'Physical',
  Standard: 'Standard'
} as const;

export type MaterialType = typeof MaterialType[keyof typeof MaterialType];
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

/** Paging and order of a list of modules. Pages are cursor-based: pass the `next` of one page as the `cursor` of the following page. */
export type ModulePageInput = {
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | null | undefined;
  /** Rows per page, 1 to 200; 50 when absent. */
  limit?: number | null | undefined;
  /** The order: name, created, lastEdited, or another order the kind offers (its sorts); descending with a leading '-' (REST) or as <order>_DESC (GraphQL). Default -lastEdited. */
  sort?: ModuleSort | null | undefined;
};

/** Changes to a module's head (a JSON merge patch): a field given replaces it, objects merge, null removes it. */
export type ModulePatchInput = {
  bundled?: boolean | null | undefined;
  categories?: Array<string> | null | undefined;
  connectors?: Array<ConnectorInput> | null | undefined;
  cost?: string | null | undefined;
  description?: string | null | undefined;
  functions?: Array<string> | null | undefined;
  name?: string | null | undefined;
  parameters?: Array<ParameterInput> | null | undefined;
  per?: number | null | undefined;
  price?: string | null | undefined;
  productionParts?: ModuleProductionPartsInput | null | undefined;
  providers?: Record<string, Record<string, string | number | boolean>> | null | undefined;
  skus?: Array<string> | null | undefined;
  source?: ModuleSourceInput | null | undefined;
  subcategory?: string | null | undefined;
  submodules?: Array<RefInput> | null | undefined;
  /** 'min:max', a single number, or empty; n is unlimited */
  submodulesComposition?: string | null | undefined;
};

export type ModuleProductionPartsGroupInput = {
  key: string;
  parts: Array<ModuleProductionPartsGroupPartInput>;
};

export type ModuleProductionPartsGroupPartDimensionsInput = {
  length: number;
  width: number;
};

export type ModuleProductionPartsGroupPartInput = {
  dimensions?: ModuleProductionPartsGroupPartDimensionsInput | null | undefined;
  material?: string | null | undefined;
  metrics?: Record<string, number> | null | undefined;
  name?: string | null | undefined;
  path: Array<string>;
  quantity?: number | null | undefined;
  thickness?: number | null | undefined;
  type?: string | null | undefined;
};

export type ModuleProductionPartsInput = {
  groups: Array<ModuleProductionPartsGroupInput>;
};

/** The orders of a list of modules: the sort parameters of GET /api/modules, a descending one as <order>_DESC. */
export const ModuleSort = {
  Category: 'category',
  CategoryDesc: 'category_DESC',
  Connectors: 'connectors',
  ConnectorsDesc: 'connectors_DESC',
  Created: 'created',
  CreatedDesc: 'created_DESC',
  LastEdited: 'lastEdited',
  LastEditedDesc: 'lastEdited_DESC',
  Name: 'name',
  NameDesc: 'name_DESC',
  Owner: 'owner',
  OwnerDesc: 'owner_DESC',
  Parameters: 'parameters',
  ParametersDesc: 'parameters_DESC',
  Source: 'source',
  SourceDesc: 'source_DESC'
} as const;

export type ModuleSort = typeof ModuleSort[keyof typeof ModuleSort];
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

export const NotificationKind = {
  IntegrationRun: 'IntegrationRun',
  /** A new order from the storefront: the bell links to /orders/{id}. */
  Order: 'Order',
  Task: 'Task'
} as const;

export type NotificationKind = typeof NotificationKind[keyof typeof NotificationKind];
export const OrderStatus = {
  Delivered: 'delivered',
  Processing: 'processing',
  Received: 'received'
} as const;

export type OrderStatus = typeof OrderStatus[keyof typeof OrderStatus];
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

export const ParameterTarget = {
  Mesh: 'Mesh',
  None: 'None',
  Uri: 'Uri',
  Visibility: 'Visibility'
} as const;

export type ParameterTarget = typeof ParameterTarget[keyof typeof ParameterTarget];
export const ParameterType = {
  Boolean: 'Boolean',
  Enum: 'Enum',
  Quantity: 'Quantity',
  String: 'String'
} as const;

export type ParameterType = typeof ParameterType[keyof typeof ParameterType];
/** A workspace's plan (application.md §9). An unknown plan is treated as FREE. */
export const Plan = {
  Enterprise: 'ENTERPRISE',
  Free: 'FREE',
  Growth: 'GROWTH',
  Solo: 'SOLO',
  Startup: 'STARTUP'
} as const;

export type Plan = typeof Plan[keyof typeof Plan];
export type RefInput = {
  id: string | number;
  version: number;
};

/** A role in a workspace. */
export const Role = {
  Admin: 'admin',
  Editor: 'editor',
  Guest: 'guest',
  User: 'user'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** application.md §4: the statuses of tasks and integration runs. */
export const TaskStatus = {
  Complete: 'Complete',
  Failed: 'Failed',
  Running: 'Running',
  Scheduled: 'Scheduled',
  Submitted: 'Submitted'
} as const;

export type TaskStatus = typeof TaskStatus[keyof typeof TaskStatus];
/**
 * Why a change was refused: the DomainError's code (as REST's status: BAD_REQUEST 400, FORBIDDEN 403,
 * NOT_FOUND 404, CONFLICT 409, PRECONDITION_FAILED 412, FAILED_DEPENDENCY 424).
 */
export const UserErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Conflict: 'CONFLICT',
  FailedDependency: 'FAILED_DEPENDENCY',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  PreconditionFailed: 'PRECONDITION_FAILED'
} as const;

export type UserErrorCode = typeof UserErrorCode[keyof typeof UserErrorCode];
export const VersionKind = {
  Microversion: 'Microversion',
  Version: 'Version',
  Workspace: 'Workspace'
} as const;

export type VersionKind = typeof VersionKind[keyof typeof VersionKind];
export const WorkspaceOrVersion = {
  Version: 'Version',
  Workspace: 'Workspace'
} as const;

export type WorkspaceOrVersion = typeof WorkspaceOrVersion[keyof typeof WorkspaceOrVersion];
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

export type WorkspaceColoursFragment = { __typename: 'Workspace', alias: string, themeId: string | null, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null };

export type ThemeColoursFragment = { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null };

export type GuardedResourceQueryVariables = Exact<{
  collection: string;
  id: string | number;
}>;


export type GuardedResourceQuery = { __typename: 'Query', resource:
    | { __typename: 'Appearance', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'AppearanceRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'Company', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'CompanyRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ConnectorType', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ConnectorTypeRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'Module', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ModuleRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'OfflineAction', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'OfflineActionRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'Order', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'OrderRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'Population', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'PopulationRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'Product', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ProductConfiguration', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ProductConfigurationRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ProductRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ProductionMaterial', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ProductionMaterialRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'PublishedConfigurator', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'PublishedConfiguratorRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'Theme', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'ThemeRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'WorkBatch', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'WorkBatchRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'Workflow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
    | { __typename: 'WorkflowRow', id: string, version: number, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', read: boolean, write: boolean } }
   | null };

export type MeDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type MeDetailsQuery = { __typename: 'Query', me: { __typename: 'Me', superadmin: boolean, user: { __typename: 'User', email: string, name: string, roles: Array<Role>, avatarUrl: string }, workspace: { __typename: 'Workspace', alias: string, name: string, color: string, suspended: boolean, plan: Plan, themeId: string | null, limits: { __typename: 'PlanLimits', canPublish: boolean, maxConfigurators: number, maxUsers: number, maxProductsPerConfigurator: number, generativeModularDesign: boolean }, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null }, memberships: Array<{ __typename: 'Membership', roles: Array<Role>, workspace: { __typename: 'Workspace', alias: string, name: string, color: string } }> } };

export type SwitchWorkspaceMutationVariables = Exact<{
  alias: string | number;
}>;


export type SwitchWorkspaceMutation = { __typename: 'Mutation', switchWorkspace: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: string, name: string } } };

export type SubscriptionSupportQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionSupportQuery = { __typename: 'Query', __type: { __typename: '__Type', name: string | null } | null };

export type BellQueryVariables = Exact<{ [key: string]: never; }>;


export type BellQuery = { __typename: 'Query', bell: Array<{ __typename: 'BellItem', id: string, kind: NotificationKind, title: string, status: TaskStatus, progress: number, documentId: string | null, message: string | null, documentName: string | null, link: string | null, created: string, updated: string, started: string | null, isRead: boolean }> };

export type BellNotificationsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BellNotificationsSubscription = { notifications: { __typename: 'BellItem', id: string, kind: NotificationKind, title: string, status: TaskStatus, progress: number, documentId: string | null, message: string | null, documentName: string | null, link: string | null, created: string, updated: string, started: string | null, isRead: boolean } };

export type BellItemFieldsFragment = { __typename: 'BellItem', id: string, kind: NotificationKind, title: string, status: TaskStatus, progress: number, documentId: string | null, message: string | null, documentName: string | null, link: string | null, created: string, updated: string, started: string | null, isRead: boolean };

export type ModuleListQueryVariables = Exact<{
  filter?: ModuleFilter | null | undefined;
  page?: ModulePageInput | null | undefined;
}>;


export type ModuleListQuery = { __typename: 'Query', modules: { __typename: 'ModulePage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'ModuleRow', id: string, version: number, head: number, lastEdited: string, name: string | null, progress: number | null, picture: string | null, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', write: boolean, duplicate: boolean, delete: boolean }, data: { __typename: 'ModuleRowData', categories: Array<string>, source: string, nParameters: number, nConnectors: number } }> } };

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
  cursor?: string | null | undefined;
}>;


export type LabelListQuery = { __typename: 'Query', labels: { __typename: 'LabelPage', items: Array<string>, next: string | null } };

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

export type ModuleEditorQueryVariables = Exact<{
  id: string | number;
  version?: number | null | undefined;
}>;


export type ModuleEditorQuery = { __typename: 'Query', module: { __typename: 'Module', id: string, version: number, head: number, lastEdited: string, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ModuleDocument', name: string, description: string | null, categories: Array<string> | null, functions: Array<string> | null, skus: Array<string> | null, price: string | null, parameters: Array<{ __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null }> | null, connectors: Array<{ __typename: 'Connector', id: string, name: string, position: Array<number> | null, direction: Array<number> | null, freedom: Freedom | null, connectorType: { __typename: 'ConnectorTypeRef', id: string, version: number, resource: { __typename: 'ConnectorType', id: string, version: number, name: string | null } | null } | null }> | null, source: { __typename: 'ModuleSource', image: { __typename: 'FileInfo', name: string, hashString: string | null } | null, render: { __typename: 'FileInfo', name: string, hashString: string | null } | null, file: { __typename: 'ModuleSourceFile', file: { __typename: 'FileInfo', name: string, uri: string | null, hashString: string | null } | null } | null, onshape: { __typename: 'ModuleSourceOnshape', documentName: string | null, elementName: string | null } | null, geometrySettings: { __typename: 'ModuleSourceGeometrySettings', cadOrientation: CadOrientation | null } | null } | null, productionParts: { __typename: 'ModuleProductionParts', groups: Array<{ __typename: 'ModuleProductionPartsGroup', key: string, parts: Array<{ __typename: 'ModuleProductionPartsGroupPart', path: Array<string>, name: string | null, quantity: number | null, material: string | null }> }> } | null }, usages: { __typename: 'UsagePage', next: string | null, items: Array<{ __typename: 'Usage', collection: string, id: string, name: string | null, version: number, usesVersion: number }> }, openOrdersOnOlderVersions: Array<{ __typename: 'ModuleVersionOrders', version: number, count: number }> } | null };

export type UsagePageFieldsFragment = { __typename: 'UsagePage', next: string | null, items: Array<{ __typename: 'Usage', collection: string, id: string, name: string | null, version: number, usesVersion: number }> };

export type ModuleUsagesQueryVariables = Exact<{
  id: string | number;
  cursor: string;
}>;


export type ModuleUsagesQuery = { __typename: 'Query', module: { __typename: 'Module', id: string, usages: { __typename: 'UsagePage', next: string | null, items: Array<{ __typename: 'Usage', collection: string, id: string, name: string | null, version: number, usesVersion: number }> } } | null };

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

type OrderHeader_Appearance_Fragment = { __typename: 'Appearance', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_AppearanceRow_Fragment = { __typename: 'AppearanceRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_Company_Fragment = { __typename: 'Company', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_CompanyRow_Fragment = { __typename: 'CompanyRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ConnectorType_Fragment = { __typename: 'ConnectorType', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ConnectorTypeRow_Fragment = { __typename: 'ConnectorTypeRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_Module_Fragment = { __typename: 'Module', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ModuleRow_Fragment = { __typename: 'ModuleRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_OfflineAction_Fragment = { __typename: 'OfflineAction', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_OfflineActionRow_Fragment = { __typename: 'OfflineActionRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_Order_Fragment = { __typename: 'Order', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_OrderRow_Fragment = { __typename: 'OrderRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_Population_Fragment = { __typename: 'Population', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_PopulationRow_Fragment = { __typename: 'PopulationRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_Product_Fragment = { __typename: 'Product', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ProductConfiguration_Fragment = { __typename: 'ProductConfiguration', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ProductConfigurationRow_Fragment = { __typename: 'ProductConfigurationRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ProductRow_Fragment = { __typename: 'ProductRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ProductionMaterial_Fragment = { __typename: 'ProductionMaterial', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ProductionMaterialRow_Fragment = { __typename: 'ProductionMaterialRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_PublishedConfigurator_Fragment = { __typename: 'PublishedConfigurator', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_PublishedConfiguratorRow_Fragment = { __typename: 'PublishedConfiguratorRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_Theme_Fragment = { __typename: 'Theme', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_ThemeRow_Fragment = { __typename: 'ThemeRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_WorkBatch_Fragment = { __typename: 'WorkBatch', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_WorkBatchRow_Fragment = { __typename: 'WorkBatchRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_Workflow_Fragment = { __typename: 'Workflow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

type OrderHeader_WorkflowRow_Fragment = { __typename: 'WorkflowRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string } };

export type OrderHeaderFragment =
  | OrderHeader_Appearance_Fragment
  | OrderHeader_AppearanceRow_Fragment
  | OrderHeader_Company_Fragment
  | OrderHeader_CompanyRow_Fragment
  | OrderHeader_ConnectorType_Fragment
  | OrderHeader_ConnectorTypeRow_Fragment
  | OrderHeader_Module_Fragment
  | OrderHeader_ModuleRow_Fragment
  | OrderHeader_OfflineAction_Fragment
  | OrderHeader_OfflineActionRow_Fragment
  | OrderHeader_Order_Fragment
  | OrderHeader_OrderRow_Fragment
  | OrderHeader_Population_Fragment
  | OrderHeader_PopulationRow_Fragment
  | OrderHeader_Product_Fragment
  | OrderHeader_ProductConfiguration_Fragment
  | OrderHeader_ProductConfigurationRow_Fragment
  | OrderHeader_ProductRow_Fragment
  | OrderHeader_ProductionMaterial_Fragment
  | OrderHeader_ProductionMaterialRow_Fragment
  | OrderHeader_PublishedConfigurator_Fragment
  | OrderHeader_PublishedConfiguratorRow_Fragment
  | OrderHeader_Theme_Fragment
  | OrderHeader_ThemeRow_Fragment
  | OrderHeader_WorkBatch_Fragment
  | OrderHeader_WorkBatchRow_Fragment
  | OrderHeader_Workflow_Fragment
  | OrderHeader_WorkflowRow_Fragment
;

export type OrderFiguresFragment = { __typename: 'OrderRowData', reference: string | null, status: OrderStatus, customer: string | null, totalPrice: number, currency: string };

export type OrderListItemFragment = { __typename: 'OrderRow', needsAction: boolean, id: string, version: number, created: string, data: { __typename: 'OrderRowData', reference: string | null, status: OrderStatus, customer: string | null, totalPrice: number, currency: string }, owner: { __typename: 'User', email: string, name: string } };

export type ParameterFieldsFragment = { __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null };

export type VersionGraphQueryVariables = Exact<{
  collection: string;
  id: string | number;
  version?: number | null | undefined;
  before?: number | null | undefined;
}>;


export type VersionGraphQuery = { __typename: 'Query', resource:
    | { __typename: 'Appearance', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'AppearanceRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'Company', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'CompanyRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ConnectorType', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ConnectorTypeRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'Module', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ModuleRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'OfflineAction', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'OfflineActionRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'Order', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'OrderRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'Population', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'PopulationRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'Product', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ProductConfiguration', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ProductConfigurationRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ProductRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ProductionMaterial', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ProductionMaterialRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'PublishedConfigurator', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'PublishedConfiguratorRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'Theme', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'ThemeRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'WorkBatch', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'WorkBatchRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'Workflow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
    | { __typename: 'WorkflowRow', id: string, head: number, permissions: { __typename: 'Permissions', write: boolean }, versionGraph: { __typename: 'VersionGraph', head: number, older: number | null, versions: Array<{ __typename: 'VersionInfo', version: number, parents: Array<number>, created: string, kind: VersionKind, tag: string | null, summary: string | null, author: { __typename: 'User', email: string, name: string } }> } }
   | null };

export type VersionDiffQueryVariables = Exact<{
  collection: string;
  id: string | number;
  from: number;
  to: number;
}>;


export type VersionDiffQuery = { __typename: 'Query', resource:
    | { __typename: 'Appearance', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'AppearanceRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'Company', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'CompanyRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ConnectorType', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ConnectorTypeRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'Module', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ModuleRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'OfflineAction', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'OfflineActionRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'Order', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'OrderRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'Population', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'PopulationRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'Product', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ProductConfiguration', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ProductConfigurationRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ProductRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ProductionMaterial', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ProductionMaterialRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'PublishedConfigurator', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'PublishedConfiguratorRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'Theme', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'ThemeRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'WorkBatch', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'WorkBatchRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'Workflow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
    | { __typename: 'WorkflowRow', id: string, diff: { __typename: 'Diff', from: number, to: number, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }> } }
   | null };

export type MergePreviewQueryVariables = Exact<{
  collection: string;
  id: string | number;
  a: number;
  b: number;
}>;


export type MergePreviewQuery = { __typename: 'Query', resource:
    | { __typename: 'Appearance', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'AppearanceRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'Company', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'CompanyRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ConnectorType', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ConnectorTypeRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'Module', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ModuleRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'OfflineAction', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'OfflineActionRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'Order', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'OrderRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'Population', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'PopulationRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'Product', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ProductConfiguration', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ProductConfigurationRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ProductRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ProductionMaterial', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ProductionMaterialRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'PublishedConfigurator', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'PublishedConfiguratorRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'Theme', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'ThemeRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'WorkBatch', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'WorkBatchRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'Workflow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
    | { __typename: 'WorkflowRow', id: string, mergePreview: { __typename: 'MergePreview', a: number, b: number, base: number | null, changes: Array<{ __typename: 'Change', operation: ChangeOperation, path: string, from: unknown, to: unknown }>, conflicts: Array<{ __typename: 'MergeConflict', path: string, base: unknown, a: unknown, b: unknown }> } }
   | null };

export const ThemeColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<ThemeColoursFragment, unknown>;
export const WorkspaceColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<WorkspaceColoursFragment, unknown>;
export const BellItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BellItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BellItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]} as unknown as DocumentNode<BellItemFieldsFragment, unknown>;
export const UsagePageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsagePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"usesVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]} as unknown as DocumentNode<UsagePageFieldsFragment, unknown>;
export const OrderHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderHeaderFragment, unknown>;
export const OrderFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderFiguresFragment, unknown>;
export const OrderListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHeader"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAction"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderListItemFragment, unknown>;
export const ParameterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ParameterFieldsFragment, unknown>;
export const GuardedResourceDocument = {"__meta__":{"hash":"sha256:d70e164432f7e81fd9a8d26c46d95120e482ed580f3689c726d340834eac9051"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuardedResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]}}]} as unknown as DocumentNode<GuardedResourceQuery, GuardedResourceQueryVariables>;
export const MeDetailsDocument = {"__meta__":{"hash":"sha256:9b647318a4f717eecc60262abf1d4ec31faf43610bc16b6fbb0e1f56dda14c16"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"maxConfigurators"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxProductsPerConfigurator"}},{"kind":"Field","name":{"kind":"Name","value":"generativeModularDesign"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"superadmin"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}}]} as unknown as DocumentNode<MeDetailsQuery, MeDetailsQueryVariables>;
export const SwitchWorkspaceDocument = {"__meta__":{"hash":"sha256:3580d1f8f0191eacd58952c96db48e004ab9095fcab4f11d73f8981e85ebef3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"switchWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const SubscriptionSupportDocument = {"__meta__":{"hash":"sha256:8b011417b5ea6bc19961216df11a88e4710ade0082094dd140876e4a3403bab2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Subscription","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubscriptionSupportQuery, SubscriptionSupportQueryVariables>;
export const BellDocument = {"__meta__":{"hash":"sha256:8e05eee7efd09f7832d9d167894c7fa51b6db9fb4cbc71d0527bf3287bae6ead"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BellItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BellItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BellItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]} as unknown as DocumentNode<BellQuery, BellQueryVariables>;
export const BellNotificationsDocument = {"__meta__":{"hash":"sha256:4a85df5eb89c6d8fa878c84ac450fcf66aee3c5d47261d774a4d252f5f89524d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BellNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BellItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BellItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BellItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]} as unknown as DocumentNode<BellNotificationsSubscription, BellNotificationsSubscriptionVariables>;
export const ModuleListDocument = {"__meta__":{"hash":"sha256:caf7a18bd3209b08ffb92aa66f483f4a39351772d4f2ddd6bf54c8311bbdf68b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModulePageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nParameters"}},{"kind":"Field","name":{"kind":"Name","value":"nConnectors"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModuleListQuery, ModuleListQueryVariables>;
export const DuplicateProductDocument = {"__meta__":{"hash":"sha256:63b6c4fa0ead85bc9db964624081266e6a082576e26ff1219f6580f6507479cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateProductMutation, DuplicateProductMutationVariables>;
export const DeleteProductDocument = {"__meta__":{"hash":"sha256:939f041c7075360ecb0f522fdaf4ee9ec7a8127b863846e7d78e600de7cfdbbf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archive"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"failIfUsed"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const LabelListDocument = {"__meta__":{"hash":"sha256:1bc0614ee9a8d117252f4b875dfdebe67db83548c50b0fc7a4ae461bf068eec0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabelList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]}}]} as unknown as DocumentNode<LabelListQuery, LabelListQueryVariables>;
export const AddLabelDocument = {"__meta__":{"hash":"sha256:116f492caff058b93f6ed7147807938f43f52d00042db1542fcaf7bc9eead4d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddLabelMutation, AddLabelMutationVariables>;
export const RenameLabelDocument = {"__meta__":{"hash":"sha256:f9978a93a0617bb59aa0f56cecbded5960f40aa0aa813340a0a5c40a02d01318"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"renameLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"newName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenameLabelMutation, RenameLabelMutationVariables>;
export const DeleteLabelDocument = {"__meta__":{"hash":"sha256:860504ea825ec5715b3fcd3827e0faf5a6bce64ae28390f0aa336bc042faa341"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteLabelMutation, DeleteLabelMutationVariables>;
export const ProductSyncPointsDocument = {"__meta__":{"hash":"sha256:7bdd7e57333b15dbdce3707fea730888fea4750a1ead242b909f875b335a0355"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductSyncPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"syncPoints"}}]}}]}}]}}]} as unknown as DocumentNode<ProductSyncPointsQuery, ProductSyncPointsQueryVariables>;
export const ModuleEditorDocument = {"__meta__":{"hash":"sha256:3aa26b7d7c4ebdf0f8da32f8c5c01440d3b1a1c8ea9a24b8071e50cbe9c2572f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"functions"}},{"kind":"Field","name":{"kind":"Name","value":"skus"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connectorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"freedom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}},{"kind":"Field","name":{"kind":"Name","value":"render"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onshape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"elementName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geometrySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cadOrientation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productionParts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"material"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsagePageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openOrdersOnOlderVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsagePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"usesVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]} as unknown as DocumentNode<ModuleEditorQuery, ModuleEditorQueryVariables>;
export const ModuleUsagesDocument = {"__meta__":{"hash":"sha256:be3a30892e44649fdc30f1eb2951c389b0324f80133cb19a07eb2d51d544976d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleUsages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsagePageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsagePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"usesVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]} as unknown as DocumentNode<ModuleUsagesQuery, ModuleUsagesQueryVariables>;
export const ModuleDocumentSchemaDocument = {"__meta__":{"hash":"sha256:30eccc9a2e48df22659e8df35c5dc0654004ef8beb5747317267d24f8905c5d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleDocumentSchema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"StringValue","value":"modules","block":false}}]}]}}]} as unknown as DocumentNode<ModuleDocumentSchemaQuery, ModuleDocumentSchemaQueryVariables>;
export const ConnectorTypeOptionsDocument = {"__meta__":{"hash":"sha256:cc8cdb89480ecfcf74928dd6e1a90cbd40dd90525229e6770d55754abdbddbd5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectorTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"connectorTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorTypeOptionsQuery, ConnectorTypeOptionsQueryVariables>;
export const SaveModuleDocument = {"__meta__":{"hash":"sha256:99eb0e3a5af9f4d7cbe16f8250175d55af51399eb555d777332602fc58940f1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModulePatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WriteOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}},{"kind":"Argument","name":{"kind":"Name","value":"onVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveModuleMutation, SaveModuleMutationVariables>;
export const VersionGraphDocument = {"__meta__":{"hash":"sha256:edd4c5e9ec9dcac9c2c9cfbc9223886c4c248528cce529ed56ff194b124e1f42"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versionGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"older"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"parents"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VersionGraphQuery, VersionGraphQueryVariables>;
export const VersionDiffDocument = {"__meta__":{"hash":"sha256:24b3be91f05d30d53913f5a90df6a8dac71242e8d7a1327b4b875cc677113017"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VersionDiffQuery, VersionDiffQueryVariables>;
export const MergePreviewDocument = {"__meta__":{"hash":"sha256:4dfc7f1adecb23dd9169eec1d96487f827e67ad4fbff5b595b8957d7ce1f8c22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mergePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"a"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}},{"kind":"Argument","name":{"kind":"Name","value":"b"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MergePreviewQuery, MergePreviewQueryVariables>;