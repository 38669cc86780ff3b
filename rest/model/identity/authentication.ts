import type { Actor } from './actor.ts';
import type { Directory } from './directory.ts';
import { DomainError, unauthenticated } from '../errors.ts';
import type { SessionRow, Sessions } from './sessions.ts';
import type { ApiTokens, TokenRow } from './tokens.ts';

/** What a request presented: the session cookie's secret and/or a bearer token. */
export interface Credentials {
  session?: string;
  token?: string;
}

export interface Authenticated {
  actor: Actor;
  session?: SessionRow;
  token?: TokenRow;
}

/**
 * Turns credentials into the acting user. A session acts in its own current workspace; a token in
 * the workspace it was made in. Either falls back to the user's starting workspace when they have
 * left that one since.
 */
export class Authentication {
  constructor(
    private readonly directory: Directory,
    private readonly sessions: Sessions,
    private readonly tokens: ApiTokens,
  ) {}

  private async actorOf(email: string, workspace: string): Promise<Actor | null> {
    try {
      const actor = await this.directory.actorFor(email);
      if (!actor.memberships.length) return null;
      const current = actor.memberships.some((m) => m.workspace === workspace) ? workspace : actor.workspace;
      return { ...actor, workspace: actor.memberships.some((m) => m.workspace === current) ? current : actor.memberships[0].workspace };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /**
   * The signed-in actor, or null when nothing valid was presented. A bearer token that is not valid
   * is an error (the caller meant to sign in and should hear why); a stale cookie is just no session.
   */
  async authenticate(credentials: Credentials): Promise<Authenticated | null> {
    if (credentials.token !== undefined) {
      const token = await this.tokens.find(credentials.token);
      const actor = token && (await this.actorOf(token.email, token.workspace));
      if (!token || !actor) throw unauthenticated('The API token is not valid: it may have been revoked or have expired');
      return { actor: { ...actor, via: 'token', scope: token.scope }, token };
    }
    if (credentials.session !== undefined) {
      const session = await this.sessions.find(credentials.session);
      const actor = session && (await this.actorOf(session.email, session.workspace));
      if (session && actor) return { actor: { ...actor, via: 'session', sessionId: session.id }, session };
    }
    return null;
  }
}
