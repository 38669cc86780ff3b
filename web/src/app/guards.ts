import { redirect, type LoaderFunctionArgs } from 'react-router';
import { checkSession, signInPath, type Session } from './session.ts';

const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
};

/** The root's loader: the session (or null), for the navbar's button, the logo and the colour mode. */
export async function rootLoader(): Promise<{ session: Session | null }> {
  return { session: await checkSession() };
}

/** The login guard of the authenticated area; it runs on every navigation (shouldRevalidate). */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<Session> {
  const session = await checkSession();
  if (!session) throw redirect(signInPath(pathOf(request.url)));
  return session;
}

/** `/`: a signed-in user goes to the dashboard; `/landing` shows the same page without this. */
export async function landingRedirect(): Promise<null> {
  if (await checkSession()) throw redirect('/dashboard');
  return null;
}

export interface GuardedResource {
  id: string;
  version: number;
  /** the owner's name */
  owner: string;
  permissions: { read: boolean; write: boolean };
}

/**
 * The permission guard of a resource screen (Order, WorkBatch; §2.2, §6; and the product editor): the resource and the
 * caller's permissions are loaded before the page opens; one the caller may not read goes to /404. It asks the
 * gateway, whose refusal is an answer rather than a failed request the browser would log as an error.
 */
export function resourceGuard(collection: 'orders' | 'workbatches' | 'modules', param: string) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<GuardedResource> => {
    // loaders run side by side: without a session the resource read would only fail
    await requireSession({ request, params } as LoaderFunctionArgs);
    // the gateway's client comes with the app's frame, which these screens load anyway
    const [{ apolloClient }, { GuardedResourceDocument }, { CombinedGraphQLErrors }] = await Promise.all([
      import('../frame/apollo.ts'),
      import('./guard-documents.ts'),
      import('@apollo/client'),
    ]);
    const { data, error } = await apolloClient.query({
      query: GuardedResourceDocument,
      variables: { collection, id: params[param] ?? '' },
      fetchPolicy: 'network-only',
      errorPolicy: 'all',
      context: { fetchOptions: { signal: request.signal } },
    });
    const resource = data?.resource;
    if (error && CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) throw redirect(signInPath(pathOf(request.url)));
    if (!resource) {
      if (error && !CombinedGraphQLErrors.is(error)) throw error;
      throw redirect('/404');
    }
    if (!resource.permissions.read) throw redirect('/404');
    return { id: resource.id, version: resource.version, owner: resource.owner.name || resource.owner.email, permissions: resource.permissions };
  };
}

/** The revalidation rule of the guards: always, so they re-run on every navigation. */
export const alwaysRevalidate = () => true;
