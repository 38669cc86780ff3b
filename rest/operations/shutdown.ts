/**
 * Graceful shutdown of the process (server.ts). On SIGTERM or SIGINT (or an uncaught error) the
 * app closes: it stops accepting connections and answers 503 to new requests on open ones, closes
 * GraphQL subscriptions with 1001 "Server shutting down" (clients reconnect to another instance),
 * lets requests in flight finish, then closes the store and the blob store (the app's onClose
 * hooks). What has not finished after SHUTDOWN_TIMEOUT_SECONDS is abandoned: the process exits 1.
 *
 * Task leases: there is no task runner yet. When there is one, it releases its leases in a
 * `preClose` hook of the app, so that they are free for another instance as soon as this one stops
 * taking work, before its requests in flight have finished and before the store closes.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

export function closeOnSignals(app: FastifyInstance, options: { timeoutSeconds: number }): void {
  closeWithGrace(
    { delay: options.timeoutSeconds * 1000, logger: { error: (message: unknown) => app.log.error(String(message)) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info(`${signal} received: finishing requests in flight (at most ${options.timeoutSeconds} s), then stopping`);
      await app.close();
      app.log.info('stopped');
    },
  );
}
