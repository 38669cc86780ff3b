import { Type } from '@sinclair/typebox';
import type { Membership } from './actor.ts';
import { STOREFRONT_SIGNUP, type Directory, type UserRow } from './directory.ts';
import { badRequest, unauthenticated } from '../errors.ts';
import { Obj } from '../kinds/common.schema.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import type { Activity } from './activity.ts';
import { isEmail, normalEmail } from './emails.ts';
import type { InvitationRow, Invitations } from './invitations.ts';
import { hashPassword, passwordMatches, passwordProblem } from './passwords.ts';
import type { LimitReport, RateLimits, RateRule } from './rate-limits.ts';
import type { SessionRow, Sessions } from './sessions.ts';
import { UserName } from './users.ts';

/** One message for a wrong e-mail and a wrong password, so sign-in does not tell who has an account. */
export const WRONG_CREDENTIALS = 'Wrong e-mail or password';
/** A customer who signed up on a storefront tries the staff sign-in. */
export const CUSTOMER_ACCOUNT = "This is a shop customer's account: sign in on the shop's configurator";

export const LoginBody = Obj(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 1024 }) },
  { examples: [{ email: 'admin@demo.joinery.test', password: 'JoineryDemo1' }] },
);
export const AcceptBody = Obj({
  name: Type.Optional(UserName),
  password: Type.Optional(Type.String({ maxLength: 1024, description: 'a new password for a new account, or the password of the existing one' })),
}, { examples: [{ name: 'Ines Invited', password: 'Welcome-2-Joinery' }] });

/** What a provider says about the person who signed in there. */
export interface ProviderProfile {
  provider: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface StartedSession {
  secret: string;
  session: SessionRow;
  email: string;
}

/**
 * Signing in: with a password (limited per account and per address), by accepting an invitation,
 * or with a provider account whose verified e-mail is a user's or was invited. Each starts a new
 * session; public sign-up does not exist (application.md §6).
 */
export class SignIn {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly sessions: Sessions,
    private readonly rateLimits: RateLimits,
    private readonly invitations: Invitations,
    private readonly activity: Activity,
    private readonly attempts: RateRule,
  ) {}

  /**
   * Checks a password as a limited attempt: reserved per account and per address before it is
   * verified (429 once either is over), given back when it is right. An attempt in flight counts as
   * a failure until it succeeds, so parallel guesses cannot all pass the check. The storefront's
   * customer sign-in counts against the same keys: a second door does not double the guesses.
   */
  async verify(email: string, address: string, password: string, hash: string | undefined, report?: LimitReport): Promise<boolean> {
    const limits = [{ rule: this.attempts, keys: [`signin:account:${email}`, `signin:address:${address}`] }];
    await this.rateLimits.reserve('failed sign-ins', limits, { report });
    const matches = await passwordMatches(password, hash);
    if (matches) await this.rateLimits.release(limits);
    return matches;
  }

  /** The workspace a new session opens: the one last used, if the user is still a member there. */
  private startingWorkspace(user: Pick<UserRow, 'workspace' | 'memberships'>): string {
    return user.memberships.some((m) => m.workspace === user.workspace) ? user.workspace : (user.memberships[0]?.workspace ?? '');
  }

  private async start(user: Pick<UserRow, 'email' | 'workspace' | 'memberships'>, detail: string): Promise<StartedSession> {
    const workspace = this.startingWorkspace(user);
    const { secret, row } = await this.sessions.start(user.email, workspace);
    await this.activity.record(user.email, 'signedIn', workspace, detail);
    return { secret, session: row, email: user.email };
  }

  async withPassword(body: unknown, address: string, report?: LimitReport): Promise<StartedSession> {
    assertValid(LoginBody, body, 'body');
    const email = normalEmail((body as { email: string }).email);
    const { password } = body as { password: string };
    const user = isEmail(email) ? await this.directory.user(email) : null;
    const matches = await this.verify(email, address, password, user?.passwordHash, report);
    // someone removed from every workspace has no way in, and hears the same as a wrong password
    if (!user || !matches || !user.memberships.length) throw unauthenticated(WRONG_CREDENTIALS);
    // a customer's account opens storefronts, not the staff app (issue 18 §3)
    if (user.signupMethod === STOREFRONT_SIGNUP && !user.staffIn.length) throw unauthenticated(CUSTOMER_ACCOUNT);
    return this.start(user, 'password');
  }

