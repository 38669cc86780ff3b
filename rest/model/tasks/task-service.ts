/**
 * Tasks as users see and act on them (application.md §4, issue 21 §1): reading a task with its stages,
 * log and document, and the actions Cancel, Restart and Report, checked here for REST and GraphQL alike.
 * Who may see a task: its owner and the staff (non-guest members) of its workspace; who may act on it:
 * its owner and the workspace's admins.
 */
import { taskActions, type TaskActions } from '../../../rules/task-actions.ts';
import { w, type Store } from '../../store/port.ts';
import { isAdminOf, readableWorkspaces, type Actor } from '../identity/actor.ts';
import type { Directory } from '../identity/directory.ts';
import type { Mailer } from '../identity/mail.ts';
import { conflict, DomainError, forbidden, notFound } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { changeTask, KEEP_LOG_LINES, TASKS, type TaskRow, type TaskStage, type TaskLogLine, type TaskStatus } from './task-rows.ts';
import { taskType } from './task-types.ts';
import type { TaskRunner } from './task-runner.ts';

/** A task as /tasks/{id}, REST and GraphQL show it. */
export interface TaskView {
  id: string;
  type: string;
  title: string;
  message: string | null;
  status: TaskStatus;
  progress: number;
  stages: TaskStage[];
  log: TaskLogLine[];
  documentType: string | null;
  documentId: string | null;
  documentName: string | null;
  owner: string;
  workspace: string;
  created: string;
  updated: string;
  started: string | null;
  finished: string | null;
  attempts: number;
  /** who asked to cancel it while it ran, until its worker stops it */
  cancelRequested: string | null;
  /** when its failure was last sent to support */
  reported: string | null;
  actions: TaskActions;
}

export interface TaskServiceOptions {
  mailer?: Mailer;
  /** where Report sends a failure when the workspace names no support address of its own */
  supportEmail: string;
}

const LIST_LIMIT = 50;

/**
 * Whose rules an action follows: a member's (its owner and the workspace's admins), or 'anyWorkspace'
 * for the superadmin space (rest/model/superadmin), which has checked its caller itself.
 */
export type TaskScope = 'member' | 'anyWorkspace';

export class TaskService {
  /** set once the process's runner exists, so that a cancel stops work running here at once */
  runner?: TaskRunner;

  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly options: TaskServiceOptions,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  async get(actor: Actor, id: string): Promise<TaskView> {
    return this.view(await this.readable(actor, id));
  }

  /** The tasks the actor asked for in the current workspace, newest first. */
  async list(actor: Actor): Promise<TaskView[]> {
    const rows = (await this.store.find(TASKS, {
      where: w.and(w.eq('owner', actor.email), w.eq('workspace', actor.workspace)),
      sort: [{ field: 'created', dir: 'desc' }],
      limit: LIST_LIMIT,
      omit: ['input', 'log'],
    })) as TaskRow[];
    return rows.map((row) => this.view({ ...row, log: [] }));
  }

  /**
   * Progress items (application.md §3, §4) of the documents given: for each document with an unfinished
   * task the actor may see, the lowest progress (0 to 1) among those tasks, for '% Completed'.
   */
  async progressByDocument(actor: Actor, documentIds: string[]): Promise<Record<string, { progress: number; taskId: string; status: TaskStatus }>> {
    if (!documentIds.length) return {};
    const rows = (await this.store.find(TASKS, {
      where: w.and(w.in('documentId', documentIds), w.in('status', ['Running', 'Submitted', 'Scheduled']), w.in('workspace', readableWorkspaces(actor))),
      omit: ['input', 'log'],
    })) as TaskRow[];
    const items: Record<string, { progress: number; taskId: string; status: TaskStatus }> = {};
    for (const row of rows) {
      const seen = items[row.documentId!];
      if (!seen || row.progress < seen.progress) items[row.documentId!] = { progress: row.progress, taskId: row.id, status: row.status };
    }
    return items;
  }

  /** Cancel (§4: while Running, Submitted or Scheduled): one that has not started fails at once; a running one is stopped by its worker. */
  async cancel(actor: Actor, id: string, scope: TaskScope = 'member'): Promise<TaskView> {
    const task = await this.actionable(actor, id, 'cancel', 'It can be cancelled only while it is Running, Submitted or Scheduled', scope);
    const by = actor.email;
    if (task.status === 'Running') {
      const asked = await changeTask(this.store, this.rt, id, { cancelRequested: by }, w.eq('status', 'Running'));
      if (asked) {
        this.runner?.stopLocal(id, by);
        return this.view(asked);
      }
    }
    const cancelled = await this.store.transaction(async (tx) => {
      const waiting = (await tx.findOne(TASKS, w.and(w.eq('id', id), w.in('status', ['Submitted', 'Scheduled'])))) as TaskRow | null;
      if (!waiting) return null;
      const reason = `Cancelled by ${by}`;
      await taskType(waiting.type)?.failed?.(tx, this.rt, waiting, reason);
      return changeTask(tx, this.rt, id, { status: 'Failed', message: reason, finished: this.rt.now().toISOString(), log: this.logged(waiting, reason) });
    });
    if (!cancelled) throw conflict('The task has just changed its status: look again before cancelling it');
    return this.view(cancelled);
  }

