import type { AppColours } from '../../app-theme/AppTheme.tsx';
import { normaliseHex } from '../../../../rules/colour-roles.ts';
import type { PublishedConfigurator } from '../api/published-api.ts';

/**
 * The colours of a storefront: its configurator's theme roles, light and dark, as the app's theme
 * system takes them (app-theme/AppTheme.tsx uses stored roles as they are). The primary role stands
 * for the seed should the roles be incomplete and need computing. No theme: the default colours.
 */
export function storefrontColours(theme: PublishedConfigurator['theme']): AppColours | null {
  if (!theme?.light) return null;
  const seed = normaliseHex(theme.light.primary ?? '') ?? '';
  return { seed, properties: { light: theme.light, dark: theme.dark ?? null } };
}
