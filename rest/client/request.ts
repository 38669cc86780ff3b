/**
 * The transport of the Joinery client: URL building, query encoding, required-parameter checks,
 * conditional headers and errors. Nothing here knows a kind; rest/client/client.ts does.
 */
import type { ApiErrorBody, BinaryAnswer, NotModified } from './types.ts';

/** rest-api.md §5: a required path parameter was null or undefined; nothing was sent. */
export class RequiredParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly operation: string,
  ) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredParameterError';
  }
}

const KNOWN_ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'requestId']);

/** A non-2xx answer. `body` is the server's error body; `details` its extra facts (conflicts, usedBy, head …); `requestId` traces it in the server's log. */
export class JoineryApiError extends Error {
  readonly details: Record<string, unknown> | undefined;
  readonly requestId: string | undefined;
  constructor(
    readonly operation: string,
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(`${operation}: ${status} ${body.error}: ${body.message}`);
    this.name = 'JoineryApiError';
    this.requestId = typeof body.requestId === 'string' ? body.requestId : undefined;
    const extra = Object.entries(body).filter(([key]) => !KNOWN_ERROR_KEYS.has(key));
    this.details = extra.length ? Object.fromEntries(extra) : undefined;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * `key=value&…`, every key and value through encodeURIComponent: a plus sign travels as %2B (a
 * server reads a bare + as a space) and a space as %20. Arrays repeat the key (from=1&from=2);
 * null and undefined are left out.
 */
export function encodeQuery(query: Record<string, QueryValue>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.join('&');
}

/**
 * Fills `{name}` placeholders of a path from args, in path order. Fails before anything is sent
 * when one is null or undefined (rest-api.md §5), or empty (which would address another route).
 */
export function fillPath(template: string, args: Record<string, unknown> | null | undefined, operation: string): { path: string; used: string[] } {
  const used: string[] = [];
  const path = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = args?.[name];
    if (value === null || value === undefined) throw new RequiredParameterError(name, operation);
    if (String(value) === '') throw new TypeError(`Required parameter ${name} was empty when calling ${operation}.`);
    used.push(name);
    return encodeURIComponent(String(value));
  });
  return { path, used };
}

export interface Transport {
  /** the server origin plus /api, without a trailing slash */
  apiUrl: string;
  fetch: typeof fetch;
  headers: Record<string, string>;
}

export interface Call {
  operation: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** under /api, with {placeholders} */
  path: string;
  args: Record<string, any> | null | undefined;
  /** extra query parameters, e.g. list filters */
  query?: Record<string, QueryValue>;
  /** the JSON body; undefined sends none */
  body?: unknown;
  /** a multipart body (uploads) */
  form?: FormData;
  /** a body of another type: plain text, an image's bytes */
  raw?: { body: string | Blob; contentType: string };
  /** the answer is binary content: keep its bytes */
  binary?: boolean;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** the parsed JSON (or the text) of the body, or its bytes for binary calls; undefined when empty */
  body: unknown;
}

const CONTROL_ARGS = new Set(['body', 'headers', 'signal', 'ifMatch', 'ifNoneMatch', 'range', 'file', 'filename', 'contentType']);

/** The full URL of a call: path parameters filled (or a RequiredParameterError), the rest of args as the query. */
export function urlOf(transport: Transport, call: Call): string {
  const { path, used } = fillPath(call.path, call.args, call.operation);
  const skip = new Set(used);
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(call.args ?? {})) if (!skip.has(key) && !CONTROL_ARGS.has(key)) query[key] = value;
  const search = encodeQuery({ ...query, ...call.query });
  return `${transport.apiUrl}${path}${search ? `?${search}` : ''}`;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorBody(status: number, statusText: string, body: unknown, what: string): ApiErrorBody {
  if (body && typeof body === 'object' && typeof (body as ApiErrorBody).message === 'string') {
    return { statusCode: status, error: statusText || 'Error', ...(body as Partial<ApiErrorBody>) } as ApiErrorBody;
  }
  const message = typeof body === 'string' && body ? body : `${what} answered ${status}${statusText ? ` ${statusText}` : ''}`;
  return { statusCode: status, error: statusText || 'Error', message };
}

/**
 * Sends one call with credentials: 'include' (session cookies travel). 2xx and 304 resolve; any
 * other status throws a JoineryApiError with the parsed error body.
 */
export async function send(transport: Transport, call: Call): Promise<Answer> {
  const url = urlOf(transport, call);
  const args = call.args ?? {};
  const headers: Record<string, string> = { accept: 'application/json', ...transport.headers, ...(args.headers ?? {}) };
  if (args.ifMatch != null) headers['if-match'] = String(args.ifMatch);
  if (args.ifNoneMatch != null) headers['if-none-match'] = String(args.ifNoneMatch);
  if (args.range != null) headers.range = String(args.range);
  if (call.binary) headers.accept = '*/*';
  const init: RequestInit = { method: call.method, headers, credentials: 'include', signal: args.signal };
  if (call.form) {
    // fetch sets the multipart content type with its boundary
    init.body = call.form;
  } else if (call.raw) {
    headers['content-type'] = call.raw.contentType;
    init.body = call.raw.body;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  const response = await transport.fetch(url, init);
  const body =
    call.method === 'HEAD' ? undefined : call.binary && response.ok ? new Uint8Array(await response.arrayBuffer()) : await parse(response);
  if (response.ok || response.status === 304) return { status: response.status, headers: response.headers, body };
  throw new JoineryApiError(call.operation, call.method, url, response.status, errorBody(response.status, response.statusText, body, `${call.method} ${url}`));
}

export const notModified = (answer: Answer): NotModified => ({ notModified: true, etag: answer.headers.get('etag') });

/** Downloaded content: its bytes and what the server said about them. */
export function binaryAnswer(answer: Answer): BinaryAnswer {
  const bytes = answer.body as Uint8Array;
  return {
    status: answer.status,
    bytes,
    contentType: answer.headers.get('content-type') ?? 'application/octet-stream',
    size: Number(answer.headers.get('content-range')?.split('/')[1] ?? bytes.byteLength),
    etag: answer.headers.get('etag'),
  };
}

/** The body with the answer's ETag attached as a non-enumerable `etag` (so JSON and deepEqual ignore it). */
export function withEtag<T>(answer: Answer): T {
  const value = answer.body as object;
  Object.defineProperty(value, 'etag', { value: answer.headers.get('etag'), enumerable: false, configurable: true });
  return value as T;
}
