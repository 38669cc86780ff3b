import { w } from '../store/port.ts';
import type { Actor, Membership } from './actor.ts';
import { notFound } from './errors.ts';
import type { Runtime } from './runtime.ts';

/** Users and workspaces: who the actors are. Sign-in, invitations and plans build on these rows. */
export interface WorkspaceRow {
  id: string;
  alias: string;
  name: string;
  color: string;
  plan: 'FREE' | 'SOLO' | 'STARTUP' | 'GROWTH' | 'ENTERPRISE';
  created: string;
}

export interface UserRow {
  id: string;
  email: string;
  name: string;
  memberships: Membership[];
  workspace: string;
  signupDate: string;
  signupMethod: 'Signup' | 'Invitation';
}

export const USERS = 'users';
export const WORKSPACES = 'workspaces';

/**
 * Every request needs its actor; reading the user row each time was a seventh of the CPU of a head
 * read. Actors are kept briefly: this process drops them when it changes users, and the short life
 * bounds how long another instance's change (roles, workspace) can go unseen.
 */
const ACTOR_TTL_MS = 2000;

export class Directory {
  private readonly actors = new Map<string, { actor: Actor; until: number }>();

  constructor(private readonly rt: Runtime) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(USERS, [{ fields: ['email'], unique: true }]);
    await this.rt.store.ensureIndexes(WORKSPACES, [{ fields: ['alias'], unique: true }]);
  }

  async addWorkspace(workspace: Omit<WorkspaceRow, 'id' | 'created'>): Promise<WorkspaceRow> {
    const row: WorkspaceRow = { id: workspace.alias, created: this.rt.now().toISOString(), ...workspace };
    await this.rt.store.insert(WORKSPACES, [row]);
    return row;
  }

  async addUser(user: Omit<UserRow, 'id' | 'signupDate'>): Promise<UserRow> {
    const row: UserRow = { id: user.email, signupDate: this.rt.now().toISOString(), ...user };
    await this.rt.store.insert(USERS, [row]);
    this.actors.delete(user.email);
    return row;
  }

  /** Replaces a user's memberships (and optionally the current workspace). */
  async setMemberships(email: string, memberships: Membership[], workspace?: string): Promise<void> {
    const set: Record<string, unknown> = { memberships };
    if (workspace !== undefined) set.workspace = workspace;
    const matched = await this.rt.store.update(USERS, w.eq('id', email), { set });
    this.actors.delete(email);
    if (matched === 0) throw notFound(`user ${email} was not found`);
  }

  async workspace(alias: string): Promise<WorkspaceRow | null> {
    return (await this.rt.store.findOne(WORKSPACES, w.eq('id', alias))) as WorkspaceRow | null;
  }

  async countWorkspaces(): Promise<number> {
    return this.rt.store.count(WORKSPACES);
  }

  /** The actor a user acts as, in the workspace they last chose. */
  async actorFor(email: string): Promise<Actor> {
    const now = Date.now();
    const cached = this.actors.get(email);
    if (cached && cached.until > now) return cached.actor;
    const user = (await this.rt.store.findOne(USERS, w.eq('id', email))) as UserRow | null;
    if (!user) throw notFound(`user ${email} was not found`);
    const actor: Actor = { email: user.email, name: user.name, workspace: user.workspace, memberships: user.memberships };
    this.actors.set(email, { actor, until: now + ACTOR_TTL_MS });
    return actor;
  }
}
