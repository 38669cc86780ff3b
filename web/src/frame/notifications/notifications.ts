/** Tasks, integration runs and orders as the bell shows them (§2.12, §3, §4); their groups are grouping.ts's, loaded with the panel. */
import { TASK_STATUSES, type TaskStatus } from '../../../../rules/task-actions.ts';

export { TASK_STATUSES, taskActions, type TaskStatus } from '../../../../rules/task-actions.ts';

export interface NotificationItem {
  id: string;
  type: 'task' | 'integration' | 'order';
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
  /** an integration run's file (an export), downloaded from the bell */
  download?: string;
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
