import { Type, type TSchema } from '@sinclair/typebox';
import type { Actor } from '../model/identity/actor.ts';
import type { Model } from '../model/model.ts';
import { PlanBody } from '../model/identity/workspaces.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { SuperadminPageQuery } from '../model/superadmin/keyset-page.ts';
import { WorkspaceSummarySchema } from './identity.schemas.ts';
import { defineOperation } from './operation.ts';
import { Task } from './tasks.routes.ts';
import { AliasParams } from './workspaces.routes.ts';

/** Only superadmins: for anyone else (signed in) the space is not there, 404 (rest/model/superadmin). */
const shared = { group: '', tag: 'superadmin', access: 'superadmin', answer: 'json' } as const;

const pageOf = <T extends TSchema>(item: T, what: string) =>
  Obj({ items: Type.Array(item), total: Type.Integer({ minimum: 0, description: `every ${what}` }), next: Type.Union([Type.String({ description: 'the cursor of the next page' }), Type.Null()]) });

const ConfiguratorSchema = Obj({
  id: Id,
  title: Type.String(),
  workspace: Obj({ alias: Type.String(), name: Type.String(), suspended: Type.Boolean() }),
  version: Type.Integer({ minimum: 1, description: 'the published version' }),
  lastEdited: Type.String({ format: 'date-time' }),
  address: Type.String({ description: "where customers open it: the maker's own domain, else its Joinery address" }),
  storefront: Type.String({ description: 'its storefront on this server: /c/{id}' }),
});

const TaskParams = Obj({ taskId: Id });

/** A workspace's suspension, set or lifted. */
const suspension = (name: 'suspend' | 'resume', summary: string, errors: number[]) =>
  defineOperation({
    ...shared,
    method: 'POST',
    path: `/api/superadmin/workspaces/{alias}/${name}`,
    operationId: `${name}Workspace`,
    summary,
    params: AliasParams,
    response: WorkspaceSummarySchema,
    errors: [401, 404, ...errors],
    call: (model, { actor, params }) => model.superadmin[name](actor, params.alias),
  });

/** A task's action from the superadmin space: any workspace's task, with the §4 rules of its status. */
const taskAction = (name: 'cancel' | 'restart', summary: string) =>
  defineOperation({
    ...shared,
    method: 'POST',
    path: `/api/superadmin/tasks/{taskId}/${name}`,
    operationId: `superadmin${name[0].toUpperCase()}${name.slice(1)}Task`,
    summary,
    description: '409 when its status does not allow it now; recorded in its workspace\'s activity and yours.',
    params: TaskParams,
    response: Task,
    errors: [400, 401, 404, 409],
    call: (model, { actor, params }) => (name === 'cancel' ? model.superadmin.cancelTask(actor, params.taskId) : model.superadmin.restartTask(actor, params.taskId)),
  });

/** One of the space's lists, a page at a time. */
const list = <T extends TSchema>(what: string, item: T, op: { path: string; operationId: string; summary: string; call: (model: Model, actor: Actor, query: unknown) => Promise<unknown> }) =>
  defineOperation({
    ...shared,
    method: 'GET',
    path: op.path,
    operationId: op.operationId,
    summary: op.summary,
    query: SuperadminPageQuery,
    response: pageOf(item, what),
    errors: [400, 401, 404],
    call: (model, { actor, query }) => op.call(model, actor, query),
  });

/**
 * The superadmin space (issue 22 §4): every workspace, published configurator and task; plans,
 * suspension and task actions, each recorded in the activity log with who acted.
 */
export const superadminOperations = [
  list('workspace', WorkspaceSummarySchema, {
    path: '/api/superadmin/workspaces',
    operationId: 'listAllWorkspaces',
    summary: 'Every workspace by name, a page at a time: its plan, members, and usage against each limit of the plan',
    call: (model, actor, query) => model.superadmin.workspaces(actor, query),
  }),
  defineOperation({
    ...shared,
    method: 'PUT',
    path: '/api/superadmin/workspaces/{alias}/plan',
    operationId: 'setWorkspacePlan',
    summary: 'Put a workspace on another plan: its limits hold from its next write on',
    params: AliasParams,
    body: PlanBody,
    response: WorkspaceSummarySchema,
    errors: [400, 401, 404],
    call: (model, { actor, params, body }) => model.superadmin.setPlan(actor, params.alias, body),
  }),
  suspension('suspend', "Suspend a workspace: its members may read its work but not change it, and its storefronts answer 'Configurator unavailable'", [409]),
  suspension('resume', 'Resume a suspended workspace', [409]),
  list('published configurator', ConfiguratorSchema, {
    path: '/api/superadmin/configurators',
    operationId: 'listEveryPublishedConfigurator',
    summary: 'Every published configurator of every workspace, last edited first, with the address customers open',
    call: (model, actor, query) => model.superadmin.configurators(actor, query),
  }),
  list('task', Task, {
    path: '/api/superadmin/tasks',
    operationId: 'listAllTasks',
    summary: 'Every task of every workspace, newest first (without their logs)',
    call: (model, actor, query) => model.superadmin.allTasks(actor, query),
  }),
  taskAction('cancel', 'Cancel any task that is Running, Submitted or Scheduled'),
  taskAction('restart', 'Restart any task that has Failed or is older than 10 minutes'),
];
