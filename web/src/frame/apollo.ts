import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import * as operations from '../../gql/graphql.ts';

/**
 * The hash of each of the app's operations, by name: codegen embeds it in the generated document
 * (web/gql/persisted-documents.json lists the same), and Apollo Client sends a transformed copy of
 * the document, so the hash is found by the operation's name.
 */
const HASHES = new Map(
  Object.values(operations as Record<string, unknown>).flatMap((value) => {
    const document = value as (DocumentNode & { __meta__?: { hash?: string } }) | undefined;
    const definition = document?.definitions?.[0];
    const name = definition && 'name' in definition ? definition.name?.value : undefined;
    return document?.__meta__?.hash && name ? [[name, document.__meta__.hash] as const] : [];
  }),
);

const hashOf = (document: DocumentNode): string => {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const hash = definition?.name ? HASHES.get(definition.name.value) : undefined;
  if (!hash) throw new Error(`${definition?.name?.value ?? 'an unnamed operation'} is not one of the app's generated operations`);
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
    typePolicies: {
      // one per session: the signed-in user
      Me: { keyFields: [] },
      Workspace: { keyFields: ['alias'] },
      User: { keyFields: ['email'] },
      // one id, many versions: a module is kept per query (version n and the head never overwrite each other)
      Module: { keyFields: false, merge: true },
    },
  }),
});
