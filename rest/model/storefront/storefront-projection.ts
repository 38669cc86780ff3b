/**
 * The public projection of a published configurator (issue 18 §2, ARCHITECTURE.md decision 13): what
 * its customers' storefront reads. It is built field by field from the configurator's version, the
 * product version it pins and the module versions that product pins, and holds nothing else: no
 * owner, author or e-mail, no version graph, permissions or sharing, nothing of another resource.
 */
import { materialTheme } from '../../../rules/colour-scheme.ts';
import { rolesFromProperties } from '../../../rules/colour-roles.ts';
import { STOREFRONT_FEATURES, type StorefrontAuth, type StorefrontView } from '../../../rules/storefront-view.ts';
import { compositionLabel, parseComposition } from '../../../rules/composition.ts';
import { offerRules, type OfferedModule, type OfferParameter, type StorefrontOffer } from '../../../rules/configuration-rules.ts';
import { customerDomains, DEFAULT_AUTH } from './published-configurators.ts';
import { meshesFormatOf } from './cad-meshes.ts';

/** One stored version of a resource, as the projection reads it. */
export interface StoredVersion {
  id: string;
  version: number;
  document: Record<string, any>;
}

export interface ProjectionSources {
  configurator: StoredVersion;
  product: StoredVersion;
  /** the module versions the product pins, by 'id:version' */
  modules: Map<string, StoredVersion>;
  theme: StoredVersion | null;
}

export const DEFAULT_CURRENCY = 'GBP';
export type { StorefrontView };

/** Where the storefront reads a module's pictures and geometry: under the configurator version, so only offered modules are served. */
export const assetBase = (configurator: { id: string; version: number }, moduleId: string) =>
  `/api/published/configurator/${configurator.id}/v/${configurator.version}/modules/${moduleId}`;

/** The extension a stored file is served as (its name's, lower case). */
export const fileExtension = (name: unknown): string | undefined =>
  typeof name === 'string' && name.includes('.') ? name.split('.').pop()!.toLowerCase() : undefined;

const stored = (file: any) => typeof file?.hashString === 'string';

/** How many parts production makes of one module: every part of every group, by its quantity. */
export function productionPartsOf(document: Record<string, any>): number {
  const groups: any[] = document.productionParts?.groups ?? [];
  return groups.reduce((n, group) => n + (group.parts ?? []).reduce((m: number, part: any) => m + (part.quantity ?? 1), 0), 0);
}

const definedOnly = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

function parameterOf(p: Record<string, any>): OfferParameter {
  return definedOnly({
    id: p.id,
    name: p.name,
    type: p.type,
    default: p.default,
    options: p.options?.map((o: any) => definedOnly({ value: o.value, label: o.label })),
    min: p.min,
    max: p.max,
    step: p.step,
    unit: p.unit,
  });
}

function offeredModule(configurator: StoredVersion, module: StoredVersion): OfferedModule {
  const d = module.document;
  const base = assetBase(configurator, module.id);
  const geometry = d.source?.file?.file;
  return definedOnly({
    id: module.id,
    version: module.version,
    name: d.name,
    description: d.description,
    price: d.price ?? '',
    per: d.per ?? 1,
    sku: d.skus?.[0],
    parameters: (d.parameters ?? []).map(parameterOf),
    connectors: (d.connectors ?? []).map((c: any) => definedOnly({ id: c.id, name: c.name, position: c.position })),
    image: stored(d.source?.image) || stored(d.source?.render) ? `${base}/image.png` : undefined,
    geometry: stored(geometry) && fileExtension(geometry.name) ? `${base}/geometry.${fileExtension(geometry.name)}` : undefined,
    // a STEP or IGES file is also offered as the meshes the server converts it to once (cad-meshes.ts)
    meshes: stored(geometry) && meshesFormatOf(String(geometry.name)) ? `${base}/meshes` : undefined,
    nProductionParts: productionPartsOf(d),
  });
}

export function offerOf(sources: ProjectionSources, currency: string): StorefrontOffer {
  const { configurator, product } = sources;
  const modules: Record<string, OfferedModule> = {};
  const categories = (product.document.categoryModules ?? []).map((category: any) => {
    const parsed = parseComposition(category.composition);
    const composition = parsed.ok ? parsed.composition : { min: 0, max: null };
    const moduleIds: string[] = [];
    for (const ref of category.modules as { id: string; version: number }[]) {
      const module = sources.modules.get(`${ref.id}:${ref.version}`);
      if (!module || moduleIds.includes(ref.id)) continue;
      modules[ref.id] ??= offeredModule(configurator, module);
      moduleIds.push(ref.id);
    }
    return { id: category.id, name: category.category, composition, label: compositionLabel(composition), moduleIds };
  });
  const connections = (product.document.moduleGraph ?? []).map((c: any) => ({ source: c.source, sourceConnector: c.sourceConnector, target: c.target, targetConnector: c.targetConnector }));
  return { currency, categories, modules, rules: offerRules(product.document.rules), connections };
}

/** Light and dark roles: the theme's stored ones when complete, otherwise computed from its colours. */
function themeOf(theme: StoredVersion | null): StorefrontView['theme'] {
  if (!theme) return null;
  const d = theme.document;
  const light = rolesFromProperties(d.properties?.light);
  const dark = rolesFromProperties(d.properties?.dark);
  if (light && dark) return { light, dark };
  const computed = materialTheme({ seed: d.seed, secondary: d.secondary, tertiary: d.tertiary, trueColours: d.trueColours });
  return { light: light ?? computed.light, dark: dark ?? computed.dark };
}

/**
 * The projection of one configurator version. Login settings and currency are the configurator's,
 * else its theme's, else the defaults (decisions: s-api); a feature left out is off.
 */
export function buildProjection(sources: ProjectionSources): StorefrontView {
  const c = sources.configurator.document;
  const t = sources.theme?.document ?? {};
  const auth = c.auth ?? t.auth ?? DEFAULT_AUTH;
  const currency = c.currency ?? t.currency ?? DEFAULT_CURRENCY;
  const p = sources.product.document;
  return definedOnly({
    id: sources.configurator.id,
    version: sources.configurator.version,
    domain: customerDomains(c)[0],
    title: c.title,
    description: c.description,
    currency,
    auth: { loginType: auth.loginType, signupType: auth.signupType, emailPassword: auth.emailPassword } as StorefrontAuth,
    features: Object.fromEntries(STOREFRONT_FEATURES.map((f) => [f, c.features?.[f] === true])) as StorefrontView['features'],
    theme: themeOf(sources.theme),
    images: definedOnly({ logo: c.images?.logo, favicon: c.images?.favicon, background: c.images?.background }),
    embedOrigins: c.embedOrigins ?? [],
    product: definedOnly({ id: sources.product.id, version: sources.product.version, name: p.name, description: p.description }),
    offer: offerOf(sources, currency),
  });
}
