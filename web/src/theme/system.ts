import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { ColourRoles, MaterialTheme } from './material.ts';

type RoleName = Exclude<keyof ColourRoles, `${string}Rgb`>;
const both = (theme: MaterialTheme, role: RoleName) => ({ value: { _light: theme.light[role], _dark: theme.dark[role] } });

/** A Chakra colour palette (what `colorPalette="…"` reads) from one accent's Material roles. */
function palette(theme: MaterialTheme, accent: 'primary' | 'secondary' | 'tertiary' | 'error') {
  const on = `on${accent[0].toUpperCase()}${accent.slice(1)}` as RoleName;
  const container = `${accent}Container` as RoleName;
  const onContainer = `on${accent[0].toUpperCase()}${accent.slice(1)}Container` as RoleName;
  return {
    solid: both(theme, accent),
    contrast: both(theme, on),
    fg: both(theme, accent),
    subtle: both(theme, container),
    muted: both(theme, container),
    emphasized: both(theme, container),
    focusRing: both(theme, accent),
    border: both(theme, accent),
    onContainer: both(theme, onContainer),
  };
}

/**
 * The Chakra system of a Material theme: surfaces, text and borders from the neutral roles, and the
 * primary, secondary, tertiary and error accents as colour palettes (primary is the default palette).
 * The roles are also CSS variables (`--m3-primary`, `--m3-primary-rgb`, …) for the few places that
 * need a raw role.
 */
export function createAppSystem(theme: MaterialTheme): SystemContext {
  const roleVariables = (roles: ColourRoles) =>
    Object.fromEntries(Object.entries(roles).map(([name, value]) => [`--m3-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value]));
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: {
        html: { colorPalette: 'primary', ...roleVariables(theme.light) },
        '.dark': roleVariables(theme.dark),
      },
      theme: {
        semanticTokens: {
          colors: {
            primary: palette(theme, 'primary'),
            secondary: palette(theme, 'secondary'),
            tertiary: palette(theme, 'tertiary'),
            danger: palette(theme, 'error'),
            bg: {
              DEFAULT: both(theme, 'surface'),
              subtle: both(theme, 'surfaceContainerLow'),
              muted: both(theme, 'surfaceContainer'),
              emphasized: both(theme, 'surfaceContainerHighest'),
              panel: both(theme, 'surfaceContainerLowest'),
              inverted: both(theme, 'inverseSurface'),
            },
            fg: {
              DEFAULT: both(theme, 'onSurface'),
              muted: both(theme, 'onSurfaceVariant'),
              inverted: both(theme, 'inverseOnSurface'),
              error: both(theme, 'error'),
            },
            border: {
              DEFAULT: both(theme, 'outlineVariant'),
              muted: both(theme, 'outlineVariant'),
              subtle: both(theme, 'surfaceContainerHigh'),
              emphasized: both(theme, 'outline'),
              inverted: both(theme, 'inverseSurface'),
              error: both(theme, 'error'),
            },
          },
        },
      },
    }),
  );
}
