/**
 * application.md §7's ecommerce calls, for a shop outside Joinery (an integration with an API token, or
 * a signed-in customer): the workspace's SKU → price map, and an order of one SKU. The price is always
 * the module's own; `priceUrl` says where the shop showed its price and is kept on the order as such
 * (providers.ecommerce), never read as a price (decisions: s-api).
 */
import { lineMillionths, orderTotal, parsePrice, toCurrencyUnits } from '../../../rules/prices.ts';
import { w, type Store } from '../../store/port.ts';
import { rolesIn, type Actor } from '../identity/actor.ts';
import { forbidden, notFound } from '../errors.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { OrderRequests } from './order-requests.ts';
import { DEFAULT_CURRENCY, productionPartsOf } from './storefront-projection.ts';
import type { PlacedOrder, StorefrontOrders } from './storefront-orders.ts';

export interface SkuPrice {
  /** the first number of the price text (application.md §5) */
  price: number;
  priceText: string;
  per: number;
  name: string;
  /** the module at its head, as id:version */
  module: string;
}

export interface SkuOrderInput {
  sku: string;
  quantity: number;
  priceUrl: string;
  /** the total the shop showed: the order is refused when Joinery's differs */
  expectedTotal?: number;
}

export class Ecommerce {
  constructor(
    private readonly store: Store,
    private readonly orders: StorefrontOrders,
    private readonly requests: OrderRequests,
  ) {}

  private assertMember(actor: Actor): void {
    if (!rolesIn(actor, actor.workspace).length) throw forbidden(`This needs a member of workspace ${actor.workspace}`);
  }

  /** The modules of the caller's workspace with a SKU, by SKU (the oldest module wins a SKU two modules carry). */
  private async modulesBySku(workspace: string): Promise<Map<string, HeadRow>> {
    const rows = (await this.store.find('modules', { where: w.and(w.eq('workspace', workspace), w.eq('deleted', false)), omit: ['filter', 'sort', 'sortName'] })) as HeadRow[];
    const bySku = new Map<string, HeadRow>();
    for (const row of rows) for (const sku of (row.document.skus as string[] | undefined) ?? []) if (!bySku.has(sku)) bySku.set(sku, row);
    return bySku;
  }

  /** GET /ecommerce/skuPrice */
  async skuPrices(actor: Actor): Promise<Record<string, SkuPrice>> {
    this.assertMember(actor);
    const prices: Record<string, SkuPrice> = {};
    for (const [sku, row] of await this.modulesBySku(actor.workspace)) {
      const d = row.document as Record<string, any>;
      prices[sku] = { price: parsePrice(d.price), priceText: d.price ?? '', per: d.per ?? 1, name: d.name, module: `${row.id}:${row.head}` };
    }
    return prices;
  }

  /** POST /ecommerce/createOrder: an order of `quantity` of the module with that SKU, at its head, owned by the caller. */
  async createOrder(actor: Actor, input: SkuOrderInput, key?: string): Promise<{ answer: PlacedOrder; repeated: boolean }> {
    this.assertMember(actor);
    const row = (await this.modulesBySku(actor.workspace)).get(input.sku);
    if (!row) throw notFound(`No module of workspace ${actor.workspace} has the SKU ${input.sku}`);
    const d = row.document as Record<string, any>;
    const item = { module: `${row.id}:${row.head}`, name: d.name, sku: input.sku, quantity: input.quantity, per: d.per ?? 1, properties: { price: d.price ?? '' }, instances: [], nProductionParts: productionPartsOf(d) };
    const lineItem = { ...item, lineTotal: toCurrencyUnits(lineMillionths(item)) };
    const draft = {
      workspace: actor.workspace,
      owner: { email: actor.email, name: actor.name },
      currency: DEFAULT_CURRENCY,
      lineItems: [lineItem],
      total: orderTotal([item]),
      providers: { ecommerce: { sku: input.sku, priceUrl: input.priceUrl } },
      shop: { title: actor.workspace },
    };
    this.orders.assertExpectedTotal(draft, input.expectedTotal);
    const place = () => this.orders.create(draft);
    if (key === undefined) return { answer: await place(), repeated: false };
    return this.requests.once(`ecommerce:${actor.workspace}`, key, `${input.sku}|${input.quantity}|${actor.email}`, place);
  }
}
