// /tasks/{id} (issue 21 §1): the task with its status, stages, log and document, the actions §4 allows,
// and their §8 toasts on success and failure.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskDetailsFragment } from '../../web/src/tasks/gql/graphql.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

const ID = '0123456789abcdef01234567';
const MODULE = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function task(over: Partial<TaskDetailsFragment> = {}): TaskDetailsFragment {
  return {
    __typename: 'Task', id: ID, title: 'Importing chair.step', message: null, status: 'Running', progress: 0.375,
    stages: [
      { __typename: 'TaskStage', name: 'read', progress: 1 },
      { __typename: 'TaskStage', name: 'tessellate', progress: 0.5 },
      { __typename: 'TaskStage', name: 'parts', progress: 0 },
      { __typename: 'TaskStage', name: 'render', progress: 0 },
    ],
    log: [{ __typename: 'TaskLogLine', at: '2026-01-01T10:00:01.000Z', line: 'read 2 solids' }],
    documentType: 'module', documentId: MODULE, documentName: 'Chair', owner: 'admin@demo.joinery.test',
    created: new Date().toISOString(), started: new Date().toISOString(), finished: null, attempts: 1,
    cancelRequested: null, actions: { __typename: 'TaskActions', cancel: true, restart: false, report: false },
    ...over,
  };
}

describe('the task page', () => {
  it('shows the task, its stages with their progress, its log and a link to its document', async () => {
    fakeApi({ tasks: { [ID]: task() } });
    renderApp(`/tasks/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Importing chair.step' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress: 38%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Stage tessellate: 50%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Stage read: 100%' })).toBeInTheDocument();
    expect(screen.getByTestId('task-log')).toHaveTextContent('read 2 solids');
    expect(screen.getByRole('link', { name: 'Chair' })).toHaveAttribute('href', `/products/${MODULE}`);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restart' })).toBeNull();
  });

  it("cancels with §8's toast 'Requested cancelling of task', and warns 'Could not cancel task' when refused", async () => {
    let refuse = false;
    fakeApi({
      tasks: { [ID]: task() },
      operations: {
        CancelTask: () => ({
          cancelTask: refuse
            ? { __typename: 'TaskPayload', task: null, errors: [{ __typename: 'UserError', code: 'CONFLICT' }] }
            : { __typename: 'TaskPayload', task: { __typename: 'Task', id: ID }, errors: [] },
        }),
      },
    });
    const app = renderApp(`/tasks/${ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Requested cancelling of task')).toBeInTheDocument();
    expect(screen.getByText('Cancelling task')).toBeInTheDocument();
    refuse = true;
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Could not cancel task')).toBeInTheDocument();
  });

  it("restarts and reports a failed task with their toasts", async () => {
    const failed = task({ status: 'Failed', message: 'not a STEP file', actions: { __typename: 'TaskActions', cancel: false, restart: true, report: true } });
    fakeApi({
      tasks: { [ID]: failed },
      operations: {
        RestartTask: () => ({ restartTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: ID }, errors: [] } }),
        ReportTask: () => ({ reportTask: { __typename: 'TaskPayload', task: { __typename: 'Task', id: ID }, sentTo: 'support@joinery.app', errors: [] } }),
      },
    });
    const app = renderApp(`/tasks/${ID}`);
    expect(await screen.findByText('not a STEP file')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Sent the failure and its log to support@joinery.app')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText('Requested resubmission of task')).toBeInTheDocument();
  });

  it('says so when the task cannot be loaded', async () => {
    fakeApi();
    renderApp(`/tasks/${ID}`);
    expect(await screen.findByText(/The task could not be loaded: No task/)).toBeInTheDocument();
  });
});
