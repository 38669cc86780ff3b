/**
 * The pool of worker threads tasks run in (ARCHITECTURE decision 14): threads are made when needed, up
 * to the runner's number of slots, and kept for the next task; a cancelled task's thread is terminated.
 * From the sources (tsx, vitest) a thread first registers tsx so it can load TypeScript; from the
 * bundle it loads dist/task-thread.worker.js.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadContext, ThreadJob, ThreadMessage } from './task-thread.worker.ts';
import { runsFromSources, workerFile } from './task-types.ts';

const THREAD_MODULE = 'rest/model/tasks/task-thread.worker.ts';

export interface ThreadCallbacks {
  signal: AbortSignal;
  onStage(name: string, fraction: number): void;
  onLog(line: string): void;
}

/** The work failed with a reason of its own (as opposed to the thread dying or being stopped). */
export class TaskWorkFailed extends Error {}

function spawnThread(): Worker {
  const thread = workerFile(THREAD_MODULE);
  if (!runsFromSources()) return new Worker(thread);
  const tsx = join(createRequire(import.meta.url).resolve('tsx/package.json'), '..', 'dist', 'esm', 'api', 'index.mjs');
  const boot = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(thread).href)}); })`;
  return new Worker(boot, { eval: true });
}

export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();

  /** Runs the work of a *.worker.ts module in a thread; rejects with the abort's reason once `signal` aborts (the thread is terminated). */
  run(moduleFile: string, context: ThreadContext, callbacks: ThreadCallbacks): Promise<unknown> {
    const thread = this.idle.pop() ?? this.spawn();
    return new Promise((resolve, reject) => {
      const settle = (keep: boolean) => {
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        callbacks.signal.removeEventListener('abort', onAbort);
        if (keep) this.idle.push(thread);
        else this.stop(thread);
      };
      const onMessage = (message: ThreadMessage) => {
        if (message.kind === 'stage') callbacks.onStage(message.name, message.fraction);
        else if (message.kind === 'log') callbacks.onLog(message.line);
        else if (message.kind === 'done') {
          settle(true);
          resolve(message.result);
        } else {
          settle(true);
          reject(new TaskWorkFailed(message.reason));
        }
      };
      const onError = (error: Error) => {
        settle(false);
        reject(new TaskWorkFailed(`the worker thread failed: ${error.message}`));
      };
      const onExit = (code: number) => {
        settle(false);
        reject(new TaskWorkFailed(`the worker thread stopped (exit code ${code})`));
      };
      const onAbort = () => {
        settle(false);
        reject(callbacks.signal.reason);
      };
      if (callbacks.signal.aborted) return onAbort();
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      callbacks.signal.addEventListener('abort', onAbort, { once: true });
      thread.postMessage({ moduleFile, context } satisfies ThreadJob);
    });
  }

  /** Terminates every thread. */
  async close(): Promise<void> {
    await Promise.all([...this.all].map((thread) => thread.terminate()));
    this.all.clear();
    this.idle.length = 0;
  }

  private spawn(): Worker {
    const thread = spawnThread();
    // an idle thread does not keep the process alive
    thread.unref();
    this.all.add(thread);
    return thread;
  }

  private stop(thread: Worker): void {
    this.all.delete(thread);
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
    void thread.terminate();
  }
}
