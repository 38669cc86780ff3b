import { Button, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { LuHistory } from 'react-icons/lu';
import { requestJson } from '../app/http.ts';
import { formatDate } from '../shared/format.ts';
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

/** A screen showing a versioned resource offers its history through the header's button. */
export function useVersionHistoryTarget(target: VersionHistoryTarget | null): void {
  const { setTarget } = useContext(TargetContext);
  useEffect(() => {
    setTarget(target);
    return () => setTarget(null);
    // the target is identified by these; a new onOpen closure alone is not a new target
  }, [target?.collection, target?.id, target?.version, setTarget]);
}

interface History {
  head: number;
  versions: { version: number; created: string; tag?: string | null }[];
}

/** The header's version-history button: disabled on screens without a versioned resource. */
export function VersionHistoryButton() {
  const { target } = useContext(TargetContext);
  const [history, setHistory] = useState<History | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open || !target) return;
    const controller = new AbortController();
    requestJson<History>(`/api/${target.collection}/${target.id}/history`, { signal: controller.signal })
      .then(setHistory)
      .catch(() => setHistory(null));
    return () => controller.abort();
  }, [open, target]);

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
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label="Version history">
          <LuHistory />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Header fontWeight="semibold">Version history</Popover.Header>
            <Popover.Body>
              {history && target.version !== history.head && (
                <Button size="xs" mb="2" onClick={() => target.onOpen(history.head)}>Go to latest</Button>
              )}
              <Stack as="ol" gap="1" listStyleType="none" maxH="60" overflowY="auto">
                {[...(history?.versions ?? [])].reverse().map((v) => (
                  <li key={v.version}>
                    <Button size="xs" variant={v.version === target.version ? 'subtle' : 'ghost'} w="full" justifyContent="space-between" onClick={() => target.onOpen(v.version)}>
                      <Text as="span">v{v.version}{v.version === history?.head ? ' (latest)' : ''}{v.tag ? ` ${v.tag}` : ''}</Text>
                      <Text as="span" color="fg.muted">{formatDate(v.created)}</Text>
                    </Button>
                  </li>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
