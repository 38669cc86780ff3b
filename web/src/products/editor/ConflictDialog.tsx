import { Stack, Text } from '@chakra-ui/react';
import { ConfirmModal } from '../../shared/ConfirmModal.tsx';

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
    <ConfirmModal
      open={conflict !== null}
      title="Someone else saved this product"
      cancelLabel="Keep editing"
      alternative={{ label: 'Reload latest', onClick: onReload }}
      confirmLabel="Save as a branch"
      busy={busy}
      closeOnBackdrop={false}
      onConfirm={onSaveAsBranch}
      onCancel={onClose}
    >
      {conflict && (
        <Stack gap="2">
          <Text>
            You were editing version {conflict.mine}, but version {conflict.head} was saved in the meantime. Your changes are not saved.
          </Text>
          <Text>
            Reload the latest version (your changes are discarded), or save your changes as a branch from version {conflict.mine}: the
            latest version stays as it is, and you can merge the two from the version history.
          </Text>
        </Stack>
      )}
    </ConfirmModal>
  );
}
