/**
 * Which workflow a workspace's orders follow, and the write effect that holds orders and that workflow
 * to the rules of order-workflow.ts, inside every write (REST, GraphQL, copies and merges alike).
 */
import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { writableWorkspaces } from '../identity/actor.ts';
import { forbidden } from '../errors.ts';
import { headMoved, type VersionWritten, type WriteEffect } from '../effects/write-effects.ts';
import { orderKind } from '../kinds/order.kind.ts';
import { workflowKind } from '../kinds/workflow.kind.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import { DEFAULT_ORDER_WORKFLOW } from '../../../rules/order-workflow.ts';
import { assertKnownState, assertTransition, assertWorkflow, type WorkflowDocument } from './order-workflow.ts';

/** The workflow a workspace's orders follow: its oldest workflow not deleted; null when it has none. */
export async function orderWorkflowHead(store: Store, workspace: string): Promise<HeadRow | null> {
  const [head] = await store.find(workflowKind.collection, {
    where: w.and(w.eq('workspace', workspace), w.eq('deleted', false)),
    sort: [{ field: 'created', dir: 'asc' }],
    limit: 1,
  });
  return (head as HeadRow | undefined) ?? null;
}

/** The workspace's order workflow as its orders follow it: the resource's head, or §4's default. */
export interface OrderWorkflow {
  /** the workflow resource; null while the workspace has none (the default applies) */
  resource: { id: string; head: number } | null;
  document: WorkflowDocument;
}

export async function orderWorkflowOf(store: Store, workspace: string): Promise<OrderWorkflow> {
  const head = await orderWorkflowHead(store, workspace);
  return head ? { resource: { id: head.id, head: head.head }, document: head.document as WorkflowDocument } : { resource: null, document: DEFAULT_ORDER_WORKFLOW };
}

/** Reading the order workflow for the screens: the orders screens' transitions and the /workflow editor. */
export class OrderWorkflows {
  constructor(private readonly rt: Runtime) {}

  /** The workflow of the actor's current workspace, and whether they may change it (admins and editors). */
  async current(actor: Actor): Promise<OrderWorkflow & { mayEdit: boolean }> {
    if (!actor.memberships.some((m) => m.workspace === actor.workspace)) throw forbidden('Only members of a workspace see its order workflow');
    return { ...(await orderWorkflowOf(this.rt.store, actor.workspace)), mayEdit: writableWorkspaces(actor).includes(actor.workspace) };
  }

  /** The workflow the orders of `workspace` follow, for orders the caller has already been allowed to read. */
  of(workspace: string): Promise<OrderWorkflow> {
    return orderWorkflowOf(this.rt.store, workspace);
  }
}

async function checkOrder(tx: Store, { oldHead, newHead }: VersionWritten): Promise<void> {
  const before = oldHead?.document.state;
  const after = newHead.document.state;
  if (oldHead ? before === after : after === undefined) return;
  const { document } = await orderWorkflowOf(tx, newHead.workspace);
  if (!oldHead) assertKnownState(document, after as string);
  else assertTransition(document, before, after);
}

async function checkWorkflow(tx: Store, { id, oldHead, newHead }: VersionWritten): Promise<void> {
  // only the workflow orders follow must keep its initial state: orders start there
  const governs = oldHead !== null && (await orderWorkflowHead(tx, newHead.workspace))?.id === id;
  assertWorkflow(newHead.document as WorkflowDocument, governs ? (oldHead.document as WorkflowDocument) : null);
}

/**
 * A write effect: an order's state moves only along the workflow of its workspace (409 naming the
 * transition otherwise), and a workflow is valid (400 naming the problem); a refusal writes nothing.
 * Only writes that move the head count: a branch changes no order's state.
 */
export const orderWorkflowRules: WriteEffect = {
  name: 'order workflow',
  appliesTo: (kind) => kind.collection === orderKind.collection || kind.collection === workflowKind.collection,
  async beforeVersion(tx, written) {
    if (!headMoved(written)) return;
    await (written.kind.collection === orderKind.collection ? checkOrder(tx, written) : checkWorkflow(tx, written));
  },
};
