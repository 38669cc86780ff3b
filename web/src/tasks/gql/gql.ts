/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      ...ThemeColours\n    }\n  }\n}\n\nfragment ThemeColours on ThemeDocument {\n  seed\n  secondary\n  tertiary\n  trueColours\n  properties {\n    light\n    dark\n  }\n}": typeof types.WorkspaceColoursFragmentDoc,
    "fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}": typeof types.OrderHeaderFragmentDoc,
    "fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}": typeof types.ParameterFieldsFragmentDoc,
    "fragment TaskDetails on Task {\n  id\n  title\n  message\n  status\n  progress\n  stages {\n    name\n    progress\n  }\n  log {\n    at\n    line\n  }\n  documentType\n  documentId\n  documentName\n  owner\n  created\n  started\n  finished\n  attempts\n  cancelRequested\n  actions {\n    cancel\n    restart\n    report\n  }\n}\n\nquery TaskDetail($id: ID!) {\n  task(id: $id) {\n    ...TaskDetails\n  }\n}\n\nfragment TaskOutcome on TaskPayload {\n  task {\n    id\n  }\n  errors {\n    code\n  }\n}\n\nmutation CancelTask($id: ID!) {\n  cancelTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation RestartTask($id: ID!) {\n  restartTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation ReportTask($id: ID!) {\n  reportTask(id: $id) {\n    ...TaskOutcome\n    sentTo\n  }\n}": typeof types.TaskDetailsFragmentDoc,
};
const documents: Documents = {
    "fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      ...ThemeColours\n    }\n  }\n}\n\nfragment ThemeColours on ThemeDocument {\n  seed\n  secondary\n  tertiary\n  trueColours\n  properties {\n    light\n    dark\n  }\n}": types.WorkspaceColoursFragmentDoc,
    "fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}": types.OrderHeaderFragmentDoc,
    "fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}": types.ParameterFieldsFragmentDoc,
    "fragment TaskDetails on Task {\n  id\n  title\n  message\n  status\n  progress\n  stages {\n    name\n    progress\n  }\n  log {\n    at\n    line\n  }\n  documentType\n  documentId\n  documentName\n  owner\n  created\n  started\n  finished\n  attempts\n  cancelRequested\n  actions {\n    cancel\n    restart\n    report\n  }\n}\n\nquery TaskDetail($id: ID!) {\n  task(id: $id) {\n    ...TaskDetails\n  }\n}\n\nfragment TaskOutcome on TaskPayload {\n  task {\n    id\n  }\n  errors {\n    code\n  }\n}\n\nmutation CancelTask($id: ID!) {\n  cancelTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation RestartTask($id: ID!) {\n  restartTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation ReportTask($id: ID!) {\n  reportTask(id: $id) {\n    ...TaskOutcome\n    sentTo\n  }\n}": types.TaskDetailsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      ...ThemeColours\n    }\n  }\n}\n\nfragment ThemeColours on ThemeDocument {\n  seed\n  secondary\n  tertiary\n  trueColours\n  properties {\n    light\n    dark\n  }\n}"): (typeof documents)["fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      ...ThemeColours\n    }\n  }\n}\n\nfragment ThemeColours on ThemeDocument {\n  seed\n  secondary\n  tertiary\n  trueColours\n  properties {\n    light\n    dark\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}"): (typeof documents)["fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}"): (typeof documents)["fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TaskDetails on Task {\n  id\n  title\n  message\n  status\n  progress\n  stages {\n    name\n    progress\n  }\n  log {\n    at\n    line\n  }\n  documentType\n  documentId\n  documentName\n  owner\n  created\n  started\n  finished\n  attempts\n  cancelRequested\n  actions {\n    cancel\n    restart\n    report\n  }\n}\n\nquery TaskDetail($id: ID!) {\n  task(id: $id) {\n    ...TaskDetails\n  }\n}\n\nfragment TaskOutcome on TaskPayload {\n  task {\n    id\n  }\n  errors {\n    code\n  }\n}\n\nmutation CancelTask($id: ID!) {\n  cancelTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation RestartTask($id: ID!) {\n  restartTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation ReportTask($id: ID!) {\n  reportTask(id: $id) {\n    ...TaskOutcome\n    sentTo\n  }\n}"): (typeof documents)["fragment TaskDetails on Task {\n  id\n  title\n  message\n  status\n  progress\n  stages {\n    name\n    progress\n  }\n  log {\n    at\n    line\n  }\n  documentType\n  documentId\n  documentName\n  owner\n  created\n  started\n  finished\n  attempts\n  cancelRequested\n  actions {\n    cancel\n    restart\n    report\n  }\n}\n\nquery TaskDetail($id: ID!) {\n  task(id: $id) {\n    ...TaskDetails\n  }\n}\n\nfragment TaskOutcome on TaskPayload {\n  task {\n    id\n  }\n  errors {\n    code\n  }\n}\n\nmutation CancelTask($id: ID!) {\n  cancelTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation RestartTask($id: ID!) {\n  restartTask(id: $id) {\n    ...TaskOutcome\n  }\n}\n\nmutation ReportTask($id: ID!) {\n  reportTask(id: $id) {\n    ...TaskOutcome\n    sentTo\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;