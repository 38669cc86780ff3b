import { useMutation, useQuery } from '@apollo/client/react';
import { print } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import {
  BellDocument, BellNotificationsDocument, ClearNotificationsDocument, MarkNotificationsReadDocument, SubscriptionSupportDocument, type BellNotificationsSubscription,
} from '../../../gql/graphql.ts';
import { useTaskActions, type TaskAction } from '../../tasks/useTaskActions.ts';
import type { FeedConnection } from './NotificationBell.tsx';
import { fromServer, mergeChange, type NotificationItem } from './notifications.ts';

export interface NotificationFeed {
  connection: FeedConnection;
  items: NotificationItem[];
  markRead: (ids: string[]) => void;
  clear: (ids: string[]) => void;
  /** a task's action, with its §8 toast */
  act: (item: NotificationItem, action: TaskAction) => void;
}

/**
 * The signed-in user's bell, live: what it holds now (the `bell` query), then every change over
 * graphql-ws on /graphql (`notifications`). Each time the socket (re)connects the bell is read again,
 * so what changed while it was down is not missed; while it is down the bell says 'Connecting...'.
 * The socket is opened only when the gateway offers subscriptions (asked once by introspection).
 */
export function useNotificationFeed(): NotificationFeed {
  const { data } = useQuery(SubscriptionSupportDocument, { fetchPolicy: 'cache-first' });
  const supported = Boolean(data?.__type);
  const bell = useQuery(BellDocument, { fetchPolicy: 'network-only', skip: !supported });
  const [markRead] = useMutation(MarkNotificationsReadDocument);
  const [clear] = useMutation(ClearNotificationsDocument);
  const { act } = useTaskActions();
  const [connection, setConnection] = useState<FeedConnection>('connecting');
  const [items, setItems] = useState<NotificationItem[]>([]);
  const refetch = useRef(bell.refetch);
  refetch.current = bell.refetch;

  useEffect(() => {
    if (bell.data) setItems(bell.data.bell.map(fromServer));
  }, [bell.data]);

  useEffect(() => {
    if (!supported) return;
    let disposed = false;
    let dispose = () => {};
    void import('graphql-ws').then(({ createClient }) => {
      if (disposed) return;
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
      let connectedBefore = false;
      const client = createClient({
        url,
        lazy: false,
        retryAttempts: Number.POSITIVE_INFINITY,
        on: {
          connected: () => {
            setConnection('connected');
            if (connectedBefore) void refetch.current();
            connectedBefore = true;
          },
          closed: () => setConnection('connecting'),
        },
      });
      const stop = client.subscribe<BellNotificationsSubscription>(
        { query: print(BellNotificationsDocument) },
        {
          next: ({ data: change }) => {
            if (change?.notifications) setItems((all) => mergeChange(all, change.notifications));
          },
          error: () => setConnection('connecting'),
          complete: () => {},
        },
      );
      dispose = () => {
        stop();
        void client.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [supported]);

  return {
    connection,
    items,
    markRead: (ids) => {
      if (!ids.length) return;
      setItems((all) => all.map((item) => (ids.includes(item.id) ? { ...item, isRead: true } : item)));
      void markRead({ variables: { ids } }).catch(() => {});
    },
    clear: (ids) => {
      if (!ids.length) return;
      setItems((all) => all.filter((item) => !ids.includes(item.id)));
      void clear({ variables: { ids } }).catch(() => {});
    },
    act: (item, action) => void act(item.id, action),
  };
}
