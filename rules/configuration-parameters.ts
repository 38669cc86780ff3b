/**
 * A module's parameters on the storefront: the values a customer may give them (typed, within the
 * range or among the options), and the value each instance ends up with (its own, else the default).
 * The types are the stored module's (rest/model/kinds/common.schema.ts `Parameter`): Quantity is a
 * number with min, max, step and unit; Enum one of its options; Boolean; String a free text.
 */

export type ParameterValue = string | number | boolean;
export type ParameterValues = Record<string, ParameterValue>;

export interface OfferParameter {
  id: string;
  name: string;
  type: 'Quantity' | 'Enum' | 'Boolean' | 'String';
  default?: ParameterValue;
  /** an Enum's choices */
  options?: { value: string; label?: string }[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
}

/** A parameter problem, shaped like the rule model's problems. */
export interface ParameterProblem {
  rule: 'parameter';
  module: string;
  message: string;
}

/** the longest free text a String parameter takes (the stored schema's limit) */
export const MAX_TEXT_VALUE = 1000;

/** Steps are compared with a tolerance: 0.1 + 0.2 is a multiple of 0.1 to a customer. */
const STEP_TOLERANCE = 1e-9;

const withUnit = (value: number, unit?: string) => (unit ? `${value} ${unit}` : String(value));

function rangeText(p: OfferParameter): string {
  if (p.min !== undefined && p.max !== undefined) return `between ${withUnit(p.min, p.unit)} and ${withUnit(p.max, p.unit)}`;
  if (p.min !== undefined) return `at least ${withUnit(p.min, p.unit)}`;
  return `at most ${withUnit(p.max as number, p.unit)}`;
}

function quantityProblem(p: OfferParameter, value: ParameterValue): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
  if ((p.min !== undefined && value < p.min) || (p.max !== undefined && value > p.max)) return `must be ${rangeText(p)}`;
  if (p.step !== undefined && p.step > 0) {
    const steps = (value - (p.min ?? 0)) / p.step;
    if (Math.abs(steps - Math.round(steps)) > STEP_TOLERANCE * Math.max(1, Math.abs(steps))) return `must go in steps of ${withUnit(p.step, p.unit)}`;
  }
  return undefined;
}

const optionText = (options: { value: string; label?: string }[]) => options.map((o) => o.label ?? o.value).join(', ');

/** Why a value does not fit its parameter, or undefined when it does. */
export function parameterValueProblem(p: OfferParameter, value: ParameterValue): string | undefined {
  switch (p.type) {
    case 'Quantity':
      return quantityProblem(p, value);
    case 'Enum': {
      const options = p.options ?? [];
      if (typeof value !== 'string' || !options.some((o) => o.value === value)) return `must be one of ${optionText(options)}`;
      return undefined;
    }
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : 'must be yes or no (true or false)';
    default:
      if (typeof value !== 'string') return 'must be a text';
      return value.length > MAX_TEXT_VALUE ? `must be at most ${MAX_TEXT_VALUE} characters` : undefined;
  }
}

/** The problems of the values an instance gives its module's parameters (unknown parameters included). */
export function checkParameters(module: { id: string; name: string; parameters: OfferParameter[] }, values: unknown): ParameterProblem[] {
  if (values === undefined || values === null) return [];
  const problem = (message: string): ParameterProblem => ({ rule: 'parameter', module: module.id, message });
  if (typeof values !== 'object' || Array.isArray(values)) return [problem(`${module.name}: parameters must be an object of values`)];
  return Object.entries(values as Record<string, unknown>).flatMap(([id, value]) => {
    const parameter = module.parameters.find((p) => p.id === id);
    if (!parameter) return [problem(`${module.name} has no parameter ${id}`)];
    const valueType = typeof value;
    if (valueType !== 'string' && valueType !== 'number' && valueType !== 'boolean') return [problem(`${module.name}: ${parameter.name} must be a value`)];
    const why = parameterValueProblem(parameter, value as ParameterValue);
    return why ? [problem(`${module.name}: ${parameter.name} ${why}`)] : [];
  });
}

/** The values an instance ends up with: the ones it gives, else the parameters' defaults (unknown ids are dropped). */
export function effectiveValues(parameters: OfferParameter[], given: unknown): ParameterValues {
  const values: ParameterValues = {};
  const own = given && typeof given === 'object' && !Array.isArray(given) ? (given as Record<string, unknown>) : {};
  for (const p of parameters) {
    const value = Object.hasOwn(own, p.id) ? own[p.id] : p.default;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[p.id] = value;
  }
  return values;
}

/** How a parameter's value reads to a customer: its option's label ('Oak' for 'oak'), else the value. */
export function valueLabel(parameters: OfferParameter[], parameterId: string, value: string): string {
  const option = parameters.find((p) => p.id === parameterId)?.options?.find((o) => o.value === value);
  return option?.label ?? value;
}
