import type { Actor, Role } from './actor.ts';
import type { UserRow, WorkspaceRow } from './directory.ts';
import { limitsOf, planOf, type Plan, type PlanLimits } from './plans.ts';

/** A user as others see them: in one workspace (the caller's current one). */
export interface UserView {
  email: string;
  name: string;
  /** roles in `workspace` */
  roles: Role[];
  workspace: string;
  signupDate: string;
  signupMethod: string;
  avatarUrl: string;
}

export interface WorkspaceView {
  alias: string;
  name: string;
  color: string;
  themeId: string | null;
  plan: Plan;
  limits: PlanLimits;
}

/** The signed-in user: their current workspace (`workspace`), every membership and whether they are a superadmin. */
export interface MeView extends UserView {
  memberships: { workspace: WorkspaceView; roles: Role[] }[];
  superadmin: boolean;
}

export function workspaceView(row: WorkspaceRow): WorkspaceView {
  return { alias: row.alias, name: row.name, color: row.color, themeId: row.themeId ?? null, plan: planOf(row.plan), limits: limitsOf(row.plan) };
}

export function avatarUrlOf(email: string, viewer?: Actor): string {
  return viewer?.email === email ? '/api/users/me.png' : `/api/users/${encodeURIComponent(email)}.png`;
}

export function userView(user: UserRow, workspace: string, viewer?: Actor): UserView {
  return {
    email: user.email,
    name: user.name,
    roles: user.memberships.find((m) => m.workspace === workspace)?.roles ?? [],
    workspace,
    signupDate: user.signupDate,
    signupMethod: user.signupMethod,
    avatarUrl: avatarUrlOf(user.email, viewer),
  };
}
