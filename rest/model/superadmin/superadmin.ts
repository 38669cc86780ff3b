/**
 * The superadmin space (application.md §2.2, issue 22 §4), for users of SUPERADMIN_DOMAINS only: every
 * workspace with its plan, members and usage, its plan changed and its suspension; every published
 * configurator; every task with Cancel and Restart. Anyone else is told nothing is there (404).
 * Each action is recorded twice, saying who acted: in the superadmin's own account activity and in
 * the affected workspace's timeline, where its members see it.
 */
import { publicAddress } from '../../../rules/addresses.ts';
import { w, type Store } from '../../store/port.ts';
import type { WorkspaceUsage } from '../../../rules/plans.ts';
import { workspaceUsage, type Billing } from '../billing/billing.ts';
import { recordSuperadminEvent } from '../effects/events.ts';
import { conflict, notFound } from '../errors.ts';
import type { Activity, ActivityType } from '../identity/activity.ts';
import type { Actor } from '../identity/actor.ts';
import { USERS, WORKSPACES, type Directory, type WorkspaceRow } from '../identity/directory.ts';
import { NOT_FOR_YOU } from '../identity/operation-access.ts';
import { planName, type Plan } from '../identity/plans.ts';
import { workspaceView, type WorkspaceView } from '../identity/views.ts';
import { PlanBody } from '../identity/workspaces.ts';
import { requireKind } from '../kinds/registry.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import { TASKS, type TaskRow } from '../tasks/task-rows.ts';
import type { TaskService, TaskView } from '../tasks/task-service.ts';
import { assertValid } from '../validation.ts';
import { keysetPage, type Page } from './keyset-page.ts';

export interface SuperadminWorkspace extends WorkspaceView {
  planName: string;
  created: string;
  /** everyone with a membership, customers included */
  members: number;
  /** members other than guests: what maxUsers counts */
  staff: number;
  usage: WorkspaceUsage;
  suspended: { at: string; by: string } | null;
}

export interface SuperadminConfigurator {
  id: string;
  title: string;
  workspace: { alias: string; name: string; suspended: boolean };
  /** the published version */
  version: number;
  lastEdited: string;
  /** the address customers open: the maker's own domain, else the Joinery one */
  address: string;
  /** its storefront on this server, which opens whatever the domains point at */
  storefront: string;
}

/** The superadmin space's one check, in the model as every rule is: anyone else gets 404. */
export function assertSuperadmin(actor: Actor): void {
  if (!actor.superadmin) throw notFound(NOT_FOR_YOU);
}

const configurators = requireKind('publishedconfigurators');

export class Superadmin {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly activity: Activity,
    private readonly billing: Billing,
    private readonly tasks: TaskService,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  async ensureIndexes(): Promise<void> {
    // the lists' orders: workspaces by name, tasks newest first
    await this.store.ensureIndexes(WORKSPACES, [{ fields: ['name'] }]);
    await this.store.ensureIndexes(TASKS, [{ fields: ['created'] }]);
  }

  /** Every workspace by name, a page at a time, with its plan, members and usage against each limit. */
  async workspaces(actor: Actor, query: unknown = {}): Promise<Page<SuperadminWorkspace>> {
    assertSuperadmin(actor);
    const page = await keysetPage<WorkspaceRow>(this.store, { collection: WORKSPACES, field: 'name', dir: 'asc', tag: 'workspaces' }, query);
    const items: SuperadminWorkspace[] = [];
    for (const row of page.items) items.push(await this.summary(row));
    return { ...page, items };
  }

  async workspace(actor: Actor, alias: string): Promise<SuperadminWorkspace> {
    assertSuperadmin(actor);
    return this.summary(await this.row(alias));
  }

  /** Puts a workspace on another plan (through billing): its limits hold from the next write on. */
  async setPlan(actor: Actor, alias: string, body: unknown): Promise<SuperadminWorkspace> {
    assertSuperadmin(actor);
    assertValid(PlanBody, body, 'body');
    const { plan } = body as { plan: Plan };
    const row = await this.row(alias);
    if (row.plan === plan) return this.summary(row);
    const what = `changed the plan from ${planName(row.plan)} to ${planName(plan)}`;
    await this.record(actor, row.alias, 'planChanged', what, '/admin-space/billing', (tx) => this.billing.setPlan(alias, plan, tx));
    return this.summary({ ...row, plan });
  }

  /** Suspends a workspace: its work is read-only and its storefronts unavailable until it is resumed. */
  async suspend(actor: Actor, alias: string): Promise<SuperadminWorkspace> {
    assertSuperadmin(actor);
    const row = await this.row(alias);
    if (row.suspended) throw conflict(`${row.name} is suspended already (since ${row.suspended.at})`);
    const suspended = { at: this.rt.now().toISOString(), by: actor.email };
    const what = 'suspended the workspace: its work is read-only and its storefronts unavailable';
    await this.record(actor, alias, 'workspaceSuspended', what, null, (tx) => tx.update(WORKSPACES, w.eq('id', alias), { set: { suspended } }));
    return this.summary({ ...row, suspended });
  }

