/**
 * Prometheus metrics at GET /metrics, on only when METRICS_TOKEN is set and then only for a request
 * that sends it (Authorization: Bearer …); without the token the path is not a route (404).
 *
 * Each app has its own registry (tests run several apps in one process). What is measured:
 * - joinery_http_request_duration_seconds{method,route,status}: rate, latency and status per route
 *   pattern (`/api/modules/:moduleId`, never the raw URL; `(unmatched)` for paths of no route);
 * - joinery_graphql_operation_duration_seconds{operation,type,outcome} (gateway/operation-metrics.ts);
 * - joinery_store_operation_duration_seconds{operation,collection} at the storage port (measured-store.ts);
 * - joinery_upload_bytes_total: the bytes of uploaded content staged into the blob store;
 * - prom-client's process metrics, among them nodejs_eventloop_lag_seconds and its percentiles.
 * There is no task queue yet, so no gauge of its depth: a gauge that reads nothing would say 0 when
 * nothing is known.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { errorBody } from '../routes/error-body.ts';

export const METRICS_PATH = '/metrics';
/** the label of requests no route matched (the web app's pages, unknown paths) */
export const UNMATCHED_ROUTE = '(unmatched)';

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function histogram<L extends string>(registry: Registry, name: string, help: string, labelNames: readonly L[], buckets = SECONDS): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets, registers: [registry] });
}

export class Metrics {
  readonly registry = new Registry();
  readonly requests = histogram(this.registry, 'joinery_http_request_duration_seconds', 'HTTP requests by method, route pattern and status: count (rate) and time to answer', ['method', 'route', 'status']);
  readonly graphqlOperations = histogram(
    this.registry,
    'joinery_graphql_operation_duration_seconds',
    'GraphQL operations over HTTP by operation name, type and outcome (ok, or error when the answer carries errors)',
    ['operation', 'type', 'outcome'],
  );
  readonly storeOperations = histogram(
    this.registry,
    'joinery_store_operation_duration_seconds',
    'Operations of the storage port by operation and collection (a transaction: collection "(transaction)", its whole duration)',
    ['operation', 'collection'],
    [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  );
  readonly uploadBytes = new Counter({
    name: 'joinery_upload_bytes_total',
    help: 'Bytes of uploaded content received into the blob store',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}

/** Compares digests, so that the time taken says nothing about how much of the token was right. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Times every answer by its route pattern, and serves the registry at /metrics to the token's bearer. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get(
    METRICS_PATH,
    // the route checks its own credentials: the access hook would take the token for an API token
    { schema: { hide: true }, config: { access: 'public', ownCredentials: true } },
    async (request, reply) => {
      const sent = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!sent || !sameSecret(sent, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(errorBody(401, 'The metrics need the METRICS_TOKEN: send Authorization: Bearer <token>'));
      }
      return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
    },
  );
}
