import type { LimitReport, RateLimits, RateLimitSettings } from '../identity/rate-limits.ts';
import type { Runtime } from '../runtime.ts';

/** What the public site's demo and support forms send. */
export interface DemoRequestInput {
  kind: 'demo' | 'support';
  name: string;
  email: string;
  company?: string;
  message?: string;
}

export interface DemoRequest extends DemoRequestInput {
  id: string;
  received: string;
}

export const DEMO_REQUESTS = 'demorequests';

/**
 * Requests for a demo or for support, kept in the store for the team to follow up. Anyone may send
 * one, so each is reserved against a limit per address and one for everyone together before it is stored.
 */
export class DemoRequests {
  constructor(
    private readonly rt: Runtime,
    private readonly rateLimits: RateLimits,
    private readonly limits: Pick<RateLimitSettings, 'demoRequests' | 'demoRequestsTotal'>,
  ) {}

  async add(input: DemoRequestInput, address: string, report?: LimitReport): Promise<DemoRequest> {
    const limits = [
      { rule: this.limits.demoRequests, keys: [`demorequests:address:${address}`] },
      { rule: this.limits.demoRequestsTotal, keys: ['demorequests:all'] },
    ];
    await this.rateLimits.reserve('demo requests', limits, { report });
    const request: DemoRequest = {
      id: this.rt.newId(),
      received: this.rt.now().toISOString(),
      kind: input.kind,
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      ...(input.company?.trim() ? { company: input.company.trim() } : {}),
      ...(input.message?.trim() ? { message: input.message.trim() } : {}),
    };
    await this.rt.store.insert(DEMO_REQUESTS, [request]);
    return request;
  }
}
