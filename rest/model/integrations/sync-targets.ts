/**
 * What a sync target adds to the Sync buttons' fetch (workspace-settings/external-sync.ts): its auth
 * header, opened from its sealed secret, and its mapping of the source's JSON to our fields; and the
 * run each sync leaves in the bell of whoever pressed the button.
 */
import type { Actor } from '../identity/actor.ts';
import type { Runtime } from '../runtime.ts';
import type { Integrations } from './integrations.ts';
import type { IntegrationRuns } from './runs.ts';

export interface SyncRequest {
  headers: Record<string, string>;
  itemsPath?: string;
  mapping?: Record<string, string>;
}

/** The value at a dotted path of a JSON value. */
export function valueAtPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((at, name) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined), value);
}

/** The source's list (at `itemsPath`), each item mapped to our fields (all of it when there is no mapping); undefined when there is no list there. */
export function mapItems(data: unknown, request: Pick<SyncRequest, 'itemsPath' | 'mapping'>): Record<string, unknown>[] | undefined {
  const list = valueAtPath(data, request.itemsPath);
  if (!Array.isArray(list)) return undefined;
  const mapping = request.mapping && Object.keys(request.mapping).length ? request.mapping : undefined;
  return list.map((item) => (mapping ? Object.fromEntries(Object.entries(mapping).map(([ours, theirs]) => [ours, valueAtPath(item, theirs) ?? null])) : (item as Record<string, unknown>)));
}

export class SyncTargets {
  constructor(
    private readonly rt: Runtime,
    private readonly integrations: Integrations,
    private readonly runs: IntegrationRuns,
  ) {}

  async request(workspace: string, integration: string): Promise<SyncRequest> {
    const row = await this.integrations.row(workspace, integration);
    const value = this.integrations.secret(row, 'authHeaderValue');
    const name = (row.settings.authHeaderName as string | undefined) ?? 'Authorization';
    return {
      headers: value ? { [name]: value } : {},
      itemsPath: row.settings.itemsPath as string | undefined,
      mapping: row.settings.mapping as Record<string, string> | undefined,
    };
  }

  /** A sync's run, Complete or Failed, in the bell of whoever synced. */
  async recorded(actor: Actor, integration: string, urlPoint: string, outcome: { ok: true; items: number | null } | { ok: false; error: string }): Promise<void> {
    const run = {
      ...this.runs.draft({
        workspace: actor.workspace,
        integration,
        flow: `sync ${urlPoint}`,
        name: `Sync of ${urlPoint}`,
        description: outcome.ok ? (outcome.items === null ? 'Synced' : `Synced ${outcome.items} items`) : outcome.error,
        recipient: actor.email,
      }),
      status: outcome.ok ? ('Complete' as const) : ('Failed' as const),
      progress: 1,
    };
    await this.rt.store.transaction((tx) => this.runs.save(tx, run));
  }
}
