/**
 * The storefront's calls: the public REST routes of issue 18 (no staff session, no GraphQL), with the
 * types of what they answer. Every call the storefront makes goes through this module.
 */
import { requestJson } from '../../app/http.ts';
import type { ConfiguredConnection, Evaluation, ParameterValue } from '../../../../rules/configuration-rules.ts';
import type { StorefrontView } from '../../../../rules/storefront-view.ts';

export type {
  ConfiguredConnection, Evaluation, OfferCategory, OfferedModule, OfferParameter, OfferRule, ParameterValue, StorefrontOffer,
} from '../../../../rules/configuration-rules.ts';

export type { LoginType, SignupType, StorefrontAuth, StorefrontFeatures } from '../../../../rules/storefront-view.ts';

/** GET /api/published/configurator/{id}[/v/{version}]: the public projection of a published configurator. */
export type PublishedConfigurator = StorefrontView;

/** A module instance of a configuration: the module pinned as 'id:version' (the storefront always writes this form). */
export interface ConfiguredModule {
  module: string;
  instance: number;
  parameters: Record<string, ParameterValue>;
}

/** What the customer configured (the product configuration document's modules and connections, §3). */
export interface ConfigurationDocument {
  modules: ConfiguredModule[];
  connections: ConfiguredConnection[];
}

/** GET /api/published/configuration/{id}/v/{version} */
export interface SavedConfiguration {
  id: string;
  version: number;
  domain: string;
  configurator: { id: string; version: number };
  document: ConfigurationDocument;
  evaluation: Evaluation;
}

export interface SavedReference {
  id: string;
  version: number;
  total: number;
  currency: string;
}

export interface PlacedOrder {
  id: string;
  status: string;
  totalItems: number;
  totalPrice: number;
  currency: string;
}

export interface CustomerOrder {
  id: string;
  status?: string;
  created?: string;
  totalItems?: number;
  totalPrice?: number;
  currency?: string;
}

export interface Customer {
  email: string;
  name?: string;
}

export type UtmFields = Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign', string>>;

const base = (id: string) => `/api/published/configurator/${encodeURIComponent(id)}`;

export const publishedApi = {
  configurator: (id: string, version?: number, signal?: AbortSignal) =>
    requestJson<PublishedConfigurator>(version === undefined ? base(id) : `${base(id)}/v/${version}`, { signal }),
  configuration: (id: string, version: number, signal?: AbortSignal) =>
    requestJson<SavedConfiguration>(`/api/published/configuration/${encodeURIComponent(id)}/v/${version}`, { signal }),
  domain: (host: string) => requestJson<{ id: string; version: number }>(`/api/published/domains/${encodeURIComponent(host)}`),
  save: (id: string, body: ConfigurationDocument & { session?: string }) =>
    requestJson<SavedReference>(`${base(id)}/configurations`, { method: 'POST', json: body }),
  /** `expectedTotal`: the total the customer was shown; the server refuses the order (400) when its own differs */
  order: (id: string, body: { configuration: { id: string; version: number }; email?: string; session?: string; expectedTotal?: number }, idempotencyKey: string) =>
    requestJson<PlacedOrder>(`${base(id)}/orders`, { method: 'POST', json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
  orders: (id: string) => requestJson<{ items: CustomerOrder[] }>(`${base(id)}/orders`),
  visit: (id: string, body: UtmFields & { referrer?: string }) => requestJson<{ session: string }>(`${base(id)}/visits`, { method: 'POST', json: body }),
  signUp: (id: string, body: { email: string; password: string; name?: string }) =>
    requestJson<Customer>(`${base(id)}/customers/signup`, { method: 'POST', json: body }),
  signIn: (id: string, body: { email: string; password: string }) => requestJson<Customer>(`${base(id)}/customers/signin`, { method: 'POST', json: body }),
  signOut: (id: string) => requestJson<void>(`${base(id)}/customers/signout`, { method: 'POST' }),
  me: (id: string) => requestJson<Customer>(`${base(id)}/customers/me`),
};
