// The production screens (§2.10, issue 19 §4) and sending orders to production (issue 19 §2) in the
// real route tree over the fake API: the list's summary (only with batches), filters sent to the
// server, §8's silent list failure; a batch's summary table, orders with their edit-file action, its
// tabs, the metric popup (underscores as spaces, suffix columns, 'Choose Columns'), Nesting Data, §8's
// groups error and ignored group data error; the question when an order is in a batch already.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkBatchDetailQuery, WorkBatchGroupDataQuery, WorkBatchGroupItemsQuery } from '../../web/src/production/gql/graphql.ts';
import { batchedOrders } from '../../web/src/orders/SendToProduction.tsx';
import { formatDuration } from '../../web/src/production/productionFormat.ts';
import { createdSince } from '../../web/src/orders/orderFormat.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();
vi.setConfig({ testTimeout: 45_000 });

const BATCH = 'b'.repeat(24);
const ORDER = 'a'.repeat(24);
const MODULE = 'd'.repeat(24);
const CONFIGURATION = 'c'.repeat(24);
const WEEK_47 = 'e'.repeat(24);
/** where the order stands in the order workflow, as the orders screens read it (issue 22 §5) */
const STANDING = {
  workflowState: { __typename: 'WorkflowState' as const, id: 'paid', name: 'Paid' },
  nextStates: [{ __typename: 'WorkflowState' as const, id: 'picked', name: 'Picked' }],
  permissions: { __typename: 'Permissions' as const, write: true },
};

const batchRow = (id: string, name: string | null, status: 'inProgress' | 'done' | 'cancelled') => ({
  __typename: 'WorkBatchRow' as const, id, created: '2026-11-20T09:00:00.000Z',
  owner: { __typename: 'User' as const, email: 'admin@demo.joinery.test', name: 'Ada Admin' },
  data: { __typename: 'WorkBatchRowData' as const, name, totalOrders: 2, status },
});

type Summary = { totalBatches: number; totalOrders: number; completeBatches: number; avgCompletionTime: number | null };

function listApi(summary: Summary = { totalBatches: 3, totalOrders: 5, completeBatches: 1, avgCompletionTime: 2.4 * 86_400 }, failing = false) {
  const lists: Record<string, any>[] = [];
  fakeApi({
    operations: {
      ProductionBatches: (variables) => {
        lists.push(variables);
        if (failing) return { errors: [{ message: 'the store is away' }] };
        const items = [batchRow(WEEK_47, 'Week 47 panels', 'inProgress'), batchRow(BATCH, null, 'done')].filter((row) => !variables.filter?.status || row.data.status === variables.filter.status);
        return { workBatches: { __typename: 'WorkBatchPage', total: items.length, totalExact: true, next: null, items } };
      },
      ProductionSummary: () => ({ productionSummary: { __typename: 'ProductionSummary', ...summary } }),
    },
  });
  return lists;
}

