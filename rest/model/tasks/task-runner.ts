/**
 * A process's task runner (ARCHITECTURE decisions 6 and 14): claims tasks from the store atomically,
 * with a lease (Store.claim), runs each in the worker-thread pool (or on the main thread for types with
 * `run`), renews the lease while it runs, and writes progress, completion or failure. Any number of
 * processes over one database share the queue: a claim takes a task that is Submitted (or Scheduled
 * and due), or Running with a lease that ran out because its worker died. Only the holder of the
 * lease may finish a task, so a task is finished once, and what it produced is written in the same
 * transaction that marks it Complete.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { w, type Store } from '../../store/port.ts';
import type { Runtime } from '../runtime.ts';
import { changeTask, KEEP_LOG_LINES, notifyOwner, progressOf, TASKS, type TaskRow } from './task-rows.ts';
import { registeredTaskTypes, taskType, workerFile, type TaskContext, type TaskType } from './task-types.ts';
import { TaskWorkFailed, WorkerPool } from './worker-pool.ts';
import { recordWorkspaceEvent } from '../integrations/lifecycle-events.ts';
import { PollPace } from '../work-signal.ts';
import { TASK_ENQUEUED } from './tasks.ts';

/** How often an idle runner looks for tasks other processes enqueued and leases that ran out (TASK_POLL_MS). */
export const TASK_POLL_MS = 3_000;

export interface RunnerOptions {
  /** how many tasks run at once in this process (0: it runs none) */
  slots: number;
  /** how long a claim holds without renewal; a dead worker's task runs again after this */
  leaseMs: number;
  /** how often an idle runner looks for work (TASK_POLL_MS by default): this process's enqueues wake it at once */
  pollMs?: number;
  /** progress is written at most this often per task */
  progressMs?: number;
  onError?: (error: unknown, what: string) => void;
}

/** Why a running task was stopped: asked to cancel, its lease lost to another worker, or this process shutting down. */
class Stopped extends Error {
  constructor(readonly why: 'cancelled' | 'lost' | 'shutdown', readonly by?: string) {
    super(why);
  }
}

interface Running {
  task: TaskRow;
  /** this claim's token in the task's leaseOwner: a later claim of the same task, even here, has another */
  lease: string;
  controller: AbortController;
  flush?: NodeJS.Timeout;
}

const whereHeld = (id: string, lease: string) => w.and(w.eq('id', id), w.eq('leaseOwner', lease), w.eq('status', 'Running'));

export class TaskRunner {
  /** this runner's name in the leases it holds (each claim adds its number) */
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private claims = 0;
  /** by lease: a task restarted while it ran may run here twice for a moment, the old run on its way out */
  private readonly running = new Map<string, Running>();
  private readonly pool = new WorkerPool();
  private timer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  private filling?: Promise<void>;
  private stopped = true;
  private readonly pace: PollPace;
  private unlisten?: () => void;

  constructor(
    private readonly rt: Runtime,
    private readonly options: RunnerOptions,
  ) {
    this.pace = new PollPace(options.pollMs ?? TASK_POLL_MS);
  }

  private get store(): Store {
    return this.rt.store;
  }

  start(): void {
    if (this.options.slots <= 0 || !this.stopped) return;
    this.stopped = false;
    this.unlisten = TASK_ENQUEUED.listen(() => this.poke());
    this.schedule(0);
  }

  /** Looks for work now, and often for a moment (a task was just enqueued or restarted by this process, maybe in a transaction still open). */
  poke(): void {
    if (this.stopped) return;
    this.pace.woken();
    this.schedule(0);
  }

  /** Stops a task running here at once (the store already says it is cancelled). */
  stopLocal(id: string, by: string): void {
    for (const entry of this.running.values()) if (entry.task.id === id) entry.controller.abort(new Stopped('cancelled', by));
  }

