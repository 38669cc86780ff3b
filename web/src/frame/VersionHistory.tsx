import { CloseButton, IconButton, Popover, Portal, Spinner } from '@chakra-ui/react';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { LuHistory } from 'react-icons/lu';
import { Tooltip } from '../shared/Tooltip.tsx';

/** The resource a screen shows, whose versions the header's button lists (§2.13). */
export interface VersionHistoryTarget {
  /** REST collection, e.g. 'modules' */
  collection: string;
  id: string;
  /** the version on screen */
  version: number;
  /** opens another version of the resource */
  onOpen: (version: number) => void;
}

const TargetContext = createContext<{ target: VersionHistoryTarget | null; setTarget: (t: VersionHistoryTarget | null) => void }>({
  target: null,
  setTarget: () => {},
});

export function VersionHistoryProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<VersionHistoryTarget | null>(null);
  return <TargetContext.Provider value={{ target, setTarget }}>{children}</TargetContext.Provider>;
}

/**
 * A screen showing a versioned resource offers its history through the header's button: the graph of
 * versions, the diff before a copy or merge, and the copy and merge themselves (web/src/versions/).
 * `onOpen` is the screen's way to show another version (read-only unless it is the head).
 */
export function useVersionHistoryTarget(target: VersionHistoryTarget | null): void {
  const { setTarget } = useContext(TargetContext);
  // the latest onOpen is called, whatever closure the screen made it in
  const onOpen = useRef(target?.onOpen);
  onOpen.current = target?.onOpen;
  useEffect(() => {
    setTarget(target && { collection: target.collection, id: target.id, version: target.version, onOpen: (v) => onOpen.current?.(v) });
    // the target is identified by these; a new onOpen closure alone is not a new target
  }, [target?.collection, target?.id, target?.version, setTarget]);
  // cleared when the screen goes, not between two versions of it: the open popover stays as it is
  useEffect(() => () => setTarget(null), [setTarget]);
}

const VersionHistoryPanel = lazy(() => import('../versions/VersionHistoryPanel.tsx'));

/** The header's version-history button (§2.13): disabled on screens without a versioned resource. */
export function VersionHistoryButton() {
  const { target } = useContext(TargetContext);
  const [open, setOpen] = useState(false);

  if (!target) {
    return (
      <Tooltip content="Version history: open a product or configurator to see its versions">
        <IconButton variant="ghost" size="sm" aria-label="Version history (nothing to show on this page)" aria-disabled="true" opacity={0.5} cursor="not-allowed">
          <LuHistory />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label="Version history">
          <LuHistory />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label="Version history" w="min(40rem, calc(100vw - 1rem))" maxH="calc(100dvh - 4.5rem)" overflowY="auto">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">Version history</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              <Suspense fallback={<Spinner size="sm" aria-label="Loading the version history" />}>
                <VersionHistoryPanel key={`${target.collection}/${target.id}`} target={target} />
              </Suspense>
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
              <CloseButton size="sm" aria-label="Close the version history" />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
