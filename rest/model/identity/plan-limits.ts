import { w } from '../../store/port.ts';
import { WORKSPACES, type WorkspaceRow } from './directory.ts';
import { forbidden } from '../errors.ts';
import { headMoved, type WriteEffect } from '../effects/write-effects.ts';
import { allows, limitsOf, planOf } from './plans.ts';

/**
 * The server side of application.md §9's plan table. The limits on resources are the kinds' own
 * (`planLimit` in publishedconfigurator, product and population .kind.ts); maxUsers counts staff
 * members, i.e. every role but guest (customers are not counted), plus pending staff invitations.
 * An exceeded limit is a 403 naming the limit and the plan.
 */
const describe = (workspace: WorkspaceRow) => `plan ${planOf(workspace.plan)} of workspace ${workspace.alias}`;

/**
 * A write effect: a write that moves the head is checked against the plan of the resource's workspace
 * (a workspace without a row is on FREE), by the kind's own `planLimit`; a refusal is a 403 that undoes the write.
 */
export const planLimits: WriteEffect = {
  name: 'plan limits',
  appliesTo: (kind) => kind.planLimit !== undefined,
  async beforeVersion(tx, written) {
    if (!headMoved(written)) return;
    const { kind, newHead } = written;
    const workspace = ((await tx.findOne(WORKSPACES, w.eq('id', newHead.workspace))) as WorkspaceRow | null) ?? ({ alias: newHead.workspace, plan: 'FREE' } as WorkspaceRow);
    const refusal = await kind.planLimit!({
      limits: limitsOf(workspace.plan),
      next: newHead.document,
      previous: written.oldHead?.document ?? null,
      // the new head is not written yet: the others, and this one
      countInWorkspace: async () => (await tx.count(kind.collection, w.and(w.eq('workspace', workspace.alias), w.eq('deleted', false)))) + 1,
    });
    if (refusal) throw forbidden(`The ${describe(workspace)} ${refusal}`);
  },
};

/** Whether `staff` members fit the workspace's maxUsers. */
export function assertStaffWithinPlan(workspace: WorkspaceRow, staff: number): void {
  const { maxUsers } = limitsOf(workspace.plan);
  if (!allows(maxUsers, staff)) {
    throw forbidden(`The ${describe(workspace)} allows ${maxUsers} user${maxUsers === 1 ? '' : 's'} (maxUsers): this would make ${staff}`);
  }
}
