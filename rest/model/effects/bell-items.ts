/**
 * What each user's bell holds (application.md §2.12): the latest state of every task, integration run
 * and order notification recorded for them, so that a bell opened later shows what happened while it
 * was closed, and 'closing marks read' and 'Clear completed' last across reloads and devices.
 * recordNotification (events.ts) keeps these rows in the same transaction as the event it records.
 */
import { w, type Store } from '../../store/port.ts';
import type { Runtime } from '../runtime.ts';
import type { Notification } from './events.ts';

export const BELL_ITEMS = 'bell_items';

export interface BellItemRow {
  /** `${itemId}:${recipient}` */
  id: string;
  recipient: string;
  itemId: string;
  kind: Notification['kind'];
  title: string;
  status: Notification['status'];
  /** 0 to 100 */
  progress: number;
  documentId: string | null;
  message: string | null;
  documentName: string | null;
  created: string;
  updated: string;
  started: string | null;
  isRead: boolean;
  /** removed from the bell by 'Clear completed'; a later change brings it back */
  cleared: boolean;
}

export async function ensureBellIndexes(store: Store): Promise<void> {
  await store.ensureIndexes(BELL_ITEMS, [{ fields: ['recipient', 'cleared', 'updated'], descending: ['updated'] }]);
}

export const bellItemId = (itemId: string, recipient: string) => `${itemId}:${recipient}`;

/** Keeps the item's latest state for its recipient: a new status makes it unread and un-cleared again; progress alone does not. */
export async function keepForBell(tx: Store, rt: Runtime, recipient: string, notification: Notification): Promise<void> {
  const id = bellItemId(notification.id, recipient);
  const now = rt.now().toISOString();
  const found = (await tx.findOne(BELL_ITEMS, w.eq('id', id))) as BellItemRow | null;
  const state = {
    kind: notification.kind,
    title: notification.title,
    status: notification.status,
    progress: notification.progress,
    documentId: notification.documentId,
    message: notification.message ?? null,
    documentName: notification.documentName ?? found?.documentName ?? null,
    started: notification.started ?? found?.started ?? null,
    updated: now,
  };
  if (found) {
    const changedStatus = found.status !== notification.status;
    await tx.update(BELL_ITEMS, w.eq('id', id), { set: { ...state, ...(changedStatus && { isRead: false, cleared: false }) } });
    return;
  }
  const row: BellItemRow = { id, recipient, itemId: notification.id, created: notification.created ?? now, isRead: false, cleared: false, ...state };
  await tx.insert(BELL_ITEMS, [row]);
}