  /** Stops claiming, gives back the tasks it runs (they run again elsewhere) and ends its threads. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.unlisten?.();
    clearTimeout(this.timer);
    this.beat(false);
    for (const { controller } of this.running.values()) controller.abort(new Stopped('shutdown'));
    await this.filling;
    const deadline = Date.now() + 5000;
    while (this.running.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await this.pool.close();
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.filling ??= this.fill().finally(() => {
        this.filling = undefined;
        if (!this.stopped) this.schedule(this.pace.nextMs());
      });
    }, delay);
    this.timer.unref();
  }

  /** Renews the leases of what runs here while something does: an idle runner has no timer beating. */
  private beat(on: boolean): void {
    if (on && !this.heartbeat) {
      this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(50, Math.min(this.options.leaseMs / 3, 1000)));
      this.heartbeat.unref();
    } else if (!on && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private async fill(): Promise<void> {
    try {
      while (!this.stopped && this.running.size < this.options.slots) {
        const task = await this.claimNext();
        if (!task) return;
        void this.execute(task);
      }
    } catch (error) {
      this.options.onError?.(error, 'claiming a task');
    }
  }

  /** One atomic claim: a due task of a type this process runs, or a running one whose lease ran out. */
  private async claimNext(): Promise<TaskRow | null> {
    const types = registeredTaskTypes();
    if (!types.length) return null;
    const claimable = () =>
      w.and(
        w.in('type', types),
        w.or(w.and(w.in('status', ['Submitted', 'Scheduled']), w.lte('runAt', this.rt.now().toISOString())), w.and(w.eq('status', 'Running'), w.lt('leaseUntil', Date.now()))),
      );
    // an idle runner only reads: the write transaction (the file's write lock on SQLite) is taken when there is work
    if (!(await this.store.count(TASKS, claimable(), { limit: 1 }))) return null;
    const lease = `${this.workerId}#${++this.claims}`;
    return this.store.transaction(async (tx) => {
      const now = this.rt.now();
      const wall = Date.now();
      const claimed = (await tx.claim(
        TASKS,
        claimable(),
        { set: { status: 'Running', leaseOwner: lease, leaseUntil: wall + this.options.leaseMs, started: now.toISOString(), updated: now.toISOString(), finished: null } },
        { sort: [{ field: 'runAt', dir: 'asc' }] },
      )) as TaskRow | null;
      if (!claimed) return null;
      const task: TaskRow = { ...claimed, attempts: claimed.attempts + 1 };
      await tx.update(TASKS, w.eq('id', task.id), { set: { attempts: task.attempts } });
      await notifyOwner(tx, this.rt, task);
      return task;
    });
  }

  private async execute(task: TaskRow): Promise<void> {
    const controller = new AbortController();
    const entry: Running = { task, lease: task.leaseOwner!, controller };
    this.running.set(entry.lease, entry);
    this.beat(true);
    try {
      const type = taskType(task.type)!;
      if (task.cancelRequested) throw new Stopped('cancelled', task.cancelRequested);
      const result = await this.work(type, entry);
      await this.finish(entry, { complete: result });
    } catch (error) {
      await this.finish(entry, { error: controller.signal.aborted ? controller.signal.reason : error }).catch((e) => this.options.onError?.(e, `finishing task ${task.id}`));
    } finally {
      clearTimeout(entry.flush);
      this.running.delete(entry.lease);
      if (!this.running.size) this.beat(false);
      if (!this.stopped) this.schedule(0);
    }
  }

  private work(type: TaskType, entry: Running): Promise<unknown> {
    const { task, controller } = entry;
    const context: Omit<TaskContext, 'signal' | 'stage' | 'log'> = {
      taskId: task.id,
      input: task.input,
      workspace: task.workspace,
      owner: task.owner,
      documentType: task.documentType,
      documentId: task.documentId,
    };
    const stage = (name: string, fraction = 0) => this.onStage(entry, name, fraction);
    const log = (line: string) => this.onLog(entry, line);
    if (type.run) {
      const signal = controller.signal;
      const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
      return Promise.race([type.run({ ...context, rt: this.rt, signal, stage, log }), aborted]);
    }
    return this.pool.run(workerFile(type.workerModule!), context, { signal: controller.signal, onStage: stage, onLog: log });
  }

  /** Stages before `name` are done, `name` is at `fraction`; written at most every progressMs. */
  private onStage(entry: Running, name: string, fraction: number): void {
    const at = entry.task.stages.findIndex((stage) => stage.name === name);
    if (at < 0) return this.onLog(entry, `(unknown stage ${name})`);
    const clamped = Math.min(Math.max(Number(fraction) || 0, 0), 1);
    entry.task.stages = entry.task.stages.map((stage, i) => ({ ...stage, progress: i < at ? 1 : i === at ? clamped : stage.progress }));
    entry.task.progress = progressOf(entry.task.stages);
    this.scheduleFlush(entry);
  }

  private onLog(entry: Running, line: string): void {
    entry.task.log = [...entry.task.log, { at: this.rt.now().toISOString(), line: line.slice(0, 2000) }].slice(-KEEP_LOG_LINES);
    this.scheduleFlush(entry);
  }

  private scheduleFlush(entry: Running): void {
    if (entry.flush) return;
    entry.flush = setTimeout(() => {
      entry.flush = undefined;
      const { stages, progress, log } = entry.task;
      changeTask(this.store, this.rt, entry.task.id, { stages, progress, log }, whereHeld(entry.task.id, entry.lease)).catch((error) =>
        this.options.onError?.(error, `writing progress of task ${entry.task.id}`),
      );
    }, this.options.progressMs ?? 250);
    entry.flush.unref();
  }

  /** Renews the leases of the tasks running here; a task cancelled meanwhile, or no longer this worker's, is stopped. */
  private async renewLeases(): Promise<void> {
    for (const { task: { id }, controller, lease } of this.running.values()) {
      try {
        const renewed = await this.store.update(TASKS, w.and(whereHeld(id, lease), w.eq('cancelRequested', null)), { set: { leaseUntil: Date.now() + this.options.leaseMs } });
        if (renewed) continue;
        const now = (await this.store.findOne(TASKS, w.eq('id', id))) as TaskRow | null;
        const held = now?.leaseOwner === lease && now.status === 'Running';
        controller.abort(held && now?.cancelRequested ? new Stopped('cancelled', now.cancelRequested) : new Stopped('lost'));
      } catch (error) {
        this.options.onError?.(error, `renewing the lease of task ${id}`);
      }
    }
  }

  /** Completes or fails the task, if this worker still holds it: otherwise nothing is written. */
  private async finish(entry: Running, outcome: { complete: unknown } | { error: unknown }): Promise<void> {
    clearTimeout(entry.flush);
    entry.flush = undefined;
    const { id } = entry.task;
    const error = 'error' in outcome ? outcome.error : undefined;
    if (error instanceof Stopped && error.why === 'lost') return;
    if (error instanceof Stopped && error.why === 'shutdown') {
      await this.store.update(TASKS, whereHeld(id, entry.lease), { set: { status: 'Submitted', leaseOwner: null, leaseUntil: null } });
      return;
    }
    const type = taskType(entry.task.type)!;
    const finished = this.rt.now().toISOString();
    try {
      await this.store.transaction(async (tx) => {
        const held = (await tx.findOne(TASKS, whereHeld(id, entry.lease))) as TaskRow | null;
        if (!held) return;
        const base = { ...held, stages: entry.task.stages, log: entry.task.log, progress: entry.task.progress };
        if ('complete' in outcome) {
          if (held.cancelRequested) throw new Stopped('cancelled', held.cancelRequested);
          await type.complete?.(tx, this.rt, base, outcome.complete);
          const stages = base.stages.map((stage) => ({ ...stage, progress: 1 }));
          await this.write(tx, { ...base, status: 'Complete', progress: 1, stages, message: null, finished });
          await recordWorkspaceEvent(tx, this.rt, held.workspace, 'task.completed', { id, type: held.type, title: held.title, owner: held.owner, documentType: held.documentType, documentId: held.documentId });
        } else {
          const reason = failureReason(error);
          await type.failed?.(tx, this.rt, base, reason);
          await this.write(tx, { ...base, status: 'Failed', message: reason, finished, log: [...base.log, { at: finished, line: reason }].slice(-KEEP_LOG_LINES) });
        }
      });
    } catch (failure) {
      // the result could not be written (or the task was cancelled at the last moment): it fails with that reason
      if ('complete' in outcome) return this.finish(entry, { error: failure });
      throw failure;
    }
  }

  private async write(tx: Store, task: TaskRow): Promise<void> {
    const { id: _id, ...fields } = { ...task, leaseOwner: null, leaseUntil: null, updated: task.finished ?? this.rt.now().toISOString() };
    await tx.update(TASKS, w.eq('id', task.id), { set: fields });
    await notifyOwner(tx, this.rt, { ...task, ...fields });
  }
}

function failureReason(error: unknown): string {
  if (error instanceof Stopped) return error.why === 'cancelled' ? `Cancelled${error.by ? ` by ${error.by}` : ''}` : 'Stopped';
  if (error instanceof TaskWorkFailed || error instanceof Error) return error.message || 'The task failed';
  return String(error);
}
