/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export const Dimension = {
  Area: 'Area',
  Length: 'Length',
  Mass: 'Mass',
  None: 'None',
  Volume: 'Volume',
  Weight: 'Weight'
} as const;

export type Dimension = typeof Dimension[keyof typeof Dimension];
export const LoginType = {
  None: 'None',
  Optional: 'Optional',
  Required: 'Required',
  RequiredToOrder: 'RequiredToOrder'
} as const;

export type LoginType = typeof LoginType[keyof typeof LoginType];
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
export type ProductCategoryModuleInput = {
  category: string;
  /** 'min:max', a single number, or empty; n is unlimited */
  composition?: string | null | undefined;
  id: string;
  modules: Array<RefInput>;
};

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

export const SignupType = {
  Invitation: 'Invitation',
  Signup: 'Signup'
} as const;

export type SignupType = typeof SignupType[keyof typeof SignupType];
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
export type WorkspaceColoursFragment = { __typename: 'Workspace', alias: string, themeId: string | null, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null };

export type ThemeColoursFragment = { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null };

export type ConfiguratorListQueryVariables = Exact<{
  filter?: PublishedConfiguratorFilter | null | undefined;
  page?: PublishedConfiguratorPageInput | null | undefined;
}>;


export type ConfiguratorListQuery = { __typename: 'Query', publishedConfigurators: { __typename: 'PublishedConfiguratorPage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'PublishedConfiguratorRow', id: string, version: number, head: number, lastEdited: string, name: string | null, permissions: { __typename: 'Permissions', write: boolean, duplicate: boolean, delete: boolean }, data: { __typename: 'PublishedConfiguratorRowData', joineryDomain: string, customerDomain: string | null, published: boolean } }> } };

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

export const ThemeColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<ThemeColoursFragment, unknown>;
export const WorkspaceColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<WorkspaceColoursFragment, unknown>;
export const ConfiguratorMutationErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorMutationError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ConfiguratorMutationErrorFragment, unknown>;
export const ConfiguratorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfigurator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"auth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"signupType"}},{"kind":"Field","name":{"kind":"Name","value":"emailPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"background"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"prices"}},{"kind":"Field","name":{"kind":"Name","value":"ordering"}},{"kind":"Field","name":{"kind":"Name","value":"sharing"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"}},{"kind":"Field","name":{"kind":"Name","value":"billOfMaterials"}}]}},{"kind":"Field","name":{"kind":"Name","value":"embedOrigins"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorFieldsFragment, unknown>;
export const ParameterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ParameterFieldsFragment, unknown>;
export const ConfiguratorProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfiguratorProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryModules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"composition"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ConfiguratorProductFieldsFragment, unknown>;
export const OrderHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderHeaderFragment, unknown>;
export const OrderFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderFiguresFragment, unknown>;
export const OrderListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHeader"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAction"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderListItemFragment, unknown>;
export const ConfiguratorListDocument = {"__meta__":{"hash":"sha256:c942aa13bfd58bef8b9eb94f38c1c15566ddad318614783dfdd6b054db2a2f18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfiguratorFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishedConfiguratorPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"lastEdited"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}},{"kind":"Field","name":{"kind":"Name","value":"duplicate"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"joineryDomain"}},{"kind":"Field","name":{"kind":"Name","value":"customerDomain"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConfiguratorListQuery, ConfiguratorListQueryVariables>;
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