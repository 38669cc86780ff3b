/**
 * Delivering the webhook outbox: a worker claims due rows atomically (Store.claim with a lease, as the
 * task queue does, so two server processes over one database never send the same attempt twice), POSTs
 * each as a Standard Webhooks message signed with the integration's secret, and writes the outcome.
 * A failure is tried again after an exponentially growing wait; after the last attempt the delivery
 * and its run are Failed, which shows in the bell. Nothing here runs inside a request.
 */
import { Webhook } from 'standardwebhooks';
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { notFound } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { assertIntegrationAccess, INTEGRATIONS, type Integrations, type IntegrationRow } from './integrations.ts';
import { WEBHOOK_OUTBOX, type DeliveryAttempt, type DeliveryRow } from './lifecycle-events.ts';
import type { IntegrationRuns, RunRow, RunStatus } from './runs.ts';
import { INTEGRATION_WORK } from './integration-worker.ts';

export interface DeliverySettings {
  /** the wait before the second attempt; each later one waits twice as long as the one before */
  retryBaseMs: number;
  /** attempts before a delivery is Failed */
  maxAttempts: number;
  /** how long one POST may take */
  timeoutMs: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = { retryBaseMs: 30_000, maxAttempts: 8, timeoutMs: 10_000 };

/** A claimed row is held this long past the POST's timeout; then a worker that died has let it go. */
const LEASE_MARGIN_MS = 5_000;

/** The wait after the `attempts`-th failed attempt. */
export const backoffMs = (settings: Pick<DeliverySettings, 'retryBaseMs'>, attempts: number) => settings.retryBaseMs * 2 ** (attempts - 1);

export type DeliveryView = Omit<DeliveryRow, 'due' | 'lease'> & { nextAttempt: string | null };

const viewOf = ({ due, lease: _lease, ...row }: DeliveryRow): DeliveryView => ({ ...row, nextAttempt: row.status === 'pending' ? new Date(due).toISOString() : null });

export class WebhookDeliveries {
  constructor(
    private readonly rt: Runtime,
    private readonly integrations: Integrations,
    private readonly runs: IntegrationRuns,
    private readonly settings: DeliverySettings,
  ) {}

  /** The delivery log of a webhook, newest first. */
  async log(actor: Actor, workspace: string, integration: string, limit = 50): Promise<{ deliveries: DeliveryView[] }> {
    assertIntegrationAccess(actor, workspace, false);
    await this.integrations.row(workspace, integration);
    const rows = (await this.rt.store.find(WEBHOOK_OUTBOX, { where: w.eq('integration', integration), sort: [{ field: 'created', dir: 'desc' }], limit })) as DeliveryRow[];
    return { deliveries: rows.map(viewOf) };
  }

  /** Sends a delivery's event again, as a new delivery (the log keeps both). */
  async replay(actor: Actor, workspace: string, integration: string, id: string): Promise<DeliveryView> {
    assertIntegrationAccess(actor, workspace, true);
    await this.integrations.row(workspace, integration);
    const row = (await this.rt.store.findOne(WEBHOOK_OUTBOX, w.and(w.eq('id', id), w.eq('integration', integration)))) as DeliveryRow | null;
    if (!row) throw notFound(`Webhook ${integration} has no delivery ${id}`);
    const now = this.rt.now();
    const replay: DeliveryRow = { ...row, id: this.rt.newId(), status: 'pending', attempts: [], due: now.getTime(), lease: 0, created: now.toISOString(), replayOf: row.id };
    await this.rt.store.insert(WEBHOOK_OUTBOX, [replay]);
    INTEGRATION_WORK.raise();
    return viewOf(replay);
  }

