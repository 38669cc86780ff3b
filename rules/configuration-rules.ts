/**
 * The one rule model of the storefront (issue 18 §4): what a customer may choose on a published
 * configurator, why a choice is disabled, and what the configuration costs. The storefront runs it
 * as the customer clicks; the server runs the same code again on every save and order and refuses
 * what it refuses. Pure TypeScript: rules/ imports neither side.
 */
import { compositionLabel, type Composition } from './composition.ts';
import { lineMillionths, orderTotal, parsePrice, toCurrencyUnits } from './prices.ts';
import {
  checkParameters, effectiveValues, valueLabel, type OfferParameter, type ParameterValue, type ParameterValues,
} from './configuration-parameters.ts';

export { compositionLabel, parsePrice, orderTotal };
export type { OfferParameter, ParameterValue, ParameterValues };

// ---- what the projection carries (s-api builds it from the stored product and modules) ----

export interface OfferCategory {
  id: string;
  name: string;
  composition: Composition;
  /** §9's label of the composition (compositionLabel) */
  label: string;
  moduleIds: string[];
}

export interface OfferedModule {
  id: string;
  version: number;
  name: string;
  description?: string;
  /** the module's price text: its first number is the price (§5) */
  price: string;
  /** units per priced lot (≥ 1) */
  per: number;
  sku?: string;
  parameters: OfferParameter[];
  /** position: where the connector sits in the module's CAD frame (its document's units), when the module says */
  connectors: { id: string; name?: string; position?: [number, number, number] }[];
  image?: string;
  /** the CAD file (its extension says the format) */
  geometry?: string;
  /** a STEP or IGES file's meshes, converted by the server (rules/cad-meshes.ts), which the 3D view reads instead */
  meshes?: string;
  nProductionParts: number;
}

/** A module needs one of a category chosen ('needs a Leg frame'), or is not offered with a parameter's value ('not offered with Oak'). */
export type OfferRule =
  | { type: 'requires'; module: string; category: string }
  | { type: 'excludes'; module: string; parameter: string; value: string };

/** The product's module graph: which connector of which module may connect to which (either way round). */
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

// ---- what the customer chose (the product configuration document, §3) ----

export interface ModuleRef {
  id: string;
  version: number;
}

export interface ConfiguredModule {
  /** 'id:version', or { id, version } as the stored configuration keeps it */
  module: string | ModuleRef;
  instance: number;
  parameters?: ParameterValues;
}

export interface ConfiguredConnection {
  sourceModule: string;
  sourceInstance: number;
  sourceConnector: string;
  targetModule: string;
  targetInstance: number;
  targetConnector: string;
}

export interface ConfigurationInput {
  modules: ConfiguredModule[];
  connections?: ConfiguredConnection[];
}

// ---- the verdict ----

export type ProblemRule = 'configuration' | 'module' | 'instance' | 'parameter' | 'composition' | 'requires' | 'excludes' | 'connection';

export interface Problem {
  rule: ProblemRule;
  /** in plain words, for the customer */
  message: string;
  category?: string;
  module?: string;
}

export interface Choice {
  disabled: boolean;
  /** why one more cannot be added, in plain words (always given when disabled) */
  reason?: string;
}

/** An order line (the order kind's line item, with the module as 'id:version' and the line's amount). */
export interface OrderLineItem {
  module: string;
  name: string;
  sku?: string;
  quantity: number;
  per: number;
  properties: { price: string };
  instances: number[];
  nProductionParts: number;
  lineTotal: number;
}

export interface Evaluation {
  valid: boolean;
  problems: Problem[];
  /** per offered module id: whether one more may be added */
  choices: Record<string, Choice>;
  lineItems: OrderLineItem[];
  /** §9: Σ ceil(quantity / per) × parsed price, to two decimals */
  total: number;
}

/** 'id:version' */
export const moduleKey = (ref: ModuleRef): string => `${ref.id}:${ref.version}`;

