import type { ApolloClient } from '@apollo/client';
import { CancelTaskDocument, ReportTaskDocument, RestartTaskDocument, type TaskOutcomeFragment } from './gql/graphql.ts';
import { messages, type Notice } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';

export type TaskAction = 'cancel' | 'restart' | 'report';

/** The labels of a task's actions (§4), wherever they are offered. */
export const TASK_ACTION_LABELS: Record<TaskAction, string> = { cancel: 'Cancel', restart: 'Restart', report: 'Report' };

const SUCCEEDED: Record<TaskAction, (sentTo: string | null) => Notice> = {
  cancel: messages.taskCancelRequested,
  restart: messages.taskRetryRequested,
  report: (sentTo) => messages.taskReported(sentTo ?? 'support'),
};
const FAILED: Record<TaskAction, () => Notice> = { cancel: messages.taskCancelFailed, restart: messages.taskRetryFailed, report: messages.taskReportFailed };

/** What an action answers, whichever mutation carried it out: the task, or why it was refused. */
export interface TaskActionPayload {
  task: TaskOutcomeFragment['task'];
  errors: readonly { code: string }[];
  sentTo?: string | null;
}

/** How an action reaches the server: the tasks' own mutations, or another area's with the same payload (the superadmin space's). */
export type TaskMutate = (client: ApolloClient, id: string, action: TaskAction) => Promise<TaskActionPayload | null | undefined>;

const ownMutations: TaskMutate = async (client, id, action) => {
  const variables = { id };
  if (action === 'cancel') return (await client.mutate({ mutation: CancelTaskDocument, variables })).data?.cancelTask;
  if (action === 'restart') return (await client.mutate({ mutation: RestartTaskDocument, variables })).data?.restartTask;
  return (await client.mutate({ mutation: ReportTaskDocument, variables })).data?.reportTask;
};

/**
 * Carries out a task's action with its §8 toast: 'Requested cancelling of task' / 'Could not cancel task',
 * 'Requested resubmission of task' / 'Could not resubmit task', and the failure report's own. Answers the
 * task as it is after, or null when refused. (A function, not a hook: the bell loads it only when used.)
 */
export async function runTaskAction(client: ApolloClient, id: string, action: TaskAction, mutate: TaskMutate = ownMutations): Promise<TaskOutcomeFragment['task'] | null> {
  try {
    const payload = await mutate(client, id, action);
    const done = payload?.task && !payload.errors.length ? payload.task : null;
    notify(done ? SUCCEEDED[action](payload?.sentTo ?? null) : FAILED[action]());
    return done;
  } catch {
    notify(FAILED[action]());
    return null;
  }
}
