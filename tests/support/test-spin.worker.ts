// The work of the `test-spin` task type (tests/support/task-types.ts), in a worker thread: it marks
// its start in a file, then computes for `spins` rounds (for ever without), reporting progress, so
// that a test can cancel it while it runs.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TaskWork } from '../../rest/model/tasks/task-types.ts';

export const run: TaskWork<{ dir: string; spins?: number }, { spun: number }> = async ({ taskId, input, stage, log }) => {
  appendFileSync(join(input.dir, 'spins.log'), `${taskId} started\n`);
  log('spinning');
  let spun = 0;
  const rounds = input.spins ?? Number.POSITIVE_INFINITY;
  while (spun < rounds) {
    const until = Date.now() + 10;
    while (Date.now() < until);
    spun++;
    if (Number.isFinite(rounds)) stage('spin', spun / rounds);
    else stage('spin', (spun % 100) / 100);
    // a turn of the event loop, so progress messages leave the thread
    await new Promise((r) => setImmediate(r));
  }
  appendFileSync(join(input.dir, 'spins.log'), `${taskId} finished\n`);
  return { spun };
};
