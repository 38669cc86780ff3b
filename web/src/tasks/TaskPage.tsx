import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, HStack, Link, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { TaskDetailDocument, type TaskDetailsFragment } from './gql/graphql.ts';
import { usePageTitle } from '../app/DocumentTitle.tsx';
import { TASK_STATUS_TAG } from '../frame/notifications/bell-items.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { formatDateTime } from '../shared/format.ts';
import { Section } from '../shared/Sections.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { runTaskAction, TASK_ACTION_LABELS, type TaskAction } from './task-actions.ts';

/** While a task may still change, the page reads it again this often. */
const POLL_MS = 1000;
const ACTIVE = new Set(['Running', 'Submitted', 'Scheduled']);

/** Where a task's document is edited: a module on its product page, an order on its page. */
function documentLink(task: TaskDetailsFragment): string | null {
  if (!task.documentId) return null;
  if (task.documentType === 'module') return `/products/${task.documentId}`;
  if (task.documentType === 'order') return `/orders/${task.documentId}`;
  return null;
}

function Percent({ label, value }: { label: string; value: number }) {
  const percent = Math.round(value * 100);
  return (
    <Progress.Root size="sm" value={percent}>
      <HStack gap="3">
        <Progress.Track flex="1" aria-label={`${label}: ${percent}%`}>
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText minW="3em" textAlign="end">{percent}%</Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}

function About({ task }: { task: TaskDetailsFragment }) {
  const link = documentLink(task);
  const document = task.documentName ?? task.documentId ?? 'None';
  const rows: [string, ReactNode][] = [
    ['Document', link ? <Link asChild colorPalette="primary" variant="underline"><RouterLink to={link}>{document}</RouterLink></Link> : document],
    ['Started by', task.owner],
    ['Created', formatDateTime(task.created)],
    ['Started', task.started ? formatDateTime(task.started) : 'Not yet'],
    ['Finished', task.finished ? formatDateTime(task.finished) : 'Not yet'],
    ['Attempts', task.attempts],
  ];
  return (
    <Stack as="dl" gap="2" textStyle="sm" m="0">
      {rows.map(([label, value]) => (
        <HStack key={label} gap="4" align="start">
          <Text as="dt" color="fg.muted" w="8rem" flexShrink="0">{label}</Text>
          <Box as="dd" m="0" minW="0" wordBreak="break-word">{value}</Box>
        </HStack>
      ))}
    </Stack>
  );
}

/** /tasks/{id} (issue 21 §1): the task, its stages, its log and its document, with its actions (§4) and their §8 toasts. */
export function TaskPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(TaskDetailDocument, { variables: { id } });
  const client = useApolloClient();
  const [busy, setBusy] = useState<TaskAction | null>(null);
  const task = data?.task;
  const active = task ? ACTIVE.has(task.status) : false;
  usePageTitle(task?.title);

  useEffect(() => {
    if (active) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);

  const run = async (action: TaskAction) => {
    setBusy(action);
    try {
      if (await runTaskAction(client, id, action)) await refetch();
    } finally {
      setBusy(null);
    }
  };
  const actions = task ? (Object.keys(TASK_ACTION_LABELS) as TaskAction[]).filter((action) => task.actions[action]) : [];

  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title={task?.title ?? 'Task'} subtitle={`TASK ${id}`}>
        {actions.length > 0 && (
          <HStack gap="2">
            {actions.map((action) => (
              <Button key={action} size="sm" variant="outline" loading={busy === action} onClick={() => void run(action)}>
                {TASK_ACTION_LABELS[action]}
              </Button>
            ))}
          </HStack>
        )}
      </ScreenHeading>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Oops!</Alert.Title>
          <Alert.Description>The task could not be loaded: {error.message}</Alert.Description>
        </Alert.Root>
      )}
      {loading && !task && <Skeleton height="40" rounded="md" />}
      {task && (
        <>
          <Section title="Status">
            <Stack gap="3">
              <HStack gap="3" wrap="wrap">
                <StatusTag status={TASK_STATUS_TAG[task.status]}>{task.status}</StatusTag>
                {task.message && <Text>{task.message}</Text>}
                {task.cancelRequested && task.status === 'Running' && <Text color="fg.muted">Cancelling (asked by {task.cancelRequested})</Text>}
              </HStack>
              <Percent label="Progress" value={task.progress} />
            </Stack>
          </Section>
          <Section title="Details">
            <About task={task} />
          </Section>
          <Section title="Stages">
            <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
              {task.stages.map((stage) => (
                <Box as="li" key={stage.name}>
                  <Text fontWeight="medium" textStyle="sm" mb="1">{stage.name}</Text>
                  <Percent label={`Stage ${stage.name}`} value={stage.progress} />
                </Box>
              ))}
            </Stack>
          </Section>
          <Section title="Log">
            {task.log.length === 0 ? (
              <Text color="fg.muted">Nothing logged yet</Text>
            ) : (
              <Box as="pre" fontFamily="mono" textStyle="xs" whiteSpace="pre-wrap" wordBreak="break-word" maxH="80" overflowY="auto" bg="bg.subtle" p="3" rounded="md" data-testid="task-log">
                {task.log.map((line) => `${formatDateTime(line.at)}  ${line.line}`).join('\n')}
              </Box>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
