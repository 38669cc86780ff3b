// The orders screens (§2.5, issue 19 §1) in the real route tree over the fake API: the list's columns,
// status boxes, filters sent to the server (search, status, time, the orderStatus state), Sync Orders'
// §8 error, 'View details' and the empty text; the order's summary, line items, modules that moved on
// (B2), configurations with names resolved and their storefront link, shipping, providers, needs action.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetailQuery, OrderListQuery, OrderStatus } from '../../web/src/orders/gql/graphql.ts';
import { createdSince } from '../../web/src/orders/orderFormat.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();
vi.setConfig({ testTimeout: 45_000 });

const FIRST = 'a'.repeat(24);
const SECOND = 'b'.repeat(24);
const DOOR = 'd'.repeat(24);
const SHELF = 'e'.repeat(24);
const CONFIGURATION = 'f'.repeat(24);
const CONFIGURATOR = 'c'.repeat(24);

type Row = OrderListQuery['orders']['items'][number];
/** where the orders stand in the workflow (§4's Draft) and may go, as the gateway answers */
const DRAFT = {
  workflowState: { __typename: 'WorkflowState' as const, id: 'draft', name: 'Draft' },
  nextStates: [{ __typename: 'WorkflowState' as const, id: 'abandoned', name: 'Abandoned' }, { __typename: 'WorkflowState' as const, id: 'paid', name: 'Paid' }],
  permissions: { __typename: 'Permissions' as const, write: true },
};
const row = (id: string, reference: string, status: OrderStatus, customer: string | null, totalPrice: number, created: string): Row => ({
  __typename: 'OrderRow', id, version: 1, created, needsAction: status === 'received',
  owner: { __typename: 'User', email: 'admin@demo.joinery.test', name: 'Ada Admin' },
  data: { __typename: 'OrderRowData', reference, status, customer, totalPrice, currency: 'GBP' },
  ...DRAFT,
});
const ROWS = [
  row(SECOND, 'OA-1002', 'processing', 'tom.becker@example.com', 339, '2026-11-20T09:00:00.000Z'),
  row(FIRST, 'OA-1001', 'received', null, 408, '2026-11-19T09:00:00.000Z'),
];

function ordersApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const lists: Record<string, any>[] = [];
  const api = fakeApi({
    orders: { [FIRST]: true },
    operations: {
      OrderList: (variables) => {
        lists.push(variables);
        const { referenceOrCustomer, status } = variables.filter ?? {};
        const items = ROWS.filter((r) => (!status || r.data.status === status) && (!referenceOrCustomer || `${r.data.reference} ${r.data.customer}`.toLowerCase().includes(referenceOrCustomer)));
        return { orders: { __typename: 'OrderPage', total: items.length, totalExact: true, next: null, items } };
      },
      OrderStatusCounts: () => ({
        orderStatusCounts: [
          { __typename: 'OrderStatusCount', status: 'received', count: 1 },
          { __typename: 'OrderStatusCount', status: 'processing', count: 1 },
          { __typename: 'OrderStatusCount', status: 'delivered', count: 0 },
        ],
      }),
      OrderDetail: ({ id }) => ({ order: id === FIRST ? ORDER : null }),
    },
    ...overrides,
  });
  return { ...api, lists };
}

