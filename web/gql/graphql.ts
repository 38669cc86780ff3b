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
/** The product a configurator offers, as its editor saves it. */
export type ConfiguratorOfferInput = {
  /** The product offered. */
  id: string | number;
  /** The product's changes, a JSON merge patch of its document; absent: the product is offered as it is. */
  patch?: ProductPatchInput | null | undefined;
  /**
   * The product's version the editor showed. Its changes are written on it, which must still be the
   * product's head (PRECONDITION_FAILED otherwise); without changes the configurator offers this version.
   */
  version: number;
};

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
export const LoginType = {
  None: 'None',
  Optional: 'Optional',
  Required: 'Required',
  RequiredToOrder: 'RequiredToOrder'
} as const;

export type LoginType = typeof LoginType[keyof typeof LoginType];
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

/** Filters of a list of orders: each field is a filter of GET /api/orders, besides the listing flags. */
export type OrderFilter = {
  /** Only resources the actor may change. */
  canWrite?: boolean | null | undefined;
  /** createdSince: at or after this instant */
  createdSince?: string | null | undefined;
  /** customer: case-insensitive substring */
  customer?: string | null | undefined;
  /** Include soft-deleted resources. */
  includeDeleted?: boolean | null | undefined;
  /** lineItems: exact value */
  lineItems?: string | null | undefined;
  /** Only resources the actor owns. */
  mine?: boolean | null | undefined;
  /** Include resources of every workspace the actor belongs to. */
  multiWorkspace?: boolean | null | undefined;
  /** products: exact value */
  products?: string | null | undefined;
  /** Only public resources. */
  public?: boolean | null | undefined;
  /** reference: case-insensitive substring */
  reference?: string | null | undefined;
  /** referenceOrCustomer: case-insensitive substring */
  referenceOrCustomer?: string | null | undefined;
  /** Only resources shared with the actor. */
  shared?: boolean | null | undefined;
  /** status: exact value */
  status?: string | null | undefined;
};

/** Paging and order of a list of orders. Pages are cursor-based: pass the `next` of one page as the `cursor` of the following page. */
export type OrderPageInput = {
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | null | undefined;
  /** Rows per page, 1 to 200; 50 when absent. */
  limit?: number | null | undefined;
  /** The order: name, created, lastEdited, or another order the kind offers (its sorts); descending with a leading '-' (REST) or as <order>_DESC (GraphQL). Default -lastEdited. */
  sort?: OrderSort | null | undefined;
};

/** The orders of a list of orders: the sort parameters of GET /api/orders, a descending one as <order>_DESC. */
export const OrderSort = {
  Created: 'created',
  CreatedDesc: 'created_DESC',
  LastEdited: 'lastEdited',
  LastEditedDesc: 'lastEdited_DESC',
  Name: 'name',
  NameDesc: 'name_DESC'
} as const;

export type OrderSort = typeof OrderSort[keyof typeof OrderSort];
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
export type ProductCategoryModuleInput = {
  category: string;
  /** 'min:max', a single number, or empty; n is unlimited */
  composition?: string | null | undefined;
  id: string;
  modules: Array<RefInput>;
};

export const ProductConfigurationProductType = {
  Products: 'products',
  Publishedconfigurators: 'publishedconfigurators'
} as const;

export type ProductConfigurationProductType = typeof ProductConfigurationProductType[keyof typeof ProductConfigurationProductType];
export type ProductModuleGraphInput = {
  source: string;
  sourceConnector: string;
  target: string;
  targetConnector: string;
};

/** Changes to a product's head (a JSON merge patch): a field given replaces it, objects merge, null removes it. */
export type ProductPatchInput = {
  categories?: Array<string> | null | undefined;
  categoryModules?: Array<ProductCategoryModuleInput> | null | undefined;
  description?: string | null | undefined;
  moduleGraph?: Array<ProductModuleGraphInput> | null | undefined;
  name?: string | null | undefined;
  parameters?: Array<ParameterInput> | null | undefined;
  productionData?: ProductProductionDataInput | null | undefined;
  rules?: ProductRulesInput | null | undefined;
};

export type ProductProductionDataGroupInput = {
  id: string;
  material?: string | null | undefined;
  parts?: number | null | undefined;
  sheetResult?: ProductProductionDataGroupSheetResultInput | null | undefined;
};

export type ProductProductionDataGroupSheetResultInput = {
  placementCandidates?: Array<ProductProductionDataGroupSheetResultPlacementCandidateInput> | null | undefined;
  sheets?: number | null | undefined;
  utilisation?: number | null | undefined;
};

export type ProductProductionDataGroupSheetResultPlacementCandidateInput = {
  part: string;
  rotation?: number | null | undefined;
  score?: number | null | undefined;
  sheet: number;
  x: number;
  y: number;
};

export type ProductProductionDataInput = {
  groups: Array<ProductProductionDataGroupInput>;
};

export type ProductRulesExcludeInput = {
  /** a resource id: 24 lower-case hexadecimal characters */
  module: string | number;
  parameter: string;
  value: string;
};

export type ProductRulesInput = {
  excludes?: Array<ProductRulesExcludeInput> | null | undefined;
  requires?: Array<ProductRulesRequireInput> | null | undefined;
};

