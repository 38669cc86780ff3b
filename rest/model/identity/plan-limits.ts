import { w, type Store } from '../../store/port.ts';
import type { WorkspaceRow } from '../directory.ts';
import { forbidden } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { allows, limitsOf, planOf } from './plans.ts';

/**
 * The server side of application.md §9's plan table. What each limit counts:
 * - maxConfigurators: the workspace's published configurators (drafts too; archived ones not);
 * - canPublish: a configurator's `published: true`;
 * - maxProductsPerConfigurator: the distinct modules ("products" on the products page) a product offers;
 * - generativeModularDesign: populations (generated, evolved configurations);
 * - maxUsers: staff members, i.e. every role but guest (customers are not counted), plus pending staff invitations.
 * An exceeded limit is a 403 naming the limit and the plan.
 */
const describe = (workspace: WorkspaceRow) => `plan ${planOf(workspace.plan)} of workspace ${workspace.alias}`;

const distinctModules = (document: any): number =>
  new Set((document?.categoryModules ?? []).flatMap((c: any) => (c?.modules ?? []).map((m: any) => m?.id))).size;

/** Checks a resource write against the plan of its workspace; `previous` is the head document (null when creating). */
export async function assertResourceWithinPlan(
  store: Store,
  workspace: WorkspaceRow,
  kind: KindDef,
  next: Record<string, unknown>,
  previous: Record<string, unknown> | null,
): Promise<void> {
  const limits = limitsOf(workspace.plan);
  if (kind.collection === 'publishedconfigurators') {
    if (!previous) {
      const count = (await store.count(kind.collection, w.and(w.eq('workspace', workspace.alias), w.eq('deleted', false)))) + 1;
      if (!allows(limits.maxConfigurators, count)) {
        throw forbidden(`The ${describe(workspace)} allows ${limits.maxConfigurators} configurator${limits.maxConfigurators === 1 ? '' : 's'} (maxConfigurators): upgrade to add another`);
      }
    }
    if (next.published === true && previous?.published !== true && !limits.canPublish) {
      throw forbidden(`The ${describe(workspace)} does not allow publishing a configurator (canPublish)`);
    }
  }
  if (kind.collection === 'products') {
    const count = distinctModules(next);
    // a product left over the limit by a downgrade can still be edited, as long as it does not grow
    if (!allows(limits.maxProductsPerConfigurator, count) && count > distinctModules(previous)) {
      throw forbidden(`The ${describe(workspace)} allows ${limits.maxProductsPerConfigurator} products per configurator (maxProductsPerConfigurator): this one would offer ${count}`);
    }
  }
  if (kind.collection === 'populations' && !previous && !limits.generativeModularDesign) {
    throw forbidden(`The ${describe(workspace)} does not include generative modular design (generativeModularDesign)`);
  }
}

/** Whether `staff` members fit the workspace's maxUsers. */
export function assertStaffWithinPlan(workspace: WorkspaceRow, staff: number): void {
  const { maxUsers } = limitsOf(workspace.plan);
  if (!allows(maxUsers, staff)) {
    throw forbidden(`The ${describe(workspace)} allows ${maxUsers} user${maxUsers === 1 ? '' : 's'} (maxUsers): this would make ${staff}`);
  }
}
