/**
 * The acting user of every model call: who signed in (session or API token), or the anonymous actor
 * of a signed-out request to a public operation, which reads only public things.
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
  /** how the request proved who it is; absent for actors made inside the server (seeds, tests) */
  via?: 'session' | 'token' | 'anonymous';
  /** the stored id of the session the request came with: the current workspace belongs to it */
  sessionId?: string;
  /** an API token's scope: a read token may only read */
  scope?: 'read' | 'read-write';
  /** the e-mail's domain is one of SUPERADMIN_DOMAINS */
  superadmin?: boolean;
}

/** A signed-out caller of a public operation: no e-mail, no workspace, so only public things are readable. */
export const ANONYMOUS: Actor = Object.freeze({ email: '', name: 'Anonymous', workspace: '', memberships: [], via: 'anonymous' as const });

export const isAnonymous = (actor: Actor) => actor.via === 'anonymous' || actor.email === '';

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