export type ProductRulesRequireInput = {
  category: string;
  /** a resource id: 24 lower-case hexadecimal characters */
  module: string | number;
};

export type PublishedConfiguratorAuthInput = {
  emailPassword: boolean;
  loginType: LoginType;
  signupType: SignupType;
};

export type PublishedConfiguratorDocumentInput = {
  auth?: PublishedConfiguratorAuthInput | null | undefined;
  /** ISO 4217 code */
  currency?: string | null | undefined;
  /** a lower-case host name */
  customerDomain?: string | null | undefined;
  description?: string | null | undefined;
  embedOrigins?: Array<string> | null | undefined;
  features?: PublishedConfiguratorFeaturesInput | null | undefined;
  images?: PublishedConfiguratorImagesInput | null | undefined;
  /** a lower-case host name */
  joineryDomain: string;
  product: RefInput;
  published: boolean;
  theme?: RefInput | null | undefined;
  title: string;
};

export type PublishedConfiguratorFeaturesInput = {
  /** show the bill of materials */
  billOfMaterials?: boolean | null | undefined;
  /** customers may order */
  ordering?: boolean | null | undefined;
  /** show prices */
  prices?: boolean | null | undefined;
  /** customers may save and share configurations */
  sharing?: boolean | null | undefined;
  /** AI suggestions */
  suggestions?: boolean | null | undefined;
};

/** Filters of a list of publishedconfigurators: each field is a filter of GET /api/publishedconfigurators, besides the listing flags. */
export type PublishedConfiguratorFilter = {
  /** Only resources the actor may change. */
  canWrite?: boolean | null | undefined;
  /** customerDomain: case-insensitive substring */
  customerDomain?: string | null | undefined;
  /** Include soft-deleted resources. */
  includeDeleted?: boolean | null | undefined;
  /** joineryDomain: case-insensitive substring */
  joineryDomain?: string | null | undefined;
  /** Only resources the actor owns. */
  mine?: boolean | null | undefined;
  /** Include resources of every workspace the actor belongs to. */
  multiWorkspace?: boolean | null | undefined;
  /** Only public resources. */
  public?: boolean | null | undefined;
  /** published: true or false */
  published?: boolean | null | undefined;
  /** Only resources shared with the actor. */
  shared?: boolean | null | undefined;
  /** title: case-insensitive substring */
  title?: string | null | undefined;
};

export type PublishedConfiguratorImagesInput = {
  /** an http(s) address, or a path on this server */
  background?: string | null | undefined;
  /** an http(s) address, or a path on this server */
  favicon?: string | null | undefined;
  /** an http(s) address, or a path on this server */
  logo?: string | null | undefined;
};

/** Paging and order of a list of publishedconfigurators. Pages are cursor-based: pass the `next` of one page as the `cursor` of the following page. */
export type PublishedConfiguratorPageInput = {
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | null | undefined;
  /** Rows per page, 1 to 200; 50 when absent. */
  limit?: number | null | undefined;
  /** The order: name, created, lastEdited, or another order the kind offers (its sorts); descending with a leading '-' (REST) or as <order>_DESC (GraphQL). Default -lastEdited. */
  sort?: PublishedConfiguratorSort | null | undefined;
};

/** Changes to a published configurator's head (a JSON merge patch): a field given replaces it, objects merge, null removes it. */
export type PublishedConfiguratorPatchInput = {
  auth?: PublishedConfiguratorAuthInput | null | undefined;
  /** ISO 4217 code */
  currency?: string | null | undefined;
  /** a lower-case host name */
  customerDomain?: string | null | undefined;
  description?: string | null | undefined;
  embedOrigins?: Array<string> | null | undefined;
  features?: PublishedConfiguratorFeaturesInput | null | undefined;
  images?: PublishedConfiguratorImagesInput | null | undefined;
  /** a lower-case host name */
  joineryDomain?: string | null | undefined;
  product?: RefInput | null | undefined;
  published?: boolean | null | undefined;
  theme?: RefInput | null | undefined;
  title?: string | null | undefined;
};

/** The orders of a list of publishedconfigurators: the sort parameters of GET /api/publishedconfigurators, a descending one as <order>_DESC. */
export const PublishedConfiguratorSort = {
  Created: 'created',
  CreatedDesc: 'created_DESC',
  LastEdited: 'lastEdited',
  LastEditedDesc: 'lastEdited_DESC',
  Name: 'name',
  NameDesc: 'name_DESC'
} as const;

export type PublishedConfiguratorSort = typeof PublishedConfiguratorSort[keyof typeof PublishedConfiguratorSort];
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
export const SignupType = {
  Invitation: 'Invitation',
  Signup: 'Signup'
} as const;

export type SignupType = typeof SignupType[keyof typeof SignupType];
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

export type ConfiguratorListQueryVariables = Exact<{
  filter?: PublishedConfiguratorFilter | null | undefined;
  page?: PublishedConfiguratorPageInput | null | undefined;
}>;


