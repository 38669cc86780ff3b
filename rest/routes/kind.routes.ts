import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import type { KindDef } from '../model/kinds/kind-def.ts';
import { operationNames } from '../model/kinds/operation-names.ts';
import { KINDS } from '../model/kinds/registry.ts';
import type { Model } from '../model/model.ts';
import { etagOf, SharingBody, VersionSummaryBody } from '../model/resource-writes.ts';
import type { HeadRow } from '../model/storage-layout.ts';
import { kindOperationAccess } from './access.ts';
import {
  AccessQuery, DeleteQuery, envelopeSchema, errorResponses, HistoryQuery, LIST_FLAG_NAMES, ListFlags, listPageSchema,
  LogQuerySchema, ReadQuery, UsagesQuery, WriteQuery,
} from './schemas.ts';

/** Operation ids, shared with rest/client: createModule, getModuleVersion, listModules … (rest/model/kinds/operation-names.ts) */
export const operationIds = (kind: Pick<KindDef, 'one' | 'many'>) => operationNames(kind.one, kind.many);

const VersionParam = Type.Integer({ minimum: 1, description: 'a version number, from 1' });
const noStore = 'private, no-cache';

type Req = FastifyRequest<{ Params: Record<string, any>; Querystring: Record<string, any>; Body: any; Headers: Record<string, any> }>;

/** 304 when the client already has this representation. */
function notModified(request: Req, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', noStore);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch !== 'string') return false;
  const tags = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (!tags.includes('*') && !tags.includes(etag)) return false;
  reply.code(304).send();
  return true;
}

const headEtag = (head: number) => etagOf(head);
const versionEtag = (version: number, revision: number) => `"${version}.${revision}"`;

