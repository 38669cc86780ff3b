/**
 * The bell's items as the server sends them, where they lead and how they look: used by the panel, the
 * live connection and the task page, all loaded after the signed-in page (not in its first load).
 */
import type { BellItemFieldsFragment } from '../../../gql/graphql.ts';
import type { NotificationItem, TaskStatus } from './notifications.ts';

/** The tag colour (§4's tag statuses) of each task status. */
export const TASK_STATUS_TAG: Record<TaskStatus, 'danger' | 'info' | 'warning' | 'success'> = {
  Failed: 'danger', Running: 'info', Scheduled: 'warning', Submitted: 'warning', Complete: 'success',
};

/** Where an item leads: a task to /tasks/{id}, a new order to /orders/{id}, an integration run to /integrations. */
export function itemLink(item: NotificationItem): string {
  if (item.type === 'order') return `/orders/${item.documentId ?? item.id}`;
  if (item.type === 'integration') return '/integrations';
  return `/tasks/${item.id}`;
}

const TYPE_OF_KIND: Record<string, NotificationItem['type']> = { Task: 'task', IntegrationRun: 'integration', Order: 'order' };

/** An item as the bell query and each live change carry it (BellItemFields; progress 0 to 100). */
export type ServerItem = Omit<BellItemFieldsFragment, '__typename'>;

/** An item of the bell from the server's shape. */
export function fromServer(item: ServerItem): NotificationItem {
  return {
    id: item.id,
    type: TYPE_OF_KIND[item.kind] ?? 'task',
    ...(item.documentId ? { documentId: item.documentId } : {}),
    title: item.title,
    ...(item.message ? { message: item.message } : {}),
    status: item.status,
    progress: item.progress / 100,
    created: item.created,
    updated: item.updated,
    ...(item.started ? { started: item.started } : {}),
    isRead: item.isRead,
    ...(item.documentName ? { moduleName: item.documentName } : {}),
    ...(item.link ? { download: item.link } : {}),
  };
}

/**
 * A live change merged into the bell's items: the item replaced (newest first); read as the server
 * keeps it, or still read here when only its progress moved (a read mark may still be on its way),
 * unread again when its status changed.
 */
export function mergeChange(items: readonly NotificationItem[], change: ServerItem): NotificationItem[] {
  const before = items.find((item) => item.id === change.id);
  const next = fromServer(change);
  const isRead = next.isRead || (before ? before.isRead && before.status === next.status : false);
  const merged = { ...next, isRead, moduleName: next.moduleName ?? before?.moduleName };
  return [merged, ...items.filter((item) => item.id !== change.id)];
}
