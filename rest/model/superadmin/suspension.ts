/**
 * A suspended workspace (issue 22 §4; docs/decisions-pending/superadmin.md): its members still sign in
 * and read its work, but nothing in it changes, and its storefronts answer 'Configurator unavailable'.
 * Every write and delete of a resource passes the write effect below, whoever makes it (staff, a
 * storefront customer, a task), so one check holds for REST, GraphQL and the storefront alike.
 */
import { CONFIGURATOR_UNAVAILABLE, suspendedMessage } from '../../../rules/workspace-suspension.ts';
import { w, type Store } from '../../store/port.ts';
import type { WriteEffect } from '../effects/write-effects.ts';
import { forbidden, notFound } from '../errors.ts';
import { WORKSPACES, type WorkspaceRow } from '../identity/directory.ts';

/** The plain refusal a write in a suspended workspace meets. */
export const suspendedRefusal = (name: string) => forbidden(suspendedMessage(name));

async function suspendedWorkspace(store: Store, alias: string): Promise<WorkspaceRow | null> {
  const row = (await store.findOne(WORKSPACES, w.eq('id', alias))) as WorkspaceRow | null;
  return row?.suspended ? row : null;
}

/** A write effect: no version is written and nothing deleted in a suspended workspace (403 in plain words). */
export const workspaceSuspension: WriteEffect = {
  name: 'workspace suspension',
  async beforeVersion(tx, written) {
    const suspended = await suspendedWorkspace(tx, written.newHead.workspace);
    if (suspended) throw suspendedRefusal(suspended.name);
  },
  // the delete's rows are changed already: the refusal rolls the whole transaction back
  async onRemove(tx, removed) {
    const suspended = await suspendedWorkspace(tx, removed.head.workspace);
    if (suspended) throw suspendedRefusal(suspended.name);
  },
};

/** A storefront of a suspended workspace is 404 'Configurator unavailable' (not 'not published': it will be back). */
export async function assertStorefrontOpen(
  store: Store,
  workspace: string,
  /** how the workspace's row is read: from the store, or kept (the storefront's public reads, storefront-reads.ts) */
  rowOf: (alias: string) => Promise<Pick<WorkspaceRow, 'suspended'> | null> = (alias) => suspendedWorkspace(store, alias),
): Promise<void> {
  if ((await rowOf(workspace))?.suspended) throw notFound(CONFIGURATOR_UNAVAILABLE);
}
