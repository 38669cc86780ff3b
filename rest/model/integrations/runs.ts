/**
 * Integration runs (application.md §3): one delivery of a webhook event, one sync, one export. Each
 * change of a run is written with its bell notification (kind IntegrationRun, grouped by the
 * integration) in one transaction, so the bell never shows a run the store does not have.
 */
import { w, type Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { notFound } from '../errors.ts';
import { recordNotification, type TASK_STATUSES } from '../effects/events.ts';
import type { Runtime } from '../runtime.ts';
import { assertIntegrationAccess } from './integrations.ts';

export const INTEGRATION_RUNS = 'integrationruns';

export type RunStatus = (typeof TASK_STATUSES)[number];

export interface RunFile {
  name: string;
  contentType: string;
  base64: string;
}

export interface RunRow {
  id: string;
  workspace: string;
  /** the integration's id */
  integration: string;
  /** what it does: 'deliver order.created', 'sync products', 'export orders' */
  flow: string;
  status: RunStatus;
  /** 0 to 1 */
  progress: number;
  created: string;
  updated: string;
  name: string;
  description: string;
  avatarUrl: string | null;
  /** whose bell shows it */
  recipient: string;
  /** an export's file, kept until the run is removed (lists leave it out) */
  file?: RunFile;
  /** the file's name: lists read it instead of the file */
  fileName?: string;
  /** a worker holds a Submitted run until this instant (epoch ms) */
  lease?: number;
}

export type RunView = Omit<RunRow, 'file' | 'lease'> & { download: string | null };

export const downloadPath = (run: Pick<RunRow, 'workspace' | 'id'>) => `/api/workspaces/${run.workspace}/integration-runs/${run.id}/download`;

const viewOf = ({ file: _file, lease: _lease, ...run }: RunRow): RunView => ({ ...run, download: run.fileName ? downloadPath(run) : null });

export class IntegrationRuns {
  constructor(private readonly rt: Runtime) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(INTEGRATION_RUNS, [{ fields: ['workspace', 'integration', 'created'] }, { fields: ['status', 'lease'] }]);
  }

  /** Writes a run as it now is, with its notification, in `tx`'s transaction. */
  async save(tx: Store, withFile: RunRow): Promise<void> {
    const run = withFile.file ? { ...withFile, fileName: withFile.file.name } : withFile;
    const exists = await tx.count(INTEGRATION_RUNS, w.eq('id', run.id), { limit: 1 });
    if (exists) {
      const { id, ...fields } = run;
      await tx.update(INTEGRATION_RUNS, w.eq('id', id), { set: fields });
    } else {
      await tx.insert(INTEGRATION_RUNS, [run]);
    }
    await recordNotification(tx, this.rt, run.recipient, {
      id: run.id,
      kind: 'IntegrationRun',
      title: run.name,
      status: run.status,
      progress: Math.round(run.progress * 100),
      documentId: run.integration,
      message: run.description,
      link: run.file ? downloadPath(run) : null,
    });
  }

  /** A new run's row, not yet saved. */
  draft(fields: Pick<RunRow, 'workspace' | 'integration' | 'flow' | 'name' | 'description' | 'recipient'> & Partial<RunRow>): RunRow {
    const now = this.rt.now().toISOString();
    return { id: this.rt.newId(), status: 'Submitted', progress: 0, created: now, updated: now, avatarUrl: null, ...fields };
  }

  /** The latest runs of a workspace (of one integration when given), newest first. */
  async list(actor: Actor, workspace: string, integration?: string, limit = 50): Promise<{ runs: RunView[] }> {
    assertIntegrationAccess(actor, workspace, false);
    const rows = (await this.rt.store.find(INTEGRATION_RUNS, {
      where: w.and(w.eq('workspace', workspace), integration ? w.eq('integration', integration) : undefined),
      sort: [{ field: 'created', dir: 'desc' }],
      limit,
      omit: ['file'],
    })) as RunRow[];
    return { runs: rows.map(viewOf) };
  }

  /** An export's file. */
  async download(actor: Actor, workspace: string, id: string) {
    assertIntegrationAccess(actor, workspace, false);
    const run = (await this.rt.store.findOne(INTEGRATION_RUNS, w.and(w.eq('id', id), w.eq('workspace', workspace)))) as RunRow | null;
    if (!run?.file) throw notFound(`Workspace ${workspace} has no export file ${id}`);
    return {
      etag: `"run-${run.id}"`,
      body: Buffer.from(run.file.base64, 'base64'),
      contentType: run.file.contentType,
      cacheControl: 'private, max-age=3600',
    };
  }
}
