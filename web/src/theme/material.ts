import {
  argbFromHex, DynamicScheme, Hct, hexFromArgb, MaterialDynamicColors, SchemeTonalSpot, type DynamicColor,
} from '@material/material-color-utilities';
import { seedOf, type ColourRoles, type MaterialTheme } from './material-roles.ts';

const ROLE_COLOURS: Record<Exclude<keyof ColourRoles, `inverse${'Secondary' | 'Tertiary'}` | `${string}Rgb`>, DynamicColor> = {
  primary: MaterialDynamicColors.primary,
  onPrimary: MaterialDynamicColors.onPrimary,
  primaryContainer: MaterialDynamicColors.primaryContainer,
  onPrimaryContainer: MaterialDynamicColors.onPrimaryContainer,
  inversePrimary: MaterialDynamicColors.inversePrimary,
  secondary: MaterialDynamicColors.secondary,
  onSecondary: MaterialDynamicColors.onSecondary,
  secondaryContainer: MaterialDynamicColors.secondaryContainer,
  onSecondaryContainer: MaterialDynamicColors.onSecondaryContainer,
  tertiary: MaterialDynamicColors.tertiary,
  onTertiary: MaterialDynamicColors.onTertiary,
  tertiaryContainer: MaterialDynamicColors.tertiaryContainer,
  onTertiaryContainer: MaterialDynamicColors.onTertiaryContainer,
  error: MaterialDynamicColors.error,
  onError: MaterialDynamicColors.onError,
  errorContainer: MaterialDynamicColors.errorContainer,
  onErrorContainer: MaterialDynamicColors.onErrorContainer,
  background: MaterialDynamicColors.background,
  onBackground: MaterialDynamicColors.onBackground,
  surfaceDim: MaterialDynamicColors.surfaceDim,
  surface: MaterialDynamicColors.surface,
  surfaceBright: MaterialDynamicColors.surfaceBright,
  surfaceContainerLowest: MaterialDynamicColors.surfaceContainerLowest,
  surfaceContainerLow: MaterialDynamicColors.surfaceContainerLow,
  surfaceContainer: MaterialDynamicColors.surfaceContainer,
  surfaceContainerHigh: MaterialDynamicColors.surfaceContainerHigh,
  surfaceContainerHighest: MaterialDynamicColors.surfaceContainerHighest,
  onSurface: MaterialDynamicColors.onSurface,
  onSurfaceVariant: MaterialDynamicColors.onSurfaceVariant,
  outline: MaterialDynamicColors.outline,
  outlineVariant: MaterialDynamicColors.outlineVariant,
  inverseSurface: MaterialDynamicColors.inverseSurface,
  inverseOnSurface: MaterialDynamicColors.inverseOnSurface,
  scrim: MaterialDynamicColors.scrim,
  shadow: MaterialDynamicColors.shadow,
};

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');

function rolesOf(scheme: DynamicScheme): ColourRoles {
  const roles = Object.fromEntries(
    Object.entries(ROLE_COLOURS).map(([name, colour]) => [name, hexFromArgb(colour.getArgb(scheme))]),
  ) as Omit<ColourRoles, 'inverseSecondary' | 'inverseTertiary' | `${string}Rgb`>;
  // Material names an inverse only for primary; the other accents take the same tone of their own palette
  const inverseTone = scheme.isDark ? 40 : 80;
  return {
    ...roles,
    inverseSecondary: hexFromArgb(scheme.secondaryPalette.tone(inverseTone)),
    inverseTertiary: hexFromArgb(scheme.tertiaryPalette.tone(inverseTone)),
    primaryRgb: rgbOf(roles.primary),
    secondaryRgb: rgbOf(roles.secondary),
    tertiaryRgb: rgbOf(roles.tertiary),
  };
}

/** Material 3 light and dark roles (tonal spot, standard contrast) from a seed colour. */
export function materialTheme(seed: string): MaterialTheme {
  const source = Hct.fromInt(argbFromHex(seedOf(seed)));
  return {
    seed: seedOf(seed),
    light: rolesOf(new SchemeTonalSpot(source, false, 0)),
    dark: rolesOf(new SchemeTonalSpot(source, true, 0)),
  };
}
