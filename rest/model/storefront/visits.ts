/**
 * Storefront visits (issue 18 §9): each visit of a published configurator is an analytics session
 * (date, address and its place, browser and system, UTM tags, referrer) that the statistics read by
 * workspace and date, and that configurations and orders made in it are linked to. A browser sending
 * `Sec-GPC: 1` is counted without its address or place. Visits are kept 13 months, their addresses
 * 30 days (pruned here at most once an hour, cheaply by index).
 */
import { Type } from '@sinclair/typebox';
import { createHash } from 'node:crypto';
import { w } from '../../store/port.ts';
import { badRequest } from '../errors.ts';
import { Id, Obj } from '../kinds/common.schema.ts';
import type { LimitReport, RateLimits, RateRule } from '../identity/rate-limits.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import { countSession } from '../statistics/sessions.ts';
import { publishedConfigurator } from './published-configurators.ts';
import { locate, normalAddress, softwareOf, type Location, type Software } from './visitor-facts.ts';

export const VISITS = 'visits';
/** how long a visit is kept */
export const VISIT_RETENTION_MONTHS = 13;
/** how long a visit keeps its address (its place stays) */
export const ADDRESS_RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 3_600_000;

const Tag = Type.String({ maxLength: 200 });
export const VisitBody = Obj(
  {
    utm_source: Type.Optional(Tag),
    utm_medium: Type.Optional(Tag),
    utm_campaign: Type.Optional(Tag),
    referrer: Type.Optional(Type.String({ maxLength: 2048, description: 'the page the visitor came from (document.referrer): an http(s) address, or empty' })),
  },
  { examples: [{ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', referrer: 'https://www.example.com/blog/desks' }] },
);
/** The `session` a storefront body may carry: the id POST …/visits answered. */
export const VisitSessionId = Type.String({ ...Id, description: 'the analytics session of the visit (POST /api/published/configurator/{id}/visits)' });

export interface VisitRow extends Location {
  id: string;
  workspace: string;
  configurator: string;
  date: string;
  /** when the visit is pruned */
  expires: string;
  /** null with Sec-GPC: 1, and after ADDRESS_RETENTION_DAYS */
  ip: string | null;
  gpc: boolean;
  browser: Software;
  os: Software;
  utm: { source: string | null; medium: string | null; campaign: string | null };
  /** the referring page's origin and path (its query and fragment may carry personal data and are dropped) */
  referrer: string | null;
  /** the customer signed in when the visit began, if any */
  customer: string | null;
  /** what was made during the visit (linkVisit) */
  configurations: { id: string; version: number }[];
  orders: { id: string }[];
}

/** What the request itself says about the visitor. */
export interface VisitRequest {
  address: string;
  userAgent: string | undefined;
  /** the Sec-GPC header: '1' asks not to be tracked */
  gpc: string | undefined;
  customer?: string | null;
}

function referrerOf(text: string | undefined): string | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('body/referrer must be an http(s) address, or empty');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('body/referrer must be an http(s) address, or empty');
  return `${url.origin}${url.pathname}`;
}

const addMonths = (date: Date, months: number) => {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
};

export class Visits {
  private lastPruned = 0;

  constructor(
    private readonly rt: Runtime,
    private readonly rateLimits?: RateLimits,
    /** visits per address (RATE_LIMIT_VISITS); absent in model tests that make no limits */
    private readonly perAddress?: RateRule,
  ) {}

  async ensureIndexes(): Promise<void> {
    // the statistics range-scan by workspace (or configurator) and date; pruning scans by expiry and date
    await this.rt.store.ensureIndexes(VISITS, [{ fields: ['workspace', 'date'] }, { fields: ['configurator', 'date'] }, { fields: ['expires'] }, { fields: ['date'] }]);
  }

  /** Records a visit of a published configurator and answers its session id. */
  async record(configuratorId: string, body: unknown, request: VisitRequest, report?: LimitReport): Promise<{ session: string }> {
    const configurator = await publishedConfigurator(this.rt.store, configuratorId);
    assertValid(VisitBody, body ?? {}, 'body');
    if (this.rateLimits && this.perAddress) {
      // counted by a hash of the address: the limit keeps no address, which a visitor with Sec-GPC asked for
      const key = createHash('sha256').update(request.address ?? '').digest('hex').slice(0, 32);
      await this.rateLimits.reserve('storefront visits', [{ rule: this.perAddress, keys: [`visits:address:${key}`] }], { report });
    }
    const tags = (body ?? {}) as Record<string, string | undefined>;
    const referrer = referrerOf(tags.referrer);
    const gpc = request.gpc?.trim() === '1';
    const address = gpc ? null : normalAddress(request.address);
    const place: Location = address ? await locate(address) : { country: null, region: null, city: null };
    const now = this.rt.now();
    const row: VisitRow = {
      id: this.rt.newId(),
      workspace: configurator.workspace,
      configurator: configurator.id,
      date: now.toISOString(),
      expires: addMonths(now, VISIT_RETENTION_MONTHS).toISOString(),
      ip: address,
      ...place,
      gpc,
      ...softwareOf(request.userAgent),
      utm: { source: tags.utm_source || null, medium: tags.utm_medium || null, campaign: tags.utm_campaign || null },
      referrer,
      customer: request.customer ?? null,
      configurations: [],
      orders: [],
    };
    await this.rt.store.insert(VISITS, [row]);
    await countSession(this.rt.store, row);
    await this.pruneNowAndThen(now);
    return { session: row.id };
  }

  /**
   * Links a configuration or an order to the visit it was made in (`session` from the storefront's
   * body). A session that is unknown, pruned or of another workspace links nothing: answers whether
   * it linked, and never refuses the save or the order it comes with.
   */
  async link(session: string | undefined, workspace: string, made: { configuration?: { id: string; version: number }; order?: { id: string } }): Promise<boolean> {
    if (typeof session !== 'string' || !/^[0-9a-f]{24}$/.test(session)) return false;
    const visit = (await this.rt.store.findOne(VISITS, w.and(w.eq('id', session), w.eq('workspace', workspace)))) as VisitRow | null;
    if (!visit) return false;
    const set: Partial<VisitRow> = {};
    if (made.configuration) set.configurations = [...visit.configurations, { id: made.configuration.id, version: made.configuration.version }];
    if (made.order) set.orders = [...visit.orders, { id: made.order.id }];
    await this.rt.store.update(VISITS, w.eq('id', session), { set });
    return true;
  }

  /** Drops expired visits and old addresses, at most once an hour per process. */
  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPruned < PRUNE_EVERY_MS) return;
    this.lastPruned = now.getTime();
    await this.prune(now);
  }

  async prune(now: Date = this.rt.now()): Promise<void> {
    await this.rt.store.delete(VISITS, w.lt('expires', now.toISOString()));
    const addressCutoff = new Date(now.getTime() - ADDRESS_RETENTION_DAYS * 86_400_000).toISOString();
    await this.rt.store.update(VISITS, w.and(w.lt('date', addressCutoff), w.ne('ip', null)), { set: { ip: null } });
  }
}
