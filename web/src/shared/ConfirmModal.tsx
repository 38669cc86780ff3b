import type { ReactNode } from 'react';
import type { DialogButtonsProps } from './DialogShell.tsx';
import { whenOpened } from './whenOpened.tsx';

export interface ConfirmModalProps extends Omit<DialogButtonsProps, 'confirmLabel' | 'onConfirm'> {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** a backdrop click cancels, unless this is false (§2.14) */
  closeOnBackdrop?: boolean;
  /** Chakra's dialog size; the default suits a sentence, 'lg' a list */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  onConfirm: () => void;
  /** cancel, backdrop click and Escape */
  onCancel: () => void;
}

/** A question with Cancel and Confirm (§2.14); its code loads when it is first asked. */
export const ConfirmModal = whenOpened<ConfirmModalProps>(async () => (await import('./ConfirmDialog.tsx')).ConfirmDialog);
