/**
 * Times every GraphQL operation over HTTP for the metrics (rest/operations/metrics.ts), by operation
 * name, type and outcome. Names come from callers, so the label is bounded: a name that is not a
 * plain GraphQL name, or one past the first MAX_NAMES seen, counts as `(other)`; an unnamed
 * operation as `(anonymous)`.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from '../rest/operations/metrics.ts';
import type { GatewayContext } from './context.ts';

const MAX_NAMES = 200;
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

export function operationMetrics(metrics: Metrics): ApolloServerPlugin<GatewayContext> {
  const seen = new Set<string>();
  const label = (name: string | null | undefined): string => {
    if (!name) return '(anonymous)';
    if (!NAME.test(name)) return '(other)';
    if (!seen.has(name) && seen.size >= MAX_NAMES) return '(other)';
    seen.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = performance.now();
      let failed = false;
      return {
        async didEncounterErrors() {
          failed = true;
        },
        async willSendResponse({ operationName, operation }) {
          metrics.graphqlOperations.observe(
            { operation: label(operationName ?? operation?.name?.value), type: operation?.operation ?? 'unknown', outcome: failed ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}
