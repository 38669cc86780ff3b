import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VersionGraphDocument } from '../../gql/graphql.ts';
import { mergePart, type LoadedGraph } from './version-graph.ts';

export interface VersionGraphState {
  graph: LoadedGraph | null;
  error: string | null;
  loadingOlder: boolean;
  /** reads the newest versions again (after a copy or merge), keeping what was loaded */
  reload: () => Promise<void>;
  /** reads the next page of older versions (docs/decisions.md, issue 5) */
  loadOlder: () => Promise<void>;
}

/**
 * The version graph of one resource, a part at a time: first the newest versions with the viewed one
 * and its parents, then older pages on demand. Read fresh each time the popover opens (no cache: a
 * version graph changes whenever anyone writes).
 */
export function useVersionGraph(collection: string, id: string, viewed: number): VersionGraphState {
  const client = useApolloClient();
  const [graph, setGraph] = useState<LoadedGraph | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const current = useRef<LoadedGraph | null>(null);
  current.current = graph;

  const read = useCallback(
    async (variables: { version?: number; before?: number }, kind: 'window' | 'older') => {
      try {
        const { data } = await client.query({ query: VersionGraphDocument, variables: { collection, id, ...variables }, fetchPolicy: 'no-cache' });
        const resource = data?.resource;
        if (!resource) throw new Error('This resource was not found.');
        const next = mergePart(current.current, resource.versionGraph, resource.permissions.write, kind);
        current.current = next;
        setGraph(next);
        setError(null);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    },
    [client, collection, id],
  );

  // the viewed version and its parents come with the first read; a version viewed later that is not
  // loaded yet (a screen opened at an old version) is read with its surroundings
  useEffect(() => {
    if (current.current?.versions.has(viewed)) return;
    void read({ version: viewed }, 'window');
  }, [read, viewed]);

  const reload = useCallback(() => read({}, 'window'), [read]);
  const loadOlder = useCallback(async () => {
    const before = current.current?.older;
    if (before === null || before === undefined || loadingOlder) return;
    setLoadingOlder(true);
    await read({ before }, 'older');
    setLoadingOlder(false);
  }, [read, loadingOlder]);

  return { graph, error, loadingOlder, reload, loadOlder };
}
