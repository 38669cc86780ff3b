import { LIST_LIMIT_MAX } from '../../rest/model/resources/resource-types.ts';
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped as valueFromAstUntyped } from 'graphql';

/** How the model stores instants: answered as they are, without a Date round trip. */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime must be an ISO 8601 date-time, got ${JSON.stringify(value)}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date.toISOString();
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant as an ISO 8601 string in UTC.',
  serialize: (value) => (typeof value === 'string' && CANONICAL_ISO.test(value) ? value : toIso(value)),
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return toIso(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return toIso(ast.value);
  },
});

const isScalarValue = (value: unknown) => typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** A scalar for values the model checks in full; here only their JSON type, so a wrong one is a clear input error. */
function checkedScalar(name: string, description: string, accepts: (value: unknown) => boolean, expected: string) {
  const check = (value: unknown) => {
    if (!accepts(value)) throw new GraphQLError(`${name} must be ${expected}`, { extensions: { code: 'BAD_USER_INPUT' } });
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => value,
    parseValue: check,
    parseLiteral: (ast, variables) => check(valueFromAstUntyped(ast, variables)),
  });
}

const mapOf = (accepts: (value: unknown) => boolean) => (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(accepts);

export const ScalarValue = checkedScalar('ScalarValue', 'A string, a number or a boolean.', isScalarValue, 'a string, a number or a boolean');
export const StringMap = checkedScalar('StringMap', 'An object whose values are strings.', mapOf((v) => typeof v === 'string'), 'an object whose values are strings');
export const NumberMap = checkedScalar('NumberMap', 'An object whose values are numbers.', mapOf((v) => typeof v === 'number' && Number.isFinite(v)), 'an object whose values are numbers');
export const ScalarMap = checkedScalar('ScalarMap', 'An object whose values are strings, numbers or booleans.', mapOf(isScalarValue), 'an object whose values are strings, numbers or booleans');
export const NestedScalarMap = checkedScalar(
  'NestedScalarMap',
  'An object whose values are ScalarMaps.',
  mapOf(mapOf(isScalarValue)),
  'an object whose values are objects of strings, numbers or booleans',
);
export const JSONScalar = checkedScalar('JSON', 'Any JSON value.', () => true, 'JSON');

/** Page sizes are bounded here, while variables are read, so an over-large page never reaches a resolver. */
export const PageSize = checkedScalar(
  'PageSize',
  `A whole number from 1 to ${LIST_LIMIT_MAX}.`,
  (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= LIST_LIMIT_MAX,
  `a whole number from 1 to ${LIST_LIMIT_MAX}`,
);
