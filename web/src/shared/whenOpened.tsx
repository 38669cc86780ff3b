import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, so the screen that offers it does not carry
 * it in its first load. Once opened it stays mounted, so closing still animates and its state holds.
 */
export function whenOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function OpenedDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      // a dialog appears over the page, so there is no place to hold while its code arrives
      <Suspense fallback={null}>
        <ClosedFirst Dialog={Dialog} props={props} />
      </Suspense>
    );
  };
}

/**
 * Mounts the popup closed, then opens it: Zag moves the focus into a popup on its way from closed to
 * open, not when it starts open, and a keyboard user must land inside it as with an eager popup.
 */
function ClosedFirst<P extends { open: boolean }>({ Dialog, props }: { Dialog: ComponentType<P>; props: P }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Dialog {...props} open={mounted && props.open} />;
}

/** A menu or popover whose trigger is the caller's own button, there before the popup's code. */
export interface PopupListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the trigger button's id: the popup anchors to it, is labelled by it and returns focus to it */
  triggerId: string;
}

/** A popup's root props for PopupListProps: controlled, and anchored to the caller's trigger below its end. */
export function popupRoot({ open, onOpenChange, triggerId }: PopupListProps) {
  return {
    open,
    ids: { trigger: triggerId },
    onOpenChange: (details: { open: boolean }) => onOpenChange(details.open),
    positioning: { placement: 'bottom-end' as const },
  };
}
