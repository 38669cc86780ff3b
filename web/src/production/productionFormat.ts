import type { WorkBatchStatus } from './gql/graphql.ts';
import type { TagStatus } from '../shared/StatusTag.tsx';

/** The batch status filter of §4: its codes (allStatus is the empty choice) and labels. */
export const BATCH_STATUS_OPTIONS: readonly { value: WorkBatchStatus; label: string }[] = [
  { value: 'inProgress', label: 'In Progress' },
  { value: 'done', label: 'Done' },
  { value: 'cancelled', label: 'Cancelled' },
];
export const ALL_STATUS = 'All Status';

/** What a batch's status badge says: in progress is 'IN PRODUCTION' (§2.10). */
export const BATCH_BADGE: Record<WorkBatchStatus, { label: string; tag: TagStatus }> = {
  inProgress: { label: 'IN PRODUCTION', tag: 'warning' },
  done: { label: 'DONE', tag: 'success' },
  cancelled: { label: 'CANCELLED', tag: 'empty' },
};

const UNITS: [string, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** A duration in the largest unit it reaches, rounded, with a plural s: '2 days', '1 hour', '45 seconds'. */
export function formatDuration(seconds: number): string {
  const [unit, size] = UNITS.find(([, size]) => seconds >= size) ?? UNITS[UNITS.length - 1];
  const count = Math.round(seconds / size);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A share from 0 to 1 as a whole percentage. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A metric value as the popup shows it: at most four decimals, no trailing zeros. */
export const metricValue = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value * 1e4) / 1e4));
