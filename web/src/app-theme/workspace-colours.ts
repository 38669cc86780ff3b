import type { WorkspaceColoursFragment } from '../../gql/graphql.ts';
import { FALLBACK_SEED } from '../../../rules/colour-roles.ts';
import type { AppColours } from './AppTheme.tsx';

/**
 * The colours of a workspace's staff app: none of its own without a theme (the default), the
 * theme's when it can be read, and the fallback seed when it names a theme that cannot be.
 */
export function workspaceColours(workspace: WorkspaceColoursFragment): AppColours | null {
  if (!workspace.themeId) return null;
  return workspace.theme ? workspace.theme.document : { seed: FALLBACK_SEED };
}
