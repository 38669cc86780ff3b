/** Tasks and integration runs as the bell and its panel show them (§2.12, §3, §4). */
import { TASK_STATUSES, type TaskStatus } from '../../../../rules/task-actions.ts';

export { TASK_STATUSES, taskActions, type TaskStatus } from '../../../../rules/task-actions.ts';

export interface NotificationItem {
  id: string;
  type: 'task' | 'integration';
  /** tasks of the same document are grouped */
  documentId?: string;
  title: string;
  message?: string;
  status: TaskStatus;
  /** 0 to 1 */
  progress: number;
  created: string;
  updated: string;
  started?: string;
  isRead: boolean;
  moduleName?: string;
}

export interface NotificationGroup {
  key: string;
  type: NotificationItem['type'];
  title: string;
  status: TaskStatus;
  /** the average progress of the group's items */
  progress: number;
  started?: string;
  updated: string;
  children: NotificationItem[];
  isRead: boolean;
  moduleName?: string;
}

/** A group's status: the first found in the order Failed, Running, Scheduled, Submitted, Complete. */
export function groupStatus(statuses: readonly TaskStatus[]): TaskStatus {
  return TASK_STATUSES.find((status) => statuses.includes(status)) ?? 'Complete';
}

/** The progress a group shows: among running items the lowest, otherwise the average. */
export function shownProgress(group: NotificationGroup): number {
  const running = group.children.filter((item) => item.status === 'Running');
  return running.length ? Math.min(...running.map((item) => item.progress)) : group.progress;
}

/** Groups tasks of the same document; every other item is a group of its own. Newest first. */
export function groupNotifications(items: readonly NotificationItem[]): NotificationGroup[] {
  const groups = new Map<string, NotificationItem[]>();
  for (const item of items) {
    const key = item.type === 'task' && item.documentId ? `task:${item.documentId}` : `${item.type}:${item.id}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()]
    .map(([key, children]): NotificationGroup => {
      const latest = children.reduce((a, b) => (a.updated >= b.updated ? a : b));
      return {
        key,
        type: children[0].type,
        title: latest.title,
        status: groupStatus(children.map((item) => item.status)),
        progress: children.reduce((sum, item) => sum + item.progress, 0) / children.length,
        started: children.map((item) => item.started).filter(Boolean).sort()[0],
        updated: latest.updated,
        children,
        isRead: children.every((item) => item.isRead),
        moduleName: children.find((item) => item.moduleName)?.moduleName,
      };
    })
    .sort((a, b) => b.updated.localeCompare(a.updated));
}

/** Active items: all but Failed and Complete (§4). */
export function activeCount(items: readonly NotificationItem[]): number {
  return items.filter((item) => item.status !== 'Failed' && item.status !== 'Complete').length;
}

/** Counts per status, for the bell's tooltip. */
export function countsByStatus(items: readonly NotificationItem[]): string {
  const parts = TASK_STATUSES.map((status) => [status, items.filter((item) => item.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${status}: ${n}`);
  return parts.length ? parts.join(', ') : 'No notifications';
}

/** A group whose items are all Failed or Complete: 'Clear completed' removes it. */
export function isFinished(group: NotificationGroup): boolean {
  return group.children.every((item) => item.status === 'Failed' || item.status === 'Complete');
}
