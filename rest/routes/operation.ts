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
 * Other modules (identity, production …) declare their operations in this same shape and hand them
 * to registerOperations.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../model/actor.ts';
import type { Model } from '../model/model.ts';
import { DEFAULT_ACCESS, type Access } from './access.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * How the model call's answer becomes the HTTP answer, and what the client makes of it:
 * - json: 200 with the value;
 * - created: 201 with the value, its head's ETag and a Location (`location`, or the new resource);
 * - written: 200 with the value (a resource or sub-resource of the new version) and the head's ETag;
 * - conditional: the value is a Conditional: 200 with its ETag, or 304 when If-None-Match matched;
 * - deleted: 204, with the new head's ETag when the call answers `{ etag }`;
 * - access: HEAD, 200 with the ETag of `{ etag, current }` and no body, 304 when `current` (If-None-Match matched); the call throws 404 otherwise;
 * - binary: the value is a BinaryContent, streamed (304 on If-None-Match, 206 on Range);
 * - redirect: 302 to the value's `location`.
 */
export type AnswerKind = 'json' | 'created' | 'written' | 'conditional' | 'deleted' | 'access' | 'binary' | 'redirect';

/**
 * The body an operation takes:
 * - json: required, validated by the route against `body`;
 * - model: a JSON body validated by the model (`body` is what the OpenAPI document shows);
 * - multipart: multipart/form-data with one file field, streamed to the call through `request`.
 */
export type BodyKind = 'json' | 'model' | 'multipart';

export interface OperationInput {
  actor: Actor;
  params: Record<string, any>;
  query: Record<string, any>;
  body: unknown;
  ifMatch?: string;
  ifNoneMatch?: string;
  /** the request itself, for operations that stream their body (uploads) */
  request: FastifyRequest;
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
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  bodyKind?: BodyKind;
  /** the body may be left out (copy and merge take none) */
  bodyOptional?: boolean;
  /** the schema of a successful answer (json, created, written, conditional) */
  response?: TSchema;
  answer: AnswerKind;
  /** error statuses the model may answer besides the ones every operation of its shape has (400, 401, 413, 415, 431) */
  errors: readonly number[];
  /** writes that honour If-Match (412 when it is not the head's ETag) */
  ifMatch?: boolean;
  /** where a created thing is (answer 'created'); default /api/{group}/{id} */
  location?: (value: any, input: OperationInput) => string;
  /** left out of the OpenAPI document (the browser short link) */
  hide?: boolean;
  call(model: Model, input: OperationInput): Promise<unknown> | unknown;
}

export const defineOperation = (operation: Operation): Operation => operation;

/** `/api/x/{id}/avatar.{extension}` → `/api/x/:id/avatar.:extension` */
export const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * What any route can answer whatever it does: 400 for bad input, 401 signed out (unless public), 413
 * and 415 for a body, 431 from the HTTP server. Table operations and the routes outside the table share it.
 */
export function genericErrorStatuses(route: { input: boolean; body: boolean; access?: Access }): number[] {
  return [
    ...(route.input ? [400] : []),
    ...((route.access ?? DEFAULT_ACCESS) !== 'public' ? [401] : []),
    ...(route.body ? [413, 415] : []),
    431,
  ];
}

/** The statuses an operation can answer, success and failure, as its OpenAPI responses declare them. */
export function statusesOf(op: Operation): number[] {
  const success: Record<AnswerKind, number[]> = {
    json: [200],
    created: [201],
    written: [200],
    conditional: [200, 304],
    deleted: [204],
    access: [200, 304],
    binary: [200, 206, 304, 416],
    redirect: [302],
  };
  const errors = new Set([...op.errors, ...genericErrorStatuses({ input: !!(op.params || op.query || op.body || op.bodyKind), body: !!(op.body || op.bodyKind), access: op.access })]);
  if (op.ifMatch) errors.add(412);
  return [...success[op.answer], ...[...errors].sort((a, b) => a - b)];
}
