import { w, type Store } from '../../store/port.ts';
import { readableWorkspaces, type Actor } from '../identity/actor.ts';
import { TASKS, type TaskRow } from '../tasks/task-rows.ts';

const ACTIVE = ['Submitted', 'Running', 'Scheduled'];

/**
 * The progress (0 to 1) of the task still running on each of these modules, for the products table's
 * '% Completed' (application.md §2.4, §4): the lowest, when several run; none when none does.
 */
export async function moduleProgress(store: Store, actor: Actor, ids: readonly string[]): Promise<Map<string, number>> {
  const progress = new Map<string, number>();
  if (!ids.length) return progress;
  const rows = (await store.find(TASKS, {
    where: w.and(w.in('documentId', [...ids]), w.in('status', ACTIVE), w.in('workspace', readableWorkspaces(actor))),
    omit: ['input', 'log'],
  })) as TaskRow[];
  for (const row of rows) progress.set(row.documentId!, Math.min(progress.get(row.documentId!) ?? 1, row.progress));
  return progress;
}
