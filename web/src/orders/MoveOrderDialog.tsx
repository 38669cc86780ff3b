/** The list's Move: where the order stands and the moves the workflow allows it, in a dialog loaded when first opened. */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { OrderWorkflowActions, type Standing } from './OrderWorkflowControls.tsx';

export interface MoveOrderDialogProps {
  open: boolean;
  /** the order to move, with its label (its reference); null while none is chosen */
  order: ({ id: string } & Standing) | null;
  label: string;
  onClose: () => void;
  onMoved: () => void;
}

export function MoveOrderDialog({ open, order, label, onClose, onMoved }: MoveOrderDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Move {label}</Dialog.Title>
            </Dialog.Header>
            {order && (
              <Dialog.Body>
                <Text>{label} is {order.workflowState.name}. The order workflow lets it move to:</Text>
                <OrderWorkflowActions order={order} label={label} onMoved={onMoved} />
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>Close</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
