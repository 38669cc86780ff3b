import { ModuleRow } from './module-row.resolvers.ts';
import { Query } from './query.resolvers.ts';
import { DateTime } from './scalars.resolvers.ts';

/** One file per GraphQL type; types whose fields are the model's own need none (ModulePage). */
export const resolvers = { DateTime, Query, ModuleRow };