export function registerKindRoutes(app: FastifyInstance, model: Model, kind: KindDef): void {
  const ops = operationIds(kind);
  const { reads, writes } = model;
  const base = `/api/${kind.collection}`;
  const idp = kind.idParam;
  const one = `${base}/:${idp}`;
  const ver = `${one}/v/:versionId`;
  const IdParams = Obj({ [idp]: Id });
  const VersionParams = Obj({ [idp]: Id, versionId: VersionParam });
  const Envelope = envelopeSchema(kind.schema);
  const FullRead = envelopeSchema(kind.schema, {
    info: Type.Optional(Type.Ref('VersionInfo')),
    graph: Type.Optional(Type.Ref('VersionGraph')),
    permissions: Type.Optional(Type.Ref('Permissions')),
  });
  const tags = [kind.collection];
  const keyOf = new Map(Object.entries(ops).map(([key, operationId]) => [operationId as string, key]));
  const route = (options: Omit<RouteOptions, 'handler' | 'schema'> & { schema: Record<string, unknown>; handler: (request: Req, reply: FastifyReply) => unknown }) =>
    app.route({
      ...options,
      config: { access: kindOperationAccess(kind.collection, keyOf.get(options.schema.operationId as string) ?? '') },
      schema: { tags, ...options.schema },
      handler: options.handler as RouteOptions['handler'],
    });
  const id = (r: Req) => r.params[idp] as string;
  const revisionOf = async (resource: string) =>
    ((await model.runtime.store.findOne(kind.collection, { op: 'eq', field: 'id', value: resource })) as HeadRow | null)?.revision ?? 0;

  const filterProps: Record<string, TSchema> = Object.fromEntries(
    kind.filters.map((f) => [f.name, Type.Optional(Type.String({ maxLength: 500, description: `filter (${f.match})` }))]),
  );
  const ListQuery = Obj({ ...ListFlags, ...filterProps });
  const listHandler = (all: boolean) => async (request: Req) => {
    const { mine, shared, public: isPublic, canWrite, multiWorkspace, includeDeleted, limit, cursor, sort } = request.query;
    const filters = Object.fromEntries(Object.entries(request.query).filter(([k]) => !LIST_FLAG_NAMES.includes(k))) as Record<string, string>;
    return model.lists.list(request.actor, kind, { filters, mine, shared, public: isPublic, canWrite, multiWorkspace, includeDeleted, limit, cursor, sort }, all);
  };
  const listResponse = { 200: listPageSchema(Type.Object({}, { additionalProperties: true })), ...errorResponses(400) };

  route({
    method: 'POST',
    url: base,
    schema: {
      operationId: ops.create,
      summary: `Create ${/^[aeiou]/i.test(kind.label) ? 'an' : 'a'} ${kind.label.toLowerCase()}, or duplicate one (duplicate_id, duplicate_version)`,
      querystring: Obj({ duplicate_id: Type.Optional(Id), duplicate_version: Type.Optional(VersionParam) }),
      body: { ...kind.schema, 'x-validated-by-model': 'a partial document (merge patch) when duplicate_id is given' },
      response: { 201: Envelope, ...errorResponses(400, 403, 404) },
    },
    handler: async (request: Req, reply) => {
      const { duplicate_id, duplicate_version } = request.query;
      const created = await writes.create(request.actor, kind, request.body, duplicate_id || duplicate_version ? { id: duplicate_id, version: duplicate_version } : undefined);
      reply.code(201).header('location', `${base}/${created.id}`).header('etag', headEtag(created.head));
      return created;
    },
  });
  route({ method: 'GET', url: base, schema: { operationId: ops.list, summary: `List ${kind.collection} of the current workspace`, querystring: ListQuery, response: listResponse }, handler: listHandler(false) });
  route({ method: 'GET', url: `${base}/all`, schema: { operationId: ops.listAll, summary: `List every ${kind.label.toLowerCase()} the caller may read`, querystring: ListQuery, response: listResponse }, handler: listHandler(true) });

  route({
    method: 'GET',
    url: one,
    schema: { operationId: ops.get, summary: 'Read the head', params: IdParams, querystring: ReadQuery, response: { 200: FullRead, ...errorResponses(400, 404) } },
    handler: async (request: Req, reply) => {
      const read = await reads.head(request.actor, kind, id(request), request.query);
      const etag = request.query.complete ? versionEtag(read.version, await revisionOf(read.id)) : headEtag(read.head);
      return notModified(request, reply, etag) ? reply : read;
    },
  });
  route({
    method: 'HEAD',
    url: one,
    schema: { operationId: ops.check, summary: 'Whether the caller may read it: 200, or 404', params: IdParams, querystring: AccessQuery },
    handler: async (request: Req, reply) => {
      const read = await reads.head(request.actor, kind, id(request), request.query);
      reply.header('etag', headEtag(read.head)).header('cache-control', noStore).code(200).send();
    },
  });
  route({
    method: 'GET',
    url: ver,
    schema: { operationId: ops.getVersion, summary: 'Read one version, with the version graph', params: VersionParams, querystring: ReadQuery, response: { 200: FullRead, ...errorResponses(400, 404) } },
    handler: async (request: Req, reply) => {
      const read = await reads.version(request.actor, kind, id(request), request.params.versionId, request.query);
      return notModified(request, reply, versionEtag(read.version, await revisionOf(read.id))) ? reply : read;
    },
  });
  route({
    method: 'GET',
    url: `${one}/history`,
    schema: {
      operationId: ops.history,
      summary: 'Every version, oldest first, a page at a time (limit, default 200, at most 1000; cursor)',
      params: IdParams,
      querystring: HistoryQuery,
      response: {
        200: Obj({ head: VersionParam, versions: Type.Array(Type.Ref('VersionInfo')), next: Type.Union([Type.String(), Type.Null()]) }),
        ...errorResponses(400, 404),
      },
    },
    handler: async (request: Req) => reads.history(request.actor, kind, id(request), request.query),
  });
  route({
    method: 'GET',
    url: `${one}/log`,
    schema: { operationId: ops.log, summary: 'Versions, newest first', params: IdParams, querystring: LogQuerySchema, response: { 200: Type.Array(Type.Ref('VersionInfo')), ...errorResponses(400, 404) } },
    handler: async (request: Req) => {
      const { from, to, limit, tag, multiWorkspace } = request.query;
      return reads.log(request.actor, kind, id(request), { from, to, limit, tag }, { multiWorkspace });
    },
  });
  route({
    method: 'GET',
    url: `${one}/log/:versionId`,
    schema: { operationId: ops.logEntry, summary: 'One version summary', params: VersionParams, querystring: AccessQuery, response: { 200: Type.Ref('VersionInfo'), ...errorResponses(400, 404) } },
    handler: async (request: Req) => reads.logEntry(request.actor, kind, id(request), request.params.versionId, request.query),
  });
  route({
    method: 'PUT',
    url: `${one}/log/:versionId`,
    schema: {
      operationId: ops.setLogEntry,
      summary: "Set a version's tag and summary",
      params: VersionParams,
      querystring: AccessQuery,
      body: VersionSummaryBody,
      response: { 200: Type.Ref('VersionInfo'), ...errorResponses(400, 403, 404, 409) },
    },
    handler: async (request: Req) => writes.setLogEntry(request.actor, kind, id(request), request.params.versionId, request.body, request.query),
  });
  const Ref2 = Obj({ id: Id, version: VersionParam });
  route({
    method: 'GET',
    url: `${ver}/diff/:${idp}2/v/:versionId2`,
    schema: {
      operationId: ops.diff,
      summary: 'The changes from one version to another',
      params: Obj({ [idp]: Id, versionId: VersionParam, [`${idp}2`]: Id, versionId2: VersionParam }),
      querystring: AccessQuery,
      response: {
        200: Obj({
          from: Ref2,
          to: Ref2,
          changes: Type.Array(
            Type.Object({
              operation: Type.String({ enum: ['Added', 'Removed', 'Changed'] }),
              path: Type.String({ description: 'JSON Pointer' }),
              from: Type.Optional(Type.Unknown()),
              to: Type.Optional(Type.Unknown()),
            }),
          ),
        }),
        ...errorResponses(400, 404),
      },
    },
    handler: async (request: Req) =>
      reads.diff(
        request.actor,
        kind,
        { id: id(request), version: request.params.versionId },
        { id: request.params[`${idp}2`], version: request.params.versionId2 },
        request.query,
      ),
  });
  route({
    method: 'GET',
    url: `${one}/permissions`,
    schema: { operationId: ops.permissions, summary: "The caller's permissions", params: IdParams, querystring: AccessQuery, response: { 200: Type.Ref('Permissions'), ...errorResponses(400, 404) } },
    handler: async (request: Req) => reads.permissions(request.actor, kind, id(request), request.query),
  });
  route({
    method: 'GET',
    url: `${one}/sharing`,
    schema: { operationId: ops.sharing, summary: 'Sharing settings', params: IdParams, querystring: AccessQuery, response: { 200: SharingBody, ...errorResponses(400, 404) } },
    handler: async (request: Req) => reads.sharing(request.actor, kind, id(request), request.query),
  });
  route({
    method: 'PUT',
    url: `${one}/sharing`,
    schema: { operationId: ops.setSharing, summary: 'Replace sharing settings', params: IdParams, querystring: AccessQuery, body: SharingBody, response: { 200: SharingBody, ...errorResponses(400, 403, 404) } },
    handler: async (request: Req) => writes.setSharing(request.actor, kind, id(request), request.body, request.query),
  });
  const Usages = Obj({
    usages: Type.Array(Obj({ collection: Type.String(), id: Id, version: VersionParam, name: Type.Union([Type.String(), Type.Null()]), usesVersion: VersionParam })),
    next: Type.Union([Type.String(), Type.Null()], { description: 'the cursor of the next page; null on the last page' }),
  });
  route({
    method: 'GET',
    url: `${one}/usages`,
    schema: { operationId: ops.usages, summary: 'Resources that refer to any version of it, a page at a time', params: IdParams, querystring: UsagesQuery, response: { 200: Usages, ...errorResponses(400, 404) } },
    handler: async (request: Req) => reads.usages(request.actor, kind, id(request), undefined, request.query),
  });
  route({
    method: 'GET',
    url: `${ver}/usages`,
    schema: { operationId: ops.versionUsages, summary: 'Resources that refer to this version, a page at a time', params: VersionParams, querystring: UsagesQuery, response: { 200: Usages, ...errorResponses(400, 404) } },
    handler: async (request: Req) => reads.usages(request.actor, kind, id(request), request.params.versionId, request.query),
  });
  if (kind.hasSummary) {
    route({
      method: 'GET',
      url: `${one}/summary`,
      schema: {
        operationId: ops.summary,
        summary: 'Name, owner and list fields; with include_attributes also its scalar settings',
        params: IdParams,
        querystring: Obj({ include_attributes: Type.Optional(Type.Boolean()), multiWorkspace: Type.Optional(Type.Boolean()) }),
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses(400, 404) },
      },
      handler: async (request: Req) => reads.summary(request.actor, kind, id(request), request.query.include_attributes === true, request.query),
    });
  }

  const writeFlags = (request: Req) => ({ ...request.query, ifMatch: request.headers['if-match'] as string | undefined });
  const sendWritten = (reply: FastifyReply, written: { head: number; version: number }) => {
    reply.header('etag', headEtag(written.head));
    return written;
  };
  const writeResponse = { 200: Envelope, ...errorResponses(400, 403, 404, 409, 412) };
  route({
    method: 'PUT',
    url: one,
    schema: { operationId: ops.replace, summary: 'Replace the head: adds a version', params: IdParams, querystring: WriteQuery, body: kind.schema, response: writeResponse },
    handler: async (request: Req, reply) => sendWritten(reply, await writes.write(request.actor, kind, id(request), undefined, { replace: request.body as Record<string, unknown> }, writeFlags(request))),
  });
  route({
    method: 'PUT',
    url: ver,
    schema: {
      operationId: ops.replaceVersion,
      summary: 'Write on a version (adds a version whose parent it is); with from and an empty body: copy one version (from once) to the head, or merge two (from twice)',
      params: VersionParams,
      querystring: Obj({ ...WriteQuery.properties, from: Type.Optional(Type.Array(VersionParam, { minItems: 1, maxItems: 2 })) }),
      body: { ...kind.schema, 'x-optional-body': true },
      response: writeResponse,
    },
    handler: async (request: Req, reply) => {
      const { from } = request.query;
      if (from !== undefined) {
        if (request.body !== undefined) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'body must be empty when from is given' });
        return sendWritten(reply, await writes.copyOrMerge(request.actor, kind, id(request), request.params.versionId, from, request.query));
      }
      if (request.body === undefined) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'body must be an object' });
      return sendWritten(reply, await writes.write(request.actor, kind, id(request), request.params.versionId, { replace: request.body as Record<string, unknown> }, writeFlags(request)));
    },
  });
  const Patch = Type.Object({}, { additionalProperties: true, description: 'a JSON merge patch (RFC 7396) of the document' });
  route({
    method: 'PATCH',
    url: ver,
    schema: { operationId: ops.patchVersion, summary: 'Merge-patch a version: adds a version whose parent it is', params: VersionParams, querystring: WriteQuery, body: Patch, response: writeResponse },
    handler: async (request: Req, reply) =>
      sendWritten(reply, await writes.write(request.actor, kind, id(request), request.params.versionId, { patch: request.body as Record<string, unknown> }, writeFlags(request))),
  });
  route({
    method: 'PATCH',
    url: one,
    schema: { operationId: ops.patch, summary: 'Merge-patch the head: adds a version', params: IdParams, querystring: WriteQuery, body: Patch, response: writeResponse },
    handler: async (request: Req, reply) => sendWritten(reply, await writes.write(request.actor, kind, id(request), undefined, { patch: request.body as Record<string, unknown> }, writeFlags(request))),
  });
  route({
    method: 'DELETE',
    url: one,
    schema: { operationId: ops.delete, summary: 'Delete, or archive; failIfUsed answers 424 naming its users', params: IdParams, querystring: DeleteQuery, response: { 204: Type.Null(), ...errorResponses(400, 403, 404, 424) } },
    handler: async (request: Req, reply) => {
      await writes.delete(request.actor, kind, id(request), request.query);
      reply.code(204).send();
    },
  });
  route({
    method: 'DELETE',
    url: ver,
    schema: { operationId: ops.deleteVersion, summary: 'Delete the tip of a branch', params: VersionParams, querystring: DeleteQuery, response: { 204: Type.Null(), ...errorResponses(400, 403, 404, 409, 424) } },
    handler: async (request: Req, reply) => {
      await writes.deleteVersion(request.actor, kind, id(request), request.params.versionId, request.query);
      reply.code(204).send();
    },
  });
}

export async function kindRoutes(app: FastifyInstance, { model }: { model: Model }): Promise<void> {
  for (const kind of KINDS) registerKindRoutes(app, model, kind);
}
