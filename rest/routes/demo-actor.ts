import type { IncomingHttpHeaders } from 'node:http';
import type { Actor } from '../model/actor.ts';
import { DomainError } from '../model/errors.ts';
import type { Model } from '../model/model.ts';

/**
 * Until sign-in exists, every request acts as one configured demo user. Routes and resolvers only
 * ever ask `actorOf(request)`, so sessions replace this function and nothing else.
 */
export function demoActor(model: Model, email: string): (request: { headers: IncomingHttpHeaders }) => Promise<Actor> {
  return async () => {
    try {
      return await model.directory.actorFor(email);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw new DomainError('UNAUTHENTICATED', `no user is signed in: the demo user ${email} does not exist (start with SEED_DEMO=true)`);
      }
      throw error;
    }
  };
}
