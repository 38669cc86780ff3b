/**
 * Moving an order along the workspace's order workflow (issue 22 §5): only the moves the workflow allows
 * from where the order stands are offered (the gateway's nextStates), to those who may change the order;
 * a move the server still refuses (someone changed the workflow or the order meanwhile) says why in its words.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import type { RowAction } from '../shared/table/DataTable.tsx';
import { FormFailure } from '../shared/FormFailure.tsx';
import { notify } from '../shared/toaster.tsx';
import { MoveOrderDocument, type OrderRowStandingFragment, type OrderStandingFragment } from './gql/graphql.ts';

interface State {
  id: string;
  name: string;
}

/** The move as a mutation: null when done, else the server's reason. */
export function useMoveOrder() {
  const client = useApolloClient();
  return async (orderId: string, label: string, to: State): Promise<string | null> => {
    try {
      const answer = (await client.mutate({ mutation: MoveOrderDocument, variables: { id: orderId, state: to.id } })).data?.patchOrder;
      const refusal = answer?.errors[0]?.message;
      if (refusal) return refusal;
      notify({ type: 'success', title: 'Order moved', description: `${label} is now ${to.name}.` });
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
}

/** The order screen's state and its moves: 'Move to Paid', … */
export function OrderWorkflowActions({ order, label }: { order: { id: string } & OrderStandingFragment; label: string }) {
  const move = useMoveOrder();
  const [moving, setMoving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const offered = order.permissions.write ? order.nextStates : [];
  const go = async (to: State) => {
    setMoving(to.id);
    setRefusal(await move(order.id, label, to));
    setMoving(null);
  };
  return (
    <Stack gap="2" mt="3">
      {offered.length > 0 ? (
        <HStack gap="2" wrap="wrap" role="group" aria-label="Move the order">
          {offered.map((to) => (
            <Button key={to.id} size="sm" variant="outline" loading={moving === to.id} disabled={moving !== null} onClick={() => void go(to)}>
              Move to {to.name}
            </Button>
          ))}
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {order.permissions.write ? `The order workflow has no move from ${order.workflowState.name}.` : 'You may not change this order.'}
        </Text>
      )}
      <FormFailure message={refusal} />
    </Stack>
  );
}

/**
 * The list's row actions for moves: one per state that a row shown may move to, offered on the rows
 * the workflow lets move there; a refusal is a toast in the server's words. `onMoved` refreshes the list.
 */
export function useRowMoves<Row extends { id: string } & OrderRowStandingFragment>(rows: readonly Row[], labelOf: (row: Row) => string, onMoved: () => void): RowAction<Row>[] {
  const move = useMoveOrder();
  const targets = new Map<string, State>();
  for (const row of rows) for (const to of row.nextStates) targets.set(to.id, to);
  return [...targets.values()].map((to) => ({
    label: `Move to ${to.name}`,
    icon: <LuArrowRight aria-hidden="true" />,
    offered: (row) => row.permissions.write && row.nextStates.some((s) => s.id === to.id),
    onClick: (row) =>
      void move(row.id, labelOf(row), to).then((refusal) => {
        if (refusal) notify({ type: 'error', title: 'Order not moved', description: refusal });
        onMoved();
      }),
  }));
}
