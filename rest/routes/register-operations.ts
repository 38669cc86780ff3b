import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { headEtag, noneMatch, type Conditional } from '../model/resources/conditional.ts';
import type { Model } from '../model/model.ts';
import { DEFAULT_ACCESS } from '../model/identity/operation-access.ts';
import { expectedHeadOf } from './if-match.ts';
import type { StoredContent } from '../model/content/content.ts';
import { sendBinary } from './binary-answer.ts';
import { bytesOnce } from './kept-bytes.ts';
import type { LimitReport } from '../model/identity/rate-limits.ts';
import { JsonText } from '../model/lists/list-json.ts';
import { fastifyPath, JSON_CONTENT_TYPE, statusesOf, type AddedOnce, type CachedAnswer, type Cookies, type Operation, type OperationInput } from './operation.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the operation a route was generated from */
    operationId?: string;
    /** false: answered even while the server sheds load (rest/operations/overload.ts) */
    shedsLoad?: boolean;
  }
}

const NO_STORE = 'private, no-cache';

const ETag = Type.String({ description: 'the entity tag of what was answered (RFC 9110 §8.8.3)' });
const Location = Type.String({ description: 'where the created resource is read' });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad Request: the message names the parameter, field or value that is wrong',
  401: 'Unauthorized: no user is signed in',
  403: 'Forbidden: the caller may read this but not do this',
  404: 'Not Found, or not readable by the caller',
  409: 'Conflict',
  412: 'Precondition Failed: If-Match is not the current ETag (the body names the current head)',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  424: 'Failed Dependency: other resources use it (usedBy names them)',
  503: 'Service Unavailable: the server is overloaded or not ready; Retry-After says when to try again',
  429: 'Too Many Requests: Retry-After says in how many seconds to try again',
  431: 'Request Header Fields Too Large (the URL or the headers; answered by the HTTP server before any route)',
};

/** The RateLimit header fields (IETF draft-ietf-httpapi-ratelimit-headers) a rate-limited operation answers. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': Type.Integer({ minimum: 1, description: 'how many the current window allows' }),
  'RateLimit-Remaining': Type.Integer({ minimum: 0, description: 'how many are left in it' }),
  'RateLimit-Reset': Type.Integer({ minimum: 1, description: 'seconds until it closes' }),
};

/** The answer's RateLimit-* headers. */
export function reportLimitOn(reply: FastifyReply): LimitReport {
  return ({ limit, remaining, reset }) => {
    reply.header('ratelimit-limit', String(limit)).header('ratelimit-remaining', String(remaining)).header('ratelimit-reset', String(reset));
  };
}

/** A rate-limited operation's answers carry the RateLimit headers, and its 429 Retry-After. */
function withRateLimitHeaders(op: Operation, responses: Record<number, any>): Record<number, unknown> {
  if (!op.rateLimited) return responses;
  for (const [status, response] of Object.entries(responses)) {
    const headers = { ...(response.headers ?? {}), ...RATE_LIMIT_HEADERS };
    if (status === '429') headers['Retry-After'] = Type.Integer({ minimum: 1, description: 'seconds to wait' });
    responses[Number(status)] = { ...response, headers };
  }
  return responses;
}

const errorResponse = (status: number) => ({ ...Type.Ref('Error'), description: ERROR_DESCRIPTIONS[status] ?? 'Error' });

