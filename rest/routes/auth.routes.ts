import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { LoginBody } from '../model/identity/sign-in.ts';
import type { StartedSession } from '../model/identity/sign-in.ts';
import type { Model } from '../model/model.ts';
import { MeSchema } from './identity.schemas.ts';
import { errorResponses } from './schemas.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

const tags = ['auth'];

/** Sets the new session's cookie and answers the signed-in user, as GET /users/me would. */
export async function answerSignedIn(model: Model, config: Config, reply: FastifyReply, started: StartedSession) {
  setSessionCookie(reply, started.secret, config);
  const actor = await model.directory.actorFor(started.email);
  return model.identity.users.me({ ...actor, workspace: started.session.workspace, via: 'session', sessionId: started.session.id });
}

/** Password sign-in and sign-out (application.md §6); provider sign-in is in provider.routes.ts. */
export async function authRoutes(app: FastifyInstance, { model, config }: { model: Model; config: Config }): Promise<void> {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'login',
        tags,
        summary: 'Sign in with e-mail and password: answers the user and sets the session cookie',
        description: 'A wrong e-mail and a wrong password get the same 401. More than 5 failures a minute for one account or from one address answer 429 with Retry-After.',
        body: LoginBody,
        response: { 200: MeSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request: FastifyRequest, reply) => {
      const started = await model.identity.signIn.withPassword(request.body, request.ip);
      // a sign-in never keeps the session id the browser came with (session fixation)
      if (request.session) await model.identity.sessions.end(request.session.id);
      return answerSignedIn(model, config, reply, started);
    },
  );
  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: { operationId: 'logout', tags, summary: 'End the session (also fine when there is none)', response: { 204: Type.Null(), ...errorResponses(403) } },
    },
    async (request, reply) => {
      if (request.session) await model.identity.signIn.signOut(request.session);
      clearSessionCookie(reply, config);
      reply.code(204).send();
    },
  );
}
