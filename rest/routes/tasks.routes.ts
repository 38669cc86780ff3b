import { Type } from '@sinclair/typebox';
import { TASK_STATUSES } from '../../rules/task-actions.ts';
import { NOTIFICATION_KINDS } from '../model/effects/events.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { defineOperation } from './operation.ts';

const shared = { group: '', tag: 'tasks' } as const;
const Status = Type.Union(TASK_STATUSES.map((status) => Type.Literal(status)));
const Time = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Task = Obj(
  {
    id: Id,
    type: Type.String(),
    title: Type.String(),
    message: Nullable(Type.String()),
    status: Status,
    progress: Type.Number({ minimum: 0, maximum: 1, description: 'from 0 to 1, by stage' }),
    stages: Type.Array(Obj({ name: Type.String(), progress: Type.Number({ minimum: 0, maximum: 1 }) })),
    log: Type.Array(Obj({ at: Time, line: Type.String() }), { description: 'the latest 200 lines' }),
    documentType: Nullable(Type.String()),
    documentId: Nullable(Type.String()),
    documentName: Nullable(Type.String()),
    owner: Type.String({ description: 'who started it' }),
    workspace: Type.String(),
    created: Time,
    updated: Time,
    started: Nullable(Time),
    finished: Nullable(Time),
    attempts: Type.Integer({ minimum: 0, description: 'how many times a worker has taken it' }),
    cancelRequested: Nullable(Type.String({ description: 'who asked to cancel it while it ran' })),
    reported: Nullable(Time),
    actions: Obj({ cancel: Type.Boolean(), restart: Type.Boolean(), report: Type.Boolean() }, { description: 'what may be done with it now (application.md §4)' }),
  },
  { description: 'a task (application.md §3)' },
);

const BellItem = Obj({
  id: Type.String({ description: 'the task, run or order' }),
  kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  title: Type.String(),
  status: Status,
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  documentId: Nullable(Type.String()),
  message: Nullable(Type.String()),
  documentName: Nullable(Type.String()),
  created: Time,
  updated: Time,
  started: Nullable(Time),
  isRead: Type.Boolean(),
});
const Ids = Obj({ ids: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 }) }, { examples: [{ ids: ['0123456789abcdef01234567'] }] });
const Count = Obj({ count: Type.Integer({ minimum: 0 }) });
const TaskParams = Obj({ taskId: Id });

/** One of a task's actions (application.md §4): 409 naming why when its status does not allow it. */
const action = (name: 'cancel' | 'restart', summary: string) =>
  defineOperation({
    ...shared,
    method: 'POST',
    path: `/api/tasks/{taskId}/${name}`,
    operationId: `${name}Task`,
    summary,
    description: 'Its owner or an admin of its workspace (403 for other staff); 404 for a task you may not see; 409 when its status does not allow it now.',
    params: TaskParams,
    response: Task,
    answer: 'json',
    errors: [400, 401, 403, 404, 409],
    call: (model, { actor, params }) => model.tasks[name](actor, params.taskId),
  });

/** Tasks (issue 21 §1) and the bell (application.md §2.12). */
export const tasksOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/tasks',
    operationId: 'listTasks',
    summary: 'The tasks you started in the current workspace, newest first (at most 50; without their logs)',
    response: Type.Array(Task),
    answer: 'json',
    errors: [401],
    call: (model, { actor }) => model.tasks.list(actor),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/tasks/{taskId}',
    operationId: 'getTask',
    summary: 'A task with its stages, log and document: yours, or one of a workspace where you are staff',
    params: TaskParams,
    response: Task,
    answer: 'json',
    errors: [400, 401, 404],
    call: (model, { actor, params }) => model.tasks.get(actor, params.taskId),
  }),
  action('cancel', 'Cancel a task that is Running, Submitted or Scheduled: one not started fails at once, a running one is stopped by its worker'),
  action('restart', 'Restart a task that has Failed or is older than 10 minutes: it is submitted again from its first stage'),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/tasks/{taskId}/report',
    operationId: 'reportTask',
    summary: "Report a Failed task: its failure and log are mailed to the workspace's support address",
    description: 'Its owner or an admin of its workspace (403 for other staff); 404 for a task you may not see; 409 unless it has Failed; 502 when the mail server refused it.',
    params: TaskParams,
    response: Type.Composite([Task, Obj({ sentTo: Type.String({ description: 'the support address it went to' }) })], { additionalProperties: false }),
    answer: 'json',
    errors: [400, 401, 403, 404, 409, 502, 503],
    call: (model, { actor, params }) => model.tasks.report(actor, params.taskId),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary: 'Your bell: your tasks, integration runs and new orders as they are now, newest first (at most 100), without those cleared',
    response: Type.Array(BellItem),
    answer: 'json',
    errors: [401],
    call: (model, { actor }) => model.bell.items(actor),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/notifications/read',
    operationId: 'markNotificationsRead',
    summary: 'Mark items of your bell read (closing the panel marks what it showed)',
    body: Ids,
    response: Count,
    answer: 'json',
    errors: [400, 401],
    call: async (model, { actor, body }) => ({ count: await model.bell.markRead(actor, (body as { ids: string[] }).ids) }),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/notifications/clear',
    operationId: 'clearNotifications',
    summary: "Clear finished items (Failed or Complete) from your bell: 'Clear completed'; active ones stay",
    body: Ids,
    response: Count,
    answer: 'json',
    errors: [400, 401],
    call: async (model, { actor, body }) => ({ count: await model.bell.clear(actor, (body as { ids: string[] }).ids) }),
  }),
];
