import { Type } from '@sinclair/typebox';
import { Enum, JOB_STATUSES, Name, Obj, ParameterValues, Ref, Text } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

/** A population is a set of generated configurations of one product, evolved towards goals (generative design). */
export const populationKind = defineKind({
  kind: 'population',
  label: 'Population',
  collection: 'populations',
  idParam: 'populationId',
  one: 'Population',
  many: 'Populations',
  titleField: 'name',
  hasSummary: false,
  // populations are generated, evolved configurations
  async planLimit({ limits, previous }) {
    return !previous && !limits.generativeModularDesign ? 'does not include generative modular design. Upgrade to use it.' : undefined;
  },
  schema: Obj({
    name: Name,
    description: Type.Optional(Text),
    product: Ref,
    size: Type.Integer({ minimum: 1, maximum: 10000 }),
    goals: Type.Optional(Type.Array(Obj({ metric: Name, weight: Type.Number() }), { maxItems: 50 })),
    members: Type.Optional(Type.Array(Obj({ configuration: Ref, score: Type.Optional(Type.Number()), parameters: Type.Optional(ParameterValues) }), { maxItems: 10000 })),
    /** how far the evolution has come */
    state: Type.Optional(
      Obj({
        status: Enum(JOB_STATUSES),
        generation: Type.Integer({ minimum: 0 }),
        progress: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
        bestScore: Type.Optional(Type.Number()),
        message: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
    ),
  }),
  refs: [
    { path: 'product', target: 'products' },
    { path: 'members[].configuration', target: 'productconfigurations' },
  ],
  /** rest-api.md §3.3 names no population filters; name, description and the product are the useful ones */
  filters: [...text('name', 'description'), { name: 'product.id', match: 'exact' }],
  row: Obj({ name: Type.String(), description: Type.String(), size: Type.Integer(), product: Ref }),
  subresources: [{ path: 'state', name: 'State' }],
  list: (p) => ({ name: p.name, description: p.description ?? '', size: p.size, product: p.product }),
});
