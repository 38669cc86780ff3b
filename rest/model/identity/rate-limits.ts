import { w } from '../../store/port.ts';
import type { Runtime } from '../runtime.ts';

export const RATE_LIMITS = 'ratelimits';

interface CounterRow {
  id: string;
  count: number;
  /** epoch milliseconds when the window closes */
  resets: number;
}

/**
 * Failure counters in fixed windows, kept in the store so that every instance over one database
 * counts the same failures (an attacker cannot spread guesses over instances).
 */
export class RateLimits {
  constructor(
    private readonly rt: Runtime,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until every one of the keys may try again; 0 when none is over its limit. */
  async retryAfter(keys: string[]): Promise<number> {
    const now = this.rt.now().getTime();
    const rows = (await this.rt.store.find(RATE_LIMITS, { where: w.in('id', keys) })) as CounterRow[];
    const blocked = rows.filter((r) => r.resets > now && r.count >= this.max);
    return blocked.length ? Math.max(...blocked.map((r) => Math.ceil((r.resets - now) / 1000))) : 0;
  }

  /** Counts one failure against each key. */
  async fail(keys: string[]): Promise<void> {
    await this.rt.store.transaction(async (tx) => {
      const now = this.rt.now().getTime();
      for (const id of keys) {
        const row = (await tx.findOne(RATE_LIMITS, w.eq('id', id))) as CounterRow | null;
        if (!row) await tx.insert(RATE_LIMITS, [{ id, count: 1, resets: now + this.windowMs }]);
        else if (row.resets <= now) await tx.update(RATE_LIMITS, w.eq('id', id), { set: { count: 1, resets: now + this.windowMs } });
        else await tx.update(RATE_LIMITS, w.eq('id', id), { set: { count: row.count + 1 } });
      }
    });
  }

  async clear(key: string): Promise<void> {
    await this.rt.store.delete(RATE_LIMITS, w.eq('id', key));
  }
}
