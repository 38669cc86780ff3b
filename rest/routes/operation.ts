/**
 * One operation of the HTTP API, declared once: method, path, parameters, request and response
 * schemas, operation id, who may call it and the model call. The Fastify routes
 * (register-operations.ts), the OpenAPI document (through the routes' schemas) and the typed client
 * (rest/client) are generated from these declarations; nothing else lists routes.
 *
 *   defineOperation({
 *     method: 'GET', path: '/api/version', operationId: 'getVersion', group: '', tag: 'meta',
 *     access: 'public', summary: 'The application version', response: AppVersion, answer: 'json',
 *     call: () => ({ name: 'Joinery', version }),
 *   })
 *
 * Every module (the kinds, identity, the public site, the products page …) declares its operations in
 * this shape; rest/routes/route-table.ts lists them all.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../model/identity/actor.ts';
import type { KindDef } from '../model/kinds/kind-def.ts';
import type { Model } from '../model/model.ts';
import type { LimitReport } from '../model/identity/rate-limits.ts';
import type { Access } from '../model/identity/operation-access.ts';
import { UNSAFE_METHODS } from './access.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * How the model call's answer becomes the HTTP answer, and what the client makes of it:
 * - json: 200 with the value;
 * - added: 201 with the value, something new that is not a versioned resource (a token, invitations, a workspace);
 * - addedOnce: the value is an AddedOnce: 201 with its body, or 200 with the same body when the request repeats
 *   one already done (an order sent again with its Idempotency-Key);
 * - created: 201 with the value, its head's ETag and a Location (`location`, or the new resource);
 * - written: 200 with the value (a resource or sub-resource of the new version) and the head's ETag;
 * - conditional: the value is a Conditional: 200 with its ETag, or 304 when If-None-Match matched;
 * - noContent: 204, with the new head's ETag when the call answers `{ etag }` (a deletion);
 * - access: HEAD, 200 with the ETag of `{ etag, current }` and no body, 304 when `current` (If-None-Match matched); the call throws 404 otherwise;
 * - binary: the value is a BinaryContent, streamed (304 on If-None-Match, 206 on Range);
 * - cached: the value is a CachedAnswer, a body made once with its own ETag and Cache-Control (304 on If-None-Match);
 * - redirect: 302 to the value's `location` (browser navigations: sign-in with a provider, short links;
 *   the client has no methods for these).
 */
export type AnswerKind = 'json' | 'added' | 'addedOnce' | 'created' | 'written' | 'conditional' | 'noContent' | 'access' | 'binary' | 'cached' | 'redirect';

/** What an idempotent creation answers: the thing made, and whether this request only repeated the one that made it. */
export interface AddedOnce {
  body: unknown;
  repeated: boolean;
}

/** The content type of a JSON answer, as Fastify gives one it serialises (so a body sent as ready bytes says the same). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** An answer prepared whole, with its own ETag and caching: the site's content, an avatar. */
export interface CachedAnswer {
  etag: string;
  /** JSON text, or bytes */
  body: string | Uint8Array;
  contentType: string;
  cacheControl: string;
}

/**
 * The body an operation takes:
 * - json: required (unless bodyOptional), validated by the route against `body`;
 * - model: a JSON body validated by the model (`body` is what the OpenAPI document shows);
 * - multipart: multipart/form-data with one file field, streamed to the call through `request`;
 * - text: text/plain, validated by the route against `body` (a string schema);
 * - image: the bytes of an image (Content-Type image/…, at most `bodyLimit`), handed to the call as a Buffer.
 */
export type BodyKind = 'json' | 'model' | 'multipart' | 'text' | 'image';

/** The cookies of a request and its answer: the session's (rest/routes/session-cookie.ts) and a sign-in's own. */
export interface Cookies {
  /** a cookie the request came with */
  get(name: string): string | undefined;
  /** the answer carries the session cookie of a session just started */
  startSession(secret: string): void;
  /** the answer clears the session cookie */
  endSession(): void;
  /** a cookie of a flow below `path` (HttpOnly, SameSite=Lax, Secure over https) */
  set(name: string, value: string, options: { path: string; maxAge: number }): void;
  clear(name: string, options: { path: string }): void;
}

