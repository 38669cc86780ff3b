/**
 * The plan of the demo's storefront activity (seeds/demo-activity.ts writes it): which sessions, on
 * which days and from where, which of them saved a configuration and which of those ordered. A seeded
 * generator (mulberry32) makes the same plan for the same day; traffic grows over the 90 days, dips at
 * weekends and peaks in the evening, as a furniture shop's does.
 */
import type { Software } from '../rest/model/storefront/visitor-facts.ts';

export const DEMO_ACTIVITY_DAYS = 90;
const DAY_MS = 86_400_000;

/** Customers who signed up on the storefronts over the 90 days. */
export const DEMO_ACTIVITY_CUSTOMERS = [
  ['Amelia Hughes', 'GB'], ['Oliver Grant', 'GB'], ['Isla Murray', 'GB'], ['Harry Patel', 'GB'], ['Sophie Walsh', 'IE'], ['Lukas Schmidt', 'DE'],
  ['Emma Fischer', 'DE'], ['Noah Miller', 'US'], ['Chloé Martin', 'FR'], ['Daan de Vries', 'NL'], ['Freya Lind', 'SE'], ['Lucía García', 'ES'],
].map(([name, country]) => ({ name, country, email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '.')}@example.com` }));

/** ISO country code, its places (region code, city), and weight. 11 countries, so the top 10 leaves one out. */
const COUNTRIES: [string, [string, string][], number][] = [
  ['GB', [['ENG', 'London'], ['ENG', 'Sheffield'], ['ENG', 'Manchester'], ['SCT', 'Edinburgh'], ['WLS', 'Cardiff'], ['ENG', 'Bristol']], 40],
  ['DE', [['BE', 'Berlin'], ['BY', 'Munich'], ['HH', 'Hamburg']], 13],
  ['US', [['NY', 'New York'], ['CA', 'San Francisco'], ['TX', 'Austin']], 10],
  ['FR', [['IDF', 'Paris'], ['ARA', 'Lyon']], 8],
  ['NL', [['NH', 'Amsterdam'], ['ZH', 'Rotterdam']], 7],
  ['IE', [['L', 'Dublin']], 6],
  ['SE', [['AB', 'Stockholm']], 4],
  ['ES', [['MD', 'Madrid'], ['CT', 'Barcelona']], 4],
  ['IT', [['25', 'Milan']], 3],
  ['CA', [['ON', 'Toronto']], 3],
  ['AU', [['NSW', 'Sydney']], 2],
];

/** Browser, system and weight, with ua-parser-js's names: 8 browsers, so the top 7 leaves one out. */
const PLATFORMS: [Software, Software, number][] = [
  [{ family: 'Chrome', major: '131' }, { family: 'Windows', major: '10' }, 30],
  [{ family: 'Mobile Safari', major: '18' }, { family: 'iOS', major: '18' }, 20],
  [{ family: 'Chrome', major: '131' }, { family: 'Android', major: '14' }, 14],
  [{ family: 'Safari', major: '18' }, { family: 'Mac OS', major: '10' }, 11],
  [{ family: 'Edge', major: '131' }, { family: 'Windows', major: '10' }, 8],
  [{ family: 'Firefox', major: '133' }, { family: 'Windows', major: '10' }, 5],
  [{ family: 'Samsung Internet', major: '26' }, { family: 'Android', major: '14' }, 4],
  [{ family: 'Firefox', major: '133' }, { family: 'Linux', major: null }, 3],
  [{ family: 'Opera', major: '115' }, { family: 'Windows', major: '10' }, 2],
  [{ family: 'Chrome', major: '131' }, { family: 'Chrome OS', major: '14' }, 3],
  [{ family: 'Instagram', major: '357' }, { family: 'iOS', major: '18' }, 3],
];

/** UTM source, medium, campaign, referring page, weight; null tags: direct visits. */
const SOURCES: [string | null, string | null, string | null, string | null, number][] = [
  [null, null, null, null, 36],
  ['google', 'cpc', 'home-office', 'https://www.google.com/', 18],
  ['instagram', 'social', 'autumn-oak', 'https://www.instagram.com/', 14],
  ['newsletter', 'email', 'autumn-oak', null, 10],
  ['pinterest', 'social', 'small-spaces', 'https://www.pinterest.co.uk/', 9],
  ['facebook', 'social', 'home-office', 'https://www.facebook.com/', 7],
  ['houzz', 'referral', null, 'https://www.houzz.co.uk/', 6],
];

export interface PlannedVisit {
  id: string;
  date: string;
  configuratorId: string;
  isNew: boolean;
  country: string;
  region: string;
  city: string;
  browser: Software;
  os: Software;
  utm: { source: string | null; medium: string | null; campaign: string | null };
  referrer: string | null;
  customer: string | null;
}

interface Owned {
  date: string;
  visit: string;
  owner: string;
  ownerName: string;
}

export interface PlannedConfiguration extends Owned {
  type: 'configuration';
  number: number;
  configurator: 'shelving-configurator' | 'desk-configurator';
  /** module seed keys; repeats are instances */
  modules: string[];
}

export interface PlannedOrder extends Owned {
  type: 'order';
  number: number;
  configuration: number;
  status: 'received' | 'processing' | 'delivered';
  customer: string;
}

export interface ActivityPlan {
  customers: { email: string; name: string; signupDate: string }[];
  visits: PlannedVisit[];
  /** configurations and orders in time order */
  timeline: (PlannedConfiguration | PlannedOrder)[];
}

/** mulberry32: a small seeded generator, so the plan is the same on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T extends unknown[]>(random: () => number, items: T[]): T {
  const total = items.reduce((sum, item) => sum + (item[item.length - 1] as number), 0);
  let left = random() * total;
  for (const item of items) if ((left -= item[item.length - 1] as number) < 0) return item;
  return items[items.length - 1];
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function shelvingModules(random: () => number): string[] {
  const side = random() < 0.7 ? 'side-1800' : 'side-1200';
  const bays = between(random, 1, 3);
  const shelf = random() < 0.6 ? 'shelf-800' : 'shelf-600';
  const modules: string[] = Array.from({ length: bays + 1 }, () => side);
  modules.push(...Array.from({ length: bays * between(random, 2, 4) }, () => shelf));
  if (random() < 0.5) modules.push(...Array.from({ length: between(random, 1, bays * 2) }, (_, i) => (i % 2 ? 'door-right' : 'door-left')));
  if (random() < 0.3) modules.push('drawer-800');
  for (const finish of ['back-800', 'plinth-800', 'top-800']) if (random() < 0.4) modules.push(finish);
  return modules;
}

function deskModules(random: () => number): string[] {
  const modules = ['desk-top', 'leg-frame'];
  if (random() < 0.4) modules.push('drawer-800');
  modules.push(...Array.from({ length: between(random, 0, 4) }, () => 'handle-bar'));
  return modules;
}

/** Sessions on a day: growing over the 90 days, fewer at weekends. */
function sessionsOn(day: Date, age: number, random: () => number): number {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 0.75 : 1;
  return Math.round((16 + (DEMO_ACTIVITY_DAYS - age) * 0.2) * weekend * (0.8 + random() * 0.4));
}

/** An hour of the day, weighted to the evening. */
const hourOf = (random: () => number) => weighted(random, [[8, 2], [10, 4], [12, 5], [14, 5], [16, 5], [18, 7], [20, 9], [21, 6], [22, 3], [6, 1]] as [number, number][])[0];

interface PlanState {
  random: () => number;
  now: Date;
  newId: () => string;
  configurators: { shelving: string; desk: string };
  plan: ActivityPlan;
  /** the next configuration and order numbers */
  counters: { configuration: number; order: number };
  /** customers already signed up, by email */
  signedUp: Set<string>;
}

function planVisit(state: PlanState, date: Date): void {
  const { random, plan } = state;
  const drawn = weighted(random, COUNTRIES);
  const [browser, os] = weighted(random, PLATFORMS);
  const [source, medium, campaign, referrer] = weighted(random, SOURCES);
  const onShelving = random() < 0.65;
  const customerIndex = random() < 0.12 ? between(random, 0, DEMO_ACTIVITY_CUSTOMERS.length - 1) : -1;
  const customer = customerIndex >= 0 ? DEMO_ACTIVITY_CUSTOMERS[customerIndex] : null;
  const returning = customer ? state.signedUp.has(customer.email) : random() < 0.22;
  // a customer visits from home; anyone else from where the draw says
  const [country, places] = customer ? COUNTRIES.find(([code]) => code === customer.country)! : drawn;
  const [region, city] = places[between(random, 0, places.length - 1)];
  if (customer && !state.signedUp.has(customer.email)) {
    state.signedUp.add(customer.email);
    plan.customers.push({ email: customer.email, name: customer.name, signupDate: date.toISOString() });
  }
  const visit: PlannedVisit = {
    id: state.newId(),
    date: date.toISOString(),
    configuratorId: onShelving ? state.configurators.shelving : state.configurators.desk,
    isNew: !returning,
    country,
    region,
    city,
    browser,
    os,
    utm: { source, medium, campaign },
    referrer,
    customer: customer?.email ?? null,
  };
  plan.visits.push(visit);
  if (random() < (customer ? 0.25 : 0.03)) planConfiguration(state, visit, onShelving, customer);
}

function planConfiguration(state: PlanState, visit: PlannedVisit, onShelving: boolean, customer: { email: string; name: string } | null): void {
  const { random, plan, now } = state;
  const at = new Date(Math.min(Date.parse(visit.date) + between(random, 3, 25) * 60_000, now.getTime() - 60_000));
  const owner = customer?.email ?? `visitor-${state.counters.configuration}@example.com`;
  const ownerName = customer?.name ?? 'Storefront visitor';
  const configuration: PlannedConfiguration = {
    type: 'configuration',
    number: state.counters.configuration++,
    date: at.toISOString(),
    visit: visit.id,
    owner,
    ownerName,
    configurator: onShelving ? 'shelving-configurator' : 'desk-configurator',
    modules: onShelving ? shelvingModules(random) : deskModules(random),
  };
  plan.timeline.push(configuration);
  // the shelving configurator takes orders from signed-in customers only (RequiredToOrder)
  if ((onShelving && !customer) || random() >= (customer ? 0.6 : 0.45)) return;
  const ordered = new Date(Math.min(at.getTime() + between(random, 2, 15) * 60_000, now.getTime() - 30_000));
  const age = (now.getTime() - ordered.getTime()) / DAY_MS;
  plan.timeline.push({
    type: 'order',
    number: 0,
    configuration: configuration.number,
    date: ordered.toISOString(),
    visit: visit.id,
    owner,
    ownerName,
    customer: customer?.email ?? owner,
    status: age > 10 ? 'delivered' : age > 3 ? 'processing' : 'received',
  });
}

/**
 * The activity of the 90 days up to `now` (today's up to its hour), on the two configurators given by
 * id, with ids from `newId` for the sessions. Orders are numbered in time order, ending at OA-1000.
 */
export function planActivity(now: Date, configurators: { shelving: string; desk: string }, newId: () => string, seed = 6): ActivityPlan {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const state: PlanState = { random: generator(seed), now, newId, configurators, plan: { customers: [], visits: [], timeline: [] }, counters: { configuration: 1, order: 0 }, signedUp: new Set() };
  for (let age = DEMO_ACTIVITY_DAYS - 1; age >= 0; age--) {
    const day = new Date(today - age * DAY_MS);
    const dates = Array.from({ length: sessionsOn(day, age, state.random) }, () => new Date(day.getTime() + hourOf(state.random) * 3_600_000 + between(state.random, 0, 3_599) * 1000));
    // today's sessions end with the seed's hour
    for (const date of dates.filter((d) => d < now).sort((a, b) => a.getTime() - b.getTime())) planVisit(state, date);
  }
  state.plan.timeline.sort((a, b) => a.date.localeCompare(b.date) || (a.type === b.type ? 0 : a.type === 'configuration' ? -1 : 1));
  const orders = state.plan.timeline.filter((step): step is PlannedOrder => step.type === 'order');
  orders.forEach((order, i) => (order.number = 1001 - orders.length + i));
  return state.plan;
}
