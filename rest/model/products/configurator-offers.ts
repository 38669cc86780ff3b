/**
 * What a configurator offers its customers: a product (its categories of modules with their
 * composition rules, its parameters and their defaults), a versioned resource of its own that the
 * configurator refers to at one version. The configurator editor saves the two together.
 */
import type { DocumentWrites, LinkedChange } from '../writes/document-writes.ts';
import type { Actor } from '../identity/actor.ts';
import { badRequest } from '../errors.ts';
import { assertJsonBody } from '../json-limits.ts';
import { mergePatch } from '../versions/json-changes.ts';
import { requireKind } from '../kinds/registry.ts';
import { assertVersionNumber } from '../resources/resource-access.ts';
import type { Envelope } from '../resources/resource-types.ts';

const configurators = requireKind('publishedconfigurators');
const products = requireKind('products');

export interface OfferInput {
  /** the configurator's head the editor showed (If-Match) */
  expectedHead?: number;
  product: {
    id: string;
    /** the product's version the editor showed: its changes are written on it (when it is still the head), otherwise it is offered as it is */
    version: number;
    /** the product's changes, a JSON merge patch; absent: the product is offered unchanged */
    patch?: Record<string, unknown>;
  };
}

export interface Offer {
  configurator: Envelope;
  /** the product's new version, or null when it was offered unchanged */
  product: Envelope | null;
}

export class ConfiguratorOffers {
  constructor(private readonly writes: DocumentWrites) {}

  /**
   * Writes the product's changes as a new version of it and points the configurator at that version
   * (or, without changes, at the version shown), in one transaction: both land or neither does. Each
   * write expects the head the editor showed (412 otherwise) and is checked like any other (the
   * actor may write both, the product's schema and the plan's maxProductsPerConfigurator).
   */
  async offer(actor: Actor, configuratorId: string, input: OfferInput): Promise<Offer> {
    const { product, expectedHead } = input;
    assertVersionNumber(product.version, 'product.version');
    if (expectedHead !== undefined) assertVersionNumber(expectedHead, 'expectedHead');
    const { patch } = product;
    if (patch !== undefined && (patch === null || typeof patch !== 'object' || Array.isArray(patch))) throw badRequest('product.patch must be an object');
    if (patch) assertJsonBody(patch, 'product.patch');

    const changes: LinkedChange[] = [];
    if (patch) {
      changes.push({ kind: products, id: product.id, expectedHead: product.version, precondition: 'product.version', change: (document) => mergePatch(document, patch) as Record<string, unknown> });
    }
    changes.push({
      kind: configurators,
      id: configuratorId,
      expectedHead,
      precondition: 'expectedHead',
      // the product's version just written, or the one shown
      change: (document, [written]) => ({ ...document, product: { id: product.id, version: written?.version ?? product.version } }),
    });
    const written = await this.writes.changeTogether(actor, changes);
    return { configurator: written[written.length - 1], product: patch ? written[0] : null };
  }
}
