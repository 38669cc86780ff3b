import { Type, type TSchema } from '@sinclair/typebox';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { DeleteArguments, WriteArguments } from '../model/kinds/kind-arguments.ts';
import { HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, VERSION_KINDS } from '../model/resources/resource-types.ts';

/** Response and query schemas shared by the routes; the OpenAPI document is built from them. */

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: 'what was wrong, naming the field or resource' }),
    requestId: Type.Optional(Type.String({ description: 'the request\'s id, also its X-Request-Id header: quote it when reporting a problem (absent only from answers made before the request reached the app, such as those of a server shutting down)' })),
  },
  { additionalProperties: true, $id: 'Error', description: 'details such as conflicts or usedBy may follow' },
);

const Timestamp = Type.String({ format: 'date-time' });
const VersionNo = Type.Integer({ minimum: 1 });
/** a version number in a path or query */
export const VersionParam = Type.Integer({ minimum: 1, description: 'a version number, from 1' });
const OriginSchema = Type.Union([Obj({ collection: Type.String(), id: Id, version: VersionNo }), Type.Null()]);

export const VersionInfoSchema = Obj(
  {
    version: VersionNo,
    parents: Type.Array(VersionNo),
    author: Type.Optional(Type.String({ description: "the author's e-mail; left out for signed-out readers" })),
    created: Timestamp,
    kind: Type.Unsafe<string>({ type: 'string', enum: [...VERSION_KINDS] }),
    tag: Type.Union([Type.String(), Type.Null()]),
    summary: Type.Union([Type.String(), Type.Null()]),
    origin: OriginSchema,
  },
  { $id: 'VersionInfo' },
);

export const GraphSchema = Obj(
  {
    head: VersionNo,
    versions: Type.Array(
      Obj({
        version: VersionNo,
        parents: Type.Array(VersionNo),
        created: Timestamp,
        kind: Type.String(),
        tag: Type.Union([Type.String(), Type.Null()]),
      }),
      { description: 'the newest 50 versions, and the version read with its parents, oldest first' },
    ),
    older: Type.Union([VersionNo, Type.Null()], {
      description: 'GET …/log?to={older} continues the graph with older versions; null when versions holds every version',
    }),
  },
  { $id: 'VersionGraph' },
);

export const PermissionsSchema = Obj(
  {
    read: Type.Boolean(),
    write: Type.Boolean(),
    duplicate: Type.Boolean(),
    share: Type.Boolean(),
    delete: Type.Boolean(),
    owner: Type.Optional(Type.String()),
    workspace: Type.Optional(Type.String()),
  },
  { $id: 'Permissions' },
);

export const SHARED_SCHEMAS = [ErrorBody, VersionInfoSchema, GraphSchema, PermissionsSchema];

export function envelopeSchema(document: TSchema, extra: Record<string, TSchema> = {}) {
  return Obj({
    id: Id,
    version: VersionNo,
    head: VersionNo,
    owner: Type.Optional(Type.String({ description: "the owner's e-mail; left out for signed-out readers" })),
    workspace: Type.String(),
    created: Timestamp,
    lastEdited: Timestamp,
    document,
    ...extra,
  });
}

export const listPageSchema = (data: TSchema) =>
  Obj({
    items: Type.Array(
      Obj({ id: Id, version: VersionNo, head: VersionNo, owner: Type.String(), created: Timestamp, lastEdited: Timestamp, data }),
    ),
    total: Type.Integer({ minimum: 0, description: 'how many match; when totalExact is false, at least this many' }),
    totalExact: Type.Boolean({ description: 'false when counting stopped at 1,000 matches' }),
    next: Type.Union([Type.String(), Type.Null()], { description: 'the cursor of the next page; null on the last page' }),
  });

const Cursor = Type.String({ maxLength: 2000, description: "the previous page's next" });
/** Paging of history and usages. */
export const PageQuery = (defaultLimit: number, maxLimit: number) =>
  Obj({
    multiWorkspace: Type.Optional(Type.Boolean()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit })),
    cursor: Type.Optional(Cursor),
  });
export const HistoryQuery = Obj({ ...PageQuery(HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX).properties, complete: Type.Optional(Type.Boolean()) });
export const UsagesQuery = PageQuery(LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);

export const Flag = Type.Boolean();
export const ReadQuery = Obj({ multiWorkspace: Type.Optional(Flag), complete: Type.Optional(Flag) });
export const AccessQuery = Obj({ multiWorkspace: Type.Optional(Flag) });
/** the flags of writes and deletes, as the model declares them (rest/model/kind-arguments.ts) */
export const WriteQuery = Obj(WriteArguments);
export const DeleteQuery = Obj(DeleteArguments);
export const LogQuerySchema = Obj({
  from: Type.Optional(Type.String({ description: 'a version number or an ISO 8601 date-time' })),
  to: Type.Optional(Type.String({ description: 'a version number or an ISO 8601 date-time' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, default: 50 })),
  tag: Type.Optional(Type.String({ maxLength: 100 })),
  multiWorkspace: Type.Optional(Flag),
  complete: Type.Optional(Flag),
});
