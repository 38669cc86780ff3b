/**
 * Which actions a task offers (application.md §4), the same in the bell, on /tasks/{id} and in the
 * model that carries them out: Cancel while Running, Submitted or Scheduled; Restart when the task is
 * older than 10 minutes or Failed; Report when Failed.
 */
export const TASK_STATUSES = ['Failed', 'Running', 'Scheduled', 'Submitted', 'Complete'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task older than this may be restarted (§9: 10 minutes). */
export const RESTART_AGE_MS = 600_000;

export interface TaskActions {
  cancel: boolean;
  restart: boolean;
  report: boolean;
}

export function taskActions(task: { status: TaskStatus; created: string }, now: number): TaskActions {
  const age = now - new Date(task.created).getTime();
  return {
    cancel: task.status === 'Running' || task.status === 'Submitted' || task.status === 'Scheduled',
    restart: age > RESTART_AGE_MS || task.status === 'Failed',
    report: task.status === 'Failed',
  };
}
