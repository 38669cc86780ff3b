import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import { ROLES, rolesIn, type Actor, type Membership, type Role } from './actor.ts';
import type { Directory, WorkspaceRow } from './directory.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { DOMAIN_CLAIMS, type DomainClaimRow } from '../effects/domain-claims.ts';
import { recordInvitationEvent } from '../effects/events.ts';
import type { Activity } from './activity.ts';
import type { Mailer } from './mail.ts';
import { normalEmail, parseEmailList } from './emails.ts';
import { assertStaffWithinPlan } from './plan-limits.ts';
import type { LimitReport, RateLimits, RateRule } from './rate-limits.ts';

/** The most recipients one request may invite (issue 16: one request made 4,000 invitations and mails). */
export const MAX_RECIPIENTS = 50;
/** The most pending guest invitations a workspace may have: guests do not count against maxUsers, so they are bounded here. */
export const MAX_PENDING_GUEST_INVITATIONS = 1000;
const STAFF_ROLES = ROLES.filter((r) => r !== 'guest');

export const INVITATIONS = 'invitations';
export const INVITATION_DAYS = 14;
export const InvitationCode = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', description: 'the code of an invitation, from its link' });

export interface InvitationRow {
  /** the code: in the link that is mailed, and what revokes it */
  id: string;
  email: string;
  workspace: string;
  roles: Role[];
  /** the configurator (its joineryDomain or customerDomain) a customer is invited to */
  domain: string | null;
  invitedBy: string;
  created: string;
  expires: string;
}

/** An invitation as its inviter and the workspace's admins see it: the invited user. */
export interface InvitedUser {
  code: string;
  email: string;
  workspace: string;
  roles: Role[];
  domain: string | null;
  invitedBy: string;
  expires: string;
}

/** An invitation as the invited person sees it before accepting (the code is their key). */
export interface InvitationView {
  email: string;
  roles: Role[];
  domain: string | null;
  expires: string;
  workspace: { alias: string; name: string };
  /** whether an account with this e-mail exists already (then its password, or a session, accepts) */
  account: boolean;
}

const invited = (row: InvitationRow): InvitedUser => ({
  code: row.id, email: row.email, workspace: row.workspace, roles: row.roles, domain: row.domain, invitedBy: row.invitedBy, expires: row.expires,
});
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * Invitations (POST /users/invitations): the only way in besides a provider account whose e-mail
 * was invited, since public sign-up is disabled (application.md §6).
 */
