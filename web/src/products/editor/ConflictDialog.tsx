import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

export interface ConflictDialogProps {
  /** the version being edited, and the one that became the latest meanwhile; null while closed */
  conflict: { mine: number; head: number } | null;
  busy: boolean;
  onReload: () => void;
  onSaveAsBranch: () => void;
  onClose: () => void;
}

/**
 * Someone saved while this user was editing (REST 412, the gateway's PRECONDITION_FAILED): the user
 * reloads the latest version (dropping their changes) or keeps them as a branch from their version.
 */
export function ConflictDialog({ conflict, busy, onReload, onSaveAsBranch, onClose }: ConflictDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={conflict !== null} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Someone else saved this product</Dialog.Title>
            </Dialog.Header>
            {conflict && (
              <Dialog.Body>
                <Stack gap="2">
                  <Text>
                    You were editing version {conflict.mine}, but version {conflict.head} was saved in the meantime. Your changes are not saved.
                  </Text>
                  <Text>
                    Reload the latest version (your changes are discarded), or save your changes as a branch from version {conflict.mine}: the
                    latest version stays as it is, and you can merge the two from the version history.
                  </Text>
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={onClose}>Keep editing</Button>
              <Button variant="outline" onClick={onReload} disabled={busy}>Reload latest</Button>
              <Button onClick={onSaveAsBranch} loading={busy}>Save as a branch</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
