/**
 * Users as the staff app shows them: batched by e-mail (owners, authors, grantees of a page of
 * resources in one round trip) and the members of a workspace.
 */
import { w } from '../../store/port.ts';
import type { Actor } from './actor.ts';
import { USERS, type UserRow } from './directory.ts';
import type { Runtime } from '../runtime.ts';

/** A workspace has at most this many members listed (plans allow at most 25; ENTERPRISE more). */
const MEMBERS_MAX = 1000;

export class Users {
  constructor(private readonly rt: Runtime) {}

  /** The users with these e-mail addresses, by address; addresses without an account are left out. */
  async byEmail(emails: readonly string[]): Promise<Map<string, UserRow>> {
    const unique = [...new Set(emails)];
    if (!unique.length) return new Map();
    const rows = (await this.rt.store.find(USERS, { where: w.in('id', unique) })) as UserRow[];
    return new Map(rows.map((row) => [row.email, row]));
  }

  /**
   * The members of the actor's current workspace, by name; guests only when asked (as GET /api/users?guests).
   * Only members other than guests may ask: the callers enforce it (OPERATION_ACCESS.listUsers).
   */
  async members(actor: Actor, options: { guests?: boolean } = {}): Promise<UserRow[]> {
    const rows = (await this.rt.store.find(USERS, { where: w.eq('workspaces', actor.workspace), limit: MEMBERS_MAX })) as UserRow[];
    return rows
      .filter((user) => options.guests || user.staffIn.includes(actor.workspace))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
