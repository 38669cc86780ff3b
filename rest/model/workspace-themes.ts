import { w } from '../store/port.ts';
import { rolesIn, writableWorkspaces, type Actor } from './actor.ts';
import type { Directory, WorkspaceRow } from './directory.ts';
import { badRequest, DomainError, forbidden, notFound } from './errors.ts';
import { themeKind } from './kinds/theme.kind.ts';
import { readableHead } from './resource-access.ts';
import type { ResourceReads } from './resource-reads.ts';
import type { Envelope } from './resource-types.ts';
import type { Runtime } from './runtime.ts';

/**
 * Makes `themeId` the theme that colours workspace `alias` (null: none, the default colours), after
 * checking it may: a theme the actor may read (else 404, like any read), of the workspace itself or
 * public (a preset, application.md §2.11). A refused theme writes nothing. Who may ask is the
 * caller's business (admins through the workspace settings, staff who design through the theme
 * designer). `field` names the input in the message.
 */
export async function setWorkspaceTheme(rt: Runtime, actor: Actor, alias: string, themeId: string | null, field = 'themeId'): Promise<void> {
  if (themeId === null) {
    await rt.store.update('workspaces', w.eq('id', alias), { unset: ['themeId'] });
    return;
  }
  const { head } = await readableHead(rt.store, actor, themeKind, themeId, { multiWorkspace: true });
  if (head.workspace !== alias && !head.public) throw badRequest(`${field} must name a theme of workspace ${alias} or a public theme (${themeId} is neither)`);
  await rt.store.update('workspaces', w.eq('id', alias), { set: { themeId } });
}

/**
 * The theme of the current workspace, which colours the staff app (application.md §2.11: get active
 * theme, set), and applying one from the theme designer.
 */
export class WorkspaceThemes {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly reads: ResourceReads,
  ) {}

  /** The workspace's theme at its head, as the caller may read it; null when it has none, or it is gone or unreadable. */
  async of(actor: Actor, workspace: Pick<WorkspaceRow, 'themeId'>): Promise<Envelope | null> {
    if (!workspace.themeId) return null;
    try {
      return await this.reads.head(actor, themeKind, workspace.themeId, { multiWorkspace: true });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /**
   * Applies a theme to the caller's current workspace (null: back to the default colours). The
   * staff who may change the workspace's resources (admins and editors) may; users and guests not.
   */
  async apply(actor: Actor, themeId: string | null): Promise<WorkspaceRow> {
    const alias = actor.workspace;
    if (!rolesIn(actor, alias).length) throw notFound(`workspace ${alias} was not found`);
    if (!writableWorkspaces(actor).includes(alias)) throw forbidden(`Only an admin or editor of workspace ${alias} may change its theme`);
    await setWorkspaceTheme(this.rt, actor, alias, themeId);
    const row = await this.directory.workspace(alias);
    if (!row) throw notFound(`workspace ${alias} was not found`);
    return row;
  }
}
