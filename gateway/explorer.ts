/** GET /graphql in a browser: the explorer, for signed-in users (placeholder until the explorer bundle is served). */
import type { FastifyInstance } from 'fastify';
import type { ActorOf } from './live/ws-server.ts';

export async function registerExplorer(_app: FastifyInstance, _options: { path: string; actorOf: ActorOf }): Promise<void> {}
