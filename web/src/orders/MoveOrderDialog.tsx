/** The list's Move: where the order stands and the moves the workflow allows it, in a dialog loaded when first opened. */
import { Button, Text } from '@chakra-ui/react';
import { DialogShell } from '../shared/DialogShell.tsx';
import type { OrderStandingFragment } from './gql/graphql.ts';
import { OrderWorkflowActions } from './OrderWorkflowControls.tsx';

export interface MoveOrderDialogProps {
  open: boolean;
  /** the order to move, with its label (its reference); null while none is chosen */
  order: ({ id: string } & OrderStandingFragment) | null;
  label: string;
  onClose: () => void;
  onMoved: () => void;
}

export function MoveOrderDialog({ open, order, label, onClose, onMoved }: MoveOrderDialogProps) {
  return (
    <DialogShell open={open} title={`Move ${label}`} onClose={onClose} footer={<Button variant="outline" onClick={onClose}>Close</Button>}>
      {order && (
        <>
          <Text>{label} is {order.workflowState.name}. The order workflow lets it move to:</Text>
          <OrderWorkflowActions order={order} label={label} onMoved={onMoved} />
        </>
      )}
    </DialogShell>
  );
}
