/**
 * Enqueuing work: a task is a document written in the caller's transaction (ARCHITECTURE decision 6),
 * so it exists exactly when the change that asked for it committed. Any process's runner
 * (task-runner.ts) with the type registered claims it: this process's at once (TASK_ENQUEUED), the
 * others at their next idle poll.
 *
 *   const { id } = await enqueueTask(tx, rt, {
 *     workspace: actor.workspace, owner: actor.email, type: 'cad-import', title: 'Importing chair.step',
 *     documentType: 'module', documentId: moduleId, documentName: 'Chair', input: { blob: sha256 },
 *   });
 */
import type { Store } from '../../store/port.ts';
import type { Runtime } from '../runtime.ts';
import { newTaskRow, notifyOwner, TASKS, type NewTask } from './task-rows.ts';
import { taskType } from './task-types.ts';
import { WorkSignal } from '../work-signal.ts';

export type { NewTask } from './task-rows.ts';

/** Raised on each enqueue: this process's runners look for work at once. */
export const TASK_ENQUEUED = new WorkSignal();

export async function enqueueTask(tx: Store, rt: Runtime, task: NewTask): Promise<{ id: string }> {
  const type = taskType(task.type);
  if (!type) throw new Error(`no task type ${JSON.stringify(task.type)} is registered`);
  const row = newTaskRow(rt, type.stages, task);
  await tx.insert(TASKS, [row]);
  await notifyOwner(tx, rt, row);
  TASK_ENQUEUED.raise();
  return { id: row.id };
}
