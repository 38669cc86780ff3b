import { Link, List, Text } from '@chakra-ui/react';
import { formatDateTime } from '../shared/format.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { integrationsPath, useRest, type Run } from './api.ts';

const RUN_STATUS = { Complete: 'success', Failed: 'danger', Running: 'info', Submitted: 'info', Scheduled: 'warning' } as const;

/** An integration's latest runs (exports with their downloads, syncs), read again every few seconds. */
export function RunList({ alias, integration, version }: { alias: string; integration: string; version: number }) {
  const { data, error } = useRest<{ runs: Run[] }>(`${integrationsPath(alias)}/${integration}/runs?v=${version}`, 2000);
  if (error) return <Text color="fg.error">{error}</Text>;
  if (!data) return <Text color="fg.muted">Loading runs…</Text>;
  if (!data.runs.length) return <Text color="fg.muted">No runs yet.</Text>;
  return (
    <List.Root variant="plain" gap="2" aria-label="Runs">
      {data.runs.slice(0, 10).map((run) => (
        <List.Item key={run.id} display="flex" flexWrap="wrap" gap="2" alignItems="center">
          <StatusTag status={RUN_STATUS[run.status]}>{run.status}</StatusTag>
          <Text textStyle="sm">{formatDateTime(run.created)}: {run.description}</Text>
          {run.download && (
            <Link href={run.download} download textStyle="sm" colorPalette="primary">
              Download {run.name}
            </Link>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
