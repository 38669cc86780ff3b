/** The superadmin space (rest/model/superadmin), as /api/superadmin/… offers it; NOT_FOUND for anyone but a superadmin. */
import { withAccess } from '../access.ts';
import type { GatewayContext } from '../context.ts';
import { attempt } from '../payloads.ts';
import type { SuperadminWorkspace } from '../../rest/model/superadmin/superadmin.ts';
import type { TaskView } from '../../rest/model/tasks/task-service.ts';

interface PageArgs {
  page?: { limit?: number | null; cursor?: string | null } | null;
}

/** GraphQL's absent and null page arguments as the model's absent ones. */
const pageOf = ({ page }: PageArgs) => Object.fromEntries(Object.entries(page ?? {}).filter(([, value]) => value != null));

/** A change of a workspace as a payload: the workspace, or why it was refused. */
const workspaceChange = <Args extends { alias: string }>(change: (context: GatewayContext, args: Args) => Promise<SuperadminWorkspace>) =>
  withAccess('superadmin', async (_: unknown, args: Args, context: GatewayContext) => {
    const result = await attempt(() => change(context, args), { params: { alias: 'alias' } });
    return result.error ? { workspace: null, errors: result.errors } : { workspace: result.value, errors: [] };
  });

/** A task's action as the tasks area's payload. */
const taskAction = (action: 'cancelTask' | 'restartTask') =>
  withAccess('superadmin', async (_: unknown, args: { id: string }, { model, actor }: GatewayContext) => {
    const result = await attempt<TaskView>(() => model.superadmin[action](actor, args.id), { params: { taskId: 'id' } });
    return result.error ? { task: null, sentTo: null, errors: result.errors } : { task: result.value, sentTo: null, errors: [] };
  });

export const superadminQueries = {
  superadminWorkspaces: withAccess('superadmin', (_: unknown, args: PageArgs, { model, actor }: GatewayContext) => model.superadmin.workspaces(actor, pageOf(args))),
  superadminConfigurators: withAccess('superadmin', (_: unknown, args: PageArgs, { model, actor }: GatewayContext) => model.superadmin.configurators(actor, pageOf(args))),
  superadminTasks: withAccess('superadmin', (_: unknown, args: PageArgs, { model, actor }: GatewayContext) => model.superadmin.allTasks(actor, pageOf(args))),
};

export const superadminMutations = {
  setWorkspacePlan: workspaceChange<{ alias: string; plan: string }>(({ model, actor }, { alias, plan }) => model.superadmin.setPlan(actor, alias, { plan })),
  suspendWorkspace: workspaceChange(({ model, actor }, { alias }) => model.superadmin.suspend(actor, alias)),
  resumeWorkspace: workspaceChange(({ model, actor }, { alias }) => model.superadmin.resume(actor, alias)),
  superadminCancelTask: taskAction('cancelTask'),
  superadminRestartTask: taskAction('restartTask'),
};
