import { Type } from '@sinclair/typebox';
import { ROLES, type Role } from '../model/identity/actor.ts';
import { badRequest } from '../model/errors.ts';
import { InvitationCode } from '../model/identity/invitations.ts';
import { AcceptBody } from '../model/identity/sign-in.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import { answerSignedIn } from './auth.routes.ts';
import { InvitationViewSchema, InvitedUserSchema, MeSchema } from './identity.schemas.ts';
import { defineOperation } from './operation.ts';

const shared = { group: '', tag: 'invitations' } as const;
const CodeParams = Obj({ code: InvitationCode });

/**
 * Invitations (rest-api.md §7.1, §7.5) and their acceptance: the web screen at /invitation/{code}
 * reads the invitation and accepts it (with a password, or GET /api/auth/{provider}?invitation={code}).
 */
export const invitationOperations = [
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/users/invitations',
    operationId: 'inviteUsers',
    access: 'editor',
    summary: 'Invite people into the current workspace: a plain-text body of e-mails separated by ; or ,',
    description: 'role may be repeated (default user); admins grant any role, editors invite guests only. domain names a configurator of the workspace (its joineryDomain or customerDomain) a customer is invited to. Answers the invited users; members already there are skipped. Each gets an e-mail with the link /invitation/{code}.',
    query: Obj({
      role: Type.Optional(Type.Array(Type.String({ enum: [...ROLES] }), { maxItems: 4 })),
      domain: Type.Optional(Type.String({ maxLength: 253 })),
    }),
    body: Type.String({ maxLength: 100_000, description: 'e-mail addresses separated by ; or ,' }),
    bodyKind: 'text',
    response: Type.Array(InvitedUserSchema),
    answer: 'added',
    errors: [400, 401, 403],
    rateLimited: 'recipients per workspace (RATE_LIMIT_INVITATIONS, default 200/hour); one request names at most 50',
    call: (model, { actor, query, body, reportLimit }) => {
      if (typeof body !== 'string') throw badRequest('body must be plain text (Content-Type: text/plain): e-mail addresses separated by ; or ,');
      return model.identity.invitations.invite(actor, { text: body, roles: query.role as Role[] | undefined, domain: query.domain }, undefined, reportLimit);
    },
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/users/invitations',
    operationId: 'listInvitations',
    access: 'admin',
    summary: "The current workspace's pending invitations",
    response: Type.Array(InvitedUserSchema),
    answer: 'json',
    errors: [401, 403],
    call: (model, { actor }) => model.identity.invitations.list(actor),
  }),
  defineOperation({
    ...shared,
    method: 'DELETE',
    path: '/api/users/invitations/{code}',
    operationId: 'revokeInvitation',
    summary: 'Revoke an invitation (an admin of its workspace, or whoever sent it)',
    params: CodeParams,
    answer: 'noContent',
    errors: [400, 401, 404],
    call: async (model, { actor, params }) => {
      await model.identity.invitations.revoke(actor, params.code);
    },
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/users/invitations/{code}/resend',
    operationId: 'resendInvitation',
    access: 'admin',
    summary: 'Mail a pending invitation again, with its 14 days to accept started afresh',
    params: CodeParams,
    response: InvitedUserSchema,
    answer: 'json',
    errors: [400, 401, 403, 404],
    call: (model, { actor, params }) => model.identity.invitations.resend(actor, params.code),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/users/invitations/{code}',
    operationId: 'getInvitation',
    access: 'public',
    summary: 'An invitation as the invited person sees it, for the acceptance screen',
    params: CodeParams,
    response: InvitationViewSchema,
    answer: 'json',
    errors: [400, 404],
    call: (model, { params }) => model.identity.invitations.describe(params.code),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/users/invitations/{code}/accept',
    operationId: 'acceptInvitation',
    access: 'public',
    summary: 'Accept an invitation: join its workspace with its roles, signed in',
    description: 'A new account gives name and password (application.md §5 rule). An existing account gives its password, or is signed in as the invited e-mail already. To use a provider instead, open GET /api/auth/{provider}?invitation={code}.',
    params: CodeParams,
    body: AcceptBody,
    bodyOptional: true,
    response: MeSchema,
    answer: 'json',
    errors: [400, 401, 403, 404],
    rateLimited: 'password attempts of an existing account, as sign-in counts them (RATE_LIMIT_SIGN_IN)',
    call: async (model, { actor, params, body, cookies, request, reportLimit }) => {
      const signedInAs = actor.via === 'session' ? actor.email : undefined;
      const started = await model.identity.signIn.acceptInvitation(params.code, body, signedInAs, request.ip, reportLimit);
      if (started) return answerSignedIn(model, cookies, started);
      // signed in already: this session moves to the workspace just joined, as a new one would start there
      const joined = await model.directory.actorFor(actor.email);
      await model.identity.sessions.setWorkspace(actor.sessionId!, joined.workspace);
      return model.identity.users.me({ ...joined, via: 'session', sessionId: actor.sessionId });
    },
  }),
];
