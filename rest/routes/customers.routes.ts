import { Type, type TSchema } from '@sinclair/typebox';
import { CustomerListQuery } from '../model/customers-staff/customer-records.ts';
import { ActivityPageQuery, WORKSPACE_ACTIVITY_TYPES } from '../model/customers-staff/workspace-activity.ts';
import { OPERATION_ACCESS } from '../model/identity/operation-access.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { UserSchema } from './identity.schemas.ts';
import { defineOperation } from './operation.ts';

const shared = { group: '', tag: 'customers' } as const;
const Timestamp = Type.String({ format: 'date-time' });
const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Software = Obj({ family: OrNull(Type.String()), major: OrNull(Type.String()) });

const CustomerSessionSchema = Obj({
  date: Timestamp,
  configurator: Id,
  country: OrNull(Type.String({ description: 'ISO 3166-1 alpha-2' })),
  region: OrNull(Type.String()),
  city: OrNull(Type.String()),
  ip: OrNull(Type.String({ description: 'kept 30 days, never with Sec-GPC: 1' })),
  browser: Software,
  os: Software,
});
const VersionOf = Obj({ id: Id, version: Type.Integer({ minimum: 1 }) });

/** application.md §3 Customer: the user with their storefront sessions, their orders and configurations. */
const CustomerSchema = Obj({
  user: Obj({ ...UserSchema.properties, sessions: Type.Array(CustomerSessionSchema) }),
  orders: Type.Array(
    Obj({ id: Id, reference: OrNull(Type.String()), status: Type.String(), created: Timestamp, lastEdited: Timestamp, totalPrice: Type.Number(), currency: Type.String() }),
  ),
  configurations: Type.Array(
    Obj({
      id: Id,
      version: Type.Integer({ minimum: 1 }),
      name: Type.String(),
      created: Timestamp,
      lastEdited: Timestamp,
      configurator: OrNull(VersionOf),
      link: OrNull(Type.String({ description: "the configurator's domain at /c/{id}?version={version}, with the configuration" })),
    }),
  ),
});

const pageOf = <T extends TSchema>(item: T) =>
  Obj({ items: Type.Array(item), total: Type.Integer({ minimum: 0, description: 'every customer the search and filter match' }), next: OrNull(Type.String({ description: 'the cursor of the next page' })) });

const ActivityItemSchema = Obj({
  id: Type.String(),
  at: Timestamp,
  type: Type.String({ enum: [...WORKSPACE_ACTIVITY_TYPES] }),
  who: Obj({ email: Type.String(), name: Type.String() }),
  what: Type.String({ description: "what happened, in words: 'placed order OA-1001'" }),
  link: OrNull(Type.String({ description: 'an app path, or a storefront address for a configuration; null when gone' })),
});

const listDescription = 'Newest signup first. search matches part of the name or e-mail address; since keeps those who signed up from then on.';

/** The workspace's customers (application.md §2.8, §7) and its activity timeline (§2.9), for its staff. */
export const customerOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/customers',
    operationId: 'listCustomers',
    access: OPERATION_ACCESS.listCustomers,
    summary: "The current workspace's customers (its guests), a page at a time",
    description: listDescription,
    query: CustomerListQuery,
    response: pageOf(UserSchema),
    answer: 'json',
    errors: [400, 401, 403],
    call: (model, { actor, query }) => model.people.customers.list(actor, query),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/customers/{customerId}',
    operationId: 'getCustomerRecord',
    access: OPERATION_ACCESS.getCustomerRecord,
    summary: 'A customer of the current workspace by e-mail: who they are, their storefront sessions, orders and configurations (newest 100 each)',
    params: Obj({ customerId: Type.String({ maxLength: 254, description: "the customer's e-mail address" }) }),
    response: CustomerSchema,
    answer: 'json',
    errors: [400, 401, 403, 404],
    call: (model, { actor, params }) => model.people.customers.one(actor, params.customerId),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/getAllCustomerData',
    operationId: 'getAllCustomerData',
    access: OPERATION_ACCESS.getAllCustomerData,
    summary: "Every customer's whole record (as GET /api/customers/{customerId}), a page at a time",
    description: listDescription,
    query: CustomerListQuery,
    response: pageOf(CustomerSchema),
    answer: 'json',
    errors: [400, 401, 403],
    call: (model, { actor, query }) => model.people.customers.allData(actor, query),
  }),
  defineOperation({
    ...shared,
    tag: 'activity',
    method: 'GET',
    path: '/api/workspace/activity',
    operationId: 'getWorkspaceActivity',
    access: OPERATION_ACCESS.getWorkspaceActivity,
    summary: "The current workspace's timeline, newest first: orders placed, configurations saved, versions written, work batches created, deletions, invitations",
    query: ActivityPageQuery,
    response: Obj({ items: Type.Array(ActivityItemSchema), next: OrNull(Type.String({ description: 'the cursor of the next (older) page' })) }),
    answer: 'json',
    errors: [400, 401, 403],
    call: (model, { actor, query }) => model.people.activity.list(actor, query),
  }),
];