  async resume(actor: Actor, alias: string): Promise<SuperadminWorkspace> {
    assertSuperadmin(actor);
    const row = await this.row(alias);
    if (!row.suspended) throw conflict(`${row.name} is not suspended`);
    await this.record(actor, alias, 'workspaceResumed', 'resumed the workspace', null, (tx) => tx.update(WORKSPACES, w.eq('id', alias), { unset: ['suspended'] }));
    return this.summary({ ...row, suspended: undefined });
  }

  /** Every published configurator of every workspace, last edited first, with where customers open it. */
  async configurators(actor: Actor, query: unknown = {}): Promise<Page<SuperadminConfigurator>> {
    assertSuperadmin(actor);
    const page = await keysetPage<HeadRow>(
      this.store,
      {
        collection: configurators.collection,
        where: w.and(w.eq('deleted', false), w.eq('data.published', true)),
        field: 'lastEdited',
        dir: 'desc',
        tag: 'configurators',
        omit: ['document', 'filter', 'sort', 'sortName', 'grants'],
      },
      query,
    );
    const workspaces = await this.workspacesByAlias(page.items.map((head) => head.workspace));
    const items = page.items.map((head) => {
      const data = head.data as { title?: string; joineryDomain?: string; customerDomain?: string | null };
      const workspace = workspaces.get(head.workspace);
      return {
        id: head.id,
        title: data.title ?? '',
        workspace: { alias: head.workspace, name: workspace?.name ?? head.workspace, suspended: Boolean(workspace?.suspended) },
        version: head.head,
        lastEdited: head.lastEdited,
        address: publicAddress({ joineryDomain: data.joineryDomain ?? '', customerDomain: data.customerDomain }),
        storefront: `/c/${head.id}`,
      };
    });
    return { ...page, items };
  }

  /** Every task of every workspace, newest first (without their logs). */
  async allTasks(actor: Actor, query: unknown = {}): Promise<Page<TaskView>> {
    assertSuperadmin(actor);
    const page = await keysetPage<TaskRow>(this.store, { collection: TASKS, field: 'created', dir: 'desc', tag: 'tasks', omit: ['input', 'log'] }, query);
    return { ...page, items: page.items.map((row) => this.tasks.view({ ...row, log: [] })) };
  }

  async cancelTask(actor: Actor, id: string): Promise<TaskView> {
    assertSuperadmin(actor);
    const task = await this.tasks.cancel(actor, id, 'anyWorkspace');
    await this.record(actor, task.workspace, 'taskCancelled', `cancelled the task ${task.title}`, `/tasks/${task.id}`);
    return task;
  }

  async restartTask(actor: Actor, id: string): Promise<TaskView> {
    assertSuperadmin(actor);
    const task = await this.tasks.restart(actor, id, 'anyWorkspace');
    await this.record(actor, task.workspace, 'taskRestarted', `restarted the task ${task.title}`, `/tasks/${task.id}`);
    return task;
  }

  private async row(alias: string): Promise<WorkspaceRow> {
    const row = await this.directory.workspace(alias);
    if (!row) throw notFound(`There is no workspace ${alias}`);
    return row;
  }

  private async summary(row: WorkspaceRow): Promise<SuperadminWorkspace> {
    return {
      ...workspaceView(row),
      planName: planName(row.plan),
      created: row.created,
      members: await this.store.count(USERS, w.eq('workspaces', row.alias)),
      staff: await this.directory.countStaff(row.alias),
      usage: await workspaceUsage(this.rt, this.directory, row.alias),
      suspended: row.suspended ?? null,
    };
  }

  private async workspacesByAlias(aliases: string[]): Promise<Map<string, WorkspaceRow>> {
    const unique = [...new Set(aliases)];
    if (!unique.length) return new Map();
    const rows = (await this.store.find(WORKSPACES, { where: w.in('id', unique) })) as WorkspaceRow[];
    return new Map(rows.map((row) => [row.alias, row]));
  }

  /**
   * Records an action, saying who acted: in the workspace's timeline (its members see it), in the same
   * transaction as the `change` it records when it has one, and in the superadmin's own account activity
   * (GET /api/users/me/activity), with the workspace and what was done.
   */
  private async record(actor: Actor, workspace: string, type: ActivityType, what: string, link: string | null, change?: (tx: Store) => Promise<unknown>): Promise<void> {
    await this.store.transaction(async (tx) => {
      await change?.(tx);
      await recordSuperadminEvent(tx, this.rt, { workspace, author: actor.email, what, link });
    });
    await this.activity.record(actor.email, type, workspace, what);
  }
}