export type ConfiguratorListQuery = { __typename: 'Query', publishedConfigurators: { __typename: 'PublishedConfiguratorPage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'PublishedConfiguratorRow', id: string, version: number, head: number, lastEdited: string, name: string | null, data: { __typename: 'PublishedConfiguratorRowData', joineryDomain: string, customerDomain: string | null, published: boolean } }> } };

export type ConfiguratorPublishedCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfiguratorPublishedCountQuery = { __typename: 'Query', publishedConfigurators: { __typename: 'PublishedConfiguratorPage', total: number } };

export type ConfiguratorMutationErrorFragment = { __typename: 'UserError', field: string | null, code: UserErrorCode, message: string };

export type ConfiguratorFieldsFragment = { __typename: 'PublishedConfigurator', id: string, version: number, head: number, lastEdited: string, name: string | null, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'PublishedConfiguratorDocument', title: string, description: string | null, joineryDomain: string, customerDomain: string | null, published: boolean, currency: string | null, embedOrigins: Array<string> | null, product: { __typename: 'ProductRef', id: string, version: number }, theme: { __typename: 'ThemeRef', id: string, version: number } | null, auth: { __typename: 'PublishedConfiguratorAuth', loginType: LoginType, signupType: SignupType, emailPassword: boolean } | null, images: { __typename: 'PublishedConfiguratorImages', logo: string | null, favicon: string | null, background: string | null } | null, features: { __typename: 'PublishedConfiguratorFeatures', prices: boolean | null, ordering: boolean | null, sharing: boolean | null, suggestions: boolean | null, billOfMaterials: boolean | null } | null } };

export type ConfiguratorDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ConfiguratorDetailsQuery = { __typename: 'Query', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, version: number, head: number, lastEdited: string, name: string | null, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'PublishedConfiguratorDocument', title: string, description: string | null, joineryDomain: string, customerDomain: string | null, published: boolean, currency: string | null, embedOrigins: Array<string> | null, product: { __typename: 'ProductRef', id: string, version: number }, theme: { __typename: 'ThemeRef', id: string, version: number } | null, auth: { __typename: 'PublishedConfiguratorAuth', loginType: LoginType, signupType: SignupType, emailPassword: boolean } | null, images: { __typename: 'PublishedConfiguratorImages', logo: string | null, favicon: string | null, background: string | null } | null, features: { __typename: 'PublishedConfiguratorFeatures', prices: boolean | null, ordering: boolean | null, sharing: boolean | null, suggestions: boolean | null, billOfMaterials: boolean | null } | null } } | null };

export type ConfiguratorVersionQueryVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type ConfiguratorVersionQuery = { __typename: 'Query', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, version: number, head: number, lastEdited: string, name: string | null, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'PublishedConfiguratorDocument', title: string, description: string | null, joineryDomain: string, customerDomain: string | null, published: boolean, currency: string | null, embedOrigins: Array<string> | null, product: { __typename: 'ProductRef', id: string, version: number }, theme: { __typename: 'ThemeRef', id: string, version: number } | null, auth: { __typename: 'PublishedConfiguratorAuth', loginType: LoginType, signupType: SignupType, emailPassword: boolean } | null, images: { __typename: 'PublishedConfiguratorImages', logo: string | null, favicon: string | null, background: string | null } | null, features: { __typename: 'PublishedConfiguratorFeatures', prices: boolean | null, ordering: boolean | null, sharing: boolean | null, suggestions: boolean | null, billOfMaterials: boolean | null } | null } } | null };

export type CreateConfiguratorMutationVariables = Exact<{
  document: PublishedConfiguratorDocumentInput;
}>;


