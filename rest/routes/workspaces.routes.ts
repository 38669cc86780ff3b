import { Type } from '@sinclair/typebox';
import { NewWorkspaceBody, WorkspaceBody } from '../model/identity/workspaces.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import { InvitedUserSchema, MeSchema, MyWorkspaceSchema } from './identity.schemas.ts';
import { defineOperation } from './operation.ts';

const shared = { group: '', tag: 'workspaces' } as const;
export const AliasParams = Obj({ alias: Type.String({ pattern: '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$', maxLength: 40, description: "a workspace's alias" }) });

/**
 * Workspaces (docs/decisions.md, issue 7): /api/workspaces lists the caller's and makes new ones,
 * /api/workspaces/{alias} reads and changes one, /api/workspaces/{alias}/switch makes it the
 * session's current workspace. Every workspace, for superadmins: superadmin.routes.ts.
 */
export const workspaceOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/workspaces',
    operationId: 'listMyWorkspaces',
    summary: 'The workspaces you belong to, with your roles',
    response: Type.Array(MyWorkspaceSchema),
    answer: 'json',
    errors: [401],
    call: (model, { actor }) => model.identity.workspaces.mine(actor),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/workspaces',
    operationId: 'createWorkspace',
    access: 'member',
    summary: 'Make a workspace (on the FREE plan) of which you are the admin, and invite people into it as users',
    description: 'name has at least 3 characters; emails must be valid addresses (application.md §5). The alias is made from the name unless given. The answer lists who was invited.',
    body: NewWorkspaceBody,
    response: Obj({ ...MyWorkspaceSchema.properties, invited: Type.Array(InvitedUserSchema) }),
    answer: 'added',
    errors: [400, 401, 403],
    call: (model, { actor, body }) => model.identity.createWorkspace(actor, body),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/workspaces/{alias}',
    operationId: 'getWorkspace',
    summary: 'One of your workspaces',
    params: AliasParams,
    response: MyWorkspaceSchema,
    answer: 'json',
    errors: [401, 404],
    call: (model, { actor, params }) => model.identity.workspaces.get(actor, params.alias),
  }),
  defineOperation({
    ...shared,
    method: 'PUT',
    path: '/api/workspaces/{alias}',
    operationId: 'updateWorkspace',
    summary: "Change a workspace's name, colour or theme (its admins)",
    params: AliasParams,
    body: WorkspaceBody,
    response: MyWorkspaceSchema,
    answer: 'json',
    errors: [400, 401, 403, 404],
    call: (model, { actor, params, body }) => model.identity.workspaces.update(actor, params.alias, body),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/workspaces/{alias}/switch',
    operationId: 'switchWorkspace',
    summary: 'Make one of your workspaces the current one of this session (lists and new resources default to it)',
    params: AliasParams,
    response: MeSchema,
    answer: 'json',
    errors: [401, 403],
    call: async (model, { actor, params }) => {
      await model.identity.workspaces.switch(actor, params.alias);
      return model.identity.users.me({ ...actor, workspace: params.alias });
    },
  }),
];
