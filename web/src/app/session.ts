import { HttpError, requestJson } from './http.ts';

/** Who is signed in, as far as the browser needs to know before GraphQL answers. */
export interface Session {
  /** null only on a server without sign-in, where every request acts as its demo user */
  email: string | null;
  name: string | null;
}

let inflight: Promise<Session | null> | null = null;
let settled: { at: number; session: Session | null } | null = null;
/** one navigation runs several loaders; they share one check */
const REUSE_MS = 500;

/**
 * The login check (GET /api/users/me): the session, or null when signed out (401).
 */
export function checkSession(): Promise<Session | null> {
  if (settled && Date.now() - settled.at < REUSE_MS) return Promise.resolve(settled.session);
  inflight ??= requestJson<{ email?: string; name?: string; user?: { email?: string; name?: string } }>('/api/users/me')
    .then((body): Session => {
      const user = body?.user ?? body;
      return { email: user?.email ?? null, name: user?.name ?? null };
    })
    .catch((error: unknown): Session | null => {
      if (error instanceof HttpError && error.status === 401) return null;
      throw error;
    })
    .then((session) => {
      settled = { at: Date.now(), session };
      return session;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** After sign-in or sign-out the next check asks the server again. */
export function forgetSession(): void {
  settled = null;
  inflight = null;
}

/** Where the sign-in screen sends the user back to. */
export function signInPath(returnTo: string): string {
  return returnTo && returnTo !== '/' ? `/login?next=${encodeURIComponent(returnTo)}` : '/login';
}

/** Only same-site paths are followed after sign-in. */
export function safeReturnPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
}
