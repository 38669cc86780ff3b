import { requestJson } from './http.ts';

/** Who is signed in, as far as the browser needs to know before GraphQL answers. */
export interface Session {
  email: string;
  name: string;
}

let inflight: Promise<Session | null> | null = null;
let settled: { at: number; session: Session | null } | null = null;
/** one navigation runs several loaders; they share one check */
const REUSE_MS = 500;

/**
 * The login check (GET /api/auth/session): the session, or null when signed out. It answers 200
 * either way, so a signed-out visit logs no failed request in the browser's console.
 */
export function checkSession(): Promise<Session | null> {
  if (settled && Date.now() - settled.at < REUSE_MS) return Promise.resolve(settled.session);
  inflight ??= requestJson<{ signedIn: boolean; user: Session | null }>('/api/auth/session')
    .then((body): Session | null => (body.signedIn && body.user ? body.user : null))
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
