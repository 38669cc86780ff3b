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
/** An order at the version the screen showed. */
export type OrderVersionInput = {
  id: string | number;
  version: number;
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
export const ProductConfigurationProductType = {
  Products: 'products',
  Publishedconfigurators: 'publishedconfigurators'
} as const;

export type ProductConfigurationProductType = typeof ProductConfigurationProductType[keyof typeof ProductConfigurationProductType];
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

export type OrderDetailQueryVariables = Exact<{
  id: string | number;
  version?: number | null | undefined;
}>;


export type OrderDetailQuery = { __typename: 'Query', order: { __typename: 'Order', needsAction: boolean, id: string, version: number, created: string, data: { __typename: 'OrderRowData', totalItems: number, reference: string | null, status: OrderStatus, customer: string | null, totalPrice: number, currency: string }, document: { __typename: 'OrderDocument', providers: Record<string, Record<string, string | number | boolean>> | null, lineItems: Array<{ __typename: 'OrderLineItem', name: string, sku: string | null, quantity: number, per: number | null, instances: Array<number> | null, nProductionParts: number | null, module: { __typename: 'ModuleRef', id: string, version: number, resource: { __typename: 'Module', id: string, head: number, name: string | null } | null }, properties: { __typename: 'OrderLineItemProperties', price: string | null } | null }>, products: Array<{ __typename: 'OrderProduct', quantity: number, productConfiguration: { __typename: 'ProductConfigurationRef', id: string, version: number, resource: { __typename: 'ProductConfiguration', id: string, name: string | null, document: { __typename: 'ProductConfigurationDocument', product: { __typename: 'ProductConfigurationProduct', type: ProductConfigurationProductType, id: string }, modules: Array<{ __typename: 'ProductConfigurationModule', instance: number, parameters: Record<string, string | number | boolean> | null, module: { __typename: 'ModuleRef', id: string, version: number, resource: { __typename: 'Module', id: string, name: string | null, document: { __typename: 'ModuleDocument', parameters: Array<{ __typename: 'Parameter', id: string, name: string }> | null } } | null } }>, connections: Array<{ __typename: 'ProductConfigurationConnection', sourceModule: string, sourceInstance: number, sourceConnector: string, targetModule: string, targetInstance: number, targetConnector: string }> | null } } | null } }> | null, shipping: { __typename: 'OrderShipping', address: string | null, method: string | null } | null }, usages: { __typename: 'UsagePage', items: Array<{ __typename: 'Usage', collection: string, id: string, name: string | null }> }, owner: { __typename: 'User', email: string, name: string }, workflowState: { __typename: 'WorkflowState', id: string, name: string }, nextStates: Array<{ __typename: 'WorkflowState', id: string, name: string }>, permissions: { __typename: 'Permissions', write: boolean } } | null };

export type OrderListQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  page?: OrderPageInput | null | undefined;
}>;


export type OrderListQuery = { __typename: 'Query', orders: { __typename: 'OrderPage', total: number, totalExact: boolean, next: string | null, items: Array<{ __typename: 'OrderRow', needsAction: boolean, id: string, version: number, created: string, data: { __typename: 'OrderRowData', reference: string | null, status: OrderStatus, customer: string | null, totalPrice: number, currency: string }, workflowState: { __typename: 'WorkflowState', id: string, name: string }, nextStates: Array<{ __typename: 'WorkflowState', id: string, name: string }>, permissions: { __typename: 'Permissions', write: boolean }, owner: { __typename: 'User', email: string, name: string } }> } };

export type OrderStatusCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderStatusCountsQuery = { __typename: 'Query', orderStatusCounts: Array<{ __typename: 'OrderStatusCount', status: OrderStatus, count: number }> };

type OrderStanding_Order_Fragment = { __typename: 'Order', workflowState: { __typename: 'WorkflowState', id: string, name: string }, nextStates: Array<{ __typename: 'WorkflowState', id: string, name: string }>, permissions: { __typename: 'Permissions', write: boolean } };

type OrderStanding_OrderRow_Fragment = { __typename: 'OrderRow', workflowState: { __typename: 'WorkflowState', id: string, name: string }, nextStates: Array<{ __typename: 'WorkflowState', id: string, name: string }>, permissions: { __typename: 'Permissions', write: boolean } };

export type OrderStandingFragment =
  | OrderStanding_Order_Fragment
  | OrderStanding_OrderRow_Fragment
;

export type MoveOrderMutationVariables = Exact<{
  id: string | number;
  state: string;
}>;


export type MoveOrderMutation = { __typename: 'Mutation', patchOrder: { __typename: 'OrderPayload', order: { __typename: 'Order', id: string, version: number, workflowState: { __typename: 'WorkflowState', id: string, name: string }, nextStates: Array<{ __typename: 'WorkflowState', id: string, name: string }>, permissions: { __typename: 'Permissions', write: boolean } } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type SendToProductionMutationVariables = Exact<{
  orders: Array<OrderVersionInput> | OrderVersionInput;
  confirm?: boolean | null | undefined;
}>;


export type SendToProductionMutation = { __typename: 'Mutation', sendToProduction: { __typename: 'SendToProductionPayload', workBatchId: string | null, errors: Array<{ __typename: 'UserError', field: string | null, code: UserErrorCode, message: string }> } };

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
export const OrderStandingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStanding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workflowState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<OrderStandingFragment, unknown>;
export const OrderHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderHeaderFragment, unknown>;
export const OrderFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderFiguresFragment, unknown>;
export const OrderListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHeader"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAction"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderListItemFragment, unknown>;
export const ParameterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ParameterFieldsFragment, unknown>;
export const OrderDetailDocument = {"__meta__":{"hash":"sha256:a4171ea817782d9fc27930afe7bf4b88e89873216aace673a1544f8b41474057"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHeader"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"per"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instances"}},{"kind":"Field","name":{"kind":"Name","value":"nProductionParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"instance"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sourceModule"}},{"kind":"Field","name":{"kind":"Name","value":"sourceInstance"}},{"kind":"Field","name":{"kind":"Name","value":"sourceConnector"}},{"kind":"Field","name":{"kind":"Name","value":"targetModule"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstance"}},{"kind":"Field","name":{"kind":"Name","value":"targetConnector"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAction"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderStanding"}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"collection"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStanding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workflowState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderListDocument = {"__meta__":{"hash":"sha256:78b8e1942a284b6015545a889cc35d4a3f3a3b9d2ea9fefd9cbeecedada07d86"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderListItem"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderStanding"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHeader"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAction"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStanding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workflowState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<OrderListQuery, OrderListQueryVariables>;
export const OrderStatusCountsDocument = {"__meta__":{"hash":"sha256:ce8789f42701ceefed91708457b8ffd577fd5393ad3a3293ef9d94ea4a20ea62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStatusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<OrderStatusCountsQuery, OrderStatusCountsQueryVariables>;
export const MoveOrderDocument = {"__meta__":{"hash":"sha256:7661b95a4b394eaecfdb87c9e3127e22e8f31612fac6c66c04f9e91dca8ee39d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"patchOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderStanding"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderStanding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workflowState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<MoveOrderMutation, MoveOrderMutationVariables>;
export const SendToProductionDocument = {"__meta__":{"hash":"sha256:1814e9d3a647827a939395e62946af1e52197595def128ccb0d01a7d997b2bd7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendToProduction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orders"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderVersionInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendToProduction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orders"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orders"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workBatchId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendToProductionMutation, SendToProductionMutationVariables>;