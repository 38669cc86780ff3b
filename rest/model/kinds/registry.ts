import { appearanceKind } from './appearance.kind.ts';
import { companyKind } from './company.kind.ts';
import { connectorTypeKind } from './connectortype.kind.ts';
import type { KindDef } from './kind-def.ts';
import { moduleKind } from './module.kind.ts';
import { offlineActionKind } from './offlineaction.kind.ts';
import { orderKind } from './order.kind.ts';
import { populationKind } from './population.kind.ts';
import { productKind } from './product.kind.ts';
import { productConfigurationKind } from './productconfiguration.kind.ts';
import { productionMaterialKind } from './productionmaterial.kind.ts';
import { publishedConfiguratorKind } from './publishedconfigurator.kind.ts';
import { themeKind } from './theme.kind.ts';
import { workBatchKind } from './workbatch.kind.ts';
import { workflowKind } from './workflow.kind.ts';

/**
 * The fourteen kinds of rest-api.md §3.1, in its order. Everything per-kind is derived from this list.
 * KIND_LIST keeps each kind's own type (schema, collection, names) for typed code such as rest/client.
 */
export const KIND_LIST = [
  appearanceKind,
  companyKind,
  connectorTypeKind,
  moduleKind,
  offlineActionKind,
  orderKind,
  populationKind,
  productKind,
  productConfigurationKind,
  productionMaterialKind,
  publishedConfiguratorKind,
  themeKind,
  workBatchKind,
  workflowKind,
] as const;

/** The kinds for generic code. */
export const KINDS: readonly KindDef[] = KIND_LIST;

/** Each kind's own definition type by its collection: KindByCollection['modules'] is typeof moduleKind. */
export type KindByCollection = { [K in (typeof KIND_LIST)[number] as K['collection']]: K };

const byCollection = new Map(KINDS.map((k) => [k.collection, k]));

export function kindOf(collection: string): KindDef | undefined {
  return byCollection.get(collection);
}

export function requireKind(collection: string): KindDef {
  const def = byCollection.get(collection);
  if (!def) throw new Error(`unknown kind collection ${collection}`);
  return def;
}
