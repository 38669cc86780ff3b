/**
 * What a team running Joinery relies on besides the API, registered in one place: request ids,
 * load shedding and metrics (the health probes are operations of the route table,
 * rest/routes/meta.routes.ts; graceful shutdown is shutdown.ts, used by the process's start).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Runtime } from '../model/runtime.ts';
import type { BlobStore } from '../store/blobs/blob-port.ts';
import { MeasuredBlobs, MeasuredStore } from './measured-store.ts';
import type { Metrics } from './metrics.ts';
import { registerOverloadProtection } from './overload.ts';
import { registerRequestIds } from './request-ids.ts';

export { requestIdOptions } from './request-ids.ts';

export interface Instrumented {
  /** the metrics, when METRICS_TOKEN turns them on */
  metrics?: Metrics;
  /** the runtime and blob store the model is to use: measured when metrics are on */
  runtime: Runtime;
  blobs: BlobStore;
}

/** The metrics and prom-client (with its OpenTelemetry API) load only when METRICS_TOKEN turns them on, not at every start. */
export async function instrument(config: Pick<Config, 'metricsToken'>, runtime: Runtime, blobs: BlobStore): Promise<Instrumented> {
  if (!config.metricsToken) return { runtime, blobs };
  const { Metrics } = await import('./metrics.ts');
  const metrics = new Metrics();
  return { metrics, runtime: { ...runtime, store: new MeasuredStore(runtime.store, metrics) }, blobs: new MeasuredBlobs(blobs, metrics) };
}

/** Registered first, so that their hooks run before every other: an answer made by any later hook has its request id. */
export async function registerOperationalHooks(app: FastifyInstance, config: Config, metrics: Metrics | undefined): Promise<void> {
  registerRequestIds(app);
  await registerOverloadProtection(app, config);
  if (metrics) (await import('./metrics.ts')).registerMetrics(app, metrics, config.metricsToken!);
}
