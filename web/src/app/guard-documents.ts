// The guards' one document, in a module of its own: a dynamic import of web/gql/graphql.ts itself would
// keep every export of it (all the app's documents) in one chunk that every guarded screen then loads.
export { GuardedResourceDocument } from '../../gql/graphql.ts';
