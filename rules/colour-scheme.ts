/**
 * A theme's Material 3 colour roles computed from its colours (material-color-utilities): the theme
 * designer in the browser and the demo's preset themes on the server (seeds/presets.ts) make a theme
 * document with the same code. Loaded on demand in the browser, as the library is large.
 */

import {
  argbFromHex, DynamicScheme, Hct, hexFromArgb, MaterialDynamicColors, TonalPalette, Variant, type DynamicColor,
} from '@material/material-color-utilities';
import { normaliseHex, seedOf, type ColourRoles, type MaterialTheme, type ThemeColours } from './colour-roles.ts';

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

const hctOf = (hex: string) => Hct.fromInt(argbFromHex(hex));

/**
 * A key colour's palette. Staying true to the inputs keeps the colour's own chroma; otherwise the
 * colour gives the hue and the scheme's own palette for that accent gives the chroma.
 */
function keyPalette(hex: string | null | undefined, trueColours: boolean, schemePalette: TonalPalette): TonalPalette | undefined {
  const colour = hex ? normaliseHex(hex) : null;
  if (!colour) return undefined;
  const hct = hctOf(colour);
  return trueColours ? TonalPalette.fromHct(hct) : TonalPalette.fromHueAndChroma(hct.hue, schemePalette.chroma);
}

/**
 * The Material scheme of a theme's colours: tonal spot at standard contrast from the seed, or with
 * 'Stay true to color inputs' the fidelity variant (containers keep the inputs' tones, palettes their
 * chroma); secondary and tertiary key colours, when given, replace those palettes.
 */
export function schemeOf(colours: ThemeColours, isDark: boolean): DynamicScheme {
  const trueColours = colours.trueColours === true;
  const options = { sourceColorHct: hctOf(seedOf(colours.seed)), variant: trueColours ? Variant.FIDELITY : Variant.TONAL_SPOT, contrastLevel: 0, isDark };
  const base = new DynamicScheme(options);
  return new DynamicScheme({
    ...options,
    secondaryPalette: keyPalette(colours.secondary, trueColours, base.secondaryPalette),
    tertiaryPalette: keyPalette(colours.tertiary, trueColours, base.tertiaryPalette),
  });
}

const asColours = (colours: string | ThemeColours): ThemeColours => (typeof colours === 'string' ? { seed: colours } : colours);

/** Material 3 light and dark roles of a theme's colours (a seed alone: tonal spot at standard contrast). */
export function materialTheme(colours: string | ThemeColours): MaterialTheme {
  const input = asColours(colours);
  return { seed: seedOf(input.seed), light: rolesOf(schemeOf(input, false)), dark: rolesOf(schemeOf(input, true)) };
}

/** The key colours the scheme's primary, secondary and tertiary palettes are made from, as #rrggbb. */
export function keyColoursOf(colours: string | ThemeColours): { primary: string; secondary: string; tertiary: string } {
  const scheme = schemeOf(asColours(colours), false);
  return {
    primary: hexFromArgb(scheme.primaryPaletteKeyColor),
    secondary: hexFromArgb(scheme.secondaryPaletteKeyColor),
    tertiary: hexFromArgb(scheme.tertiaryPaletteKeyColor),
  };
}

const upper = (colour: string | null | undefined) => (colour ? colour.toUpperCase() : null);

/**
 * A theme's document as the designer registers it: its colours (#RRGGBB; a key colour not given is
 * null, derived from the seed) and every role computed from them, light and dark, as its properties.
 */
export function themeDocument(name: string, colours: ThemeColours) {
  const { light, dark } = materialTheme(colours);
  return {
    name,
    seed: seedOf(colours.seed).toUpperCase(),
    trueColours: colours.trueColours === true,
    secondary: upper(colours.secondary),
    tertiary: upper(colours.tertiary),
    properties: { light, dark },
  };
}
