import { Button, CloseButton, Dialog, Portal, type DialogBodyProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/** The Chakra root options a dialog may set; open and closing are the shell's. */
type RootOptions = Pick<Dialog.RootProps, 'size' | 'placement' | 'scrollBehavior' | 'role' | 'closeOnInteractOutside' | 'onEscapeKeyDown'>;

export interface DialogShellProps extends RootOptions {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a backdrop click (unless closeOnInteractOutside is false) */
  onClose: () => void;
  /** the body; none when empty */
  children?: ReactNode;
  /** the buttons under the body (DialogButtons) */
  footer?: ReactNode;
  bodyProps?: DialogBodyProps;
  /**
   * A body and footer that share state, such as a form mounted only while open: made with
   * DialogSections and shown in place of children and footer.
   */
  sections?: ReactNode;
  /** the whole dialog is a form, so Enter in a field submits it (the footer's submit button) */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** the element the dialog is (a landing-page request is a section) when it is not a form */
  as?: 'section';
}

/**
 * The one dialog of the app: a controlled Chakra dialog with a title, a body, a footer and the close
 * button, portalled over a backdrop. Chakra moves the focus into it on opening and back on closing.
 */
export function DialogShell({ open, title, onClose, children, footer, bodyProps, sections, onSubmit, as, ...root }: DialogShellProps) {
  const inside = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {sections ?? <DialogSections footer={footer} bodyProps={bodyProps}>{children}</DialogSections>}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
  return (
    <Dialog.Root {...root} open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop data-testid="modal-backdrop" />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild>
              <form noValidate onSubmit={onSubmit}>{inside}</form>
            </Dialog.Content>
          ) : (
            <Dialog.Content as={as}>{inside}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's body (left out when empty) and its footer (left out when there is none). */
export function DialogSections({ children, footer, bodyProps }: Pick<DialogShellProps, 'children' | 'footer' | 'bodyProps'>) {
  return (
    <>
      {isShown(children) && <Dialog.Body {...bodyProps}>{children}</Dialog.Body>}
      {isShown(footer) && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
    </>
  );
}

const isShown = (node: ReactNode) => node !== undefined && node !== null && node !== false;

export interface DialogButtonsProps {
  /** Cancel, Close or Later: it closes without acting */
  cancelLabel?: string;
  onCancel: () => void;
  confirmLabel: string;
  /** without it the confirm button submits the dialog's form */
  onConfirm?: () => void;
  /** the confirm button acts destructively (red) */
  destructive?: boolean;
  /** the action runs: the confirm button spins, the alternative waits */
  busy?: boolean;
  confirmDisabled?: boolean;
  /** a third choice between cancelling and confirming */
  alternative?: { label: string; onClick: () => void };
}

/** A dialog's footer buttons: the way out, maybe a third choice, and the action (which shows it runs). */
export function DialogButtons({ cancelLabel = 'Cancel', onCancel, confirmLabel, onConfirm, destructive, busy, confirmDisabled, alternative }: DialogButtonsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>{cancelLabel}</Button>
      {alternative && <Button variant="outline" disabled={busy} onClick={alternative.onClick}>{alternative.label}</Button>}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        colorPalette={destructive ? 'danger' : undefined}
        loading={busy}
        disabled={confirmDisabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </>
  );
}
