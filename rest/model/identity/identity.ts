import type { Actor } from './actor.ts';
import type { Directory } from './directory.ts';
import type { Runtime } from '../runtime.ts';
import { Activity } from './activity.ts';
import { Authentication } from './authentication.ts';
import { Avatars } from './avatars.ts';
import { Invitations } from './invitations.ts';
import type { Mailer } from './mail.ts';
import type { ProviderName } from './provider-catalogue.ts';
import { ProviderSignIn, type ProviderSettings } from './providers.ts';
import { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitSettings } from './rate-limits.ts';
import { Preferences } from './preferences.ts';
import { Sessions } from './sessions.ts';
import { SignIn } from './sign-in.ts';
import { ApiTokens } from './tokens.ts';
import { Users } from './users.ts';
import type { InvitedUser } from './invitations.ts';
import { Workspaces, type MyWorkspace } from './workspaces.ts';

export interface IdentityOptions {
  publicUrl: string;
  sessionIdleHours: number;
  sessionMaxHours: number;
  mailer: Mailer;
  /** the configured sign-in providers */
  providers: Partial<Record<ProviderName, ProviderSettings>>;
  onMailError?: (to: string, error: unknown) => void;
  /** the rate limits (default: application.md §6's 5 failed sign-ins a minute per account and address, and DEFAULT_RATE_LIMITS) */
  rateLimits?: RateLimitSettings;
}

/** Who is who: sessions, tokens, sign-in, users, workspaces and invitations. */
export class Identity {
  readonly sessions: Sessions;
  readonly tokens: ApiTokens;
  readonly activity: Activity;
  readonly rateLimits: RateLimits;
  readonly invitations: Invitations;
  readonly signIn: SignIn;
  readonly users: Users;
  readonly workspaces: Workspaces;
  readonly authentication: Authentication;
  readonly avatars: Avatars;
  readonly providers: ProviderSignIn;
  readonly preferences: Preferences;

  constructor(
    rt: Runtime,
    readonly directory: Directory,
    readonly options: IdentityOptions,
  ) {
    this.sessions = new Sessions(rt, { idleMs: options.sessionIdleHours * 3_600_000, maxMs: options.sessionMaxHours * 3_600_000 });
    this.activity = new Activity(rt);
    this.tokens = new ApiTokens(rt, this.activity);
    const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
    this.rateLimits = new RateLimits(rt);
    this.invitations = new Invitations(rt, directory, options.mailer, this.activity, options.publicUrl, options.onMailError, { rateLimits: this.rateLimits, rule: limits.invitations });
    this.signIn = new SignIn(rt, directory, this.sessions, this.rateLimits, this.invitations, this.activity, limits.signIn);
    this.users = new Users(rt, directory, this.sessions, this.tokens, this.activity);
    this.workspaces = new Workspaces(rt, directory, this.sessions, this.activity);
    this.authentication = new Authentication(directory, this.sessions, this.tokens);
    this.avatars = new Avatars(rt, directory);
    this.providers = new ProviderSignIn(rt, options.providers, options.publicUrl);
    this.preferences = new Preferences(rt);
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.ensureIndexes();
    await this.tokens.ensureIndexes();
    await this.activity.ensureIndexes();
    await this.invitations.ensureIndexes();
    await this.providers.ensureIndexes();
    await this.rateLimits.ensureIndexes();
  }

  /** A new workspace, then the invitations of its creation form (as users of it). */
  async createWorkspace(actor: Actor, body: unknown): Promise<MyWorkspace & { invited: InvitedUser[] }> {
    const { workspace, emails } = await this.workspaces.create(actor, body);
    const invited = emails.length
      ? await this.invitations.invite(actor, { text: emails.join(';'), roles: ['user'] }, { workspace: workspace.alias, inviterRoles: ['admin'] })
      : [];
    return { ...workspace, invited };
  }
}
