/**
 * The background work of integrations in this process: webhook deliveries, scheduled and requested
 * exports. It polls the store (the outbox and the runs are rows there, so every process over one
 * database shares the work and a restarted one picks up what was left) and never holds a request.
 */
import type { ExportRuns } from './export-runs.ts';
import type { WebhookDeliveries } from './webhook-deliveries.ts';

export class IntegrationWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly exports: ExportRuns,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One round: what is due now (tests call it to avoid waiting for the timer). */
  async round(): Promise<void> {
    try {
      await this.deliveries.deliverDue();
      await this.exports.scheduleDue();
      await this.exports.runDue();
    } catch (error) {
      this.onError(error);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round().finally(() => {
        this.running = undefined;
        this.schedule();
      });
    }, this.pollMs);
    this.timer.unref?.();
  }
}
