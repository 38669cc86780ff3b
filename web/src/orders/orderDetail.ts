import type { OrderDetailQuery } from './gql/graphql.ts';

/** An order as its screen reads it. */
export type OrderDetail = NonNullable<OrderDetailQuery['order']>;
export type LineItem = OrderDetail['document']['lineItems'][number];
export type OrderedProduct = NonNullable<OrderDetail['document']['products']>[number];
export type Configuration = NonNullable<OrderedProduct['productConfiguration']['resource']>;

/** A module reference as the spec writes it: `id:version`. */
export const moduleRef = (ref: { id: string; version: number }) => `${ref.id}:${ref.version}`;

/** The work batches that list the order (§2.5: it needs action while there are none). */
export const workBatchesOf = (order: Pick<OrderDetail, 'usages'>) => order.usages.items.filter((usage) => usage.collection === 'workbatches');

/** A line item whose module has a newer head than the version ordered (B2): the version it uses and the current one. */
export interface OutdatedModule {
  id: string;
  name: string;
  ordered: number;
  head: number;
}

/** The ordered modules that have moved on since, one entry per module and version ordered. */
export function outdatedModules(lineItems: readonly LineItem[]): OutdatedModule[] {
  const seen = new Map<string, OutdatedModule>();
  for (const item of lineItems) {
    const { id, version, resource } = item.module;
    if (!resource || resource.head <= version) continue;
    seen.set(`${id}:${version}`, { id, name: resource.name ?? item.name, ordered: version, head: resource.head });
  }
  return [...seen.values()];
}

/**
 * Where a configuration opens on the storefront: `/c/{configurator}?configuration={id}`, for one made
 * in a published configurator; null for one made from a product, which has no storefront.
 */
export function storefrontLink(configurationId: string, configuration: Configuration): string | null {
  const { product } = configuration.document;
  if (product.type !== 'publishedconfigurators') return null;
  return `/c/${product.id}?configuration=${encodeURIComponent(configurationId)}`;
}

/** Parameter values with their names as the module calls them (`Finish: oak`), in the configuration's order. */
export function namedParameters(module: Configuration['document']['modules'][number]): string[] {
  const declared = module.module.resource?.document.parameters ?? [];
  return Object.entries(module.parameters ?? {}).map(([id, value]) => `${declared.find((p) => p.id === id)?.name ?? id}: ${String(value)}`);
}
