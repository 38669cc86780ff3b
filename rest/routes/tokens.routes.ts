import { Type } from '@sinclair/typebox';
import { API_DOCS_TOKEN_MINUTES, NewTokenBody } from '../model/identity/tokens.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import { NewTokenSchema, TokenSchema } from './identity.schemas.ts';
import { defineOperation } from './operation.ts';

const shared = { group: '', tag: 'API tokens' } as const;

/** Personal API tokens for third parties, under /users/me/tokens. */
export const tokenOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/users/me/tokens',
    operationId: 'listMyTokens',
    summary: 'Your API tokens (never their secrets)',
    response: Type.Array(TokenSchema),
    answer: 'json',
    errors: [401],
    call: (model, { actor }) => model.identity.tokens.list(actor),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/users/me/tokens',
    operationId: 'createMyToken',
    summary: 'Make an API token: the answer carries its secret (token) this once',
    description: 'A read token may call only GET and HEAD operations. The token acts in your current workspace. Tokens are made and revoked while signed in, not with a token.',
    body: NewTokenBody,
    response: NewTokenSchema,
    answer: 'added',
    errors: [400, 401, 403],
    call: (model, { actor, body }) => model.identity.tokens.create(actor, body),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/users/me/api-docs-token',
    operationId: 'mintApiDocsToken',
    summary: 'A short-lived token for the API documentation page',
    description: `The app's API page (/swagger) loads /api/schema.json and runs its try-it-out calls with it, as you. It works for ${API_DOCS_TOKEN_MINUTES} minutes, is never listed among your API tokens, and each call replaces your previous one.`,
    response: Obj({ token: Type.String({ description: 'send it as Authorization: Bearer …' }), expires: Type.String({ format: 'date-time' }) }),
    answer: 'added',
    errors: [401, 403],
    call: (model, { actor }) => model.identity.tokens.mintApiDocsToken(actor),
  }),
  defineOperation({
    ...shared,
    method: 'DELETE',
    path: '/api/users/me/tokens/{tokenId}',
    operationId: 'revokeMyToken',
    summary: 'Revoke one of your API tokens',
    params: Obj({ tokenId: Type.String({ pattern: '^[0-9a-f]{16}$', description: 'the id of the token (not its secret)' }) }),
    answer: 'noContent',
    errors: [401, 403, 404],
    call: async (model, { actor, params }) => {
      await model.identity.tokens.revoke(actor, params.tokenId);
    },
  }),
  defineOperation({
    ...shared,
    method: 'DELETE',
    path: '/api/users/me/tokens',
    operationId: 'revokeMyTokens',
    summary: 'Revoke all your API tokens at once (a password change does too)',
    answer: 'noContent',
    errors: [401, 403],
    call: async (model, { actor }) => {
      await model.identity.tokens.revokeAll(actor);
    },
  }),
];
