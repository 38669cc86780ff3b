/**
 * The order workflow (schema/workflow.graphql): the workflow the workspace's orders follow, for the
 * /workflow editor, and where each order stands in it and may go next, for the orders screens. The rules
 * are the model's (rest/model/orders/); a workspace's workflow is read once per request.
 */
import { initialState, nextStates, orderState } from '../../rules/order-workflow.ts';
import type { OrderWorkflow } from '../../rest/model/orders/order-workflows.ts';
import type { GatewayContext } from '../context.ts';
import type { Loaders, ResourceNode, RowNode } from '../loaders.ts';

/** Each request's order workflows by workspace (a page of orders reads its workspace's once). */
const readPerRequest = new WeakMap<Loaders, Map<string, Promise<OrderWorkflow>>>();

function workflowOf(workspace: string, { model, loaders }: GatewayContext): Promise<OrderWorkflow> {
  let read = readPerRequest.get(loaders);
  if (!read) readPerRequest.set(loaders, (read = new Map()));
  let workflow = read.get(workspace);
  if (!workflow) read.set(workspace, (workflow = model.orderWorkflows.of(workspace)));
  return workflow;
}

/** Where an order is and whose workflow it follows: an order read whole says both; a list row has its state, and its head says the workspace. */
async function orderOf(parent: ResourceNode | RowNode, context: GatewayContext): Promise<{ workspace: string; state: unknown }> {
  if ('document' in parent) return { workspace: parent.workspace, state: parent.document.state };
  // a list with `all` may hold orders of several workspaces
  const read = await context.loaders.heads('orders').load(parent.id);
  return { workspace: read?.node.workspace ?? context.actor.workspace, state: parent.data.state };
}

async function standing(parent: ResourceNode | RowNode, context: GatewayContext) {
  const order = await orderOf(parent, context);
  const { document } = await workflowOf(order.workspace, context);
  const state = orderState(document, order.state);
  return { state, next: nextStates(document, state.id) };
}

export const workflowQueries = {
  orderWorkflow: async (_: unknown, _args: unknown, context: GatewayContext) => {
    const { resource, document, mayEdit } = await context.model.orderWorkflows.current(context.actor);
    const read = resource && (await context.loaders.heads('workflows').load(resource.id));
    return { workflow: read?.node ?? null, states: document.states, transitions: document.transitions, initial: initialState(document).id, mayEdit };
  },
};

/** `workflowState` and `nextStates` of an order and of its list row. */
export const orderWorkflowFields = {
  workflowState: async (parent: ResourceNode | RowNode, _: unknown, context: GatewayContext) => (await standing(parent, context)).state,
  nextStates: async (parent: ResourceNode | RowNode, _: unknown, context: GatewayContext) => (await standing(parent, context)).next,
};
