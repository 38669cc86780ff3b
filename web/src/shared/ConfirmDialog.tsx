import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ConfirmModalProps } from './ConfirmModal.tsx';

/** A question with Cancel and Confirm (§2.14); it closes on a backdrop click by default. */
export function ConfirmDialog({
  open, title, children, confirmLabel = 'Confirm', cancelLabel = 'Cancel', closeOnBackdrop = true, destructive, busy, confirmDisabled, size, alternative, onConfirm, onCancel,
}: ConfirmModalProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      size={size}
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
              <Button colorPalette={destructive ? 'danger' : undefined} loading={busy} disabled={confirmDisabled} onClick={onConfirm}>{confirmLabel}</Button>
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
