/**
 * Export runs: 'Export now' and each scheduled time make a Submitted run; a worker claims it
 * (Store.claim with a lease, so one worker of one process makes it), writes the file and completes the
 * run, whose bell item then links to the download.
 */
import { w } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { exportFile, exportTable, type Dataset, type ExportFormat } from './exports.ts';
import { assertIntegrationAccess, INTEGRATIONS, type Integrations, type IntegrationRow } from './integrations.ts';
import { INTEGRATION_RUNS, type IntegrationRuns, type RunRow, type RunView } from './runs.ts';
import { nextScheduledRun } from './schedules.ts';
import { INTEGRATION_WORK } from './integration-worker.ts';

/** How long a claimed export may take before another worker may take it over. */
const EXPORT_LEASE_MS = 5 * 60_000;

export class ExportRuns {
  constructor(
    private readonly rt: Runtime,
    private readonly integrations: Integrations,
    private readonly runs: IntegrationRuns,
  ) {}

  /** 'Export now': a Submitted run for the worker; answers it at once. */
  async request(actor: Actor, workspace: string, integration: string): Promise<RunView> {
    assertIntegrationAccess(actor, workspace, true);
    const hook = await this.integrations.row(workspace, integration);
    if (hook.type !== 'export') throw badRequest(`Integration ${integration} is a ${hook.type}, not an export`);
    const run = this.submitted(hook, actor.email);
    await this.rt.store.transaction((tx) => this.runs.save(tx, run));
    INTEGRATION_WORK.raise();
    return { ...run, download: null };
  }

  private submitted(hook: IntegrationRow, recipient: string): RunRow {
    const { dataset, format } = hook.settings as { dataset: Dataset; format: ExportFormat };
    return this.runs.draft({ workspace: hook.workspace, integration: hook.id, flow: `export ${dataset}`, name: `Export of ${dataset} (${format.toUpperCase()})`, description: 'Waiting to start', recipient, lease: 0 });
  }

  /** Scheduled exports whose time has come get their run: each time is claimed once (Store.claim moves nextRun on). */
  async scheduleDue(): Promise<void> {
    const now = this.rt.now().getTime();
    const due = w.and(w.eq('type', 'export'), w.eq('status', 'active'), w.lte('nextRun', now));
    // an idle worker only reads (as the outbox's claim)
    if (!(await this.rt.store.count(INTEGRATIONS, due, { limit: 1 }))) return;
    for (;;) {
      // held for a lease first: should this process die before the run is written, the time comes again then
      const hook = (await this.rt.store.claim(INTEGRATIONS, due, { set: { nextRun: now + EXPORT_LEASE_MS } })) as IntegrationRow | null;
      if (!hook) return;
      await this.rt.store.transaction(async (tx) => {
        await tx.update(INTEGRATIONS, w.eq('id', hook.id), { set: { nextRun: nextScheduledRun(hook, now) } });
        await this.runs.save(tx, this.submitted(hook, hook.createdBy));
      });
    }
  }

  /** Claims Submitted export runs and makes their files; answers how many it ran. */
  async runDue(): Promise<number> {
    const now = this.rt.now().getTime();
    const due = w.and(w.eq('status', 'Submitted'), w.lte('lease', now));
    let ran = 0;
    if (!(await this.rt.store.count(INTEGRATION_RUNS, due, { limit: 1 }))) return ran;
    for (;;) {
      const run = (await this.rt.store.claim(INTEGRATION_RUNS, due, { set: { lease: now + EXPORT_LEASE_MS } })) as RunRow | null;
      if (!run) return ran;
      ran += 1;
      const { file: _file, ...withoutFile } = run;
      await this.make(withoutFile);
    }
  }

  private async make(run: RunRow): Promise<void> {
    const hook = (await this.rt.store.findOne(INTEGRATIONS, w.eq('id', run.integration))) as IntegrationRow | null;
    const save = (changes: Partial<RunRow>) => this.rt.store.transaction((tx) => this.runs.save(tx, { ...run, ...changes, updated: this.rt.now().toISOString() }));
    if (!hook) return save({ status: 'Failed', progress: 1, description: 'The export was removed before it ran' });
    const { dataset, format } = hook.settings as { dataset: Dataset; format: ExportFormat };
    await save({ status: 'Running', progress: 0.1, description: `Reading ${dataset}` });
    try {
      const table = await exportTable(this.rt.store, hook.workspace, dataset);
      const file = await exportFile(table, dataset, format, this.rt.now());
      await save({ status: 'Complete', progress: 1, description: `${table.rows.length} rows in ${file.name}`, file, lease: 0 });
    } catch (error) {
      await save({ status: 'Failed', progress: 1, description: `The export failed: ${(error as Error).message}` });
    }
  }
}
