/**
 * What one operation may ask for, checked while the document is validated, so an over-limit query
 * never reaches a resolver and is answered 400 with a message that says which limit it broke.
 * GraphQL Armor supplies the checks; persisted documents (the web app's own) skip the cost limit,
 * ad hoc queries never do. Page sizes are bounded by the PageSize scalar (1 to 200).
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import type { PersistedDocuments } from './persisted-documents.ts';

export const LIMITS = {
  /** a connector type's full document nests 10 deep (connectors → source → assembly → subassemblies → parts → geometry → mesh …) */
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 3000,
  /** static cost (Armor's: objects 2, scalars 1, growing 1.5× per level): the products table costs about 200 */
  maxCost: 1000,
} as const;

/** Armor's rules report through the validation context: Apollo answers them 400 like any validation error. */
const reportError = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
const reporting = { propagateOnRejection: false, onReject: [reportError] };

export function gatewayLimits(persisted: PersistedDocuments) {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, ...reporting },
    maxAliases: { n: LIMITS.maxAliases, ...reporting },
    maxDirectives: { n: LIMITS.maxDirectives, ...reporting },
    // Armor's token plugin throws from Apollo's parsing hook, which Apollo answers 500 when the query
    // is also malformed; graphql-js's parser counts tokens itself (parseOptions below), answered 400
    maxTokens: { enabled: false },
    // added below, so that persisted documents can pass it by
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const cost = costLimitRule({ maxCost: LIMITS.maxCost, ...reporting });
  const costUnlessPersisted: ValidationRule = (context) => {
    const source = context.getDocument().loc?.source.body;
    return source !== undefined && persisted.includes(source) ? {} : cost(context);
  };
  return {
    plugins: protection.plugins,
    validationRules: [...protection.validationRules, costUnlessPersisted],
    parseOptions: { maxTokens: LIMITS.maxTokens },
  };
}
