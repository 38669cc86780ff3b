import { Type, type TSchema } from '@sinclair/typebox';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { ListFlags, ListPaging, type ListQuery } from '../model/kinds/kind-arguments.ts';
import type { KindDef } from '../model/kinds/kind-def.ts';
import { operationNames, type OperationKey } from '../model/kinds/operation-names.ts';
import { sortParameters } from '../model/lists/resource-lists.ts';
import { SharingBody, VersionSummaryBody } from '../model/writes/write-types.ts';
import { kindOperationAccess } from '../model/identity/operation-access.ts';
import { defineOperation, type Operation, type OperationInput } from './operation.ts';
import {
  AccessQuery, DeleteQuery, envelopeSchema, HistoryQuery, listPageSchema, LogQuerySchema, ReadQuery, UsagesQuery, VersionParam, WriteQuery,
} from './schemas.ts';

/** Operation ids, shared with rest/client: createModule, getModuleVersion, listModules … (rest/model/kinds/operation-names.ts) */
export const operationIds = (kind: Pick<KindDef, 'one' | 'many'>) => operationNames(kind.one, kind.many);

const an = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a');

/** What the operations of one kind share: names, paths, parameter and answer schemas, argument pickers. */
function kindContext(kind: KindDef) {
  const ops = operationIds(kind);
  const base = `/api/${kind.collection}`;
  const idp = kind.idParam;
  const one = `${base}/{${idp}}`;
  const ver = `${one}/v/{versionId}`;
  const IdParams = Obj({ [idp]: Id });
  const VersionParams = Obj({ [idp]: Id, versionId: VersionParam });
  const Envelope = envelopeSchema(kind.schema);
  const FullRead = envelopeSchema(kind.schema, {
    info: Type.Optional(Type.Ref('VersionInfo')),
    graph: Type.Optional(Type.Ref('VersionGraph')),
    permissions: Type.Optional(Type.Ref('Permissions')),
  });
  const shared = { group: kind.collection, tag: kind.collection };
  const id = (input: OperationInput) => input.params[idp] as string;
  /** the query flags, with the head If-Match expects */
  const writeFlags = (input: OperationInput) => ({ ...input.query, expectedHead: input.expectedHead });
  return { kind, ops, base, one, ver, idp, IdParams, VersionParams, Envelope, FullRead, shared, id, writeFlags };
}

type KindContext = ReturnType<typeof kindContext>;

const LIST_ARGUMENTS = new Set(Object.keys({ ...ListFlags, ...ListPaging }));

/** A list's query string as the model's ListQuery: the flags and paging by name, every other parameter a filter. */
function listQueryOf(query: Record<string, unknown>): ListQuery {
  const listQuery: Record<string, unknown> = {};
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (LIST_ARGUMENTS.has(name)) listQuery[name] = value;
    else filters[name] = value as string;
  }
  return { ...listQuery, filters };
}

/** Create (or duplicate) and list (§7.1, §7.3). */
function creationAndListOperations({ kind, ops, base, Envelope, shared }: KindContext): Operation[] {
  const filterProps: Record<string, TSchema> = Object.fromEntries(
    kind.filters.map((f) => [f.name, Type.Optional(Type.String({ maxLength: 500, description: `filter (${f.match})` }))]),
  );
  const { description, default: fallback } = ListPaging.sort;
  const sort = Type.Optional(Type.String({ enum: sortParameters(kind), default: fallback, description }));
  const ListQuery = Obj({ ...ListFlags, ...ListPaging, sort, ...filterProps });
  const list = (all: boolean) => (model: Parameters<Operation['call']>[0], { actor, query }: OperationInput) => model.lists.listJson(actor, kind, listQueryOf(query), all);
  const ListPage = listPageSchema(Type.Object({}, { additionalProperties: true }));
  return [
    defineOperation({
      ...shared,
      method: 'POST',
      path: base,
      operationId: ops.create,
      summary: `Create ${an(kind.label)} ${kind.label.toLowerCase()}, or duplicate one (duplicate_id, duplicate_version)`,
      query: Obj({ duplicate_id: Type.Optional(Id), duplicate_version: Type.Optional(VersionParam) }),
      body: { ...kind.schema, description: 'the document; with duplicate_id, a JSON merge patch of the duplicated version' },
      bodyKind: 'model',
      response: Envelope,
      answer: 'created',
      errors: [403, 404],
      call: (model, { actor, query, body }) => {
        const { duplicate_id, duplicate_version } = query;
        return model.writes.create(actor, kind, body, duplicate_id || duplicate_version ? { id: duplicate_id, version: duplicate_version } : undefined);
      },
    }),
    defineOperation({ ...shared, method: 'GET', path: base, operationId: ops.list, summary: `List ${kind.collection} of the current workspace`, query: ListQuery, response: ListPage, answer: 'json', errors: [], call: list(false) }),
    defineOperation({ ...shared, method: 'GET', path: `${base}/all`, operationId: ops.listAll, summary: `List every ${kind.label.toLowerCase()} the caller may read`, query: ListQuery, response: ListPage, answer: 'json', errors: [], call: list(true) }),
  ];
}

