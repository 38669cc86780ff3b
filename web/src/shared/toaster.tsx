import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Notice } from './messages.ts';

/*
 * Toasts for the §8 messages. The toaster (Chakra's, on Zag) loads with the first message, so
 * pages that never show one never load it.
 */
const loadView = () => import('./toaster-view.tsx');
let view: ReturnType<typeof loadView> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a catalogue message (messages.ts) as a toast. */
export function notify(notice: Notice): void {
  view ??= loadView();
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void view.then((module) => module.show(notice));
}

const ToasterView = lazy(async () => ({ default: (await (view ??= loadView())).ToasterView }));

/** Where toasts appear; mounted once at the root, it renders nothing until the first message. */
export function Toaster() {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
