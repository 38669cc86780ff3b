import { w, type Store } from '../../store/port.ts';
import type { Actor, Membership } from './actor.ts';
import { notFound } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

/** Users and workspaces: who the actors are. Sign-in, invitations and plans (rest/model/identity) build on these rows. */
export interface WorkspaceRow {
  id: string;
  alias: string;
  name: string;
  color: string;
  plan: 'FREE' | 'SOLO' | 'STARTUP' | 'GROWTH' | 'ENTERPRISE';
  created: string;
  themeId?: string;
  /** where the Sync buttons fetch from, by urlPoint (rest/model/workspace-settings/external-sync.ts); set by the integrations */
  externalTargets?: Record<string, { url: string; integration?: string }>;
  /** where a task's failure report goes (issue 21 §1); without one, the platform's SUPPORT_EMAIL */
  supportEmail?: string;
  /** the payment provider's customer of this workspace (rest/model/billing) */
  billingCustomer?: string;
  /** when and by which superadmin it was suspended (rest/model/superadmin/suspension.ts); absent while it runs */
  suspended?: { at: string; by: string };
}

export interface UserRow {
  id: string;
  email: string;
  name: string;
  memberships: Membership[];
  /** the workspaces of `memberships`, and those where the user is staff (not only a guest): the store cannot look into lists of objects */
  workspaces: string[];
  staffIn: string[];
  /** the workspace a new session starts in: the one last switched to */
  workspace: string;
  signupDate: string;
  /** 'Invitation' (accepted with a password), 'Storefront' (a customer's sign-up), or the provider whose account it was made with */
  signupMethod: string;
  /** argon2id; absent for users who sign in only through a provider */
  passwordHash?: string;
  /** provider name → the provider's subject id, linked at the first provider sign-in */
  providers?: Record<string, string>;
  /** when the dashboard's welcome pop-up was first shown to the user: it is shown once per user (application.md §2.7) */
  welcomeShown?: string;
}

export const USERS = 'users';
/** the signupMethod of an account a customer made on a storefront (rest/model/storefront/customers.ts) */
export const STOREFRONT_SIGNUP = 'Storefront';
export const WORKSPACES = 'workspaces';

export type NewUser = Omit<UserRow, 'id' | 'signupDate' | 'workspaces' | 'staffIn'>;

/** The derived membership fields of a user row. */
export function membershipFields(memberships: Membership[]): Pick<UserRow, 'memberships' | 'workspaces' | 'staffIn'> {
  return {
    memberships,
    workspaces: memberships.map((m) => m.workspace),
    staffIn: memberships.filter((m) => m.roles.some((r) => r !== 'guest')).map((m) => m.workspace),
  };
}

/**
 * Every request needs its actor; reading the user row each time was a seventh of the CPU of a head
 * read. Actors are kept briefly: this process drops them when it changes users, and the short life
 * bounds how long another instance's change (roles, workspace) can go unseen.
 */
const ACTOR_TTL_MS = 2000;

export class Directory {
  private readonly actors = new Map<string, { actor: Actor; until: number }>();

  constructor(
    private readonly rt: Runtime,
    /** SUPERADMIN_DOMAINS */
    private readonly superadminDomains: readonly string[] = [],
  ) {}

  /** Users whose e-mail domain is one of SUPERADMIN_DOMAINS (exactly: a subdomain is another company). */
  isSuperadmin(email: string): boolean {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    return this.superadminDomains.includes(domain);
  }

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(USERS, [{ fields: ['email'], unique: true }, { fields: ['workspaces'] }]);
    await this.rt.store.ensureIndexes(WORKSPACES, [{ fields: ['alias'], unique: true }]);
    // users stored before sign-in existed lack the derived membership fields
    for (const user of (await this.rt.store.find(USERS, { where: w.exists('workspaces', false) })) as UserRow[]) {
      await this.rt.store.update(USERS, w.eq('id', user.id), { set: membershipFields(user.memberships) });
    }
  }

  async addWorkspace(workspace: Omit<WorkspaceRow, 'id' | 'created'>, store: Store = this.rt.store): Promise<WorkspaceRow> {
    const row: WorkspaceRow = { id: workspace.alias, created: this.rt.now().toISOString(), ...workspace };
    await store.insert(WORKSPACES, [row]);
    return row;
  }

  async addUser(user: NewUser, store: Store = this.rt.store): Promise<UserRow> {
    const row: UserRow = { id: user.email, signupDate: this.rt.now().toISOString(), ...user, ...membershipFields(user.memberships) };
    await store.insert(USERS, [row]);
    this.actors.delete(user.email);
    return row;
  }

  /** Replaces a user's memberships (and optionally the workspace new sessions start in). */
  async setMemberships(email: string, memberships: Membership[], workspace?: string, store: Store = this.rt.store): Promise<void> {
    const set: Record<string, unknown> = membershipFields(memberships);
    if (workspace !== undefined) set.workspace = workspace;
    const matched = await store.update(USERS, w.eq('id', email), { set });
    this.actors.delete(email);
    if (matched === 0) throw notFound(`user ${email} was not found`);
  }

  /** Changes other fields of a user row (name, password hash, providers, starting workspace). */
  async updateUser(email: string, set: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'providers' | 'workspace' | 'welcomeShown'>>, store: Store = this.rt.store): Promise<void> {
    await store.update(USERS, w.eq('id', email), { set });
    this.actors.delete(email);
  }

  /** Drops the cached actor of a user whose row changed. */
  forget(email: string): void {
    this.actors.delete(email);
  }

  async user(email: string, store: Store = this.rt.store): Promise<UserRow | null> {
    return (await store.findOne(USERS, w.eq('id', email))) as UserRow | null;
  }

  /** Everyone with a membership in the workspace, by e-mail. */
  async membersOf(alias: string, store: Store = this.rt.store): Promise<UserRow[]> {
    return (await store.find(USERS, { where: w.eq('workspaces', alias), sort: [{ field: 'email', dir: 'asc' }] })) as UserRow[];
  }

  /** Members who are staff (any role but guest): what a plan's maxUsers counts. */
  async countStaff(alias: string, store: Store = this.rt.store): Promise<number> {
    return store.count(USERS, w.eq('staffIn', alias));
  }

  async workspace(alias: string, store: Store = this.rt.store): Promise<WorkspaceRow | null> {
    return (await store.findOne(WORKSPACES, w.eq('id', alias))) as WorkspaceRow | null;
  }

  async countWorkspaces(): Promise<number> {
    return this.rt.store.count(WORKSPACES);
  }

  /** The actor a user acts as, in the workspace they last chose. */
  async actorFor(email: string): Promise<Actor> {
    const now = Date.now();
    const cached = this.actors.get(email);
    if (cached && cached.until > now) return cached.actor;
    const user = await this.user(email);
    if (!user) throw notFound(`user ${email} was not found`);
    const actor: Actor = { email: user.email, name: user.name, workspace: user.workspace, memberships: user.memberships, superadmin: this.isSuperadmin(user.email) };
    this.actors.set(email, { actor, until: now + ACTOR_TTL_MS });
    return actor;
  }
}
