import { Type } from '@sinclair/typebox';
import { w } from '../../store/port.ts';
import { isAdminOf, readableWorkspaces, ROLES, type Actor, type Membership, type Role } from './actor.ts';
import type { Directory, UserRow } from './directory.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { Obj } from '../kinds/common.schema.ts';
import { KINDS } from '../kinds/registry.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import type { Activity } from './activity.ts';
import { normalEmail } from './emails.ts';
import { hashPassword, passwordMatches, passwordProblem } from './passwords.ts';
import { assertStaffWithinPlan } from './plan-limits.ts';
import type { Sessions } from './sessions.ts';
import type { ApiTokens } from './tokens.ts';
import { userView, workspaceView, type MeView, type UserView } from './views.ts';

export const UserName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
const RoleList = Type.Array(Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] }), { minItems: 1, maxItems: 4, uniqueItems: true });

export const MyProfileBody = Obj({
  name: Type.Optional(UserName),
  password: Type.Optional(Type.String({ description: 'a new password (application.md §5 rule)' })),
  currentPassword: Type.Optional(Type.String({ description: 'needed to change a password that is set' })),
}, { examples: [{ name: 'Ada Admin' }] });
export const UserBody = Obj({ name: Type.Optional(UserName), roles: Type.Optional(RoleList) }, { examples: [{ roles: ['editor'] }] });

/** Who owns a removed user's resources: the workspace itself (no user's e-mail, so nobody gains by it). */
export const workspaceOwner = (alias: string) => `workspace:${alias}`;

