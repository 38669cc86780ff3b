import { KINDS } from '../model/kinds/registry.ts';
import { contentOperations, imageOperations } from './content.routes.ts';
import { resourceOperations } from './kind.routes.ts';
import { metaOperations } from './meta.routes.ts';
import type { Operation } from './operation.ts';
import { shortCodeOperations } from './short-codes.routes.ts';
import { subresourceOperations } from './subresource.routes.ts';

/**
 * Every operation of the REST API, each declared once (rest/routes/operation.ts). The app registers
 * these as Fastify routes, the OpenAPI document describes them, rest/client calls them.
 */
export const ROUTE_TABLE: readonly Operation[] = [
  ...metaOperations,
  ...KINDS.flatMap((kind) => [...resourceOperations(kind), ...subresourceOperations(kind), ...contentOperations(kind)]),
  ...imageOperations,
  ...shortCodeOperations,
];
