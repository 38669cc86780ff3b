/**
 * The signed-in user's bell (application.md §2.12): their tasks, integration runs and new orders as
 * last recorded (effects/bell-items.ts), newest first; closing the panel marks what it showed as read,
 * and 'Clear completed' removes finished items until they change again.
 */
import { w, type Store } from '../../store/port.ts';
import { BELL_ITEMS, bellItemId, type BellItemRow } from '../effects/bell-items.ts';
import type { Notification } from '../effects/events.ts';
import { badRequest } from '../errors.ts';
import type { Actor } from '../identity/actor.ts';
import type { Runtime } from '../runtime.ts';

/** An item as the bell shows it: a Notification with its read flag and times. */
export type BellItem = Omit<BellItemRow, 'id' | 'recipient' | 'itemId' | 'cleared'> & { id: string };

/** The bell shows at most this many items: the latest. */
const BELL_LIMIT = 100;

const itemOf = ({ id: _id, recipient: _recipient, cleared: _cleared, itemId, ...item }: BellItemRow): BellItem => ({ ...item, id: itemId });
const MAX_IDS = 500;

function assertIds(ids: unknown): asserts ids is string[] {
  if (!Array.isArray(ids) || ids.length > MAX_IDS || ids.some((id) => typeof id !== 'string' || id === '' || id.length > 200)) {
    throw badRequest(`ids must be a list of at most ${MAX_IDS} item ids`);
  }
}

export class Bell {
  constructor(private readonly rt: Runtime) {}

  private get store(): Store {
    return this.rt.store;
  }

  async items(actor: Actor): Promise<BellItem[]> {
    const rows = (await this.store.find(BELL_ITEMS, {
      where: w.and(w.eq('recipient', actor.email), w.eq('cleared', false)),
      sort: [{ field: 'updated', dir: 'desc' }],
      limit: BELL_LIMIT,
    })) as BellItemRow[];
    return rows.map(itemOf);
  }

  /**
   * The item a change of the feed (`at` when recorded) left in the actor's bell: kept in the change's own
   * transaction (keepForBell), so read as the bell holds it now, with its read mark and times; should
   * the row be gone, the change itself, unread.
   */
  async itemAfter(actor: Actor, change: Notification, at: string): Promise<BellItem> {
    const row = (await this.store.findOne(BELL_ITEMS, w.eq('id', bellItemId(change.id, actor.email)))) as BellItemRow | null;
    if (row) return itemOf(row);
    const { message = null, documentName = null, link = null, started = null } = change;
    return { ...change, message, documentName, link, created: change.created ?? at, updated: at, started, isRead: false };
  }

  /** Marks the actor's items read (the panel closed over them); answers how many it marked. */
  async markRead(actor: Actor, ids: unknown): Promise<number> {
    assertIds(ids);
    if (!ids.length) return 0;
    return this.store.update(BELL_ITEMS, w.in('id', ids.map((id) => bellItemId(id, actor.email))), { set: { isRead: true } });
  }

  /** Removes the actor's finished items (Failed or Complete) from the bell; an active one stays. Answers how many it removed. */
  async clear(actor: Actor, ids: unknown): Promise<number> {
    assertIds(ids);
    if (!ids.length) return 0;
    return this.store.update(
      BELL_ITEMS,
      w.and(w.in('id', ids.map((id) => bellItemId(id, actor.email))), w.in('status', ['Failed', 'Complete'])),
      { set: { cleared: true, isRead: true } },
    );
  }
}
