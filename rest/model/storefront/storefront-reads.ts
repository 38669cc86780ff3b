/**
 * What the storefront reads without a staff session (storefront-contract.md, public REST): a published
 * configurator's projection at its head or at a version, the configurator a host name leads to, and the
 * pictures and geometry of the modules it offers.
 *
 * Versions are immutable, so the projection of a configurator version (and the stored versions it was
 * built from) is built once per process and kept (decisions: s-api): a read then costs one indexed
 * look at the configurator's head, which says whether it is still published and where its head is.
 */
import { createHash } from 'node:crypto';
import { w, type Store } from '../../store/port.ts';
import { notFound } from '../errors.ts';
import type { Content, StoredContent } from '../content/content.ts';
import { DOMAIN_CLAIMS, type DomainClaimRow } from '../effects/domain-claims.ts';
import { requireKind } from '../kinds/registry.ts';
import { customerDomains, NOT_PUBLISHED } from './published-configurators.ts';
import { assertStorefrontOpen } from '../superadmin/suspension.ts';
import { HeadCache } from '../resources/head-cache.ts';
import { WORKSPACES, type WorkspaceRow } from '../identity/directory.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { versionRowId, versionsOf, type HeadRow, type VersionRow } from '../resources/storage-layout.ts';
import { meshesFormatOf, type CadMeshes } from './cad-meshes.ts';
import { buildProjection, type ProjectionSources, type StorefrontView, type StoredVersion } from './storefront-projection.ts';


const configurators = requireKind('publishedconfigurators');
const products = requireKind('products');
const modules = requireKind('modules');
const themes = requireKind('themes');

/** A version's projection, built once: the view, its JSON text and ETag, and what it was built from. */
export interface BuiltProjection {
  view: StorefrontView;
  json: string;
  etag: string;
  sources: ProjectionSources;
}

/** How many configurator versions a process keeps built (each a few kB to a few hundred kB). */
const KEPT_PROJECTIONS = 500;

/** What the storefront needs of a configurator's head: whether it is published, where its head is, its workspace. */
const PUBLISHED_HEAD_OMITS = ['document', 'filter', 'sort', 'sortName'];

export class StorefrontReads {
  private readonly built = new Map<string, Promise<BuiltProjection>>();
  /**
   * The configurators' heads and workspaces' rows every public read looks at, kept while the store
   * vouches that nothing was committed since (head-cache.ts): a publication, an unpublication or a
   * suspension is a commit, so it counts at the next read, in this process or another.
   */
  private readonly kept = new HeadCache();

  constructor(
    private readonly store: Store,
    private readonly content: Content,
    private readonly meshes: CadMeshes,
  ) {}

  /**
   * The head of a configurator customers may reach: published and not deleted; otherwise 404 'Configurator
   * not published', the same for a configurator that never existed, so nothing can be probed. One of a
   * suspended workspace is 404 'Configurator unavailable'.
   */
  async publishedHead(id: string): Promise<Pick<HeadRow, 'id' | 'head' | 'workspace'>> {
    const head = await this.kept.row<HeadRow>(this.store, configurators.collection, id, PUBLISHED_HEAD_OMITS);
    if (!head || head.deleted || head.data?.published !== true) throw notFound(NOT_PUBLISHED);
    await assertStorefrontOpen(this.store, head.workspace, (alias) => this.kept.row<WorkspaceRow>(this.store, WORKSPACES, alias, []));
    return head;
  }

  /** The projection at `version` (the head when undefined) of a published configurator; a version that was itself a draft is not published. */
  async projection(id: string, version?: number): Promise<BuiltProjection> {
    const head = await this.publishedHead(id);
    const at = version ?? head.head;
    const key = `${id}:${at}`;
    let built = this.built.get(key);
    if (!built) {
      built = this.build(id, at);
      this.keep(key, built);
      // a failed build (a version that does not exist) is not kept
      built.catch(() => this.built.delete(key));
    }
    return built;
  }

