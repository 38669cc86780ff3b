import type { AppColours } from '../app-theme/AppTheme.tsx';

/** Which side menu a route shows (§2.3): the main menu unless a route says otherwise. */
export type MenuType = 'MAIN' | 'ADMIN_MENU' | 'SUPERADMIN_MENU' | 'NONE';

/** What a route declares besides its element: its title (also the document's) and its menu. */
export interface RouteHandle {
  title?: string | ((data: unknown) => string);
  menuType?: MenuType;
  /** the colours a route's data brings (a storefront: its configurator's theme; null: the default's) */
  colours?: (data: unknown) => AppColours | null | undefined;
}

interface MatchLike {
  handle?: unknown;
  data?: unknown;
  loaderData?: unknown;
}

/** The title of the deepest route that has one. */
export function titleOf(matches: readonly MatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (!handle?.title) continue;
    return typeof handle.title === 'function' ? handle.title(matches[i].loaderData ?? matches[i].data) : handle.title;
  }
  return 'Joinery';
}

/** The colours of the deepest route that brings its own, or undefined when none does (the screens' own then apply). */
export function coloursOf(matches: readonly MatchLike[]): AppColours | null | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.colours) return handle.colours(matches[i].loaderData ?? matches[i].data);
  }
  return undefined;
}

/** The menu type of the deepest route that declares one. */
export function menuTypeOf(matches: readonly MatchLike[]): MenuType {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.menuType) return handle.menuType;
  }
  return 'MAIN';
}

/** The document title: the screen's title, a count prefix of active notifications (§2.12), the product name. */
export function documentTitle(title: string, activeCount = 0): string {
  return `${activeCount > 0 ? `(${activeCount}) ` : ''}${title} | Joinery`;
}
