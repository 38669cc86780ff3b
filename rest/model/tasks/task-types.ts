/**
 * The kinds of work a task can be (ARCHITECTURE decision 14): each registers once, at module load, its
 * stages and how it runs. A process's runner claims only tasks whose type is registered in it.
 *
 *   registerTaskType({
 *     type: 'cad-import',
 *     stages: ['read', 'tessellate', 'parts', 'render'],
 *     workerModule: 'rest/model/cad-import/cad-import.worker.ts', // exports run(ctx): runs in a worker thread
 *     complete: async (tx, rt, task, result) => { ... }, // writes the result, in the transaction that marks it Complete
 *   });
 */
import { basename, join } from 'node:path';
import { ROOT } from '../../paths.ts';
import type { Store } from '../../store/port.ts';
import type { Runtime } from '../runtime.ts';
import type { TaskRow } from './task-rows.ts';

/** What a task's work is given, in a worker thread or on the main thread. */
export interface TaskContext<Input = unknown> {
  taskId: string;
  input: Input;
  workspace: string;
  /** who asked for the task */
  owner: string;
  documentType: string | null;
  documentId: string | null;
  /** aborted when the task is cancelled or its lease is lost; a worker thread is terminated instead */
  signal: AbortSignal;
  /** reports progress: `fraction` (0 to 1) of the stage `name`, one of the type's stages */
  stage(name: string, fraction?: number): void;
  /** a line of the task's log, shown on /tasks/{id} and mailed with a failure report */
  log(line: string): void;
}

/** The export of a `workerModule`: the work, run in a worker thread (no store there: it answers a result). */
export type TaskWork<Input = unknown, Result = unknown> = (ctx: TaskContext<Input>) => Promise<Result>;

export interface TaskType<Input = unknown, Result = unknown> {
  /** a name of letters, digits and dashes */
  type: string;
  /** the stages in order; progress is (stages done + fraction of the current one) / stages */
  stages: readonly string[];
  /**
   * A module, as a path from the repository root whose name ends in `.worker.ts`, that exports
   * `run: TaskWork`: it runs in a worker thread of the pool (build.ts bundles every *.worker.ts).
   * Cancelling terminates the thread. Give this or `run`.
   */
  workerModule?: string;
  /** Work on the main thread (for work that waits rather than computes: sending, fetching); it must honour ctx.signal. */
  run?: (ctx: TaskContext<Input> & { rt: Runtime }) => Promise<Result>;
  /**
   * Writes what the work produced, inside the transaction that marks the task Complete: a task that
   * was cancelled or lost its lease writes nothing, so nothing is ever half-written.
   */
  complete?: (tx: Store, rt: Runtime, task: TaskRow, result: Result) => Promise<void>;
  /** Inside the transaction that marks the task Failed (a cancel too): undo marks such as a processing flag. */
  failed?: (tx: Store, rt: Runtime, task: TaskRow, reason: string) => Promise<void>;
}

const TYPE_NAME = /^[a-z][a-z0-9-]{0,62}$/;
const types = new Map<string, TaskType<any, any>>();

export function registerTaskType<Input, Result>(definition: TaskType<Input, Result>): void {
  if (!TYPE_NAME.test(definition.type)) throw new Error(`task type ${JSON.stringify(definition.type)}: use lower-case letters, digits and dashes`);
  if (!definition.stages.length) throw new Error(`task type ${definition.type} needs at least one stage`);
  if (Boolean(definition.workerModule) === Boolean(definition.run)) throw new Error(`task type ${definition.type} needs exactly one of workerModule and run`);
  if (definition.workerModule && !definition.workerModule.endsWith('.worker.ts')) throw new Error(`task type ${definition.type}: a workerModule is a *.worker.ts file (build.ts bundles those)`);
  types.set(definition.type, definition);
}

export function taskType(type: string): TaskType | undefined {
  return types.get(type);
}

export function registeredTaskTypes(): string[] {
  return [...types.keys()];
}

/** Running from the sources (tsx, vitest) or from the bundle in dist/ (build.ts writes each *.worker.ts there as *.worker.js). */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** The file a worker thread loads for a *.worker.ts module given by its path from the repository root. */
export function workerFile(modulePath: string): string {
  return FROM_SOURCES ? join(ROOT, modulePath) : join(ROOT, 'dist', basename(modulePath).replace(/\.ts$/, '.js'));
}

export const runsFromSources = (): boolean => FROM_SOURCES;
