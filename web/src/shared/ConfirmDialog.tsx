import type { ConfirmModalProps } from './ConfirmModal.tsx';
import { DialogButtons, DialogShell } from './DialogShell.tsx';

/** A question with Cancel and Confirm (§2.14); it closes on a backdrop click by default. */
export function ConfirmDialog({ open, title, children, closeOnBackdrop = true, size, onCancel, ...buttons }: ConfirmModalProps) {
  return (
    <DialogShell
      role="alertdialog"
      open={open}
      size={size}
      closeOnInteractOutside={closeOnBackdrop}
      title={title}
      onClose={onCancel}
      footer={<DialogButtons {...buttons} confirmLabel={buttons.confirmLabel ?? 'Confirm'} onCancel={onCancel} />}
    >
      {children}
    </DialogShell>
  );
}
