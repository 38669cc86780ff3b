import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAnonymous } from '../model/actor.ts';
import { DomainError, unauthenticated } from '../model/errors.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { KINDS, requireKind } from '../model/kinds/registry.ts';
import type { Model } from '../model/model.ts';
import { SHORT_CODE_MODES } from '../model/short-codes.ts';
import { NOT_SIGNED_IN } from './actor.ts';
import { errorResponses } from './schemas.ts';

const ShortCode = Obj({ code: Type.String(), collection: Type.String(), id: Id, mode: Type.String(), target: Type.String() });
const Code = Type.String({ pattern: '^[A-Za-z0-9]{1,32}$', description: 'letters and digits' });

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, any> }>;

/**
 * Short links: /api/s/{kind}/{id}/{mode} makes one, /api/s/{code} resolves it, /s/{code} redirects a
 * browser. All three are public: signed out, the model's anonymous actor reaches only public resources.
 */
export async function shortCodeRoutes(app: FastifyInstance, { model }: { model: Model }): Promise<void> {
  app.get(
    '/api/s/:kind/:id/:mode',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getShortCode',
        tags: ['short codes'],
        summary: 'The short code of a resource in a mode (the same every time)',
        params: Obj({ kind: Type.String({ enum: KINDS.map((k) => k.collection) }), id: Id, mode: Type.String({ enum: [...SHORT_CODE_MODES] }) }),
        querystring: Obj({ multiWorkspace: Type.Optional(Type.Boolean()) }),
        response: { 200: ShortCode, ...errorResponses(400, 404) },
      },
    },
    async (request: Req) => model.shortCodes.codeFor(request.actor, requireKind(request.params.kind), request.params.id, request.params.mode, request.query),
  );
  app.get(
    '/api/s/:code',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'applyShortCode',
        tags: ['short codes'],
        summary: 'What a short code stands for',
        params: Obj({ code: Code }),
        response: { 200: ShortCode, ...errorResponses(400, 404) },
      },
    },
    async (request: Req) => model.shortCodes.apply(request.actor, request.params.code),
  );
  app.get('/s/:code', { config: { access: 'public' }, schema: { hide: true, params: Obj({ code: Code }) } }, async (request: Req, reply) => {
    const resolved = await model.shortCodes.apply(request.actor, request.params.code).catch((error) => {
      // signed out, a link to anything but a public resource asks for a sign-in, whether or not it exists
      if (isAnonymous(request.actor) && error instanceof DomainError && error.code === 'NOT_FOUND') throw unauthenticated(NOT_SIGNED_IN);
      throw error;
    });
    return reply.redirect(resolved.target, 302);
  });
}
