import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFactory } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { SendToProductionDocument } from './gql/graphql.ts';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { notify } from '../shared/toaster.tsx';

/** An order as it is sent: at the version shown, with the reference people read. */
export interface OrderToSend {
  id: string;
  version: number;
  label: string;
}

/** One order the server found in a batch already: which, and the batch by name (or id when unreadable). */
export interface BatchedOrder {
  order: string;
  batch: string;
}

/**
 * The orders a 409 names (rest/model/production/production.ts: "order {id} is in work batch {name}
 * ({id})" or "… work batch {id}" for a batch the caller may not read), so the question can say
 * which order is where.
 */
export function batchedOrders(message: string): BatchedOrder[] {
  return [...message.matchAll(/order ([0-9a-f]{24}) is in work batch (?:(.+?) \(([0-9a-f]{24})\)|([0-9a-f]{24}))(?=;|:)/g)].map((m) => ({ order: m[1], batch: m[2] ?? m[4] }));
}

/**
 * Sending orders to production (issue 19 §2): the mutation, then the new batch's page. An order in a
 * batch already makes the server answer CONFLICT; the user reads which order is in which batch and
 * may send them again (confirm). Other refusals are shown as they come.
 */
export function useSendToProduction() {
  const navigate = useNavigate();
  const [send, { loading }] = useMutation(SendToProductionDocument, {
    // the orders moved to processing and a batch exists: lists read before are stale
    update(cache) {
      for (const fieldName of ['orders', 'orderStatusCounts', 'workBatches', 'productionSummary', 'order']) cache.evict({ fieldName });
      cache.gc();
    },
  });
  const [asking, setAsking] = useState<{ orders: OrderToSend[]; batched: BatchedOrder[] }>();

  const sendOrders = async (orders: OrderToSend[], confirm = false) => {
    setAsking(undefined);
    try {
      const { data } = await send({ variables: { orders: orders.map(({ id, version }) => ({ id, version })), confirm } });
      const answer = data?.sendToProduction;
      const error = answer?.errors[0];
      if (error?.code === 'CONFLICT') return setAsking({ orders, batched: batchedOrders(error.message) });
      if (error) return notify({ type: 'error', title: 'Orders', description: error.message });
      if (answer?.workBatchId) {
        notify({ type: 'success', title: 'Sent to production', description: `${orders.length} order${orders.length === 1 ? '' : 's'} sent to production` });
        void navigate(`/production/${answer.workBatchId}`);
      }
    } catch (failure) {
      notify({ type: 'error', title: 'Orders', description: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  const labelOf = (id: string) => asking?.orders.find((order) => order.id === id)?.label ?? id;
  const question = (
    <ConfirmModal
      open={Boolean(asking)}
      title="Already in production"
      confirmLabel="Send again"
      busy={loading}
      onConfirm={() => asking && void sendOrders(asking.orders, true)}
      onCancel={() => setAsking(undefined)}
    >
      <Stack gap="2">
        {asking?.batched.length ? (
          asking.batched.map((entry) => (
            <Text key={`${entry.order}-${entry.batch}`}>
              {labelOf(entry.order)} is already in work batch {entry.batch}.
            </Text>
          ))
        ) : (
          <Text>Some of these orders are already in a work batch.</Text>
        )}
        <Text>Send {asking?.orders.length === 1 ? 'it' : 'them'} to production again, in a new batch?</Text>
      </Stack>
    </ConfirmModal>
  );
  return { sendOrders, sending: loading, question };
}

/** The button that sends orders to production, with its question when an order is in a batch already. */
export function SendToProductionButton({ orders, size = 'sm' }: { orders: () => OrderToSend[]; size?: 'xs' | 'sm' }) {
  const { sendOrders, sending, question } = useSendToProduction();
  return (
    <>
      <Button size={size} loading={sending} onClick={() => void sendOrders(orders())}>
        <LuFactory aria-hidden="true" /> Send to production
      </Button>
      {question}
    </>
  );
}
