import { Type } from '@sinclair/typebox';
import { Label, Name, Obj, Text } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

/** The order workflow: states and the transitions between them (application spec §4). */
export const workflowKind = defineKind({
  kind: 'workflow',
  label: 'Workflow',
  collection: 'workflows',
  idParam: 'workflowId',
  one: 'Workflow',
  many: 'Workflows',
  titleField: 'name',
  hasSummary: true,
  schema: Obj({
    name: Name,
    description: Type.Optional(Text),
    states: Type.Array(Obj({ id: Label, name: Name, start: Type.Optional(Type.Boolean()), end: Type.Optional(Type.Boolean()) }), { minItems: 1, maxItems: 200 }),
    transitions: Type.Array(Obj({ from: Label, to: Label }), { maxItems: 1000 }),
  }),
  refs: [],
  /** rest-api.md §3.3 names no workflow filters; name and description are the useful ones */
  filters: text('name', 'description'),
  row: Obj({ name: Type.String(), description: Type.String(), nStates: Type.Integer() }),
  subresources: [],
  list: (w) => ({ name: w.name, description: w.description ?? '', nStates: w.states.length }),
});
