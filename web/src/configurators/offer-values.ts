import type {
  ConfiguratorProductFieldsFragment, ParameterInput, ParameterType, ProductCategoryModuleInput,
} from './gql/graphql.ts';
import { hostLabel } from '../../../rules/addresses.ts';

type ProductParameter = NonNullable<ConfiguratorProductFieldsFragment['document']['parameters']>[number];

/** A module offered in a category, at the version the product names. */
export interface OfferedModule {
  id: string;
  version: number;
  name: string;
}

export interface CategoryValues {
  /** the category's key in the product; empty for a new one (made from its name on save) */
  id: string;
  category: string;
  composition: string;
  modules: OfferedModule[];
}

/** A parameter as the form edits it: text inputs for numbers, the rest kept as it was. */
export interface ParameterValues {
  id: string;
  name: string;
  type: ParameterType;
  /** the default of a String, Enum or Quantity parameter, as typed */
  defaultText: string;
  /** the default of a Boolean parameter */
  defaultOn: boolean;
  /** an Enum's choices, comma-separated */
  options: string;
  min: string;
  max: string;
  unit: string;
  /** what the form does not edit (target, step, dimension, option labels), kept on save */
  kept: Pick<ParameterInput, 'target' | 'step' | 'dimension'> & { optionLabels: Record<string, string> };
}

export interface OfferValues {
  categories: CategoryValues[];
  parameters: ParameterValues[];
}

export const PARAMETER_TYPES: readonly ParameterType[] = ['String', 'Quantity', 'Boolean', 'Enum'];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function parameterValues(p: ProductParameter): ParameterValues {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    defaultText: p.type === 'Boolean' ? '' : text(p.default),
    defaultOn: p.default === true,
    options: (p.options ?? []).map((o) => o.value).join(', '),
    min: text(p.min),
    max: text(p.max),
    unit: p.unit ?? '',
    kept: {
      target: p.target ?? undefined,
      step: p.step ?? undefined,
      dimension: p.dimension ?? undefined,
      optionLabels: Object.fromEntries((p.options ?? []).flatMap((o) => (o.label ? [[o.value, o.label]] : []))),
    },
  };
}

export const newParameter = (): ParameterValues => ({
  id: '', name: '', type: 'String', defaultText: '', defaultOn: false, options: '', min: '', max: '', unit: '', kept: { optionLabels: {} },
});

export const newCategory = (): CategoryValues => ({ id: '', category: '', composition: '', modules: [] });

/** The form's values for a product's document. */
export function offerValuesOf(product: ConfiguratorProductFieldsFragment): OfferValues {
  return {
    categories: (product.document.categoryModules ?? []).map((c) => ({
      id: c.id,
      category: c.category,
      composition: c.composition ?? '',
      modules: c.modules.map((m) => ({ id: m.id, version: m.version, name: m.resource?.name ?? m.id })),
    })),
    parameters: (product.document.parameters ?? []).map(parameterValues),
  };
}

/** An Enum's choices from the comma-separated text: trimmed, empty ones and repeats dropped. */
export function optionList(options: string): string[] {
  return [...new Set(options.split(',').map((o) => o.trim()).filter(Boolean))];
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** A key made from a name that none of `taken` has: 'doors-and-drawers', then 'doors-and-drawers-2'. */
export function freeKey(name: string, taken: Set<string>, fallback: string): string {
  const base = hostLabel(name, fallback).slice(0, 90);
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

/** Why a parameter's default cannot be saved, or undefined when it can. */
export function defaultProblem(p: Pick<ParameterValues, 'type' | 'defaultText' | 'options' | 'min' | 'max'>): string | undefined {
  const value = p.defaultText.trim();
  if (value === '') return undefined;
  if (p.type === 'Quantity') {
    const number = Number(value);
    if (!Number.isFinite(number)) return 'The default must be a number';
    const [min, max] = [numberOrUndefined(p.min), numberOrUndefined(p.max)];
    if (min !== undefined && number < min) return `The default must be at least ${min}`;
    if (max !== undefined && number > max) return `The default must be at most ${max}`;
  }
  if (p.type === 'Enum' && !optionList(p.options).includes(value)) return 'The default must be one of the options';
  return undefined;
}

function parameterInput(p: ParameterValues, id: string): ParameterInput {
  const base: ParameterInput = { id, name: p.name.trim(), type: p.type, target: p.kept.target, dimension: p.kept.dimension };
  const value = p.defaultText.trim();
  switch (p.type) {
    case 'Boolean':
      return { ...base, default: p.defaultOn };
    case 'String':
      return { ...base, ...(value ? { default: value } : {}) };
    case 'Enum': {
      const options = optionList(p.options).map((option) => ({ value: option, ...(p.kept.optionLabels[option] ? { label: p.kept.optionLabels[option] } : {}) }));
      return { ...base, options, ...(value ? { default: value } : {}) };
    }
    case 'Quantity':
      return {
        ...base,
        min: numberOrUndefined(p.min),
        max: numberOrUndefined(p.max),
        step: p.kept.step,
        unit: p.unit.trim() || undefined,
        ...(value ? { default: Number(value) } : {}),
      };
  }
}

/** The product patch the form's values stand for: categories with their modules and compositions, and parameters. */
export function offerPatch(values: OfferValues): { categoryModules: ProductCategoryModuleInput[]; parameters: ParameterInput[] } {
  const categoryKeys = new Set(values.categories.map((c) => c.id).filter(Boolean));
  const parameterKeys = new Set(values.parameters.map((p) => p.id).filter(Boolean));
  return {
    categoryModules: values.categories.map((c) => ({
      id: c.id || freeKey(c.category, categoryKeys, 'category'),
      category: c.category.trim(),
      composition: c.composition,
      modules: c.modules.map(({ id, version }) => ({ id, version })),
    })),
    parameters: values.parameters.map((p) => parameterInput(p, p.id || freeKey(p.name, parameterKeys, 'parameter'))),
  };
}

/** The distinct modules the categories offer: what the plan's maxProductsPerConfigurator counts. */
export function offeredCount(categories: readonly Pick<CategoryValues, 'modules'>[]): number {
  return new Set(categories.flatMap((c) => c.modules.map((m) => m.id))).size;
}
