import type { ApolloCache } from '@apollo/client';

/**
 * Any write to a configurator may change the lists of configurators (a new row, a name, published or
 * not) whose rows the cache holds apart from the configurator itself: the lists are dropped, and read
 * again when next shown.
 */
export function forgetConfiguratorLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'publishedConfigurators' });
  cache.gc();
}

/** A product write moves its head: the lists the editor picks products from are read again. */
export function forgetProductLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
  cache.gc();
}
