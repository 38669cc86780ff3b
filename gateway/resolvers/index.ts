import type { Resolvers } from '../generated/resolvers-types.ts';
import { documentResolvers } from './document.resolvers.ts';
import { identityMutations, identityQueries, Me, Membership, User, Workspace } from './identity.resolvers.ts';
import { kindsResolvers } from './kind.resolvers.ts';
import { ResourceChange, Subscription } from './live.resolvers.ts';
import { composedTypes } from './resource.resolvers.ts';
import { DateTime, JSONScalar, NumberMap, PageSize, ScalarMap, ScalarValue, StringMap } from './scalars.resolvers.ts';
import { searchQueries } from './search.resolvers.ts';
import { moduleRowFields, productsMutations, productsQueries, workspaceSyncFields } from './products.resolvers.ts';

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
  ScalarValue,
  StringMap,
  Query: { ...kinds.Query, ...identityQueries, ...searchQueries, ...productsQueries },
  Mutation: { ...kinds.Mutation, ...identityMutations, ...productsMutations },
  Subscription,
  Resource: kinds.Resource,
  ...kinds.types,
  ModuleRow: { ...kinds.types.ModuleRow, ...moduleRowFields },
  ...documentResolvers(),
  ...composedTypes,
  ResourceChange,
  Me,
  Membership,
  User,
  Workspace: { ...Workspace, ...workspaceSyncFields },
};
