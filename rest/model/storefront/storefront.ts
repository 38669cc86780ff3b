/**
 * What customers of a published configurator read and do (issue 18), composed once for the model:
 * the public reads, saved configurations, orders, and the ecommerce calls.
 */
import type { Content } from '../content/content.ts';
import type { Directory } from '../identity/directory.ts';
import type { Runtime } from '../runtime.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';
import type { Visits } from './visits.ts';
import { Ecommerce } from './ecommerce.ts';
import { ensureOrderNumberIndexes } from './order-numbers.ts';
import { ensureOrderRequestIndexes, OrderRequests } from './order-requests.ts';
import { StorefrontConfigurations } from './storefront-configurations.ts';
import { StorefrontOrders, type OrderMail } from './storefront-orders.ts';
import { CadMeshes } from './cad-meshes.ts';
import { StorefrontReads } from './storefront-reads.ts';

export interface Storefront {
  reads: StorefrontReads;
  configurations: StorefrontConfigurations;
  orders: StorefrontOrders;
  ecommerce: Ecommerce;
}

export async function createStorefront(
  rt: Runtime,
  parts: { content: Content; writes: DocumentWrites; directory: Directory; visits: Visits; mail: OrderMail; cacheDir?: string },
): Promise<Storefront> {
  await ensureOrderNumberIndexes(rt.store);
  await ensureOrderRequestIndexes(rt.store);
  const reads = new StorefrontReads(rt.store, parts.content, new CadMeshes(parts.cacheDir));
  const requests = new OrderRequests(rt.store, rt.now);
  const configurations = new StorefrontConfigurations(rt, reads, parts.writes, parts.visits);
  const orders = new StorefrontOrders(rt, reads, configurations, parts.writes, parts.directory, parts.visits, requests, parts.mail);
  return { reads, configurations, orders, ecommerce: new Ecommerce(rt.store, orders, requests) };
}
