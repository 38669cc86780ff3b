import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { VersionedResourceDocument } from '../../gql/graphql.ts';
import { useVersionHistoryTarget } from '../frame/VersionHistory.tsx';

export interface ViewedVersion {
  /** the resource's head; undefined until read */
  head: number | undefined;
  /** the version on screen: `?version=` when given, otherwise the head */
  version: number | undefined;
  /** a version other than the head is shown: the screen shows it without letting it be edited */
  readOnly: boolean;
  /** the name of the version shown */
  name: string | null | undefined;
  /** shows another version (the head clears `?version=`) */
  open: (version: number) => void;
}

/**
 * The version a screen shows, kept in the address (`?version=n`, the head without it), and offered to
 * the header's version history: one call gives a screen of any kind the history popover with its
 * graph, diff, copy and merge (application.md §2.13).
 */
export function useViewedVersion(collection: string, id: string | undefined): ViewedVersion {
  const [params, setParams] = useSearchParams();
  const raw = params.get('version');
  const asked = raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : undefined;
  // not kept in the cache: every version of a resource is one cache entry (its id), and a version's name
  // read here must not stand for the head's elsewhere
  const { data, previousData } = useQuery(VersionedResourceDocument, { variables: { collection, id: id ?? '', version: asked }, skip: !id, fetchPolicy: 'no-cache' });
  // while another version is read, the head known so far stands (the history stays offered meanwhile)
  const head = (data ?? previousData)?.resource?.head;
  const latestHead = useRef(head);
  latestHead.current = head;

  const open = useCallback(
    (version: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (version === latestHead.current) next.delete('version');
        else next.set('version', String(version));
        return next;
      }),
    [setParams],
  );

  // a copy or merge makes a new head, opened before the screen reads it: once read, the address is the plain one
  useEffect(() => {
    if (asked !== undefined && asked === head) open(head);
  }, [asked, head, open]);

  const version = asked ?? head;
  useVersionHistoryTarget(id && version !== undefined ? { collection, id, version, onOpen: open } : null);
  return { head, version, readOnly: version !== undefined && head !== undefined && version !== head, name: data?.resource?.name, open };
}
