import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

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
  serialize: toIso,
  parseValue: (value) => {
    if (typeof value !== 'string') throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return toIso(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return toIso(ast.value);
  },
});