/** Reads 'id:version' or { id, version }; undefined when it is neither. */
export function parseModuleRef(value: unknown): ModuleRef | undefined {
  if (typeof value === 'string') {
    const match = /^([^:\s]+):([1-9]\d*)$/.exec(value);
    return match ? { id: match[1], version: Number(match[2]) } : undefined;
  }
  if (value && typeof value === 'object') {
    const { id, version } = value as Record<string, unknown>;
    if (typeof id === 'string' && id !== '' && Number.isSafeInteger(version) && (version as number) >= 1) return { id, version: version as number };
  }
  return undefined;
}

/** One chosen instance of an offered module, with its parameters' values (defaults filled in). */
interface Chosen {
  module: OfferedModule;
  instance: number;
  values: ParameterValues;
}

/** What a configuration chose, counted: the instances of known modules, and how many per module and category. */
interface Tally {
  chosen: Chosen[];
  perModule: Map<string, number>;
  perCategory: Map<string, number>;
}

function tally(offer: StorefrontOffer, chosen: Chosen[]): Tally {
  const perModule = new Map<string, number>();
  for (const c of chosen) perModule.set(c.module.id, (perModule.get(c.module.id) ?? 0) + 1);
  const perCategory = new Map<string, number>();
  for (const category of offer.categories) {
    const ids = new Set(category.moduleIds);
    perCategory.set(category.id, [...ids].reduce((n, id) => n + (perModule.get(id) ?? 0), 0));
  }
  return { chosen, perModule, perCategory };
}

/** The chosen instances of offered modules; anything else is a problem. */
function readModules(offer: StorefrontOffer, configuration: ConfigurationInput, problems: Problem[]): Chosen[] {
  const modules: unknown = (configuration as Partial<ConfigurationInput> | null)?.modules;
  if (!Array.isArray(modules)) {
    problems.push({ rule: 'configuration', message: 'The configuration needs a list of modules' });
    return [];
  }
  const chosen: Chosen[] = [];
  const seen = new Set<string>();
  modules.forEach((entry: Partial<ConfiguredModule> | null, index) => {
    const ref = parseModuleRef(entry?.module);
    if (!ref) return problems.push({ rule: 'module', message: `Module ${index + 1} must name a module as id:version` });
    const module = Object.hasOwn(offer.modules, ref.id) ? offer.modules[ref.id] : undefined;
    if (!module) return problems.push({ rule: 'module', module: ref.id, message: `Module ${ref.id} is not offered here` });
    if (module.version !== ref.version) {
      return problems.push({ rule: 'module', module: ref.id, message: `${module.name} is offered at version ${module.version}, not ${ref.version}` });
    }
    const instance = entry?.instance;
    if (!Number.isSafeInteger(instance) || (instance as number) < 0) {
      return problems.push({ rule: 'instance', module: ref.id, message: `${module.name} needs an instance number (0 or more)` });
    }
    const key = `${ref.id}#${instance}`;
    if (seen.has(key)) return problems.push({ rule: 'instance', module: ref.id, message: `${module.name} ${instance} is chosen twice` });
    seen.add(key);
    problems.push(...checkParameters(module, entry?.parameters));
    chosen.push({ module, instance: instance as number, values: effectiveValues(module.parameters, entry?.parameters) });
  });
  return chosen;
}

/** How a category's rule reads in a reason: its §9 label, except that a category closed to choices ('Explore' with a maximum of 0) says so. */
const ruleText = (category: OfferCategory): string =>
  category.composition.max === 0 ? `${category.name}: none may be chosen` : category.label || compositionLabel(category.composition);

/** 'a Leg frame', 'an Oak top'; a plural category name takes none ('Shelves', not 'a Shelves') */
const withArticle = (name: string): string => (/[^s]s$/i.test(name) ? name : `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`);

function compositionProblems(offer: StorefrontOffer, { perCategory }: Tally): Problem[] {
  return offer.categories.flatMap((category) => {
    const count = perCategory.get(category.id) ?? 0;
    const { min, max } = category.composition;
    if (count >= min && (max === null || count <= max)) return [];
    const message = category.composition.max === 0 ? `${ruleText(category)}, ${count} chosen` : `${category.name}: ${ruleText(category)}, ${count} chosen`;
    return [{ rule: 'composition' as const, category: category.id, message }];
  });
}

