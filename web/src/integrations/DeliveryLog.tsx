import { Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { requestJson } from '../app/http.ts';
import { formatDateTime } from '../shared/format.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { integrationsPath, useRest, type Delivery } from './api.ts';

const DELIVERY_STATUS = { delivered: 'success', pending: 'warning', failed: 'danger' } as const;

const lastAnswer = (delivery: Delivery) => {
  const last = delivery.attempts.at(-1);
  if (!last) return 'Not tried yet';
  return last.status === null ? (last.error ?? 'No answer') : `HTTP ${last.status}`;
};

/** A webhook's delivery log (newest first, read again every few seconds) with Replay. */
export function DeliveryLog({ alias, integration, onMessage }: { alias: string; integration: string; onMessage: (message: string) => void }) {
  const path = `${integrationsPath(alias)}/${integration}/deliveries`;
  const { data, error, reload } = useRest<{ deliveries: Delivery[] }>(path, 2000);
  const [replaying, setReplaying] = useState<string>();
  const replay = async (delivery: Delivery) => {
    setReplaying(delivery.id);
    try {
      await requestJson(`${path}/${delivery.id}/replay`, { method: 'POST' });
      onMessage(`${delivery.event.type} is sent again`);
      await reload();
    } catch (failure) {
      onMessage(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setReplaying(undefined);
    }
  };
  if (error) return <Text color="fg.error">{error}</Text>;
  if (!data) return <Text color="fg.muted">Loading deliveries…</Text>;
  if (!data.deliveries.length) return <Text color="fg.muted">No deliveries yet: events are sent as they happen.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH="600px" maxW="full" position="relative">
      <Table.Root size="sm" aria-label="Delivery log">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Attempts</Table.ColumnHeader>
            <Table.ColumnHeader>Last answer</Table.ColumnHeader>
            <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.deliveries.map((delivery) => (
            <Table.Row key={delivery.id}>
              <Table.Cell>{delivery.event.type}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(delivery.created)}</Table.Cell>
              <Table.Cell><StatusTag status={DELIVERY_STATUS[delivery.status]}>{delivery.status}</StatusTag></Table.Cell>
              <Table.Cell>{delivery.attempts.length}</Table.Cell>
              <Table.Cell>{lastAnswer(delivery)}</Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" loading={replaying === delivery.id} onClick={() => void replay(delivery)} aria-label={`Replay ${delivery.event.type} of ${formatDateTime(delivery.created)}`}>
                  Replay
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
