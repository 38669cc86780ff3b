import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SubscriptionSupportDocument } from '../../../gql/graphql.ts';
import type { TaskAction } from '../../tasks/task-actions.ts';
import type { FeedConnection } from './NotificationBell.tsx';
import type { NotificationItem } from './notifications.ts';

export interface NotificationFeed {
  connection: FeedConnection;
  items: NotificationItem[];
  markRead: (ids: string[]) => void;
  clear: (ids: string[]) => void;
  /** a task's action, with its §8 toast */
  act: (item: NotificationItem, action: TaskAction) => void;
}

/** The bell's live part and the task actions load after the page: neither is in any screen's first load. */
const live = () => import('./bell-live.ts');
const actions = () => import('../../tasks/task-actions.ts');

/**
 * The signed-in user's bell, live (bell-live.ts): what it holds, then each change as it happens; while
 * the socket is down it says 'Connecting...'. The socket is opened only when the gateway offers
 * subscriptions (asked once by introspection).
 */
export function useNotificationFeed(): NotificationFeed {
  const { data } = useQuery(SubscriptionSupportDocument, { fetchPolicy: 'cache-first' });
  const supported = Boolean(data?.__type);
  const client = useApolloClient();
  const [connection, setConnection] = useState<FeedConnection>('connecting');
  const [items, setItems] = useState<NotificationItem[]>([]);

  useEffect(() => {
    if (!supported) return;
    let disposed = false;
    let dispose = () => {};
    void live().then(({ connectBell, mergeChange }) => {
      if (disposed) return;
      dispose = connectBell(client, {
        connection: setConnection,
        items: setItems,
        change: (change) => setItems((all) => mergeChange(all, change)),
      });
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [supported, client]);

  return {
    connection,
    items,
    markRead: (ids) => {
      if (!ids.length) return;
      setItems((all) => all.map((item) => (ids.includes(item.id) ? { ...item, isRead: true } : item)));
      void live().then(({ markBell }) => markBell('read', ids)).catch(() => {});
    },
    clear: (ids) => {
      if (!ids.length) return;
      setItems((all) => all.filter((item) => !ids.includes(item.id)));
      void live().then(({ markBell }) => markBell('clear', ids)).catch(() => {});
    },
    act: (item, action) => void actions().then(({ runTaskAction }) => runTaskAction(client, item.id, action)),
  };
}