const binaryContent = (description: string, types: readonly string[] = ['application/octet-stream']) => ({
  description,
  headers: { ETag, 'Content-Length': Type.Integer({ minimum: 0 }) },
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

const notModified = { type: 'null', description: 'Not Modified: the If-None-Match tag is current', headers: { ETag } };

/** A cached answer: JSON, or the bytes of `produces`. */
function cachedContent(op: Operation, body: TSchema) {
  if (!op.produces) return { ...body, description: 'OK (Cache-Control says for how long)', headers: { ETag } };
  return { description: `${op.produces} (Cache-Control says for how long)`, headers: { ETag }, content: { [op.produces]: { schema: { type: 'string', format: 'binary' } } } };
}

/** a key far above any status, which no object keeps */
const SPARSE_KEY = 2 ** 30;

/**
 * An empty object to key by status. V8 keeps a plain object's integer keys in an array as long as the
 * highest of them (a 503: some 770 slots, 5 KB for each of the ~700 routes, held as long as the server
 * runs); one key far beyond, set and deleted, makes it keep them in a dictionary (about 0.5 KB) instead.
 * Keys still enumerate in ascending order.
 */
function statusKeyed(): Record<number, unknown> {
  const keyed: Record<number, unknown> = { [SPARSE_KEY]: undefined };
  delete keyed[SPARSE_KEY];
  return keyed;
}

/** Every status the operation can answer, with its body and headers: the OpenAPI responses. */
export function responsesOf(op: Operation): Record<number, unknown> {
  const body = op.response ?? Type.Null();
  const withEtag = (schema: TSchema, description: string) => ({ ...schema, description, headers: { ETag } });
  const success: Record<number, unknown> = {
    json: { 200: body },
    added: { 201: { ...body, description: 'Created' } },
    addedOnce: { 200: { ...body, description: 'Made before: this request repeats one already done (the same Idempotency-Key)' }, 201: { ...body, description: 'Created' } },
    created: { 201: { ...body, description: 'Created', headers: { ETag, Location } } },
    written: { 200: withEtag(body, 'The new version (ETag: the head after the write)') },
    conditional: { 200: withEtag(body, 'OK'), 304: notModified },
    noContent: { 204: { type: 'null', description: 'No Content' } },
    access: { 200: { type: 'null', description: 'The caller may read it', headers: { ETag } }, 304: notModified },
    binary: {
      200: binaryContent('The content; Content-Type from its extension and bytes', op.contentTypes),
      206: binaryContent('Partial Content: the requested Range', op.contentTypes),
      304: notModified,
      416: { type: 'null', description: 'Range Not Satisfiable', headers: { 'Content-Range': Type.String() } },
    },
    cached: { 200: cachedContent(op, body), 304: notModified },
    redirect: { 302: { type: 'null', description: 'Found: Location is where the browser goes next', headers: { Location: Type.String() } } },
  }[op.answer] as Record<number, unknown>;
  const responses = Object.assign(statusKeyed(), success);
  for (const status of statusesOf(op)) responses[status] ??= errorResponse(status);
  return withRateLimitHeaders(op, responses);
}

const optionalText = (description: string) => Type.Optional(Type.String({ maxLength: 2000, description }));

/** The request headers an operation reads, for validation and the OpenAPI document. */
function headersOf(op: Operation) {
  const headers: Record<string, TSchema> = {};
  if (op.answer === 'conditional' || op.answer === 'binary' || op.answer === 'cached' || op.answer === 'access') headers['If-None-Match'] = optionalText('answer 304 when one of these ETags is current (weak comparison)');
  if (op.answer === 'addedOnce') headers['Idempotency-Key'] = optionalText('sent again with the same key, the request is done once and its answer repeated (200)');
  if (op.ifMatch) headers['If-Match'] = optionalText('write only when one of these ETags is the head\'s (strong comparison; W/ tags never match): 412 otherwise');
  if (op.answer === 'binary') headers.Range = optionalText('one byte range, e.g. bytes=0-1023: answered with 206');
  // other headers are allowed: the object is open
  return Object.keys(headers).length ? Type.Object(headers) : undefined;
}

function schemaOf(op: Operation): Record<string, unknown> {
  // who may call it (x-access, security, the description's last line) is added for every route by api-docs.ts
  const schema: Record<string, unknown> = {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    response: responsesOf(op),
  };
  if (op.description || op.rateLimited) schema.description = [op.description, op.rateLimited && `Rate-limited: ${op.rateLimited}.`].filter(Boolean).join(' ');
  if (op.hide) schema.hide = true;
  if (op.params) schema.params = op.params;
  if (op.query) schema.querystring = op.query;
  const headers = headersOf(op);
  if (headers) schema.headers = headers;
  if (op.bodyKind === 'multipart') {
    schema.consumes = ['multipart/form-data'];
    schema.body = { ...op.body, 'x-validated-by-model': 'streamed: one file field' };
  } else if (op.bodyKind === 'image') {
    schema.consumes = IMAGE_TYPES;
    schema.body = { type: 'string', format: 'binary', description: 'the image', 'x-validated-by-model': true };
  } else if (op.body) {
    if (op.bodyKind === 'text') schema.consumes = ['text/plain'];
    // an optional body is validated only when there is one (rest/routes/compilers.ts)
    schema.body = op.bodyKind === 'model' ? { ...op.body, 'x-validated-by-model': true } : op.bodyOptional ? { ...op.body, 'x-optional-body': true } : op.body;
  }
  if (op.bodyOptional) schema['x-body-optional'] = true;
  return schema;
}

/** The image types an image body may be sent as (the model judges the bytes themselves). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer) {
  reply.header('etag', cached.etag).header('cache-control', cached.cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && noneMatch(ifNoneMatch, cached.etag)) return reply.code(304).send();
  return reply.type(cached.contentType).send(cached.body);
}

/**
 * The serialised bodies of one route's frozen answers. A value the model keeps between requests (the
 * read of a kept head, head-cache.ts) is frozen all through, so the bytes the route's response schema
 * made of it once are what it would make again: a repeated read sends them as they are.
 */
type KeptBodies = WeakMap<object, Buffer>;

async function answer(op: Operation, value: any, input: OperationInput, request: FastifyRequest, reply: FastifyReply, bodies: KeptBodies): Promise<unknown> {
  switch (op.answer) {
    case 'json':
      if (op.method === 'GET') reply.header('cache-control', NO_STORE);
      // an answer the model wrote as JSON already (a list page from kept rows, list-json.ts)
      if (value instanceof JsonText) return reply.header('content-type', JSON_CONTENT_TYPE).send(value.text);
      return value;
    case 'added':
      return reply.code(201).send(value);
    case 'addedOnce':
      return reply.code((value as AddedOnce).repeated ? 200 : 201).send((value as AddedOnce).body);
    case 'created':
      reply.code(201).header('etag', headEtag(value.head)).header('location', op.location ? op.location(value, input) : `/api/${op.group}/${value.id}`);
      return value;
    case 'written':
      reply.header('etag', headEtag(value.head));
      return value;
    case 'conditional': {
      const conditional = value as Conditional<unknown>;
      reply.header('etag', conditional.etag).header('cache-control', NO_STORE);
      if (conditional.value === undefined) return reply.code(304).send();
      const read = conditional.value;
      if (typeof read !== 'object' || read === null || !Object.isFrozen(read)) return read;
      return reply.header('content-type', JSON_CONTENT_TYPE).send(bytesOnce(bodies, read, () => reply.serialize(read) as string));
    }
    case 'noContent':
      if (value?.etag) reply.header('etag', value.etag);
      return reply.code(204).send();
    case 'access':
      // HEAD honours If-None-Match as GET does (RFC 9110 §13.1.2)
      return reply.header('etag', value.etag).header('cache-control', NO_STORE).code(value.current ? 304 : 200).send();
    case 'binary':
      return sendBinary(request, reply, value as StoredContent);
    case 'cached':
      return sendCached(request, reply, value as CachedAnswer);
    case 'redirect':
      return reply.redirect(value.location, 302);
  }
}

/** @fastify/swagger marks every request body required; an operation may say its body is optional. */
export function markOptionalBodies<T extends { paths?: Record<string, Record<string, any>> }>(document: T): T {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation?.['x-body-optional'] && operation.requestBody) operation.requestBody.required = false;
    }
  }
  return document;
}

