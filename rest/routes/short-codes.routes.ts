import { Type } from '@sinclair/typebox';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { KINDS, requireKind } from '../model/kinds/registry.ts';
import { SHORT_CODE_MODES } from '../model/short-codes.ts';
import { defineOperation, type Operation } from './operation.ts';

const ShortCode = Obj({ code: Type.String(), collection: Type.String(), id: Id, mode: Type.String(), target: Type.String() });
const Code = Type.String({ pattern: '^[A-Za-z0-9]{1,32}$', description: 'letters and digits' });
const shared = { group: '', tag: 'short codes' };

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
    errors: [404],
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
    errors: [404],
    hide: true,
    call: async (model, { actor, params }) => ({ location: (await model.shortCodes.apply(actor, params.code)).target }),
  }),
];
