import { Type } from '@sinclair/typebox';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { KINDS, requireKind } from '../model/kinds/registry.ts';
import { isAnonymous } from '../model/identity/actor.ts';
import { DomainError, unauthenticated } from '../model/errors.ts';
import { SHORT_CODE_MODES } from '../model/resources/short-codes.ts';
import { NOT_SIGNED_IN } from './actor.ts';
import { defineOperation, type Operation } from './operation.ts';

const ShortCode = Obj({ code: Type.String(), collection: Type.String(), id: Id, mode: Type.String(), target: Type.String() });
const Code = Type.String({ pattern: '^[A-Za-z0-9]{1,32}$', description: 'letters and digits' });
// all three are public: signed out, the model's anonymous actor reaches only public resources
const shared = { group: '', tag: 'short codes', access: 'public' as const };

/** Short links: /api/s/{kind}/{id}/{mode} makes one, /api/s/{code} resolves it, /s/{code} redirects a browser. */
export const shortCodeOperations: Operation[] = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/s/{kind}/{id}/{mode}',
    operationId: 'getShortCode',
    summary: 'The short code of a resource in a mode (the same every time)',
    params: Obj({ kind: Type.String({ enum: KINDS.map((k) => k.collection) }), id: Id, mode: Type.String({ enum: [...SHORT_CODE_MODES] }) }),
    query: Obj({ multiWorkspace: Type.Optional(Type.Boolean()) }),
    response: ShortCode,
    answer: 'json',
    errors: [403, 404],
    call: (model, { actor, params, query }) => model.shortCodes.codeFor(actor, requireKind(params.kind), params.id, params.mode, query),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/s/{code}',
    operationId: 'applyShortCode',
    summary: 'What a short code stands for',
    params: Obj({ code: Code }),
    response: ShortCode,
    answer: 'json',
    errors: [404],
    call: (model, { actor, params }) => model.shortCodes.apply(actor, params.code),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/s/{code}',
    operationId: 'followShortLink',
    summary: 'A browser short link: redirects to the screen of what it stands for',
    params: Obj({ code: Code }),
    answer: 'redirect',
    errors: [401, 404],
    hide: true,
    call: async (model, { actor, params }) => {
      const resolved = await model.shortCodes.apply(actor, params.code).catch((error) => {
        // signed out, a link to anything but a public resource asks for a sign-in, whether or not it exists
        if (isAnonymous(actor) && error instanceof DomainError && error.code === 'NOT_FOUND') throw unauthenticated(NOT_SIGNED_IN);
        throw error;
      });
      return { location: resolved.target };
    },
  }),
];