export class Invitations {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly mailer: Mailer,
    private readonly activity: Activity,
    private readonly publicUrl: string,
    /** a mail that could not be sent: the invitation stays (it can be revoked and sent again) */
    private readonly onMailError: (to: string, error: unknown) => void = () => {},
    /** recipients per workspace, reserved before anything is written or mailed */
    private readonly limit?: { rateLimits: RateLimits; rule: RateRule },
  ) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(INVITATIONS, [{ fields: ['workspace', 'email'] }, { fields: ['email'] }]);
  }

  /**
   * Invites the addresses of a plain-text list (`;` or `,` between them) into the caller's current
   * workspace. Admins grant any role; editors invite customers (guests) only: nobody grants more
   * than they hold. Members already there are skipped; a pending invitation of the same person is
   * replaced. Staff invitations count against the plan's maxUsers; guest invitations are bounded
   * (MAX_PENDING_GUEST_INVITATIONS); a request names at most MAX_RECIPIENTS, and the recipients of a
   * workspace are rate-limited.
   */
  async invite(
    actor: Actor,
    request: { text: string; roles?: Role[]; domain?: string },
    /** the workspace and the caller's roles there, when they differ from the actor's (a workspace just made) */
    into: { workspace: string; inviterRoles: Role[] } = { workspace: actor.workspace, inviterRoles: rolesIn(actor, actor.workspace) },
    report?: LimitReport,
  ): Promise<InvitedUser[]> {
    const { workspace: alias, inviterRoles } = into;
    const roles = [...new Set(request.roles?.length ? request.roles : (['user'] as Role[]))];
    const unknown = roles.filter((r) => !ROLES.includes(r));
    if (unknown.length) throw badRequest(`role must be one of: ${ROLES.join(', ')}`);
    if (!inviterRoles.includes('admin')) {
      if (!inviterRoles.includes('editor')) throw forbidden(`Only admins and editors of workspace ${alias} may invite`);
      if (roles.some((r) => r !== 'guest')) throw forbidden(`As an editor of workspace ${alias} you may invite guests only: nobody grants more than they hold`);
    }
    const workspace = (await this.directory.workspace(alias))!;
    const domain = request.domain === undefined ? null : await this.assertConfiguratorDomain(alias, request.domain);
    const emails = parseEmailList(request.text, 'body');
    if (emails.length > MAX_RECIPIENTS) throw badRequest(`body names ${emails.length} addresses: invite at most ${MAX_RECIPIENTS} at a time`);
    const members = new Set((await this.directory.membersOf(alias)).map((u) => u.email));
    const newcomers = emails.filter((e) => !members.has(e));
    const staff = roles.some((r) => r !== 'guest');
    // checked first as a quick refusal, and again in the transaction that writes (below)
    const assertWithinBounds = (store: Store) => (staff ? this.assertStaffInvitationsWithinPlan(workspace, newcomers, store) : this.assertGuestInvitationsBounded(alias, newcomers, store));
    if (newcomers.length) await assertWithinBounds(this.rt.store);
    const limits = this.limit && [{ rule: this.limit.rule, keys: [`invitations:workspace:${alias}`] }];
    if (newcomers.length && limits) await this.limit!.rateLimits.reserve(`invitations into workspace ${alias}`, limits, { by: newcomers.length, report });
    const now = this.rt.now();
    const rows: InvitationRow[] = newcomers.map((email) => ({
      id: randomBytes(16).toString('base64url'),
      email,
      workspace: alias,
      roles,
      domain,
      invitedBy: actor.email,
      created: now.toISOString(),
      expires: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
    }));
    if (rows.length) {
      try {
        await this.rt.store.transaction(async (tx) => {
          // the plan's bound holds against invitations written in between (SQLite's write lock serialises these transactions)
          await assertWithinBounds(tx);
          await tx.delete(INVITATIONS, w.and(w.eq('workspace', alias), w.in('email', newcomers)));
          await tx.insert(INVITATIONS, rows);
          await recordInvitationEvent(tx, this.rt, { workspace: alias, author: actor.email, emails: newcomers, roles });
        });
      } catch (error) {
        // nothing was invited: the reservation is given back
        if (limits) await this.limit!.rateLimits.release(limits, newcomers.length);
        throw error;
      }
      await this.activity.record(actor.email, 'invited', alias, newcomers.join(', '));
    }
    for (const row of rows) await this.mail(row, workspace, actor).catch((error) => this.onMailError(row.email, error));
    return rows.map(invited);
  }

  private async assertStaffInvitationsWithinPlan(workspace: WorkspaceRow, newcomers: string[], store: Store): Promise<void> {
    const alias = workspace.alias;
    const pending = ((await store.find(INVITATIONS, { where: w.eq('workspace', alias) })) as InvitationRow[]).filter(
      (r) => r.expires > this.rt.now().toISOString() && r.roles.some((x) => x !== 'guest') && !newcomers.includes(r.email),
    );
    assertStaffWithinPlan(workspace, (await this.directory.countStaff(alias, store)) + pending.length + newcomers.length);
  }

  private async assertGuestInvitationsBounded(alias: string, newcomers: string[], store: Store): Promise<void> {
    const pending = await store.count(
      INVITATIONS,
      w.and(w.eq('workspace', alias), w.nin('roles', STAFF_ROLES), w.gt('expires', this.rt.now().toISOString()), w.nin('email', newcomers)),
      { limit: MAX_PENDING_GUEST_INVITATIONS + 1 },
    );
    if (pending + newcomers.length > MAX_PENDING_GUEST_INVITATIONS) {
      throw forbidden(
        `Workspace ${alias} has ${pending} pending guest invitations and may have at most ${MAX_PENDING_GUEST_INVITATIONS}: revoke some, or wait until they are accepted or expire`,
      );
    }
  }

  private async assertConfiguratorDomain(alias: string, domain: string): Promise<string> {
    const host = domain.trim().toLowerCase();
    if (!DOMAIN.test(host)) throw badRequest('domain must be a host name such as shop.example.com');
    // the address claims say which resource holds an address (the kinds' `domains`: a configurator's two)
    const claim = (await this.rt.store.findOne(DOMAIN_CLAIMS, w.eq('id', host))) as DomainClaimRow | null;
    const configurator = claim && (await this.rt.store.findOne(claim.collection, w.and(w.eq('id', claim.resource), w.eq('workspace', alias), w.eq('deleted', false))));
    if (!configurator) throw badRequest(`domain ${host} is not the domain of a configurator of workspace ${alias}`);
    return host;
  }

  private async mail(row: InvitationRow, workspace: WorkspaceRow, inviter: Actor): Promise<void> {
    const link = `${this.publicUrl}/invitation/${row.id}`;
    const where = row.domain ? ` to use the configurator at https://${row.domain}` : '';
    await this.mailer.send({
      to: row.email,
      subject: `${inviter.name} invited you to ${workspace.name} on Joinery`,
      text: [
        `${inviter.name} (${inviter.email}) invited you to join ${workspace.name} on Joinery as ${row.roles.join(' and ')}${where}.`,
        '',
        `Accept the invitation: ${link}`,
        '',
        `The invitation expires on ${row.expires.slice(0, 10)}. If you did not expect it, ignore this e-mail.`,
      ].join('\n'),
    });
  }

  /** The current workspace's pending invitations (its admins). */
  async list(actor: Actor): Promise<InvitedUser[]> {
    if (!rolesIn(actor, actor.workspace).includes('admin')) throw forbidden(`Only an admin of workspace ${actor.workspace} may list its invitations`);
    const rows = (await this.rt.store.find(INVITATIONS, { where: w.eq('workspace', actor.workspace), sort: [{ field: 'created', dir: 'desc' }] })) as InvitationRow[];
    return rows.filter((r) => r.expires > this.rt.now().toISOString()).map(invited);
  }

  /** Revoked by an admin of its workspace or by whoever sent it; anyone else gets 404. */
  async revoke(actor: Actor, code: string): Promise<void> {
    const row = (await this.rt.store.findOne(INVITATIONS, w.eq('id', code))) as InvitationRow | null;
    const allowed = row && (rolesIn(actor, row.workspace).includes('admin') || (row.invitedBy === actor.email && rolesIn(actor, row.workspace).length > 0));
    if (!row || !allowed) throw notFound('This invitation was not found: it may have been accepted or revoked already');
    await this.rt.store.delete(INVITATIONS, w.eq('id', code));
  }

  /** Mails a pending invitation again (an admin of its workspace), with its time to accept started afresh. */
  async resend(actor: Actor, code: string): Promise<InvitedUser> {
    const row = (await this.rt.store.findOne(INVITATIONS, w.eq('id', code))) as InvitationRow | null;
    if (!row || !rolesIn(actor, row.workspace).includes('admin')) throw notFound('This invitation was not found: it may have been accepted or revoked');
    const workspace = await this.directory.workspace(row.workspace);
    if (!workspace) throw notFound('This invitation was not found: it may have been accepted or revoked');
    const expires = new Date(this.rt.now().getTime() + INVITATION_DAYS * 86_400_000).toISOString();
    await this.rt.store.update(INVITATIONS, w.eq('id', code), { set: { expires } });
    const renewed = { ...row, expires };
    await this.mail(renewed, workspace, actor);
    return invited(renewed);
  }

  /** A live invitation by its code; expired and unknown codes are 404 alike. */
  async pending(code: string, store: Store = this.rt.store): Promise<InvitationRow> {
    const row = (await store.findOne(INVITATIONS, w.eq('id', code))) as InvitationRow | null;
    if (!row || row.expires <= this.rt.now().toISOString()) throw notFound('This invitation was not found or has expired: ask for a new one');
    return row;
  }

  async describe(code: string): Promise<InvitationView> {
    const row = await this.pending(code);
    const workspace = await this.directory.workspace(row.workspace);
    if (!workspace) throw notFound('This invitation was not found or has expired: ask for a new one');
    return {
      email: row.email, roles: row.roles, domain: row.domain, expires: row.expires,
      workspace: { alias: workspace.alias, name: workspace.name },
      account: (await this.directory.user(row.email)) !== null,
    };
  }

  /** The newest live invitation of an e-mail into a workspace that `fits` (the storefront: a customer's, for its configurator). */
  async newestInto(email: string, workspace: string, fits: (row: InvitationRow) => boolean): Promise<InvitationRow | null> {
    const now = this.rt.now().toISOString();
    const rows = (await this.rt.store.find(INVITATIONS, { where: w.and(w.eq('workspace', workspace), w.eq('email', normalEmail(email))), sort: [{ field: 'created', dir: 'desc' }] })) as InvitationRow[];
    return rows.find((r) => r.expires > now && fits(r)) ?? null;
  }

  /** The newest live invitation of an e-mail: a provider sign-in without a code accepts it. */
  async newestFor(email: string): Promise<InvitationRow | null> {
    const now = this.rt.now().toISOString();
    const rows = (await this.rt.store.find(INVITATIONS, { where: w.eq('email', normalEmail(email)), sort: [{ field: 'created', dir: 'desc' }] })) as InvitationRow[];
    return rows.find((r) => r.expires > now) ?? null;
  }

  /**
   * Makes the invited user a member with the invitation's roles (added to any they hold there) and
   * uses the invitation up. The plan is checked again: it may have changed since the invitation.
   */
  async join(row: InvitationRow, tx: Store): Promise<Membership[]> {
    const user = (await this.directory.user(row.email, tx))!;
    const current = user.memberships.find((m) => m.workspace === row.workspace);
    const roles = [...new Set([...(current?.roles ?? []), ...row.roles])];
    if (!user.staffIn.includes(row.workspace) && roles.some((r) => r !== 'guest')) {
      const workspace = (await this.directory.workspace(row.workspace, tx))!;
      assertStaffWithinPlan(workspace, (await this.directory.countStaff(row.workspace, tx)) + 1);
    }
    const memberships = current
      ? user.memberships.map((m) => (m.workspace === row.workspace ? { workspace: row.workspace, roles } : m))
      : [...user.memberships, { workspace: row.workspace, roles }];
    await this.directory.setMemberships(row.email, memberships, row.workspace, tx);
    await tx.delete(INVITATIONS, w.eq('id', row.id));
    return memberships;
  }
}
