import { redirect } from 'react-router';
import { MeDetailsDocument } from '../../gql/graphql.ts';
import { apolloClient } from './apollo.ts';

/** The superadmin space's extra guard (§2.2, §6): anyone but a superadmin goes to /404. */
export async function superadminGuard(): Promise<null> {
  const { data } = await apolloClient.query({ query: MeDetailsDocument, fetchPolicy: 'network-only' });
  if (!data?.me.superadmin) throw redirect('/404');
  return null;
}
