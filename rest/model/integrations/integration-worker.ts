/**
 * The background work of integrations in this process: webhook deliveries, scheduled and requested
 * exports. The outbox and the runs are rows in the store, so every process over one database shares
 * the work and a restarted one picks up what was left. Work written by this process wakes the worker
 * at once (INTEGRATION_WORK); an idle worker looks every pollMs (INTEGRATIONS_POLL_MS) for what other
 * processes wrote, retries and scheduled times that came due. It never holds a request.
 */
import { PollPace, WorkSignal } from '../work-signal.ts';
import type { ExportRuns } from './export-runs.ts';
import type { WebhookDeliveries } from './webhook-deliveries.ts';

/** How often an idle worker looks for what other processes wrote and what came due (INTEGRATIONS_POLL_MS). */
export const INTEGRATIONS_POLL_MS = 3_000;

/** Raised when this process writes integration work (an outbox row, a requested export): its worker looks at once. */
export const INTEGRATION_WORK = new WorkSignal();

export class IntegrationWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly pace: PollPace;
  private unlisten?: () => void;

  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly exports: ExportRuns,
    pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.pace = new PollPace(pollMs);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = INTEGRATION_WORK.listen(() => this.wake());
    this.schedule(this.pace.nextMs());
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Looks now, and often for a moment: the work that woke it may be in a transaction still open. */
  wake(): void {
    if (this.stopped) return;
    this.pace.woken();
    // a round in progress schedules the next itself, at the new pace
    if (!this.running) this.schedule(0);
  }

  /** One round: what is due now (tests call it to avoid waiting for the timer); answers whether it found work. */
  async round(): Promise<boolean> {
    try {
      const delivered = await this.deliveries.deliverDue();
      await this.exports.scheduleDue();
      const exported = await this.exports.runDue();
      return delivered + exported > 0;
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.round().then((worked) => {
        this.running = undefined;
        // more may be due behind what was just done
        this.schedule(worked ? 0 : this.pace.nextMs());
      });
    }, delay);
    this.timer.unref?.();
  }
}
