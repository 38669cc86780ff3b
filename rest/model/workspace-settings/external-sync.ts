/**
 * The Sync buttons (application.md §2.4, §7 `GET /external/{urlPoint}`). A workspace names its external
 * targets (an ERP, a shop, a PLM) by urlPoint in its row (`externalTargets`, filled by the integrations);
 * syncing one fetches the target on the server, with the server's network and the target's address
 * kept from the browser, and answers what the target said. A screen syncs the urlPoint named after it
 * (`products`, `orders`); without one configured the screen says 'No urlPoint provided for sync.'.
 * A target installed as an integration (rest/model/integrations) adds its auth header and maps the
 * source's list to our fields (`items`); each sync is an integration run in the bell.
 */
import { rolesIn, type Actor } from '../identity/actor.ts';
import type { Directory } from '../identity/directory.ts';
import { badGateway, badRequest, DomainError, forbidden, notFound } from '../errors.ts';
import { outboundUrlProblem } from '../integrations/outbound-url.ts';
import { mapItems, type SyncRequest, type SyncTargets } from '../integrations/sync-targets.ts';

/** a urlPoint: lower-case letters, digits and hyphens */
export const URL_POINT_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';
const URL_POINT = new RegExp(URL_POINT_PATTERN);
export const SYNC_TIMEOUT_MS = 10_000;
/** the most a target may answer */
export const SYNC_MAX_BYTES = 5 * 1024 * 1024;

export interface SyncAnswer {
  urlPoint: string;
  /** when the target answered */
  received: string;
  /** the target's HTTP status (2xx: anything else is a 502) */
  status: number;
  /** what the target answered: its JSON, or its text when it is not JSON */
  data: unknown;
  /** the target's list mapped to our fields (its settings' items path and mapping); null when the answer has no list there */
  items: Record<string, unknown>[] | null;
}

export class ExternalSync {
  constructor(
    private readonly directory: Directory,
    private readonly now: () => Date,
    private readonly targets?: SyncTargets,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  /** The urlPoints configured for a workspace, alphabetically. */
  async points(workspace: string): Promise<string[]> {
    const row = await this.directory.workspace(workspace);
    return Object.keys(row?.externalTargets ?? {}).sort();
  }

  /** Staff of the current workspace fetch one of its targets. */
  async sync(actor: Actor, urlPoint: string): Promise<SyncAnswer> {
    if (!URL_POINT.test(urlPoint)) throw badRequest('urlPoint must be lower-case letters, digits and hyphens (at most 40)');
    if (!rolesIn(actor, actor.workspace).some((role) => role !== 'guest')) throw forbidden(`Only staff of workspace ${actor.workspace} may sync it`);
    const row = await this.directory.workspace(actor.workspace);
    const target = row?.externalTargets?.[urlPoint];
    if (!target) throw notFound(`No external target ${urlPoint} is configured for workspace ${actor.workspace}`);
    const request: SyncRequest = target.integration && this.targets ? await this.targets.request(actor.workspace, target.integration) : { headers: {} };
    try {
      const { status, data } = await this.fetchTarget(urlPoint, target.url, request);
      const items = mapItems(data, request) ?? null;
      if (target.integration) await this.targets?.recorded(actor, target.integration, urlPoint, { ok: true, items: items?.length ?? null });
      return { urlPoint, received: this.now().toISOString(), status, data, items };
    } catch (error) {
      if (target.integration && error instanceof DomainError) await this.targets?.recorded(actor, target.integration, urlPoint, { ok: false, error: error.message });
      throw error;
    }
  }

  private async fetchTarget(urlPoint: string, address: string, request: SyncRequest): Promise<{ status: number; data: unknown }> {
    // targets come from workspace admins: plain http only to this machine (tests)
    if (outboundUrlProblem(address)) throw badGateway(`The external target ${urlPoint} is not an https:// address`);
    let response: Response;
    try {
      response = await this.fetcher(new URL(address), { headers: { accept: 'application/json', ...request.headers }, redirect: 'error', signal: AbortSignal.timeout(SYNC_TIMEOUT_MS) });
    } catch (error) {
      throw badGateway(`The external target ${urlPoint} could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw badGateway(`The external target ${urlPoint} answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > SYNC_MAX_BYTES) throw badGateway(`The external target ${urlPoint} answered more than ${SYNC_MAX_BYTES} bytes`);
    const text = await response.text();
    if (Buffer.byteLength(text) > SYNC_MAX_BYTES) throw badGateway(`The external target ${urlPoint} answered more than ${SYNC_MAX_BYTES} bytes`);
    try {
      return { status: response.status, data: JSON.parse(text) };
    } catch {
      // not JSON: answered as the text it is
      return { status: response.status, data: text };
    }
  }
}
