import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AVATAR_DEFAULT_SIZE, AVATAR_MAX_SIZE, AVATAR_MIN_SIZE, AVATAR_UPLOAD_MAX_BYTES } from '../model/identity/avatars.ts';
import { MyProfileBody, UserBody } from '../model/identity/users.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import type { Model } from '../model/model.ts';
import { ActivitySchema, EmailParam, MeSchema, UserSchema } from './identity.schemas.ts';
import { errorResponses } from './schemas.ts';
import { setSessionCookie } from './session-cookie.ts';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, any>; Body: unknown }>;
const tags = ['users'];

/** rest-api.md §7.5: the signed-in user, the workspace's users, and an admin's changes to them. */
export async function userRoutes(app: FastifyInstance, { model, config }: { model: Model; config: Config }): Promise<void> {
  const users = model.identity.users;
  app.get('/api/users/me', {
    config: { access: 'signedIn' },
    schema: { operationId: 'getMe', tags, summary: 'The signed-in user, their current workspace and memberships', response: { 200: MeSchema, ...errorResponses(401) } },
  }, async (request) => users.me(request.actor));

  app.put('/api/users/me', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'updateMe',
      tags,
      summary: 'Change your name or password',
      description: 'A new password follows the application.md §5 rule and needs the current one; it ends every session of yours and starts a fresh one for this browser.',
      body: MyProfileBody,
      response: { 200: MeSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request: Req, reply) => {
    const { me, passwordChanged } = await users.updateMe(request.actor, request.body);
    if (passwordChanged && request.actor.via === 'session') {
      const { secret } = await model.identity.sessions.start(request.actor.email, request.actor.workspace);
      setSessionCookie(reply, secret, config);
    }
    return me;
  });

  app.get('/api/users/me/activity', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'getMyActivity',
      tags,
      summary: 'What you did with your account (sign-ins, tokens, workspaces, invitations), newest first',
      querystring: Obj({
        from: Type.Optional(Type.String({ maxLength: 40, description: 'an ISO 8601 date or date-time' })),
        to: Type.Optional(Type.String({ maxLength: 40, description: 'an ISO 8601 date or date-time (a date includes that whole day)' })),
      }),
      response: { 200: Type.Array(ActivitySchema), ...errorResponses(400, 401) },
    },
  }, async (request: Req) => model.identity.activity.list(request.actor.email, request.query));

  app.get('/api/users', {
    config: { access: 'member' },
    schema: {
      operationId: 'listUsers',
      tags,
      summary: "The current workspace's team; with guests=true its guests (customers)",
      querystring: Obj({ guests: Type.Optional(Type.Boolean()) }),
      response: { 200: Type.Array(UserSchema), ...errorResponses(401, 403) },
    },
  }, async (request: Req) => users.list(request.actor, { guests: request.query.guests }));

  app.get('/api/users/:email', {
    config: { access: 'signedIn' },
    schema: { operationId: 'getUser', tags, summary: 'A member of your current workspace', params: Obj({ email: EmailParam }), response: { 200: UserSchema, ...errorResponses(401, 404) } },
  }, async (request: Req) => users.view(request.actor, request.params.email));

  app.put('/api/users/:email', {
    config: { access: 'admin' },
    schema: {
      operationId: 'updateUser',
      tags,
      summary: "Rename a member or change their roles in the current workspace",
      params: Obj({ email: EmailParam }),
      body: UserBody,
      response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request: Req) => users.update(request.actor, request.params.email, request.body));

  app.delete('/api/users/:email', {
    config: { access: 'admin' },
    schema: {
      operationId: 'deleteUser',
      tags,
      summary: 'Remove a member from the current workspace; their resources stay, owned by the workspace',
      params: Obj({ email: EmailParam }),
      response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request: Req, reply) => {
    await users.remove(request.actor, request.params.email);
    reply.code(204).send();
  });
}

/**
 * Avatars (application.md §7): GET /users/{email}.png and /users/me.png, with an API token as
 * ?token= where an <img> cannot send headers; PUT and DELETE /users/me/avatar upload or drop a picture.
 */
export async function avatarRoutes(app: FastifyInstance, { model }: { model: Model }): Promise<void> {
  const avatars = model.identity.avatars;
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: AVATAR_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
  const AvatarQuery = Obj({
    size: Type.Optional(Type.Integer({ minimum: AVATAR_MIN_SIZE, maximum: AVATAR_MAX_SIZE, default: AVATAR_DEFAULT_SIZE, description: 'width and height in pixels' })),
    token: Type.Optional(Type.String({ maxLength: 200, description: 'an API token, for images loaded where no header can be sent' })),
  });
  const png = { 200: Type.Unsafe({ type: 'string', format: 'binary', description: 'image/png' }), ...errorResponses(400, 401, 404) };
  const send = async (request: Req, reply: FastifyReply, email: string) => {
    const avatar = await avatars.png(request.actor, email, request.query.size);
    const etag = `"${avatar.version}.${request.query.size ?? AVATAR_DEFAULT_SIZE}"`;
    reply.header('etag', etag).header('cache-control', 'private, max-age=300');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/png').send(avatar.png);
  };
  app.get('/api/users/me.png', {
    config: { access: 'signedIn', queryToken: true },
    schema: { operationId: 'getMyAvatar', tags, summary: 'Your avatar: your picture, or your initials (guests: the guest avatar)', querystring: AvatarQuery, response: png },
  }, async (request: Req, reply) => send(request, reply, request.actor.email));
  app.get('/api/users/:email.png', {
    config: { access: 'signedIn', queryToken: true },
    schema: { operationId: 'getUserAvatar', tags, summary: "A member's avatar", params: Obj({ email: EmailParam }), querystring: AvatarQuery, response: png },
  }, async (request: Req, reply) => send(request, reply, request.params.email));
  app.put('/api/users/me/avatar', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'setMyAvatar',
      tags,
      summary: 'Upload your picture: the body is a PNG, JPEG, GIF or WebP image (Content-Type image/…), at most 2 MB',
      response: { 204: Type.Null(), ...errorResponses(400, 401, 413, 415) },
    },
  }, async (request: Req, reply) => {
    await avatars.set(request.actor, request.body);
    reply.code(204).send();
  });
  app.delete('/api/users/me/avatar', {
    config: { access: 'signedIn' },
    schema: { operationId: 'deleteMyAvatar', tags, summary: 'Drop your picture: your initials again', response: { 204: Type.Null(), ...errorResponses(401) } },
  }, async (request: Req, reply) => {
    await avatars.remove(request.actor);
    reply.code(204).send();
  });
}
