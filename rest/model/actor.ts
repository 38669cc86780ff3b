/**
 * The acting user of every model call. Sign-in arrives later; until then the server acts as one demo
 * user, and every rule already asks the actor, so enforcement needs no change in routes.
 */
export type Role = 'admin' | 'editor' | 'user' | 'guest';
export const ROLES: readonly Role[] = ['admin', 'editor', 'user', 'guest'];

export interface Membership {
  workspace: string;
  roles: Role[];
}

export interface Actor {
  email: string;
  name: string;
  /** the workspace the user is working in now */
  workspace: string;
  memberships: Membership[];
}

export function rolesIn(actor: Actor, workspace: string): Role[] {
  return actor.memberships.find((m) => m.workspace === workspace)?.roles ?? [];
}

/** Workspaces whose resources the actor reads by membership (guests read only what is shared with them). */
export function readableWorkspaces(actor: Actor): string[] {
  return actor.memberships.filter((m) => m.roles.some((r) => r !== 'guest')).map((m) => m.workspace);
}

/** Workspaces whose resources the actor may change by membership. */
export function writableWorkspaces(actor: Actor): string[] {
  return actor.memberships.filter((m) => m.roles.some((r) => r === 'admin' || r === 'editor')).map((m) => m.workspace);
}

export function isAdminOf(actor: Actor, workspace: string): boolean {
  return rolesIn(actor, workspace).includes('admin');
}
