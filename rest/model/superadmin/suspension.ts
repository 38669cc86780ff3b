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

/**
 * The workspaces a write found not suspended, while no other connection has committed since
 * (Store.othersCommitStamp): a suspension made elsewhere moves that stamp, and one made here forgets
 * them (setSuspension). So a write reads its workspace's row once per stamp, not every time: with one
 * server, once until the next suspension; with several over one database, after any of the others commits.
 */
let openWorkspaces: { stamp: string; aliases: Set<string> } | undefined;

/** Refuses a write inside `tx` when its workspace is suspended, as the write's own transaction sees it. */
async function assertWritable(tx: Store, alias: string): Promise<void> {
  const stamp = tx.othersCommitStamp();
  // the set this transaction's stamp vouches for, held here: another store's transaction may replace the slot meanwhile
  const open = stamp === undefined ? undefined : openWorkspaces?.stamp === stamp ? openWorkspaces.aliases : (openWorkspaces = { stamp, aliases: new Set() }).aliases;
  if (open?.has(alias)) return;
  const suspended = await suspendedWorkspace(tx, alias);
  if (suspended) throw suspendedRefusal(suspended.name);
  open?.add(alias);
}

/** Suspends a workspace (`suspended` says when and by whom) or, with null, resumes it, inside `tx`. */
export async function setSuspension(tx: Store, alias: string, suspended: WorkspaceRow['suspended'] | null): Promise<void> {
  // this process's own commits do not move the stamp: it forgets what it knew itself
  openWorkspaces = undefined;
  await tx.update(WORKSPACES, w.eq('id', alias), suspended ? { set: { suspended } } : { unset: ['suspended'] });
}

/** A write effect: no version is written and nothing deleted in a suspended workspace (403 in plain words). */
export const workspaceSuspension: WriteEffect = {
  name: 'workspace suspension',
  beforeVersion: (tx, written) => assertWritable(tx, written.newHead.workspace),
  // the delete's rows are changed already: the refusal rolls the whole transaction back
  onRemove: (tx, removed) => assertWritable(tx, removed.head.workspace),
};

/** A storefront of a suspended workspace is 404 'Configurator unavailable' (not 'not published': it will be back). */
export async function assertStorefrontOpen(store: Store, workspace: string): Promise<void> {
  if (await suspendedWorkspace(store, workspace)) throw notFound(CONFIGURATOR_UNAVAILABLE);
}
