/**
 * The 'cad-import' task type (issue 21 §2): its stages, its work in a worker thread, and its completion,
 * which writes the module's new version in the transaction that marks the task Complete. Loaded by the
 * model, so every process registers it.
 */
import { registerTaskType } from '../tasks/task-types.ts';
import { cadImportsOf, CAD_IMPORT_TASK } from './cad-imports.ts';
import type { CadImportInput } from './cad-import.worker.ts';
import type { CadImportResult } from './cad-pipeline.ts';
import { CAD_IMPORT_STAGES } from './cad-stages.ts';

registerTaskType<CadImportInput, CadImportResult>({
  type: CAD_IMPORT_TASK,
  stages: CAD_IMPORT_STAGES,
  workerModule: 'rest/model/cad-import/cad-import.worker.ts',
  complete: (tx, rt, task, result) => cadImportsOf(rt).complete(tx, { workspace: task.workspace, owner: task.owner, input: task.input as CadImportInput }, result),
});
