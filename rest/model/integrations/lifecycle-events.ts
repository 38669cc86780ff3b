/**
 * Lifecycle events (order.created, module.version_created, …) are recorded by a write effect in the
 * transaction of their change: on the event feed (the GraphQL subscription) and, for every active
 * webhook of the workspace that wants the event, as a row of the webhook outbox. A crash after the
 * commit loses nothing: the delivery worker finds the row whenever a server runs next (this process's
 * worker is woken at once).
 */
import { w, type Store } from '../../store/port.ts';
import { recordLifecycleEvent } from '../effects/events.ts';
import { headMoved, type VersionWritten, type WriteEffect } from '../effects/write-effects.ts';
import type { Runtime } from '../runtime.ts';
import type { LifecycleEventType } from './catalogue.ts';
import { INTEGRATIONS, type IntegrationRow } from './integrations.ts';
import { INTEGRATION_WORK } from './integration-worker.ts';

export const WEBHOOK_OUTBOX = 'webhookoutbox';

export interface WebhookEvent {
  /** the Standard Webhooks message id (webhook-id): the same on every attempt */
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface DeliveryAttempt {
  at: string;
  /** the endpoint's HTTP status; null when it could not be reached */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryRow {
  id: string;
  workspace: string;
  integration: string;
  event: WebhookEvent;
  status: 'pending' | 'delivered' | 'failed';
  attempts: DeliveryAttempt[];
  /** when it may be tried next (epoch ms) */
  due: number;
  /** a worker holds it until this instant (epoch ms); 0 when nobody does */
  lease: number;
  created: string;
  /** the delivery this one replays */
  replayOf?: string;
}

/** The lifecycle events a version makes. */
function eventsOf(written: VersionWritten): LifecycleEventType[] {
  const { kind, oldHead, newHead } = written;
  const created = oldHead === null;
  switch (kind.collection) {
    case 'orders': {
      if (created) return ['order.created'];
      return headMoved(written) && oldHead.document.status !== newHead.document.status ? ['order.status_changed'] : [];
    }
    case 'productconfigurations':
      return created ? ['configuration.created'] : [];
    case 'workbatches':
      return created ? ['workbatch.created'] : [];
    case 'modules':
      return ['module.version_created'];
    default:
      return [];
  }
}

function dataOf(type: LifecycleEventType, { kind, id, actor, oldHead, newHead, version }: VersionWritten): Record<string, unknown> {
  const data: Record<string, unknown> = { collection: kind.collection, id, version: version.version, author: actor.email, workspace: newHead.workspace, row: newHead.data };
  if (type === 'order.status_changed') {
    data.previousStatus = oldHead?.document.status ?? null;
    data.status = newHead.document.status;
  }
  return data;
}

/**
 * Records one lifecycle event of a workspace inside `tx`: on the feed, and in the outbox of each
 * active webhook that wants it. Capabilities outside the resource writes (a task completing) call this.
 */
export async function recordWorkspaceEvent(tx: Store, rt: Runtime, workspace: string, type: LifecycleEventType, data: Record<string, unknown>): Promise<void> {
  const now = rt.now();
  const event: WebhookEvent = { id: `msg_${rt.newId()}`, type, timestamp: now.toISOString(), data };
  await recordLifecycleEvent(tx, rt, workspace, event);
  const hooks = (await tx.find(INTEGRATIONS, { where: w.and(w.eq('workspace', workspace), w.eq('type', 'webhook'), w.eq('status', 'active')) })) as IntegrationRow[];
  const wanting = hooks.filter((hook) => {
    const events = (hook.settings.events as string[] | undefined) ?? [];
    return !events.length || events.includes(type);
  });
  if (!wanting.length) return;
  await tx.insert(
    WEBHOOK_OUTBOX,
    wanting.map((hook): DeliveryRow => ({ id: rt.newId(), workspace, integration: hook.id, event, status: 'pending', attempts: [], due: now.getTime(), lease: 0, created: now.toISOString() })),
  );
  INTEGRATION_WORK.raise();
}

/** The write effect: every version of an order, configuration, work batch or module that makes a lifecycle event. */
export const lifecycleEvents = (rt: Runtime): WriteEffect => ({
  name: 'lifecycle events',
  appliesTo: (kind) => ['orders', 'productconfigurations', 'workbatches', 'modules'].includes(kind.collection),
  async ensureIndexes(store) {
    await store.ensureIndexes(WEBHOOK_OUTBOX, [{ fields: ['status', 'due'] }, { fields: ['integration', 'created'] }]);
  },
  async onVersion(tx, written) {
    for (const type of eventsOf(written)) await recordWorkspaceEvent(tx, rt, written.newHead.workspace, type, dataOf(type, written));
  },
});
