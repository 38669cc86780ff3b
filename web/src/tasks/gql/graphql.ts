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

export type TaskDetailsFragment = { __typename: 'Task', id: string, title: string, message: string | null, status: TaskStatus, progress: number, documentType: string | null, documentId: string | null, documentName: string | null, owner: string, created: string, started: string | null, finished: string | null, attempts: number, cancelRequested: string | null, stages: Array<{ __typename: 'TaskStage', name: string, progress: number }>, log: Array<{ __typename: 'TaskLogLine', at: string, line: string }>, actions: { __typename: 'TaskActions', cancel: boolean, restart: boolean, report: boolean } };

export type TaskDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TaskDetailQuery = { __typename: 'Query', task: { __typename: 'Task', id: string, title: string, message: string | null, status: TaskStatus, progress: number, documentType: string | null, documentId: string | null, documentName: string | null, owner: string, created: string, started: string | null, finished: string | null, attempts: number, cancelRequested: string | null, stages: Array<{ __typename: 'TaskStage', name: string, progress: number }>, log: Array<{ __typename: 'TaskLogLine', at: string, line: string }>, actions: { __typename: 'TaskActions', cancel: boolean, restart: boolean, report: boolean } } };

export type TaskOutcomeFragment = { __typename: 'TaskPayload', task: { __typename: 'Task', id: string } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode }> };

export type CancelTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelTaskMutation = { __typename: 'Mutation', cancelTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode }> } };

export type RestartTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type RestartTaskMutation = { __typename: 'Mutation', restartTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: string } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode }> } };

export type ReportTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type ReportTaskMutation = { __typename: 'Mutation', reportTask: { __typename: 'TaskPayload', sentTo: string | null, task: { __typename: 'Task', id: string } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode }> } };

export const ThemeColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<ThemeColoursFragment, unknown>;
export const WorkspaceColoursFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"themeId"}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeColours"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeColours"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThemeDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"tertiary"}},{"kind":"Field","name":{"kind":"Name","value":"trueColours"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"light"}},{"kind":"Field","name":{"kind":"Name","value":"dark"}}]}}]}}]} as unknown as DocumentNode<WorkspaceColoursFragment, unknown>;
export const OrderHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderHeaderFragment, unknown>;
export const OrderFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderFiguresFragment, unknown>;
export const OrderListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHeader"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needsAction"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Resource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderRowData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<OrderListItemFragment, unknown>;
export const ParameterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Parameter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}}]}}]} as unknown as DocumentNode<ParameterFieldsFragment, unknown>;
export const TaskDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"restart"}},{"kind":"Field","name":{"kind":"Name","value":"report"}}]}}]}}]} as unknown as DocumentNode<TaskDetailsFragment, unknown>;
export const TaskOutcomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<TaskOutcomeFragment, unknown>;
export const TaskDetailDocument = {"__meta__":{"hash":"sha256:557828a62246502c60cd498d201d7db1ffe044a8d42cd9dd0d607e10063ba15a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"log"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"documentName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}},{"kind":"Field","name":{"kind":"Name","value":"restart"}},{"kind":"Field","name":{"kind":"Name","value":"report"}}]}}]}}]} as unknown as DocumentNode<TaskDetailQuery, TaskDetailQueryVariables>;
export const CancelTaskDocument = {"__meta__":{"hash":"sha256:9b4ae4656ad43967750169db5260a78f0300c1cefa77cd6824bb7e3ed639550c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CancelTaskMutation, CancelTaskMutationVariables>;
export const RestartTaskDocument = {"__meta__":{"hash":"sha256:9caceae641337cc3180a4c18c6879ecaa254e52a5796a7b8c6cea9c5f64c68c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"restartTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<RestartTaskMutation, RestartTaskMutationVariables>;
export const ReportTaskDocument = {"__meta__":{"hash":"sha256:16e6d973ffe69a45ea6690662ed8ec9a4796bb3e5c721a37021f4654e46fba26"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reportTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaskPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ReportTaskMutation, ReportTaskMutationVariables>;