import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SubscriptionSupportDocument } from '../../../gql/graphql.ts';
import type { FeedConnection } from './NotificationBell.tsx';
import type { NotificationItem } from './notifications.ts';

export interface NotificationFeed {
  connection: FeedConnection;
  items: NotificationItem[];
  markRead: (ids: string[]) => void;
  clear: (ids: string[]) => void;
}

/**
 * The signed-in user's tasks and integration runs, live over graphql-ws on /graphql. The socket is
 * opened only when the gateway offers subscriptions (asked once by introspection), so a gateway
 * without them shows the bell's 'Connecting...' look instead of a failing socket.
 */
export function useNotificationFeed(): NotificationFeed {
  const { data } = useQuery(SubscriptionSupportDocument, { fetchPolicy: 'cache-first' });
  const supported = Boolean(data?.__type);
  const [connection, setConnection] = useState<FeedConnection>('connecting');
  const [items, setItems] = useState<NotificationItem[]>([]);

  useEffect(() => {
    if (!supported) return;
    let disposed = false;
    let dispose = () => {};
    void import('graphql-ws').then(({ createClient }) => {
      if (disposed) return;
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
      const client = createClient({
        url,
        lazy: false,
        retryAttempts: Number.POSITIVE_INFINITY,
        on: {
          connected: () => setConnection('connected'),
          closed: () => setConnection('connecting'),
        },
      });
      dispose = () => void client.dispose();
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [supported]);

  return {
    connection,
    items,
    markRead: (ids) => setItems((all) => all.map((item) => (ids.includes(item.id) ? { ...item, isRead: true } : item))),
    clear: (ids) => setItems((all) => all.filter((item) => !ids.includes(item.id))),
  };
}
