/**
 * A large work batch computes its groups as a task (issue 19 §3): `POST /api/production` writes the
 * batch without groups, naming the task (`grouping.task`), and queues the task in the same transaction;
 * the task groups and nests in a worker thread (batch-grouping.worker.ts) and its completion writes the
 * groups as the batch's next version, in the transaction that marks it Complete. A cancelled or failed
 * task writes nothing: the batch keeps waiting for its groups, and restarting the task computes them.
 */
import type { Store } from '../../store/port.ts';
import { requireKind } from '../kinds/registry.ts';
import type { Runtime } from '../runtime.ts';
import { taskActor } from '../tasks/task-rows.ts';
import { registerTaskType } from '../tasks/task-types.ts';
import type { VersionCommits } from '../writes/version-commits.ts';
import { PLAN_STAGES, type PlannedGroup } from './batch-plan.ts';
import type { GroupingInput } from './batch-grouping.worker.ts';

export const BATCH_GROUPING_TASK = 'batch-grouping';

/** Writes a grouping task's groups on its batch. */
export class BatchGrouping {
  constructor(private readonly commits: VersionCommits) {}

  /** The groups as the batch's next version, if the batch still waits for this task's groups (otherwise the task fails, writing nothing). */
  async complete(tx: Store, task: { id: string; owner: string; workspace: string; input: GroupingInput }, groups: PlannedGroup[]): Promise<void> {
    await this.commits.commit(taskActor(task), requireKind('workbatches'), task.input.batch, async (fresh) => {
      const { grouping, ...document } = fresh.document as { grouping?: { task: string } };
      if (grouping?.task !== task.id) throw new Error(`work batch ${task.input.batch} no longer waits for the groups of this task`);
      return { document: { ...document, groups }, parents: [fresh.head], moveHead: true, versionKind: 'Version' };
    }, {}, tx);
  }
}

/** Each model's batch grouping by its runtime: a task's completion is handed the runtime of the model that runs it. */
const byRuntime = new WeakMap<Runtime, BatchGrouping>();
export const registerBatchGrouping = (rt: Runtime, grouping: BatchGrouping) => byRuntime.set(rt, grouping);
function groupingOf(rt: Runtime): BatchGrouping {
  const found = byRuntime.get(rt);
  if (!found) throw new Error('batch grouping is not set up in this model');
  return found;
}

registerTaskType<GroupingInput, PlannedGroup[]>({
  type: BATCH_GROUPING_TASK,
  stages: PLAN_STAGES,
  workerModule: 'rest/model/production/batch-grouping.worker.ts',
  complete: (tx, rt, task, groups) => groupingOf(rt).complete(tx, { ...task, input: task.input as GroupingInput }, groups),
});