  /**
   * Accepts an invitation: a new account sets its name and password; an existing one proves itself
   * with its password or by being signed in as the invited e-mail. Answers the session to start
   * (none when the caller was signed in already).
   */
  async acceptInvitation(code: string, body: unknown, signedInAs: string | undefined, address: string, report?: LimitReport): Promise<StartedSession | null> {
    assertValid(AcceptBody, body ?? {}, 'body');
    const { name, password } = (body ?? {}) as { name?: string; password?: string };
    const row = await this.invitations.pending(code);
    const existing = await this.directory.user(row.email);
    if (existing && signedInAs !== row.email) {
      if (password === undefined) throw unauthenticated(`Sign in as ${row.email}, or give its password, to accept this invitation`);
      if (!(await this.verify(row.email, address, password, existing.passwordHash, report))) throw unauthenticated(WRONG_CREDENTIALS);
    }
    let passwordHash: string | undefined;
    if (!existing) {
      const problem = passwordProblem(password);
      if (problem) throw badRequest(password === undefined ? 'body/password is required to make your account' : problem);
      passwordHash = await hashPassword(password!);
    }
    const memberships = await this.join(row, existing ? undefined : { name: name?.trim() || row.email.split('@')[0], passwordHash, signupMethod: 'Invitation' });
    await this.activity.record(row.email, 'invitationAccepted', row.workspace);
    if (signedInAs === row.email) return null;
    return this.start({ email: row.email, workspace: row.workspace, memberships }, 'invitation');
  }

  /** Creates the user when new, then joins; all or nothing. */
  private async join(row: InvitationRow, newUser?: Pick<UserRow, 'name' | 'signupMethod'> & { passwordHash?: string; providers?: Record<string, string> }): Promise<Membership[]> {
    return this.rt.store.transaction(async (tx) => {
      if (newUser) {
        await this.directory.addUser({ email: row.email, memberships: [], workspace: row.workspace, ...newUser }, tx);
      }
      return this.invitations.join(row, tx);
    });
  }

  /**
   * A provider account: found by its verified e-mail (and linked to the user at the first sign-in),
   * or let in by an invitation of that e-mail (the one whose code came with the flow, else the newest).
   */
  async withProvider(profile: ProviderProfile, invitationCode?: string): Promise<StartedSession> {
    const label = profile.provider;
    if (!profile.email || !isEmail(profile.email)) throw unauthenticated(`Your ${label} account did not share an e-mail address`);
    if (!profile.emailVerified) throw unauthenticated(`The e-mail address of your ${label} account is not verified`);
    const email = normalEmail(profile.email);
    let user = await this.directory.user(email);
    const linked = user?.providers?.[profile.provider];
    if (user && linked && linked !== profile.subject) throw unauthenticated(`${email} is linked to another ${label} account`);
    let invitation: InvitationRow | null = null;
    if (invitationCode) {
      invitation = await this.invitations.pending(invitationCode);
      if (invitation.email !== email) throw unauthenticated(`This invitation is for ${invitation.email}, not for the ${label} account ${email}`);
    } else if (!user?.memberships.length) {
      invitation = await this.invitations.newestFor(email);
    }
    if (!user && !invitation) {
      throw unauthenticated(`There is no Joinery account for ${email}: sign-up is by invitation, so ask an admin of your workspace to invite you`);
    }
    const providers = { ...(user?.providers ?? {}), [profile.provider]: profile.subject };
    if (user && !linked) await this.directory.updateUser(email, { providers });
    if (invitation) {
      const memberships = await this.join(invitation, user ? undefined : { name: profile.name?.trim() || email.split('@')[0], signupMethod: profile.provider, providers });
      await this.activity.record(email, 'invitationAccepted', invitation.workspace, profile.provider);
      user = { ...(await this.directory.user(email))!, memberships, workspace: invitation.workspace };
    }
    if (!user!.memberships.length) throw unauthenticated(`${email} is not a member of any workspace any more`);
    return this.start(user!, profile.provider);
  }

  async signOut(session: SessionRow): Promise<void> {
    await this.sessions.end(session.id);
    await this.activity.record(session.email, 'signedOut', session.workspace);
  }
}
