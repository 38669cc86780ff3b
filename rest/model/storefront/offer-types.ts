/**
 * The shapes of the rule model (storefront-contract.md) that the projection fills in, until
 * rules/configuration-rules.ts (helper s-core) is merged: then this file re-exports it.
 */
export type ParameterValue = string | number | boolean;

export interface OfferParameter {
  id: string;
  name: string;
  type: 'Quantity' | 'Enum' | 'Boolean' | 'String';
  default?: ParameterValue;
  options?: { value: string; label?: string }[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
}

export interface OfferCategory {
  id: string;
  name: string;
  composition: { min: number; max: number | null };
  label: string;
  moduleIds: string[];
}

export interface OfferedModule {
  id: string;
  version: number;
  name: string;
  description?: string;
  price: string;
  per: number;
  sku?: string;
  parameters: OfferParameter[];
  connectors: { id: string; name?: string }[];
  image?: string;
  geometry?: string;
  nProductionParts: number;
}

export type OfferRule = { type: 'requires'; module: string; category: string } | { type: 'excludes'; module: string; parameter: string; value: string };

export interface OfferConnection {
  source: string;
  sourceConnector: string;
  target: string;
  targetConnector: string;
}

export interface StorefrontOffer {
  currency: string;
  categories: OfferCategory[];
  modules: Record<string, OfferedModule>;
  rules: OfferRule[];
  connections: OfferConnection[];
}
