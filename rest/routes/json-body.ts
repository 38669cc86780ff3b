import type { FastifyInstance } from 'fastify';
import { badRequest } from '../model/errors.ts';
import { jsonBodyProblem } from '../model/json-limits.ts';

/** JSON bodies (also JSON merge patches) go through Fastify's parser, which refuses __proto__, then this check. */
export function registerJsonParsers(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/merge-patch+json'], { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const problem = jsonBodyProblem(value);
      return problem ? done(badRequest(problem), undefined) : done(null, value);
    });
  });
}
