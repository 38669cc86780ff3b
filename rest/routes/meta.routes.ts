import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Model } from '../model/model.ts';
import { ROOT } from '../paths.ts';

const VERSION: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;

export async function metaRoutes(app: FastifyInstance, _options: { model: Model; config: Config }): Promise<void> {
  app.get(
    '/api/version',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getVersion',
        tags: ['meta'],
        summary: 'The application version',
        response: { 200: Type.Object({ name: Type.String(), version: Type.String() }, { additionalProperties: false }) },
      },
    },
    async () => ({ name: 'Joinery', version: VERSION }),
  );
  // the documentation of the API is no secret: Swagger UI loads it before anyone has signed in
  app.get('/api/schema.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
