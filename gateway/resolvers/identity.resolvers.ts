import type { Actor, Membership as MembershipRow } from '../../rest/model/identity/actor.ts';
import { notFound } from '../../rest/model/errors.ts';
import type { UserRow, WorkspaceRow } from '../../rest/model/identity/directory.ts';
import { limitsOf, planOf } from '../../rest/model/identity/plans.ts';
import { assertMayKnowWorkspace } from '../../rest/model/identity/workspaces.ts';
import { avatarUrlOf } from '../../rest/model/identity/views.ts';
import type { GatewayContext } from '../context.ts';

/** What Me resolves from: the actor of the request (its memberships and current workspace). */
export interface MeParent {
  actor: Actor;
}

const workspaceOf = async ({ model }: GatewayContext, alias: string): Promise<WorkspaceRow> => {
  const row = await model.directory.workspace(alias);
  if (!row) throw notFound(`workspace ${alias} was not found`);
  return row;
};

/** A field of a workspace that only its members may read (another workspace's published configurator names it). */
export const membersOnly =
  <T>(what: string, read: (row: WorkspaceRow, context: GatewayContext) => T) =>
  (row: WorkspaceRow, _: unknown, context: GatewayContext): T => {
    assertMayKnowWorkspace(context.actor, row.alias, what);
    return read(row, context);
  };

export const Workspace = {
  alias: (row: WorkspaceRow) => row.alias,
  color: (row: WorkspaceRow) => row.color,
  suspended: (row: WorkspaceRow) => row.suspended !== undefined,
  themeId: membersOnly('theme', (row: WorkspaceRow & { themeId?: string }) => row.themeId ?? null),
  plan: membersOnly('plan', (row) => planOf(row.plan)),
  limits: membersOnly('plan', (row) => limitsOf(row.plan)),
};

export const User = {
  roles: (user: Pick<UserRow, 'email' | 'memberships'>, _: unknown, { actor }: GatewayContext) =>
    user.memberships.find((m) => m.workspace === actor.workspace)?.roles ?? [],
  signupDate: (user: Partial<UserRow>) => user.signupDate ?? null,
  signupMethod: (user: Partial<UserRow>) => user.signupMethod ?? null,
  avatarUrl: (user: Pick<UserRow, 'email'>, _: unknown, { actor }: GatewayContext) => avatarUrlOf(user.email, actor),
};

export const Me = {
  user: ({ actor }: MeParent) => ({ email: actor.email, name: actor.name, memberships: actor.memberships }),
  memberships: ({ actor }: MeParent) => actor.memberships,
  workspace: ({ actor }: MeParent, _: unknown, context: GatewayContext) => workspaceOf(context, actor.workspace),
  superadmin: ({ actor }: MeParent, _: unknown, { model }: GatewayContext) => model.directory.isSuperadmin(actor.email),
  welcomeShown: ({ actor }: MeParent, _: unknown, { model }: GatewayContext) => model.identity.users.welcomeShown(actor),
};

export const Membership = {
  workspace: (membership: MembershipRow, _: unknown, context: GatewayContext) => workspaceOf(context, membership.workspace),
};

export const identityQueries = {
  me: (_: unknown, __: unknown, { actor }: GatewayContext): MeParent => ({ actor }),
  workspaces: async (_: unknown, __: unknown, context: GatewayContext) =>
    Promise.all(context.actor.memberships.map((m) => workspaceOf(context, m.workspace))),
};

export const identityMutations = {
  /** The current workspace belongs to the session: this session switches, and new sessions start there. */
  switchWorkspace: async (_: unknown, { alias }: { alias: string }, { actor, model }: GatewayContext): Promise<MeParent> => {
    await model.identity.workspaces.switch(actor, alias);
    return { actor: { ...actor, workspace: alias } };
  },
  markWelcomeShown: async (_: unknown, __: unknown, { actor, model }: GatewayContext): Promise<MeParent> => {
    await model.identity.users.markWelcomeShown(actor);
    return { actor };
  },
};
