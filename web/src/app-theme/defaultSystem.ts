import type { SystemContext } from '@chakra-ui/react';
import type { MaterialTheme } from '../../../rules/colour-roles.ts';
import { createAppSystem } from './system.ts';
import defaultTheme from './default-theme.json';

/**
 * The system of the default seed: the public site, and the app until the workspace's theme is
 * known. Its roles are precomputed (tests/web/theme.test.ts keeps them current), so pages without
 * a workspace theme never load the colour library.
 */
export const DEFAULT_THEME: MaterialTheme = defaultTheme;

let built: SystemContext | undefined;
/** Made on first use, not on loading the app: a storefront under its configurator's theme never needs it. */
export function defaultAppSystem(): SystemContext {
  built ??= createAppSystem(DEFAULT_THEME);
  return built;
}
