import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NewWorkspaceBody, PlanBody, WorkspaceBody } from '../model/identity/workspaces.ts';
import { Obj } from '../model/kinds/common.schema.ts';
import type { Model } from '../model/model.ts';
import { InvitedUserSchema, MeSchema, MyWorkspaceSchema, WorkspaceSummarySchema } from './identity.schemas.ts';
import { errorResponses } from './schemas.ts';

type Req = FastifyRequest<{ Params: Record<string, string>; Body: unknown }>;
const tags = ['workspaces'];
const AliasParams = Obj({ alias: Type.String({ pattern: '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$', maxLength: 40, description: "a workspace's alias" }) });

/**
 * Workspaces (docs/decisions.md, issue 7): /api/workspaces lists the caller's and makes new ones,
 * /api/workspaces/{alias} reads and changes one, /api/workspaces/{alias}/switch makes it the
 * session's current workspace; /api/superadmin/workspaces is every workspace, for superadmins.
 */
export async function workspaceRoutes(app: FastifyInstance, { model }: { model: Model }): Promise<void> {
  const workspaces = model.identity.workspaces;
  app.get('/api/workspaces', {
    config: { access: 'signedIn' },
    schema: { operationId: 'listMyWorkspaces', tags, summary: 'The workspaces you belong to, with your roles', response: { 200: Type.Array(MyWorkspaceSchema), ...errorResponses(401) } },
  }, async (request) => workspaces.mine(request.actor));

  app.post('/api/workspaces', {
    config: { access: 'member' },
    schema: {
      operationId: 'createWorkspace',
      tags,
      summary: 'Make a workspace (on the FREE plan) of which you are the admin, and invite people into it as users',
      description: 'name has at least 3 characters; emails must be valid addresses (application.md §5). The alias is made from the name unless given. The answer lists who was invited.',
      body: NewWorkspaceBody,
      response: { 201: Obj({ ...MyWorkspaceSchema.properties, invited: Type.Array(InvitedUserSchema) }), ...errorResponses(400, 401, 403) },
    },
  }, async (request: Req, reply) => {
    reply.code(201);
    return model.identity.createWorkspace(request.actor, request.body);
  });

  app.get('/api/workspaces/:alias', {
    config: { access: 'signedIn' },
    schema: { operationId: 'getWorkspace', tags, summary: 'One of your workspaces', params: AliasParams, response: { 200: MyWorkspaceSchema, ...errorResponses(401, 404) } },
  }, async (request: Req) => workspaces.get(request.actor, request.params.alias));

  app.put('/api/workspaces/:alias', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'updateWorkspace',
      tags,
      summary: "Change a workspace's name, colour or theme (its admins)",
      params: AliasParams,
      body: WorkspaceBody,
      response: { 200: MyWorkspaceSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request: Req) => workspaces.update(request.actor, request.params.alias, request.body));

  app.post('/api/workspaces/:alias/switch', {
    config: { access: 'signedIn' },
    schema: {
      operationId: 'switchWorkspace',
      tags,
      summary: 'Make one of your workspaces the current one of this session (lists and new resources default to it)',
      params: AliasParams,
      response: { 200: MeSchema, ...errorResponses(401, 403) },
    },
  }, async (request: Req) => {
    await workspaces.switch(request.actor, request.params.alias);
    return model.identity.users.me({ ...request.actor, workspace: request.params.alias });
  });

  app.get('/api/superadmin/workspaces', {
    config: { access: 'superadmin' },
    schema: { operationId: 'listAllWorkspaces', tags: ['superadmin'], summary: 'Every workspace, with its plan and how many members it has', response: { 200: Type.Array(WorkspaceSummarySchema), ...errorResponses(401, 403) } },
  }, async () => workspaces.all());

  app.put('/api/superadmin/workspaces/:alias/plan', {
    config: { access: 'superadmin' },
    schema: {
      operationId: 'setWorkspacePlan',
      tags: ['superadmin'],
      summary: "Change a workspace's plan",
      params: AliasParams,
      body: PlanBody,
      response: { 200: WorkspaceSummarySchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request: Req) => workspaces.setPlan(request.params.alias, request.body));
}
