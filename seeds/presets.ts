import type { ThemeColours } from '../rules/colour-roles.ts';
import { themeDocument } from '../rules/colour-scheme.ts';

/**
 * The preset themes (application.md §2.11: only public themes are offered as presets): each is made
 * from its colours as the theme designer registers a theme (rules/colour-scheme.ts computes every
 * Material role with material-color-utilities) and shared as public, so every workspace's designer and
 * every configurator's Theme tab offer them.
 */
export const PRESET_THEMES: { name: string; colours: ThemeColours }[] = [
  // the default seed (application.md §9) and its fallback
  { name: 'Joinery blue', colours: { seed: '#006EB8' } },
  { name: 'Heather', colours: { seed: '#693292' } },
  { name: 'Forest', colours: { seed: '#2E7D4F', tertiary: '#B5892E' } },
  { name: 'Terracotta', colours: { seed: '#B85C38', trueColours: true } },
  { name: 'Slate and brass', colours: { seed: '#4A5D6B', secondary: '#6B7B86', tertiary: '#B08D3C', trueColours: true } },
];

/** A preset's theme document; a key colour not given is left out (derived from the seed). */
export function presetDocument({ name, colours }: (typeof PRESET_THEMES)[number]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(themeDocument(name, colours)).filter(([, value]) => value !== null));
}
