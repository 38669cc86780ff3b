import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NewTokenBody } from '../model/identity/tokens.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import type { Model } from '../model/model.ts';
import { NewTokenSchema, TokenSchema } from './identity.schemas.ts';
import { errorResponses } from './schemas.ts';

type Req = FastifyRequest<{ Params: Record<string, string>; Body: unknown }>;
const tags = ['API tokens'];

/** Personal API tokens for third parties, under /users/me/tokens. */
export async function tokenRoutes(app: FastifyInstance, { model }: { model: Model }): Promise<void> {
  const tokens = model.identity.tokens;
  app.get('/api/users/me/tokens', {
    config: { access: 'signedIn' },
    schema: { operationId: 'listMyTokens', tags, summary: 'Your API tokens (never their secrets)', response: { 200: Type.Array(TokenSchema), ...errorResponses(401) } },
  }, async (request) => tokens.list(request.actor));

  app.post('/api/users/me/tokens', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'createMyToken',
      tags,
      summary: 'Make an API token: the answer carries its secret (token) this once',
      description: 'A read token may call only GET and HEAD operations. The token acts in your current workspace. Tokens are made and revoked while signed in, not with a token.',
      body: NewTokenBody,
      response: { 201: NewTokenSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request: Req, reply) => {
    reply.code(201);
    return tokens.create(request.actor, request.body);
  });

  app.delete('/api/users/me/tokens/:tokenId', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'revokeMyToken',
      tags,
      summary: 'Revoke one of your API tokens',
      params: Obj({ tokenId: Type.String({ pattern: '^[0-9a-f]{16}$', description: 'the id of the token (not its secret)' }) }),
      response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
    },
  }, async (request: Req, reply) => {
    await tokens.revoke(request.actor, request.params.tokenId);
    reply.code(204).send();
  });
}
