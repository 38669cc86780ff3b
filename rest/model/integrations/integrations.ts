/**
 * The installed integrations of a workspace (application.md §2.6): install, configure, pause and
 * remove, keyed on the workspace alias. Settings are checked against the catalogue's fields;
 * secrets are sealed (secret-box.ts) and never answered, only whether each is set. A sync target
 * also names itself in the workspace row's `externalTargets`, where the Sync buttons look.
 */
import { Type } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import { Obj } from '../kinds/common.schema.ts';
import { assertValid } from '../validation.ts';
import { rolesIn, type Actor } from '../identity/actor.ts';
import { WORKSPACES, type WorkspaceRow } from '../identity/directory.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../lists/paging.ts';
import type { PageOptions } from '../resources/resource-reads.ts';
import { LIST_LIMIT_MAX } from '../resources/resource-types.ts';
import type { IntegrationView, Marketplace } from '../../../rules/integrations.ts';
import { checkSettings, INTEGRATION_TYPES, integrationType } from './catalogue.ts';
import type { Sealed, SecretBox } from './secret-box.ts';
import { nextScheduledRun } from './schedules.ts';

export const INTEGRATIONS = 'integrations';

/** What is stored: the view's fields, the sealed secrets, and the next run as a number the scheduler claims by. */
export interface IntegrationRow extends Omit<IntegrationView, 'secrets' | 'nextRun'> {
  sealed: Record<string, Sealed>;
  /** a scheduled export's next run (epoch ms); absent when it has no schedule or is paused */
  nextRun?: number;
}

/** What install and configure take (the settings themselves are checked by the catalogue's fields). */
export const IntegrationBody = Obj({
  type: Type.Optional(Type.String({ maxLength: 40, description: 'webhook, sync or export (on install)' })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  settings: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: "the type's fields, secrets included; a secret left out keeps its stored value" })),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('paused')], { description: 'paused stops deliveries, syncs and schedules' })),
}, { examples: [{ type: 'export', name: 'Weekly orders', settings: { dataset: 'orders', format: 'xlsx', schedule: 'weekly' } }] });

/** A page of the installed integrations, oldest first (GraphQL `integrations`). */
export interface InstalledPage {
  items: IntegrationView[];
  /** every integration the workspace has installed */
  total: number;
  next: string | null;
}

/** A page of installed integrations holds 20 unless asked otherwise. */
export const INSTALLED_PAGE_DEFAULT = 20;

export interface IntegrationInput {
  type?: string;
  name?: string;
  settings?: Record<string, unknown>;
  status?: 'active' | 'paused';
}

export const viewOf = (row: IntegrationRow): IntegrationView => {
  const { sealed, nextRun, ...rest } = row;
  const secretFields = integrationType(row.type).fields.filter((f) => f.kind === 'secret');
  return { ...rest, secrets: Object.fromEntries(secretFields.map((f) => [f.name, Boolean(sealed[f.name])])), nextRun: nextRun ? new Date(nextRun).toISOString() : null };
};

/** Staff of the workspace may look; its admins change; to anyone else it does not exist. */
export function assertIntegrationAccess(actor: Actor, workspace: string, change: boolean): void {
  const roles = rolesIn(actor, workspace);
  if (!roles.length) throw notFound(`No workspace ${workspace}`);
  if (change ? !roles.includes('admin') : !roles.some((role) => role !== 'guest')) {
    throw forbidden(change ? `Only an admin of workspace ${workspace} may change its integrations` : `Only staff of workspace ${workspace} may see its integrations`);
  }
}