/** Reads of the head and of versions, the read-access check, history and diff (§7.2, §6). */
function readOperations({ kind, ops, one, ver, idp, IdParams, VersionParams, FullRead, shared, id }: KindContext): Operation[] {
  const Ref2 = Obj({ id: Id, version: VersionParam });
  return [
    defineOperation({
      ...shared,
      method: 'GET',
      path: one,
      operationId: ops.get,
      summary: 'Read the head',
      params: IdParams,
      query: ReadQuery,
      response: FullRead,
      answer: 'conditional',
      errors: [404],
      call: (model, input) => model.conditional.head(input.actor, kind, id(input), input.query, input.ifNoneMatch),
    }),
    defineOperation({
      ...shared,
      method: 'HEAD',
      path: one,
      operationId: ops.check,
      summary: 'Whether the caller may read it: 200 (304 when If-None-Match is current), or 404',
      params: IdParams,
      query: AccessQuery,
      answer: 'access',
      errors: [404],
      call: async (model, input) => {
        const read = await model.conditional.head(input.actor, kind, id(input), input.query, input.ifNoneMatch);
        return { etag: read.etag, current: read.value === undefined };
      },
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: ver,
      operationId: ops.getVersion,
      summary: 'Read one version, with the version graph',
      params: VersionParams,
      query: ReadQuery,
      response: FullRead,
      answer: 'conditional',
      errors: [404],
      call: (model, input) => model.conditional.version(input.actor, kind, id(input), input.params.versionId, input.query, input.ifNoneMatch),
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${one}/history`,
      operationId: ops.history,
      summary: 'Every version, oldest first, a page at a time (limit, default 200, at most 1000; cursor)',
      params: IdParams,
      query: HistoryQuery,
      response: Obj({ head: VersionParam, versions: Type.Array(Type.Ref('VersionInfo')), next: Type.Union([Type.String(), Type.Null()]) }),
      answer: 'json',
      errors: [404],
      call: (model, input) => model.reads.history(input.actor, kind, id(input), input.query),
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${ver}/diff/{${idp}2}/v/{versionId2}`,
      operationId: ops.diff,
      summary: 'The changes from one version to another',
      params: Obj({ [idp]: Id, versionId: VersionParam, [`${idp}2`]: Id, versionId2: VersionParam }),
      query: AccessQuery,
      response: Obj({
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
      answer: 'json',
      errors: [404],
      call: (model, { actor, params, query }) =>
        model.reads.diff(actor, kind, { id: params[idp], version: params.versionId }, { id: params[`${idp}2`], version: params.versionId2 }, query),
    }),
  ];
}

/** The log and a version's summary, permissions, sharing and usages (§7.2, §7.7, §6). */
function recordOperations({ kind, ops, one, ver, IdParams, VersionParams, shared, id, writeFlags }: KindContext): Operation[] {
  const Usages = Obj({
    usages: Type.Array(Obj({ collection: Type.String(), id: Id, version: VersionParam, name: Type.Union([Type.String(), Type.Null()]), usesVersion: VersionParam })),
    next: Type.Union([Type.String(), Type.Null()], { description: 'the cursor of the next page; null on the last page' }),
  });
  return [
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${one}/log`,
      operationId: ops.log,
      summary: 'Versions, newest first',
      params: IdParams,
      query: LogQuerySchema,
      response: Type.Array(Type.Ref('VersionInfo')),
      answer: 'json',
      errors: [404],
      call: (model, input) => {
        const { from, to, limit, tag, multiWorkspace } = input.query;
        return model.reads.log(input.actor, kind, id(input), { from, to, limit, tag }, { multiWorkspace });
      },
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${one}/log/{versionId}`,
      operationId: ops.logEntry,
      summary: 'One version summary',
      params: VersionParams,
      query: AccessQuery,
      response: Type.Ref('VersionInfo'),
      answer: 'json',
      errors: [404],
      call: (model, input) => model.reads.logEntry(input.actor, kind, id(input), input.params.versionId, input.query),
    }),
    defineOperation({
      ...shared,
      method: 'PUT',
      path: `${one}/log/{versionId}`,
      operationId: ops.setLogEntry,
      summary: "Set a version's tag and summary",
      params: VersionParams,
      query: AccessQuery,
      body: VersionSummaryBody,
      response: Type.Ref('VersionInfo'),
      answer: 'json',
      ifMatch: kind,
      errors: [403, 404, 409],
      call: (model, input) => model.metadata.setLogEntry(input.actor, kind, id(input), input.params.versionId, input.body, writeFlags(input)),
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${one}/permissions`,
      operationId: ops.permissions,
      summary: "The caller's permissions",
      params: IdParams,
      query: AccessQuery,
      response: Type.Ref('Permissions'),
      answer: 'json',
      errors: [404],
      call: (model, input) => model.reads.permissions(input.actor, kind, id(input), input.query),
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${one}/sharing`,
      operationId: ops.sharing,
      summary: 'Sharing settings',
      params: IdParams,
      query: AccessQuery,
      response: SharingBody,
      answer: 'json',
      errors: [404],
      call: (model, input) => model.reads.sharing(input.actor, kind, id(input), input.query),
    }),
    defineOperation({
      ...shared,
      method: 'PUT',
      path: `${one}/sharing`,
      operationId: ops.setSharing,
      summary: 'Replace sharing settings',
      params: IdParams,
      query: AccessQuery,
      body: SharingBody,
      response: SharingBody,
      answer: 'json',
      ifMatch: kind,
      errors: [403, 404],
      call: (model, input) => model.metadata.setSharing(input.actor, kind, id(input), input.body, writeFlags(input)),
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${one}/usages`,
      operationId: ops.usages,
      summary: 'Resources that refer to any version of it, a page at a time',
      params: IdParams,
      query: UsagesQuery,
      response: Usages,
      answer: 'json',
      errors: [404],
      call: (model, input) => model.reads.usages(input.actor, kind, id(input), undefined, input.query),
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${ver}/usages`,
      operationId: ops.versionUsages,
      summary: 'Resources that refer to this version, a page at a time',
      params: VersionParams,
      query: UsagesQuery,
      response: Usages,
      answer: 'json',
      errors: [404],
      call: (model, input) => model.reads.usages(input.actor, kind, id(input), input.params.versionId, input.query),
    }),
  ];
}

