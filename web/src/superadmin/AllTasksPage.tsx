import { useApolloClient } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { LuCircleX, LuRotateCw } from 'react-icons/lu';
import { TASK_STATUS_TAG } from '../frame/notifications/bell-items.ts';
import { formatDateTime } from '../shared/format.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import type { DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { runTaskAction, TASK_ACTION_LABELS, type TaskMutate } from '../tasks/task-actions.ts';
import { SuperadminCancelTaskDocument, SuperadminRestartTaskDocument, SuperadminTasksDocument, type SuperadminTasksQuery } from './gql/graphql.ts';
import { ListScreen } from './ListScreen.tsx';

type Row = SuperadminTasksQuery['superadminTasks']['items'][number];

const COLUMNS: DataColumn<Row>[] = [
  {
    id: 'title',
    header: 'Task',
    enableSorting: false,
    accessorFn: (row) => row.title,
    cell: ({ row: { original } }) => (
      <Stack gap="0.5" maxW="72">
        <Text fontWeight="medium">{original.title}</Text>
        {original.message && <Text textStyle="xs" color="fg.muted">{original.message}</Text>}
      </Stack>
    ),
  },
  { id: 'workspace', header: 'Workspace', enableSorting: false, accessorFn: (row) => row.workspace },
  { id: 'status', header: 'Status', enableSorting: false, accessorFn: (row) => row.status, cell: ({ row }) => <StatusTag status={TASK_STATUS_TAG[row.original.status]}>{row.original.status}</StatusTag> },
  { id: 'progress', header: 'Progress', enableSorting: false, accessorFn: (row) => row.progress, meta: { numeric: true }, cell: ({ row }) => `${Math.round(row.original.progress * 100)}%` },
  { id: 'owner', header: 'Started by', enableSorting: false, accessorFn: (row) => row.owner },
  { id: 'created', header: 'Created', enableSorting: false, accessorFn: (row) => row.created, cell: ({ row }) => <Text whiteSpace="nowrap">{formatDateTime(row.original.created)}</Text> },
];

/** The superadmin space's own cancel and restart, which reach any workspace's task, with the tasks' §8 toasts. */
const superadminMutations: TaskMutate = async (client, id, action) => {
  if (action === 'cancel') return (await client.mutate({ mutation: SuperadminCancelTaskDocument, variables: { id } })).data?.superadminCancelTask;
  if (action === 'restart') return (await client.mutate({ mutation: SuperadminRestartTaskDocument, variables: { id } })).data?.superadminRestartTask;
  return null;
};

/** /superadmin/tasks: every task of every workspace, newest first, with Cancel and Restart where §4 allows them. */
export function AllTasksPage() {
  const client = useApolloClient();
  const { rows, loading, error, pager, refetch } = useCursorPaging(SuperadminTasksDocument, { select: (data) => data.superadminTasks });
  const act = async (row: Row, action: 'cancel' | 'restart') => {
    if (await runTaskAction(client, row.id, action, superadminMutations)) refetch();
  };
  return (
    <ListScreen<Row>
      title="Tasks"
      subtitle="EVERY TASK OF EVERY WORKSPACE"
      what="tasks"
      error={error}
      label="Tasks"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      rowName={(row) => row.title}
      pager={pager}
      loading={loading}
      message={{ title: 'No tasks yet' }}
      rowActions={[
        { label: TASK_ACTION_LABELS.cancel, icon: <LuCircleX aria-hidden="true" />, onClick: (row) => void act(row, 'cancel'), offered: (row) => row.actions.cancel },
        { label: TASK_ACTION_LABELS.restart, icon: <LuRotateCw aria-hidden="true" />, onClick: (row) => void act(row, 'restart'), offered: (row) => row.actions.restart },
      ]}
    />
  );
}
