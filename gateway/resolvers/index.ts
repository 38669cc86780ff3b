import { identityMutations, identityQueries, Me, Membership, User, Workspace } from './identity.resolvers.ts';
import { ModuleRow } from './module-row.resolvers.ts';
import { Query } from './query.resolvers.ts';
import { DateTime } from './scalars.resolvers.ts';

/** One file per GraphQL type (or area); types whose fields are the model's own need none (ModulePage). */
export const resolvers = {
  DateTime,
  Query: { ...Query, ...identityQueries },
  Mutation: identityMutations,
  ModuleRow,
  Me,
  Membership,
  User,
  Workspace,
};
