/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
export type WorkspaceColoursFragment = { __typename: 'Workspace', alias: string, themeId: string | null, theme: { __typename: 'Theme', id: string, version: number, document: { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null } } | null };

export type ThemeColoursFragment = { __typename: 'ThemeDocument', seed: string, secondary: string | null, tertiary: string | null, trueColours: boolean | null, properties: { __typename: 'ThemeProperties', light: Record<string, string> | null, dark: Record<string, string> | null } | null };

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

export const ThemeColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<ThemeColoursFragment, unknown>;
export const WorkspaceColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<WorkspaceColoursFragment, unknown>;
export const OrderHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderHeaderFragment, unknown>;
export const OrderFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderFiguresFragment, unknown>;
export const OrderListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHeader"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAction"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderListItemFragment, unknown>;
export const ParameterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ParameterFieldsFragment, unknown>;
export const DesignedThemeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<DesignedThemeFragment, unknown>;
export const ThemeWriteErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ThemeWriteErrorFragment, unknown>;
export const ThemeDesignerWorkspaceDocument = {"__meta__":{"hash":"sha256:20d0a57bde44a4a13ff7bc0855072b111b650b162dc41b422aca9f7fc9e8161d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemeDesignerWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]} as unknown as DocumentNode<ThemeDesignerWorkspaceQuery, ThemeDesignerWorkspaceQueryVariables>;
export const ConfiguratorThemeDocument = {"__meta__":{"hash":"sha256:93700832e8e2b805fd4313bf7697b9419d49e8e1cbc8d2f4dc247274e42e0498"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfiguratorTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]} as unknown as DocumentNode<ConfiguratorThemeQuery, ConfiguratorThemeQueryVariables>;
export const ThemePresetsDocument = {"__meta__":{"hash":"sha256:0d62a24f77140d89c96a37e5aaf181c4cd03ac263c1bac365cff6b4d2df404d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThemePresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"public"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]} as unknown as DocumentNode<ThemePresetsQuery, ThemePresetsQueryVariables>;
export const RegisterThemeDocument = {"__meta__":{"hash":"sha256:f2979e217ee6bdf0647f7ddc0e6a39bf68825c278223190d6ab777187d93dc8a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RegisterThemeMutation, RegisterThemeMutationVariables>;
export const UpdateThemeDocument = {"__meta__":{"hash":"sha256:42778938e4631766e710edf2a7a5f648402de1091bd61a2108655a2e0b8eba86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ThemePatchInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignedTheme"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignedTheme"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Theme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UpdateThemeMutation, UpdateThemeMutationVariables>;
export const ApplyThemeDocument = {"__meta__":{"hash":"sha256:e5b26d418ee13d9ecff76281a4ced5789101ce0daafbeb264b04d50d4208220c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"themeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"themeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"themeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceColours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplyThemeMutation, ApplyThemeMutationVariables>;
export const ApplyConfiguratorThemeDocument = {"__meta__":{"hash":"sha256:a8d3c666219e3d7bffeeb97e989cb91d40121ba685b9a97bd23aec77cd4c88bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyConfiguratorTheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"theme"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchPublishedConfigurator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"theme"},"value":{"kind":"Variable","name":{"kind":"Name","value":"theme"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishedConfigurator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeWriteError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeWriteError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ApplyConfiguratorThemeMutation, ApplyConfiguratorThemeMutationVariables>;