import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import { POSSIBLE_TYPES } from './possible-types.ts';

/**
 * The hash codegen embedded in each of the app's generated documents (web/gql/persisted-documents.json
 * lists the same). Apollo Client's transformed copy of a document (with __typename added) keeps the
 * document's own properties, `__meta__` among them, so no table of every operation is needed: a
 * document is bundled only with the screens that use it.
 */
const hashOf = (document: DocumentNode & { __meta__?: { hash?: string } }): string => {
  const hash = document.__meta__?.hash;
  if (!hash) {
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    throw new Error(`${definition?.name?.value ?? 'an unnamed operation'} is not one of the app's generated operations`);
  }
  return hash;
};

/**
 * The signed-in app's GraphQL client (the gateway is served by the same origin at /graphql). It
 * lives in the frame's chunk, so the public site never loads Apollo. Operations are sent as persisted
 * documents (their hash only): the gateway knows them from the generated list. Sign-out and workspace
 * switches reload the page, which starts a fresh cache.
 */
export const apolloClient = new ApolloClient({
  link: new PersistedQueryLink({ generateHash: hashOf }).concat(new HttpLink({ uri: '/graphql', credentials: 'same-origin' })),
  cache: new InMemoryCache({
    // fragments on interface Resource (web/src/shared/orders.graphql) match its kinds and rows
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      // one per session: the signed-in user
      Me: { keyFields: [] },
      Workspace: { keyFields: ['alias'] },
      User: { keyFields: ['email'] },
      // a theme's document is read in parts (the frame's colours, the designer's fields): merged, not replaced
      ThemeDocument: { merge: true },
      // the workspace's statistics are read a few fields at a time (the dashboard's overview, a graph's other range): merged
      Statistics: { merge: true },
      // one id, many versions: a module is kept per query (version n and the head never overwrite each other)
      Module: { keyFields: false, merge: true },
    },
  }),
});
