// graphql-ws clients of test servers, signed in through their upgrade request, and the values a subscription delivers.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './server.ts';

export const wsUrl = (server: TestServer) => `${server.url.replace('http', 'ws')}/graphql`;

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
  return client;
}

/** The next `count` values a subscription delivers (or its first error). */
export function next<T = any>(client: Client, query: string, variables: Record<string, unknown>, count = 1): { values: Promise<T[]>; ready: Promise<void> } {
  const values: T[] = [];
  let started: () => void;
  const ready = new Promise<void>((done) => (started = done));
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
    // the subscription is registered once the server has read the resource; give it that moment
    setTimeout(() => started(), 300);
  });
  return { values: promise, ready };
}