const categoryOf = (offer: StorefrontOffer, id: string) => offer.categories.find((c) => c.id === id);
const offered = (offer: StorefrontOffer, id: string) => (Object.hasOwn(offer.modules, id) ? offer.modules[id] : undefined);
const requiresRules = (offer: StorefrontOffer) => (offer.rules ?? []).filter((r): r is Extract<OfferRule, { type: 'requires' }> => r?.type === 'requires');
const excludesRules = (offer: StorefrontOffer) => (offer.rules ?? []).filter((r): r is Extract<OfferRule, { type: 'excludes' }> => r?.type === 'excludes');

/** A rule naming a module or category the offer no longer has is stale: it blocks nothing. */
function ruleProblems(offer: StorefrontOffer, { chosen, perModule, perCategory }: Tally): Problem[] {
  const problems: Problem[] = [];
  for (const rule of requiresRules(offer)) {
    const module = offered(offer, rule.module);
    const category = categoryOf(offer, rule.category);
    if (!module || !category || !perModule.get(module.id) || perCategory.get(category.id)) continue;
    problems.push({ rule: 'requires', module: module.id, category: category.id, message: `${module.name} needs ${withArticle(category.name)}` });
  }
  for (const rule of excludesRules(offer)) {
    const module = offered(offer, rule.module);
    if (!module || !perModule.get(module.id)) continue;
    const clash = chosen.find((c) => matches(c.values[rule.parameter], rule.value));
    if (clash) {
      const label = valueLabel(clash.module.parameters, rule.parameter, rule.value);
      problems.push({ rule: 'excludes', module: module.id, message: `${module.name} is not offered with ${label}` });
    }
  }
  return problems;
}

const matches = (value: ParameterValue | undefined, ruleValue: string): boolean => value !== undefined && String(value) === ruleValue;

/** Connections join chosen instances by connectors they have, as the product's module graph allows (any pair when it has none). */
function connectionProblems(offer: StorefrontOffer, configuration: ConfigurationInput, chosen: Chosen[]): Problem[] {
  const connections: unknown = (configuration as Partial<ConfigurationInput> | null)?.connections;
  if (connections === undefined) return [];
  if (!Array.isArray(connections)) return [{ rule: 'connection', message: 'Connections must be a list' }];
  const instances = new Map(chosen.map((c) => [`${c.module.id}#${c.instance}`, c]));
  const graph = offer.connections ?? [];
  const problems: Problem[] = [];
  connections.forEach((c: Partial<ConfiguredConnection> | null, index) => {
    const source = instances.get(`${c?.sourceModule}#${c?.sourceInstance}`);
    const target = instances.get(`${c?.targetModule}#${c?.targetInstance}`);
    const where = `Connection ${index + 1}`;
    if (!source || !target) return problems.push({ rule: 'connection', message: `${where} joins a module that is not chosen` });
    const sourceConnector = source.module.connectors.find((k) => k.id === c?.sourceConnector);
    const targetConnector = target.module.connectors.find((k) => k.id === c?.targetConnector);
    if (!sourceConnector) return problems.push({ rule: 'connection', module: source.module.id, message: `${source.module.name} has no connector ${String(c?.sourceConnector)}` });
    if (!targetConnector) return problems.push({ rule: 'connection', module: target.module.id, message: `${target.module.name} has no connector ${String(c?.targetConnector)}` });
    if (source === target && sourceConnector === targetConnector) return problems.push({ rule: 'connection', module: source.module.id, message: `${where} joins a connector to itself` });
    const allowed = graph.length === 0 || graph.some((g) =>
      (g.source === source.module.id && g.sourceConnector === sourceConnector.id && g.target === target.module.id && g.targetConnector === targetConnector.id)
      || (g.source === target.module.id && g.sourceConnector === targetConnector.id && g.target === source.module.id && g.targetConnector === sourceConnector.id));
    if (!allowed) {
      problems.push({ rule: 'connection', module: source.module.id, message: `${source.module.name} cannot connect to ${target.module.name} there` });
    }
  });
  return problems;
}

