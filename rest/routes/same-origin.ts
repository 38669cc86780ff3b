import type { IncomingHttpHeaders } from 'node:http';

/**
 * Cross-site request forgery: a cookie travels with requests that other sites make the browser
 * send. A request that carries the session cookie and changes state must come from Joinery's own
 * pages, which browsers prove with headers a page cannot forge:
 * - Sec-Fetch-Site (every current browser) must be `same-origin` or `none` (typed, bookmarked);
 * - otherwise Origin, when present, must be Joinery's: PUBLIC_URL's origin or the request's own host.
 * Requests with neither header do not come from a browser page (curl, scripts, server-side code),
 * so no other site can have made them. Answers why a request is refused, or undefined.
 */
export function crossSiteProblem(headers: IncomingHttpHeaders, publicUrl: string, withSession: boolean): string | undefined {
  // a sign-in or a form of the public site is refused too, without a session to speak of
  const refused = withSession ? 'may not change anything with your session' : "may not do this: only Joinery's own pages may";
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') {
    return site === 'same-origin' || site === 'none' ? undefined : `A request from another site (Sec-Fetch-Site: ${site}) ${refused}`;
  }
  const origin = headers.origin;
  if (typeof origin !== 'string') return undefined;
  const allowed = [new URL(publicUrl).origin];
  const host = headers.host;
  if (typeof host === 'string') allowed.push(`http://${host}`, `https://${host}`);
  return allowed.includes(origin) ? undefined : `A request from ${origin} ${refused}`;
}
