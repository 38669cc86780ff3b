import { Type } from '@sinclair/typebox';
import { DuplicateKeyError, w } from '../../store/port.ts';
import { isAdminOf, rolesIn, type Actor, type Role } from './actor.ts';
import type { Directory, WorkspaceRow } from './directory.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { HexColour, Id, Obj } from '../kinds/common.schema.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import { setWorkspaceTheme } from '../workspace-settings/workspace-themes.ts';
import type { Activity } from './activity.ts';
import { isEmail, normalEmail } from './emails.ts';
import { assertStaffWithinPlan } from './plan-limits.ts';
import { PLANS, type Plan } from './plans.ts';
import type { Sessions } from './sessions.ts';
import { workspaceView, type WorkspaceView } from './views.ts';

/** application.md §5: a new workspace's name has at least 3 characters. */
export const WORKSPACE_NAME_MIN = 3;
const WorkspaceName = Type.String({ minLength: WORKSPACE_NAME_MIN, maxLength: 100, description: 'at least 3 characters' });
const Alias = Type.String({ pattern: '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$', description: 'lower-case letters, digits and inner hyphens, at most 40' });
const DEFAULT_COLOR = '#006EB8';

export const NewWorkspaceBody = Obj({
  name: WorkspaceName,
  alias: Type.Optional(Alias),
  color: Type.Optional(HexColour),
  /** people to invite as users of the new workspace (application.md §3: the workspace creation form) */
  emails: Type.Optional(Type.Array(Type.String({ maxLength: 254 }), { maxItems: 100 })),
}, { examples: [{ name: 'Walnut Works' }] });
export const WorkspaceBody = Obj(
  { name: Type.Optional(WorkspaceName), color: Type.Optional(HexColour), themeId: Type.Optional(Type.Union([Id, Type.Null()])) },
  { examples: [{ color: '#8A5A2B' }] },
);
export const PlanBody = Obj({ plan: Type.Unsafe<Plan>({ type: 'string', enum: [...PLANS] }) }, { examples: [{ plan: 'GROWTH' }] });

/**
 * A workspace's plan, limits, theme and sync targets are its members' business (and superadmins'):
 * others meet a workspace only as the owner of something public, and see its alias and name.
 */
export function assertMayKnowWorkspace(actor: Actor, alias: string, what: string): void {
  if (rolesIn(actor, alias).length === 0 && !actor.superadmin) throw forbidden(`The ${what} of workspace ${alias} is for its members only`);
}

export interface MyWorkspace extends WorkspaceView {
  roles: Role[];
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '') || 'workspace';

/** Workspaces: the caller's, one, a new one, its settings, and the switch between them (every workspace: rest/model/superadmin). */
export class Workspaces {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly sessions: Sessions,
    private readonly activity: Activity,
  ) {}

  private async row(alias: string): Promise<WorkspaceRow> {
    const row = await this.directory.workspace(alias);
    if (!row) throw notFound(`workspace ${alias} was not found`);
    return row;
  }

  async mine(actor: Actor): Promise<MyWorkspace[]> {
    const rows: MyWorkspace[] = [];
    for (const m of actor.memberships) {
      const row = await this.directory.workspace(m.workspace);
      if (row) rows.push({ ...workspaceView(row), roles: m.roles });
    }
    return rows;
  }

  /** A workspace the caller belongs to; any other is 404, existing or not. */
  async get(actor: Actor, alias: string): Promise<MyWorkspace> {
    const roles = rolesIn(actor, alias);
    if (!roles.length) throw notFound(`workspace ${alias} was not found`);
    return { ...workspaceView(await this.row(alias)), roles };
  }

  /** Validates a new workspace and the people to invite; the caller becomes its admin. Invitations are the caller's next step. */
  async create(actor: Actor, body: unknown): Promise<{ workspace: MyWorkspace; emails: string[] }> {
    assertValid(NewWorkspaceBody, body, 'body');
    const { name, alias, color, emails = [] } = body as { name: string; alias?: string; color?: string; emails?: string[] };
    if (name.trim().length < WORKSPACE_NAME_MIN) throw badRequest(`body/name must have at least ${WORKSPACE_NAME_MIN} characters`);
    const wrong = emails.filter((e) => !isEmail(e));
    if (wrong.length) throw badRequest(`body/emails: ${wrong.map((e) => JSON.stringify(e)).join(', ')} ${wrong.length === 1 ? 'is not a valid e-mail address' : 'are not valid e-mail addresses'}`);
    const invitees = [...new Set(emails.map(normalEmail))].filter((e) => e !== actor.email);
    // a new workspace starts on FREE: refuse before anything is written when the invitations could not fit
    if (invitees.length) assertStaffWithinPlan({ alias: alias ?? slug(name), plan: 'FREE' } as WorkspaceRow, 1 + invitees.length);
    const base = alias ?? slug(name);
    for (let attempt = 0; attempt < 50; attempt++) {
      const candidate = attempt === 0 ? base : `${base}-${attempt + 1}`;
      if (alias && attempt > 0) throw badRequest(`body/alias ${alias} is taken`);
      try {
        const row = await this.rt.store.transaction(async (tx) => {
          const created = await this.directory.addWorkspace({ alias: candidate, name: name.trim(), color: color ? `#${color.replace(/^#/, '').toUpperCase()}` : DEFAULT_COLOR, plan: 'FREE' }, tx);
          const user = (await this.directory.user(actor.email, tx))!;
          await this.directory.setMemberships(actor.email, [...user.memberships, { workspace: candidate, roles: ['admin'] }], undefined, tx);
          return created;
        });
        await this.activity.record(actor.email, 'workspaceCreated', row.alias, row.name);
        return { workspace: { ...workspaceView(row), roles: ['admin'] }, emails: invitees };
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
    throw badRequest('body/name: no free alias could be made from it; give an alias');
  }

  async update(actor: Actor, alias: string, body: unknown): Promise<MyWorkspace> {
    assertValid(WorkspaceBody, body, 'body');
    const { name, color, themeId } = body as { name?: string; color?: string; themeId?: string | null };
    if (!rolesIn(actor, alias).length) throw notFound(`workspace ${alias} was not found`);
    if (!isAdminOf(actor, alias)) throw forbidden(`Only an admin of workspace ${alias} may change it`);
    if (name !== undefined && name.trim().length < WORKSPACE_NAME_MIN) throw badRequest(`body/name must have at least ${WORKSPACE_NAME_MIN} characters`);
    // the theme goes first: it is the only part that can still be refused, and then nothing is written
    if (themeId !== undefined) await setWorkspaceTheme(this.rt, alias, themeId, 'body/themeId');
    const set: Record<string, unknown> = {};
    if (name !== undefined) set.name = name.trim();
    if (color !== undefined) set.color = `#${color.replace(/^#/, '').toUpperCase()}`;
    if (Object.keys(set).length) await this.rt.store.update('workspaces', w.eq('id', alias), { set });
    return this.get(actor, alias);
  }

  /**
   * Makes another of the caller's workspaces the current one: of this session (a token's workspace
   * is fixed when it is made), and of the sessions the user starts later.
   */
  async switch(actor: Actor, alias: string): Promise<void> {
    if (!rolesIn(actor, alias).length) throw forbidden(`You are not a member of workspace ${alias}`);
    if (actor.via === 'token') throw forbidden("An API token's workspace is fixed when it is made; make a token in the other workspace");
    if (actor.sessionId) await this.sessions.setWorkspace(actor.sessionId, alias);
    await this.directory.updateUser(actor.email, { workspace: alias });
    await this.activity.record(actor.email, 'workspaceSwitched', alias);
  }
}
