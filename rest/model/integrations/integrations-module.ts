/** The integrations capability, composed once for the model (model.ts): what routes and resolvers reach. */
import { randomBytes } from 'node:crypto';
import type { Runtime } from '../runtime.ts';
import { ExportRuns } from './export-runs.ts';
import { IntegrationWorker, INTEGRATIONS_POLL_MS } from './integration-worker.ts';
import { Integrations } from './integrations.ts';
import { lifecycleEvents } from './lifecycle-events.ts';
import { IntegrationRuns } from './runs.ts';
import { SecretBox } from './secret-box.ts';
import { SyncTargets } from './sync-targets.ts';
import { DEFAULT_DELIVERY_SETTINGS, WebhookDeliveries, type DeliverySettings } from './webhook-deliveries.ts';

export interface IntegrationOptions {
  /** the AES-256 key that seals secrets (secret-box.ts loadSecretKey); a model without one makes a key for this process only */
  secretKey?: Buffer;
  delivery?: Partial<DeliverySettings>;
  /** how often an idle worker looks for due deliveries and exports (ms); this process's own wake it at once */
  pollMs?: number;
  onWorkerError?: (error: unknown) => void;
}

export interface IntegrationsModule {
  /** install, configure, pause and remove */
  installed: Integrations;
  runs: IntegrationRuns;
  deliveries: WebhookDeliveries;
  exports: ExportRuns;
  syncTargets: SyncTargets;
  /** started by the app once it listens, stopped when it closes */
  worker: IntegrationWorker;
}

export async function createIntegrations(rt: Runtime, options: IntegrationOptions = {}): Promise<IntegrationsModule> {
  const installed = new Integrations(rt, new SecretBox(options.secretKey ?? randomBytes(32)));
  await installed.ensureIndexes();
  const runs = new IntegrationRuns(rt);
  await runs.ensureIndexes();
  const deliveries = new WebhookDeliveries(rt, installed, runs, { ...DEFAULT_DELIVERY_SETTINGS, ...options.delivery });
  const exports = new ExportRuns(rt, installed, runs);
  const worker = new IntegrationWorker(deliveries, exports, options.pollMs ?? INTEGRATIONS_POLL_MS, options.onWorkerError ?? (() => {}));
  return { installed, runs, deliveries, exports, syncTargets: new SyncTargets(rt, installed, runs), worker };
}

export { lifecycleEvents };
