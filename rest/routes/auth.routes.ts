import { Type } from '@sinclair/typebox';
import { isAnonymous } from '../model/identity/actor.ts';
import { LoginBody, type StartedSession } from '../model/identity/sign-in.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import type { Model } from '../model/model.ts';
import { MeSchema } from './identity.schemas.ts';
import { defineOperation, type Cookies } from './operation.ts';

/** Sets the new session's cookie and answers the signed-in user, as GET /users/me would. */
export async function answerSignedIn(model: Model, cookies: Cookies, started: StartedSession) {
  cookies.startSession(started.secret);
  const actor = await model.directory.actorFor(started.email);
  return model.identity.users.me({ ...actor, workspace: started.session.workspace, via: 'session', sessionId: started.session.id });
}

const shared = { group: '', tag: 'auth', access: 'public' } as const;

/** Password sign-in and sign-out (application.md §6); provider sign-in is in provider.routes.ts. */
export const authOperations = [
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/auth/login',
    operationId: 'login',
    summary: 'Sign in with e-mail and password: answers the user and sets the session cookie',
    description: 'A wrong e-mail and a wrong password get the same 401.',
    rateLimited: 'attempts per account and per address (RATE_LIMIT_SIGN_IN, default 5/minute); an attempt counts from before its password is checked, and one that succeeds is given back',
    body: LoginBody,
    response: MeSchema,
    answer: 'json',
    errors: [400, 401],
    call: async (model, { body, cookies, request, reportLimit }) => {
      const started = await model.identity.signIn.withPassword(body, request.ip, reportLimit);
      // a sign-in never keeps the session id the browser came with (session fixation)
      if (request.session) await model.identity.sessions.end(request.session.id);
      return answerSignedIn(model, cookies, started);
    },
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/auth/session',
    operationId: 'getSession',
    summary: 'Whether this browser is signed in, and as whom',
    description: 'Always 200, signed in or not (a bearer token that does not work is not signed in), so a page can ask without its browser logging a failed request (GET /users/me answers 401 when signed out).',
    badTokenSignsOut: true,
    response: Obj({ signedIn: Type.Boolean(), user: Type.Union([Obj({ email: Type.String(), name: Type.String() }), Type.Null()]) }),
    answer: 'json',
    errors: [],
    call: async (_model, { actor }) => (isAnonymous(actor) ? { signedIn: false, user: null } : { signedIn: true, user: { email: actor.email, name: actor.name } }),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/auth/logout',
    operationId: 'logout',
    summary: 'End the session (also fine when there is none)',
    answer: 'noContent',
    errors: [403],
    call: async (model, { cookies, request }) => {
      if (request.session) await model.identity.signIn.signOut(request.session);
      cookies.endSession();
    },
  }),
];
