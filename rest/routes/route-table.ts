import { KINDS } from '../model/kinds/registry.ts';
import { contentOperations, imageOperations } from './content.routes.ts';
import { customerOperations } from './customers.routes.ts';
import { identityOperations } from './identity.routes.ts';
import { resourceOperations } from './kind.routes.ts';
import { metaOperations } from './meta.routes.ts';
import type { Operation } from './operation.ts';
import { productionOperations } from './production.routes.ts';
import { cadImportOperations } from './cad-import.routes.ts';
import { productsOperations } from './products.routes.ts';
import { integrationsOperations } from './integrations.routes.ts';
import { shortCodeOperations } from './short-codes.routes.ts';
import { storefrontReadOperations, storefrontWriteOperations } from './storefront.routes.ts';
import { storefrontCustomerOperations } from './storefront-customers.routes.ts';
import { storefrontVisitOperations } from './storefront-visits.routes.ts';
import { statisticsOperations } from './statistics.routes.ts';
import { subresourceOperations } from './subresource.routes.ts';
import { superadminOperations } from './superadmin.routes.ts';
import { tasksOperations } from './tasks.routes.ts';
import { websiteOperations } from './website.routes.ts';

/** The operations outside the kinds, with their literal types: rest/client/types.ts types the client's calls from these. */
export const NAMED_OPERATIONS = [
  ...identityOperations,
  ...websiteOperations,
  ...productsOperations,
  ...storefrontReadOperations,
  ...storefrontWriteOperations,
  ...storefrontCustomerOperations,
  ...storefrontVisitOperations,
  ...productionOperations,
  ...customerOperations,
  ...statisticsOperations,
  ...integrationsOperations,
  ...tasksOperations,
  ...cadImportOperations,
  ...superadminOperations,
];

/**
 * Every operation of the HTTP API, each declared once (rest/routes/operation.ts). The app registers
 * these as Fastify routes, the OpenAPI document describes them, rest/client calls them.
 */
export const ROUTE_TABLE: readonly Operation[] = [
  ...metaOperations,
  ...KINDS.flatMap((kind) => [...resourceOperations(kind), ...subresourceOperations(kind), ...contentOperations(kind)]),
  ...imageOperations,
  ...shortCodeOperations,
  ...NAMED_OPERATIONS,
];
