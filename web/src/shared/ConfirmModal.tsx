import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** a backdrop click cancels, unless this is false (§2.14) */
  closeOnBackdrop?: boolean;
  /** the confirm button acts destructively (red) */
  destructive?: boolean;
  busy?: boolean;
  /** a third choice between cancelling and confirming */
  alternative?: { label: string; onClick: () => void };
  onConfirm: () => void;
  /** cancel, backdrop click and Escape */
  onCancel: () => void;
}

/** A question with Cancel and Confirm (§2.14); it closes on a backdrop click by default. */
export function ConfirmModal({
  open, title, children, confirmLabel = 'Confirm', cancelLabel = 'Cancel', closeOnBackdrop = true, destructive, busy, alternative, onConfirm, onCancel,
}: ConfirmModalProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      closeOnInteractOutside={closeOnBackdrop}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop data-testid="modal-backdrop" />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel}>{cancelLabel}</Button>
              {alternative && <Button variant="outline" disabled={busy} onClick={alternative.onClick}>{alternative.label}</Button>}
              <Button colorPalette={destructive ? 'danger' : undefined} loading={busy} onClick={onConfirm}>{confirmLabel}</Button>
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
