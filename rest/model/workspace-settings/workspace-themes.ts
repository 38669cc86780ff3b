import { w } from '../../store/port.ts';
import { rolesIn, writableWorkspaces, type Actor } from '../identity/actor.ts';
import type { Directory, WorkspaceRow } from '../identity/directory.ts';
import { badRequest, DomainError, forbidden, notFound } from '../errors.ts';
import { themeKind } from '../kinds/theme.kind.ts';
import type { ResourceReads } from '../resources/resource-reads.ts';
import type { Envelope } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';

const ID = /^[0-9a-f]{24}$/;

/**
 * Makes `themeId` the theme that colours workspace `alias` (null: none, the default colours), after
 * checking it may: a theme of the workspace itself, or a public one (a preset, application.md §2.11),
 * not deleted. Anything else is a 400 naming `field`, with one message whether the theme is missing,
 * private elsewhere or deleted, like a reference in a document; a refused theme writes nothing. Who may
 * ask is the caller's business (admins through the workspace settings, staff who design through the
 * theme designer).
 */
export async function setWorkspaceTheme(rt: Runtime, alias: string, themeId: string | null, field = 'themeId'): Promise<void> {
  if (themeId === null) {
    await rt.store.update('workspaces', w.eq('id', alias), { unset: ['themeId'] });
    return;
  }
  const usable = ID.test(themeId)
    && (await rt.store.findOne(themeKind.collection, w.and(w.eq('id', themeId), w.eq('deleted', false), w.or(w.eq('workspace', alias), w.eq('public', true)))));
  if (!usable) throw badRequest(`${field} must name a theme of workspace ${alias} or a public theme (${themeId} is neither)`);
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
    await setWorkspaceTheme(this.rt, alias, themeId);
    const row = await this.directory.workspace(alias);
    if (!row) throw notFound(`workspace ${alias} was not found`);
    return row;
  }
}
