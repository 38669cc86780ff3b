// One small valid document per kind, keyed by collection, for registry-driven tests. Each sample
// fills every field a filter of its kind reads (tests/rest/filters.test.ts fails when a filter has
// nothing to find), and creates the resources it refers to first.
import type { Static } from '@sinclair/typebox';
import type { appearanceKind } from '../../rest/model/kinds/appearance.kind.ts';
import type { companyKind } from '../../rest/model/kinds/company.kind.ts';
import type { connectorTypeKind } from '../../rest/model/kinds/connectortype.kind.ts';
import type { moduleKind } from '../../rest/model/kinds/module.kind.ts';
import type { offlineActionKind } from '../../rest/model/kinds/offlineaction.kind.ts';
import type { orderKind } from '../../rest/model/kinds/order.kind.ts';
import type { populationKind } from '../../rest/model/kinds/population.kind.ts';
import type { productKind } from '../../rest/model/kinds/product.kind.ts';
import type { productConfigurationKind } from '../../rest/model/kinds/productconfiguration.kind.ts';
import type { productionMaterialKind } from '../../rest/model/kinds/productionmaterial.kind.ts';
import type { publishedConfiguratorKind } from '../../rest/model/kinds/publishedconfigurator.kind.ts';
import type { themeKind } from '../../rest/model/kinds/theme.kind.ts';
import type { workBatchKind } from '../../rest/model/kinds/workbatch.kind.ts';
import type { workflowKind } from '../../rest/model/kinds/workflow.kind.ts';
import type { Ref } from '../../rest/model/resources/resource-types.ts';
import { call } from './server.ts';

export interface SampleDocs {
  appearances: Static<typeof appearanceKind.schema>;
  companies: Static<typeof companyKind.schema>;
  connectortypes: Static<typeof connectorTypeKind.schema>;
  modules: Static<typeof moduleKind.schema>;
  offlineactions: Static<typeof offlineActionKind.schema>;
  orders: Static<typeof orderKind.schema>;
  populations: Static<typeof populationKind.schema>;
  products: Static<typeof productKind.schema>;
  productconfigurations: Static<typeof productConfigurationKind.schema>;
  productionmaterials: Static<typeof productionMaterialKind.schema>;
  publishedconfigurators: Static<typeof publishedConfiguratorKind.schema>;
  themes: Static<typeof themeKind.schema>;
  workbatches: Static<typeof workBatchKind.schema>;
  workflows: Static<typeof workflowKind.schema>;
}
export type SampleCollection = keyof SampleDocs;

export interface SampleContext {
  /** letters unique to this set of samples, woven into their text so filters find exactly them */
  marker: string;
  /** the ref of this set's sample of another kind, created on first need */
  need(collection: SampleCollection): Promise<Ref>;
  /** creates a resource from a document and answers the ref of its first version */
  create(collection: SampleCollection, document: object): Promise<Ref>;
}

const file = (name: string, contentType: string, marker: string, hashDigit: string) => ({
  name: `${name}-${marker}`,
  contentType,
  uri: `https://files.example/${marker}/${name}`,
  hashString: hashDigit.repeat(64),
});

/** An assembly with a part and a subassembly with a part, each with a geometry. */
const assembly = (marker: string) => ({
  parts: [{ id: `part-${marker}`, name: `Panel ${marker}`, geometry: { triangles: 12, boundingBox: { min: [0, 0, 0], max: [600, 18, 300] } } }],
  subassemblies: [{ id: `sub-${marker}`, name: `Hinge ${marker}`, parts: [{ id: `pin-${marker}`, geometry: { triangles: 48 } }] }],
});

/** Every place of a CAD source (rest-api.md §3.2), so each of its sub-resources has something to read. */
const cadSource = (marker: string) => ({
  image: file('Image', 'image/png', marker, 'a'),
  render: file('Render', 'image/png', marker, 'c'),
  file: { file: file('Part', 'model/step', marker, 'b'), assembly: assembly(marker) },
  assembly: assembly(marker),
  material: { name: `Beech ${marker}`, color: '#C8A165', type: 'Standard' as const },
});

const providers = (marker: string) => ({ shopify: { sku: `SKU-${marker}`, price: 12.5, listed: true }, erp: { code: `ERP-${marker}` } });

