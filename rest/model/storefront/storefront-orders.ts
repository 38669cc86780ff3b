/**
 * Orders placed on a published configurator (issue 18 §6, §7). Everything an order says is worked out
 * on the server from the configuration's pinned versions: the line items (module id:version, quantity,
 * per, price text, sku, name, instances, production parts) and the §9 total. A price the client sends
 * is never used; one it expects (`expectedTotal`) must be the server's, or the order is refused.
 * Each order is placed once per key (order-requests.ts), numbered on from its workspace's sequence
 * (order-numbers.ts), and then mailed to its customer and announced in the staff's bell.
 */
import { parseModuleRef, type Evaluation } from '../../../rules/configuration-rules.ts';
import { w } from '../../store/port.ts';
import type { Directory } from '../identity/directory.ts';
import { badRequest, forbidden, notFound, unauthenticated } from '../errors.ts';
import { recordNotification } from '../effects/events.ts';
import { requireKind } from '../kinds/registry.ts';
import type { Mailer } from '../identity/mail.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';
import { nextOrderReference } from './order-numbers.ts';
import type { OrderRequests } from './order-requests.ts';
import { storefrontActor, type Customer } from './storefront-actors.ts';
import type { Visits } from './visits.ts';
import { judge, type StorefrontConfigurations } from './storefront-configurations.ts';
import type { StorefrontView } from './storefront-projection.ts';
import type { StorefrontReads } from './storefront-reads.ts';

const orders = requireKind('orders');

export interface PlaceOrderInput {
  configuration: { id: string; version: number };
  /** the customer's address when no one is signed in (login types None and Optional) */
  email?: string;
  session?: string;
  /** the total the customer was shown: the order is refused when the server's differs */
  expectedTotal?: number;
}

/** What a placed order answers (again, the same, to a retry). */
export interface PlacedOrder {
  id: string;
  status: 'received';
  totalItems: number;
  totalPrice: number;
  currency: string;
}

/** What an order is made of, worked out by the server. */
export interface OrderDraft {
  workspace: string;
  owner: Customer;
  currency: string;
  lineItems: Evaluation['lineItems'];
  total: number;
  products?: { productConfiguration: { id: string; version: number }; quantity: number }[];
  session?: string;
  providers?: Record<string, Record<string, string | number>>;
  /** where the confirmation mail sends the customer back to, and what it calls the shop */
  shop: { title: string; address?: string };
}

export interface OrderMail {
  mailer: Mailer;
  onMailError?: (to: string, error: unknown) => void;
}

