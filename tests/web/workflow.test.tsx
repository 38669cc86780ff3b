// The /workflow editor (issue 22 §5) in the real route tree over the fake API: the workflow drawn and
// listed from the gateway's orderWorkflow, Add state with the shared rules' checks, transitions added
// and removed, Save as a new version expecting the head shown (the document written: start kept, ends
// derived), a save overtaken by someone else's, and a user who may only look.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderWorkflowQuery } from '../../web/src/workflow/gql/graphql.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();
vi.setConfig({ testTimeout: 45_000 });

const WORKFLOW_ID = 'f'.repeat(24);
const state = (id: string, name: string, extra: { start?: boolean; end?: boolean } = {}) => ({ __typename: 'WorkflowState' as const, id, name, start: extra.start ?? null, end: extra.end ?? null });
const move = (from: string, to: string) => ({ __typename: 'WorkflowTransition' as const, from, to });

const WORKFLOW: OrderWorkflowQuery['orderWorkflow'] = {
  __typename: 'OrderWorkflow',
  workflow: { __typename: 'Workflow', id: WORKFLOW_ID, head: 4, document: { __typename: 'WorkflowDocument', name: 'Order workflow', description: null } },
  states: [state('draft', 'Draft', { start: true }), state('abandoned', 'Abandoned', { end: true }), state('paid', 'Paid'), state('picked', 'Picked'), state('fulfilled', 'Fulfilled', { end: true })],
  transitions: [move('draft', 'abandoned'), move('draft', 'paid'), move('paid', 'picked'), move('picked', 'fulfilled')],
  initial: 'draft',
  mayEdit: true,
};

function workflowApi(options: { mayEdit?: boolean; stale?: boolean; none?: boolean } = {}) {
  const saves: Record<string, any>[] = [];
  fakeApi({
    operations: {
      OrderWorkflow: () => ({ orderWorkflow: { ...WORKFLOW, mayEdit: options.mayEdit ?? true, ...(options.none && { workflow: null }) } }),
      CreateWorkflow: (variables) => {
        saves.push(variables);
        return { createWorkflow: { __typename: 'WorkflowPayload', workflow: { __typename: 'Workflow', id: WORKFLOW_ID, head: 1 }, errors: [] } };
      },
      SaveWorkflow: (variables) => {
        saves.push(variables);
        const errors = options.stale ? [{ __typename: 'UserError' as const, code: 'PRECONDITION_FAILED' as const, message: 'workflow has changed: its head is version 5, not 4' }] : [];
        return { updateWorkflow: { __typename: 'WorkflowPayload', workflow: options.stale ? null : { __typename: 'Workflow', id: WORKFLOW_ID, head: 5 }, errors } };
      },
    },
  });
  return saves;
}

const transitions = () => within(screen.getByRole('region', { name: 'Transitions' })).getAllByRole('listitem').map((item) => item.textContent);

describe('/workflow', () => {
  it("draws and lists the workspace's workflow: the diagram's words, the states with start and ends, the transitions", async () => {
    workflowApi();
    renderApp('/workflow');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflow' })).toBeInTheDocument();
    expect(screen.getByText('ORDER WORKFLOW')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /^Order workflow diagram\. States: Draft, Abandoned, Paid, Picked, Fulfilled\. Transitions: Draft to Abandoned; Draft to Paid; Paid to Picked; Picked to Fulfilled\.$/ })).toBeInTheDocument();
    expect(transitions()).toEqual(['Draft → Abandoned', 'Draft → Paid', 'Paid → Picked', 'Picked → Fulfilled']);
    const states = screen.getByRole('region', { name: 'States' });
    expect(within(states).getByText('Start: new orders begin here')).toBeInTheDocument();
    expect(within(states).getAllByText('End')).toHaveLength(2);
    // the initial state stays: it has no Remove
    expect(within(states).queryByRole('button', { name: 'Remove state Draft' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('adds a state, checking its name, reroutes transitions through it and saves a new version on the head shown', async () => {
    const saves = workflowApi();
    const app = renderApp('/workflow');
    await app.user.click(await screen.findByRole('button', { name: 'Add state' }));
    const name = screen.getByRole('textbox', { name: 'State name' });
    await app.user.type(name, ' paid');
    expect(await screen.findByText('Two states are named paid: give each state its own name.')).toBeInTheDocument();
    await app.user.clear(name);
    await app.user.type(name, 'Packed');
    await app.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('textbox', { name: 'State 6' })).toHaveValue('Packed');

    await app.user.click(screen.getByRole('button', { name: 'Remove transition Picked → Fulfilled' }));
    const form = screen.getByRole('form', { name: 'Add transition' });
    for (const [from, to] of [['Picked', 'Packed'], ['Packed', 'Fulfilled']]) {
      await app.user.selectOptions(within(form).getByRole('combobox', { name: 'From' }), from);
      await app.user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), to);
      await app.user.click(within(form).getByRole('button', { name: 'Add transition' }));
    }
    expect(transitions()).toEqual(['Draft → Abandoned', 'Draft → Paid', 'Paid → Picked', 'Picked → Packed', 'Packed → Fulfilled']);

    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      id: WORKFLOW_ID,
      expectedHead: 4,
      document: {
        name: 'Order workflow',
        states: [
          { id: 'draft', name: 'Draft', start: true },
          { id: 'abandoned', name: 'Abandoned', end: true },
          { id: 'paid', name: 'Paid' },
          { id: 'picked', name: 'Picked' },
          { id: 'fulfilled', name: 'Fulfilled', end: true },
          { id: 'packed', name: 'Packed' },
        ],
        transitions: [{ from: 'draft', to: 'abandoned' }, { from: 'draft', to: 'paid' }, { from: 'paid', to: 'picked' }, { from: 'picked', to: 'packed' }, { from: 'packed', to: 'fulfilled' }],
      },
    });
    expect(await screen.findByText('Orders follow the new workflow from now on.')).toBeInTheDocument();
  });

  it('removes a state with its transitions, and a save overtaken by another says so and offers Reload', async () => {
    const saves = workflowApi({ stale: true });
    const app = renderApp('/workflow');
    await app.user.click(await screen.findByRole('button', { name: 'Remove state Picked' }));
    expect(transitions()).toEqual(['Draft → Abandoned', 'Draft → Paid']);
    // an emptied name is refused before saving
    const paid = screen.getByRole('textbox', { name: 'State 3' });
    await app.user.clear(paid);
    expect(await screen.findAllByText('Every state needs a name.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await app.user.type(paid, 'Paid');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this workflow in the meantime. Reload to see their changes, then make yours again.')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(transitions()).toHaveLength(4));
  });

  it("offers a workspace without a workflow §4's, and saves it as the workspace's own", async () => {
    const saves = workflowApi({ none: true });
    const app = renderApp('/workflow');
    expect(await screen.findByText("Your orders follow the standard workflow. Saving a change makes it your workspace's own.")).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Remove transition Draft → Abandoned' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].document.transitions).toEqual([{ from: 'draft', to: 'paid' }, { from: 'paid', to: 'picked' }, { from: 'picked', to: 'fulfilled' }]);
    expect(saves[0]).not.toHaveProperty('expectedHead');
  });

  it('shows a user who may not change it the workflow without the editing', async () => {
    workflowApi({ mayEdit: false });
    renderApp('/workflow');
    expect(await screen.findByText('Admins and editors of the workspace change the workflow.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add state' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add transition' })).toBeNull();
  });
});