export type CreateConfiguratorMutation = { __typename: 'Mutation', createPublishedConfigurator: { __typename: 'PublishedConfiguratorPayload', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, name: string | null } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type DuplicateConfiguratorMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateConfiguratorMutation = { __typename: 'Mutation', duplicatePublishedConfigurator: { __typename: 'PublishedConfiguratorPayload', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, name: string | null } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type DeleteConfiguratorMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteConfiguratorMutation = { __typename: 'Mutation', deletePublishedConfigurator: { __typename: 'DeletePayload', errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type PatchConfiguratorMutationVariables = Exact<{
  id: string | number;
  patch: PublishedConfiguratorPatchInput;
  expectedHead?: number | null | undefined;
}>;


export type PatchConfiguratorMutation = { __typename: 'Mutation', patchPublishedConfigurator: { __typename: 'PublishedConfiguratorPayload', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, version: number, head: number, lastEdited: string, name: string | null, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'PublishedConfiguratorDocument', title: string, description: string | null, joineryDomain: string, customerDomain: string | null, published: boolean, currency: string | null, embedOrigins: Array<string> | null, product: { __typename: 'ProductRef', id: string, version: number }, theme: { __typename: 'ThemeRef', id: string, version: number } | null, auth: { __typename: 'PublishedConfiguratorAuth', loginType: LoginType, signupType: SignupType, emailPassword: boolean } | null, images: { __typename: 'PublishedConfiguratorImages', logo: string | null, favicon: string | null, background: string | null } | null, features: { __typename: 'PublishedConfiguratorFeatures', prices: boolean | null, ordering: boolean | null, sharing: boolean | null, suggestions: boolean | null, billOfMaterials: boolean | null } | null } } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type ConfiguratorChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfiguratorChoicesQuery = { __typename: 'Query', products: { __typename: 'ProductPage', items: Array<{ __typename: 'ProductRow', id: string, head: number, name: string | null }> }, modules: { __typename: 'ModulePage', items: Array<{ __typename: 'ModuleRow', id: string, head: number, name: string | null }> }, themes: { __typename: 'ThemePage', items: Array<{ __typename: 'ThemeRow', id: string, head: number, name: string | null }> } };

export type ConfiguratorProductFieldsFragment = { __typename: 'Product', id: string, version: number, head: number, name: string | null, document: { __typename: 'ProductDocument', name: string, categoryModules: Array<{ __typename: 'ProductCategoryModule', id: string, category: string, composition: string | null, modules: Array<{ __typename: 'ModuleRef', id: string, version: number, resource: { __typename: 'Module', name: string | null } | null }> }> | null, parameters: Array<{ __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null }> | null } };

export type ConfiguratorProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ConfiguratorProductQuery = { __typename: 'Query', product: { __typename: 'Product', id: string, version: number, head: number, name: string | null, document: { __typename: 'ProductDocument', name: string, categoryModules: Array<{ __typename: 'ProductCategoryModule', id: string, category: string, composition: string | null, modules: Array<{ __typename: 'ModuleRef', id: string, version: number, resource: { __typename: 'Module', name: string | null } | null }> }> | null, parameters: Array<{ __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null }> | null } } | null };

export type OfferConfiguratorProductMutationVariables = Exact<{
  id: string | number;
  expectedHead?: number | null | undefined;
  product: ConfiguratorOfferInput;
}>;


export type OfferConfiguratorProductMutation = { __typename: 'Mutation', offerProduct: { __typename: 'ConfiguratorOfferPayload', publishedConfigurator: { __typename: 'PublishedConfigurator', id: string, version: number, head: number, lastEdited: string, name: string | null, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'PublishedConfiguratorDocument', title: string, description: string | null, joineryDomain: string, customerDomain: string | null, published: boolean, currency: string | null, embedOrigins: Array<string> | null, product: { __typename: 'ProductRef', id: string, version: number }, theme: { __typename: 'ThemeRef', id: string, version: number } | null, auth: { __typename: 'PublishedConfiguratorAuth', loginType: LoginType, signupType: SignupType, emailPassword: boolean } | null, images: { __typename: 'PublishedConfiguratorImages', logo: string | null, favicon: string | null, background: string | null } | null, features: { __typename: 'PublishedConfiguratorFeatures', prices: boolean | null, ordering: boolean | null, sharing: boolean | null, suggestions: boolean | null, billOfMaterials: boolean | null } | null } } | null, product: { __typename: 'Product', id: string, version: number, head: number, name: string | null, document: { __typename: 'ProductDocument', name: string, categoryModules: Array<{ __typename: 'ProductCategoryModule', id: string, category: string, composition: string | null, modules: Array<{ __typename: 'ModuleRef', id: string, version: number, resource: { __typename: 'Module', name: string | null } | null }> }> | null, parameters: Array<{ __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null }> | null } } | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

export type MeDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type MeDetailsQuery = { __typename: 'Query', me: { __typename: 'Me', superadmin: boolean, user: { __typename: 'User', email: string, name: string, roles: Array<Role>, avatarUrl: string }, workspace: { __typename: 'Workspace', alias: string, name: string, color: string, plan: Plan, themeId: string | null, limits: { __typename: 'PlanLimits', canPublish: boolean, maxConfigurators: number, maxUsers: number, maxProductsPerConfigurator: number, generativeModularDesign: boolean }, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null }, memberships: Array<{ __typename: 'Membership', roles: Array<Role>, workspace: { __typename: 'Workspace', alias: string, name: string, color: string } }> } };

export type SwitchWorkspaceMutationVariables = Exact<{
  alias: string | number;
}>;


export type SwitchWorkspaceMutation = { __typename: 'Mutation', switchWorkspace: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: string, name: string } } };

export type SubscriptionSupportQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionSupportQuery = { __typename: 'Query', __type: { __typename: '__Type', name: string | null } | null };

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
  version?: number | null | undefined;
}>;


export type OrderDetailQuery = { __typename: 'Query', order: { __typename: 'Order', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string }, data: { __typename: 'OrderRowData', totalItems: number, reference: string | null, status: OrderStatus, customer: string | null, totalPrice: number, currency: string }, document: { __typename: 'OrderDocument', providers: Record<string, Record<string, string | number | boolean>> | null, lineItems: Array<{ __typename: 'OrderLineItem', name: string, sku: string | null, quantity: number, per: number | null, instances: Array<number> | null, nProductionParts: number | null, module: { __typename: 'ModuleRef', id: string, version: number, resource: { __typename: 'Module', id: string, head: number, name: string | null } | null }, properties: { __typename: 'OrderLineItemProperties', price: string | null } | null }>, products: Array<{ __typename: 'OrderProduct', quantity: number, productConfiguration: { __typename: 'ProductConfigurationRef', id: string, version: number, resource: { __typename: 'ProductConfiguration', id: string, name: string | null, document: { __typename: 'ProductConfigurationDocument', product: { __typename: 'ProductConfigurationProduct', type: ProductConfigurationProductType, id: string }, modules: Array<{ __typename: 'ProductConfigurationModule', instance: number, parameters: Record<string, string | number | boolean> | null, module: { __typename: 'ModuleRef', id: string, version: number, resource: { __typename: 'Module', id: string, name: string | null, document: { __typename: 'ModuleDocument', parameters: Array<{ __typename: 'Parameter', id: string, name: string }> | null } } | null } }>, connections: Array<{ __typename: 'ProductConfigurationConnection', sourceModule: string, sourceInstance: number, sourceConnector: string, targetModule: string, targetInstance: number, targetConnector: string }> | null } } | null } }> | null, shipping: { __typename: 'OrderShipping', address: string | null, method: string | null } | null }, usages: { __typename: 'UsagePage', items: Array<{ __typename: 'Usage', collection: string, id: string, name: string | null }> } } | null };

export type OrderListQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  page?: OrderPageInput | null | undefined;
}>;


