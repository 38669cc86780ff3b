/**
 * A published configurator as the storefront's server side needs it: which workspace it belongs to and
 * how customers sign in there. Anything unpublished, deleted or unknown is one and the same 404
 * (application.md §8 'Configurator not published'), so a customer learns nothing about drafts.
 */
import { w, type Store } from '../../store/port.ts';
import { notFound } from '../errors.ts';
import type { LOGIN_TYPES, SIGNUP_TYPES } from '../kinds/common.schema.ts';
import { requireKind } from '../kinds/registry.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import { assertStorefrontOpen } from '../superadmin/suspension.ts';

export const NOT_PUBLISHED = 'Configurator not published';

export interface CustomerAuth {
  loginType: (typeof LOGIN_TYPES)[number];
  signupType: (typeof SIGNUP_TYPES)[number];
  emailPassword: boolean;
}

/** A configurator without auth settings offers no sign-in (orders then take an e-mail address). */
export const DEFAULT_AUTH: CustomerAuth = { loginType: 'None', signupType: 'Signup', emailPassword: true };

export interface PublishedConfigurator {
  id: string;
  workspace: string;
  title: string;
  /** its address for customers: the maker's own domain when it has one, else the Joinery one */
  domain: string;
  domains: string[];
  auth: CustomerAuth;
}

const RESOURCE_ID = /^[0-9a-f]{24}$/;

/** A configurator's addresses for customers, the maker's own domain first (its document or its list row, which hold both). */
export function customerDomains(record: { customerDomain?: unknown; joineryDomain?: unknown }): string[] {
  return [record.customerDomain, record.joineryDomain].filter((d): d is string => typeof d === 'string' && d !== '');
}

/** The published head of configurator `id`, or 404 'Configurator not published' ('Configurator unavailable' while its workspace is suspended). */
export async function publishedConfigurator(store: Store, id: unknown): Promise<PublishedConfigurator> {
  if (typeof id !== 'string' || !RESOURCE_ID.test(id)) throw notFound(NOT_PUBLISHED);
  const { collection } = requireKind('publishedconfigurators');
  const head = (await store.findOne(collection, w.and(w.eq('id', id), w.eq('deleted', false)), { omit: ['data', 'filter', 'sort'] })) as HeadRow | null;
  const document = head?.document as Record<string, any> | undefined;
  if (!head || document?.published !== true) throw notFound(NOT_PUBLISHED);
  await assertStorefrontOpen(store, head.workspace);
  const domains = customerDomains(document);
  return {
    id,
    workspace: head.workspace,
    title: String(document.title ?? ''),
    domain: domains[0] ?? '',
    domains,
    auth: { ...DEFAULT_AUTH, ...(document.auth ?? {}) },
  };
}
