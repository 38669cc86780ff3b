import { redirect, type LoaderFunctionArgs } from 'react-router';
import { HttpError, requestJson } from './http.ts';
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
  owner: string;
  document: Record<string, unknown>;
  permissions: { read: boolean; write: boolean };
}

/**
 * The permission guard of a resource screen (Order, WorkBatch; §2.2, §6; and the product editor): the resource and the
 * caller's permissions are loaded before the page opens; one the caller may not read goes to /404.
 */
export function resourceGuard(collection: 'orders' | 'workbatches' | 'modules', param: string) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<GuardedResource> => {
    // loaders run side by side: without a session the resource read would only fail (a 401 in the console)
    await requireSession({ request, params } as LoaderFunctionArgs);
    const id = params[param] ?? '';
    let resource: GuardedResource;
    try {
      resource = await requestJson<GuardedResource>(`/api/${collection}/${encodeURIComponent(id)}?complete=true&multiWorkspace=true`, {
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) throw redirect(signInPath(pathOf(request.url)));
      if (error instanceof HttpError && error.status < 500) throw redirect('/404');
      throw error;
    }
    if (!resource.permissions?.read) throw redirect('/404');
    return resource;
  };
}

/** The revalidation rule of the guards: always, so they re-run on every navigation. */
export const alwaysRevalidate = () => true;
