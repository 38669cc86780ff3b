/**
 * Users as the staff app shows them: batched by e-mail (owners, authors, grantees of a page of
 * resources in one round trip) and the members of a workspace.
 */
import { w } from '../../store/port.ts';
import type { Actor } from './actor.ts';
import { USERS, type UserRow } from './directory.ts';
import type { Runtime } from '../runtime.ts';
import { badRequest } from '../errors.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import type { PageOptions } from '../resources/resource-reads.ts';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../resources/resource-types.ts';
import { HeadCache } from '../resources/head-cache.ts';


export class Users {
  /** user rows kept while the store vouches nothing was committed, as heads are (head-cache.ts) */
  private readonly kept = new HeadCache();

  constructor(private readonly rt: Runtime) {}

  /**
   * The users with these e-mail addresses, by address; addresses without an account are left out.
   * Read through kept rows: the same owners and authors are named at every page and editor open, and
   * reading and parsing their rows again was a tenth of the editor's GraphQL query. Kept rows are
   * frozen: callers read them and never change them.
   */
  async byEmail(emails: readonly string[]): Promise<Map<string, Readonly<UserRow>>> {
    if (!emails.length) return new Map();
    const rows = await this.kept.rows<UserRow>(this.rt.store, USERS, emails, []);
    return new Map([...rows.values()].map((row) => [row.email, row]));
  }

  /**
   * A page of the members of the actor's current workspace, by name (then id); guests only when asked
   * (as GET /api/users?guests). `limit` from 1 to LIST_LIMIT_MAX (LIST_LIMIT_DEFAULT when absent), then
   * `cursor` as the page's `next`. Only members other than guests may ask: the callers enforce it
   * (OPERATION_ACCESS.listUsers).
   */
  async members(actor: Actor, options: { guests?: boolean } & PageOptions = {}): Promise<{ users: UserRow[]; next: string | null }> {
    const limit = pageLimit(options.limit, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
    const after = options.cursor === undefined ? undefined : afterMember(decodeCursor(options.cursor, 'members'));
    const rows = (await this.rt.store.find(USERS, {
      where: w.and(w.eq(options.guests ? 'workspaces' : 'staffIn', actor.workspace), after),
      sort: [{ field: 'name', dir: 'asc' }],
      limit: limit + 1,
    })) as UserRow[];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { users: page, next: rows.length > limit ? encodeCursor('members', [last.name, last.id]) : null };
  }
}

/** Members after the cursor's [name, id], in page order. */
function afterMember([name, id]: unknown[]) {
  if (typeof name !== 'string' || typeof id !== 'string') throw badRequest('cursor is not a cursor of these members');
  return w.or(w.gt('name', name), w.and(w.eq('name', name), w.gt('id', id)));
}
