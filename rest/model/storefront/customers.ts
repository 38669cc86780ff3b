/**
 * Customers of a published configurator (application.md §6, issue 18 §3): users with the guest role
 * in the configurator's workspace, who sign up and sign in on the storefront. Their sessions are kept
 * apart from staff sessions (their own collection and cookie), so a customer session opens nothing of
 * the staff app or API: the staff side never reads it.
 */
import { Type } from '@sinclair/typebox';
import type { Actor, Membership } from '../identity/actor.ts';
import { STOREFRONT_SIGNUP, type UserRow } from '../identity/directory.ts';
import { isEmail, normalEmail } from '../identity/emails.ts';
import type { Identity } from '../identity/identity.ts';
import type { InvitationRow } from '../identity/invitations.ts';
import { hashPassword, passwordProblem } from '../identity/passwords.ts';
import { DEFAULT_RATE_LIMITS, type LimitReport } from '../identity/rate-limits.ts';
import { Sessions, type SessionRow } from '../identity/sessions.ts';
import { WRONG_CREDENTIALS } from '../identity/sign-in.ts';
import { UserName } from '../identity/users.ts';
import { badRequest, conflict, forbidden, unauthenticated } from '../errors.ts';
import { DuplicateKeyError } from '../../store/port.ts';
import { Obj } from '../kinds/common.schema.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import { publishedConfigurator, type PublishedConfigurator } from './published-configurators.ts';

export const CUSTOMER_SESSIONS = 'customersessions';
/** The customer's cookie: only the storefront's calls (under /api/published/) receive it. */
export const CUSTOMER_COOKIE = 'joinery_customer';
export const CUSTOMER_COOKIE_PATH = '/api/published/';

export const CustomerSignUpBody = Obj(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 1024 }), name: Type.Optional(UserName) },
  { examples: [{ email: 'cora@example.com', password: 'Oak-and-Ash-1', name: 'Cora Customer' }] },
);
export const CustomerSignInBody = Obj(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 1024 }) },
  { examples: [{ email: 'customer@oakandash.example', password: 'JoineryDemo1' }] },
);

/** A signed-in customer of a configurator. */
export interface Customer {
  email: string;
  name: string;
  /** the configurator's workspace, where the customer is a guest */
  workspace: string;
  /**
   * Who the customer acts as on the storefront's writes (configurations, orders): a guest of that
   * workspace only, whatever else the account may be, so a storefront session never carries staff rights.
   */
  actor: Actor;
  session: SessionRow;
}

export interface StartedCustomer {
  secret: string;
  customer: Customer;
}

export class Customers {
  readonly sessions: Sessions;

  constructor(
    private readonly rt: Runtime,
    private readonly identity: Identity,
  ) {
    const { sessionIdleHours, sessionMaxHours } = identity.options;
    this.sessions = new Sessions(rt, { idleMs: sessionIdleHours * 3_600_000, maxMs: sessionMaxHours * 3_600_000 }, CUSTOMER_SESSIONS);
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.ensureIndexes();
  }

  private get signUpRule() {
    return (this.identity.options.rateLimits ?? DEFAULT_RATE_LIMITS).signIn;
  }

  /** Sign-in on this configurator at all, and with a password: refusals in plain words. */
  private assertPasswordSignIn(configurator: PublishedConfigurator): void {
    if (configurator.auth.loginType === 'None') throw forbidden(`${configurator.title} does not offer sign-in: order with your e-mail address`);
    if (!configurator.auth.emailPassword) throw forbidden(`${configurator.title} does not offer sign-in with an e-mail address and password`);
  }

  private customer(configurator: PublishedConfigurator, user: Pick<UserRow, 'email' | 'name'>, session: SessionRow): Customer {
    const memberships: Membership[] = [{ workspace: configurator.workspace, roles: ['guest'] }];
    const actor: Actor = { email: user.email, name: user.name, workspace: configurator.workspace, memberships, via: 'session', sessionId: session.id };
    return { email: user.email, name: user.name, workspace: configurator.workspace, actor, session };
  }

  private async start(configurator: PublishedConfigurator, user: Pick<UserRow, 'email' | 'name'>, detail: string): Promise<StartedCustomer> {
    const { secret, row } = await this.sessions.start(user.email, configurator.workspace);
    await this.identity.activity.record(user.email, 'signedIn', configurator.workspace, detail);
    return { secret, customer: this.customer(configurator, user, row) };
  }

