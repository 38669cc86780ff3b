import { Type } from '@sinclair/typebox';
import { AVATAR_DEFAULT_SIZE, AVATAR_MAX_SIZE, AVATAR_MIN_SIZE, AVATAR_UPLOAD_MAX_BYTES } from '../model/identity/avatars.ts';
import { MyProfileBody, UserBody } from '../model/identity/users.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import { OPERATION_ACCESS } from '../model/identity/operation-access.ts';
import type { Model } from '../model/model.ts';
import type { Actor } from '../model/identity/actor.ts';
import { ActivitySchema, EmailParam, MeSchema, UserSchema } from './identity.schemas.ts';
import { defineOperation, type CachedAnswer } from './operation.ts';

const shared = { group: '', tag: 'users' } as const;
const EmailParams = Obj({ email: EmailParam });

/** rest-api.md §7.5: the signed-in user, the workspace's users, and an admin's changes to them. */
export const userOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/users/me',
    operationId: 'getMe',
    summary: 'The signed-in user, their current workspace and memberships',
    response: MeSchema,
    answer: 'json',
    errors: [401],
    call: (model, { actor }) => model.identity.users.me(actor),
  }),
  defineOperation({
    ...shared,
    method: 'PUT',
    path: '/api/users/me',
    operationId: 'updateMe',
    summary: 'Change your name or password',
    description: 'A new password follows the application.md §5 rule and needs the current one; it ends every session of yours (starting a fresh one for this browser) and revokes your API tokens.',
    body: MyProfileBody,
    response: MeSchema,
    answer: 'json',
    errors: [400, 401, 403],
    call: async (model, { actor, body, cookies }) => {
      const { me, passwordChanged } = await model.identity.users.updateMe(actor, body);
      if (passwordChanged && actor.via === 'session') {
        const { secret } = await model.identity.sessions.start(actor.email, actor.workspace);
        cookies.startSession(secret);
      }
      return me;
    },
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/users/me/activity',
    operationId: 'getMyActivity',
    summary: 'What you did with your account (sign-ins, tokens, workspaces, invitations), newest first',
    query: Obj({
      from: Type.Optional(Type.String({ maxLength: 40, description: 'an ISO 8601 date or date-time' })),
      to: Type.Optional(Type.String({ maxLength: 40, description: 'an ISO 8601 date or date-time (a date includes that whole day)' })),
    }),
    response: Type.Array(ActivitySchema),
    answer: 'json',
    errors: [400, 401],
    call: (model, { actor, query }) => model.identity.activity.list(actor.email, query),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/users',
    operationId: 'listUsers',
    access: OPERATION_ACCESS.listUsers,
    summary: "The current workspace's team; with guests=true its guests (customers)",
    query: Obj({ guests: Type.Optional(Type.Boolean()) }),
    response: Type.Array(UserSchema),
    answer: 'json',
    errors: [401, 403],
    call: (model, { actor, query }) => model.identity.users.list(actor, { guests: query.guests }),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/users/{email}',
    operationId: 'getUser',
    summary: 'A member of your current workspace',
    params: EmailParams,
    response: UserSchema,
    answer: 'json',
    errors: [401, 404],
    call: (model, { actor, params }) => model.identity.users.view(actor, params.email),
  }),
  defineOperation({
    ...shared,
    method: 'PUT',
    path: '/api/users/{email}',
    operationId: 'updateUser',
    access: 'admin',
    summary: 'Rename a member or change their roles in the current workspace',
    params: EmailParams,
    body: UserBody,
    response: UserSchema,
    answer: 'json',
    errors: [400, 401, 403, 404, 409],
    call: (model, { actor, params, body }) => model.identity.users.update(actor, params.email, body),
  }),
  defineOperation({
    ...shared,
    method: 'DELETE',
    path: '/api/users/{email}',
    operationId: 'deleteUser',
    access: 'admin',
    summary: 'Remove a member from the current workspace; their resources stay, owned by the workspace',
    params: EmailParams,
    answer: 'noContent',
    errors: [401, 403, 404, 409],
    call: async (model, { actor, params }) => {
      await model.identity.users.remove(actor, params.email);
    },
  }),
];

const AvatarQuery = Obj({
  size: Type.Optional(Type.Integer({ minimum: AVATAR_MIN_SIZE, maximum: AVATAR_MAX_SIZE, default: AVATAR_DEFAULT_SIZE, description: 'width and height in pixels' })),
  token: Type.Optional(Type.String({ maxLength: 200, description: 'an API token, for images loaded where no header can be sent' })),
});

/** A user's avatar as a PNG of `size`, tagged by what it shows and its size; browsers keep it 5 minutes. */
async function avatarOf(model: Model, actor: Actor, email: string, size = AVATAR_DEFAULT_SIZE): Promise<CachedAnswer> {
  const avatar = await model.identity.avatars.png(actor, email, size);
  return { etag: `"${avatar.version}.${size}"`, body: avatar.png, contentType: 'image/png', cacheControl: 'private, max-age=300' };
}

const avatarRead = { ...shared, method: 'GET', query: AvatarQuery, queryToken: true, answer: 'cached', produces: 'image/png', errors: [400, 401, 404] } as const;

/**
 * Avatars (application.md §7): GET /users/{email}.png and /users/me.png, with an API token as
 * ?token= where an <img> cannot send headers; PUT and DELETE /users/me/avatar upload or drop a picture.
 */
export const avatarOperations = [
  defineOperation({
    ...avatarRead,
    path: '/api/users/me.png',
    operationId: 'getMyAvatar',
    summary: 'Your avatar: your picture, or your initials (guests: the guest avatar)',
    call: (model, { actor, query }) => avatarOf(model, actor, actor.email, query.size),
  }),
  defineOperation({
    ...avatarRead,
    path: '/api/users/{email}.png',
    operationId: 'getUserAvatar',
    summary: "A member's avatar",
    params: EmailParams,
    call: (model, { actor, params, query }) => avatarOf(model, actor, params.email, query.size),
  }),
  defineOperation({
    ...shared,
    method: 'PUT',
    path: '/api/users/me/avatar',
    operationId: 'setMyAvatar',
    summary: 'Upload your picture: the body is a PNG, JPEG, GIF or WebP image (Content-Type image/…), at most 2 MB',
    bodyKind: 'image',
    bodyLimit: AVATAR_UPLOAD_MAX_BYTES,
    answer: 'noContent',
    errors: [400, 401, 413, 415],
    call: async (model, { actor, body }) => {
      await model.identity.avatars.set(actor, body);
    },
  }),
  defineOperation({
    ...shared,
    method: 'DELETE',
    path: '/api/users/me/avatar',
    operationId: 'deleteMyAvatar',
    summary: 'Drop your picture: your initials again',
    answer: 'noContent',
    errors: [401],
    call: async (model, { actor }) => {
      await model.identity.avatars.remove(actor);
    },
  }),
];
