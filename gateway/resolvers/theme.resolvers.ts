/** The theme of a workspace (the staff app's colours) and applying one from the theme designer. */
import type { WorkspaceRow } from '../../rest/model/identity/directory.ts';
import type { GatewayContext } from '../context.ts';
import type { ResourceNode } from '../loaders.ts';
import { attempt } from '../payloads.ts';

export const workspaceThemeFields = {
  theme: async (row: WorkspaceRow, _: unknown, { model, actor }: GatewayContext): Promise<ResourceNode | null> => {
    const theme = await model.workspaceThemes.of(actor, row);
    return theme && { ...theme, collection: 'themes' };
  },
};

export const themeMutations = {
  applyTheme: async (_: unknown, args: { themeId?: string | null }, { model, actor }: GatewayContext) => {
    const result = await attempt(() => model.workspaceThemes.apply(actor, args.themeId ?? null), { params: { themeId: 'themeId' } });
    return result.error ? { workspace: null, errors: result.errors } : { workspace: result.value, errors: [] };
  },
};
