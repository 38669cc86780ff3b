import { redirect, type LoaderFunctionArgs } from 'react-router';
import { MeDetailsDocument } from '../../gql/graphql.ts';
import { requireSession } from '../app/guards.ts';
import { apolloClient } from './apollo.ts';

/** The superadmin space's extra guard (§2.2, §6): anyone but a superadmin goes to /404. */
export async function superadminGuard(args: LoaderFunctionArgs): Promise<null> {
  // loaders run side by side: a signed-out visitor goes to sign-in before anything asks the gateway
  await requireSession(args);
  const { data } = await apolloClient.query({ query: MeDetailsDocument, fetchPolicy: 'network-only' });
  if (!data?.me.superadmin) throw redirect('/404');
  return null;
}
