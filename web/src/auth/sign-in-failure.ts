import { HttpError } from '../app/http.ts';

/** What the login call's failure means for the person signing in. */
export function signInFailure(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 401) return error.message && !/^401\b/.test(error.message) ? error.message : 'The e-mail address or password is not correct.';
    if (error.status === 429) {
      const seconds = Number(error.headers?.get('retry-after'));
      return Number.isFinite(seconds) && seconds > 0
        ? `Too many attempts. Try again in ${seconds} seconds.`
        : 'Too many attempts. Try again in a minute.';
    }
    if (error.status === 404) return 'Signing in is not available on this server.';
    return error.message;
  }
  return 'The server could not be reached. Check your connection and try again.';
}
