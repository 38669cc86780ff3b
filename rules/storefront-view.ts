/**
 * What the public read of a published configurator answers (GET /api/published/configurator/{id}): the
 * server builds it (rest/model/storefront/storefront-projection.ts, declared for OpenAPI in
 * rest/routes/storefront.schemas.ts) and the storefront reads it (web/src/storefront), both with this type.
 */
import type { ColourRoles } from './colour-roles.ts';
import type { StorefrontOffer } from './configuration-rules.ts';

export type LoginType = 'None' | 'Optional' | 'RequiredToOrder' | 'Required';
export type SignupType = 'Signup' | 'Invitation';

export interface StorefrontAuth {
  loginType: LoginType;
  signupType: SignupType;
  emailPassword: boolean;
}

/** what the configurator offers its customers besides configuring */
export const STOREFRONT_FEATURES = ['prices', 'ordering', 'sharing', 'suggestions', 'billOfMaterials'] as const;
export type StorefrontFeatures = Record<(typeof STOREFRONT_FEATURES)[number], boolean>;

export interface StorefrontView {
  id: string;
  version: number;
  domain: string;
  title: string;
  description?: string;
  currency: string;
  auth: StorefrontAuth;
  features: StorefrontFeatures;
  theme: { light: ColourRoles; dark: ColourRoles } | null;
  images: { logo?: string; favicon?: string; background?: string };
  /** the sites that may embed the storefront (an iframe) and hear its price and ordered messages */
  embedOrigins: string[];
  product: { id: string; version: number; name: string; description?: string };
  offer: StorefrontOffer;
}