/** Writes that add a version, and deletes (§7.6–§7.8). */
function versionWriteOperations({ kind, ops, one, ver, IdParams, VersionParams, Envelope, shared, id, writeFlags }: KindContext): Operation[] {
  const Patch = Type.Object({}, { additionalProperties: true, description: 'a JSON merge patch (RFC 7396) of the document' });
  /** what every write of a new version answers and may fail with (424: a user could not move with updateAllReferences) */
  const writesVersion = { response: Envelope, answer: 'written', ifMatch: kind, errors: [403, 404, 409, 424] } as const;
  return [
    defineOperation({
      ...shared,
      method: 'PUT',
      path: one,
      operationId: ops.replace,
      summary: 'Replace the head: adds a version',
      params: IdParams,
      query: WriteQuery,
      body: kind.schema,
      ...writesVersion,
      call: (model, input) => model.writes.write(input.actor, kind, id(input), undefined, { replace: input.body as Record<string, unknown> }, writeFlags(input)),
    }),
    defineOperation({
      ...shared,
      method: 'PUT',
      path: ver,
      operationId: ops.replaceVersion,
      summary: 'Write on a version (adds a version whose parent it is); with from and an empty body: copy one version (from once) to the head, or merge two (from twice)',
      params: VersionParams,
      query: Obj({ ...WriteQuery.properties, from: Type.Optional(Type.Array(VersionParam, { minItems: 1, maxItems: 2 })) }),
      body: { ...kind.schema, description: 'the document of the new version; empty when from is given' },
      bodyKind: 'model',
      bodyOptional: true,
      ...writesVersion,
      call: (model, input) => model.writes.putVersion(input.actor, kind, id(input), input.params.versionId, input.body, writeFlags(input)),
    }),
    defineOperation({
      ...shared,
      method: 'PATCH',
      path: ver,
      operationId: ops.patchVersion,
      summary: 'Merge-patch a version: adds a version whose parent it is',
      params: VersionParams,
      query: WriteQuery,
      body: Patch,
      ...writesVersion,
      call: (model, input) => model.writes.write(input.actor, kind, id(input), input.params.versionId, { patch: input.body as Record<string, unknown> }, writeFlags(input)),
    }),
    defineOperation({
      ...shared,
      method: 'PATCH',
      path: one,
      operationId: ops.patch,
      summary: 'Merge-patch the head: adds a version',
      params: IdParams,
      query: WriteQuery,
      body: Patch,
      ...writesVersion,
      call: (model, input) => model.writes.write(input.actor, kind, id(input), undefined, { patch: input.body as Record<string, unknown> }, writeFlags(input)),
    }),
    defineOperation({
      ...shared,
      method: 'DELETE',
      path: one,
      operationId: ops.delete,
      summary: 'Delete, or archive; failIfUsed answers 424 naming its users',
      params: IdParams,
      query: DeleteQuery,
      answer: 'noContent',
      ifMatch: kind,
      errors: [403, 404, 424],
      call: (model, input) => model.deletion.delete(input.actor, kind, id(input), writeFlags(input)),
    }),
    defineOperation({
      ...shared,
      method: 'DELETE',
      path: ver,
      operationId: ops.deleteVersion,
      summary: 'Delete the tip of a branch',
      params: VersionParams,
      query: DeleteQuery,
      answer: 'noContent',
      ifMatch: kind,
      errors: [403, 404, 409, 424],
      call: (model, input) => model.deletion.deleteVersion(input.actor, kind, id(input), input.params.versionId, writeFlags(input)),
    }),
  ];
}

