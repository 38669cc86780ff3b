// Task types for the task tests: trivial work that leaves a trace of each run, so a test can count them.
// `test-record` runs on the main thread; `test-spin` in a worker thread (tests/support/test-spin.worker.ts).
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { registerTaskType } from '../../rest/model/tasks/task-types.ts';

export interface RecordInput {
  /** a folder: each run appends "<task id> <pid>" to runs.log there */
  dir: string;
  /** wait until the file `release` exists in dir before finishing */
  hold?: boolean;
}

registerTaskType<RecordInput, { pid: number }>({
  type: 'test-record',
  stages: ['record', 'wait'],
  run: async ({ taskId, input, stage, log, signal }) => {
    stage('record', 0);
    appendFileSync(join(input.dir, 'runs.log'), `${taskId} ${process.pid}\n`);
    log(`recorded by ${process.pid}`);
    stage('wait', 0);
    while (input.hold && !existsSync(join(input.dir, 'release'))) {
      if (signal.aborted) throw signal.reason;
      await new Promise((r) => setTimeout(r, 20));
    }
    return { pid: process.pid };
  },
});

registerTaskType<{ dir: string; spins?: number }, { spun: number }>({
  type: 'test-spin',
  stages: ['spin'],
  workerModule: 'tests/support/test-spin.worker.ts',
  complete: async (tx, _rt, task, result) => {
    await tx.insert('test_task_results', [{ id: task.id, spun: result.spun }]);
  },
});