export interface OperationInput {
  actor: Actor;
  params: Record<string, any>;
  query: Record<string, any>;
  body: unknown;
  /** If-Match as the head the write expects (rest/routes/if-match.ts), on operations that take it */
  expectedHead?: number;
  ifNoneMatch?: string;
  cookies: Cookies;
  /** the request itself: uploads stream its body; sign-in reads its address, session and URL */
  request: FastifyRequest;
  /** where a rate-limited call tells the caller where it stands: the answer's RateLimit-* headers */
  reportLimit: LimitReport;
}

export interface Operation {
  method: HttpMethod;
  /** OpenAPI form, with the /api prefix: /api/modules/{moduleId}/v/{versionId}; `{extension}` may follow a dot */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** the client's group: a collection (client.modules.getModule), or '' for top-level calls */
  group: string;
  /** the OpenAPI tag */
  tag: string;
  /** who may call it (rest/routes/access.ts); default signedIn */
  access?: Access;
  /** an API token may also come as ?token= (images an <img> loads: application.md §7 avatars) */
  queryToken?: boolean;
  /** a bearer token that does not work counts as signed out, not 401 (an operation that answers whether one is signed in) */
  badTokenSignsOut?: boolean;
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  bodyKind?: BodyKind;
  /** the body may be left out (copy and merge take none) */
  bodyOptional?: boolean;
  /** the largest body in bytes, when not the app's */
  bodyLimit?: number;
  /** the content type of a successful answer when it is not JSON (answer 'cached'): the client reads its bytes */
  produces?: string;
  /** the content types a binary answer may have (from the extensions it serves) */
  contentTypes?: readonly string[];
  /** the schema of a successful answer (json, added, created, written, conditional, cached) */
  response?: TSchema;
  answer: AnswerKind;
  /** error statuses the model may answer besides the ones every operation of its shape has (400, 401, 413, 415, 431) */
  errors: readonly number[];
  /** writes that honour If-Match (412 when it is not the head's ETag), on the resource of this kind its path's {idParam} names */
  ifMatch?: KindDef;
  /**
   * the operation is rate-limited (rest/model/identity/rate-limits.ts): it answers RateLimit-* headers,
   * and 429 with Retry-After; this says what is counted, for the OpenAPI document
   */
  rateLimited?: string;
  /** where a created thing is (answer 'created'); default /api/{group}/{id} */
  location?: (value: any, input: OperationInput) => string;
  /** left out of the OpenAPI document (the browser short link) */
  hide?: boolean;
  /** false: answered even while the server sheds load, so never 503 for it (the liveness probe) */
  shedsLoad?: boolean;
  call(model: Model, input: OperationInput): Promise<unknown> | unknown;
}

/** Keeps the literal types of the declaration (operation id, schemas, answer), from which rest/client/types.ts types its methods. */
export const defineOperation = <const O extends Operation>(operation: O): O => operation;

/** `/api/x/{id}/avatar.{extension}` → `/api/x/:id/avatar.:extension` */
export const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * What any operation can answer whatever it does: 400 for bad input, 401 signed out or a bad token,
 * 403 for a change refused by the access hook, 413 and 415 for a body, 431 from the HTTP server, 503
 * while the server sheds load.
 */
function genericErrorStatuses(op: Operation): number[] {
  const body = !!(op.body || op.bodyKind);
  return [
    ...(op.params || op.query || body ? [400] : []),
    // signed out, or (public operations too) a bearer token that does not work
    ...(!op.badTokenSignsOut ? [401] : []),
    // a change from another site's page, or by a read-only API token (rest/routes/access-hook.ts)
    ...(UNSAFE_METHODS.has(op.method) ? [403] : []),
    ...(body ? [413, 415] : []),
    431,
    ...(op.shedsLoad === false ? [] : [503]),
  ];
}

/** The statuses an operation can answer, success and failure, as its OpenAPI responses declare them. */
export function statusesOf(op: Operation): number[] {
  const success: Record<AnswerKind, number[]> = {
    json: [200],
    added: [201],
    addedOnce: [200, 201],
    created: [201],
    written: [200],
    conditional: [200, 304],
    noContent: [204],
    access: [200, 304],
    binary: [200, 206, 304, 416],
    cached: [200, 304],
    redirect: [302],
  };
  const errors = new Set([...op.errors, ...genericErrorStatuses(op)]);
  if (op.ifMatch) errors.add(412);
  if (op.rateLimited) errors.add(429);
  return [...success[op.answer], ...[...errors].sort((a, b) => a - b)];
}
