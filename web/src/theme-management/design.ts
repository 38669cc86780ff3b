import type { DesignedThemeFragment } from './gql/graphql.ts';
import { DEFAULT_SEED, normaliseHex, seedOf, type ThemeColours } from '../../../rules/colour-roles.ts';

/** What the designer edits: the seed, the secondary and tertiary key colours (null: derived from the seed), true colours. */
export interface DesignColours extends ThemeColours {
  seed: string;
  secondary: string | null;
  tertiary: string | null;
  trueColours: boolean;
}

/** A registered theme the designer holds: what it was saved as, and whether the user may save over it. */
export interface HeldTheme {
  id: string;
  version: number;
  head: number;
  name: string;
  /** a theme of the current workspace the user may change: saving updates it (a new version) */
  writable: boolean;
  colours: DesignColours;
}

export const DEFAULT_COLOURS: DesignColours = { seed: normaliseHex(DEFAULT_SEED)!, secondary: null, tertiary: null, trueColours: false };

/** A stored theme's colours as the designer holds them (#rrggbb; an unusable seed reads as the fallback). */
export function coloursOf(document: DesignedThemeFragment['document']): DesignColours {
  return {
    seed: seedOf(document.seed),
    secondary: document.secondary ? normaliseHex(document.secondary) : null,
    tertiary: document.tertiary ? normaliseHex(document.tertiary) : null,
    trueColours: document.trueColours === true,
  };
}

export function heldTheme(theme: DesignedThemeFragment, workspace: string): HeldTheme {
  return {
    id: theme.id,
    version: theme.version,
    head: theme.head,
    name: theme.document.name,
    writable: theme.permissions.write && theme.workspace.alias === workspace,
    colours: coloursOf(theme.document),
  };
}

export const sameColours = (a: DesignColours, b: DesignColours) =>
  a.seed === b.seed && a.secondary === b.secondary && a.tertiary === b.tertiary && a.trueColours === b.trueColours;

const pad = (n: number) => String(n).padStart(2, '0');

/** The name a theme gets when the user gives none (§5): a timestamp plus configuratorTheme, e.g. '2025-06-01 14:05:09 configuratorTheme'. */
export function defaultThemeName(now: Date = new Date()): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${date} ${time} configuratorTheme`;
}
