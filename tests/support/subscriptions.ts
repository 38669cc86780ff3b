// graphql-ws clients of test servers, signed in through their upgrade request, and the values a subscription delivers.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './server.ts';

export const wsUrl = (server: TestServer) => `${server.url.replace('http', 'ws')}/graphql`;

/** The server each client was made for, so that `next` knows whose event feed registers its subscription. */
const serverOf = new WeakMap<Client, TestServer>();
/** Per server, who waits for the next subscription its event feed registers. */
const registrationWaiters = new WeakMap<TestServer, (() => void)[]>();

/**
 * A subscription is registered once its listener is on the server's event feed (events recorded
 * after that reach it): the feed's `listen` tells the waiters each time it has added one, and
 * otherwise does what it always does.
 */
function waitersOf(server: TestServer): (() => void)[] {
  let waiters = registrationWaiters.get(server);
  if (!waiters) {
    const list: (() => void)[] = [];
    const feed = server.model.events;
    const listen = feed.listen.bind(feed);
    feed.listen = async (listener) => {
      const stop = await listen(listener);
      for (const registered of list.splice(0)) registered();
      return stop;
    };
    registrationWaiters.set(server, list);
    waiters = list;
  }
  return waiters;
}

export interface SubscriberOptions {
  as?: string | null;
  onClose?: (code: number, reason: string) => void;
}

/** A graphql-ws client of `server`, signed in (its upgrade request carries the session cookie) as `as`, by default the demo admin; `as: null` is signed out. */
export async function subscriptionClient(server: TestServer, options: SubscriberOptions = {}): Promise<Client> {
  const as = options.as === undefined ? server.defaultUser : options.as;
  const headers: Record<string, string> = as ? { cookie: await server.sessionCookie(as) } : {};
  const onClose = options.onClose;
  const client = createClient({
    url: wsUrl(server),
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: false,
    // closes are what some tests wait for; the client would log them
    onNonLazyError: () => {},
    on: { closed: (event) => onClose?.((event as { code: number }).code, String((event as { reason: unknown }).reason)) },
  });
  serverOf.set(client, server);
  return client;
}

/** The next `count` values a subscription delivers (or its first error); `ready` once the server has registered it. */
export function next<T = any>(client: Client, query: string, variables: Record<string, unknown>, count = 1): { values: Promise<T[]>; ready: Promise<void> } {
  const values: T[] = [];
  const server = serverOf.get(client);
  if (!server) throw new Error('next: the client was not made by subscriptionClient, so nothing says when its subscription is registered');
  const ready = new Promise<void>((registered) => waitersOf(server).push(registered));
  const promise = new Promise<T[]>((resolve, reject) => {
    const stop = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) return reject(new Error(JSON.stringify(value.errors)));
          values.push(value.data as T);
          if (values.length === count) {
            stop();
            resolve(values);
          }
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => resolve(values),
      },
    );
  });
  return { values: promise, ready };
}

