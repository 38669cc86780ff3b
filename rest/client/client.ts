/**
 * A typed client of the /api catalogue, generated at runtime from the kinds registry (KINDS) and
 * the routes' own operation names (operationNames in rest/model/kinds/operation-names.ts, from each
 * kind's `one` and `many`, as operationIds in rest/routes/kind.routes.ts uses them), so every route
 * of every kind has a method named exactly as its OpenAPI operationId; types.ts derives the same
 * names as literal types from the registry:
 *
 *   const api = createJoineryClient({ baseUrl: 'http://localhost:3000' });
 *   const created = await api.modules.createModule({ body: { name: 'Shelf' } });
 *   const read = await api.modules.getModule({ moduleId: created.id, ifNoneMatch: created.etag ?? undefined });
 *   if ('notModified' in read) …  // a 304 resolves to { notModified: true, etag }
 *   await api.modules.replaceModuleVersion({ moduleId, versionId: head, from: [2, 3] });  // merge
 *
 * - Arguments are one object: path parameters (moduleId, versionId …), `body`, conditionals
 *   (ifMatch on writes, ifNoneMatch on reads), `headers`, `signal`; every other key is a query
 *   parameter (list filters go in `filters`). Plus signs in query values travel as %2B.
 * - A missing required path parameter (null or undefined) rejects before anything is sent:
 *   `Required parameter moduleId was null or undefined when calling getModuleVersion.`
 * - Non-2xx answers reject with JoineryApiError (status, body, details). HEAD (checkModuleAccess)
 *   resolves true, or false on 404. DELETEs resolve undefined.
 * - Reads and writes carry the answer's ETag as a non-enumerable `etag` property.
 * - Requests use credentials: 'include', so session cookies travel.
 *
 * rest-api.md §5 also asks for an error when "the API module is imported twice": ES modules are
 * singletons per URL, so a second import is the same module and there is nothing to detect.
 */
import { KINDS } from '../model/kinds/registry.ts';
import type { KindDef } from '../model/kinds/kind-def.ts';
import { operationNames } from '../model/kinds/operation-names.ts';
import { notModified, send, withEtag, type Call, type Transport } from './request.ts';
import type { JoineryClient, JoineryClientOptions, OperationKey } from './types.ts';

export { JoineryApiError, RequiredParameterError } from './request.ts';
export type * from './types.ts';

type Args = Record<string, any> | undefined;
type Method = (args: Args) => Promise<unknown>;

/** How each operation key of a kind is called: method, path under /api/{collection}, and what the answer becomes. */
const OPERATIONS: Record<OperationKey, { method: Call['method']; path: string; answer?: 'tagged' | 'conditional' | 'void' | 'access'; body?: 'required' | 'optional' | 'duplicate' }> = {
  create: { method: 'POST', path: '', answer: 'tagged', body: 'duplicate' },
  list: { method: 'GET', path: '' },
  listAll: { method: 'GET', path: '/all' },
  get: { method: 'GET', path: '/{id}', answer: 'conditional' },
  check: { method: 'HEAD', path: '/{id}', answer: 'access' },
  getVersion: { method: 'GET', path: '/{id}/v/{versionId}', answer: 'conditional' },
  history: { method: 'GET', path: '/{id}/history' },
  log: { method: 'GET', path: '/{id}/log' },
  logEntry: { method: 'GET', path: '/{id}/log/{versionId}' },
  setLogEntry: { method: 'PUT', path: '/{id}/log/{versionId}', body: 'required' },
  diff: { method: 'GET', path: '/{id}/v/{versionId}/diff/{id2}/v/{versionId2}' },
  permissions: { method: 'GET', path: '/{id}/permissions' },
  sharing: { method: 'GET', path: '/{id}/sharing' },
  setSharing: { method: 'PUT', path: '/{id}/sharing', body: 'required' },
  usages: { method: 'GET', path: '/{id}/usages' },
  versionUsages: { method: 'GET', path: '/{id}/v/{versionId}/usages' },
  summary: { method: 'GET', path: '/{id}/summary' },
  replace: { method: 'PUT', path: '/{id}', answer: 'tagged', body: 'required' },
  replaceVersion: { method: 'PUT', path: '/{id}/v/{versionId}', answer: 'tagged', body: 'optional' },
  patch: { method: 'PATCH', path: '/{id}', answer: 'tagged', body: 'required' },
  patchVersion: { method: 'PATCH', path: '/{id}/v/{versionId}', answer: 'tagged', body: 'required' },
  delete: { method: 'DELETE', path: '/{id}', answer: 'void' },
  deleteVersion: { method: 'DELETE', path: '/{id}/v/{versionId}', answer: 'void' },
};

function kindMethods(transport: Transport, kind: KindDef): Record<string, Method> {
  const ids = operationNames(kind.one, kind.many);
  const methods: Record<string, Method> = {};
  for (const [key, operation] of Object.entries(ids) as [OperationKey, string][]) {
    if (key === 'summary' && !kind.hasSummary) continue;
    const spec = OPERATIONS[key];
    const path = `/${kind.collection}${spec.path.replace('{id}', `{${kind.idParam}}`).replace('{id2}', `{${kind.idParam}2}`)}`;
    methods[operation] = async (args) => {
      const { filters, ...rest } = args ?? {};
      const call: Call = { operation, method: spec.method, path, args: key === 'list' || key === 'listAll' ? rest : args, query: filters };
      // a duplicate's body is a merge patch of the source: none means {}
      if (spec.body === 'duplicate') call.body = args?.body ?? (args?.duplicate_id != null ? {} : undefined);
      else if (spec.body) call.body = args?.body;
      if (spec.answer === 'access') {
        try {
          await send(transport, call);
          return true;
        } catch (error) {
          if ((error as { status?: number }).status === 404) return false;
          throw error;
        }
      }
      const answer = await send(transport, call);
      if (answer.status === 304) return notModified(answer);
      if (spec.answer === 'void') return undefined;
      if (spec.answer === 'tagged' || spec.answer === 'conditional') return withEtag(answer);
      return answer.body;
    };
  }
  return methods;
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
  const client: Record<string, unknown> = {
    getVersion: async (args?: Args) => (await send(transport, { operation: 'getVersion', method: 'GET', path: '/version', args })).body,
    getShortCode: async (args: Args) => (await send(transport, { operation: 'getShortCode', method: 'GET', path: '/s/{kind}/{id}/{mode}', args })).body,
    applyShortCode: async (args: Args) => (await send(transport, { operation: 'applyShortCode', method: 'GET', path: '/s/{code}', args })).body,
  };
  for (const kind of KINDS) client[kind.collection] = kindMethods(transport, kind);
  return client as JoineryClient;
}
