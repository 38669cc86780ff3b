import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './ConfirmModal.tsx';

export interface UnsavedChanges {
  /** the question, rendered where the screen puts it */
  dialog: ReactNode;
  /** lets the next navigation through without asking (after a save or a deliberate discard) */
  allowNextNavigation: () => void;
}

/**
 * Unsaved changes are not lost without a question: leaving the screen (another route, or another
 * version of the same one: a change of path or query) asks first, and closing or reloading the tab
 * makes the browser ask.
 */
export function useUnsavedChanges(dirty: boolean, what = 'your changes'): UnsavedChanges {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  });

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const dialog = (
    <ConfirmModal
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      You have unsaved changes. If you leave now, {what} will be lost.
    </ConfirmModal>
  );
  return {
    dialog,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
