/**
 * The migration of data written before issue 20 (migrations.ts): the statistics' facts and roll-ups of
 * the live orders and configurations and of the kept sessions, and the rows of the batched orders,
 * which the write effects keep from then on. Read a page at a time by index, written in bulk.
 */
import { w, type Store, type StoredDoc } from '../../store/port.ts';
import { indexBatch } from '../production/batched-orders.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { VisitRow } from '../storefront/visits.ts';
import { moduleCosts, orderFact, orderModules } from './module-costs.ts';
import { configurationFact, FACTS } from './rollup-effect.ts';
import { addSteps, counterDocs, ROLLUPS } from './rollups.ts';
import { configurationSteps, orderSteps, sessionSteps } from './facts.ts';
import { sessionFact, VISITORS, visitorKey } from './sessions.ts';

const PAGE = 1000;

/** Every document of a collection matching `where`, a page at a time in id order. */
async function* pages(tx: Store, collection: string, where: Parameters<typeof w.and>[0]): AsyncGenerator<StoredDoc[]> {
  let after = '';
  for (;;) {
    const page = await tx.find(collection, { where: w.and(where, w.gt('id', after)), limit: PAGE });
    if (!page.length) return;
    yield page;
    after = page[page.length - 1].id;
  }
}

async function rebuildResources(tx: Store, counts: Map<string, number>): Promise<void> {
  for await (const page of pages(tx, 'orders', w.eq('deleted', false))) {
    const facts = [];
    for (const head of page as HeadRow[]) {
      const fact = orderFact(head, await moduleCosts(tx, head.workspace, orderModules(head)));
      addSteps(counts, head.workspace, orderSteps(fact));
      facts.push({ id: `orders:${head.id}`, workspace: head.workspace, stored: { type: 'order', fact } });
    }
    await tx.insert(FACTS, facts);
  }
  for await (const page of pages(tx, 'productconfigurations', w.eq('deleted', false))) {
    const facts = (page as HeadRow[]).map((head) => {
      const fact = configurationFact(head);
      addSteps(counts, head.workspace, configurationSteps(fact));
      return { id: `productconfigurations:${head.id}`, workspace: head.workspace, stored: { type: 'configuration', fact } };
    });
    await tx.insert(FACTS, facts);
  }
}

/** Sessions in time order, so that each visitor's first is the new one. */
async function rebuildSessions(tx: Store, counts: Map<string, number>): Promise<void> {
  const seen = new Map<string, string>();
  let from = '';
  let atFrom = new Set<string>();
  for (;;) {
    const page = ((await tx.find('visits', { where: w.gte('date', from), sort: [{ field: 'date', dir: 'asc' }], limit: PAGE })) as VisitRow[]).filter((visit) => !atFrom.has(visit.id));
    if (!page.length) break;
    for (const visit of page) {
      const key = visitorKey(visit);
      const isNew = !key || !seen.has(key);
      if (key && isNew) seen.set(key, visit.date);
      addSteps(counts, visit.workspace, sessionSteps(sessionFact(visit, isNew)));
    }
    const last = page[page.length - 1].date;
    atFrom = new Set([...(last === from ? atFrom : []), ...page.filter((visit) => visit.date === last).map((visit) => visit.id)]);
    from = last;
  }
  const visitors = [...seen].map(([id, first]) => ({ id, first }));
  for (let i = 0; i < visitors.length; i += PAGE) await tx.insert(VISITORS, visitors.slice(i, i + PAGE));
}

export async function rebuildStatistics(tx: Store): Promise<void> {
  // a database that has counters already was written by this release: its effects kept them
  if (!(await tx.find(ROLLUPS, { limit: 1 })).length) {
    const counts = new Map<string, number>();
    await rebuildResources(tx, counts);
    await rebuildSessions(tx, counts);
    const docs = counterDocs(counts);
    for (let i = 0; i < docs.length; i += PAGE) await tx.insert(ROLLUPS, docs.slice(i, i + PAGE));
  }
  for await (const page of pages(tx, 'workbatches', w.eq('deleted', false))) for (const head of page as HeadRow[]) await indexBatch(tx, head);
}
