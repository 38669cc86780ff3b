import { Type } from '@sinclair/typebox';
import { Enum, Label, Name, Obj, Ref, Nullable, MapOf, Providers, WORK_BATCH_STATUSES } from './common.schema.ts';
import { READ_ONLY_PROVIDER_SUBRESOURCES } from './cad-source.ts';
import { defineKind, valueAt } from './kind-def.ts';

/** metric name (underscores show as spaces; suffixes such as _Sum, _Max become columns) → value */
const Metrics = MapOf(Type.String({ pattern: '^[A-Za-z0-9_]+$', minLength: 1, maxLength: 100, description: 'a metric name: letters, digits and _' }), Type.Number(), { maxProperties: 200 });

const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** A batch's status: in progress unless it says otherwise. */
export const statusOf = (batch: { status?: (typeof WORK_BATCH_STATUSES)[number] }) => batch.status ?? 'inProgress';

/** The task still computing a batch's groups, while it has none. */
export const groupingTask = (batch: { groups?: unknown; grouping?: { task: string } }) => (batch.groups ? undefined : batch.grouping?.task);

const Mm = Type.Number({ minimum: 0, description: 'millimetres' });
const Count = Type.Integer({ minimum: 0 });

/** issue 19 §5: a group's panels nested across its orders on sheets of their materials */
const Nesting = Obj({
  materials: Type.Array(
    Obj({
      material: Label,
      sheetWidth: Mm,
      sheetHeight: Mm,
      thickness: Type.Optional(Mm),
      kerf: Mm,
      grain: Type.Boolean(),
      parts: Count,
      sheetsUsed: Count,
      utilisation: Type.Number({ minimum: 0, maximum: 100, description: 'the parts\' area over the sheets\' area, %' }),
      offcutArea: Type.Number({ minimum: 0, description: 'm²' }),
      sheetsIfAlone: Type.Integer({ minimum: 0, description: 'the sheets nesting each order alone would use' }),
      sheetsSaved: Type.Integer({ description: 'sheetsIfAlone − sheetsUsed' }),
      sheets: Type.Array(
        Obj({
          placements: Type.Array(
            Obj({ item: Type.Integer({ minimum: 0, description: "the group item's index" }), x: Mm, y: Mm, width: Mm, height: Mm, rotated: Type.Boolean() }),
            { maxItems: 100000 },
          ),
        }),
        { maxItems: 100000 },
      ),
    }),
    { maxItems: 1000 },
  ),
  unnested: Type.Array(Obj({ item: Type.Integer({ minimum: 0 }), reason: Type.String({ maxLength: 1000 }) }), { maxItems: 100000 }),
});

export const workBatchKind = defineKind({
  kind: 'workbatch',
  label: 'Work batch',
  collection: 'workbatches',
  idParam: 'workbatchId',
  one: 'WorkBatch',
  many: 'WorkBatches',
  titleField: 'name',
  hasSummary: true,
  // 2: the status and createdSince filters and the row's status and completed (issue 19 §4)
  derivationVersion: 2,
  schema: Obj({
    name: Type.Optional(Name),
    /** in progress when absent (batches made before statuses existed) */
    status: Type.Optional(Enum(WORK_BATCH_STATUSES, 'inProgress, done or cancelled; inProgress when absent')),
    /** when it was done: set by setWorkBatchStatus, the production summary's completion time */
    completed: Type.Optional(Type.String({ pattern: ISO_INSTANT, maxLength: 40, description: 'an ISO 8601 instant: when the batch was done' })),
    orders: Type.Array(Ref, { maxItems: 10000 }),
    /** a large batch's groups are computed by a task (issue 19 §3): absent once they are written */
    grouping: Type.Optional(Obj({ task: Type.String({ pattern: '^[0-9a-f]{24}$', description: 'the task computing the groups' }) })),
    /** parts grouped by type for manufacturing, each with its metrics */
    groups: Type.Optional(
      Type.Array(
        Obj({
          key: Label,
          metrics: Type.Optional(Metrics),
          items: Type.Array(
            Obj({
              part: Obj({ module: Ref, path: Type.Array(Label, { maxItems: 50 }), metrics: Type.Optional(Metrics) }),
              instance: Type.Integer({ minimum: 0 }),
              /** the configured product the unit belongs to; absent for a module ordered on its own */
              configuration: Type.Optional(Ref),
              orderInstance: Type.Integer({ minimum: 0 }),
              /** the order, as batched, the unit comes from */
              order: Type.Optional(Ref),
            }),
            { maxItems: 100000 },
          ),
          nesting: Type.Optional(Nesting),
        }),
        { maxItems: 1000 },
      ),
    ),
    providers: Type.Optional(Providers),
  }),
  refs: [
    { path: 'orders[]', target: 'orders' },
    { path: 'groups[].items[].part.module', target: 'modules' },
    { path: 'groups[].items[].configuration', target: 'productconfigurations' },
  ],
  filters: [
    { name: 'orders.empty', match: 'empty', extract: (d) => (valueAt(d, 'orders') as unknown[]).length === 0 },
    /** the production list's status filter (§4: In Progress, Done, Cancelled) */
    { name: 'status', match: 'exact', extract: statusOf },
    /** the production list's time filters (Today, Yesterday, Last Week): created at or after an instant */
    { name: 'createdSince', match: 'since', headField: 'created' },
  ],
  row: Obj({
    name: Nullable(Type.String()),
    orders: Type.Array(Ref),
    totalOrders: Type.Integer(),
    status: Enum(WORK_BATCH_STATUSES),
    completed: Nullable(Type.String()),
  }),
  subresources: [
    { path: 'groups', name: 'Groups', computedBy: groupingTask },
    { path: 'groups/{groupsId:index}', name: 'Group', computedBy: groupingTask },
    /** application spec §3: the group data document has the group's metrics; issue 19 §5: and its nesting */
    {
      path: 'groups/{groupsId:index}/data',
      name: 'GroupData',
      view: {
        at: 'groups/{groupsId:index}',
        schema: Obj({ key: Label, metrics: Metrics, nesting: Type.Optional(Nesting) }),
        select: (group) => ({ key: group.key, metrics: group.metrics ?? {}, ...(group.nesting && { nesting: group.nesting }) }),
      },
      computedBy: groupingTask,
    },
    ...READ_ONLY_PROVIDER_SUBRESOURCES,
  ],
  list: (b) => ({ name: b.name ?? null, orders: b.orders, totalOrders: b.orders.length, status: statusOf(b), completed: b.completed ?? null }),
});
