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
    "query OrderDetail($id: ID!, $version: Int) {\n  order(id: $id, version: $version) {\n    ...OrderHeader\n    data {\n      ...OrderFigures\n      totalItems\n    }\n    document {\n      lineItems {\n        module {\n          id\n          version\n          resource {\n            id\n            head\n            name\n          }\n        }\n        name\n        sku\n        quantity\n        per\n        properties {\n          price\n        }\n        instances\n        nProductionParts\n      }\n      products {\n        quantity\n        productConfiguration {\n          id\n          version\n          resource {\n            id\n            name\n            document {\n              product {\n                type\n                id\n              }\n              modules {\n                instance\n                parameters\n                module {\n                  id\n                  version\n                  resource {\n                    id\n                    name\n                    document {\n                      parameters {\n                        id\n                        name\n                      }\n                    }\n                  }\n                }\n              }\n              connections {\n                sourceModule\n                sourceInstance\n                sourceConnector\n                targetModule\n                targetInstance\n                targetConnector\n              }\n            }\n          }\n        }\n      }\n      shipping {\n        address\n        method\n      }\n      providers\n    }\n    needsAction\n    usages(limit: 50) {\n      items {\n        collection\n        id\n        name\n      }\n    }\n  }\n}": typeof types.OrderDetailDocument,
    "query OrderList($filter: OrderFilter, $page: OrderPageInput) {\n  orders(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      ...OrderListItem\n    }\n  }\n}\n\nquery OrderStatusCounts {\n  orderStatusCounts {\n    status\n    count\n  }\n}": typeof types.OrderListDocument,
    "mutation SendToProduction($orders: [OrderVersionInput!]!, $confirm: Boolean) {\n  sendToProduction(orders: $orders, confirm: $confirm) {\n    workBatchId\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": typeof types.SendToProductionDocument,
    "fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}": typeof types.OrderHeaderFragmentDoc,
    "fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}": typeof types.ParameterFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment WorkspaceColours on Workspace {\n  alias\n  themeId\n  theme {\n    id\n    version\n    document {\n      ...ThemeColours\n    }\n  }\n}\n\nfragment ThemeColours on ThemeDocument {\n  seed\n  secondary\n  tertiary\n  trueColours\n  properties {\n    light\n    dark\n  }\n}": types.WorkspaceColoursFragmentDoc,
    "query OrderDetail($id: ID!, $version: Int) {\n  order(id: $id, version: $version) {\n    ...OrderHeader\n    data {\n      ...OrderFigures\n      totalItems\n    }\n    document {\n      lineItems {\n        module {\n          id\n          version\n          resource {\n            id\n            head\n            name\n          }\n        }\n        name\n        sku\n        quantity\n        per\n        properties {\n          price\n        }\n        instances\n        nProductionParts\n      }\n      products {\n        quantity\n        productConfiguration {\n          id\n          version\n          resource {\n            id\n            name\n            document {\n              product {\n                type\n                id\n              }\n              modules {\n                instance\n                parameters\n                module {\n                  id\n                  version\n                  resource {\n                    id\n                    name\n                    document {\n                      parameters {\n                        id\n                        name\n                      }\n                    }\n                  }\n                }\n              }\n              connections {\n                sourceModule\n                sourceInstance\n                sourceConnector\n                targetModule\n                targetInstance\n                targetConnector\n              }\n            }\n          }\n        }\n      }\n      shipping {\n        address\n        method\n      }\n      providers\n    }\n    needsAction\n    usages(limit: 50) {\n      items {\n        collection\n        id\n        name\n      }\n    }\n  }\n}": types.OrderDetailDocument,
    "query OrderList($filter: OrderFilter, $page: OrderPageInput) {\n  orders(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      ...OrderListItem\n    }\n  }\n}\n\nquery OrderStatusCounts {\n  orderStatusCounts {\n    status\n    count\n  }\n}": types.OrderListDocument,
    "mutation SendToProduction($orders: [OrderVersionInput!]!, $confirm: Boolean) {\n  sendToProduction(orders: $orders, confirm: $confirm) {\n    workBatchId\n    errors {\n      field\n      code\n      message\n    }\n  }\n}": types.SendToProductionDocument,
    "fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}": types.OrderHeaderFragmentDoc,
    "fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}": types.ParameterFieldsFragmentDoc,
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
export function graphql(source: "query OrderDetail($id: ID!, $version: Int) {\n  order(id: $id, version: $version) {\n    ...OrderHeader\n    data {\n      ...OrderFigures\n      totalItems\n    }\n    document {\n      lineItems {\n        module {\n          id\n          version\n          resource {\n            id\n            head\n            name\n          }\n        }\n        name\n        sku\n        quantity\n        per\n        properties {\n          price\n        }\n        instances\n        nProductionParts\n      }\n      products {\n        quantity\n        productConfiguration {\n          id\n          version\n          resource {\n            id\n            name\n            document {\n              product {\n                type\n                id\n              }\n              modules {\n                instance\n                parameters\n                module {\n                  id\n                  version\n                  resource {\n                    id\n                    name\n                    document {\n                      parameters {\n                        id\n                        name\n                      }\n                    }\n                  }\n                }\n              }\n              connections {\n                sourceModule\n                sourceInstance\n                sourceConnector\n                targetModule\n                targetInstance\n                targetConnector\n              }\n            }\n          }\n        }\n      }\n      shipping {\n        address\n        method\n      }\n      providers\n    }\n    needsAction\n    usages(limit: 50) {\n      items {\n        collection\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query OrderDetail($id: ID!, $version: Int) {\n  order(id: $id, version: $version) {\n    ...OrderHeader\n    data {\n      ...OrderFigures\n      totalItems\n    }\n    document {\n      lineItems {\n        module {\n          id\n          version\n          resource {\n            id\n            head\n            name\n          }\n        }\n        name\n        sku\n        quantity\n        per\n        properties {\n          price\n        }\n        instances\n        nProductionParts\n      }\n      products {\n        quantity\n        productConfiguration {\n          id\n          version\n          resource {\n            id\n            name\n            document {\n              product {\n                type\n                id\n              }\n              modules {\n                instance\n                parameters\n                module {\n                  id\n                  version\n                  resource {\n                    id\n                    name\n                    document {\n                      parameters {\n                        id\n                        name\n                      }\n                    }\n                  }\n                }\n              }\n              connections {\n                sourceModule\n                sourceInstance\n                sourceConnector\n                targetModule\n                targetInstance\n                targetConnector\n              }\n            }\n          }\n        }\n      }\n      shipping {\n        address\n        method\n      }\n      providers\n    }\n    needsAction\n    usages(limit: 50) {\n      items {\n        collection\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderList($filter: OrderFilter, $page: OrderPageInput) {\n  orders(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      ...OrderListItem\n    }\n  }\n}\n\nquery OrderStatusCounts {\n  orderStatusCounts {\n    status\n    count\n  }\n}"): (typeof documents)["query OrderList($filter: OrderFilter, $page: OrderPageInput) {\n  orders(filter: $filter, page: $page) {\n    total\n    totalExact\n    next\n    items {\n      ...OrderListItem\n    }\n  }\n}\n\nquery OrderStatusCounts {\n  orderStatusCounts {\n    status\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendToProduction($orders: [OrderVersionInput!]!, $confirm: Boolean) {\n  sendToProduction(orders: $orders, confirm: $confirm) {\n    workBatchId\n    errors {\n      field\n      code\n      message\n    }\n  }\n}"): (typeof documents)["mutation SendToProduction($orders: [OrderVersionInput!]!, $confirm: Boolean) {\n  sendToProduction(orders: $orders, confirm: $confirm) {\n    workBatchId\n    errors {\n      field\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}"): (typeof documents)["fragment OrderHeader on Resource {\n  id\n  version\n  created\n  owner {\n    email\n    name\n  }\n}\n\nfragment OrderFigures on OrderRowData {\n  reference\n  status\n  customer\n  totalPrice\n  currency\n}\n\nfragment OrderListItem on OrderRow {\n  ...OrderHeader\n  data {\n    ...OrderFigures\n  }\n  needsAction\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}"): (typeof documents)["fragment ParameterFields on Parameter {\n  id\n  name\n  type\n  target\n  default\n  options {\n    value\n    label\n  }\n  min\n  max\n  step\n  unit\n  dimension\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;