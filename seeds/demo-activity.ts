/**
 * The demo's storefront activity (issue 20 §6): 90 days of sessions on Oak & Ash's two configurators,
 * the configurations saved in some of them and the orders placed from some of those, so that a fresh
 * start shows a living dashboard and customers page. Deterministic: a seeded generator plans the same
 * activity for the same day (the days count back from the seed's day; today's stops at the seed's hour).
 *
 * Configurations and orders are written through the model (model.writes.create) as the storefront's
 * customers, each at its own instant (Seeding.at), all in one transaction: heads, versions, events and
 * the statistics' roll-ups are what the real writes would have made, at a fraction of their cost. The
 * sessions, which are not resources, are inserted in bulk with their roll-ups (rest/model/statistics).
 * Past orders are numbered OA-{n} below the seeded OA-1001, so storefront orders still number on from OA-1003.
 */
import { requireKind } from '../rest/model/kinds/registry.ts';
import type { Model } from '../rest/model/model.ts';
import type { Ref } from '../rest/model/resources/resource-types.ts';
import type { Seeding } from '../rest/model/runtime.ts';
import { STOREFRONT_SIGNUP } from '../rest/model/identity/directory.ts';
import { storefrontActor } from '../rest/model/storefront/storefront-actors.ts';
import { VISITS, VISIT_RETENTION_MONTHS, type VisitRow } from '../rest/model/storefront/visits.ts';
import { sessionFact, VISITORS, visitorKey } from '../rest/model/statistics/sessions.ts';
import { sessionSteps } from '../rest/model/statistics/facts.ts';
import { addSteps, counterDocs, ROLLUPS } from '../rest/model/statistics/rollups.ts';
import { chunksOf } from '../rest/model/resources/storage-layout.ts';
import { DEMO_MODULES, DEMO_WORKSPACE } from './demo.ts';
import { planActivity, type PlannedConfiguration, type PlannedOrder, type PlannedVisit } from './demo-activity-plan.ts';

export { planActivity, DEMO_ACTIVITY_CUSTOMERS, DEMO_ACTIVITY_DAYS } from './demo-activity-plan.ts';

const configurations = requireKind('productconfigurations');
const orders = requireKind('orders');

/** What the orders' lines say of each module: name, sku, price, lot size, by seed key. */
const MODULE_FACTS = new Map(
  DEMO_MODULES.map((seed) => {
    const document = seed.document(() => ({ id: '0'.repeat(24), version: 1 }));
    return [seed.key, { name: document.name, sku: document.skus?.[0], price: document.price ?? '£0.00', per: document.per }];
  }),
);

function configurationDocument(planned: PlannedConfiguration, refs: Map<string, Ref>, title: string) {
  return {
    name: `${title} ${planned.number}`,
    product: { type: 'publishedconfigurators' as const, ...refs.get(planned.configurator)! },
    modules: planned.modules.map((key, i) => ({ module: refs.get(key)!, instance: planned.modules.slice(0, i).filter((k) => k === key).length })),
    connections: [],
    session: planned.visit,
  };
}

function orderDocument(planned: PlannedOrder, configuration: Ref, modules: string[], refs: Map<string, Ref>) {
  const lines = new Map<string, number[]>();
  modules.forEach((key) => lines.set(key, [...(lines.get(key) ?? []), lines.get(key)?.length ?? 0]));
  return {
    reference: `OA-${planned.number}`,
    status: planned.status,
    customer: planned.customer,
    currency: 'GBP',
    lineItems: [...lines].map(([key, instances]) => {
      const facts = MODULE_FACTS.get(key)!;
      return { module: refs.get(key)!, name: facts.name, ...(facts.sku && { sku: facts.sku }), quantity: instances.length, ...(facts.per && { per: facts.per }), properties: { price: facts.price }, instances };
    }),
    products: [{ productConfiguration: configuration, quantity: 1 }],
    session: planned.visit,
  };
}

