import type { WorkspaceColoursFragment } from '../../gql/graphql.ts';
import type { AppColours } from './AppTheme.tsx';
import { FALLBACK_SEED } from '../shared/constants.ts';

/**
 * The colours of a workspace's staff app: none of its own without a theme (the default), the
 * theme's when it can be read, and the fallback seed when it names a theme that cannot be.
 */
export function workspaceColours(workspace: WorkspaceColoursFragment): AppColours | null {
  if (!workspace.themeId) return null;
  return workspace.theme ? workspace.theme.document : { seed: FALLBACK_SEED };
}