/**
 * The request's cookies, and the answer's: the session cookie follows config (Secure over https, its
 * lifetime). Made for every request, so its methods live on the class rather than in fresh closures.
 */
class RequestCookies implements Cookies {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly config: Pick<Config, 'publicUrl' | 'sessionMaxHours'>,
    private readonly model: Model,
  ) {}

  get(name: string) {
    return this.request.cookies[name];
  }

  startSession(secret: string) {
    setSessionCookie(this.reply, secret, this.config);
    // the owner's list of sessions names the browser and place; a failure here must not undo the sign-in
    void this.model.identity.sessions
      .describeClient(secret, { userAgent: this.request.headers['user-agent'], address: this.request.ip })
      .catch((error: unknown) => this.request.log.warn({ err: error }, 'session: could not note its browser'));
  }

  endSession() {
    clearSessionCookie(this.reply, this.config);
  }

  set(name: string, value: string, { path, maxAge }: { path: string; maxAge: number }) {
    void this.reply.setCookie(name, value, { httpOnly: true, sameSite: 'lax', secure: this.config.publicUrl.startsWith('https://'), path, maxAge });
  }

  clear(name: string, { path }: { path: string }) {
    void this.reply.clearCookie(name, { path });
  }
}

const headerText = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Fastify routes for the operations; each route's config carries its access level and operation id. */
export function registerOperations(app: FastifyInstance, { model, config }: { model: Model; config: Config }, operations: readonly Operation[]): void {
  for (const op of operations) {
    const bodies: KeptBodies = new WeakMap();
    app.route({
      method: op.method,
      url: fastifyPath(op.path),
      config: { access: op.access ?? DEFAULT_ACCESS, operationId: op.operationId, ...(op.queryToken ? { queryToken: true } : {}), ...(op.shedsLoad === false ? { shedsLoad: false } : {}), ...(op.badTokenSignsOut ? { badTokenSignsOut: true } : {}) },
      ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
      schema: schemaOf(op),
      handler: async (request: FastifyRequest<{ Params: Record<string, any>; Querystring: Record<string, any> }>, reply) => {
        const input: OperationInput = {
          actor: request.actor,
          params: request.params ?? {},
          query: request.query ?? {},
          body: request.body,
          expectedHead: op.ifMatch ? await expectedHeadOf(model, op.ifMatch, request.params[op.ifMatch.idParam], headerText(request, 'if-match')) : undefined,
          ifNoneMatch: headerText(request, 'if-none-match'),
          cookies: new RequestCookies(request, reply, config, model),
          request,
          reportLimit: reportLimitOn(reply),
        };
        return answer(op, await op.call(model, input), input, request, reply, bodies);
      },
    });
  }
}
