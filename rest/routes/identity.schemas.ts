import { Type } from '@sinclair/typebox';
import { ROLES } from '../model/identity/actor.ts';
import { ACTIVITY_TYPES } from '../model/identity/activity.ts';
import { PLANS } from '../model/identity/plans.ts';
import { TOKEN_SCOPES } from '../model/identity/tokens.ts';
import { Obj } from '../model/kinds/common.schema.ts';

/** Response schemas of the identity routes (users, workspaces, tokens, invitations); requests are validated by the model's own schemas. */
const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
export const RoleSchema = Type.String({ enum: [...ROLES] });
export const EmailParam = Type.String({ format: 'email', maxLength: 254, description: 'an e-mail address' });

export const PlanLimitsSchema = Obj({
  canPublish: Type.Boolean(),
  maxConfigurators: Type.Integer(),
  maxUsers: Type.Integer(),
  maxProductsPerConfigurator: Type.Integer(),
  generativeModularDesign: Type.Boolean(),
}, { description: 'application.md §9; -1 is unlimited' });

const workspaceFields = {
  alias: Type.String(),
  name: Type.String(),
  color: Type.String(),
  themeId: Nullable(Type.String()),
  plan: Type.String({ enum: [...PLANS] }),
  limits: PlanLimitsSchema,
};
export const WorkspaceSchema = Obj(workspaceFields);
export const MyWorkspaceSchema = Obj({ ...workspaceFields, roles: Type.Array(RoleSchema) });
export const WorkspaceSummarySchema = Obj({
  ...workspaceFields,
  planName: Type.String({ description: 'as users read it: Startup' }),
  created: Timestamp,
  members: Type.Integer({ minimum: 0, description: 'everyone with a membership, customers included' }),
  staff: Type.Integer({ minimum: 0, description: 'members other than guests: what maxUsers counts' }),
  usage: Obj({ configurators: Type.Integer(), users: Type.Integer(), productsPerConfigurator: Type.Integer() }, { description: 'how much of each limit it uses' }),
  suspended: Type.Union([Obj({ at: Timestamp, by: Type.String() }), Type.Null()], { description: 'when and by whom it was suspended; null while it runs' }),
});

const userFields = {
  email: Type.String(),
  name: Type.String(),
  roles: Type.Array(RoleSchema, { description: 'roles in `workspace`' }),
  workspace: Type.String({ description: "the caller's current workspace" }),
  signupDate: Timestamp,
  signupMethod: Type.String({ description: "'Invitation', or the provider the account was made with" }),
  avatarUrl: Type.String(),
};
export const UserSchema = Obj(userFields);
export const MeSchema = Obj({
  ...userFields,
  memberships: Type.Array(Obj({ workspace: WorkspaceSchema, roles: Type.Array(RoleSchema) })),
  superadmin: Type.Boolean(),
});

export const ActivitySchema = Obj({
  at: Timestamp,
  type: Type.String({ enum: [...ACTIVITY_TYPES] }),
  workspace: Nullable(Type.String()),
  detail: Nullable(Type.String()),
});

const tokenFields = {
  id: Type.String(),
  name: Type.String(),
  scope: Type.String({ enum: [...TOKEN_SCOPES] }),
  workspace: Type.String({ description: 'the workspace the token acts in' }),
  created: Timestamp,
  expires: Nullable(Timestamp),
  lastUsed: Nullable(Timestamp),
};
export const TokenSchema = Obj(tokenFields);
export const NewTokenSchema = Obj({ ...tokenFields, token: Type.String({ description: 'the secret: shown this once, send it as Authorization: Bearer …' }) });

export const InvitedUserSchema = Obj({
  code: Type.String(),
  email: Type.String(),
  workspace: Type.String(),
  roles: Type.Array(RoleSchema),
  domain: Nullable(Type.String()),
  invitedBy: Type.String(),
  expires: Timestamp,
});
export const InvitationViewSchema = Obj({
  email: Type.String(),
  roles: Type.Array(RoleSchema),
  domain: Nullable(Type.String()),
  expires: Timestamp,
  workspace: Obj({ alias: Type.String(), name: Type.String() }),
  account: Type.Boolean({ description: 'an account with this e-mail exists: accept with its password, or signed in as it' }),
});
