import { lazy, Suspense, useState, type ComponentType } from 'react';

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
        <Dialog {...props} />
      </Suspense>
    );
  };
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
