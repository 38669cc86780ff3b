/** The configurator editor's save of what it offers (rest/model/products/configurator-offers.ts). */
import type { OfferInput } from '../../rest/model/products/configurator-offers.ts';
import type { GatewayContext } from '../context.ts';
import type { ResourceNode } from '../loaders.ts';
import { attempt } from '../payloads.ts';

interface OfferArgs {
  id: string;
  expectedHead?: number | null;
  product: { id: string; version: number; patch?: Record<string, unknown> | null };
}

export const configuratorMutations = {
  offerProduct: async (_: unknown, args: OfferArgs, { model, actor }: GatewayContext) => {
    const input: OfferInput = {
      expectedHead: args.expectedHead ?? undefined,
      product: { id: args.product.id, version: args.product.version, patch: args.product.patch ?? undefined },
    };
    const result = await attempt(() => model.configuratorOffers.offer(actor, args.id, input), {
      body: 'product.patch',
      params: { 'product.version': 'product.version', expectedHead: 'expectedHead' },
    });
    if (result.error) return { publishedConfigurator: null, product: null, errors: result.errors };
    const { configurator, product } = result.value;
    return {
      publishedConfigurator: { ...configurator, collection: 'publishedconfigurators' } satisfies ResourceNode,
      product: product && ({ ...product, collection: 'products' } satisfies ResourceNode),
      errors: [],
    };
  },
};
