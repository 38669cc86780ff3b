/**
 * The version-history popover's content (application.md §2.13), loaded with its graph libraries only
 * when the header's button is first opened: the graph of versions, the version viewed, and the
 * actions go to latest, copy this version to become latest, and merge this branch with latest.
 */
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { VersionHistoryTarget } from '../frame/VersionHistory.tsx';
import { notify } from '../shared/toaster.tsx';
import { useIsSmallScreen } from '../shared/useMediaQuery.ts';
import { VERSION_ACTIONS } from './generated/version-actions.ts';
import { choicesFor, type LoadedGraph } from './version-graph.ts';
import { VersionGraphView } from './VersionGraphView.tsx';
import { VersionReview, type Review } from './VersionReview.tsx';
import { useVersionGraph } from './useVersionGraph.ts';

function Viewing({ graph, viewed }: { graph: LoadedGraph; viewed: number }) {
  const info = graph.versions.get(viewed);
  return (
    <Text textStyle="sm" aria-live="polite">
      {viewed === graph.head ? `Viewing version ${viewed}, the latest.` : `Viewing version ${viewed} (read-only). The latest is version ${graph.head}.`}
      {info?.summary ? ` ${info.summary}` : ''}
    </Text>
  );
}

export interface VersionActionsProps {
  target: VersionHistoryTarget;
  graph: LoadedGraph;
  /** a copy or merge was made, or the head moved: read the graph again */
  onChanged: () => void;
}

/** The §2.13 actions for the version viewed, each shown only where it applies. */
export function VersionActions({ target, graph, onChanged }: VersionActionsProps) {
  const client = useApolloClient();
  const [review, setReview] = useState<Review | null>(null);
  const viewed = target.version;
  const choices = choicesFor(graph, viewed);
  const writable = target.collection in VERSION_ACTIONS;

  const done = (kind: Review['kind'], version: number, head: number) => {
    setReview(null);
    notify(
      kind === 'copy'
        ? { type: 'success', title: 'Version copied', description: `Version ${version} is now the latest version (${head}).` }
        : { type: 'success', title: 'Versions merged', description: `Version ${version} was merged into the latest version (${head}).` },
    );
    onChanged();
    // the screen shows the new head, with whatever else it reads of the resource
    void client.refetchQueries({ include: 'active' });
    target.onOpen(head);
  };

  if (!choices.goToLatest) return null;
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => target.onOpen(graph.head)}>Go to latest</Button>
        {writable && choices.copy && (
          <Button size="sm" onClick={() => setReview({ kind: 'copy', version: viewed, head: graph.head })}>Copy this version to latest</Button>
        )}
        {writable && choices.merge && (
          <Button size="sm" onClick={() => setReview({ kind: 'merge', version: viewed, head: graph.head })}>Merge this branch with latest</Button>
        )}
      </HStack>
      {review && (
        <VersionReview
          review={review}
          target={target}
          onClose={() => setReview(null)}
          onDone={(head) => done(review.kind, review.version, head)}
          onStale={onChanged}
        />
      )}
    </>
  );
}

export default function VersionHistoryPanel({ target }: { target: VersionHistoryTarget }) {
  const small = useIsSmallScreen();
  const { graph, error, loadingOlder, reload, loadOlder } = useVersionGraph(target.collection, target.id, target.version);

  if (!graph) {
    return error ? (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{error}</Alert.Description>
      </Alert.Root>
    ) : (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>Loading the versions…</Text>
      </HStack>
    );
  }
  return (
    <Stack gap="3">
      <Viewing graph={graph} viewed={target.version} />
      <VersionGraphView
        versions={graph.versions}
        head={graph.head}
        viewed={target.version}
        onSelect={target.onOpen}
        hasOlder={graph.older !== null && !loadingOlder}
        onNeedOlder={() => void loadOlder()}
        height={small ? '16rem' : '20rem'}
      />
      {graph.older !== null && (
        <Button size="xs" variant="outline" alignSelf="flex-start" loading={loadingOlder} onClick={() => void loadOlder()}>
          Show older versions (from version {graph.older} down)
        </Button>
      )}
      {error && <Text color="fg.error" textStyle="sm">{error}</Text>}
      <VersionActions target={target} graph={graph} onChanged={() => void reload()} />
    </Stack>
  );
}