export class Integrations {
  constructor(
    private readonly rt: Runtime,
    private readonly box: SecretBox,
  ) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(INTEGRATIONS, [{ fields: ['workspace', 'type'] }, { fields: ['workspace', 'created'] }, { fields: ['nextRun'] }]);
  }

  /** The marketplace and what the workspace has installed, oldest first. */
  async list(actor: Actor, workspace: string): Promise<Marketplace> {
    assertIntegrationAccess(actor, workspace, false);
    const rows = (await this.rt.store.find(INTEGRATIONS, { where: w.eq('workspace', workspace), sort: [{ field: 'created', dir: 'asc' }] })) as IntegrationRow[];
    return { workspace, catalogue: INTEGRATION_TYPES, installed: rows.map(viewOf) };
  }

  /** A page of what the workspace has installed, oldest first (then by id), as the list above orders it. */
  async page(actor: Actor, workspace: string, options: PageOptions = {}): Promise<InstalledPage> {
    assertIntegrationAccess(actor, workspace, false);
    const limit = pageLimit(options.limit, INSTALLED_PAGE_DEFAULT, LIST_LIMIT_MAX);
    const after = options.cursor === undefined ? undefined : afterInstalled(decodeCursor(options.cursor, 'integrations'));
    const inWorkspace = w.eq('workspace', workspace);
    const [rows, total] = await Promise.all([
      this.rt.store.find(INTEGRATIONS, { where: w.and(inWorkspace, after), sort: [{ field: 'created', dir: 'asc' }, { field: 'id', dir: 'asc' }], limit: limit + 1 }) as Promise<IntegrationRow[]>,
      this.rt.store.count(INTEGRATIONS, inWorkspace),
    ]);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items: items.map(viewOf), total, next: rows.length > limit ? encodeCursor('integrations', [last.created, last.id]) : null };
  }

  /** One installed integration of the workspace (404 when it has none of that id). */
  async row(workspace: string, id: string, store: Store = this.rt.store): Promise<IntegrationRow> {
    const row = (await store.findOne(INTEGRATIONS, w.and(w.eq('id', id), w.eq('workspace', workspace)))) as IntegrationRow | null;
    if (!row) throw notFound(`Workspace ${workspace} has no integration ${id}`);
    return row;
  }

  async get(actor: Actor, workspace: string, id: string): Promise<IntegrationView> {
    assertIntegrationAccess(actor, workspace, false);
    return viewOf(await this.row(workspace, id));
  }

  /** A secret of an integration, opened (for the server's own calls only). */
  secret(row: IntegrationRow, name: string): string | undefined {
    const sealed = row.sealed[name];
    return sealed ? this.box.open(sealed) : undefined;
  }

  async install(actor: Actor, workspace: string, input: IntegrationInput): Promise<IntegrationView> {
    assertIntegrationAccess(actor, workspace, true);
    assertValid(IntegrationBody, input, 'body');
    const type = integrationType(String(input.type ?? ''));
    const { settings, secrets } = checkSettings(type, input.settings ?? {});
    const now = this.rt.now();
    const row: IntegrationRow = {
      id: this.rt.newId(),
      workspace,
      type: type.type,
      name: nameOf(input.name, type.name),
      status: 'active',
      settings,
      sealed: this.sealAll(secrets),
      created: now.toISOString(),
      updated: now.toISOString(),
      createdBy: actor.email,
    };
    const next = nextScheduledRun(row, now.getTime());
    if (next) row.nextRun = next;
    await this.rt.store.transaction(async (tx) => {
      await tx.insert(INTEGRATIONS, [row]);
      await this.mirrorSyncTarget(tx, row);
    });
    return viewOf(row);
  }

  /** New settings (secrets left out stay as they were), a new name, or paused / active. */
  async configure(actor: Actor, workspace: string, id: string, input: IntegrationInput): Promise<IntegrationView> {
    assertIntegrationAccess(actor, workspace, true);
    assertValid(IntegrationBody, input, 'body');
    return this.rt.store.transaction(async (tx) => {
      const row = await this.row(workspace, id, tx);
      const type = integrationType(row.type);
      const changed: IntegrationRow = { ...row, updated: this.rt.now().toISOString() };
      if (input.settings) {
        const { settings, secrets } = checkSettings(type, input.settings, Object.keys(row.sealed));
        changed.settings = settings;
        changed.sealed = { ...row.sealed, ...this.sealAll(secrets) };
      }
      if (input.name !== undefined) changed.name = nameOf(input.name, type.name);
      if (input.status) changed.status = input.status;
      const next = changed.status === 'active' ? nextScheduledRun(changed, this.rt.now().getTime()) : undefined;
      await this.mirrorSyncTarget(tx, changed, row);
      const { id: _id, ...fields } = changed;
      await tx.update(INTEGRATIONS, w.eq('id', id), { set: { ...fields, nextRun: next } });
      return viewOf({ ...changed, nextRun: next });
    });
  }

  async remove(actor: Actor, workspace: string, id: string): Promise<void> {
    assertIntegrationAccess(actor, workspace, true);
    await this.rt.store.transaction(async (tx) => {
      const row = await this.row(workspace, id, tx);
      await this.mirrorSyncTarget(tx, { ...row, status: 'paused' }, row);
      await tx.delete(INTEGRATIONS, w.eq('id', id));
    });
  }

  private sealAll(secrets: Record<string, string>): Record<string, Sealed> {
    return Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, this.box.seal(value)]));
  }

  /** An active sync target is listed in the workspace row under its urlPoint; a paused or removed one is not. */
  private async mirrorSyncTarget(tx: Store, row: IntegrationRow, before?: IntegrationRow): Promise<void> {
    if (row.type !== 'sync') return;
    const workspace = (await tx.findOne(WORKSPACES, w.eq('id', row.workspace))) as WorkspaceRow | null;
    if (!workspace) throw notFound(`No workspace ${row.workspace}`);
    const targets = { ...(workspace.externalTargets ?? {}) };
    const point = row.settings.urlPoint as string;
    const held = before?.settings.urlPoint as string | undefined;
    if (held && targets[held]?.integration === row.id) delete targets[held];
    const holder = targets[point]?.integration;
    if (row.status === 'active') {
      if (targets[point] && holder !== row.id) throw conflict(`Sync point ${point} is already used by another sync target of workspace ${row.workspace}: pause or remove it first`, { field: 'urlPoint' });
      targets[point] = { url: row.settings.url as string, integration: row.id };
    }
    await tx.update(WORKSPACES, w.eq('id', row.workspace), { set: { externalTargets: targets } });
  }
}

/** Integrations installed after the cursor's [created, id], in page order. */
function afterInstalled([created, id]: unknown[]) {
  if (typeof created !== 'string' || typeof id !== 'string') throw badRequest('cursor is not a cursor of these integrations');
  return w.or(w.gt('created', created), w.and(w.eq('created', created), w.gt('id', id)));
}

function nameOf(name: string | undefined, fallback: string): string {
  const text = (name ?? '').trim();
  if (text.length > 100) throw badRequest('Name is too long (at most 100 characters)', { field: 'name' });
  return text || fallback;
}
