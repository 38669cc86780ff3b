import { Type } from '@sinclair/typebox';
import { Email, Enum, Label, Name, Obj, ORDER_STATUSES, ParameterValues, Ref, Nullable, Providers } from './common.schema.ts';
import { PROVIDER_SUBRESOURCES } from './cad-source.ts';
import { defineKind, valueAt } from './kind-def.ts';
import { orderTotal } from '../../../rules/prices.ts';

const LineItem = Obj({
  module: Ref,
  name: Name,
  sku: Type.Optional(Label),
  quantity: Type.Integer({ minimum: 1, maximum: 1000000 }),
  /** items are sold in packs of `per`: ceil(quantity / per) packs are charged */
  per: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000 })),
  properties: Type.Optional(Obj({ price: Type.Optional(Type.String({ maxLength: 100 })) })),
  instances: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 10000 })),
  nProductionParts: Type.Optional(Type.Integer({ minimum: 0 })),
});

const OrderedProduct = Obj({ productConfiguration: Ref, quantity: Type.Integer({ minimum: 1 }), parameters: Type.Optional(ParameterValues) });

export const orderKind = defineKind({
  kind: 'order',
  label: 'Order',
  collection: 'orders',
  idParam: 'orderId',
  one: 'Order',
  many: 'Orders',
  titleField: 'reference',
  // customers order and save configurations
  guestCreatable: true,
  hasSummary: false,
  // 2: the order list's total from rules/prices.ts, and the referenceOrCustomer and createdSince filters (issues 18, 19)
  // 3: the row's workflow state (issue 22 §5)
  derivationVersion: 3,
  schema: Obj({
    reference: Type.Optional(Label),
    status: Enum(ORDER_STATUSES),
    state: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Where the order is in its workspace's order workflow: a state's id (none: the workflow's initial state). Moves only along the workflow's transitions (409 otherwise)." })),
    customer: Type.Optional(Email),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' })),
    lineItems: Type.Array(LineItem, { maxItems: 10000 }),
    products: Type.Optional(Type.Array(OrderedProduct, { maxItems: 1000 })),
    shipping: Type.Optional(Obj({ address: Type.Optional(Type.String({ maxLength: 1000 })), method: Type.Optional(Label) })),
    providers: Type.Optional(Providers),
    /** the storefront visit it was placed in (the analytics session, issue 18 §9) */
    session: Type.Optional(Label),
  }),
  refs: [
    { path: 'lineItems[].module', target: 'modules' },
    { path: 'products[].productConfiguration', target: 'productconfigurations' },
  ],
  /** rest-api.md §3.3 names no order filters; these are the ones the orders screen searches and filters by */
  filters: [
    { name: 'status', match: 'exact' },
    { name: 'customer', match: 'text' },
    { name: 'reference', match: 'text' },
    /** the orders screen's search box: its id (the reference) and who ordered */
    { name: 'referenceOrCustomer', match: 'text', extract: (d) => [valueAt(d, 'reference'), valueAt(d, 'customer')].filter((v): v is string => typeof v === 'string') },
    /** the orders screen's time filters (Today, Yesterday, Last Week): created at or after an instant */
    { name: 'createdSince', match: 'since', headField: 'created' },
    { name: 'products', match: 'exact', extract: (d) => (valueAt(d, 'products') as any[] | undefined)?.map((p) => p.productConfiguration.id) },
    { name: 'lineItems', match: 'exact', extract: (d) => (valueAt(d, 'lineItems') as any[] | undefined)?.map((l) => l.module.id) },
  ],
  row: Obj({
    reference: Nullable(Type.String()),
    status: Enum(ORDER_STATUSES),
    state: Nullable(Type.String()),
    customer: Nullable(Type.String()),
    totalItems: Type.Integer(),
    totalPrice: Type.Number(),
    currency: Type.String(),
  }),
  subresources: [
    /** what was ordered: the line items and the configured products */
    { path: 'content', name: 'Content', view: { at: '', schema: Obj({ lineItems: Type.Array(LineItem), products: Type.Array(OrderedProduct) }), select: (order) => ({ lineItems: order.lineItems, products: order.products ?? [] }) } },
    ...PROVIDER_SUBRESOURCES,
  ],
  list: (o) => ({
    reference: o.reference ?? null,
    status: o.status,
    state: o.state ?? null,
    customer: o.customer ?? null,
    totalItems: o.lineItems.reduce((n, item) => n + item.quantity, 0),
    totalPrice: orderTotal(o.lineItems),
    currency: o.currency ?? 'GBP',
  }),
});
