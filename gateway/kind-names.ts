/**
 * The GraphQL names of the kinds and their list arguments, made from the registry: the generator
 * (schema/) writes the SDL with them and the resolvers read arguments by them, so both use this one
 * module (the gateway imports nothing of schema/ at run time).
 */
import type { KindDef } from '../rest/model/kinds/kind-def.ts';

/** The GraphQL field name of a kind: Module → module, WorkBatches → workBatches */
export const camel = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);

export const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** source.image.name → sourceImageName */
export function fieldName(filter: string): string {
  const parts = filter.split('.');
  const name = parts.map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
  if (!GRAPHQL_NAME.test(name)) throw new Error(`filter ${filter} does not make a GraphQL name (${name})`);
  return name;
}

/** The GraphQL type name of a kind: its registry name `one` (WorkBatch, PublishedConfigurator). */
export const kindTypeName = (kind: Pick<KindDef, 'one'>): string => kind.one;
export const filterTypeName = (kind: Pick<KindDef, 'one'>) => `${kindTypeName(kind)}Filter`;
export const sortTypeName = (kind: Pick<KindDef, 'one'>) => `${kindTypeName(kind)}Sort`;
export const pageInputName = (kind: Pick<KindDef, 'one'>) => `${kindTypeName(kind)}PageInput`;

/**
 * A sort parameter as a GraphQL enum value, and back. GraphQL names may not hold '-', so REST's
 * descending `-lastEdited` is `lastEdited_DESC`; an ascending order keeps its name.
 */
const DESCENDING = '_DESC';
export function sortEnumValue(parameter: string): string {
  const value = parameter.startsWith('-') ? `${parameter.slice(1)}${DESCENDING}` : parameter;
  if (!GRAPHQL_NAME.test(value) || (!parameter.startsWith('-') && value.endsWith(DESCENDING))) throw new Error(`sort ${parameter} does not make a GraphQL enum value (${value})`);
  return value;
}
export const sortParameterOf = (value: string) => (value.endsWith(DESCENDING) ? `-${value.slice(0, -DESCENDING.length)}` : value);
