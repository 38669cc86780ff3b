import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { ProductSyncPointsDocument } from '../../gql/graphql.ts';
import { requestJson } from '../app/http.ts';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';

/** the spinner runs on this long after the sync completes (§2.4) */
export const SYNC_SETTLE_MS = 1000;

export interface SyncAnswer {
  urlPoint: string;
  received: string;
  status: number;
  data: unknown;
  /** the source's list mapped by the sync target's settings; null when the answer has no list there */
  items?: Record<string, unknown>[] | null;
}

/**
 * The Sync button (§2.4, §7): fetches the workspace's external target named `urlPoint` through
 * `GET /api/external/{urlPoint}` and hands its answer on; without such a target it says 'No urlPoint
 * provided for sync.' (§8), titled with the target it lacks. The spinner stops one second after completion.
 */
export function SyncButton({ urlPoint, onSynced, label = 'Sync' }: { urlPoint: string; onSynced: (answer: SyncAnswer) => void; label?: string }) {
  // targets are set on /integrations, in another screen: asked again each time the button shows
  const { data } = useQuery(ProductSyncPointsDocument, { fetchPolicy: 'cache-and-network' });
  const [syncing, setSyncing] = useState(false);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  const sync = async () => {
    setSyncing(true);
    try {
      if (!data?.me.workspace.syncPoints.includes(urlPoint)) {
        notify(messages.syncWithoutTarget(urlPoint));
      } else {
        const answer = await requestJson<SyncAnswer>(`/api/external/${encodeURIComponent(urlPoint)}`);
        onSynced(answer);
        notify({ type: 'success', title: 'Synced', description: answer.items ? `${answer.items.length} items from ${urlPoint}` : `${urlPoint} is synced` });
      }
    } catch (error) {
      notify({ type: 'error', title: 'Sync failed', description: error instanceof Error ? error.message : String(error) });
    } finally {
      settle.current = setTimeout(() => setSyncing(false), SYNC_SETTLE_MS);
    }
  };

  return (
    <Button size="sm" variant="outline" loading={syncing} loadingText="Syncing" onClick={() => void sync()}>
      <LuRefreshCw aria-hidden="true" /> {label}
    </Button>
  );
}