const money = (amount: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

/** Who owns an order of a configurator with this login type: its signed-in customer, else the address given where the type allows it. */
function ownerOf(view: StorefrontView, customer: Customer | null, email: string | undefined): Customer {
  if (customer) return customer;
  const { loginType } = view.auth;
  if (loginType === 'Required' || loginType === 'RequiredToOrder') throw unauthenticated('Sign in to order');
  if (email) return { email: email.toLowerCase() };
  throw badRequest('email is required: give the address the order confirmation goes to');
}

export class StorefrontOrders {
  constructor(
    private readonly rt: Runtime,
    private readonly reads: StorefrontReads,
    private readonly configurations: StorefrontConfigurations,
    private readonly writes: DocumentWrites,
    private readonly directory: Directory,
    private readonly visits: Visits,
    private readonly requests: OrderRequests,
    private readonly mail: OrderMail,
  ) {}

  /** POST /published/configurator/{id}/orders: the saved configuration ordered, once per key (default: the configuration's id and version). */
  async place(customer: Customer | null, configuratorId: string, input: PlaceOrderInput, key?: string): Promise<{ answer: PlacedOrder; repeated: boolean }> {
    const head = await this.reads.publishedHead(configuratorId);
    const configuration = await this.configurations.stored(input.configuration.id, input.configuration.version);
    if (configuration.configurator.id !== configuratorId) throw notFound(`Configuration ${configuration.id} was not made on this configurator`);
    const { view } = await this.reads.projection(configuratorId, configuration.configurator.version);
    if (!view.features.ordering) throw forbidden('This configurator does not take orders');
    const evaluation = judge(view, configuration);
    const owner = ownerOf(view, customer, input.email);
    const draft: OrderDraft = {
      workspace: head.workspace,
      owner,
      currency: view.currency,
      lineItems: evaluation.lineItems,
      total: evaluation.total,
      products: [{ productConfiguration: { id: configuration.id, version: configuration.version }, quantity: 1 }],
      session: input.session,
      shop: { title: view.title, address: `https://${view.domain}/` },
    };
    this.assertExpectedTotal(draft, input.expectedTotal);
    const fingerprint = `${configuration.id}:${configuration.version}|${owner.email}`;
    return this.requests.once(configuratorId, key ?? `configuration:${configuration.id}:${configuration.version}`, fingerprint, () => this.create(draft));
  }

  assertExpectedTotal(draft: Pick<OrderDraft, 'total' | 'currency'>, expected: number | undefined): void {
    if (expected !== undefined && Math.round(expected * 100) !== Math.round(draft.total * 100)) {
      throw badRequest(`The total is ${money(draft.total, draft.currency)}, not ${money(expected, draft.currency)}: the price has changed since it was shown`, { totalPrice: draft.total });
    }
  }

  /** Writes the order (status received, numbered, owned by the customer), then mails and announces it. */
  async create(draft: OrderDraft): Promise<PlacedOrder> {
    if (!draft.lineItems.length) throw badRequest('An order needs at least one module');
    const workspace = (await this.directory.workspace(draft.workspace))!;
    const reference = await nextOrderReference(this.rt.store, workspace);
    const document = {
      reference,
      status: 'received',
      customer: draft.owner.email,
      currency: draft.currency,
      lineItems: draft.lineItems.map((item) => ({
        module: parseModuleRef(item.module)!,
        name: item.name,
        ...(item.sku ? { sku: item.sku } : {}),
        quantity: item.quantity,
        per: item.per,
        properties: { price: item.properties.price },
        instances: item.instances,
        nProductionParts: item.nProductionParts,
      })),
      ...(draft.products ? { products: draft.products } : {}),
      ...(draft.session ? { session: draft.session } : {}),
      ...(draft.providers ? { providers: draft.providers } : {}),
    };
    const actor = storefrontActor(draft.owner.email, draft.workspace, draft.owner.name ?? draft.owner.email);
    const created = await this.writes.create(actor, orders, document);
    await this.visits.link(draft.session, draft.workspace, { order: { id: created.id } });
    const placed: PlacedOrder = { id: reference, status: 'received', totalItems: draft.lineItems.reduce((n, item) => n + item.quantity, 0), totalPrice: draft.total, currency: draft.currency };
    await this.announce(draft.workspace, created.id, placed);
    await this.confirm(draft, placed);
    return placed;
  }

  /** A notification in the bell of each staff member of the workspace (the order itself is on their feed as a new resource). */
  private async announce(workspace: string, orderId: string, placed: PlacedOrder): Promise<void> {
    const staff = (await this.directory.membersOf(workspace)).filter((user) => user.memberships.some((m) => m.workspace === workspace && m.roles.some((r) => r !== 'guest')));
    const title = `New order ${placed.id}: ${money(placed.totalPrice, placed.currency)}`;
    await this.rt.store.transaction(async (tx) => {
      for (const user of staff) await recordNotification(tx, this.rt, user.email, { id: orderId, kind: 'Order', title, status: 'Complete', progress: 100, documentId: orderId });
    });
  }

  /** The confirmation mail; an order stands whether or not its mail could be sent (the failure is logged). */
  private async confirm(draft: OrderDraft, placed: PlacedOrder): Promise<void> {
    const lines = draft.lineItems.map((item) => `${item.quantity} × ${item.name}${item.sku ? ` (${item.sku})` : ''}: ${money(item.lineTotal, draft.currency)}`);
    const text = [
      `Thank you for your order ${placed.id} at ${draft.shop.title}.`,
      '',
      ...lines,
      '',
      `Total: ${money(placed.totalPrice, placed.currency)}`,
      '',
      `We have received it and will be in touch when it is made.${draft.shop.address ? ` ${draft.shop.address}` : ''}`,
    ].join('\n');
    await this.mail.mailer.send({ to: draft.owner.email, subject: `Your order ${placed.id} at ${draft.shop.title}`, text }).catch((error) => this.mail.onMailError?.(draft.owner.email, error));
  }

  /** GET /published/configurator/{id}/orders: the signed-in customer's own orders in the configurator's workspace, newest first. */
  async mine(customer: Customer | null, configuratorId: string) {
    const head = await this.reads.publishedHead(configuratorId);
    if (!customer) throw unauthenticated('Sign in to see your orders');
    const rows = (await this.rt.store.find(orders.collection, {
      where: w.and(w.eq('owner', customer.email), w.eq('workspace', head.workspace), w.eq('deleted', false)),
      sort: [{ field: 'created', dir: 'desc' }],
      limit: 200,
      omit: ['document', 'filter', 'sort', 'sortName'],
    })) as HeadRow[];
    const items = rows.map((row) => ({
      id: (row.data.reference as string | null) ?? row.id,
      status: row.data.status as string,
      totalItems: row.data.totalItems as number,
      totalPrice: row.data.totalPrice as number,
      currency: row.data.currency as string,
      created: row.created,
    }));
    return { items };
  }
}
