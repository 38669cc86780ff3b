/**
 * Configurations customers save on a published configurator (issue 18 §4, §7): re-checked on the
 * server with the one rule model (rules/configuration-rules.ts) against the configurator version they
 * were made on, and stored as product configurations pinned to exact module versions. A configuration
 * the rules refuse is a 400 naming the broken rule, and nothing is written.
 */
import {
  evaluateConfiguration, moduleKey, parseModuleRef, type ConfigurationInput, type ConfiguredConnection, type ConfiguredModule, type Evaluation,
} from '../../../rules/configuration-rules.ts';
import { w } from '../../store/port.ts';
import { badRequest, notFound } from '../errors.ts';
import { requireKind } from '../kinds/registry.ts';
import { versionRowId, versionsOf, type HeadRow, type VersionRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';
import { STOREFRONT_OWNER, storefrontActor, type Customer } from './storefront-actors.ts';
import type { Visits } from './visits.ts';
import type { StorefrontView } from './storefront-projection.ts';
import type { StorefrontReads } from './storefront-reads.ts';

const configurations = requireKind('productconfigurations');

export interface SavedConfigurationInput extends ConfigurationInput {
  /** the storefront visit it was made in (the analytics session) */
  session?: string;
}

/** A stored configuration of a published configurator, as the storefront reads it. */
export interface StoredConfiguration {
  id: string;
  version: number;
  configurator: { id: string; version: number };
  modules: ConfiguredModule[];
  connections: ConfiguredConnection[];
}

/** The rule model's verdict on a configuration of the offer; a refusal is a 400 with the first broken rule's words. */
export function judge(view: StorefrontView, configuration: ConfigurationInput): Evaluation {
  const evaluation = evaluateConfiguration(view.offer, configuration);
  if (!evaluation.valid) throw badRequest(evaluation.problems[0].message, { problems: evaluation.problems });
  return evaluation;
}

export class StorefrontConfigurations {
  constructor(
    private readonly rt: Runtime,
    private readonly reads: StorefrontReads,
    private readonly writes: DocumentWrites,
    private readonly visits: Visits,
  ) {}

  /** Saves a configuration made on the configurator's head, owned by the signed-in customer or else the storefront. */
  async save(customer: Customer | null, configuratorId: string, input: SavedConfigurationInput): Promise<{ id: string; version: number; total: number; currency: string }> {
    const head = await this.reads.publishedHead(configuratorId);
    const { view } = await this.reads.projection(configuratorId, head.head);
    const evaluation = judge(view, input);
    const document = {
      name: `${view.title}: ${view.product.name}`,
      product: { type: 'publishedconfigurators', id: view.id, version: view.version },
      modules: input.modules.map((m) => ({ module: parseModuleRef(m.module)!, instance: m.instance, ...(m.parameters ? { parameters: m.parameters } : {}) })),
      connections: input.connections ?? [],
      state: { status: 'Complete' },
      ...(input.session ? { session: input.session } : {}),
    };
    const actor = storefrontActor(customer?.email ?? STOREFRONT_OWNER, head.workspace, customer?.name ?? 'Storefront');
    const created = await this.writes.create(actor, configurations, document);
    await this.visits.link(input.session, head.workspace, { configuration: { id: created.id, version: created.version } });
    return { id: created.id, version: created.version, total: evaluation.total, currency: view.currency };
  }

  /** A saved configuration of a published configurator, at one version; 404 for anything else. */
  async stored(id: string, version: number): Promise<StoredConfiguration> {
    const missing = () => notFound(`Configuration ${id} version ${version} was not found`);
    const head = (await this.rt.store.findOne(configurations.collection, w.eq('id', id), { omit: ['document', 'filter', 'sort', 'sortName'] })) as HeadRow | null;
    if (!head || head.deleted) throw missing();
    const row = (await this.rt.store.findOne(versionsOf(configurations), w.eq('id', versionRowId(id, version)))) as VersionRow | null;
    const document = row?.document as Record<string, any> | undefined;
    if (!document || document.product?.type !== 'publishedconfigurators') throw missing();
    return {
      id,
      version,
      configurator: { id: document.product.id, version: document.product.version },
      modules: document.modules.map((m: any) => ({ module: moduleKey(m.module), instance: m.instance, ...(m.parameters ? { parameters: m.parameters } : {}) })),
      connections: document.connections ?? [],
    };
  }

  /** GET /published/configuration/{id}/v/{version}: the configuration re-evaluated against the versions it pins. */
  async read(id: string, version: number) {
    const configuration = await this.stored(id, version);
    const { view } = await this.reads.projection(configuration.configurator.id, configuration.configurator.version);
    const { modules, connections } = configuration;
    return { id, version, domain: view.domain, configurator: configuration.configurator, document: { modules, connections }, evaluation: evaluateConfiguration(view.offer, { modules, connections }) };
  }
}