/** The catalogue's calls on one kind (rest-api.md §7.1–§7.3, §7.6–§7.8, and §6's HEAD). */
export function resourceOperations(kind: KindDef): Operation[] {
  const context = kindContext(kind);
  const { ops, one, IdParams, shared, id } = context;
  const operations = [...creationAndListOperations(context), ...readOperations(context), ...recordOperations(context), ...versionWriteOperations(context)];
  if (kind.hasSummary) {
    operations.push(
      defineOperation({
        ...shared,
        method: 'GET',
        path: `${one}/summary`,
        operationId: ops.summary,
        summary: 'Name, owner and list fields; with include_attributes also its scalar settings',
        params: IdParams,
        query: Obj({ include_attributes: Type.Optional(Type.Boolean()), multiWorkspace: Type.Optional(Type.Boolean()) }),
        response: Type.Object({}, { additionalProperties: true }),
        answer: 'json',
        errors: [404],
        call: (model, input) => model.reads.summary(input.actor, kind, id(input), input.query.include_attributes === true, input.query),
      }),
    );
  }
  // who may call each, as the gateway's kind resolvers enforce it too (rest/model/operation-access.ts)
  const keyOf = new Map(Object.entries(ops).map(([key, operationId]) => [operationId as string, key as OperationKey]));
  return operations.map((op) => ({ ...op, access: kindOperationAccess(kind.collection, keyOf.get(op.operationId)!) }));
}