export const SAMPLES: { [C in SampleCollection]: (ctx: SampleContext) => Promise<SampleDocs[C]> } = {
  appearances: async ({ marker, create }) => {
    const base = await create('appearances', { name: `Base finish ${marker}`, base: { type: 'Standard' } });
    return {
      name: `Smoked oak ${marker}`,
      category: `Wood ${marker}`,
      description: `Fumed oak veneer, ${marker}`,
      base: { type: 'Physical', id: base.id, version: base.version },
      color: '#6B4F2A',
      roughness: 0.4,
      map: { image: file('Grain', 'image/png', marker, 'd'), scale: 2 },
      displacementMap: { image: file('Bumps', 'image/png', marker, 'e') },
    };
  },
  companies: async ({ marker }) => ({ name: `Walnut Works ${marker}`, country: 'GB', email: 'hello@walnut.example', avatar: file('Logo', 'image/png', marker, 'f') }),
  connectortypes: async ({ marker }) => ({
    name: `Dowel ${marker}`,
    description: `Fluted beech dowel ${marker}`,
    domain: `Joinery-${marker}`,
    freedom: 'Fixed',
    connectors: [{ id: `end-${marker}`, name: `Dowel end ${marker}`, source: cadSource(marker) }],
  }),
  modules: async ({ marker, need, create }) => {
    const dowel = await need('connectortypes');
    const oak = await need('appearances');
    const submodule = await create('modules', { name: `Cam bolt ${marker}` });
    return {
      name: `Bookcase side ${marker}`,
      description: `Tall side panel ${marker}`,
      categories: [`Frames ${marker}`],
      subcategory: `Sides ${marker}`,
      functions: [`Support ${marker}`],
      skus: [`SKU-${marker}-1`],
      parameters: [{ id: `finish-${marker}`, name: `Finish ${marker}`, type: 'Enum', options: [{ value: 'oak' }] }],
      connectors: [{ id: `dowel-${marker}`, name: `Top dowel ${marker}`, connectorType: dowel, freedom: 'Fixed' }],
      source: {
        ...cadSource(marker),
        onshape: {
          documentId: `doc${marker}`,
          wvmType: 'Version',
          wvmId: `wvm${marker}`,
          elementId: `el${marker}`,
          parameters: { [`Depth${marker}`]: `Deep${marker}` },
          documentName: `Shelving ${marker}`,
          elementName: `Side ${marker}`,
          elementType: `PartStudio${marker}`,
        },
        geometrySettings: { cadOrientation: 'PositiveY', uvMap: true, autoExtrude: false, collapseDepth: 3, rootNode: `Root ${marker}`, nodes: [`Node ${marker}`] },
        appearance: { defaultAppearances: [oak], parametricAppearances: [{ parameter: `finish-${marker}`, appearance: oak }] },
        hotspots: [{ id: `hot-${marker}`, name: `Hotspot ${marker}` }],
        modifiers: [{ id: `mod-${marker}`, name: `Modifier ${marker}` }],
      },
      submodules: [submodule],
      bundled: true,
      submodulesComposition: '1:3',
      price: '£12.50',
      productionParts: { groups: [{ key: `panels-${marker}`, parts: [{ path: ['side', 'left'], name: `Left side ${marker}`, quantity: 1, metrics: { area_Sum: 0.18 } }] }] },
      providers: providers(marker),
    };
  },
  offlineactions: async ({ marker }) => ({
    action: `Render${marker}`,
    url: `https://jobs.example/${marker}/render`,
    status: 'Queued',
    result: file('Result', 'application/json', marker, '1'),
  }),
  orders: async ({ marker, need }) => {
    const module = await need('modules');
    const configuration = await need('productconfigurations');
    return {
      reference: `Ord-${marker}`,
      status: 'received',
      customer: `buyer.${marker.toLowerCase()}@example.com`,
      currency: 'GBP',
      lineItems: [{ module, name: `Side ${marker}`, quantity: 3, per: 2, properties: { price: '£10.00' } }],
      products: [{ productConfiguration: configuration, quantity: 1 }],
      providers: providers(marker),
    };
  },
  populations: async ({ marker, need }) => {
    const product = await need('products');
    const configuration = await need('productconfigurations');
    return {
      name: `Shelf study ${marker}`,
      description: `Evolved shelving ${marker}`,
      product,
      size: 8,
      members: [{ configuration, score: 0.5 }],
      state: { status: 'Running', generation: 3, progress: 0.4, bestScore: 0.5 },
    };
  },
  products: async ({ marker, need }) => {
    const module = await need('modules');
    return {
      name: `Bookcase ${marker}`,
      description: `Modular bookcase ${marker}`,
      categories: [`Shelving ${marker}`],
      categoryModules: [{ id: 'frames', category: `Frames ${marker}`, composition: '2:n', modules: [module] }],
      moduleGraph: [{ source: 'frames', sourceConnector: 'top', target: 'frames', targetConnector: 'bottom' }],
      productionData: {
        groups: [
          {
            id: `birch-${marker}`,
            material: 'birch-18',
            parts: 4,
            sheetResult: { sheets: 1, utilisation: 0.72, placementCandidates: [{ part: 'side', sheet: 0, x: 10, y: 10, rotation: 90, score: 0.9 }] },
          },
        ],
      },
    };
  },
  productconfigurations: async ({ marker, need }) => {
    const product = await need('products');
    const module = await need('modules');
    return {
      name: `My bookcase ${marker}`,
      description: `Two bays ${marker}`,
      product: { type: 'products', ...product },
      modules: [{ module, instance: 0, parameters: { finish: 'oak' } }],
      score: 0.75,
      render: file('Render', 'image/png', marker, '2'),
      state: { status: 'Complete' },
    };
  },
  productionmaterials: async ({ marker }) => ({
    name: `Birch ply ${marker}`,
    category: `Board ${marker}`,
    description: `Birch plywood 18 mm ${marker}`,
    thickness: 18,
    grain: true,
    stock: 'StockItem',
  }),
  publishedconfigurators: async ({ marker, need }) => {
    const product = await need('products');
    const theme = await need('themes');
    const host = marker.toLowerCase();
    return {
      title: `Bookcase builder ${marker}`,
      joineryDomain: `bookcase-${host}.joinery.app`,
      customerDomain: `shop-${host}.example.com`,
      product,
      theme,
      published: true,
      auth: { loginType: 'Optional', signupType: 'Signup', emailPassword: true },
      images: { logo: `https://cdn.example.com/${host}/logo.png`, background: '/media/bookcase.jpg' },
      features: { prices: true, ordering: true, sharing: false },
    };
  },
  themes: async ({ marker }) => ({ name: `Forest ${marker}`, seed: '#2E7d4F', trueColours: true }),
  workbatches: async ({ marker, need }) => {
    const order = await need('orders');
    const module = await need('modules');
    const configuration = await need('productconfigurations');
    return {
      name: `Week batch ${marker}`,
      orders: [order],
      groups: [{ key: 'panels', metrics: { area_Sum: 1.2, parts_Count: 4 }, items: [{ part: { module, path: ['side'] }, instance: 0, configuration, orderInstance: 0 }] }],
      providers: { mes: { job: `JOB-${marker}` } },
    };
  },
  workflows: async ({ marker }) => ({
    name: `Fulfilment ${marker}`,
    description: `Paid to shipped ${marker}`,
    states: [
      { id: 'paid', name: 'Paid', start: true },
      { id: 'shipped', name: 'Shipped', end: true },
    ],
    transitions: [{ from: 'paid', to: 'shipped' }],
  }),
};

