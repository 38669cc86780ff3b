/**
 * The order workflow's rules as the server enforces them: the rules themselves are shared with the
 * /workflow editor (rules/order-workflow.ts); here they become DomainErrors. Order documents carry their
 * workflow state by id (`state`); messages name states by their names.
 */
import type { Static } from '@sinclair/typebox';
import { initialStateProblem, nextStates, orderState, workflowProblem, type Workflow } from '../../../rules/order-workflow.ts';
import { badRequest, conflict } from '../errors.ts';
import type { workflowKind } from '../kinds/workflow.kind.ts';

export type WorkflowDocument = Static<typeof workflowKind.schema>;

/** Refuses a state the workflow does not have (a 400 naming the field): a new order may start in any state it has. */
export function assertKnownState(workflow: Workflow, state: string): void {
  if (workflow.states.some((known) => known.id === state)) return;
  const known = workflow.states.map((s) => s.id).join(', ');
  throw badRequest(`state must be one of the order workflow's states (${known}), not ${state}`, { field: 'state' });
}

/**
 * Refuses an order's move from one state to another that the workflow does not have: a 400 naming the
 * field for a state it does not know, a 409 naming the transition for one it does not allow.
 */
export function assertTransition(workflow: Workflow, from: unknown, to: unknown): void {
  const before = orderState(workflow, from);
  const after = orderState(workflow, to);
  if (before.id === after.id) return;
  assertKnownState(workflow, after.id);
  if (!nextStates(workflow, before.id).some((state) => state.id === after.id)) {
    throw conflict(`The order workflow does not allow ${before.name} → ${after.name}.`, { from: before.id, to: after.id });
  }
}

/**
 * Refuses a workflow with a problem (400, about its states or transitions); for the workflow orders
 * follow (`previous` given), also one that changes its initial state, where orders start and orders
 * without a state are.
 */
export function assertWorkflow(next: Workflow, previous: Workflow | null): void {
  const problem = workflowProblem(next);
  if (problem) throw badRequest(problem.message, { field: problem.field });
  const moved = previous && initialStateProblem(previous, next);
  if (moved) throw badRequest(moved, { field: 'states' });
}
