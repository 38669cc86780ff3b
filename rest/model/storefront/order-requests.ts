/**
 * Orders sent again must not be placed twice (issue 18 §7). Each order request is reserved by its key
 * (the Idempotency-Key header, else the configuration's id and version) with a unique insert before
 * anything is made: of parallel requests with one key exactly one inserts and places the order; the
 * others wait for its answer and repeat it. A request that fails gives its reservation back, so a
 * retry may place the order. A key used for a different order is refused.
 */
import { createHash } from 'node:crypto';
import { DuplicateKeyError, w, type Store } from '../../store/port.ts';
import { conflict } from '../errors.ts';

const ORDER_REQUESTS = 'orderrequests';
/** How long a repeated request waits for the first one to finish before it is told to try again. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

interface OrderRequestRow {
  id: string;
  /** what was asked: a request with the same key must ask the same */
  fingerprint: string;
  done: boolean;
  answer?: unknown;
  created: string;
}

export async function ensureOrderRequestIndexes(store: Store): Promise<void> {
  await store.ensureIndexes(ORDER_REQUESTS, []);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export class OrderRequests {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
  ) {}

  /**
   * Runs `place` once per key (in `scope`, e.g. the configurator): answers what it answered, and whether
   * this request only repeated an earlier one.
   */
  async once<T>(scope: string, key: string, fingerprint: string, place: () => Promise<T>): Promise<{ answer: T; repeated: boolean }> {
    const id = createHash('sha256').update(`${scope}\n${key}`).digest('hex');
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row: OrderRequestRow = { id, fingerprint, done: false, created: this.now().toISOString() };
      try {
        await this.store.insert(ORDER_REQUESTS, [row]);
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        const earlier = (await this.store.findOne(ORDER_REQUESTS, w.eq('id', id))) as OrderRequestRow | null;
        // given back by a request that failed: reserve it again
        if (!earlier) continue;
        if (earlier.fingerprint !== fingerprint) throw conflict('This Idempotency-Key was used for another order: send a new key for a new order');
        if (earlier.done) return { answer: earlier.answer as T, repeated: true };
        if (Date.now() > deadline) throw conflict('This order is still being placed: try again in a moment');
        await sleep(POLL_MS);
        continue;
      }
      try {
        const answer = await place();
        await this.store.update(ORDER_REQUESTS, w.eq('id', id), { set: { done: true, answer } });
        return { answer, repeated: false };
      } catch (error) {
        await this.store.delete(ORDER_REQUESTS, w.eq('id', id));
        throw error;
      }
    }
  }
}
