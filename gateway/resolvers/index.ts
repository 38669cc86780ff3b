import type { Resolvers } from '../generated/resolvers-types.ts';
import { documentResolvers } from './document.resolvers.ts';
import { documentSchemaQueries } from './document-schema.resolvers.ts';
import { identityMutations, identityQueries, Me, Membership, User, Workspace } from './identity.resolvers.ts';
import { kindsResolvers } from './kind.resolvers.ts';
import { ResourceChange, Subscription } from './live.resolvers.ts';
import { composedTypes } from './resource.resolvers.ts';
import { DateTime, JSONScalar, NestedScalarMap, NumberMap, PageSize, ScalarMap, ScalarValue, StringMap } from './scalars.resolvers.ts';
import { searchQueries } from './search.resolvers.ts';
import { versionQueries } from './versions.resolvers.ts';
import { themeMutations, workspaceThemeFields } from './theme.resolvers.ts';
import { moduleRowFields, productsMutations, productsQueries, workspaceSyncFields } from './products.resolvers.ts';
import { configuratorMutations } from './configurators.resolvers.ts';
import { orderFields, ordersQueries } from './orders.resolvers.ts';
import { moduleProductionFields, orderProductionFields, workBatchFields } from './production.resolvers.ts';
import { productionMutations, productionQueries } from './production.resolvers.ts';
import { customerMutations, customerQueries } from './customers.resolvers.ts';
import { integrationQueries, integrationSubscriptions } from './integrations.resolvers.ts';
import { tasksMutations, tasksQueries } from './tasks.resolvers.ts';
import { orderWorkflowFields, workflowQueries } from './workflow.resolvers.ts';
import { moduleMarginFields, orderMarginFields, Statistics, statisticsQueries } from './statistics.resolvers.ts';
import { superadminMutations, superadminQueries } from './superadmin.resolvers.ts';

const kinds = kindsResolvers();

/**
 * One file per area; the fourteen kinds' resolvers are made from the registry (kind.resolvers.ts), and
 * types whose fields are the model's own need none.
 */
export const resolvers: Resolvers = {
  DateTime,
  JSON: JSONScalar,
  NumberMap,
  PageSize,
  ScalarMap,
  NestedScalarMap,
  ScalarValue,
  StringMap,
  Query: { ...kinds.Query, ...identityQueries, ...searchQueries, ...versionQueries, ...productsQueries, ...documentSchemaQueries, ...ordersQueries, ...productionQueries, ...customerQueries, ...statisticsQueries, ...tasksQueries, ...superadminQueries, ...workflowQueries, ...integrationQueries },
  Mutation: { ...kinds.Mutation, ...identityMutations, ...themeMutations, ...productsMutations, ...configuratorMutations, ...productionMutations, ...customerMutations, ...tasksMutations, ...superadminMutations },
  Subscription: { ...Subscription, ...integrationSubscriptions },
  Resource: kinds.Resource,
  // an order and its list row resolve as they do as resources (schema/workflow.graphql)
  OrderStanding: kinds.Resource,
  ...kinds.types,
  ModuleRow: { ...kinds.types.ModuleRow, ...moduleRowFields },
  Module: { ...kinds.types.Module, ...moduleProductionFields, ...moduleMarginFields },
  Order: { ...kinds.types.Order, ...orderFields, ...orderProductionFields, ...orderMarginFields, ...orderWorkflowFields },
  OrderRow: { ...kinds.types.OrderRow, ...orderProductionFields, ...orderWorkflowFields },
  WorkBatch: { ...kinds.types.WorkBatch, ...workBatchFields },
  ...documentResolvers(),
  ...composedTypes,
  ResourceChange,
  Me,
  Membership,
  User,
  Workspace: { ...Workspace, ...workspaceThemeFields, ...workspaceSyncFields },
  Statistics,
};