describe('/production (§2.10)', () => {
  it('shows the summary when batches exist, the average completion time in its largest unit, and the batches newest first, 10 a page', async () => {
    const lists = listApi();
    renderApp('/production');
    expect(await screen.findByRole('heading', { level: 1, name: 'Production' })).toBeInTheDocument();
    expect(screen.getByText('PICKING AND MANUFACTURING DATA')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Production summary' });
    expect(within(summary).getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', '5', '1', '2 days']);
    const table = await screen.findByRole('table', { name: 'Production Work Batches' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Id', 'Owner', 'Created', 'Orders', 'Status']);
    expect(await within(table).findByRole('link', { name: 'Week 47 panels' })).toHaveAttribute('href', `/production/${WEEK_47}`);
    // a batch without a name is shown by its id
    expect(within(table).getByRole('link', { name: BATCH })).toBeInTheDocument();
    expect(lists[0].page).toEqual({ limit: 10, sort: 'created_DESC' });
  });

  it('hides the summary while no batch exists', async () => {
    listApi({ totalBatches: 0, totalOrders: 0, completeBatches: 0, avgCompletionTime: null });
    renderApp('/production');
    await screen.findByRole('table', { name: 'Production Work Batches' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Production summary' })).toBeNull());
  });

  it('filters by the batch statuses of §4 and by time, on the server', async () => {
    const lists = listApi();
    const app = renderApp('/production');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Status', 'In Progress', 'Done', 'Cancelled']);
    await app.user.selectOptions(status, 'Done');
    await waitFor(() => expect(lists.at(-1)?.filter).toEqual({ status: 'done' }));
    expect(await screen.findByRole('link', { name: BATCH })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Week 47 panels' })).toBeNull();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Created' }), 'Yesterday');
    await waitFor(() => expect(lists.at(-1)?.filter).toEqual({ status: 'done', createdSince: createdSince('yesterday') }));
  });

  it('a failed list is logged to the console and stops loading, with no message to the user (§8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    listApi(undefined, true);
    renderApp('/production');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The production list could not be loaded:', expect.stringContaining('the store is away')));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('says durations in their largest unit, with a plural s', () => {
    expect([formatDuration(45), formatDuration(60), formatDuration(5400), formatDuration(86_400), formatDuration(3 * 86_400 + 100)]).toEqual(['45 seconds', '1 minute', '2 hours', '1 day', '3 days']);
  });
});

type Batch = NonNullable<WorkBatchDetailQuery['workBatch']>;
const DETAIL: Batch = {
  __typename: 'WorkBatch', id: BATCH, version: 1, head: 1, name: 'Week 48', created: '2026-11-20T09:00:00.000Z', status: 'inProgress',
  permissions: { __typename: 'Permissions', write: true },
  figures: { __typename: 'WorkBatchFigures', progress: 0.5, items: 12, expectedCompletion: null },
  orderPage: { __typename: 'WorkBatchOrderPage', total: 2 },
  groupList: [
    { __typename: 'WorkBatchGroupSummary', index: 0, key: 'Panel', count: 2 },
    { __typename: 'WorkBatchGroupSummary', index: 1, key: 'Hardware', count: 7 },
  ],
  groupingTask: null,
};

type GroupItem = NonNullable<WorkBatchGroupItemsQuery['workBatch']>['groupItems']['items'][number];
const item = (path: string[], instance: number, metrics: Record<string, number>): GroupItem => ({
  __typename: 'WorkBatchGroupItem', instance, orderInstance: 0,
  configuration: { __typename: 'ProductConfigurationRef', id: CONFIGURATION, version: 1 },
  part: { __typename: 'WorkBatchGroupItemPart', path, metrics, module: { __typename: 'ModuleRef', id: MODULE, version: 2, resource: { __typename: 'Module', id: MODULE, name: 'Side panel 1800' } } },
});

type GroupData = NonNullable<WorkBatchGroupDataQuery['workBatch']>['groupData'];
const GROUP_DATA: GroupData = {
  __typename: 'WorkBatchGroupData', key: 'Panel',
  metrics: { area_Sum: 1.44, area_Min: 0.72, area_Max: 0.72, area_Mean: 0.72, area_Count: 2, edge_length_Max: 1.8 },
  nesting: {
    __typename: 'WorkBatchGroupNesting',
    materials: [{
      __typename: 'WorkBatchGroupNestingMaterial', material: 'Oak veneered MDF 18 mm', sheetWidth: 2800, sheetHeight: 2070, thickness: 18, kerf: 4, grain: true,
      parts: 2, sheetsUsed: 1, utilisation: 24.8, offcutArea: 4.357, sheetsIfAlone: 2, sheetsSaved: 1,
      sheets: [{ __typename: 'WorkBatchGroupNestingMaterialSheet', placements: [
        { __typename: 'WorkBatchGroupNestingMaterialSheetPlacement', item: 0, x: 0, y: 0, width: 1800, height: 400, rotated: false },
        { __typename: 'WorkBatchGroupNestingMaterialSheetPlacement', item: 1, x: 0, y: 404, width: 1800, height: 400, rotated: false },
      ] }],
    }],
    unnested: [],
  },
  itemLabels: [{ __typename: 'WorkBatchItemLabel', item: 0, label: 'Side/Board #1' }, { __typename: 'WorkBatchItemLabel', item: 1, label: 'Side/Board #2' }],
};

function batchApi(overrides: { groupsFail?: boolean; dataFails?: boolean; detail?: () => Batch } = {}) {
  const asked = { groupData: 0 };
  const api = fakeApi({
    workbatches: { [BATCH]: true },
    orders: { [ORDER]: true },
    operations: {
      WorkBatchDetail: () => ({ workBatch: overrides.detail?.() ?? DETAIL }),
      WorkBatchOrders: () => ({
        workBatch: {
          __typename: 'WorkBatch', id: BATCH,
          orderPage: {
            __typename: 'WorkBatchOrderPage', total: 1, totalExact: true, next: null,
            items: [{ __typename: 'WorkBatchOrder', id: ORDER, version: 2, reference: 'OA-1001', customer: 'maria.lopez@example.com', created: '2026-11-19T09:00:00.000Z', totalItems: 7, status: 'processing', progress: 0.5 }],
          },
        },
      }),
      WorkBatchGroupItems: ({ group }) =>
        overrides.groupsFail
          ? { errors: [{ message: 'groups are away' }] }
          : {
              workBatch: {
                __typename: 'WorkBatch', id: BATCH,
                groupItems: {
                  __typename: 'WorkBatchGroupItemPage', total: 2, totalExact: true, next: null,
                  items: group === 0 ? [item(['Side', 'Board'], 0, { area: 0.72, edge_length: 1.8 }), item(['Side', 'Board'], 1, { area: 0.72, edge_length: 1.8 })] : [],
                },
              },
            },
      WorkBatchGroupData: () => {
        asked.groupData++;
        return overrides.dataFails ? { errors: [{ message: 'no data' }] } : { workBatch: { __typename: 'WorkBatch', id: BATCH, groupData: GROUP_DATA } };
      },
      OrderDetail: () => ({ order: null }),
    },
  });
  return { ...api, asked };
}

describe('/production/{id} (§2.10)', () => {
  it("shows the heading, the back button, the summary table and the batch's orders, each opening its order", async () => {
    batchApi();
    const app = renderApp(`/production/${BATCH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Batch' })).toBeInTheDocument();
    expect(screen.getByText('READY FOR PRODUCTION')).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Production' }).find((link) => !link.closest('nav'))!;
    expect(back).toHaveAttribute('href', '/production');
    const summary = await screen.findByRole('region', { name: 'Summary table' });
    const rows = within(summary).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Batch ID', 'Status', 'Progress', 'Orders', 'Items', 'Expected Completion']);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([BATCH, 'IN PRODUCTION', '50%', '2', '12', 'Unavailable']);
    const orders = await screen.findByRole('table', { name: 'Orders table' });
    expect(within(orders).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order ID', 'Customer', 'Date', 'QTY', 'Status', 'Progress', 'Actions']);
    const order = (await within(orders).findAllByRole('row'))[1];
    expect(within(order).getAllByRole('cell').slice(0, 6).map((c) => c.textContent)).toEqual(['OA-1001', 'maria.lopez@example.com', '19/11/2026', '7', 'processing', '50%']);
    await app.user.click(within(order).getByRole('button', { name: 'Edit OA-1001' }));
    await waitFor(() => expect(app.location()).toBe(`/orders/${ORDER}`));
  });

  it('while a task computes a large batch\'s groups, says how far it is with a link to the task, then shows the tabs once they are written', async () => {
    const task = { __typename: 'Task' as const, id: 'a'.repeat(24), status: 'Running' as const, progress: 0.4, message: null };
    let written = false;
    batchApi({ detail: () => (written ? DETAIL : { ...DETAIL, groupList: [], groupingTask: task }) });
    renderApp(`/production/${BATCH}`);
    const state = (await screen.findByText(/^The groups of this batch are being computed: 40% done\./)).closest('[role="status"]') as HTMLElement;
    expect(within(state).getByRole('link', { name: 'Open the task' })).toHaveAttribute('href', `/tasks/${task.id}`);
    written = true;
    expect(await screen.findByRole('heading', { level: 3, name: '2 Panel Parts' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("has a tab per group titled '{count} {Type} Parts' over the parts: Product id:version:instance, Part path, Configuration configuration:order instance", async () => {
    batchApi();
    renderApp(`/production/${BATCH}`);
    expect(await screen.findByRole('heading', { level: 3, name: '2 Panel Parts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '7 Hardware Parts' })).toBeInTheDocument();
    const parts = await screen.findByRole('table', { name: '2 Panel Parts table' });
    expect(within(parts).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Product', 'Part', 'Configuration', 'Actions']);
    const first = (await within(parts).findAllByRole('row'))[1];
    const cells = within(first).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1, 4)).toEqual([`Side panel 1800${MODULE}:2:0`, 'Side/Board', `${CONFIGURATION}:0`]);
  });

  it("the metric popup shows a part's plain metrics under Value, underscores as spaces", async () => {
    batchApi();
    const app = renderApp(`/production/${BATCH}`);
    await app.user.click(await screen.findByRole('button', { name: 'Metrics Side/Board #1' }));
    const popup = await screen.findByRole('dialog', { name: 'Metrics of Side/Board #1' });
    expect(within(popup).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Metric', 'Value']);
    expect(within(popup).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['area0.72', 'edge length1.8']);
    // one column: nothing to choose
    expect(within(popup).queryByText('Choose Columns')).toBeNull();
  });

  it("a group's data button shows its metrics with suffix columns, Min, Max, Mean and Value at first, and 'Choose Columns' for the rest", async () => {
    batchApi();
    const app = renderApp(`/production/${BATCH}`);
    await app.user.click(await screen.findByRole('button', { name: 'Data of 2 Panel Parts' }));
    const popup = await screen.findByRole('dialog', { name: 'Metrics of 2 Panel Parts' });
    expect(within(popup).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Metric', 'Min', 'Max', 'Mean', 'Value']);
    expect(within(popup).getByText('Choose Columns')).toBeInTheDocument();
    expect(within(popup).getByText('4 columns selected')).toBeInTheDocument();
    const rows = within(popup).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toContainEqual(['area', '0.72', '0.72', '0.72', '']);
    expect(rows).toContainEqual(['edge length', '', '1.8', '', '']);
    // the group's own figures are plain values: its parts, and the sheets its nesting used and saved
    expect(rows).toContainEqual(['parts', '', '', '', '2']);
    expect(rows).toContainEqual(['sheets saved', '', '', '', '1']);
    await app.user.click(within(popup).getByText('Sum'));
    expect(within(popup).getByText('5 columns selected')).toBeInTheDocument();
    expect(within(popup).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Metric', 'Sum', 'Min', 'Max', 'Mean', 'Value']);
  });

  it('Nesting Data shows per material the sheets used, utilisation, offcut, each order alone and the saving, with each sheet drawn', async () => {
    batchApi();
    const app = renderApp(`/production/${BATCH}`);
    await screen.findByRole('table', { name: '2 Panel Parts table' });
    await app.user.click(screen.getByRole('button', { name: 'Nesting Data' }));
    const nesting = await screen.findByRole('region', { name: 'Nesting Data of 2 Panel Parts' });
    const figures = within(nesting).getByRole('group', { name: 'Nesting of Oak veneered MDF 18 mm' });
    expect(within(figures).getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', '24.8%', '4.36 m²', '2 sheets', '1 sheet']);
    const drawing = within(nesting).getByRole('img', { name: 'Oak veneered MDF 18 mm, sheet 1 of 1: 2 parts' });
    expect(decodeURIComponent(drawing.getAttribute('src')!)).toContain('Side/Board #2');
    expect(within(nesting).getByRole('button', { name: 'Download cut list (CSV)' })).toBeInTheDocument();
  });

  it("a groups error goes to the alert service (§8); a group data error is ignored", async () => {
    batchApi({ groupsFail: true, dataFails: true });
    const app = renderApp(`/production/${BATCH}`);
    expect(await screen.findByText(/The parts of Panel could not be loaded: groups are away/)).toBeInTheDocument();
    const api = batchApi({ dataFails: true });
    app.unmount();
    const again = renderApp(`/production/${BATCH}`);
    await again.user.click(await screen.findByRole('button', { name: 'Data of 2 Panel Parts' }));
    await waitFor(() => expect(api.asked.groupData).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/no data/)).toBeNull();
  });
});

describe('sending orders to production (issue 19 §2)', () => {
  it('reads the orders a 409 names, with the batch by name or by id', () => {
    const message = `order ${ORDER} is in work batch Week 47 panels (${WEEK_47}); order ${MODULE} is in work batch ${BATCH}: send again with confirm: true to batch it again`;
    expect(batchedOrders(message)).toEqual([
      { order: ORDER, batch: 'Week 47 panels' },
      { order: MODULE, batch: BATCH },
    ]);
  });

  it('asks in plain words when an order is in a batch already, then sends again and lands on the new batch', async () => {
    const sent: Record<string, any>[] = [];
    fakeApi({
      orders: { [ORDER]: true },
      workbatches: { [BATCH]: true },
      operations: {
        OrderList: () => ({
          orders: {
            __typename: 'OrderPage', total: 1, totalExact: true, next: null,
            items: [{
              __typename: 'OrderRow', id: ORDER, version: 4, created: '2026-11-19T09:00:00.000Z', needsAction: false,
              owner: { __typename: 'User', email: 'admin@demo.joinery.test', name: 'Ada Admin' },
              data: { __typename: 'OrderRowData', reference: 'OA-1002', status: 'processing', customer: 'tom.becker@example.com', totalPrice: 339, currency: 'GBP' },
              ...STANDING,
            }],
          },
        }),
        SendToProduction: (variables) => {
          sent.push(variables);
          if (!variables.confirm) {
            return { sendToProduction: { __typename: 'SendToProductionPayload', workBatchId: null, errors: [{ __typename: 'UserError', field: null, code: 'CONFLICT', message: `order ${ORDER} is in work batch Week 47 panels (${WEEK_47}): send again with confirm: true to batch it again` }] } };
          }
          return { sendToProduction: { __typename: 'SendToProductionPayload', workBatchId: BATCH, errors: [] } };
        },
        WorkBatchDetail: () => ({ workBatch: { ...DETAIL, groupList: [] } }),
        WorkBatchOrders: () => ({ workBatch: { __typename: 'WorkBatch', id: BATCH, orderPage: { __typename: 'WorkBatchOrderPage', total: 0, totalExact: true, next: null, items: [] } } }),
      },
    });
    const app = renderApp('/orders');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Select OA-1002' }));
    await app.user.click(within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole('button', { name: 'Send to production' }));
    const question = await screen.findByRole('alertdialog', { name: 'Already in production' });
    expect(within(question).getByText('OA-1002 is already in work batch Week 47 panels.')).toBeInTheDocument();
    expect(sent).toEqual([{ orders: [{ id: ORDER, version: 4 }], confirm: false }]);
    await app.user.click(within(question).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(app.location()).toBe(`/production/${BATCH}`));
    expect(sent[1]).toEqual({ orders: [{ id: ORDER, version: 4 }], confirm: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Batch' })).toBeInTheDocument();
  });
});

describe("sending an order from its page (issue 19 §2)", () => {
  it('sends the order at the version shown and lands on the new batch', async () => {
    const sent: Record<string, any>[] = [];
    fakeApi({
      orders: { [ORDER]: true },
      workbatches: { [BATCH]: true },
      operations: {
        OrderDetail: () => ({
          order: {
            __typename: 'Order', id: ORDER, version: 3, created: '2026-11-19T09:00:00.000Z', needsAction: true,
            owner: { __typename: 'User', email: 'admin@demo.joinery.test', name: 'Ada Admin' },
            data: { __typename: 'OrderRowData', reference: 'OA-1001', status: 'received', customer: null, totalItems: 0, totalPrice: 0, currency: 'GBP' },
            document: { __typename: 'OrderDocument', lineItems: [], products: [], shipping: null, providers: null },
            usages: { __typename: 'UsagePage', items: [] },
            ...STANDING,
          },
        }),
        SendToProduction: (variables) => {
          sent.push(variables);
          return { sendToProduction: { __typename: 'SendToProductionPayload', workBatchId: BATCH, errors: [] } };
        },
        WorkBatchDetail: () => ({ workBatch: { ...DETAIL, groupList: [] } }),
        WorkBatchOrders: () => ({ workBatch: { __typename: 'WorkBatch', id: BATCH, orderPage: { __typename: 'WorkBatchOrderPage', total: 0, totalExact: true, next: null, items: [] } } }),
      },
    });
    const app = renderApp(`/orders/${ORDER}`);
    expect(await screen.findByText('Needs action')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Send to production' }));
    await waitFor(() => expect(app.location()).toBe(`/production/${BATCH}`));
    expect(sent).toEqual([{ orders: [{ id: ORDER, version: 3 }], confirm: false }]);
  });
});
