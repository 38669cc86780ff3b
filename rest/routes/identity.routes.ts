import { accountOperations, billingOperations, providerLinkOperations } from './account.routes.ts';
import { authOperations } from './auth.routes.ts';
import { invitationOperations } from './invitations.routes.ts';
import { providerOperations } from './provider.routes.ts';
import { tokenOperations } from './tokens.routes.ts';
import { avatarOperations, userOperations } from './users.routes.ts';
import { workspaceOperations } from './workspaces.routes.ts';

/** Identity and access: sign-in (password and providers), users and avatars, API tokens, invitations, workspaces. */
export const identityOperations = [
  ...authOperations,
  ...providerOperations,
  ...userOperations,
  ...avatarOperations,
  ...tokenOperations,
  ...invitationOperations,
  ...workspaceOperations,
  ...accountOperations,
  ...providerLinkOperations,
  ...billingOperations,
];
