import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Model } from '../model/model.ts';
import { authRoutes } from './auth.routes.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { providerRoutes } from './provider.routes.ts';
import { tokenRoutes } from './tokens.routes.ts';
import { avatarRoutes, userRoutes } from './users.routes.ts';
import { workspaceRoutes } from './workspaces.routes.ts';

/** Identity and access: sign-in (password and providers), users and avatars, API tokens, invitations, workspaces. */
export async function identityRoutes(app: FastifyInstance, { model, config }: { model: Model; config: Config }): Promise<void> {
  await app.register(authRoutes, { model, config });
  await app.register(providerRoutes, { model, config });
  await app.register(userRoutes, { model, config });
  await app.register(avatarRoutes, { model });
  await app.register(tokenRoutes, { model });
  await app.register(invitationRoutes, { model, config });
  await app.register(workspaceRoutes, { model });
}
