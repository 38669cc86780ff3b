import { w } from '../../store/port.ts';
import { badRequest } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

export const ACTIVITY = 'activity';

export const ACTIVITY_TYPES = [
  'signedIn', 'signedOut', 'passwordChanged', 'tokenCreated', 'tokenRevoked', 'workspaceCreated', 'workspaceSwitched',
  'invited', 'invitationAccepted', 'profileChanged',
  // a superadmin's actions on a workspace (rest/model/superadmin)
  'planChanged', 'workspaceSuspended', 'workspaceResumed', 'taskCancelled', 'taskRestarted',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface ActivityEntry {
  at: string;
  type: ActivityType;
  workspace: string | null;
  /** what it was about: a provider, a token's name, invited e-mails … */
  detail: string | null;
}

const MAX_ENTRIES = 200;

/** What a user did with their account, for GET /users/me/activity; resources keep their own log. */
export class Activity {
  constructor(private readonly rt: Runtime) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(ACTIVITY, [{ fields: ['email', 'at'] }]);
  }

  async record(email: string, type: ActivityType, workspace: string | null, detail: string | null = null): Promise<void> {
    const at = this.rt.now().toISOString();
    await this.rt.store.insert(ACTIVITY, [{ id: this.rt.newId(), email, at, type, workspace, detail }]);
  }

  /** Newest first, at most 200, between two ISO 8601 times (inclusive; both optional). */
  async list(email: string, range: { from?: string; to?: string } = {}): Promise<ActivityEntry[]> {
    const bound = (value: string | undefined, name: string) => {
      if (value === undefined) return undefined;
      const time = new Date(value);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime())) throw badRequest(`${name} must be an ISO 8601 date or date-time`);
      // a bare date as the upper bound means the whole of that day
      if (name === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(time.getTime() + 86_400_000 - 1).toISOString();
      return time.toISOString();
    };
    const from = bound(range.from, 'from');
    const to = bound(range.to, 'to');
    if (from && to && from > to) throw badRequest('from must not be after to');
    const rows = await this.rt.store.find(ACTIVITY, {
      where: w.and(w.eq('email', email), from !== undefined && w.gte('at', from), to !== undefined && w.lte('at', to)),
      sort: [{ field: 'at', dir: 'desc' }],
      limit: MAX_ENTRIES,
    });
    return rows.map((r) => ({ at: r.at, type: r.type, workspace: r.workspace ?? null, detail: r.detail ?? null }));
  }
}