export type OrderListQuery = { __typename: 'Query', orders: { __typename: 'OrderPage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'OrderRow', id: string, version: number, created: string, owner: { __typename: 'User', email: string, name: string }, data: { __typename: 'OrderRowData', reference: string | null, status: OrderStatus, customer: string | null, totalPrice: number, currency: string } }> } };

export type OrderStatusCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderStatusCountsQuery = { __typename: 'Query', orderStatusCounts: Array<{ __typename: 'OrderStatusCount', status: OrderStatus, count: number }> };

export type OrderFiguresFragment = { __typename: 'OrderRowData', reference: string | null, status: OrderStatus, customer: string | null, totalPrice: number, currency: string };

export type ModuleListQueryVariables = Exact<{
  filter?: ModuleFilter | null | undefined;
  page?: ModulePageInput | null | undefined;
}>;


export type ModuleListQuery = { __typename: 'Query', modules: { __typename: 'ModulePage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'ModuleRow', id: string, version: number, head: number, lastEdited: string, name: string | null, progress: number | null, picture: string | null, owner: { __typename: 'User', email: string, name: string }, data: { __typename: 'ModuleRowData', categories: Array<string>, source: string, nParameters: number, nConnectors: number } }> } };

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


export type ModuleEditorQuery = { __typename: 'Query', module: { __typename: 'Module', id: string, version: number, head: number, lastEdited: string, owner: { __typename: 'User', email: string, name: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ModuleDocument', name: string, description: string | null, categories: Array<string> | null, functions: Array<string> | null, skus: Array<string> | null, price: string | null, parameters: Array<{ __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null }> | null, connectors: Array<{ __typename: 'Connector', id: string, name: string, position: Array<number> | null, direction: Array<number> | null, freedom: Freedom | null, connectorType: { __typename: 'ConnectorTypeRef', id: string, version: number, resource: { __typename: 'ConnectorType', id: string, version: number, name: string | null } | null } | null }> | null, source: { __typename: 'ModuleSource', image: { __typename: 'FileInfo', name: string, hashString: string | null } | null, render: { __typename: 'FileInfo', name: string, hashString: string | null } | null, file: { __typename: 'ModuleSourceFile', file: { __typename: 'FileInfo', name: string, uri: string | null, hashString: string | null } | null } | null, onshape: { __typename: 'ModuleSourceOnshape', documentName: string | null, elementName: string | null } | null, geometrySettings: { __typename: 'ModuleSourceGeometrySettings', cadOrientation: CadOrientation | null } | null } | null, productionParts: { __typename: 'ModuleProductionParts', groups: Array<{ __typename: 'ModuleProductionPartsGroup', key: string, parts: Array<{ __typename: 'ModuleProductionPartsGroupPart', path: Array<string>, name: string | null, quantity: number | null, material: string | null }> }> } | null }, usages: { __typename: 'UsagePage', next: string | null, items: Array<{ __typename: 'Usage', collection: string, id: string, name: string | null, version: number, usesVersion: number }> } } | null };

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

export type ParameterFieldsFragment = { __typename: 'Parameter', id: string, name: string, type: ParameterType, target: ParameterTarget | null, default: string | number | boolean | null, min: number | null, max: number | null, step: number | null, unit: string | null, dimension: Dimension | null, options: Array<{ __typename: 'ParameterOption', value: string, label: string | null }> | null };

export type DesignedThemeFragment = { __typename: 'Theme', id: string, version: number, head: number, name: string | null, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean }, document: { __typename: 'ThemeDocument', name: string, seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } };

export type ThemeWriteErrorFragment = { __typename: 'UserError', field: string | null, code: UserErrorCode, message: string };

export type ThemeDesignerWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type ThemeDesignerWorkspaceQuery = { __typename: 'Query', me: { __typename: 'Me', user: { __typename: 'User', email: string, roles: Array<Role> }, workspace: { __typename: 'Workspace', alias: string, themeId: string | null, theme: { __typename: 'Theme', id: string, version: number, head: number, name: string | null, document: { __typename: 'ThemeDocument', name: string, seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null }, workspace: { __typename: 'Workspace', alias: string }, permissions: { __typename: 'Permissions', write: boolean } } | null } } };

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
export const ConfiguratorMutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConfiguratorMutationErrorFragment, unknown>;
export const ConfiguratorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfigurator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"signupType"}},{"kind":"Field","name":{"kind":"Name","value":"emailPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"ordering"}},{"kind":"Field","name":{"kind":"Name","value":"sharing"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"}},{"kind":"Field","name":{"kind":"Name","value":"billOfMaterials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"embedOrigins"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorFieldsFragment, unknown>;
export const ParameterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ParameterFieldsFragment, unknown>;
export const ConfiguratorProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"composition"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ConfiguratorProductFieldsFragment, unknown>;
export const OrderFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderFiguresFragment, unknown>;
export const UsagePageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsagePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"usesVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]} as unknown as DocumentNode<UsagePageFieldsFragment, unknown>;
export const DesignedThemeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<DesignedThemeFragment, unknown>;
export const ThemeWriteErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ThemeWriteErrorFragment, unknown>;
export const GuardedResourceDocument = {"__meta__":{"hash":"sha256:d70e164432f7e81fd9a8d26c46d95120e482ed580f3689c726d340834eac9051"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuardedResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]}}]} as unknown as DocumentNode<GuardedResourceQuery, GuardedResourceQueryVariables>;
export const ConfiguratorListDocument = {"__meta__":{"hash":"sha256:5825d275d4e2a9d1c9cd06c91d250507c916d33a369b37b922c8b923a1bac0e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfiguratorFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfiguratorPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguratorListQuery, ConfiguratorListQueryVariables>;
export const ConfiguratorPublishedCountDocument = {"__meta__":{"hash":"sha256:c349924ced684d560b275dfb8e53bf5200b1fea2079253925fdb95c18da34926"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorPublishedCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"published"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorPublishedCountQuery, ConfiguratorPublishedCountQueryVariables>;
export const ConfiguratorDetailsDocument = {"__meta__":{"hash":"sha256:ad71fcb188494d5dea1ac974f429fe6d94123f586b863d789e1534f4778d5a4a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfigurator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"signupType"}},{"kind":"Field","name":{"kind":"Name","value":"emailPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"ordering"}},{"kind":"Field","name":{"kind":"Name","value":"sharing"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"}},{"kind":"Field","name":{"kind":"Name","value":"billOfMaterials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"embedOrigins"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorDetailsQuery, ConfiguratorDetailsQueryVariables>;
export const ConfiguratorVersionDocument = {"__meta__":{"hash":"sha256:e2af91ea0e5f92103394f9a4d9a2d1da516e977ae52d7cc5267788c2fa801b4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfigurator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"signupType"}},{"kind":"Field","name":{"kind":"Name","value":"emailPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"ordering"}},{"kind":"Field","name":{"kind":"Name","value":"sharing"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"}},{"kind":"Field","name":{"kind":"Name","value":"billOfMaterials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"embedOrigins"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorVersionQuery, ConfiguratorVersionQueryVariables>;
export const CreateConfiguratorDocument = {"__meta__":{"hash":"sha256:942b46f24a25c349a3b251bc00bf9de3cd479a5d4a3bc14d3532ead0b6a8a580"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConfigurator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfiguratorDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPublishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorMutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateConfiguratorMutation, CreateConfiguratorMutationVariables>;
export const DuplicateConfiguratorDocument = {"__meta__":{"hash":"sha256:c0577c9c24df5c5e1eb2e10976cdce316a4b969fed6d3de4dae79610ba6c5411"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateConfigurator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatePublishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorMutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DuplicateConfiguratorMutation, DuplicateConfiguratorMutationVariables>;
export const DeleteConfiguratorDocument = {"__meta__":{"hash":"sha256:2ddb3c165fb32c0bf76cf70c8d30dfe880ff31e00ffe493e2e06d89c5110da26"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteConfigurator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletePublishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorMutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteConfiguratorMutation, DeleteConfiguratorMutationVariables>;
export const PatchConfiguratorDocument = {"__meta__":{"hash":"sha256:ddbb4e76209e1a9d7012d3c34accd6758121519a20de6eb3dff91f78764f190e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatchConfigurator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfiguratorPatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchPublishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorMutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfigurator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"signupType"}},{"kind":"Field","name":{"kind":"Name","value":"emailPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"ordering"}},{"kind":"Field","name":{"kind":"Name","value":"sharing"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"}},{"kind":"Field","name":{"kind":"Name","value":"billOfMaterials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"embedOrigins"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<PatchConfiguratorMutation, PatchConfiguratorMutationVariables>;
export const ConfiguratorChoicesDocument = {"__meta__":{"hash":"sha256:39261b5bb7356d7b4e6d670177896e916ed90d2987752913d6beb24cfdca4607"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguratorChoicesQuery, ConfiguratorChoicesQueryVariables>;
export const ConfiguratorProductDocument = {"__meta__":{"hash":"sha256:5de4507e88a7b7c2b122a45e548b938943fa411d6e557e74d0d08fc790093323"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"composition"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFields"}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguratorProductQuery, ConfiguratorProductQueryVariables>;
export const OfferConfiguratorProductDocument = {"__meta__":{"hash":"sha256:849e2347033c1a61801e469cf45e2c051e91a90dc43ff3bd4e0bc075f1d27a2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferConfiguratorProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"product"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfiguratorOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}},{"kind":"Argument","name":{"kind":"Name","value":"product"},"value":{"kind":"Variable","name":{"kind":"Name","value":"product"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfiguratorMutationError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfigurator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"signupType"}},{"kind":"Field","name":{"kind":"Name","value":"emailPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"ordering"}},{"kind":"Field","name":{"kind":"Name","value":"sharing"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"}},{"kind":"Field","name":{"kind":"Name","value":"billOfMaterials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"embedOrigins"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"composition"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<OfferConfiguratorProductMutation, OfferConfiguratorProductMutationVariables>;
export const MeDetailsDocument = {"__meta__":{"hash":"sha256:f2e6c253faaca470b218262aa922cb690427850137ead682662ec1206781d028"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"canPublish"}},{"kind":"Field","name":{"kind":"Name","value":"maxConfigurators"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsers"}},{"kind":"Field","name":{"kind":"Name","value":"maxProductsPerConfigurator"}},{"kind":"Field","name":{"kind":"Name","value":"generativeModularDesign"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"superadmin"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}}]} as unknown as DocumentNode<MeDetailsQuery, MeDetailsQueryVariables>;
export const SwitchWorkspaceDocument = {"__meta__":{"hash":"sha256:3580d1f8f0191eacd58952c96db48e004ab9095fcab4f11d73f8981e85ebef3d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alias"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"switchWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alias"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const SubscriptionSupportDocument = {"__meta__":{"hash":"sha256:8b011417b5ea6bc19961216df11a88e4710ade0082094dd140876e4a3403bab2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Subscription","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubscriptionSupportQuery, SubscriptionSupportQueryVariables>;
export const OrderDetailDocument = {"__meta__":{"hash":"sha256:34475693c243238e08516ddf4a8d4df2f7c12cb23cd62d4b798b494d19bb20b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"per"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instances"}},{"kind":"Field","name":{"kind":"Name","value":"nProductionParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sourceModule"}},{"kind":"Field","name":{"kind":"Name","value":"sourceInstance"}},{"kind":"Field","name":{"kind":"Name","value":"sourceConnector"}},{"kind":"Field","name":{"kind":"Name","value":"targetModule"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstance"}},{"kind":"Field","name":{"kind":"Name","value":"targetConnector"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderListDocument = {"__meta__":{"hash":"sha256:205babcb7794600e4d2ce6c78b7f984838ed73a412266edf25f08fb8cf3e6b52"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderListQuery, OrderListQueryVariables>;
export const OrderStatusCountsDocument = {"__meta__":{"hash":"sha256:ce8789f42701ceefed91708457b8ffd577fd5393ad3a3293ef9d94ea4a20ea62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStatusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<OrderStatusCountsQuery, OrderStatusCountsQueryVariables>;
export const ModuleListDocument = {"__meta__":{"hash":"sha256:2c8270564f78c4311288ec69c977dff8caa634c36620f39f82f00b05f97ed249"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModuleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModulePageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"nParameters"}},{"kind":"Field","name":{"kind":"Name","value":"nConnectors"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModuleListQuery, ModuleListQueryVariables>;
export const DuplicateProductDocument = {"__meta__":{"hash":"sha256:63b6c4fa0ead85bc9db964624081266e6a082576e26ff1219f6580f6507479cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateProductMutation, DuplicateProductMutationVariables>;
export const DeleteProductDocument = {"__meta__":{"hash":"sha256:939f041c7075360ecb0f522fdaf4ee9ec7a8127b863846e7d78e600de7cfdbbf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"archive"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"failIfUsed"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const LabelListDocument = {"__meta__":{"hash":"sha256:1bc0614ee9a8d117252f4b875dfdebe67db83548c50b0fc7a4ae461bf068eec0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LabelList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"labels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]}}]} as unknown as DocumentNode<LabelListQuery, LabelListQueryVariables>;
export const AddLabelDocument = {"__meta__":{"hash":"sha256:116f492caff058b93f6ed7147807938f43f52d00042db1542fcaf7bc9eead4d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddLabelMutation, AddLabelMutationVariables>;
export const RenameLabelDocument = {"__meta__":{"hash":"sha256:f9978a93a0617bb59aa0f56cecbded5960f40aa0aa813340a0a5c40a02d01318"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"renameLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"newName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RenameLabelMutation, RenameLabelMutationVariables>;
export const DeleteLabelDocument = {"__meta__":{"hash":"sha256:860504ea825ec5715b3fcd3827e0faf5a6bce64ae28390f0aa336bc042faa341"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLabel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LabelList"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteLabel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteLabelMutation, DeleteLabelMutationVariables>;
export const ProductSyncPointsDocument = {"__meta__":{"hash":"sha256:7bdd7e57333b15dbdce3707fea730888fea4750a1ead242b909f875b335a0355"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductSyncPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"syncPoints"}}]}}]}}]}}]} as unknown as DocumentNode<ProductSyncPointsQuery, ProductSyncPointsQueryVariables>;
export const ModuleEditorDocument = {"__meta__":{"hash":"sha256:f0335e546c8644fcb2f72b05765d9df920bc34bde4db56aacda4c0753196bc24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"functions"}},{"kind":"Field","name":{"kind":"Name","value":"skus"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connectorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"freedom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}},{"kind":"Field","name":{"kind":"Name","value":"render"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"hashString"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"onshape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"elementName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geometrySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cadOrientation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productionParts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"material"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsagePageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsagePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"usesVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]} as unknown as DocumentNode<ModuleEditorQuery, ModuleEditorQueryVariables>;
export const ModuleUsagesDocument = {"__meta__":{"hash":"sha256:be3a30892e44649fdc30f1eb2951c389b0324f80133cb19a07eb2d51d544976d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleUsages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsagePageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsagePageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsagePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"usesVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"}}]}}]} as unknown as DocumentNode<ModuleUsagesQuery, ModuleUsagesQueryVariables>;
export const ModuleDocumentSchemaDocument = {"__meta__":{"hash":"sha256:30eccc9a2e48df22659e8df35c5dc0654004ef8beb5747317267d24f8905c5d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModuleDocumentSchema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"documentSchema"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"StringValue","value":"modules","block":false}}]}]}}]} as unknown as DocumentNode<ModuleDocumentSchemaQuery, ModuleDocumentSchemaQueryVariables>;
export const ConnectorTypeOptionsDocument = {"__meta__":{"hash":"sha256:cc8cdb89480ecfcf74928dd6e1a90cbd40dd90525229e6770d55754abdbddbd5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectorTypeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"connectorTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorTypeOptionsQuery, ConnectorTypeOptionsQueryVariables>;
export const SaveModuleDocument = {"__meta__":{"hash":"sha256:99eb0e3a5af9f4d7cbe16f8250175d55af51399eb555d777332602fc58940f1a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModulePatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"onVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WriteOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}},{"kind":"Argument","name":{"kind":"Name","value":"onVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"onVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveModuleMutation, SaveModuleMutationVariables>;
export const ThemeDesignerWorkspaceDocument = {"__meta__":{"hash":"sha256:20d0a57bde44a4a13ff7bc0855072b111b650b162dc41b422aca9f7fc9e8161d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemeDesignerWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]} as unknown as DocumentNode<ThemeDesignerWorkspaceQuery, ThemeDesignerWorkspaceQueryVariables>;
export const ConfiguratorThemeDocument = {"__meta__":{"hash":"sha256:93700832e8e2b805fd4313bf7697b9419d49e8e1cbc8d2f4dc247274e42e0498"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorThemeQuery, ConfiguratorThemeQueryVariables>;
export const ThemePresetsDocument = {"__meta__":{"hash":"sha256:0d62a24f77140d89c96a37e5aaf181c4cd03ac263c1bac365cff6b4d2df404d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemePresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"public"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]} as unknown as DocumentNode<ThemePresetsQuery, ThemePresetsQueryVariables>;
export const RegisterThemeDocument = {"__meta__":{"hash":"sha256:f2979e217ee6bdf0647f7ddc0e6a39bf68825c278223190d6ab777187d93dc8a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RegisterThemeMutation, RegisterThemeMutationVariables>;
export const UpdateThemeDocument = {"__meta__":{"hash":"sha256:42778938e4631766e710edf2a7a5f648402de1091bd61a2108655a2e0b8eba86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ThemePatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateThemeMutation, UpdateThemeMutationVariables>;
export const ApplyThemeDocument = {"__meta__":{"hash":"sha256:e5b26d418ee13d9ecff76281a4ced5789101ce0daafbeb264b04d50d4208220c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"themeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"themeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"themeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplyThemeMutation, ApplyThemeMutationVariables>;
export const ApplyConfiguratorThemeDocument = {"__meta__":{"hash":"sha256:a8d3c666219e3d7bffeeb97e989cb91d40121ba685b9a97bd23aec77cd4c88bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyConfiguratorTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchPublishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplyConfiguratorThemeMutation, ApplyConfiguratorThemeMutationVariables>;
export const VersionGraphDocument = {"__meta__":{"hash":"sha256:edd4c5e9ec9dcac9c2c9cfbc9223886c4c248528cce529ed56ff194b124e1f42"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionGraph"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versionGraph"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"older"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"parents"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VersionGraphQuery, VersionGraphQueryVariables>;
export const VersionDiffDocument = {"__meta__":{"hash":"sha256:24b3be91f05d30d53913f5a90df6a8dac71242e8d7a1327b4b875cc677113017"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"diff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VersionDiffQuery, VersionDiffQueryVariables>;
export const MergePreviewDocument = {"__meta__":{"hash":"sha256:4dfc7f1adecb23dd9169eec1d96487f827e67ad4fbff5b595b8957d7ce1f8c22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"collection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"collection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"collection"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiWorkspace"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mergePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"a"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}},{"kind":"Argument","name":{"kind":"Name","value":"b"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"a"}},{"kind":"Field","name":{"kind":"Name","value":"b"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MergePreviewQuery, MergePreviewQueryVariables>;