export interface Sample {
  id: string;
  version: number;
  document: Record<string, unknown>;
}

export type SampleSet = Record<SampleCollection, Sample> & { marker: string };

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';

/** Letters only, so a case-changed substring of a marked value is a real case change. */
export function newMarker(length = 8): string {
  return Array.from({ length }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
}

/**
 * Another resource's copy of a sample document: the public addresses a kind's resources cannot share
 * (its `domains`) made its own, so the document can be created again.
 */
export function withOwnAddresses<T>(kind: { domains?: readonly string[] }, document: T): T {
  const marker = newMarker().toLowerCase();
  const copy = { ...document } as Record<string, unknown>;
  for (const field of kind.domains ?? []) if (typeof copy[field] === 'string') copy[field] = `${marker}-${copy[field]}`;
  return copy as T;
}

/** POSTs a document, failing loudly with the server's message when it is not created. */
export async function createResource(api: string, collection: string, document: object): Promise<Sample> {
  const created = await call(`${api}/${collection}`, { method: 'POST', json: document });
  if (created.status !== 201) throw new Error(`POST /${collection} answered ${created.status}: ${JSON.stringify(created.body)}`);
  return { id: created.body.id, version: created.body.version, document: created.body.document };
}

/**
 * Creates a sample of each collection asked for (all by default), each sample's references first,
 * at most one sample per collection per set. `api` is the server's /api base URL.
 */
export async function createSamples(api: string, collections: SampleCollection[] = Object.keys(SAMPLES) as SampleCollection[]): Promise<SampleSet> {
  const marker = newMarker();
  const made = new Map<SampleCollection, Promise<Sample>>();
  const ctx: SampleContext = {
    marker,
    need: async (collection) => {
      const sample = await make(collection);
      return { id: sample.id, version: sample.version };
    },
    create: async (collection, document) => {
      const created = await createResource(api, collection, document);
      return { id: created.id, version: created.version };
    },
  };
  function make(collection: SampleCollection): Promise<Sample> {
    let pending = made.get(collection);
    if (!pending) {
      pending = SAMPLES[collection](ctx as never).then((document) => createResource(api, collection, document));
      made.set(collection, pending);
    }
    return pending;
  }
  const set = { marker } as SampleSet;
  for (const collection of collections) set[collection] = await make(collection);
  return set;
}