/** Why one more of `module` (with its default parameters) cannot be added, or undefined when it can. */
function whyNot(offer: StorefrontOffer, module: OfferedModule, { chosen, perModule, perCategory }: Tally): string | undefined {
  for (const category of offer.categories) {
    const { max } = category.composition;
    const count = perCategory.get(category.id) ?? 0;
    if (max !== null && category.moduleIds.includes(module.id) && count >= max) {
      return max === 0 ? ruleText(category) : `${ruleText(category)}: ${count} chosen`;
    }
  }
  for (const rule of requiresRules(offer)) {
    const category = categoryOf(offer, rule.category);
    // a module of the category it needs fills the need itself
    if (rule.module === module.id && category && !perCategory.get(category.id) && !category.moduleIds.includes(module.id)) return `needs ${withArticle(category.name)}`;
  }
  const defaults = effectiveValues(module.parameters, undefined);
  for (const rule of excludesRules(offer)) {
    if (rule.module === module.id) {
      const clash = [...chosen, { module, instance: -1, values: defaults }].find((c) => matches(c.values[rule.parameter], rule.value));
      if (clash) return `not offered with ${valueLabel(clash.module.parameters, rule.parameter, rule.value)}`;
    } else {
      // adding this module's default would put an already chosen module with what it is not offered with
      const other = offered(offer, rule.module);
      if (other && perModule.get(other.id) && matches(defaults[rule.parameter], rule.value)) {
        return `the chosen ${other.name} is not offered with ${valueLabel(module.parameters, rule.parameter, rule.value)}`;
      }
    }
  }
  return undefined;
}

function lineItemsOf(chosen: Chosen[]): OrderLineItem[] {
  const lines = new Map<string, OrderLineItem>();
  for (const { module, instance } of chosen) {
    const key = moduleKey(module);
    const line = lines.get(key) ?? {
      module: key, name: module.name, ...(module.sku ? { sku: module.sku } : {}), quantity: 0, per: Math.max(1, Math.floor(module.per || 1)),
      properties: { price: module.price ?? '' }, instances: [], nProductionParts: module.nProductionParts ?? 0, lineTotal: 0,
    };
    line.quantity += 1;
    line.instances.push(instance);
    lines.set(key, line);
  }
  const items = [...lines.values()];
  for (const item of items) item.lineTotal = toCurrencyUnits(lineMillionths(item));
  return items;
}

/**
 * Judges a configuration against what the configurator offers: every problem in plain words (an
 * empty list means it may be saved and ordered), per offered module whether one more may be added
 * and why not, and the order lines with the §9 total. Never throws, whatever the configuration holds.
 */
export function evaluateConfiguration(offer: StorefrontOffer, configuration: ConfigurationInput): Evaluation {
  const problems: Problem[] = [];
  const chosen = readModules(offer, configuration, problems);
  const counted = tally(offer, chosen);
  problems.push(...compositionProblems(offer, counted), ...ruleProblems(offer, counted), ...connectionProblems(offer, configuration, chosen));
  const choices: Record<string, Choice> = {};
  for (const module of Object.values(offer.modules)) {
    const reason = whyNot(offer, module, counted);
    choices[module.id] = reason ? { disabled: true, reason } : { disabled: false };
  }
  const lineItems = lineItemsOf(chosen);
  return { valid: problems.length === 0, problems, choices, lineItems, total: orderTotal(lineItems) };
}

/** The product document's `rules` field (two lists, as the product kind stores them) as the offer's rules. */
export function offerRules(stored: { requires?: { module: string; category: string }[]; excludes?: { module: string; parameter: string; value: string }[] } | undefined): OfferRule[] {
  return [
    ...(stored?.requires ?? []).map((r) => ({ type: 'requires' as const, module: r.module, category: r.category })),
    ...(stored?.excludes ?? []).map((r) => ({ type: 'excludes' as const, module: r.module, parameter: r.parameter, value: r.value })),
  ];
}
