import { w, type Where } from '../../store/port.ts';
import { isAdminOf, readableWorkspaces, rolesIn, writableWorkspaces, type Actor } from '../identity/actor.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import type { HeadRow } from './storage-layout.ts';

/**
 * Who may do what to a resource. Membership gives access within a workspace (guests none);
 * sharing grants give it to named users anywhere; public resources are readable by everyone.
 */
export interface Permissions {
  read: boolean;
  write: boolean;
  duplicate: boolean;
  share: boolean;
  delete: boolean;
}

type Access = Pick<HeadRow, 'workspace' | 'owner' | 'public' | 'readers' | 'writers' | 'duplicators'>;

export function permissionsOf(actor: Actor, head: Access): Permissions {
  const owner = head.owner === actor.email;
  const member = readableWorkspaces(actor).includes(head.workspace);
  const editor = writableWorkspaces(actor).includes(head.workspace);
  const admin = isAdminOf(actor, head.workspace);
  const write = owner || editor || head.writers.includes(actor.email);
  const read = write || member || head.public || head.readers.includes(actor.email) || head.duplicators.includes(actor.email);
  return {
    read,
    write,
    duplicate: read && (write || member || head.duplicators.includes(actor.email)),
    share: owner || admin,
    delete: owner || admin,
  };
}

/** Whether the actor reaches the resource only through membership of a workspace other than the current one. */
export function needsMultiWorkspace(actor: Actor, head: Access): boolean {
  if (head.workspace === actor.workspace || head.owner === actor.email || head.public) return false;
  const granted = head.readers.includes(actor.email) || head.writers.includes(actor.email) || head.duplicators.includes(actor.email);
  return !granted;
}

/**
 * The Where form of `read`, for lists of one collection. A published configurator is not in it: its
 * customers read the storefront's public projection (rest/model/storefront), never the staff resource.
 */
export function readableWhere(actor: Actor, ownedOutside = true): Where {
  return w.or(
    w.eq('public', true),
    // what the actor owns in the workspaces they read is read as theirs anyway (ownedOutside: whether they own any elsewhere)
    ownedOutside && w.eq('owner', actor.email),
    w.eq('readers', actor.email),
    w.eq('writers', actor.email),
    w.eq('duplicators', actor.email),
    w.in('workspace', readableWorkspaces(actor)),
  );
}

/** The Where form of `write`, for lists with canWrite. */
export function writableWhere(actor: Actor): Where {
  return w.or(w.eq('owner', actor.email), w.eq('writers', actor.email), w.in('workspace', writableWorkspaces(actor)));
}

export function grantsToAccess(grants: HeadRow['grants']): Pick<HeadRow, 'readers' | 'writers' | 'duplicators'> {
  const pick = (action: string) => [...new Set(grants.filter((g) => g.action === action).map((g) => g.email))];
  return { readers: pick('GrantedReadAccess'), writers: pick('GrantedWriteAccess'), duplicators: pick('Duplicated') };
}

/**
 * Who may create a resource of a kind in their current workspace (and then owns it): admins,
 * editors and users anything; guests what the kind lets them (guestCreatable: configurations and orders).
 */
export function mayCreate(actor: Actor, kind: KindDef): boolean {
  const roles = rolesIn(actor, actor.workspace);
  return roles.some((r) => r !== 'guest') || (roles.includes('guest') && kind.guestCreatable === true);
}
