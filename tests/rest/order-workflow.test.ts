// The order workflow (application.md §4, issue 22 §5): an order's state moves only along the workflow of
// its workspace, refused with a 409 that names the transition in REST and GraphQL alike, writing nothing;
// a workflow is checked before it is saved (400 naming the problem); saving it changes what orders may do.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gqlData } from '../support/graphql.ts';
import { BIRCH_ADMIN, DEMO_USER } from '../support/demo-users.ts';
import type { TestServer } from '../support/server.ts';
import { assertError, client, historyOf, ok, openServer, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
/** the demo's orders by reference (none has a state: each is in the initial state, Draft) */
const orders = new Map<string, string>();
let workflowId: string;

beforeAll(async () => {
  ({ server, c } = await openServer());
  for (const order of (await ok(c.get('/orders?limit=100'))).items) orders.set(order.data.reference, order.id);
  [{ id: workflowId }] = (await ok(c.get('/workflows?limit=1&sort=created'))).items;
});
afterAll(() => server.close());

const order = (reference: string) => `/orders/${orders.get(reference)}`;
const headOf = async (path: string) => (await ok(c.get(path))).head as number;

const STANDING = `query ($id: ID!) { order(id: $id) { document { state } workflowState { id name } nextStates { id } } }`;
const standing = async (reference: string) => (await gqlData(server, STANDING, { id: orders.get(reference) })).order;
const PATCH_STATE = `mutation ($id: ID!, $state: String!) { patchOrder(id: $id, patch: { state: $state }) { order { version document { state } } errors { field code message } } }`;

describe('orders follow the workflow', () => {
  test('REST: an order moves along a transition; one the workflow does not have is a 409 naming it, and nothing is written', async () => {
    const path = order('OA-1001');
    const head = await headOf(path);
    assertError(await c.patch(path, { state: 'fulfilled' }), 409, 'The order workflow does not allow Draft → Fulfilled.');
    assert.equal(await headOf(path), head);
    // a state the workflow does not know is bad input, naming the field
    assertError(await c.patch(path, { state: 'shipped' }), 400, 'state must be one of', 'shipped');
    const paid = await ok(c.patch(path, { state: 'paid' }));
    assert.equal(paid.document.state, 'paid');
    assert.equal(paid.head, head + 1);
    // a whole document is held to the same rule, as is going back
    const { document } = await ok(c.get(path));
    assertError(await c.put(path, { ...document, state: 'draft' }), 409, 'The order workflow does not allow Paid → Draft.');
    assert.equal((await historyOf(c, 'orders', orders.get('OA-1001')!)).head, head + 1);
    // a change that leaves the state where it is, and the status of production, are no transitions
    assert.equal((await ok(c.patch(path, { status: 'delivered', state: 'paid' }))).document.status, 'delivered');
  });

  test('GraphQL: where an order stands and may go, and patchOrder refused with CONFLICT naming the transition', async () => {
    assert.deepEqual(await standing('OA-1002'), { document: { state: null }, workflowState: { id: 'draft', name: 'Draft' }, nextStates: [{ id: 'abandoned' }, { id: 'paid' }] });
    const head = await headOf(order('OA-1002'));
    const refused = (await gqlData(server, PATCH_STATE, { id: orders.get('OA-1002'), state: 'picked' })).patchOrder;
    assert.deepEqual(refused, { order: null, errors: [{ field: null, code: 'CONFLICT', message: 'The order workflow does not allow Draft → Picked.' }] });
    assert.equal(await headOf(order('OA-1002')), head);
    const unknown = (await gqlData(server, PATCH_STATE, { id: orders.get('OA-1002'), state: 'lost' })).patchOrder;
    assert.equal(unknown.errors[0].code, 'BAD_REQUEST');
    assert.equal(unknown.errors[0].field, 'patch.state');
    const moved = (await gqlData(server, PATCH_STATE, { id: orders.get('OA-1002'), state: 'abandoned' })).patchOrder;
    assert.deepEqual(moved.errors, []);
    // Abandoned is an end state: nothing further
    assert.deepEqual(await standing('OA-1002'), { document: { state: 'abandoned' }, workflowState: { id: 'abandoned', name: 'Abandoned' }, nextStates: [] });
    // the list rows say the same
    const { orders: page } = await gqlData(server, '{ orders(filter: { reference: "OA-1002" }) { items { data { state } workflowState { name } nextStates { id } } } }');
    assert.deepEqual(page.items, [{ data: { state: 'abandoned' }, workflowState: { name: 'Abandoned' }, nextStates: [] }]);
  });

  test('a new order may start in any state of the workflow, never in one it does not have', async () => {
    const base = { reference: 'OA-3001', status: 'received', lineItems: [] };
    assertError(await c.post('/orders', { ...base, state: 'nowhere' }), 400, 'state must be one of');
    assert.equal((await ok(c.post('/orders', { ...base, state: 'picked' }), 201)).document.state, 'picked');
  });
});

describe('the workflow', () => {
  const WORKFLOW = `{ orderWorkflow { workflow { id head } states { id name start end } transitions { from to } initial mayEdit } }`;

  test("orderWorkflow is the workspace's workflow, which admins and editors may change; a workspace without one has §4's", async () => {
    const { orderWorkflow } = await gqlData(server, WORKFLOW);
    assert.equal(orderWorkflow.workflow.id, workflowId);
    assert.deepEqual(orderWorkflow.states.map((s: { name: string }) => s.name), ['Draft', 'Abandoned', 'Paid', 'Picked', 'Fulfilled']);
    assert.equal(orderWorkflow.initial, 'draft');
    assert.equal(orderWorkflow.mayEdit, true);
    assert.equal((await gqlData(server, WORKFLOW, undefined, { as: DEMO_USER })).orderWorkflow.mayEdit, false);
    const birch = (await gqlData(server, WORKFLOW, undefined, { as: BIRCH_ADMIN })).orderWorkflow;
    assert.equal(birch.workflow, null);
    assert.deepEqual(birch.transitions, [
      { from: 'draft', to: 'abandoned' },
      { from: 'draft', to: 'paid' },
      { from: 'paid', to: 'picked' },
      { from: 'picked', to: 'fulfilled' },
    ]);
  });

  test('a workflow with a problem is a 400 naming it, and nothing is written', async () => {
    const path = `/workflows/${workflowId}`;
    const { document, head } = await ok(c.get(path));
    const withStates = (states: unknown[], transitions = document.transitions) => ({ ...document, states, transitions });
    const cases: [unknown, string][] = [
      [withStates([...document.states, { id: 'x', name: '  ' }]), 'Every state needs a name.'],
      [withStates([...document.states, { id: 'paid-twice', name: 'paid ' }]), 'Two states are named paid: give each state its own name.'],
      [withStates(document.states, [...document.transitions, { from: 'picked', to: 'shipped' }]), 'The transition picked → shipped joins a state the workflow does not have: shipped.'],
      [withStates(document.states.slice(1), document.transitions.slice(2)), 'The initial state Draft must stay the initial state: new orders start there.'],
      [withStates(document.states.map((s: { id: string }) => (s.id === 'paid' ? { ...s, start: true } : s))), 'Only one state can be the initial state, not Draft and Paid.'],
    ];
    for (const [body, message] of cases) assertError(await c.put(path, body), 400, message);
    assert.equal(await headOf(path), head);
    // through GraphQL the same, naming the argument
    const { updateWorkflow } = await gqlData(server, 'mutation ($id: ID!, $d: WorkflowDocumentInput!) { updateWorkflow(id: $id, document: $d) { errors { field code message } } }', {
      id: workflowId,
      d: withStates([...document.states, { id: 'x', name: 'Draft' }]),
    });
    assert.deepEqual(updateWorkflow.errors, [{ field: 'document.states', code: 'BAD_REQUEST', message: 'Two states are named Draft: give each state its own name.' }]);
  });

  test('a saved workflow is what orders follow next: a transition taken away is refused, a new one allowed', async () => {
    const path = `/workflows/${workflowId}`;
    const { document, head } = await ok(c.get(path));
    const picked = order('OA-1001');
    assert.equal((await ok(c.patch(picked, { state: 'picked' }))).document.state, 'picked');
    // Packed goes between Picked and Fulfilled
    const next = {
      ...document,
      states: [...document.states, { id: 'packed', name: 'Packed' }],
      transitions: [...document.transitions.filter((t: { from: string }) => t.from !== 'picked'), { from: 'picked', to: 'packed' }, { from: 'packed', to: 'fulfilled' }],
    };
    // a save over someone else's is refused (412), as every versioned write
    const { updateWorkflow: stale } = await gqlData(server, 'mutation ($id: ID!, $d: WorkflowDocumentInput!, $h: Int) { updateWorkflow(id: $id, document: $d, expectedHead: $h) { errors { code } } }', { id: workflowId, d: next, h: head - 1 });
    assert.deepEqual(stale.errors, [{ code: 'PRECONDITION_FAILED' }]);
    const saved = await ok(c.put(path, next, { 'if-match': `"${head}"` }));
    assert.equal(saved.head, head + 1);
    assertError(await c.patch(picked, { state: 'fulfilled' }), 409, 'The order workflow does not allow Picked → Fulfilled.');
    assert.deepEqual((await standing('OA-1001')).nextStates, [{ id: 'packed' }]);
    assert.equal((await ok(c.patch(picked, { state: 'packed' }))).document.state, 'packed');
    assert.equal((await ok(c.patch(picked, { state: 'fulfilled' }))).document.state, 'fulfilled');
  });

  test("another workspace's orders follow its own workflow", async () => {
    const birch = client(server, { as: BIRCH_ADMIN });
    const created = await ok(birch.post('/orders', { reference: 'BC-1', status: 'received', lineItems: [] }), 201);
    // the demo's Packed is not Birch's: Birch has §4's default
    assertError(await birch.patch(`/orders/${created.id}`, { state: 'packed' }), 400, 'state must be one of');
    assertError(await birch.patch(`/orders/${created.id}`, { state: 'picked' }), 409, 'Draft → Picked');
    assert.equal((await ok(birch.patch(`/orders/${created.id}`, { state: 'paid' }))).document.state, 'paid');
    // Birch's first workflow of its own is what its orders follow from then on; an order in a state it
    // does not have may only go back to its initial state
    await ok(birch.post('/workflows', { name: 'Birch orders', states: [{ id: 'new', name: 'New', start: true }, { id: 'made', name: 'Made' }], transitions: [{ from: 'new', to: 'made' }] }), 201);
    assertError(await birch.patch(`/orders/${created.id}`, { state: 'made' }), 409, 'The order workflow does not allow paid → Made.');
    assert.equal((await ok(birch.patch(`/orders/${created.id}`, { state: 'new' }))).document.state, 'new');
    assert.equal((await ok(birch.patch(`/orders/${created.id}`, { state: 'made' }))).document.state, 'made');
  });
});
