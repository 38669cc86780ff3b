/**
 * A worker thread of the task pool (worker-pool.ts): runs one task's work at a time, the `run` export
 * of the task type's workerModule, and reports its stages, log lines and result to the main thread,
 * which alone writes to the store. Cancelling terminates the thread, so the work stops wherever it is.
 */
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { TaskContext, TaskWork } from './task-types.ts';

export type ThreadContext = Omit<TaskContext, 'signal' | 'stage' | 'log'>;
export interface ThreadJob {
  moduleFile: string;
  context: ThreadContext;
}
export type ThreadMessage =
  | { kind: 'stage'; name: string; fraction: number }
  | { kind: 'log'; line: string }
  | { kind: 'done'; result: unknown }
  | { kind: 'failed'; reason: string };

const port = parentPort!;
const post = (message: ThreadMessage) => port.postMessage(message);

port.on('message', async ({ moduleFile, context }: ThreadJob) => {
  try {
    const { run } = (await import(pathToFileURL(moduleFile).href)) as { run?: TaskWork };
    if (typeof run !== 'function') throw new Error(`${moduleFile} exports no run function`);
    const result = await run({
      ...context,
      // the thread is terminated to cancel: the signal is there for work written for both ways of running
      signal: new AbortController().signal,
      stage: (name, fraction = 0) => post({ kind: 'stage', name, fraction }),
      log: (line) => post({ kind: 'log', line: String(line) }),
    });
    post({ kind: 'done', result });
  } catch (error) {
    post({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
});
