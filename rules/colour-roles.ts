/**
 * The colour roles of a theme and the colours it is made from: what the staff app, the theme designer
 * and the server's theme documents agree on. Small and without the colour library, so every page may load it.
 */

/** theme seed colours (application spec §9): the default when a workspace has no theme, the fallback for an unusable seed */
export const DEFAULT_SEED = '#006EB8';
export const FALLBACK_SEED = '#693292';

/**
 * The colour roles of a theme (application spec §3, Theme), in the order the designer shows them:
 * each accent with its on-, container, on-container and inverse variants, error, background, the
 * surface levels, the neutral text and outline roles, and the RGB triplets of the three accents.
 */
export const COLOUR_ROLES = [
  'primary', 'onPrimary', 'primaryContainer', 'onPrimaryContainer', 'inversePrimary',
  'secondary', 'onSecondary', 'secondaryContainer', 'onSecondaryContainer', 'inverseSecondary',
  'tertiary', 'onTertiary', 'tertiaryContainer', 'onTertiaryContainer', 'inverseTertiary',
  'error', 'onError', 'errorContainer', 'onErrorContainer',
  'background', 'onBackground',
  'surfaceDim', 'surface', 'surfaceBright',
  'surfaceContainerLowest', 'surfaceContainerLow', 'surfaceContainer', 'surfaceContainerHigh', 'surfaceContainerHighest',
  'onSurface', 'onSurfaceVariant', 'outline', 'outlineVariant',
  'inverseSurface', 'inverseOnSurface', 'scrim', 'shadow',
  /** 'r, g, b' of primary, secondary and tertiary, for translucent use in CSS */
  'primaryRgb', 'secondaryRgb', 'tertiaryRgb',
] as const;

export type ColourRole = (typeof COLOUR_ROLES)[number];

/** The colour roles of one of light and dark, as #rrggbb (the RGB roles as 'r, g, b'). */
export type ColourRoles = Record<ColourRole, string>;

export interface MaterialTheme {
  seed: string;
  light: ColourRoles;
  dark: ColourRoles;
}

/** What a theme's colours are made from: the theme document's seed, key colours and 'Stay true to color inputs'. */
export interface ThemeColours {
  seed: string;
  secondary?: string | null;
  tertiary?: string | null;
  trueColours?: boolean | null;
}

const HEX = /^#?([0-9a-f]{6})$/i;
const ARGB = /^\d{10}$/;

/** Six hex digits with an optional leading # (application spec §5), normalised to #rrggbb; null when invalid. */
export function normaliseHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  return match ? `#${match[1].toLowerCase()}` : null;
}

/**
 * A colour as a user may type it (application spec §5): six hex digits with an optional leading #,
 * or a 10-digit number read as ARGB (0xFF006EB8 is 4278218424); #rrggbb, or null when it is neither.
 */
export function colourFromInput(value: string | number): string | null {
  const text = String(value).trim();
  if (!ARGB.test(text)) return normaliseHex(text);
  const argb = Number(text);
  if (argb > 0xffffffff) return null;
  return `#${(argb % 0x1000000).toString(16).padStart(6, '0')}`;
}

const HEX_ROLE = /^#[0-9a-f]{6}$/i;
const RGB_ROLE = /^\d{1,3}, \d{1,3}, \d{1,3}$/;

/** A stored colour set (a theme's properties.light or .dark) when it holds every role as a colour; otherwise null. */
export function rolesFromProperties(set: Record<string, string> | null | undefined): ColourRoles | null {
  if (!set) return null;
  const complete = COLOUR_ROLES.every((role) => (role.endsWith('Rgb') ? RGB_ROLE : HEX_ROLE).test(set[role] ?? ''));
  return complete ? (Object.fromEntries(COLOUR_ROLES.map((role) => [role, set[role]])) as ColourRoles) : null;
}

/**
 * The seed a theme is computed from: the workspace theme's seed, the default when there is none,
 * and the fallback when the theme's seed is not a colour.
 */
export function seedOf(themeSeed: string | null | undefined): string {
  if (themeSeed === null || themeSeed === undefined || themeSeed === '') return DEFAULT_SEED;
  return normaliseHex(themeSeed) ?? FALLBACK_SEED;
}
