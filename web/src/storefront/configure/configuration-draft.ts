/**
 * The configuration a customer is making, as plain data (the §3 document: module instances pinned to
 * 'id:version' with their parameters, and connections), and the changes the screens make to it. The
 * rule model (rules/configuration-rules.ts) judges it; nothing here decides what is allowed.
 */
import { evaluateConfiguration, moduleKey } from '../../../../rules/configuration-rules.ts';
import type { ConfigurationDocument, ConfiguredConnection, ConfiguredModule, OfferedModule, ParameterValue, StorefrontOffer } from '../api/published-api.ts';

/** A change to the configuration, applied to the latest draft (a state setter's updater): callers need not hold the draft to change it. */
export type DraftChange = (update: (draft: ConfigurationDocument) => ConfigurationDocument) => void;

export const emptyDraft = (): ConfigurationDocument => ({ modules: [], connections: [] });

export { moduleKey };
export const moduleIdOf = (key: string): string => key.split(':')[0];

export function instancesOf(draft: ConfigurationDocument, module: OfferedModule): ConfiguredModule[] {
  const key = moduleKey(module);
  return draft.modules.filter((m) => m.module === key);
}

/** A parameter's default, else the first option, the minimum, false or '' by its type. */
function defaultValue(parameter: OfferedModule['parameters'][number]): ParameterValue {
  if (parameter.default !== undefined) return parameter.default;
  if (parameter.options?.length) return parameter.options[0].value;
  if (parameter.type === 'Boolean') return false;
  if (parameter.min !== undefined) return parameter.min;
  return '';
}

/** One more instance of a module, with its parameters' defaults. */
export function addInstance(draft: ConfigurationDocument, module: OfferedModule): ConfigurationDocument {
  const taken = instancesOf(draft, module).map((m) => m.instance);
  const instance = taken.length ? Math.max(...taken) + 1 : 0;
  const parameters = Object.fromEntries(module.parameters.map((p) => [p.id, defaultValue(p)]));
  return { ...draft, modules: [...draft.modules, { module: moduleKey(module), instance, parameters }] };
}

const touches = (c: ConfiguredConnection, module: string, instance: number) =>
  (moduleIdOf(c.sourceModule) === moduleIdOf(module) && c.sourceInstance === instance) ||
  (moduleIdOf(c.targetModule) === moduleIdOf(module) && c.targetInstance === instance);

/** Without one instance, and without the connections it had. */
export function removeInstance(draft: ConfigurationDocument, module: string, instance: number): ConfigurationDocument {
  return {
    modules: draft.modules.filter((m) => !(m.module === module && m.instance === instance)),
    connections: draft.connections.filter((c) => !touches(c, module, instance)),
  };
}

export function setParameter(draft: ConfigurationDocument, module: string, instance: number, parameter: string, value: ParameterValue): ConfigurationDocument {
  return {
    ...draft,
    modules: draft.modules.map((m) => (m.module === module && m.instance === instance ? { ...m, parameters: { ...m.parameters, [parameter]: value } } : m)),
  };
}

/** Which end a connection starts from: a module instance's connector. */
export interface ConnectorEnd {
  module: string;
  instance: number;
  connector: string;
}

const isFrom = (c: ConfiguredConnection, from: ConnectorEnd) =>
  c.sourceModule === from.module && c.sourceInstance === from.instance && c.sourceConnector === from.connector;

/** The connection from a connector, replaced by `to` (or removed when `to` is null). */
export function setConnection(draft: ConfigurationDocument, from: ConnectorEnd, to: ConnectorEnd | null): ConfigurationDocument {
  const others = draft.connections.filter((c) => !isFrom(c, from));
  if (!to) return { ...draft, connections: others };
  const connection = {
    sourceModule: from.module, sourceInstance: from.instance, sourceConnector: from.connector,
    targetModule: to.module, targetInstance: to.instance, targetConnector: to.connector,
  };
  return { ...draft, connections: [...others, connection] };
}

export function connectionFrom(draft: ConfigurationDocument, from: ConnectorEnd): ConfiguredConnection | undefined {
  return draft.connections.find((c) => isFrom(c, from));
}

/** The draft's problems, judged once per draft: every option of every chosen module is weighed against them. */
const judged = new WeakMap<StorefrontOffer, WeakMap<ConfigurationDocument, Set<string>>>();
function problemsOf(offer: StorefrontOffer, draft: ConfigurationDocument): Set<string> {
  const byDraft = judged.get(offer) ?? judged.set(offer, new WeakMap()).get(offer)!;
  let problems = byDraft.get(draft);
  if (!problems) byDraft.set(draft, (problems = new Set(evaluateConfiguration(offer, draft).problems.map((p) => p.message))));
  return problems;
}

/**
 * Why a change would break a rule the configuration keeps now: the first problem it adds, in the rule
 * model's words, or undefined when it adds none. This is how a parameter's option is disabled with
 * its reason ('not offered with Oak') by the same rules the server applies.
 */
export function changeProblem(offer: StorefrontOffer, draft: ConfigurationDocument, changed: ConfigurationDocument): string | undefined {
  const before = problemsOf(offer, draft);
  return evaluateConfiguration(offer, changed).problems.find((p) => !before.has(p.message))?.message;
}

/** The draft kept only if every module it pins is still offered at that version. */
export function compatibleDraft(offer: StorefrontOffer, draft: ConfigurationDocument | null): ConfigurationDocument | null {
  if (!draft || !Array.isArray(draft.modules)) return null;
  const offered = new Set(Object.values(offer.modules).map(moduleKey));
  return draft.modules.every((m) => offered.has(m.module)) ? { modules: draft.modules, connections: draft.connections ?? [] } : null;
}
