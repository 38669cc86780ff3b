/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
export type WorkflowDocumentInput = {
  description?: string | null | undefined;
  name: string;
  states: Array<WorkflowStateInput>;
  transitions: Array<WorkflowTransitionInput>;
};

export type WorkflowStateInput = {
  end?: boolean | null | undefined;
  id: string;
  name: string;
  start?: boolean | null | undefined;
};

export type WorkflowTransitionInput = {
  from: string;
  to: string;
};

export type WorkflowStateFieldsFragment = { __typename: 'WorkflowState', id: string, name: string, start: boolean | null, end: boolean | null };

export type OrderWorkflowQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderWorkflowQuery = { __typename: 'Query', orderWorkflow: { __typename: 'OrderWorkflow', initial: string, mayEdit: boolean, workflow: { __typename: 'Workflow', id: string, head: number, document: { __typename: 'WorkflowDocument', name: string, description: string | null } } | null, states: Array<{ __typename: 'WorkflowState', id: string, name: string, start: boolean | null, end: boolean | null }>, transitions: Array<{ __typename: 'WorkflowTransition', from: string, to: string }> } };

export type SaveWorkflowMutationVariables = Exact<{
  id: string | number;
  document: WorkflowDocumentInput;
  expectedHead?: number | null | undefined;
}>;


export type SaveWorkflowMutation = { __typename: 'Mutation', updateWorkflow: { __typename: 'WorkflowPayload', workflow: { __typename: 'Workflow', id: string, head: number } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type CreateWorkflowMutationVariables = Exact<{
  document: WorkflowDocumentInput;
}>;


export type CreateWorkflowMutation = { __typename: 'Mutation', createWorkflow: { __typename: 'WorkflowPayload', workflow: { __typename: 'Workflow', id: string, head: number } | null, errors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export const WorkflowStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]} as unknown as DocumentNode<WorkflowStateFieldsFragment, unknown>;
export const OrderWorkflowDocument = {"__meta__":{"hash":"sha256:f95facd282921342696ad015e1d38ec59bf96784e48bc1612f0fbe0e8687553d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderWorkflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"orderWorkflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowStateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initial"}},{"kind":"Field","name":{"kind":"Name","value":"mayEdit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]} as unknown as DocumentNode<OrderWorkflowQuery, OrderWorkflowQueryVariables>;
export const SaveWorkflowDocument = {"__meta__":{"hash":"sha256:b953ccd9d565e3b4c96333e1b239650787de458458c0bcd5c1743c1f84cbc6c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveWorkflow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowDocumentInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedHead"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedHead"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveWorkflowMutation, SaveWorkflowMutationVariables>;
export const CreateWorkflowDocument = {"__meta__":{"hash":"sha256:58c9b23f12b173878b94df474ad7e8e87c06611b09300519d6df26512966a1b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkflow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"head"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWorkflowMutation, CreateWorkflowMutationVariables>;