import { createContext } from 'react';
import type { ConfigurationDocument } from '../api/published-api.ts';

/**
 * The draft, for the fields of chosen instances only: their options' refusals and connections depend
 * on the whole configuration, while the cards around them get only their own slice and skip rendering
 * when a choice elsewhere leaves that slice as it was.
 */
export const DraftContext = createContext<ConfigurationDocument>({ modules: [], connections: [] });

/** Props equal as data (functions compared by identity): a memoised field whose props are built afresh skips rendering while they read the same. */
export function sameData<P extends object>(before: P, after: P): boolean {
  const functionsSame = Object.entries(before).every(([key, value]) => typeof value !== 'function' || value === after[key as keyof P]);
  return functionsSame && JSON.stringify(before) === JSON.stringify(after);
}