  /** Restart (§4: when older than 10 minutes or Failed): the task is submitted again from its first stage. */
  async restart(actor: Actor, id: string, scope: TaskScope = 'member'): Promise<TaskView> {
    const task = await this.actionable(actor, id, 'restart', 'It can be restarted when it has Failed or is older than 10 minutes', scope);
    const now = this.rt.now().toISOString();
    const restarted = await changeTask(
      this.store,
      this.rt,
      id,
      {
        status: 'Submitted',
        message: null,
        progress: 0,
        stages: task.stages.map((stage) => ({ ...stage, progress: 0 })),
        log: this.logged(task, `Restarted by ${actor.email}`),
        runAt: now,
        started: null,
        finished: null,
        leaseOwner: null,
        leaseUntil: null,
        cancelRequested: null,
      },
      w.eq('updated', task.updated),
    );
    if (!restarted) throw conflict('The task has just changed: look again before restarting it');
    this.runner?.poke();
    return this.view(restarted);
  }

  /** Report (§4: when Failed): mails the failure and its log to the workspace's support address. */
  async report(actor: Actor, id: string): Promise<TaskView & { sentTo: string }> {
    const task = await this.actionable(actor, id, 'report', 'Only a Failed task can be reported', 'member');
    if (!this.options.mailer) throw new DomainError('SERVICE_UNAVAILABLE', 'This server sends no mail, so the failure cannot be reported');
    const workspace = await this.directory.workspace(task.workspace);
    const to = workspace?.supportEmail ?? this.options.supportEmail;
    try {
      await this.options.mailer.send({ to, subject: `Task failed: ${task.title}`, text: failureReport(task, actor, workspace?.name ?? task.workspace) });
    } catch (error) {
      throw new DomainError('BAD_GATEWAY', `The report could not be mailed to ${to}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const reported = await changeTask(this.store, this.rt, id, { reported: this.rt.now().toISOString(), log: this.logged(task, `Reported to ${to} by ${actor.email}`) });
    return { ...this.view(reported ?? task), sentTo: to };
  }

  private logged(task: TaskRow, line: string): TaskLogLine[] {
    return [...task.log, { at: this.rt.now().toISOString(), line }].slice(-KEEP_LOG_LINES);
  }

  /** 404 for a task the actor may not see, as for resources: its existence is not told. */
  private async readable(actor: Actor, id: string, scope: TaskScope = 'member'): Promise<TaskRow> {
    const task = (await this.store.findOne(TASKS, w.eq('id', id))) as TaskRow | null;
    const sees = scope === 'anyWorkspace' || task?.owner === actor.email || readableWorkspaces(actor).includes(task?.workspace ?? '');
    if (!task || !sees) throw notFound(`No task ${id}`);
    return task;
  }

  private async actionable(actor: Actor, id: string, action: keyof TaskActions, refusal: string, scope: TaskScope): Promise<TaskRow> {
    const task = await this.readable(actor, id, scope);
    if (scope === 'member' && task.owner !== actor.email && !isAdminOf(actor, task.workspace)) throw forbidden(`Only ${task.owner}, who started this task, or an admin of its workspace may ${action} it`);
    if (!taskActions(task, this.rt.now().getTime())[action]) throw conflict(`The task is ${task.status}: ${refusal}`);
    return task;
  }

  view(task: TaskRow): TaskView {
    return {
      id: task.id,
      type: task.type,
      title: task.title,
      message: task.message,
      status: task.status,
      progress: task.progress,
      stages: task.stages,
      log: task.log,
      documentType: task.documentType,
      documentId: task.documentId,
      documentName: task.documentName,
      owner: task.owner,
      workspace: task.workspace,
      created: task.created,
      updated: task.updated,
      started: task.started,
      finished: task.finished,
      attempts: task.attempts,
      cancelRequested: task.cancelRequested,
      reported: task.reported ?? null,
      actions: taskActions(task, this.rt.now().getTime()),
    };
  }
}

function failureReport(task: TaskRow, actor: Actor, workspaceName: string): string {
  const lines = [
    `${actor.name} <${actor.email}> reports a failed task in the workspace ${workspaceName} (${task.workspace}).`,
    '',
    `Task: ${task.title} (${task.type}, id ${task.id})`,
    `Started by: ${task.owner}`,
    `Document: ${task.documentType ?? '-'} ${task.documentId ?? ''}${task.documentName ? ` (${task.documentName})` : ''}`,
    `Created: ${task.created}; failed: ${task.finished ?? task.updated}; attempts: ${task.attempts}`,
    `Reason: ${task.message ?? 'unknown'}`,
    '',
    'Log:',
    ...(task.log.length ? task.log.map((entry) => `${entry.at}  ${entry.line}`) : ['(empty)']),
  ];
  return `${lines.join('\n')}\n`;
}
