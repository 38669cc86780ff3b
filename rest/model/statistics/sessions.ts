/**
 * Storefront sessions in the statistics: a recorded visit steps its counters at once. Whether it is
 * the visitor's first session in the workspace is told by a row per visitor (the signed-in customer,
 * else a hash of the address), inserted once: a duplicate key says the visitor is back. A session
 * without either (Sec-GPC: 1, no address) cannot be told from a return and counts as new.
 */
import { createHash } from 'node:crypto';
import { DuplicateKeyError, type Store } from '../../store/port.ts';
import type { VisitRow } from '../storefront/visits.ts';
import { sessionSteps, type SessionFact } from './facts.ts';
import { addSteps, applyCounts } from './rollups.ts';

export const VISITORS = 'statisticsvisitors';

/** Who a visit's visitor is, as a key that keeps no address; null when the visit says neither. */
export function visitorKey(visit: Pick<VisitRow, 'workspace' | 'customer' | 'ip'>): string | null {
  const who = visit.customer ? `customer:${visit.customer}` : visit.ip ? `address:${visit.ip}` : null;
  return who && `${visit.workspace}|${createHash('sha256').update(who).digest('hex').slice(0, 32)}`;
}

export function sessionFact(visit: VisitRow, isNew: boolean): SessionFact {
  return {
    date: visit.date,
    isNew,
    values: {
      country: visit.country,
      region: visit.region,
      browser: visit.browser.family,
      os: visit.os.family,
      'utm.source': visit.utm.source,
      'utm.medium': visit.utm.medium,
      'utm.campaign': visit.utm.campaign,
    },
  };
}

/** Counts a recorded visit. */
export async function countSession(store: Store, visit: VisitRow): Promise<void> {
  const key = visitorKey(visit);
  let isNew = true;
  if (key) {
    try {
      await store.insert(VISITORS, [{ id: key, first: visit.date }]);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      isNew = false;
    }
  }
  await store.transaction((tx) => applyCounts(tx, addSteps(new Map(), visit.workspace, sessionSteps(sessionFact(visit, isNew)))));
}
