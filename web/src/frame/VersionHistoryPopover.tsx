import { CloseButton, Popover, Portal, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { popupRoot, type PopupListProps } from '../shared/whenOpened.tsx';
import type { VersionHistoryTarget } from './VersionHistory.tsx';

const VersionHistoryPanel = lazy(() => import('../versions/VersionHistoryPanel.tsx'));

/** The popover of the header's version-history button: the graph of versions (§2.13), loaded when opened. */
export function VersionHistoryPopover({ target, ...popup }: { target: VersionHistoryTarget } & PopupListProps) {
  return (
    <Popover.Root {...popupRoot(popup)} lazyMount unmountOnExit>
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
