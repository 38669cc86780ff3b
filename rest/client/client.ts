/**
 * A typed client of the /api catalogue, generated at runtime from the route table
 * (rest/routes/route-table.ts), so every operation has a method named exactly as its OpenAPI
 * operationId, grouped by collection; types.ts derives the same names as literal types from the registry:
 *
 *   const api = createJoineryClient({ baseUrl: 'http://localhost:3000' });
 *   const created = await api.modules.createModule({ body: { name: 'Shelf' } });
 *   const read = await api.modules.getModule({ moduleId: created.id, ifNoneMatch: created.etag ?? undefined });
 *   if ('notModified' in read) …  // a 304 resolves to { notModified: true, etag }
 *   await api.modules.replaceModuleVersion({ moduleId, versionId: head, from: [2, 3] });  // merge
 *
 * - Arguments are one object: path parameters (moduleId, versionId …), `body`, conditionals
 *   (ifMatch on writes, ifNoneMatch on reads), `headers` (a bearer token, a cookie …), `signal`;
 *   uploads take `file` (Blob, ArrayBuffer or Uint8Array) and `filename`, an avatar `file` and its
 *   `contentType`; a plain-text body (inviteUsers) is a string `body`; every other key is a
 *   query parameter (list filters go in `filters`). Plus signs in query values travel as %2B.
 * - A missing required path parameter (null or undefined) rejects before anything is sent:
 *   `Required parameter moduleId was null or undefined when calling getModuleVersion.`
 * - Non-2xx answers reject with JoineryApiError (status, body, details). HEAD (checkModuleAccess)
 *   resolves true, or false on 404. DELETEs resolve undefined.
 * - Reads and writes carry the answer's ETag as a non-enumerable `etag` property.
 * - Binary reads resolve { bytes, contentType, size, etag, status } (206 for a `range` like 'bytes=0-99').
 * - Identity, the public site and the products page are top-level calls: api.login({ body }),
 *   api.getMe(), api.listUsers(), api.inviteUsers({ body: 'a@x.com; b@y.com', role: ['guest'] }) …;
 *   sign-in with a provider is a browser navigation (GET /api/auth/{provider}), not a call.
 * - Requests use credentials: 'include', so session cookies travel.
 *
 * rest-api.md §5 also asks for an error when "the API module is imported twice": ES modules are
 * singletons per URL, so a second import is the same module and there is nothing to detect.
 */
import { ROUTE_TABLE } from '../routes/route-table.ts';
import type { Operation } from '../routes/operation.ts';
import { binaryAnswer, notModified, send, withEtag, type Call, type Transport } from './request.ts';
import type { JoineryClient, JoineryClientOptions } from './types.ts';

export { JoineryApiError, RequiredParameterError } from './request.ts';
export type * from './types.ts';

type Args = Record<string, any> | undefined;
type Method = (args?: Args) => Promise<unknown>;

/** The bytes of a file argument, as a Blob of `type` (a Blob keeps its own type unless one is given). */
function blobOf(args: Args, type?: string): Blob {
  const file = args?.file;
  if (file === undefined || file === null) throw new TypeError('file is required: the bytes to upload (a Blob, ArrayBuffer or Uint8Array)');
  if (file instanceof Blob) return type ? new Blob([file], { type }) : file;
  return new Blob([file], type ? { type } : {});
}

/** A file for an upload: its bytes and, optionally, the name it is stored under. */
function formOf(args: Args): FormData {
  const form = new FormData();
  form.append('file', blobOf(args), args?.filename ?? (args?.file as { name?: string }).name ?? 'upload');
  return form;
}

/** An image sent as bytes: its type from `contentType`, or the Blob's own. */
function imageOf(args: Args): { body: Blob; contentType: string } {
  const body = blobOf(args, args?.contentType);
  if (!body.type.startsWith('image/')) throw new TypeError('contentType is required: the image type of the bytes (image/png, image/jpeg …)');
  return { body, contentType: body.type };
}

/** What the call sends as its body, by the operation's kind of body. */
function bodyOf(op: Operation, args: Args, call: Call): void {
  if (op.bodyKind === 'multipart') call.form = formOf(args);
  else if (op.bodyKind === 'image') call.raw = imageOf(args);
  else if (op.bodyKind === 'text') call.raw = { body: String(args?.body ?? ''), contentType: 'text/plain' };
  // a duplicate's body is a merge patch of the source: none means {}
  else if (op.method === 'POST' && op.bodyKind === 'model') call.body = args?.body ?? (args?.duplicate_id != null ? {} : undefined);
  else if (op.body) call.body = args?.body;
}

/** The client method of one operation of the route table: its answer shaped by the operation's AnswerKind. */
function methodOf(transport: Transport, op: Operation): Method {
  const path = op.path.replace(/^\/api/, '');
  return async (args) => {
    const { filters, ...rest } = args ?? {};
    const call: Call = { operation: op.operationId, method: op.method, path, args: rest, query: filters };
    bodyOf(op, args, call);
    if (op.answer === 'access') {
      try {
        await send(transport, call);
        return true;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return false;
        throw error;
      }
    }
    call.binary = op.answer === 'binary' || op.produces !== undefined;
    const answer = await send(transport, call);
    if (answer.status === 304) return notModified(answer);
    switch (op.answer) {
      case 'noContent':
        return undefined;
      case 'binary':
        return binaryAnswer(answer);
      case 'cached':
        return op.produces ? binaryAnswer(answer) : withEtag(answer);
      case 'created':
      case 'written':
      case 'conditional':
        return withEtag(answer);
      default:
        return answer.body;
    }
  };
}

/**
 * The client. Throws `fetch is missing: pass one to createJoineryClient` when no fetch was given
 * and globalThis has none (rest-api.md §5's "HTTP module is missing").
 */
export function createJoineryClient(options: JoineryClientOptions): JoineryClient {
  const transportFetch = options.fetch ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined);
  if (typeof transportFetch !== 'function') throw new Error('fetch is missing: pass one to createJoineryClient');
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const transport: Transport = { apiUrl: base.endsWith('/api') ? base : `${base}/api`, fetch: transportFetch, headers: { ...options.headers } };
  const client: Record<string, any> = {};
  for (const op of ROUTE_TABLE) {
    // redirects are browser navigations (a provider's sign-in page, a short link), not calls
    if (!op.path.startsWith('/api/') || op.answer === 'redirect') continue;
    const group = op.group ? (client[op.group] ??= {}) : client;
    group[op.operationId] = methodOf(transport, op);
  }
  return client as JoineryClient;
}
