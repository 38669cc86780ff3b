import type { ReactNode } from 'react';
import { whenOpened } from './whenOpened.tsx';

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
  /** the question cannot be confirmed now (the body says why) */
  confirmDisabled?: boolean;
  /** Chakra's dialog size; the default suits a sentence, 'lg' a list */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** a third choice between cancelling and confirming */
  alternative?: { label: string; onClick: () => void };
  onConfirm: () => void;
  /** cancel, backdrop click and Escape */
  onCancel: () => void;
}

/** A question with Cancel and Confirm (§2.14); its code loads when it is first asked. */
export const ConfirmModal = whenOpened<ConfirmModalProps>(async () => (await import('./ConfirmDialog.tsx')).ConfirmDialog);
