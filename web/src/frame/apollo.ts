import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The signed-in app's GraphQL client (the gateway is served by the same origin at /graphql). It
 * lives in the frame's chunk, so the public site never loads Apollo. Sign-out and workspace
 * switches reload the page, which starts a fresh cache.
 */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  cache: new InMemoryCache({
    typePolicies: {
      // one per session: the signed-in user
      Me: { keyFields: [] },
      Workspace: { keyFields: ['alias'] },
      User: { keyFields: ['email'] },
    },
  }),
});
