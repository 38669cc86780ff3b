import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../model/actor.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { KINDS, requireKind } from '../model/kinds/registry.ts';
import type { Model } from '../model/model.ts';
import { SHORT_CODE_MODES } from '../model/short-codes.ts';
import { errorResponses } from './schemas.ts';

const ShortCode = Obj({ code: Type.String(), collection: Type.String(), id: Id, mode: Type.String(), target: Type.String() });
const Code = Type.String({ pattern: '^[A-Za-z0-9]{1,32}$', description: 'letters and digits' });

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, any> }>;

/** Short links: /api/s/{kind}/{id}/{mode} makes one, /api/s/{code} resolves it, /s/{code} redirects a browser. */
export async function shortCodeRoutes(
  app: FastifyInstance,
  { model, actorOf }: { model: Model; actorOf: (request: FastifyRequest) => Promise<Actor> },
): Promise<void> {
  app.get(
    '/api/s/:kind/:id/:mode',
    {
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
  app.get('/s/:code', { schema: { hide: true, params: Obj({ code: Code }) } }, async (request: Req, reply) => {
    const resolved = await model.shortCodes.apply(await actorOf(request), request.params.code);
    return reply.redirect(resolved.target, 302);
  });
}