  /** The published configurator that claims `host`, at its head. */
  async byDomain(host: string): Promise<{ id: string; version: number }> {
    const claim = (await this.store.findOne(DOMAIN_CLAIMS, w.eq('id', host.toLowerCase()))) as DomainClaimRow | null;
    if (!claim || claim.collection !== configurators.collection) throw notFound(NOT_PUBLISHED);
    const head = await this.publishedHead(claim.resource);
    return { id: head.id, version: head.head };
  }

  /** Every published configurator's storefront, for the start-up log: its title, id and addresses. */
  async published(): Promise<{ title: string; id: string; domains: string[] }[]> {
    const heads = (await this.store.find(configurators.collection, { where: w.and(w.eq('deleted', false), w.eq('data.published', true)), omit: ['document', 'filter', 'sort', 'sortName'] })) as HeadRow[];
    return heads.map((head) => ({
      title: head.data.title as string,
      id: head.id,
      domains: customerDomains(head.data),
    }));
  }

  /** A picture or the CAD file of a module the configurator version offers (at the version it offers). */
  async moduleFile(id: string, version: number, moduleId: string, which: 'image' | 'geometry', extension?: string): Promise<StoredContent> {
    const { view, sources } = await this.projection(id, version);
    const offered = view.offer.modules[moduleId];
    const address = offered && (which === 'image' ? offered.image : offered.geometry);
    if (!address || (extension !== undefined && !address.endsWith(`.${extension}`))) throw notFound(`This configurator offers no ${which} of module ${moduleId}${extension ? ` as .${extension}` : ''}`);
    return this.content.offeredModuleFile(moduleId, sources.modules.get(`${moduleId}:${offered.version}`)!.document, which);
  }

  /** The meshes of a module's STEP or IGES file the configurator version offers, for its 3D view (cad-meshes.ts). */
  async moduleMeshes(id: string, version: number, moduleId: string): Promise<StoredContent> {
    const offered = (await this.projection(id, version)).view.offer.modules[moduleId];
    const format = offered?.meshes && offered.geometry ? meshesFormatOf(offered.geometry) : undefined;
    if (!format) throw notFound(`This configurator offers no 3D meshes of module ${moduleId}`);
    return this.meshes.of(await this.moduleFile(id, version, moduleId, 'geometry'), format);
  }

  private keep(key: string, built: Promise<BuiltProjection>): void {
    if (this.built.size >= KEPT_PROJECTIONS) this.built.delete(this.built.keys().next().value!);
    this.built.set(key, built);
  }

  private async version(kind: KindDef, id: string, version: number): Promise<StoredVersion | null> {
    const row = (await this.store.findOne(versionsOf(kind), w.eq('id', versionRowId(id, version)))) as VersionRow | null;
    return row ? { id, version, document: row.document } : null;
  }

  private async build(id: string, version: number): Promise<BuiltProjection> {
    const configurator = await this.version(configurators, id, version);
    if (!configurator || configurator.document.published !== true) throw notFound(NOT_PUBLISHED);
    const { product: productRef, theme: themeRef } = configurator.document;
    const product = await this.version(products, productRef.id, productRef.version);
    if (!product) throw notFound(NOT_PUBLISHED);
    const moduleVersions = new Map<string, StoredVersion>();
    for (const category of product.document.categoryModules ?? []) {
      for (const ref of category.modules as { id: string; version: number }[]) {
        const key = `${ref.id}:${ref.version}`;
        if (moduleVersions.has(key)) continue;
        const module = await this.version(modules, ref.id, ref.version);
        if (module) moduleVersions.set(key, module);
      }
    }
    const theme = themeRef ? await this.version(themes, themeRef.id, themeRef.version) : null;
    const sources: ProjectionSources = { configurator, product, modules: moduleVersions, theme };
    const view = buildProjection(sources);
    const json = JSON.stringify(view);
    return { view, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`, sources };
  }
}
