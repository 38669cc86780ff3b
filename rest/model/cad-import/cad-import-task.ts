/**
 * The 'cad-import' task type (issue 21 §2): its stages, its work in a worker thread, and its completion,
 * which writes the module's new version in the transaction that marks the task Complete. Loaded by the
 * model, so every process registers it.
 */
import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { readableWorkspaces } from '../identity/actor.ts';
import { TASKS, type TaskRow } from '../tasks/task-rows.ts';
import { registerTaskType } from '../tasks/task-types.ts';
import { cadImportsOf, CAD_IMPORT_TASK } from './cad-imports.ts';
import type { CadImportInput } from './cad-import.worker.ts';
import { CAD_IMPORT_STAGES, type CadImportResult } from './cad-pipeline.ts';

registerTaskType<CadImportInput, CadImportResult>({
  type: CAD_IMPORT_TASK,
  stages: CAD_IMPORT_STAGES,
  workerModule: 'rest/model/cad-import/cad-import.worker.ts',
  complete: (tx, rt, task, result) => cadImportsOf(rt).complete(tx, { workspace: task.workspace, owner: task.owner, input: task.input as CadImportInput }, result),
});

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
