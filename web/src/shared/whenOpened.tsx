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
