import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The app's GraphQL client: the gateway is served by the same origin at /graphql. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
}