describe('/orders: moving an order along the workflow', () => {
  const ORDER_ID = 'a'.repeat(24);
  const standing = (state: { id: string; name: string }, next: { id: string; name: string }[]) => ({
    workflowState: { __typename: 'WorkflowState' as const, ...state },
    nextStates: next.map((s) => ({ __typename: 'WorkflowState' as const, ...s })),
    permissions: { __typename: 'Permissions' as const, write: true },
  });
  const row = (state: { id: string; name: string }, next: { id: string; name: string }[]) => ({
    __typename: 'OrderRow' as const, id: ORDER_ID, version: 2, created: '2026-11-19T09:00:00.000Z', needsAction: false,
    owner: { __typename: 'User' as const, email: 'admin@demo.joinery.test', name: 'Ada Admin' },
    data: { __typename: 'OrderRowData' as const, reference: 'OA-1001', status: 'received' as const, customer: null, totalPrice: 0, currency: 'GBP' },
    ...standing(state, next),
  });

  it("offers Move on a row the workflow lets move: its dialog says where the order is, moves it, or shows the server's refusal", async () => {
    const moves: Record<string, any>[] = [];
    let refuse = true;
    fakeApi({
      operations: {
        OrderList: () => ({ orders: { __typename: 'OrderPage', total: 1, totalExact: true, next: null, items: [row({ id: 'draft', name: 'Draft' }, [{ id: 'abandoned', name: 'Abandoned' }, { id: 'paid', name: 'Paid' }])] } }),
        MoveOrder: (variables) => {
          moves.push(variables);
          if (refuse) return { patchOrder: { __typename: 'OrderPayload', order: null, errors: [{ __typename: 'UserError', code: 'CONFLICT', message: 'The order workflow does not allow Abandoned → Paid.' }] } };
          return { patchOrder: { __typename: 'OrderPayload', order: { __typename: 'Order', id: ORDER_ID, version: 3, ...standing({ id: 'paid', name: 'Paid' }, []) }, errors: [] } };
        },
      },
    });
    const app = renderApp('/orders');
    await app.user.click(await screen.findByRole('button', { name: 'Move OA-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move OA-1001' });
    expect(within(dialog).getByText('OA-1001 is Draft. The order workflow lets it move to:')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Move to/ }).map((b) => b.textContent)).toEqual(['Move to Abandoned', 'Move to Paid']);
    await app.user.click(within(dialog).getByRole('button', { name: 'Move to Paid' }));
    expect(await within(dialog).findByText('The order workflow does not allow Abandoned → Paid.')).toBeInTheDocument();
    refuse = false;
    await app.user.click(within(dialog).getByRole('button', { name: 'Move to Paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move OA-1001' })).toBeNull());
    expect(await screen.findByText('OA-1001 is now Paid.')).toBeInTheDocument();
    expect(moves).toEqual([{ id: ORDER_ID, state: 'paid' }, { id: ORDER_ID, state: 'paid' }]);
  });
});