  /** Claims due rows no worker holds, one atomic claim each (the task queue's Store.claim); answers those this worker won. */
  async claim(limit = 10): Promise<DeliveryRow[]> {
    const now = this.rt.now().getTime();
    const due = w.and(w.eq('status', 'pending'), w.lte('due', now), w.lte('lease', now));
    const won: DeliveryRow[] = [];
    // an idle worker only reads: the write transaction (SQLite's write lock) is taken when something is due
    if (!(await this.rt.store.count(WEBHOOK_OUTBOX, due, { limit: 1 }))) return won;
    while (won.length < limit) {
      const row = await this.rt.store.claim(
        WEBHOOK_OUTBOX,
        due,
        { set: { lease: now + this.settings.timeoutMs + LEASE_MARGIN_MS } },
        { sort: [{ field: 'due', dir: 'asc' }] },
      );
      if (!row) break;
      won.push(row as DeliveryRow);
    }
    return won;
  }

  /** Claims and sends what is due; answers how many were attempted. */
  async deliverDue(): Promise<number> {
    const rows = await this.claim();
    await Promise.all(rows.map((row) => this.attempt(row)));
    return rows.length;
  }

  private async attempt(row: DeliveryRow): Promise<void> {
    const hook = (await this.rt.store.findOne(INTEGRATIONS, w.eq('id', row.integration))) as IntegrationRow | null;
    if (!hook || hook.status !== 'active') {
      // removed or paused: a paused webhook's deliveries wait for it; a removed one's end
      await this.rt.store.update(WEBHOOK_OUTBOX, w.eq('id', row.id), hook ? { set: { lease: 0, due: this.rt.now().getTime() + this.settings.retryBaseMs } } : { set: { status: 'failed', lease: 0 } });
      return;
    }
    const attempt = await this.post(hook, row);
    const attempts = [...row.attempts, attempt];
    const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    const failed = !delivered && attempts.length >= this.settings.maxAttempts;
    const status: DeliveryRow['status'] = delivered ? 'delivered' : failed ? 'failed' : 'pending';
    const due = Date.parse(attempt.at) + backoffMs(this.settings, attempts.length);
    await this.rt.store.transaction(async (tx) => {
      await tx.update(WEBHOOK_OUTBOX, w.eq('id', row.id), { set: { attempts, status, lease: 0, due } });
      await this.runs.save(tx, this.runOf(hook, row, attempts, delivered ? 'Complete' : failed ? 'Failed' : 'Scheduled'));
    });
  }

  private runOf(hook: IntegrationRow, row: DeliveryRow, attempts: DeliveryAttempt[], status: RunStatus): RunRow {
    const last = attempts[attempts.length - 1];
    const outcome = last.status === null ? last.error : `HTTP ${last.status}`;
    return {
      ...this.runs.draft({
        workspace: row.workspace,
        integration: hook.id,
        flow: `deliver ${row.event.type}`,
        name: `${hook.name}: ${row.event.type}`,
        description: status === 'Complete' ? `Delivered to ${hook.settings.url}` : `Attempt ${attempts.length} of ${this.settings.maxAttempts} failed (${outcome})`,
        recipient: hook.createdBy,
      }),
      // the run is the delivery: its id, so each attempt updates the same bell item
      id: row.id,
      created: row.created,
      status,
      progress: status === 'Complete' || status === 'Failed' ? 1 : attempts.length / this.settings.maxAttempts,
    };
  }

  private async post(hook: IntegrationRow, row: DeliveryRow): Promise<DeliveryAttempt> {
    const started = this.rt.now();
    const payload = JSON.stringify({ type: row.event.type, timestamp: row.event.timestamp, data: row.event.data });
    const secret = this.integrations.secret(hook, 'signingSecret') ?? '';
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Joinery-Webhooks/1',
      'webhook-id': row.event.id,
      'webhook-timestamp': String(Math.floor(started.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(row.event.id, started, payload),
    };
    const at = started.toISOString();
    const tick = performance.now();
    try {
      const response = await fetch(hook.settings.url as string, { method: 'POST', headers, body: payload, redirect: 'error', signal: AbortSignal.timeout(this.settings.timeoutMs) });
      await response.body?.cancel().catch(() => {});
      return { at, status: response.status, error: response.ok ? null : `HTTP ${response.status}`, durationMs: Math.round(performance.now() - tick) };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { at, status: null, error: cause ?? (error as Error).message, durationMs: Math.round(performance.now() - tick) };
    }
  }
}
