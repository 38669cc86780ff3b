/**
 * How the background loops (the task runner, the integrations worker) learn of work in the store.
 * Work written by this process wakes them at once through a WorkSignal; work written by other
 * processes over the same database, leases that ran out and times that came due are found by an idle
 * poll every few seconds (TASK_POLL_MS, INTEGRATIONS_POLL_MS), so an idle server costs almost nothing.
 */

/** A process-wide "work was written" signal: the code that writes the work raises it, the loops listen. */
export class WorkSignal {
  private readonly listeners = new Set<() => void>();

  /** Calls `listener` on each raise; answers the function that stops. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  raise(): void {
    for (const listener of this.listeners) listener();
  }
}

/** After a wake the loop looks this often for a moment: the work may be in a transaction not yet committed. */
const EAGER_MS = 100;
const EAGER_WINDOW_MS = 2_000;

/** When a loop looks next: every `idleMs`, or every EAGER_MS for EAGER_WINDOW_MS after a wake. */
export class PollPace {
  private wokenAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly idleMs: number) {}

  woken(): void {
    this.wokenAt = Date.now();
  }

  nextMs(): number {
    return Date.now() - this.wokenAt < EAGER_WINDOW_MS ? Math.min(EAGER_MS, this.idleMs) : this.idleMs;
  }
}