function visitRow(planned: PlannedVisit, links: { configurations: Ref[]; orders: { id: string }[] }): VisitRow {
  const expires = new Date(planned.date);
  expires.setUTCMonth(expires.getUTCMonth() + VISIT_RETENTION_MONTHS);
  return {
    id: planned.id,
    workspace: DEMO_WORKSPACE.alias,
    configurator: planned.configuratorId,
    date: planned.date,
    expires: expires.toISOString(),
    // the demo keeps no addresses: its visits are older than the 30 days an address is kept, or made up
    ip: null,
    country: planned.country,
    region: planned.region,
    city: planned.city,
    gpc: false,
    browser: planned.browser,
    os: planned.os,
    utm: planned.utm,
    referrer: planned.referrer,
    customer: planned.customer,
    configurations: links.configurations.map((ref) => ({ id: ref.id, version: ref.version })),
    orders: links.orders,
  };
}

/** Writes the planned activity: customers, then configurations and orders in time order, then the sessions. */
export async function loadDemoActivity(model: Model, seeding: Seeding, refs: Map<string, Ref>): Promise<void> {
  const { store } = seeding.runtime;
  const plan = planActivity(seeding.runtime.now(), { shelving: refs.get('shelving-configurator')!.id, desk: refs.get('desk-configurator')!.id }, () => seeding.runtime.newId());
  const titles: Record<string, string> = { 'shelving-configurator': 'Shelving', 'desk-configurator': 'Desk' };
  const made = new Map<number, { ref: Ref; modules: string[] }>();
  const links = new Map<string, { configurations: Ref[]; orders: { id: string }[] }>(plan.visits.map((visit) => [visit.id, { configurations: [], orders: [] }]));
  await store.transaction(async (tx) => {
    for (const customer of plan.customers) {
      await seeding.at(new Date(customer.signupDate), () =>
        model.directory.addUser({ email: customer.email, name: customer.name, workspace: DEMO_WORKSPACE.alias, memberships: [{ workspace: DEMO_WORKSPACE.alias, roles: ['guest'] }], signupMethod: STOREFRONT_SIGNUP }, tx),
      );
    }
    for (const step of plan.timeline) {
      const actor = storefrontActor(step.owner, DEMO_WORKSPACE.alias, step.ownerName);
      if (step.type === 'configuration') {
        const created = await seeding.at(new Date(step.date), () => model.writes.create(actor, configurations, configurationDocument(step, refs, titles[step.configurator]), undefined, tx));
        const ref = { id: created.id, version: created.version };
        made.set(step.number, { ref, modules: step.modules });
        links.get(step.visit)!.configurations.push(ref);
      } else {
        const configuration = made.get(step.configuration)!;
        const created = await seeding.at(new Date(step.date), () => model.writes.create(actor, orders, orderDocument(step, configuration.ref, configuration.modules, refs), undefined, tx));
        links.get(step.visit)!.orders.push({ id: created.id });
      }
    }
    const rows = plan.visits.map((visit) => visitRow(visit, links.get(visit.id)!));
    for (const chunk of chunksOf(rows, 1000)) await tx.insert(VISITS, chunk);
    // a new workspace has no session counters yet: they are inserted whole rather than stepped one by one
    const counts = new Map<string, number>();
    for (const [i, row] of rows.entries()) addSteps(counts, row.workspace, sessionSteps(sessionFact(row, plan.visits[i].isNew)));
    for (const chunk of chunksOf(counterDocs(counts), 1000)) await tx.insert(ROLLUPS, chunk);
    // the customers' later visits are returns: their first visits are known
    const firstVisits = new Map<string, string>();
    for (const row of rows) if (row.customer && !firstVisits.has(visitorKey(row)!)) firstVisits.set(visitorKey(row)!, row.date);
    if (firstVisits.size) await tx.insert(VISITORS, [...firstVisits].map(([id, first]) => ({ id, first })));
  });
}
