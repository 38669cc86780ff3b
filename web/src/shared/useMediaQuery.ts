import { useSyncExternalStore } from 'react';
import { SMALL_SCREEN_PX } from './constants.ts';

/** Whether a CSS media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A screen narrower than 425 px counts as small (§9). */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${SMALL_SCREEN_PX - 0.02}px)`);
}