/** Users as rest-api.md §7.5 serves them: me, one, the workspace's list, profile and role changes, removal. */
export class Users {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly sessions: Sessions,
    private readonly tokens: ApiTokens,
    private readonly activity: Activity,
  ) {}

  private async row(email: string): Promise<UserRow> {
    const user = await this.directory.user(email);
    if (!user) throw notFound(`user ${email} was not found`);
    return user;
  }

  async me(actor: Actor): Promise<MeView> {
    const user = await this.row(actor.email);
    const memberships: MeView['memberships'] = [];
    for (const m of user.memberships) {
      const workspace = await this.directory.workspace(m.workspace);
      if (workspace) memberships.push({ workspace: workspaceView(workspace), roles: m.roles });
    }
    return { ...userView(user, actor.workspace, actor), memberships, superadmin: this.directory.isSuperadmin(user.email) };
  }

  /** Staff of the current workspace see its members; anyone sees themselves; everyone else is 404. */
  async view(actor: Actor, email: string): Promise<UserView> {
    const target = normalEmail(email);
    if (target === actor.email) return userView(await this.row(target), actor.workspace, actor);
    const user = readableWorkspaces(actor).includes(actor.workspace) ? await this.directory.user(target) : null;
    if (!user || !user.workspaces.includes(actor.workspace)) throw notFound(`user ${email} was not found`);
    return userView(user, actor.workspace, actor);
  }

  /** The current workspace's team, or with `guests` its guests (the customers); for its members other than guests (OPERATION_ACCESS.listUsers). */
  async list(actor: Actor, options: { guests?: boolean } = {}): Promise<UserView[]> {
    const members = await this.directory.membersOf(actor.workspace);
    return members
      .filter((u) => u.staffIn.includes(actor.workspace) !== (options.guests === true))
      .map((u) => userView(u, actor.workspace, actor));
  }

  /** PUT /users/me. `passwordChanged` tells the caller to start a fresh session: every old one has ended, and every API token is revoked. */
  async updateMe(actor: Actor, body: unknown): Promise<{ me: MeView; passwordChanged: boolean }> {
    assertValid(MyProfileBody, body, 'body');
    const { name, password, currentPassword } = body as { name?: string; password?: string; currentPassword?: string };
    const user = await this.row(actor.email);
    const set: Parameters<Directory['updateUser']>[1] = {};
    if (name !== undefined) set.name = name.trim();
    if (password !== undefined) {
      if (actor.via === 'token') throw forbidden('A password is changed while signed in, not with an API token');
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem);
      if (user.passwordHash) {
        if (currentPassword === undefined) throw badRequest('Type your current password to change it');
        if (!(await passwordMatches(currentPassword, user.passwordHash))) throw forbidden('That is not your current password: type it again');
      }
      set.passwordHash = await hashPassword(password);
    }
    if (Object.keys(set).length) await this.directory.updateUser(actor.email, set);
    if (password !== undefined) {
      // a password is changed when it may be known to someone else: whatever it let them make ends with it
      await this.sessions.endAllOf(actor.email);
      await this.tokens.revokeAllOf(actor.email);
      await this.activity.record(actor.email, 'passwordChanged', actor.workspace);
    } else if (name !== undefined) {
      await this.activity.record(actor.email, 'profileChanged', actor.workspace);
    }
    return { me: await this.me({ ...actor, name: set.name ?? actor.name }), passwordChanged: password !== undefined };
  }

  /** Whether the dashboard's welcome pop-up has been shown to the user (once per user, §2.7). */
  async welcomeShown(actor: Actor): Promise<boolean> {
    return Boolean((await this.row(actor.email)).welcomeShown);
  }

  /** Records that the welcome pop-up was shown: the first time counts, later calls keep that time. */
  async markWelcomeShown(actor: Actor): Promise<void> {
    const user = await this.row(actor.email);
    if (!user.welcomeShown) await this.directory.updateUser(actor.email, { welcomeShown: this.rt.now().toISOString() });
  }

  private async adminTarget(actor: Actor, email: string): Promise<UserRow> {
    if (!isAdminOf(actor, actor.workspace)) throw forbidden(`Only an admin of workspace ${actor.workspace} may change its users`);
    const user = await this.directory.user(normalEmail(email));
    if (!user || !user.workspaces.includes(actor.workspace)) throw notFound(`user ${email} was not found`);
    return user;
  }

  private async assertAnotherAdmin(alias: string, leaving: string): Promise<void> {
    const admins = (await this.directory.membersOf(alias)).filter((u) => u.email !== leaving && u.memberships.some((m) => m.workspace === alias && m.roles.includes('admin')));
    if (!admins.length) throw conflict(`workspace ${alias} needs at least one admin: make someone else admin first`);
  }

  /** PUT /users/{email}: an admin renames a member or changes their roles in the current workspace. */
  async update(actor: Actor, email: string, body: unknown): Promise<UserView> {
    assertValid(UserBody, body, 'body');
    const { name, roles } = body as { name?: string; roles?: Role[] };
    const user = await this.adminTarget(actor, email);
    const alias = actor.workspace;
    if (roles) {
      const before = user.memberships.find((m) => m.workspace === alias)!.roles;
      if (before.includes('admin') && !roles.includes('admin')) await this.assertAnotherAdmin(alias, user.email);
      const becomesStaff = !user.staffIn.includes(alias) && roles.some((r) => r !== 'guest');
      if (becomesStaff) assertStaffWithinPlan((await this.directory.workspace(alias))!, (await this.directory.countStaff(alias)) + 1);
      const memberships = user.memberships.map((m): Membership => (m.workspace === alias ? { workspace: alias, roles } : m));
      await this.directory.setMemberships(user.email, memberships);
    }
    if (name !== undefined) await this.directory.updateUser(user.email, { name: name.trim() });
    return userView((await this.directory.user(user.email))!, alias, actor);
  }

  /**
   * DELETE /users/{email}: the user leaves the current workspace. Their resources there stay, owned
   * by the workspace; leaving the last workspace ends their sessions and API tokens.
   */
  async remove(actor: Actor, email: string): Promise<void> {
    const user = await this.adminTarget(actor, email);
    const alias = actor.workspace;
    if (user.memberships.find((m) => m.workspace === alias)!.roles.includes('admin')) await this.assertAnotherAdmin(alias, user.email);
    const memberships = user.memberships.filter((m) => m.workspace !== alias);
    await this.rt.store.transaction(async (tx) => {
      for (const kind of KINDS) {
        await tx.update(kind.collection, w.and(w.eq('workspace', alias), w.eq('owner', user.email)), { set: { owner: workspaceOwner(alias) } });
      }
      const starting = user.workspace === alias ? (memberships[0]?.workspace ?? '') : user.workspace;
      await this.directory.setMemberships(user.email, memberships, starting, tx);
    });
    if (!memberships.length) {
      await this.sessions.endAllOf(user.email);
      await this.tokens.revokeAllOf(user.email);
    }
  }
}