const module = (id: string, version: number, head: number, name: string, parameters: { id: string; name: string }[] = []) => ({
  __typename: 'ModuleRef' as const, id, version,
  resource: { __typename: 'Module' as const, id, head, name, document: { __typename: 'ModuleDocument' as const, parameters: parameters.map((p) => ({ __typename: 'Parameter' as const, ...p })) } },
});
type Detail = NonNullable<OrderDetailQuery['order']>;
const ORDER: Detail = {
  __typename: 'Order', id: FIRST, version: 3, created: '2026-11-19T09:00:00.000Z', needsAction: true,
  owner: { __typename: 'User', email: 'admin@demo.joinery.test', name: 'Ada Admin' },
  data: { __typename: 'OrderRowData', reference: 'OA-1001', status: 'received', customer: 'maria.lopez@example.com', totalItems: 5, totalPrice: 140.5, currency: 'EUR' },
  document: {
    __typename: 'OrderDocument',
    lineItems: [
      { __typename: 'OrderLineItem', module: module(DOOR, 2, 3, 'Door 400 left'), name: 'Door 400 left', sku: 'OA-DO-400-L', quantity: 1, per: null, properties: { __typename: 'OrderLineItemProperties', price: '€64.00' }, instances: [0], nProductionParts: 4 },
      { __typename: 'OrderLineItem', module: module(SHELF, 1, 1, 'Shelf 800'), name: 'Shelf 800', sku: null, quantity: 4, per: 2, properties: { __typename: 'OrderLineItemProperties', price: '€38.25' }, instances: null, nProductionParts: null },
    ],
    products: [
      {
        __typename: 'OrderProduct', quantity: 1,
        productConfiguration: {
          __typename: 'ProductConfigurationRef', id: CONFIGURATION, version: 1,
          resource: {
            __typename: 'ProductConfiguration', id: CONFIGURATION, name: 'Shelving bay',
            document: {
              __typename: 'ProductConfigurationDocument',
              product: { __typename: 'ProductConfigurationProduct', type: 'publishedconfigurators', id: CONFIGURATOR },
              modules: [
                { __typename: 'ProductConfigurationModule', instance: 0, parameters: { finish: 'oak' }, module: module(SHELF, 1, 1, 'Shelf 800', [{ id: 'finish', name: 'Finish' }]) },
                { __typename: 'ProductConfigurationModule', instance: 0, parameters: { 'soft-close': true }, module: module(DOOR, 2, 3, 'Door 400 left', [{ id: 'soft-close', name: 'Soft close' }]) },
              ],
              connections: [{ __typename: 'ProductConfigurationConnection', sourceModule: SHELF, sourceInstance: 0, sourceConnector: 'left', targetModule: DOOR, targetInstance: 0, targetConnector: 'hinge' }],
            },
          },
        },
      },
    ],
    shipping: { __typename: 'OrderShipping', address: '1 Mill Lane, Sheffield', method: null },
    providers: { shopify: { orderId: 'SH-77', paid: true } },
  },
  usages: { __typename: 'UsagePage', items: [] },
  ...DRAFT,
};

const table = () => screen.findByRole('table', { name: 'Orders' });
const lastFilter = (lists: Record<string, any>[]) => lists.at(-1)?.filter ?? {};

