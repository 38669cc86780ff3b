import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ROLES, type Role } from '../model/actor.ts';
import { badRequest } from '../model/errors.ts';
import { InvitationCode } from '../model/identity/invitations.ts';
import { AcceptBody } from '../model/identity/sign-in.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import type { Model } from '../model/model.ts';
import { answerSignedIn } from './auth.routes.ts';
import { InvitationViewSchema, InvitedUserSchema, MeSchema } from './identity.schemas.ts';
import { errorResponses } from './schemas.ts';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, any>; Body: unknown }>;
const tags = ['invitations'];

/**
 * Invitations (rest-api.md §7.1, §7.5) and their acceptance: the web screen at /invitation/{code}
 * reads the invitation and accepts it (with a password, or GET /api/auth/{provider}?invitation={code}).
 */
export async function invitationRoutes(app: FastifyInstance, { model, config }: { model: Model; config: Config }): Promise<void> {
  const invitations = model.identity.invitations;
  app.post('/api/users/invitations', {
    config: { access: 'editor' },
    schema: {
      operationId: 'inviteUsers',
      tags,
      summary: 'Invite people into the current workspace: a plain-text body of e-mails separated by ; or ,',
      description: 'role may be repeated (default user); admins grant any role, editors invite guests only. domain names a configurator of the workspace (its joineryDomain or customerDomain) a customer is invited to. Answers the invited users; members already there are skipped. Each gets an e-mail with the link /invitation/{code}.',
      querystring: Obj({
        role: Type.Optional(Type.Array(Type.String({ enum: [...ROLES] }), { maxItems: 4 })),
        domain: Type.Optional(Type.String({ maxLength: 253 })),
      }),
      body: Type.String({ maxLength: 100_000, description: 'e-mail addresses separated by ; or ,' }),
      consumes: ['text/plain'],
      response: { 201: Type.Array(InvitedUserSchema), ...errorResponses(400, 401, 403) },
    },
  }, async (request: Req, reply) => {
    if (typeof request.body !== 'string') throw badRequest('body must be plain text (Content-Type: text/plain): e-mail addresses separated by ; or ,');
    const invited = await invitations.invite(request.actor, { text: request.body, roles: request.query.role as Role[] | undefined, domain: request.query.domain });
    reply.code(201);
    return invited;
  });

  app.get('/api/users/invitations', {
    config: { access: 'admin' },
    schema: { operationId: 'listInvitations', tags, summary: "The current workspace's pending invitations", response: { 200: Type.Array(InvitedUserSchema), ...errorResponses(401, 403) } },
  }, async (request) => invitations.list(request.actor));

  app.delete('/api/users/invitations/:code', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'revokeInvitation',
      tags,
      summary: 'Revoke an invitation (an admin of its workspace, or whoever sent it)',
      params: Obj({ code: InvitationCode }),
      response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
    },
  }, async (request: Req, reply) => {
    await invitations.revoke(request.actor, request.params.code);
    reply.code(204).send();
  });

  app.get('/api/users/invitations/:code', {
    config: { access: 'public' },
    schema: {
      operationId: 'getInvitation',
      tags,
      summary: 'An invitation as the invited person sees it, for the acceptance screen',
      params: Obj({ code: InvitationCode }),
      response: { 200: InvitationViewSchema, ...errorResponses(400, 404) },
    },
  }, async (request: Req) => invitations.describe(request.params.code));

  app.post('/api/users/invitations/:code/accept', {
    config: { access: 'public' },
    schema: {
      operationId: 'acceptInvitation',
      tags,
      summary: 'Accept an invitation: join its workspace with its roles, signed in',
      description: 'A new account gives name and password (application.md §5 rule). An existing account gives its password, or is signed in as the invited e-mail already. To use a provider instead, open GET /api/auth/{provider}?invitation={code}.',
      params: Obj({ code: InvitationCode }),
      body: { ...AcceptBody, 'x-optional-body': true },
      response: { 200: MeSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request: Req, reply) => {
    const signedInAs = request.actor.via === 'session' ? request.actor.email : undefined;
    const started = await model.identity.signIn.acceptInvitation(request.params.code, request.body, signedInAs, request.ip);
    if (started) return answerSignedIn(model, config, reply, started);
    // signed in already: this session moves to the workspace just joined, as a new one would start there
    const actor = await model.directory.actorFor(request.actor.email);
    await model.identity.sessions.setWorkspace(request.actor.sessionId!, actor.workspace);
    return model.identity.users.me({ ...actor, via: 'session', sessionId: request.actor.sessionId });
  });
}
