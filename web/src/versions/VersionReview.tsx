import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MergePreviewDocument, VersionDiffDocument } from '../../gql/graphql.ts';
import type { VersionHistoryTarget } from '../frame/VersionHistory.tsx';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { ChangeList, ConflictList } from './ChangeList.tsx';
import { VERSION_ACTIONS, type VersionActionResult } from './generated/version-actions.ts';

/** Copy the viewed version onto the head, or merge its branch with the head. */
export interface Review {
  kind: 'copy' | 'merge';
  /** the version viewed */
  version: number;
  /** the head when the review began: the write is refused (and says so) if it moved meanwhile */
  head: number;
}

export interface VersionReviewProps {
  review: Review;
  target: Pick<VersionHistoryTarget, 'collection' | 'id'>;
  onClose: () => void;
  /** the write was made: the resource's new head */
  onDone: (head: number) => void;
  /** the head moved while the user reviewed: the graph should be read again */
  onStale: () => void;
}

function Loading() {
  return (
    <HStack gap="2" color="fg.muted">
      <Spinner size="sm" />
      <Text>Comparing the versions…</Text>
    </HStack>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * What a copy or merge would change, shown before it is made (§2.13): the changes to the latest
 * version, field by field; for a merge whose sides both change a field, those fields, and no way on.
 */
export function VersionReview({ review, target, onClose, onDone, onStale }: VersionReviewProps) {
  const client = useApolloClient();
  const { collection, id } = target;
  const { version, head } = review;
  const diff = useQuery(VersionDiffDocument, { variables: { collection, id, from: head, to: version }, skip: review.kind !== 'copy', fetchPolicy: 'no-cache' });
  const preview = useQuery(MergePreviewDocument, { variables: { collection, id, a: head, b: version }, skip: review.kind !== 'merge', fetchPolicy: 'no-cache' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const merge = preview.data?.resource?.mergePreview;
  const changes = review.kind === 'copy' ? diff.data?.resource?.diff.changes : merge?.changes;
  const conflicts = merge?.conflicts ?? [];
  const loadError = (review.kind === 'copy' ? diff.error : preview.error)?.message;
  const ready = changes !== undefined && !loadError;
  const nothingToDo = ready && changes.length === 0 && conflicts.length === 0;

  const confirm = async () => {
    const documents = VERSION_ACTIONS[collection];
    setBusy(true);
    setFailure(null);
    try {
      const result: { data?: VersionActionResult | null } = review.kind === 'copy'
        ? await client.mutate({ mutation: documents.copy, variables: { id, head, from: version } })
        : await client.mutate({ mutation: documents.merge, variables: { id, head, a: head, b: version } });
      const payload = result.data?.payload;
      if (payload?.resource) return onDone(payload.resource.head);
      const error = payload?.errors[0];
      setFailure(error?.message ?? 'Nothing was changed.');
      if (error?.code === 'CONFLICT') void preview.refetch();
      if (error?.code === 'PRECONDITION_FAILED') onStale();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const title = review.kind === 'copy' ? `Copy version ${version} to latest` : `Merge version ${version} with latest`;
  return (
    <ConfirmModal
      open
      size="lg"
      title={title}
      confirmLabel={review.kind === 'copy' ? 'Copy to latest' : 'Merge'}
      busy={busy}
      confirmDisabled={!ready || nothingToDo || conflicts.length > 0}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Stack gap="3">
        {loadError && <Failure message={loadError} />}
        {!loadError && changes === undefined && <Loading />}
        {ready && conflicts.length > 0 && (
          <>
            <Text>
              The latest version ({head}) and version {version} both change these fields, each differently, so they cannot be merged. Nothing was
              changed.
            </Text>
            <ConflictList conflicts={conflicts} aLabel={`Latest (${head})`} bLabel={`Version ${version}`} />
          </>
        )}
        {ready && conflicts.length === 0 && (
          <>
            <Text>
              {review.kind === 'copy'
                ? `The latest version (${head}) becomes a copy of version ${version}: a new version with these changes.`
                : `Merging adds what version ${version}'s branch changed to the latest version (${head}), as a new version with these changes.`}
            </Text>
            <ChangeList
              changes={changes}
              empty={review.kind === 'copy' ? `Version ${version} is the same as the latest version.` : `The latest version already has every change of version ${version}.`}
            />
          </>
        )}
        {failure && <Failure message={failure} />}
      </Stack>
    </ConfirmModal>
  );
}
