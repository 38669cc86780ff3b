import { IconButton } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LuHistory } from 'react-icons/lu';
import { Tooltip } from '../shared/Tooltip.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';

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

const VersionHistoryPopover = whenOpened(async () => (await import('./VersionHistoryPopover.tsx')).VersionHistoryPopover);

/** The header's version-history button (§2.13): disabled on screens without a versioned resource. */
export function VersionHistoryButton() {
  const { target } = useContext(TargetContext);
  const [open, setOpen] = useState(false);
  const triggerId = useId();

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
    <>
      <IconButton id={triggerId} variant="ghost" size="sm" aria-label="Version history" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(!open)}>
        <LuHistory />
      </IconButton>
      <VersionHistoryPopover target={target} open={open} onOpenChange={setOpen} triggerId={triggerId} />
    </>
  );
}
