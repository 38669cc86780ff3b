import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CancelTaskDocument, ReportTaskDocument, RestartTaskDocument, type TaskDetailsFragment } from '../../gql/graphql.ts';
import { messages, type Notice } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';

export type TaskAction = 'cancel' | 'restart' | 'report';

/** The labels of a task's actions (§4), wherever they are offered. */
export const TASK_ACTION_LABELS: Record<TaskAction, string> = { cancel: 'Cancel', restart: 'Restart', report: 'Report' };

const SUCCEEDED: Record<TaskAction, (sentTo: string | null | undefined) => Notice> = {
  cancel: messages.taskCancelRequested,
  restart: messages.taskRetryRequested,
  report: (sentTo) => messages.taskReported(sentTo ?? 'support'),
};
const FAILED: Record<TaskAction, () => Notice> = { cancel: messages.taskCancelFailed, restart: messages.taskRetryFailed, report: messages.taskReportFailed };

/**
 * A task's actions with their §8 toasts: 'Requested cancelling of task' / 'Could not cancel task',
 * 'Requested resubmission of task' / 'Could not resubmit task', and the failure report's own.
 */
export function useTaskActions(): { act: (id: string, action: TaskAction) => Promise<TaskDetailsFragment | null>; busy: string | null } {
  const [cancel] = useMutation(CancelTaskDocument);
  const [restart] = useMutation(RestartTaskDocument);
  const [report] = useMutation(ReportTaskDocument);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (id: string, action: TaskAction): Promise<TaskDetailsFragment | null> => {
    setBusy(`${id}:${action}`);
    try {
      const variables = { id };
      const payload =
        action === 'cancel' ? (await cancel({ variables })).data?.cancelTask
        : action === 'restart' ? (await restart({ variables })).data?.restartTask
        : (await report({ variables })).data?.reportTask;
      const done = payload?.task && !payload.errors.length ? payload.task : null;
      const sentTo = payload && 'sentTo' in payload ? (payload.sentTo as string | null) : null;
      notify(done ? SUCCEEDED[action](sentTo) : FAILED[action]());
      return done;
    } catch {
      notify(FAILED[action]());
      return null;
    } finally {
      setBusy(null);
    }
  };
  return { act, busy };
}
