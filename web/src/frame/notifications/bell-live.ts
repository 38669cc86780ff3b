/**
 * The bell's traffic with the server, loaded after the signed-in page (useNotificationFeed.ts): what it
 * holds now (`bell`), every change over graphql-ws on /graphql (`notifications`), read again on each
 * reconnect so that nothing changed while the socket was down is missed, and the read and cleared marks.
 */
import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { BellDocument, BellNotificationsDocument, type BellNotificationsSubscription } from '../../../gql/graphql.ts';
import type { FeedConnection } from './NotificationBell.tsx';
import { fromServer, type ServerItem } from './bell-items.ts';
import type { NotificationItem } from './notifications.ts';

export { mergeChange } from './bell-items.ts';

export interface BellListener {
  connection(state: FeedConnection): void;
  /** everything the bell holds now (on connecting, and again on each reconnect) */
  items(items: NotificationItem[]): void;
  change(change: ServerItem): void;
}

/** Opens the live bell; answers the function that closes it. */
export function connectBell(client: ApolloClient, listener: BellListener): () => void {
  const readAll = async () => {
    try {
      const { data } = await client.query({ query: BellDocument, fetchPolicy: 'network-only' });
      if (data) listener.items(data.bell.map(fromServer));
    } catch {
      // the socket's next reconnect reads it again
    }
  };
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const socket = createClient({
    url,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    on: {
      connected: () => {
        listener.connection('connected');
        void readAll();
      },
      closed: () => listener.connection('connecting'),
    },
  });
  const stop = socket.subscribe<BellNotificationsSubscription>(
    { query: print(BellNotificationsDocument) },
    {
      next: ({ data }) => {
        if (data?.notifications) listener.change(data.notifications);
      },
      error: () => listener.connection('connecting'),
      complete: () => {},
    },
  );
  return () => {
    stop();
    void socket.dispose();
  };
}

/** POST /api/notifications/read or /clear with the items' ids: the marks the server keeps (rest/model/tasks/bell.ts). */
export async function markBell(change: 'read' | 'clear', ids: string[]): Promise<void> {
  const reply = await fetch(`/api/notifications/${change}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ids }),
  });
  if (!reply.ok) throw new Error(`the bell's ${change} mark was refused (${reply.status})`);
}
