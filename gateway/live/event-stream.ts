/**
 * A subscription's stream of events: the process's event feed, filtered for one subscriber, as the
 * AsyncIterator graphql-js reads. Each event gets fresh DataLoaders, so it never sees another's reads.
 */
import type { FeedEvent } from '../../rest/model/effects/events.ts';
import type { GatewayContext } from '../context.ts';
import { Loaders } from '../loaders.ts';

/** Buffered events beyond this are dropped, oldest first: a stalled subscriber cannot grow memory forever. */
const MAX_BUFFERED = 1000;

export async function eventStream<T>(context: GatewayContext, pick: (event: FeedEvent) => T | undefined): Promise<AsyncIterableIterator<T>> {
  const buffered: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  let done = false;
  const stop = await context.model.events.listen((event) => {
    const value = pick(event);
    if (value === undefined || done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      context.loaders = new Loaders(context.model, context.actor);
      resolve({ value, done: false });
      return;
    }
    buffered.push(value);
    if (buffered.length > MAX_BUFFERED) buffered.shift();
  });
  const finish = (): Promise<IteratorResult<T>> => {
    done = true;
    stop();
    waiting?.({ value: undefined, done: true });
    waiting = undefined;
    return Promise.resolve({ value: undefined, done: true });
  };
  const iterator: AsyncIterableIterator<T> = {
    next: () => {
      if (done) return Promise.resolve({ value: undefined, done: true });
      const value = buffered.shift();
      if (value !== undefined) {
        context.loaders = new Loaders(context.model, context.actor);
        return Promise.resolve({ value, done: false });
      }
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
