/**
 * A value a task is still computing (a large work batch's groups, issue 19 §3): its read answers where
 * the work stands rather than 404. While the task is queued or running: 409 with Retry-After, its
 * progress and id (the value's state conflicts with the read, as for any resource mid-change; a 5xx would
 * say the server failed, which it has not); when it failed or was cancelled: 409 naming the task to restart. Nothing partial is
 * ever answered, since the task writes the value whole when it completes.
 */
import { w, type Store } from '../../store/port.ts';
import { conflict, type DomainError } from '../errors.ts';
import { TASKS, type TaskRow } from './task-rows.ts';

/** how soon to ask again while the task runs (seconds) */
const ASK_AGAIN_SECONDS = 2;

/** The refusal to read `what` ('The groups of Work batch …'), which task `taskId` computes. */
export async function pendingValue(store: Store, what: string, taskId: string): Promise<DomainError> {
  const task = (await store.findOne(TASKS, w.eq('id', taskId))) as TaskRow | null;
  const about = task && { id: task.id, status: task.status, progress: task.progress };
  if (task?.status === 'Failed') return conflict(`${what} were not computed: ${task.message ?? 'the task failed'}. Restart task ${task.id} to compute them`, { task: about });
  if (!task) return conflict(`${what} were not computed: the task ${taskId} that computes them is gone`);
  return conflict(`${what} are still being computed: ${Math.floor(task.progress * 100)}% done (task ${task.id}). Try again in a moment`, { retryAfter: ASK_AGAIN_SECONDS, task: about });
}
