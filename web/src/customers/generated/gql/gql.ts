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
    "query WorkspaceActivity($page: ActivityPageInput) {\n  workspaceActivity(page: $page) {\n    next\n    items {\n      id\n      at\n      type\n      what\n      link\n      who {\n        email\n        name\n      }\n    }\n  }\n}": typeof types.WorkspaceActivityDocument,
    "query CustomerDetail($email: String!) {\n  customer(email: $email) {\n    user {\n      email\n      name\n      roles\n      workspace\n      signupDate\n      signupMethod\n    }\n    sessions {\n      date\n      city\n      region\n      country\n      ip\n      browser {\n        family\n        major\n      }\n      os {\n        family\n        major\n      }\n    }\n    orders {\n      id\n      reference\n      status\n      created\n      lastEdited\n      totalPrice\n      currency\n    }\n    configurations {\n      id\n      version\n      name\n      created\n      link\n    }\n  }\n}": typeof types.CustomerDetailDocument,
    "query CustomerTopLists {\n  statistics {\n    countries: top(metric: COUNTRY, n: 10) {\n      ...CustomerTopList\n    }\n    regions: top(metric: REGION, n: 5) {\n      ...CustomerTopList\n    }\n    browsers: top(metric: BROWSER, n: 7) {\n      ...CustomerTopList\n    }\n    systems: top(metric: OS, n: 5) {\n      ...CustomerTopList\n    }\n    sources: top(metric: UTM_SOURCE, n: 5) {\n      ...CustomerTopList\n    }\n    products: products(n: 5) {\n      ...CustomerTopList\n    }\n  }\n}\n\nfragment CustomerTopList on TopList {\n  total\n  objects {\n    object\n    name\n    count\n  }\n}": typeof types.CustomerTopListsDocument,
    "query CustomerList($search: String, $since: DateTime, $page: CustomerPageInput) {\n  customers(search: $search, since: $since, page: $page) {\n    total\n    next\n    items {\n      email\n      name\n      roles\n      signupDate\n      signupMethod\n    }\n  }\n}\n\nquery CustomerInviteOptions {\n  customerInvites {\n    offered\n    mayInvite\n    configurators {\n      id\n      title\n      domain\n    }\n  }\n}\n\nquery InvitedAlready($emails: [String!]!) {\n  invitedAlready(emails: $emails)\n}\n\nmutation InviteCustomers($emails: [String!]!, $domain: String!) {\n  inviteCustomers(emails: $emails, domain: $domain) {\n    invited\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": typeof types.CustomerListDocument,
};
const documents: Documents = {
    "query WorkspaceActivity($page: ActivityPageInput) {\n  workspaceActivity(page: $page) {\n    next\n    items {\n      id\n      at\n      type\n      what\n      link\n      who {\n        email\n        name\n      }\n    }\n  }\n}": types.WorkspaceActivityDocument,
    "query CustomerDetail($email: String!) {\n  customer(email: $email) {\n    user {\n      email\n      name\n      roles\n      workspace\n      signupDate\n      signupMethod\n    }\n    sessions {\n      date\n      city\n      region\n      country\n      ip\n      browser {\n        family\n        major\n      }\n      os {\n        family\n        major\n      }\n    }\n    orders {\n      id\n      reference\n      status\n      created\n      lastEdited\n      totalPrice\n      currency\n    }\n    configurations {\n      id\n      version\n      name\n      created\n      link\n    }\n  }\n}": types.CustomerDetailDocument,
    "query CustomerTopLists {\n  statistics {\n    countries: top(metric: COUNTRY, n: 10) {\n      ...CustomerTopList\n    }\n    regions: top(metric: REGION, n: 5) {\n      ...CustomerTopList\n    }\n    browsers: top(metric: BROWSER, n: 7) {\n      ...CustomerTopList\n    }\n    systems: top(metric: OS, n: 5) {\n      ...CustomerTopList\n    }\n    sources: top(metric: UTM_SOURCE, n: 5) {\n      ...CustomerTopList\n    }\n    products: products(n: 5) {\n      ...CustomerTopList\n    }\n  }\n}\n\nfragment CustomerTopList on TopList {\n  total\n  objects {\n    object\n    name\n    count\n  }\n}": types.CustomerTopListsDocument,
    "query CustomerList($search: String, $since: DateTime, $page: CustomerPageInput) {\n  customers(search: $search, since: $since, page: $page) {\n    total\n    next\n    items {\n      email\n      name\n      roles\n      signupDate\n      signupMethod\n    }\n  }\n}\n\nquery CustomerInviteOptions {\n  customerInvites {\n    offered\n    mayInvite\n    configurators {\n      id\n      title\n      domain\n    }\n  }\n}\n\nquery InvitedAlready($emails: [String!]!) {\n  invitedAlready(emails: $emails)\n}\n\nmutation InviteCustomers($emails: [String!]!, $domain: String!) {\n  inviteCustomers(emails: $emails, domain: $domain) {\n    invited\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": types.CustomerListDocument,
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
export function graphql(source: "query WorkspaceActivity($page: ActivityPageInput) {\n  workspaceActivity(page: $page) {\n    next\n    items {\n      id\n      at\n      type\n      what\n      link\n      who {\n        email\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query WorkspaceActivity($page: ActivityPageInput) {\n  workspaceActivity(page: $page) {\n    next\n    items {\n      id\n      at\n      type\n      what\n      link\n      who {\n        email\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerDetail($email: String!) {\n  customer(email: $email) {\n    user {\n      email\n      name\n      roles\n      workspace\n      signupDate\n      signupMethod\n    }\n    sessions {\n      date\n      city\n      region\n      country\n      ip\n      browser {\n        family\n        major\n      }\n      os {\n        family\n        major\n      }\n    }\n    orders {\n      id\n      reference\n      status\n      created\n      lastEdited\n      totalPrice\n      currency\n    }\n    configurations {\n      id\n      version\n      name\n      created\n      link\n    }\n  }\n}"): (typeof documents)["query CustomerDetail($email: String!) {\n  customer(email: $email) {\n    user {\n      email\n      name\n      roles\n      workspace\n      signupDate\n      signupMethod\n    }\n    sessions {\n      date\n      city\n      region\n      country\n      ip\n      browser {\n        family\n        major\n      }\n      os {\n        family\n        major\n      }\n    }\n    orders {\n      id\n      reference\n      status\n      created\n      lastEdited\n      totalPrice\n      currency\n    }\n    configurations {\n      id\n      version\n      name\n      created\n      link\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerTopLists {\n  statistics {\n    countries: top(metric: COUNTRY, n: 10) {\n      ...CustomerTopList\n    }\n    regions: top(metric: REGION, n: 5) {\n      ...CustomerTopList\n    }\n    browsers: top(metric: BROWSER, n: 7) {\n      ...CustomerTopList\n    }\n    systems: top(metric: OS, n: 5) {\n      ...CustomerTopList\n    }\n    sources: top(metric: UTM_SOURCE, n: 5) {\n      ...CustomerTopList\n    }\n    products: products(n: 5) {\n      ...CustomerTopList\n    }\n  }\n}\n\nfragment CustomerTopList on TopList {\n  total\n  objects {\n    object\n    name\n    count\n  }\n}"): (typeof documents)["query CustomerTopLists {\n  statistics {\n    countries: top(metric: COUNTRY, n: 10) {\n      ...CustomerTopList\n    }\n    regions: top(metric: REGION, n: 5) {\n      ...CustomerTopList\n    }\n    browsers: top(metric: BROWSER, n: 7) {\n      ...CustomerTopList\n    }\n    systems: top(metric: OS, n: 5) {\n      ...CustomerTopList\n    }\n    sources: top(metric: UTM_SOURCE, n: 5) {\n      ...CustomerTopList\n    }\n    products: products(n: 5) {\n      ...CustomerTopList\n    }\n  }\n}\n\nfragment CustomerTopList on TopList {\n  total\n  objects {\n    object\n    name\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerList($search: String, $since: DateTime, $page: CustomerPageInput) {\n  customers(search: $search, since: $since, page: $page) {\n    total\n    next\n    items {\n      email\n      name\n      roles\n      signupDate\n      signupMethod\n    }\n  }\n}\n\nquery CustomerInviteOptions {\n  customerInvites {\n    offered\n    mayInvite\n    configurators {\n      id\n      title\n      domain\n    }\n  }\n}\n\nquery InvitedAlready($emails: [String!]!) {\n  invitedAlready(emails: $emails)\n}\n\nmutation InviteCustomers($emails: [String!]!, $domain: String!) {\n  inviteCustomers(emails: $emails, domain: $domain) {\n    invited\n    errors {\n      field\n      code\n      message\n    }\n  }\n}"): (typeof documents)["query CustomerList($search: String, $since: DateTime, $page: CustomerPageInput) {\n  customers(search: $search, since: $since, page: $page) {\n    total\n    next\n    items {\n      email\n      name\n      roles\n      signupDate\n      signupMethod\n    }\n  }\n}\n\nquery CustomerInviteOptions {\n  customerInvites {\n    offered\n    mayInvite\n    configurators {\n      id\n      title\n      domain\n    }\n  }\n}\n\nquery InvitedAlready($emails: [String!]!) {\n  invitedAlready(emails: $emails)\n}\n\nmutation InviteCustomers($emails: [String!]!, $domain: String!) {\n  inviteCustomers(emails: $emails, domain: $domain) {\n    invited\n    errors {\n      field\n      code\n      message\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;