describe('/orders (§2.5)', () => {
  it('lists id, owner, created, status and total, newest first, with the status boxes counted by the gateway', async () => {
    const api = ordersApi();
    renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('FROM SALES TO PRODUCTION')).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Id', 'Owner', 'Created', 'Status', 'Total', 'Actions']);
    const cells = (await screen.findAllByRole('row')).slice(1).map((r) => within(r).getAllByRole('cell').slice(1, 6).map((c) => c.textContent));
    // an order without a customer shows the account that owns it
    expect(cells).toEqual([
      ['OA-1002', 'tom.becker@example.com', '20/11/2026', 'processing', '£339.00'],
      // an order in no work batch needs action (§2.5)
      ['OA-1001', 'admin@demo.joinery.test', '19/11/2026', 'receivedneeds action', '£408.00'],
    ]);
    expect(api.lists[0].page).toEqual({ limit: 10, sort: 'created_DESC' });
    const boxes = screen.getByRole('region', { name: 'Orders by status' });
    await waitFor(() => expect(within(boxes).getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', '1', '0']));
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
  });

  it('searches on id and owner, filters by the statuses present and by time, all on the server', async () => {
    const api = ordersApi();
    const app = renderApp('/orders');
    await table();
    const status = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'received', 'processing']));
    await app.user.selectOptions(status, 'processing');
    await waitFor(() => expect(lastFilter(api.lists)).toEqual({ status: 'processing' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search orders by id or owner' }), ' TOM ');
    await waitFor(() => expect(lastFilter(api.lists)).toEqual({ status: 'processing', referenceOrCustomer: 'tom' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Created' }), 'Last Week');
    await waitFor(() => expect(lastFilter(api.lists).createdSince).toBeDefined());
    const since = new Date(lastFilter(api.lists).createdSince);
    expect(since.toISOString()).toBe(createdSince('lastWeek'));
    expect([since.getHours(), since.getMinutes()]).toEqual([0, 0]);
    expect(Math.round((Date.now() - since.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(7);
    expect(api.lists.at(-1)!.page.sort).toBe('created_DESC');
  });

  it("presets the status from the orderStatus navigation state, and says 'No orders found.' when nothing matches", async () => {
    const api = ordersApi();
    const app = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'OAK & ASH' });
    await app.router.navigate('/orders', { state: { orderStatus: 'delivered' } });
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(lastFilter(api.lists)).toEqual({ status: 'delivered' });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('delivered');
  });

  it("Sync Orders names what is missing: 'No urlPoint provided for sync.'", async () => {
    ordersApi();
    const app = renderApp('/orders');
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Sync Orders' }));
    expect(await screen.findByText('No urlPoint provided for sync.')).toBeInTheDocument();
    expect(screen.getByText("No 'orders' sync target is set for this workspace")).toBeInTheDocument();
  });

  it("'View details' opens /orders/{id}", async () => {
    ordersApi();
    const app = renderApp('/orders');
    await table();
    await app.user.click(await screen.findByRole('button', { name: 'View details OA-1001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order OA-1001' })).toBeInTheDocument();
    expect(app.location()).toBe(`/orders/${FIRST}`);
  });
});

describe('/orders/{id} (§2.5)', () => {
  it('shows the summary with the total in the currency, the line items, and needs action without a work batch', async () => {
    ordersApi();
    renderApp(`/orders/${FIRST}`);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('€140.50')).toBeInTheDocument();
    expect(within(summary).getByText('maria.lopez@example.com')).toBeInTheDocument();
    expect(within(summary).getByText('19/11/2026')).toBeInTheDocument();
    expect(within(summary).getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Needs action')).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Line items table' })).getAllByRole('row');
    expect(within(items[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Module', 'Quantity', 'Per', 'Price', 'SKU', 'Instances', 'Production parts']);
    expect(within(items[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Door 400 left', `${DOOR}:2`, '1', '1', '€64.00', 'OA-DO-400-L', '0', '4']);
    expect(within(items[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Shelf 800', `${SHELF}:1`, '4', '2', '€38.25', '', '', '0']);
  });

  it('says which ordered module has a newer version, linking to the product at the ordered version (B2)', async () => {
    ordersApi();
    renderApp(`/orders/${FIRST}`);
    expect(await screen.findByText(/uses Door 400 left v2; v3 is current\./)).toBeInTheDocument();
    expect(screen.queryByText(/uses Shelf 800/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See what changed' })).toHaveAttribute('href', `/products/${DOOR}?version=2`);
  });

  it("shows each configuration's modules, parameters and connections by name, and opens it on the storefront", async () => {
    ordersApi();
    renderApp(`/orders/${FIRST}`);
    expect(await screen.findByRole('heading', { name: 'Shelving bay × 1' })).toBeInTheDocument();
    const modules = within(screen.getByRole('region', { name: 'Modules of Shelving bay' })).getAllByRole('row').slice(1);
    expect(modules.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Shelf 800 #0', `${SHELF}:1`, 'Finish: oak'],
      ['Door 400 left #0', `${DOOR}:2`, 'Soft close: true'],
    ]);
    expect(screen.getByText('Shelf 800 #0 (left) → Door 400 left #0 (hinge)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Shelving bay on the storefront/ })).toHaveAttribute('href', `/c/${CONFIGURATOR}?configuration=${CONFIGURATION}`);
  });

  it('shows the shipping details it has, Unavailable for the rest, and the providers tree', async () => {
    ordersApi();
    renderApp(`/orders/${FIRST}`);
    const shipping = await screen.findByRole('region', { name: 'Shipping details' });
    expect(within(shipping).getByText('1 Mill Lane, Sheffield')).toBeInTheDocument();
    expect(within(shipping).getAllByText('Unavailable')).toHaveLength(3);
    const providers = screen.getByRole('region', { name: 'Order providers' });
    expect(within(providers).getByRole('heading', { name: 'shopify' })).toBeInTheDocument();
    expect(within(providers).getByText('SH-77')).toBeInTheDocument();
    expect(within(providers).getByText('true')).toBeInTheDocument();
  });

  it('an order in a work batch says so instead of needing action; the back button leads to /orders', async () => {
    ordersApi({
      operations: {
        OrderDetail: () => ({ order: { ...ORDER, needsAction: false, usages: { __typename: 'UsagePage', items: [{ __typename: 'Usage', collection: 'workbatches', id: 'e'.repeat(24), name: 'Week 47 panels' }] } } }),
        OrderList: () => ({ orders: { __typename: 'OrderPage', total: 0, totalExact: true, next: null, items: [] } }),
      },
    });
    const app = renderApp(`/orders/${FIRST}`);
    expect(await screen.findByText('In work batch Week 47 panels')).toBeInTheDocument();
    expect(screen.queryByText('Needs action')).toBeNull();
    // the back button, not the menu's entry
    const back = screen.getAllByRole('link', { name: 'Orders' }).find((link) => !link.closest('nav'))!;
    expect(back).toHaveAttribute('href', '/orders');
    await app.user.click(back);
    await waitFor(() => expect(app.location()).toBe('/orders'));
  });
});
