/**
 * Public addresses (the registry's `domains` of a kind: a configurator's Joinery address and the
 * maker's own domain). An address leads to one resource, so across every workspace one resource at a
 * time may hold each, compared case-insensitively as host names are.
 *
 * Each address a head holds is a row of `domainclaims` whose id is the address, rewritten with the
 * head in the same transaction (like labels and usages): a second claim is a duplicate key, so two
 * writers racing for one address cannot both win, on any engine.
 */
import { DuplicateKeyError, w, type Store } from '../../store/port.ts';
import { conflict } from '../errors.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import { headMoved, type WriteEffect } from './write-effects.ts';

export const DOMAIN_CLAIMS = 'domainclaims';

export interface DomainClaimRow {
  /** the address, lower case */
  id: string;
  collection: string;
  resource: string;
  /** the field of the document holding it */
  field: string;
}

/** By resource: each write replaces its resource's claims. */
export const DOMAIN_CLAIM_INDEXES = [{ fields: ['collection', 'resource'] }];

const claimsOf = (kind: KindDef, id: string) => w.and(w.eq('collection', kind.collection), w.eq('resource', id));

/** The addresses a document holds → the field holding each (the first, when two fields hold one). */
function domainsOf(kind: KindDef, document: Record<string, unknown> | null): Map<string, string> {
  const domains = new Map<string, string>();
  for (const field of kind.domains ?? []) {
    const value = document?.[field];
    if (typeof value === 'string' && value && !domains.has(value.toLowerCase())) domains.set(value.toLowerCase(), field);
  }
  return domains;
}

const sameDomains = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a.keys()].every((domain) => b.has(domain));

/** 409 naming the address; `details` name the field too, for forms that show it beside the field. */
const taken = (kind: KindDef, field: string, domain: string) =>
  conflict(`${domain} is already the address of another ${kind.label.toLowerCase()}: choose another`, { field, domain });

/**
 * Rewrites a resource's claims for its new head document (null: it is deleted or archived), inside the
 * write's transaction. An address another resource holds is a 409, and the write fails with it. Kinds
 * without addresses, and writes that keep them (`previous` the same), cost nothing.
 */
export async function replaceDomainClaims(
  tx: Store,
  kind: KindDef,
  id: string,
  document: Record<string, unknown> | null,
  previous?: Record<string, unknown> | null,
): Promise<void> {
  if (!kind.domains?.length) return;
  const next = domainsOf(kind, document);
  if (previous !== undefined && sameDomains(domainsOf(kind, previous), next)) return;
  if (previous !== undefined) await tx.delete(DOMAIN_CLAIMS, claimsOf(kind, id));
  for (const [domain, field] of next) {
    if (await tx.findOne(DOMAIN_CLAIMS, w.eq('id', domain))) throw taken(kind, field, domain);
    const row: DomainClaimRow = { id: domain, collection: kind.collection, resource: id, field };
    try {
      await tx.insert(DOMAIN_CLAIMS, [row]);
    } catch (error) {
      // a writer that claimed it after our read (engines without serialised transactions)
      if (error instanceof DuplicateKeyError) throw taken(kind, field, domain);
      throw error;
    }
  }
}

/** Claims each new head's addresses (a 409 when another resource holds one, which undoes the write); a deleted or archived resource frees its own. */
export const domainClaims: WriteEffect = {
  name: 'domain claims',
  appliesTo: (kind) => Boolean(kind.domains?.length),
  async beforeVersion(tx, written) {
    // a first version has no claims to replace
    if (headMoved(written)) await replaceDomainClaims(tx, written.kind, written.id, written.newHead.document, written.oldHead ? written.oldHead.document : undefined);
  },
  async onRemove(tx, removed) {
    if (removed.mode !== 'version') await replaceDomainClaims(tx, removed.kind, removed.id, null, removed.head.document);
  },
};

/** How many numbered addresses a copy tries before its write is left to refuse the address it has. */
const COPY_ATTEMPTS = 100;

/** `label-n.rest`: the address with its first label numbered, within a label's 63 characters. */
function numbered(domain: string, n: number): string {
  const [label, ...rest] = domain.split('.');
  const suffix = `-${n}`;
  return [label.slice(0, 63 - suffix.length).replace(/-+$/, '') + suffix, ...rest].join('.');
}

/**
 * A copy's addresses (a duplicate keeps its original's): each one held already becomes the first free
 * numbered one (shelving-2.oak-and-ash.joinery.app), unless the caller gave it (`given`).
 */
export async function freeCopyDomains(store: Store, kind: KindDef, document: Record<string, unknown>, given: Record<string, unknown>): Promise<Record<string, unknown>> {
  const copy = { ...document };
  for (const field of kind.domains ?? []) {
    const domain = copy[field];
    if (field in given || typeof domain !== 'string' || !(await store.findOne(DOMAIN_CLAIMS, w.eq('id', domain.toLowerCase())))) continue;
    for (let n = 2; n <= COPY_ATTEMPTS; n++) {
      const candidate = numbered(domain.toLowerCase(), n);
      if (!(await store.findOne(DOMAIN_CLAIMS, w.eq('id', candidate)))) {
        copy[field] = candidate;
        break;
      }
    }
  }
  return copy;
}

/** Claims of heads written before claims existed: each keeps its addresses unless an earlier one (by id) holds them. */
export async function claimExistingDomains(store: Store, kind: KindDef, heads: Pick<HeadRow, 'id' | 'deleted' | 'document'>[]): Promise<void> {
  for (const head of heads) {
    if (head.deleted) continue;
    for (const [domain, field] of domainsOf(kind, head.document)) {
      // it runs in a migration's transaction, which a failed insert would abort on MongoDB: look first
      if (await store.findOne(DOMAIN_CLAIMS, w.eq('id', domain))) continue;
      await store.insert(DOMAIN_CLAIMS, [{ id: domain, collection: kind.collection, resource: head.id, field } satisfies DomainClaimRow]);
    }
  }
}
