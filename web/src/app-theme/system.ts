import { createSystem, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import { contrastRatio } from '../shared/contrast.ts';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breakpoints, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe,
  checkmarkRecipe, collapsibleSlotRecipe, containerRecipe, cssVarsPrefix, cssVarsRoot, dialogSlotRecipe, drawerSlotRecipe,
  emptyStateSlotRecipe, fieldSlotRecipe, globalCss, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe, keyframes, layerStyles,
  linkRecipe, menuSlotRecipe, nativeSelectSlotRecipe, popoverSlotRecipe, progressSlotRecipe, semanticTokens, separatorRecipe,
  skeletonRecipe, spinnerRecipe, switchSlotRecipe, tableSlotRecipe, tagSlotRecipe, tagsInputSlotRecipe, textareaRecipe, textStyles,
  toastSlotRecipe, tokens, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { ColourRoles, MaterialTheme } from '../../../rules/colour-roles.ts';

/**
 * Chakra's theme without the recipes of components Joinery does not use (date pickers, sliders,
 * carousels…): they were a third of the JavaScript every page loaded. A component added to the app
 * adds its recipe here.
 */
const baseThemeConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, container: containerRecipe, heading: headingRecipe,
        icon: iconRecipe, input: inputRecipe, inputAddon: inputAddonRecipe, link: linkRecipe, separator: separatorRecipe,
        skeleton: skeletonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe, avatar: avatarSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe, collapsible: collapsibleSlotRecipe,
        dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe, popover: popoverSlotRecipe, progress: progressSlotRecipe, switch: switchSlotRecipe,
        table: tableSlotRecipe, tag: tagSlotRecipe, tagsInput: tagsInputSlotRecipe, toast: toastSlotRecipe, tooltip: tooltipSlotRecipe,
      },
    },
  }),
  // Chakra's status toasts put white on its 600 shades (3.3:1 on green) and dim the description to
  // 80 %: below WCAG AA's 4.5:1 for their 14 px text, so the 700 shades and the full colour
  defineConfig({
    theme: {
      slotRecipes: {
        toast: {
          slots: toastSlotRecipe.slots,
          base: {
            root: {
              '&[data-type=success]': { bg: 'green.700', color: 'white' },
              '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
              '&[data-type=error]': { bg: 'red.700', color: 'white' },
            },
            description: { opacity: 1 },
          },
        },
      },
    },
  }),
);

type RoleName = Exclude<keyof ColourRoles, `${string}Rgb`>;
const both = (theme: MaterialTheme, role: RoleName) => ({ value: { _light: theme.light[role], _dark: theme.dark[role] } });

type Accent = 'primary' | 'secondary' | 'tertiary' | 'error';
/** WCAG AA for normal text */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * The tint behind an accent's text (Chakra's `subtle`: tags, badges, hovers, the current menu entry)
 * and the text that goes on it. Screens put the accent (`fg`) on it, so it is the accent's container
 * when the accent reads there, as in tonal-spot themes; staying true to the color inputs can put the
 * container at the accent's own tone, and then the highest surface container, on which Material keeps
 * the accent readable, takes its place.
 */
export function accentTint(roles: ColourRoles, accent: Accent): { tint: string; onTint: string } {
  const Accent = `${accent[0].toUpperCase()}${accent.slice(1)}`;
  const container = roles[`${accent}Container` as RoleName];
  if (contrastRatio(roles[accent], container) >= MIN_TEXT_CONTRAST) return { tint: container, onTint: roles[`on${Accent}Container` as RoleName] };
  return { tint: roles.surfaceContainerHighest, onTint: roles[accent] };
}

/** A Chakra colour palette (what `colorPalette="…"` reads) from one accent's Material roles. */
function palette(theme: MaterialTheme, accent: Accent) {
  const Accent = `${accent[0].toUpperCase()}${accent.slice(1)}`;
  const [light, dark] = [accentTint(theme.light, accent), accentTint(theme.dark, accent)];
  const tint = { value: { _light: light.tint, _dark: dark.tint } };
  return {
    solid: both(theme, accent),
    contrast: both(theme, `on${Accent}` as RoleName),
    fg: both(theme, accent),
    subtle: tint,
    muted: tint,
    emphasized: tint,
    focusRing: both(theme, accent),
    border: both(theme, accent),
    onContainer: { value: { _light: light.onTint, _dark: dark.onTint } },
  };
}

const cssName = (role: string): `--m3-${string}` => `--m3-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const roleVariables = (roles: ColourRoles) =>
  Object.fromEntries(Object.entries(roles).map(([name, value]) => [cssName(name), value])) as Record<`--m3-${string}`, string>;

/**
 * The Chakra system of a Material theme: surfaces, text and borders from the neutral roles, and the
 * primary, secondary, tertiary and error accents as colour palettes (primary is the default palette).
 * Every role is also a CSS variable (`--m3-primary`, `--m3-primary-rgb`, …) for the few places that
 * need a raw role.
 */
export function createAppSystem(theme: MaterialTheme): SystemContext {
  return createSystem(
    baseThemeConfig,
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
