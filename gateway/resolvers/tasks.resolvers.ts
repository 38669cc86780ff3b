/** Tasks and the bell (rest/model/tasks/), as REST offers them (rest/routes/tasks.routes.ts). */
import type { TaskView } from '../../rest/model/tasks/task-service.ts';
import type { GatewayContext } from '../context.ts';
import { attempt } from '../payloads.ts';

type Action = 'cancel' | 'restart' | 'report';

/** A task's action as a payload: the task, or why it was refused. */
const taskAction = (action: Action) => async (_: unknown, args: { id: string }, { model, actor }: GatewayContext) => {
  const result = await attempt<TaskView & { sentTo?: string }>(() => model.tasks[action](actor, args.id), { params: { taskId: 'id' } });
  if (result.error) return { task: null, sentTo: null, errors: result.errors };
  return { task: result.value, sentTo: result.value.sentTo ?? null, errors: [] };
};

export const tasksQueries = {
  task: (_: unknown, args: { id: string }, { model, actor }: GatewayContext) => model.tasks.get(actor, args.id),
  tasks: (_: unknown, __: unknown, { model, actor }: GatewayContext) => model.tasks.list(actor),
  bell: (_: unknown, __: unknown, { model, actor }: GatewayContext) => model.bell.items(actor),
};

export const tasksMutations = {
  cancelTask: taskAction('cancel'),
  restartTask: taskAction('restart'),
  reportTask: taskAction('report'),
  markNotificationsRead: (_: unknown, args: { ids: string[] }, { model, actor }: GatewayContext) => model.bell.markRead(actor, args.ids),
  clearNotifications: (_: unknown, args: { ids: string[] }, { model, actor }: GatewayContext) => model.bell.clear(actor, args.ids),
};
