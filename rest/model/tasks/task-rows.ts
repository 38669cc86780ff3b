/**
 * Tasks as store documents (application.md §3: id, documentType, documentId, status, progress,
 * created, updated, started, isRead, title, message, document), with what claiming needs: when it may
 * run (`runAt`), who holds it (`leaseOwner`) and until when (`leaseUntil`).
 */
import { w, type Store } from '../../store/port.ts';
import { recordNotification } from '../effects/events.ts';
import type { TaskStatus } from '../../../rules/task-actions.ts';
import type { Actor } from '../identity/actor.ts';
import type { Runtime } from '../runtime.ts';

export const TASKS = 'tasks';
export type { TaskStatus };

/** How many log lines a task keeps: the latest. */
export const KEEP_LOG_LINES = 200;

export interface TaskStage {
  name: string;
  /** 0 to 1 */
  progress: number;
}

export interface TaskLogLine {
  at: string;
  line: string;
}

export interface TaskRow {
  id: string;
  type: string;
  workspace: string;
  /** who asked for it: the bell that shows it is theirs */
  owner: string;
  title: string;
  /** what it says now: the failure's reason, 'Cancelled by …' */
  message: string | null;
  documentType: string | null;
  documentId: string | null;
  /** the document's name, shown with the task (§3 'document (module name)') */
  documentName: string | null;
  input: unknown;
  status: TaskStatus;
  /** 0 to 1, by stage */
  progress: number;
  stages: TaskStage[];
  log: TaskLogLine[];
  created: string;
  updated: string;
  started: string | null;
  finished: string | null;
  /** ISO time from which it may run: later than now it is Scheduled */
  runAt: string;
  /** how many times a worker has claimed it */
  attempts: number;
  leaseOwner: string | null;
  /** epoch ms; a Running task whose lease has run out is claimed again */
  leaseUntil: number | null;
  /** who asked to cancel it while it ran: its worker stops it at the next heartbeat */
  cancelRequested: string | null;
  /** when its failure was last sent to support */
  reported: string | null;
  isRead: boolean;
}

export async function ensureTaskIndexes(store: Store): Promise<void> {
  await store.ensureIndexes(TASKS, [
    { fields: ['status', 'runAt'] },
    { fields: ['status', 'leaseUntil'] },
    { fields: ['owner', 'created'] },
    { fields: ['workspace', 'created'] },
    { fields: ['documentId'] },
  ]);
}

export interface NewTask {
  /** its id, when the document it works for must name it in the same transaction (default: a new one) */
  id?: string;
  workspace: string;
  owner: string;
  type: string;
  title: string;
  documentType?: string | null;
  documentId?: string | null;
  documentName?: string | null;
  input?: unknown;
  /** when it may run (default now): a later time makes it Scheduled */
  runAt?: Date;
}

/** Progress from the stages: each stage weighs the same. */
export function progressOf(stages: readonly TaskStage[]): number {
  if (!stages.length) return 0;
  return stages.reduce((sum, stage) => sum + stage.progress, 0) / stages.length;
}

/** Tells the task's owner (the bell, §2.12) what the task is now; inside the transaction that changed it. */
export function notifyOwner(tx: Store, rt: Runtime, task: TaskRow): Promise<void> {
  return recordNotification(tx, rt, task.owner, {
    id: task.id,
    kind: 'Task',
    title: task.title,
    status: task.status,
    progress: Math.round(task.progress * 100),
    documentId: task.documentId,
    message: task.message,
    documentName: task.documentName,
    created: task.created,
    started: task.started,
  });
}

/** Whom a task's completion writes as: its owner, an editor in the task's workspace (who asked for the work, in the workspace it was asked in). */
export const taskActor = (task: { owner: string; workspace: string }): Actor => ({
  email: task.owner,
  name: task.owner,
  workspace: task.workspace,
  memberships: [{ workspace: task.workspace, roles: ['editor'] }],
});

/** Changes a task and tells its owner, in one transaction; answers the task as changed, or null when `where` no longer holds. */
export async function changeTask(store: Store, rt: Runtime, id: string, set: Partial<TaskRow>, where = w.eq('id', id)): Promise<TaskRow | null> {
  return store.transaction(async (tx) => {
    const task = (await tx.findOne(TASKS, w.and(w.eq('id', id), where))) as TaskRow | null;
    if (!task) return null;
    const changed: TaskRow = { ...task, ...set, updated: rt.now().toISOString() };
    await tx.update(TASKS, w.eq('id', id), { set: { ...set, updated: changed.updated } });
    await notifyOwner(tx, rt, changed);
    return changed;
  });
}

/** A task's row as enqueueTask writes it: Submitted (Scheduled when it may run only later), nothing done yet. */
export function newTaskRow(rt: Runtime, stages: readonly string[], task: NewTask): TaskRow {
  const now = rt.now();
  const runAt = task.runAt ?? now;
  return {
    id: task.id ?? rt.newId(),
    type: task.type,
    workspace: task.workspace,
    owner: task.owner,
    title: task.title,
    message: null,
    documentType: task.documentType ?? null,
    documentId: task.documentId ?? null,
    documentName: task.documentName ?? null,
    input: task.input ?? null,
    status: runAt.getTime() > now.getTime() ? 'Scheduled' : 'Submitted',
    progress: 0,
    stages: stages.map((name) => ({ name, progress: 0 })),
    log: [],
    created: now.toISOString(),
    updated: now.toISOString(),
    started: null,
    finished: null,
    runAt: runAt.toISOString(),
    attempts: 0,
    leaseOwner: null,
    leaseUntil: null,
    cancelRequested: null,
    reported: null,
    isRead: false,
  };
}
