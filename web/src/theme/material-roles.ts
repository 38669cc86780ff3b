import { DEFAULT_SEED, FALLBACK_SEED } from '../shared/constants.ts';

/** The colour roles of a theme (application spec §3, Theme), as #rrggbb, for one of light and dark. */
export interface ColourRoles {
  primary: string; onPrimary: string; primaryContainer: string; onPrimaryContainer: string; inversePrimary: string;
  secondary: string; onSecondary: string; secondaryContainer: string; onSecondaryContainer: string; inverseSecondary: string;
  tertiary: string; onTertiary: string; tertiaryContainer: string; onTertiaryContainer: string; inverseTertiary: string;
  error: string; onError: string; errorContainer: string; onErrorContainer: string;
  background: string; onBackground: string;
  surfaceDim: string; surface: string; surfaceBright: string;
  surfaceContainerLowest: string; surfaceContainerLow: string; surfaceContainer: string;
  surfaceContainerHigh: string; surfaceContainerHighest: string;
  onSurface: string; onSurfaceVariant: string; outline: string; outlineVariant: string;
  inverseSurface: string; inverseOnSurface: string; scrim: string; shadow: string;
  /** 'r, g, b' of primary, secondary and tertiary, for translucent use in CSS */
  primaryRgb: string; secondaryRgb: string; tertiaryRgb: string;
}

export interface MaterialTheme {
  seed: string;
  light: ColourRoles;
  dark: ColourRoles;
}

const HEX = /^#?([0-9a-f]{6})$/i;

/** Six hex digits with an optional leading # (application spec §5), normalised to #rrggbb; null when invalid. */
export function normaliseHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  return match ? `#${match[1].toLowerCase()}` : null;
}

/**
 * The seed a theme is computed from: the workspace theme's seed, the default when there is none,
 * and the fallback when the theme's seed is not a colour.
 */
export function seedOf(themeSeed: string | null | undefined): string {
  if (themeSeed === null || themeSeed === undefined || themeSeed === '') return DEFAULT_SEED;
  return normaliseHex(themeSeed) ?? FALLBACK_SEED;
}
