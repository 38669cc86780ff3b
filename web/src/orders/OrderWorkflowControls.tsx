/**
 * Moving an order along the workspace's order workflow (issue 22 §5): only the moves the workflow allows
 * from where the order stands are offered (the gateway's nextStates), to those who may change the order;
 * a move the server still refuses (someone changed the workflow or the order meanwhile) says why in its words.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import type { RowAction } from '../shared/table/DataTable.tsx';
import { FormFailure } from '../shared/FormFailure.tsx';
import { notify } from '../shared/toaster.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';
import { MoveOrderDocument, type OrderStandingFragment } from './gql/graphql.ts';

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

/** The moves the workflow allows an order now, as buttons ('Move to Paid', …); a refusal says why under them. */
export function OrderWorkflowActions({ order, label, onMoved }: { order: { id: string } & OrderStandingFragment; label: string; onMoved?: () => void }) {
  const move = useMoveOrder();
  const [moving, setMoving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const offered = order.permissions.write ? order.nextStates : [];
  const go = async (to: State) => {
    setMoving(to.id);
    const refused = await move(order.id, label, to);
    setRefusal(refused);
    setMoving(null);
    if (!refused) onMoved?.();
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

const MoveOrderDialog = whenOpened(async () => (await import('./MoveOrderDialog.tsx')).MoveOrderDialog);

/**
 * The list's 'Move' row action, offered on the rows the workflow lets move and the caller may change,
 * and the dialog it opens: where the order stands and the moves it has. `onMoved` refreshes the list.
 */
export function useRowMove<Row extends { id: string } & OrderStandingFragment>(labelOf: (row: Row) => string, onMoved: () => void): { action: RowAction<Row>; dialog: ReactNode } {
  const [row, setRow] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const action: RowAction<Row> = {
    label: 'Move',
    icon: <LuArrowRight aria-hidden="true" />,
    offered: (r) => r.permissions.write && r.nextStates.length > 0,
    onClick: (r) => {
      setRow(r);
      setOpen(true);
    },
  };
  const close = () => setOpen(false);
  const dialog = (
    <MoveOrderDialog
      open={open}
      order={row}
      label={row ? labelOf(row) : ''}
      onClose={close}
      onMoved={() => {
        close();
        onMoved();
      }}
    />
  );
  return { action, dialog };
}
