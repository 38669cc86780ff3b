import type { ModuleEditorQuery, ModulePatchInput } from '../../../gql/graphql.ts';

export type EditorModule = NonNullable<ModuleEditorQuery['module']>;
type ModuleDocument = EditorModule['document'];

/** The fields of a module's document this editor changes; everything else is left as it is. */
export const EDITED_FIELDS = ['name', 'description', 'categories', 'functions', 'skus', 'price', 'parameters', 'connectors'] as const;
export type EditedField = (typeof EDITED_FIELDS)[number];

/** A parameter as its inputs hold it: numbers as typed text, a missing value as ''. */
export interface ParameterForm {
  id: string;
  name: string;
  type: string;
  target: string;
  /** Boolean: 'true' | 'false'; Quantity: the number as text; Enum: an option's value; String: the text */
  default: string;
  options: { value: string; label: string }[];
  min: string;
  max: string;
  step: string;
  unit: string;
  dimension: string;
}

export interface ConnectorForm {
  id: string;
  name: string;
  /** the connector type's id, '' for none */
  connectorType: string;
  /** the version of that type it refers to (kept while the type stays the same) */
  connectorTypeVersion: number | null;
  freedom: string;
  /** placed in CAD; shown, not edited here */
  position: number[] | null;
  direction: number[] | null;
}

export interface ModuleForm {
  name: string;
  description: string;
  price: string;
  categories: string[];
  functions: string[];
  skus: string[];
  parameters: ParameterForm[];
  connectors: ConnectorForm[];
}

/** `{prefix}-n`, the first n from the list's length + 1 that no id in `taken` has: ids for new list items. */
export function freeId(prefix: string, taken: string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for a module's document. */
export function formOf(document: ModuleDocument): ModuleForm {
  return {
    name: document.name,
    description: text(document.description),
    price: text(document.price),
    categories: document.categories ?? [],
    functions: document.functions ?? [],
    skus: document.skus ?? [],
    parameters: (document.parameters ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      type: p.type,
      target: text(p.target),
      default: p.default === null ? '' : String(p.default),
      options: (p.options ?? []).map((o) => ({ value: o.value, label: text(o.label) })),
      min: text(p.min),
      max: text(p.max),
      step: text(p.step),
      unit: text(p.unit),
      dimension: text(p.dimension),
    })),
    connectors: (document.connectors ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      connectorType: c.connectorType?.id ?? '',
      connectorTypeVersion: c.connectorType?.version ?? null,
      freedom: text(c.freedom),
      position: c.position,
      direction: c.direction,
    })),
  };
}

/** Typed text as a number; text that is not one stays text, for the schema to refuse. */
function numberOf(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

function defaultOf(parameter: ParameterForm): string | number | boolean | undefined {
  if (parameter.default === '') return undefined;
  if (parameter.type === 'Boolean') return parameter.default === 'true';
  if (parameter.type === 'Quantity') return numberOf(parameter.default);
  return parameter.default;
}

/** Leaves out what is absent, as a document does (the schema knows no nulls or empty texts). */
function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

const list = <T>(items: T[]) => (items.length ? items : undefined);

/**
 * The document fields the form stands for, as they would be stored: what the schema validates and
 * what a save sends. Empty texts and lists are left out. `connectorTypeHeads` gives the version a
 * newly chosen connector type is referred to at (its head).
 */
export function documentOf(form: ModuleForm, connectorTypeHeads: ReadonlyMap<string, number> = new Map()): Record<string, unknown> {
  return compact({
    name: form.name.trim(),
    description: form.description,
    price: form.price.trim(),
    categories: list(form.categories),
    functions: list(form.functions),
    skus: list(form.skus),
    parameters: list(
      form.parameters.map((p) =>
        compact({
          id: p.id.trim(),
          name: p.name.trim(),
          type: p.type,
          target: p.target,
          default: defaultOf(p),
          options: p.type === 'Enum' ? list(p.options.map((o) => compact({ value: o.value.trim(), label: o.label.trim() }))) : undefined,
          min: numberOf(p.min),
          max: numberOf(p.max),
          step: numberOf(p.step),
          unit: p.unit.trim(),
          dimension: p.dimension,
        }),
      ),
    ),
    connectors: list(
      form.connectors.map((c) =>
        compact({
          id: c.id.trim(),
          name: c.name.trim(),
          connectorType: c.connectorType
            ? { id: c.connectorType, version: c.connectorTypeVersion ?? connectorTypeHeads.get(c.connectorType) ?? 1 }
            : undefined,
          position: c.position ?? undefined,
          direction: c.direction ?? undefined,
          freedom: c.freedom,
        }),
      ),
    ),
  });
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The merge patch from one version's fields to the form's: only the fields that changed, a removed
 * one as null, so a save writes exactly what the user changed.
 */
export function patchOf(before: Record<string, unknown>, after: Record<string, unknown>): ModulePatchInput {
  const patch: Record<string, unknown> = {};
  for (const field of EDITED_FIELDS) {
    if (!sameJson(before[field], after[field])) patch[field] = after[field] ?? null;
  }
  return patch as ModulePatchInput;
}

/**
 * The form field that shows a document path's error: a tag list shows its tags' errors, a list of
 * numbers (a connector's position) is not edited here and its errors belong to the connector.
 */
export function fieldOfPath(path: string): string {
  const [first, index, field] = path.split('.');
  if (first === 'categories' || first === 'functions' || first === 'skus') return first;
  if (first === 'connectors' && field === 'connectorType') return `connectors.${index}.connectorType`;
  if (first === 'connectors' && (field === 'position' || field === 'direction')) return `connectors.${index}.name`;
  return path;
}
