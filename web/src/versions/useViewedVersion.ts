import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useVersionHistoryTarget } from '../frame/VersionHistory.tsx';

export interface ViewedVersion {
  /** the version the address asks for (`?version=n`); undefined: the head */
  asked: number | undefined;
  /** shows another version (the head clears `?version=`) */
  open: (version: number) => void;
}

/** The version the address asks for (`?version=n`, a whole number from 1); undefined for the head. */
export function useAskedVersion(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('version');
  return raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The version a screen shows, kept in the address (`?version=n`, the head without it), and offered to
 * the header's version history: one call gives an editor of any kind the history popover with its
 * graph, diff, copy and merge (application.md §2.13). `head` is the resource's head once read; the
 * screen shows the asked version, or the head.
 */
export function useViewedVersion(collection: string, id: string | undefined, head: number | undefined): ViewedVersion {
  const [, setParams] = useSearchParams();
  const asked = useAskedVersion();
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
  useVersionHistoryTarget(id && version !== undefined && head !== undefined ? { collection, id, version, onOpen: open } : null);
  return { asked, open };
}
