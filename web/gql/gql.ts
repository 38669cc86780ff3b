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
    "query MeDetails {\n  me {\n    user {\n      email\n      name\n      roles\n      avatarUrl\n    }\n    workspace {\n      alias\n      name\n      color\n      ...WorkspaceColours\n      plan\n      limits {\n        canPublish\n        maxConfigurators\n        maxUsers\n        maxProductsPerConfigurator\n        generativeModularDesign\n      }\n    }\n    memberships {\n      roles\n      workspace {\n        alias\n        name\n        color\n      }\n    }\n    superadmin\n  }\n}\n\nmutation SwitchWorkspace($alias: ID!) {\n  switchWorkspace(alias: $alias) {\n    workspace {\n      alias\n      name\n    }\n  }\n}\n\nquery SubscriptionSupport {\n  __type(name: \"Subscription\") {\n    name\n  }\n}": typeof types.MeDetailsDocument,
    "query ModuleList($filter: ModuleFilter, $page: PageInput) {\n  modules(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      id\n      version\n      head\n      lastEdited\n      name\n      owner {\n        email\n        name\n      }\n      data {\n        categories\n        source\n        nParameters\n        nConnectors\n      }\n    }\n  }\n}": typeof types.ModuleListDocument,
    "fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      seed\n      secondary\n      tertiary\n      trueColours\n      properties {\n        light\n        dark\n      }\n    }\n  }\n}": typeof types.WorkspaceColoursFragmentDoc,
};
const documents: Documents = {
    "query MeDetails {\n  me {\n    user {\n      email\n      name\n      roles\n      avatarUrl\n    }\n    workspace {\n      alias\n      name\n      color\n      ...WorkspaceColours\n      plan\n      limits {\n        canPublish\n        maxConfigurators\n        maxUsers\n        maxProductsPerConfigurator\n        generativeModularDesign\n      }\n    }\n    memberships {\n      roles\n      workspace {\n        alias\n        name\n        color\n      }\n    }\n    superadmin\n  }\n}\n\nmutation SwitchWorkspace($alias: ID!) {\n  switchWorkspace(alias: $alias) {\n    workspace {\n      alias\n      name\n    }\n  }\n}\n\nquery SubscriptionSupport {\n  __type(name: \"Subscription\") {\n    name\n  }\n}": types.MeDetailsDocument,
    "query ModuleList($filter: ModuleFilter, $page: PageInput) {\n  modules(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      id\n      version\n      head\n      lastEdited\n      name\n      owner {\n        email\n        name\n      }\n      data {\n        categories\n        source\n        nParameters\n        nConnectors\n      }\n    }\n  }\n}": types.ModuleListDocument,
    "fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      seed\n      secondary\n      tertiary\n      trueColours\n      properties {\n        light\n        dark\n      }\n    }\n  }\n}": types.WorkspaceColoursFragmentDoc,
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
export function graphql(source: "query MeDetails {\n  me {\n    user {\n      email\n      name\n      roles\n      avatarUrl\n    }\n    workspace {\n      alias\n      name\n      color\n      ...WorkspaceColours\n      plan\n      limits {\n        canPublish\n        maxConfigurators\n        maxUsers\n        maxProductsPerConfigurator\n        generativeModularDesign\n      }\n    }\n    memberships {\n      roles\n      workspace {\n        alias\n        name\n        color\n      }\n    }\n    superadmin\n  }\n}\n\nmutation SwitchWorkspace($alias: ID!) {\n  switchWorkspace(alias: $alias) {\n    workspace {\n      alias\n      name\n    }\n  }\n}\n\nquery SubscriptionSupport {\n  __type(name: \"Subscription\") {\n    name\n  }\n}"): (typeof documents)["query MeDetails {\n  me {\n    user {\n      email\n      name\n      roles\n      avatarUrl\n    }\n    workspace {\n      alias\n      name\n      color\n      ...WorkspaceColours\n      plan\n      limits {\n        canPublish\n        maxConfigurators\n        maxUsers\n        maxProductsPerConfigurator\n        generativeModularDesign\n      }\n    }\n    memberships {\n      roles\n      workspace {\n        alias\n        name\n        color\n      }\n    }\n    superadmin\n  }\n}\n\nmutation SwitchWorkspace($alias: ID!) {\n  switchWorkspace(alias: $alias) {\n    workspace {\n      alias\n      name\n    }\n  }\n}\n\nquery SubscriptionSupport {\n  __type(name: \"Subscription\") {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModuleList($filter: ModuleFilter, $page: PageInput) {\n  modules(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      id\n      version\n      head\n      lastEdited\n      name\n      owner {\n        email\n        name\n      }\n      data {\n        categories\n        source\n        nParameters\n        nConnectors\n      }\n    }\n  }\n}"): (typeof documents)["query ModuleList($filter: ModuleFilter, $page: PageInput) {\n  modules(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      id\n      version\n      head\n      lastEdited\n      name\n      owner {\n        email\n        name\n      }\n      data {\n        categories\n        source\n        nParameters\n        nConnectors\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      seed\n      secondary\n      tertiary\n      trueColours\n      properties {\n        light\n        dark\n      }\n    }\n  }\n}"): (typeof documents)["fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      seed\n      secondary\n      tertiary\n      trueColours\n      properties {\n        light\n        dark\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;