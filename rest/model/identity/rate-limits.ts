import { w } from '../../store/port.ts';
import { tooManyRequests } from '../errors.ts';
import type { Runtime } from '../runtime.ts';

export const RATE_LIMITS = 'ratelimits';

/** At most `max` in a fixed window of `windowMs`, per key. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** The limits the server enforces; each is set by an environment variable (rest/config.ts). */
export interface RateLimitSettings {
  /** sign-in attempts (password sign-in, accepting an invitation with a password) per account and per address; one that succeeds is given back */
  signIn: RateRule;
  /** invitation recipients per workspace */
  invitations: RateRule;
  /** demo and support requests per address */
  demoRequests: RateRule;
  /** demo and support requests from all addresses together */
  demoRequestsTotal: RateRule;
  /** storefront visits recorded per address (the statistics count them; a loop of posts must not inflate them) */
  visits: RateRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { max: 5, windowMs: MINUTE },
  invitations: { max: 200, windowMs: HOUR },
  demoRequests: { max: 5, windowMs: HOUR },
  demoRequestsTotal: { max: 200, windowMs: HOUR },
  visits: { max: 120, windowMs: HOUR },
};

/** Where a limited caller stands after a reservation: the RateLimit-* headers (IETF draft), Reset in seconds. */
export interface LimitState {
  limit: number;
  remaining: number;
  reset: number;
}

/** Tells the caller where it stands (the routes answer it as RateLimit-* headers). */
export type LimitReport = (state: LimitState) => void;

/** Some keys counted against one rule. */
export interface Limited {
  rule: RateRule;
  keys: string[];
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A wait in words: seconds up to two minutes, then minutes. */
const inWords = (s: number) => (s < 120 ? plural(s, 'second') : plural(Math.ceil(s / 60), 'minute'));

/**
 * Limits as reservations in the store (ARCHITECTURE decision 12): an attempt is counted, in one
 * atomic step per key (Store.increment), before the work it guards, and refused once a key is over
 * its limit. So parallel requests cannot all pass a check made before any of them counted, and
 * every instance over one database counts the same attempts.
 */
export class RateLimits {
  constructor(private readonly rt: Runtime) {}

  /**
   * Reserves `by` against each key of each limit; 429 (`Too many {what}: try again in …`, with
   * Retry-After) when any key is then over its rule, and then the whole reservation is given back
   * (what was refused never counts; a parallel request may briefly see it and be refused too, never
   * let through). `report` hears the tightest limit.
   */
  async reserve(what: string, limits: Limited[], options: { by?: number; report?: LimitReport } = {}): Promise<void> {
    const { by = 1, report } = options;
    const states = await this.step(limits, by);
    const over = states.filter((s) => s.over);
    const shown = (over.length ? over : states).reduce((a, b) => (b.remaining < a.remaining || (b.remaining === a.remaining && b.reset > a.reset) ? b : a));
    report?.({ limit: shown.limit, remaining: shown.remaining, reset: shown.reset });
    if (!over.length) return;
    await this.step(limits, -by);
    throw tooManyRequests(`Too many ${what}: try again in ${inWords(shown.reset)}`, shown.reset);
  }

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(RATE_LIMITS, [{ fields: ['resets'] }]);
  }

  /**
   * Deletes the counters whose window has closed: every e-mail tried and every address leaves one, so
   * without this they would pile up. Answers how many went.
   */
  async purge(): Promise<number> {
    return this.rt.store.delete(RATE_LIMITS, w.lte('resets', this.rt.now().getTime()));
  }

  /** Gives a reservation back (a sign-in that succeeded was no failure). */
  async release(limits: Limited[], by = 1): Promise<void> {
    await this.step(limits, -by);
  }

  private async step(limits: Limited[], by: number): Promise<(LimitState & { over: boolean })[]> {
    const now = this.rt.now().getTime();
    const states = [];
    for (const { rule, keys } of limits) {
      for (const key of keys) {
        const counter = await this.rt.store.increment(RATE_LIMITS, key, { by, now, windowMs: rule.windowMs });
        states.push({ limit: rule.max, remaining: Math.max(0, rule.max - counter.count), reset: seconds(counter.resets - now), over: counter.count > rule.max });
      }
    }
    return states;
  }
}
