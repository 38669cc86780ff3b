/**
 * Execution with graphql-jit: each operation is compiled once into a function specialised for its
 * selections, then run for every request that sends it. The products table (50 rows, each a dozen
 * fields) spent more time in graphql-js's generic execution than in the model; compiled, the same
 * work is a straight walk (bench/RESULTS.md).
 *
 * Apollo Server parses, validates (with the limits) and caches documents as before; it hands execution
 * to an executor through its gateway interface, the one place it accepts a custom executor. A query
 * runs first by the plain walk (gateway/plain-execution.ts), cheaper still; graphql-jit runs what the
 * walk does not take or gives up on, and every mutation.
 */
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { getVariableValues, GraphQLError, printSchema, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { PlainQuery } from './plain-execution.ts';

/** Compiled operations kept (least recently used dropped); the web app has a few dozen, analysts add more. */
const COMPILED_MAX = 1000;

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

/**
 * graphql-jit's errors leave `extensions` undefined, which Apollo's error formatting reads into; as
 * graphql-js errors they keep their path, locations and original error (a DomainError keeps its code).
 */
function asGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) =>
    Object.assign(new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions ?? {} }), {
      locations: error.locations,
    }),
  );
  return { ...result, errors };
}

/** An operation as it runs: plainly when it can (gateway/plain-execution.ts), compiled by graphql-jit otherwise and when the plain walk gives up. */
interface Prepared {
  plain: PlainQuery | undefined;
  /** compiled on first need: a query that always runs plainly never is */
  jit?: CompiledQuery;
}

/** Compiled queries and printed SDL per schema: servers of one process that share the schema share them too. */
const compiledBySchema = new WeakMap<GraphQLSchema, Map<string, Prepared>>();
const sdlBySchema = new WeakMap<GraphQLSchema, string>();

export function jitExecution(schema: GraphQLSchema): GatewayInterface {
  let compiled = compiledBySchema.get(schema);
  if (!compiled) compiledBySchema.set(schema, (compiled = new Map<string, Prepared>()));
  return {
    onSchemaLoadOrUpdate(callback) {
      let sdl = sdlBySchema.get(schema);
      if (sdl === undefined) sdlBySchema.set(schema, (sdl = printSchema(schema)));
      callback({ apiSchema: schema, coreSupergraphSdl: sdl });
      return () => {};
    },
    async load() {
      return {
        executor: async (request) => {
          // graphql-js coerces the variables first: its messages name the variable, the place and the scalar's reason
          const variables = request.request.variables ?? {};
          const coerced = getVariableValues(schema, request.operation.variableDefinitions ?? [], variables, { maxErrors: 10 });
          if (coerced.errors) return { errors: coerced.errors };
          const key = `${request.queryHash}:${request.operationName ?? ''}`;
          let prepared = compiled.get(key);
          if (prepared) {
            compiled.delete(key);
          } else {
            prepared = { plain: PlainQuery.plan(schema, request.document, request.operationName) };
            if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
          }
          compiled.set(key, prepared);
          if (prepared.plain) {
            const data = await prepared.plain.execute(request.context, coerced.coerced);
            if (data) return { data };
          }
          if (!prepared.jit) {
            const result = compileQuery(schema, request.document, request.operationName ?? undefined);
            if (!isCompiledQuery(result)) return asGraphQLErrors(result);
            prepared.jit = result;
          }
          return asGraphQLErrors(await prepared.jit.query(undefined, request.context, variables));
        },
      };
    },
    async stop() {},
  };
}
