import { w } from '../../store/port.ts';
import { WORKSPACES, type WorkspaceRow } from './directory.ts';
import { DomainError } from '../errors.ts';
import { headMoved, type WriteEffect } from '../effects/write-effects.ts';
import { allows, limitsOf, planName, UPGRADE_PATH } from './plans.ts';

/**
 * The server side of application.md §9's plan table. The limits on resources are the kinds' own
 * (`planLimit` in publishedconfigurator, product and population .kind.ts); maxUsers counts staff
 * members, i.e. every role but guest (customers are not counted), plus pending staff invitations.
 * An exceeded limit is a 403 in plain words ('Your Startup plan allows 2 configurators. Upgrade to add
 * more.'), without field names, carrying `upgrade`: where the way out is.
 */
const planRefusal = (workspace: Pick<WorkspaceRow, 'plan'>, refusal: string) =>
  new DomainError('FORBIDDEN', `Your ${planName(workspace.plan)} plan ${refusal}`, { upgrade: UPGRADE_PATH });

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
    if (refusal) throw planRefusal(workspace, refusal);
  },
};

/** Whether `staff` members fit the workspace's maxUsers. */
export function assertStaffWithinPlan(workspace: WorkspaceRow, staff: number): void {
  const { maxUsers } = limitsOf(workspace.plan);
  if (!allows(maxUsers, staff)) {
    throw planRefusal(workspace, `allows ${maxUsers} user${maxUsers === 1 ? '' : 's'}, and this would make ${staff}. Upgrade to add more.`);
  }
}
