/**
 * Load shedding: while the event loop lags more than OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, requests are
 * answered 503 with Retry-After at once, before any work, so a stalled process recovers instead of
 * queueing more. The liveness probe is still answered (an orchestrator should not restart a busy
 * process); the readiness probe is not (a load balancer should send traffic elsewhere meanwhile).
 *
 * The plugin samples the loop's delay every SAMPLE_INTERVAL_MS. The start's own work (migrations,
 * loading the demo) keeps the loop busy before the server listens; that is no load to shed, so
 * requests are judged only from two samples after listening, when the samples cover serving alone.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { errorBody } from '../routes/error-body.ts';

const SAMPLE_INTERVAL_MS = 1000;

export async function registerOverloadProtection(app: FastifyInstance, config: Pick<Config, 'overloadMaxEventLoopDelayMs' | 'overloadRetryAfterSeconds'>): Promise<void> {
  if (config.overloadMaxEventLoopDelayMs === 0) return;
  const retryAfter = config.overloadRetryAfterSeconds;
  let judgedFrom = Infinity;
  app.addHook('onListen', async () => {
    judgedFrom = Date.now() + 2 * SAMPLE_INTERVAL_MS;
  });
  // the plugin sends what the handler answers (its types admit only void, its code any value)
  const pressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): unknown => {
    // nothing (undefined) lets the request through
    if (request.routeOptions.config?.shedsLoad === false || Date.now() < judgedFrom) return undefined;
    request.log.warn({ pressure: type, value }, 'overloaded: request refused');
    reply.code(503).header('retry-after', String(retryAfter));
    // a value is sent as the answer, and the request goes no further
    return errorBody(503, `The server is overloaded: try again in ${retryAfter} seconds`);
  };
  await app.register(underPressure, {
    maxEventLoopDelay: config.overloadMaxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter,
    pressureHandler: pressureHandler as (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void,
  });
}
