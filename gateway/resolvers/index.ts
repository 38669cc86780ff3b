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
import { productionMutations, productionQueries } from './production.resolvers.ts';
import { Statistics, statisticsQueries } from './statistics.resolvers.ts';

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
  Query: { ...kinds.Query, ...identityQueries, ...searchQueries, ...versionQueries, ...productsQueries, ...documentSchemaQueries, ...ordersQueries, ...productionQueries, ...statisticsQueries },
  Mutation: { ...kinds.Mutation, ...identityMutations, ...themeMutations, ...productsMutations, ...configuratorMutations, ...productionMutations },
  Subscription,
  Resource: kinds.Resource,
  ...kinds.types,
  ModuleRow: { ...kinds.types.ModuleRow, ...moduleRowFields },
  Order: { ...kinds.types.Order, ...orderFields },
  ...documentResolvers(),
  ...composedTypes,
  ResourceChange,
  Me,
  Membership,
  User,
  Workspace: { ...Workspace, ...workspaceThemeFields, ...workspaceSyncFields },
  Statistics,
};
