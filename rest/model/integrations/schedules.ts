/** When a scheduled export runs next (integrations of type export with a schedule other than none). */
import type { IntegrationRow } from './integrations.ts';

const EVERY: Record<string, number> = { hourly: 60 * 60 * 1000, daily: 24 * 60 * 60 * 1000, weekly: 7 * 24 * 60 * 60 * 1000 };

/** The next run after `now` (epoch ms); undefined when it runs only on demand. */
export function nextScheduledRun(row: Pick<IntegrationRow, 'type' | 'settings'>, now: number): number | undefined {
  if (row.type !== 'export') return undefined;
  const every = EVERY[row.settings.schedule as string];
  return every ? now + every : undefined;
}