  /**
   * Signs a customer up (Signup: anyone; Invitation: only with a live guest invitation into the
   * workspace, for any or this configurator) and signs them in. An address that has an account
   * already joins with that account's password. A confirmation e-mail goes out through the mail path.
   */
  async signUp(configuratorId: string, body: unknown, address: string, report?: LimitReport): Promise<StartedCustomer> {
    const configurator = await publishedConfigurator(this.rt.store, configuratorId);
    this.assertPasswordSignIn(configurator);
    assertValid(CustomerSignUpBody, body, 'body');
    const { password, name } = body as { password: string; name?: string };
    const email = normalEmail((body as { email: string }).email);
    if (!isEmail(email)) throw badRequest('body/email must be an e-mail address such as name@example.com');
    const existing = await this.identity.directory.user(email);
    if (!existing) {
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem);
    }
    const invitation = configurator.auth.signupType === 'Invitation' ? await this.invitationOf(configurator, email) : null;
    await this.identity.rateLimits.reserve('sign-ups', [{ rule: this.signUpRule, keys: [`signup:address:${address}`] }], { report });
    if (existing && !(await this.identity.signIn.verify(email, address, password, existing.passwordHash, report))) throw unauthenticated(WRONG_CREDENTIALS);
    const user = existing ?? { email, name: name?.trim() || email.split('@')[0] };
    const joined = await this.join(configurator, user, existing ? undefined : await hashPassword(password), invitation);
    if (joined) await this.sendConfirmation(configurator, user);
    return this.start(configurator, user, `storefront sign-up ${configurator.id}`);
  }

  /** A live invitation of a customer (guest only) into the configurator's workspace, for any or this configurator; 403 without one. */
  private async invitationOf(configurator: PublishedConfigurator, email: string): Promise<InvitationRow | null> {
    const fits = (row: InvitationRow) => row.roles.every((r) => r === 'guest') && (row.domain === null || configurator.domains.includes(row.domain));
    const invitation = await this.identity.invitations.newestInto(email, configurator.workspace, fits);
    const member = (await this.identity.directory.user(email))?.memberships.some((m) => m.workspace === configurator.workspace);
    if (!invitation && !member) throw forbidden(`Sign-up at ${configurator.title} is by invitation: ${email} has not been invited`);
    return invitation;
  }

  /**
   * Makes the account (when new) a guest of the configurator's workspace, using the invitation up;
   * all or nothing. Answers whether anything was joined (a member already is not joined again).
   */
  private async join(configurator: PublishedConfigurator, user: Pick<UserRow, 'email' | 'name'>, passwordHash: string | undefined, invitation: InvitationRow | null): Promise<boolean> {
    const { directory, invitations } = this.identity;
    return this.rt.store.transaction(async (tx): Promise<boolean> => {
      const current = await directory.user(user.email, tx);
      if (!current) {
        await directory.addUser({ email: user.email, name: user.name, workspace: configurator.workspace, memberships: [], signupMethod: STOREFRONT_SIGNUP, passwordHash }, tx);
      } else if (current.memberships.some((m) => m.workspace === configurator.workspace)) {
        return false;
      }
      if (invitation) {
        await invitations.join(invitation, tx);
      } else {
        const memberships = [...(current?.memberships ?? []), { workspace: configurator.workspace, roles: ['guest' as const] }];
        await directory.setMemberships(user.email, memberships, current ? undefined : configurator.workspace, tx);
      }
      return true;
    }).catch((error: unknown) => {
      // two sign-ups of one new address at once: the second finds the account the first just made
      if (error instanceof DuplicateKeyError) throw conflict(`An account for ${user.email} was made just now: sign in`);
      throw error;
    });
  }

  private async sendConfirmation(configurator: PublishedConfigurator, user: Pick<UserRow, 'email' | 'name'>): Promise<void> {
    const where = configurator.domain ? `https://${configurator.domain}/` : `${this.identity.options.publicUrl}/c/${configurator.id}`;
    const message = {
      to: user.email,
      subject: `Your account at ${configurator.title}`,
      text: [
        `Hello ${user.name},`,
        '',
        `your account at ${configurator.title} is ready: sign in with ${user.email} at ${where}`,
        '',
        'If you did not sign up, ignore this e-mail: nothing is ordered without you.',
      ].join('\n'),
    };
    await this.identity.options.mailer.send(message).catch((error) => this.identity.options.onMailError?.(user.email, error));
  }

  /** Signs a customer in with e-mail and password (limited like the staff sign-in, on the same counts). */
  async signIn(configuratorId: string, body: unknown, address: string, report?: LimitReport): Promise<StartedCustomer> {
    const configurator = await publishedConfigurator(this.rt.store, configuratorId);
    this.assertPasswordSignIn(configurator);
    assertValid(CustomerSignInBody, body, 'body');
    const email = normalEmail((body as { email: string }).email);
    const user = isEmail(email) ? await this.identity.directory.user(email) : null;
    const matches = await this.identity.signIn.verify(email, address, (body as { password: string }).password, user?.passwordHash, report);
    if (!user || !matches) throw unauthenticated(WRONG_CREDENTIALS);
    if (!user.memberships.some((m) => m.workspace === configurator.workspace)) {
      throw unauthenticated(`${email} has no account at ${configurator.title} yet: sign up first`);
    }
    return this.start(configurator, user, `storefront ${configurator.id}`);
  }

  /**
   * The customer signed in with this cookie secret on this configurator, or null: the session must
   * be live, of the configurator's workspace, and its user still a member there.
   */
  async current(configuratorId: string, secret: string | undefined): Promise<Customer | null> {
    const configurator = await publishedConfigurator(this.rt.store, configuratorId);
    if (!secret) return null;
    const session = await this.sessions.find(secret);
    if (!session || session.workspace !== configurator.workspace) return null;
    const user = await this.identity.directory.user(session.email);
    if (!user?.memberships.some((m) => m.workspace === configurator.workspace)) return null;
    return this.customer(configurator, user, session);
  }

  /** GET …/customers/me: the signed-in customer, or 401. */
  async me(configuratorId: string, secret: string | undefined): Promise<{ email: string; name: string }> {
    const customer = await this.current(configuratorId, secret);
    if (!customer) throw unauthenticated('You are not signed in to this configurator');
    return { email: customer.email, name: customer.name };
  }

  /** Ends the customer session of this cookie secret, if there is one (fine when there is none). */
  async signOut(configuratorId: string, secret: string | undefined): Promise<void> {
    await publishedConfigurator(this.rt.store, configuratorId);
    const session = secret ? await this.sessions.find(secret) : null;
    if (!session) return;
    await this.sessions.end(session.id);
    await this.identity.activity.record(session.email, 'signedOut', session.workspace, 'storefront');
  }
}
