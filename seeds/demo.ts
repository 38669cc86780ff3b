import type { Static } from '@sinclair/typebox';
import type { Role } from '../rest/model/identity/actor.ts';
import type { appearanceKind } from '../rest/model/kinds/appearance.kind.ts';
import type { companyKind } from '../rest/model/kinds/company.kind.ts';
import type { connectorTypeKind } from '../rest/model/kinds/connectortype.kind.ts';
import type { moduleKind } from '../rest/model/kinds/module.kind.ts';
import type { orderKind } from '../rest/model/kinds/order.kind.ts';
import type { productKind } from '../rest/model/kinds/product.kind.ts';
import type { productConfigurationKind } from '../rest/model/kinds/productconfiguration.kind.ts';
import type { productionMaterialKind } from '../rest/model/kinds/productionmaterial.kind.ts';
import type { publishedConfiguratorKind } from '../rest/model/kinds/publishedconfigurator.kind.ts';
import type { themeKind } from '../rest/model/kinds/theme.kind.ts';
import type { workBatchKind } from '../rest/model/kinds/workbatch.kind.ts';
import type { workflowKind } from '../rest/model/kinds/workflow.kind.ts';
import { DEFAULT_ORDER_WORKFLOW } from '../rules/order-workflow.ts';
import type { Ref } from '../rest/model/resources/resource-types.ts';
import { withProductionData } from './demo-production.ts';

/**
 * The demo workspace: Oak & Ash, a maker of modular shelving, wardrobes and desks.
 * Documents that refer to other seeds take `ref(key)`, resolved while loading in this file's order.
 */
type Doc<K extends { schema: any }> = Static<K['schema']>;
export type RefOf = (key: string) => Ref;

export const DEMO_WORKSPACE = { alias: 'demo', name: 'Oak & Ash', color: '#8A5A2B', plan: 'STARTUP' as const };

export const DEMO_USERS: { email: string; name: string; role: Role }[] = [
  { email: 'admin@demo.joinery.test', name: 'Ada Admin', role: 'admin' },
  { email: 'editor@demo.joinery.test', name: 'Eddie Editor', role: 'editor' },
  { email: 'user@demo.joinery.test', name: 'Uma User', role: 'user' },
  { email: 'guest@demo.joinery.test', name: 'Gus Guest', role: 'guest' },
];

/** Oak & Ash's shop customers: accounts made on its storefronts (guests who sign in there, not in the staff app). */
export const DEMO_CUSTOMERS: { email: string; name: string }[] = [{ email: 'customer@oakandash.example', name: 'Cora Customer' }];

export const DEMO_CONNECTOR_TYPES: { key: string; document: Doc<typeof connectorTypeKind> }[] = [
  { key: 'shelf-pin', document: { name: 'Shelf pin', description: '5 mm pin in a 32 mm system row', domain: 'system-32', freedom: 'Fixed' } },
  { key: 'cam-lock', document: { name: 'Cam lock', description: 'Minifix cam and bolt joining panels at right angles', domain: 'carcass', freedom: 'Fixed' } },
  { key: 'hinge', document: { name: 'Concealed hinge', description: '35 mm cup hinge, 110° opening', domain: 'door', freedom: 'Constrained' } },
  { key: 'runner', document: { name: 'Drawer runner', description: 'Full-extension soft-close runner', domain: 'drawer', freedom: 'Limited' } },
  { key: 'handle-screw', document: { name: 'Handle screw', description: 'M4 screw through a front, 160 mm centres', domain: 'front', freedom: 'Fixed' } },
];

export const DEMO_APPEARANCES: { key: string; document: Doc<typeof appearanceKind> }[] = [
  { key: 'oak', document: { name: 'Natural oak', category: 'Wood', description: 'Oiled oak veneer', base: { type: 'Standard' }, color: '#C8A165', roughness: 0.6, metalness: 0 } },
  { key: 'ash', document: { name: 'White ash', category: 'Wood', description: 'Lacquered ash veneer', base: { type: 'Standard' }, color: '#E4D5B7', roughness: 0.5, metalness: 0 } },
  { key: 'white', document: { name: 'Matt white', category: 'Paint', base: { type: 'Physical' }, color: '#F4F4F2', roughness: 0.8, metalness: 0 } },
];

const finish = { id: 'finish', name: 'Finish', type: 'Enum' as const, target: 'Uri' as const, default: 'oak', options: [{ value: 'oak', label: 'Natural oak' }, { value: 'ash', label: 'White ash' }, { value: 'white', label: 'Matt white' }] };
const width = (min: number, max: number, value: number) => ({ id: 'width', name: 'Width', type: 'Quantity' as const, target: 'Mesh' as const, default: value, min, max, step: 10, unit: 'mm', dimension: 'Length' as const });
const pins = (ref: RefOf) => [
  { id: 'pin-left', name: 'Left pin row', connectorType: ref('shelf-pin'), position: [0, 0, 0], freedom: 'Fixed' as const },
  { id: 'pin-right', name: 'Right pin row', connectorType: ref('shelf-pin'), position: [800, 0, 0], freedom: 'Fixed' as const },
];
const cams = (ref: RefOf) => [
  { id: 'cam-top', name: 'Top cam', connectorType: ref('cam-lock'), position: [0, 1800, 0] },
  { id: 'cam-bottom', name: 'Bottom cam', connectorType: ref('cam-lock'), position: [0, 0, 0] },
];
const onshape = (elementName: string) => ({
  onshape: { documentId: '8f1c2d3e4a5b6c7d8e9f0a1b', wvmType: 'Version' as const, wvmId: '0a1b2c3d4e5f60718293a4b5', elementId: 'JHD', documentName: 'Oak & Ash system 32', elementName, elementType: 'PARTSTUDIO' },
  geometrySettings: { cadOrientation: 'PositiveY' as const, uvMap: true, autoExtrude: false, collapseDepth: 2 },
});
/** A module drawn in a CAD program: Z up, as its STEP file (seeds/demo-geometry.ts) is uploaded once it is made. */
const stepSource = { geometrySettings: { cadOrientation: 'PositiveZ' as const } };

export const DEMO_MODULES: { key: string; document: (ref: RefOf) => Doc<typeof moduleKind> }[] = [
  { key: 'side-1800', document: (ref) => ({ name: 'Side panel 1800', description: 'Tall side panel drilled for shelf pins on both faces', categories: ['Frames'], functions: ['Support'], skus: ['OA-SP-1800'], parameters: [finish], connectors: [...pins(ref), ...cams(ref)], source: { ...onshape('Side panel'), appearance: { defaultAppearances: [ref('oak')] } }, price: '£96.00' }) },
  { key: 'side-1200', document: (ref) => ({ name: 'Side panel 1200', description: 'Low side panel for sideboards and desks', categories: ['Frames'], functions: ['Support'], skus: ['OA-SP-1200'], parameters: [finish], connectors: [...pins(ref), ...cams(ref)], source: onshape('Side panel low'), price: '£72.00' }) },
  { key: 'shelf-800', document: (ref) => ({ name: 'Shelf 800', description: 'Adjustable shelf on pins', categories: ['Shelves'], functions: ['Storage'], skus: ['OA-SH-800'], parameters: [finish, width(400, 800, 800)], connectors: pins(ref), source: onshape('Shelf'), price: '£38.00' }) },
  { key: 'shelf-600', document: (ref) => ({ name: 'Shelf 600', description: 'Adjustable shelf on pins, narrow bay', categories: ['Shelves'], functions: ['Storage'], skus: ['OA-SH-600'], parameters: [finish, width(300, 600, 600)], connectors: pins(ref), source: onshape('Shelf narrow'), price: '£32.00' }) },
  { key: 'drawer-800', document: (ref) => ({ name: 'Drawer unit 800', description: 'Two drawers on soft-close runners', categories: ['Drawers'], functions: ['Storage'], skus: ['OA-DR-800', 'OA-DR-800-H'], parameters: [finish, { id: 'handles', name: 'With handles', type: 'Boolean', target: 'Visibility', default: true }], connectors: [{ id: 'runner-left', name: 'Left runner', connectorType: ref('runner') }, { id: 'runner-right', name: 'Right runner', connectorType: ref('runner') }], source: stepSource, price: '£210.00' }) },
  { key: 'door-left', document: (ref) => ({ name: 'Door 400 left', description: 'Flat door hinged on the left', categories: ['Doors'], functions: ['Closing'], skus: ['OA-DO-400-L'], parameters: [finish, { id: 'soft-close', name: 'Soft close', type: 'Boolean', target: 'None', default: true }], connectors: [{ id: 'hinge-top', name: 'Top hinge', connectorType: ref('hinge') }, { id: 'hinge-bottom', name: 'Bottom hinge', connectorType: ref('hinge') }], source: stepSource, price: '£64.00' }) },
  { key: 'door-right', document: (ref) => ({ name: 'Door 400 right', description: 'Flat door hinged on the right', categories: ['Doors'], functions: ['Closing'], skus: ['OA-DO-400-R'], parameters: [finish, { id: 'soft-close', name: 'Soft close', type: 'Boolean', target: 'None', default: true }], connectors: [{ id: 'hinge-top', name: 'Top hinge', connectorType: ref('hinge') }, { id: 'hinge-bottom', name: 'Bottom hinge', connectorType: ref('hinge') }], source: stepSource, price: '£64.00' }) },
  { key: 'back-800', document: (ref) => ({ name: 'Back panel 800', description: 'Bracing back panel, 8 mm', categories: ['Panels'], functions: ['Bracing'], skus: ['OA-BP-800'], parameters: [finish], connectors: cams(ref), source: stepSource, price: '£28.00' }) },
  { key: 'plinth-800', document: (ref) => ({ name: 'Plinth 800', description: 'Recessed plinth with levelling feet', categories: ['Bases'], functions: ['Support'], skus: ['OA-PL-800'], parameters: [{ id: 'height', name: 'Height', type: 'Quantity', target: 'Mesh', default: 80, min: 60, max: 150, unit: 'mm', dimension: 'Length' }], connectors: cams(ref), source: onshape('Plinth'), price: '£45.00' }) },
  { key: 'top-800', document: (ref) => ({ name: 'Top cover 800', description: 'Solid top with a 3 mm edge radius', categories: ['Tops'], functions: ['Closing'], skus: ['OA-TC-800'], parameters: [finish], connectors: cams(ref), price: '£52.00' }) },
  { key: 'desk-top', document: (ref) => ({ name: 'Desk top 1200', description: 'Desk top with cable grommet', categories: ['Desks'], functions: ['Work'], skus: ['OA-DT-1200'], parameters: [finish, width(1000, 1600, 1200), { id: 'grommet', name: 'Cable grommet', type: 'Enum', target: 'Mesh', default: 'left', options: [{ value: 'left' }, { value: 'right' }, { value: 'none' }] }], connectors: cams(ref), source: onshape('Desk top'), price: '£180.00' }) },
  { key: 'leg-frame', document: (ref) => ({ name: 'Leg frame', description: 'Powder-coated steel leg frame', categories: ['Desks'], functions: ['Support'], skus: ['OA-LF-01'], parameters: [{ id: 'colour', name: 'Colour', type: 'Enum', target: 'Uri', default: 'black', options: [{ value: 'black', label: 'Black' }, { value: 'white', label: 'White' }] }], connectors: cams(ref), source: stepSource, price: '£140.00' }) },
  { key: 'rail-800', document: (ref) => ({ name: 'Wardrobe rail 800', description: 'Oval hanging rail with end supports', categories: ['Fittings'], functions: ['Hanging'], skus: ['OA-WR-800'], parameters: [width(400, 800, 800)], connectors: pins(ref), source: { image: { name: 'rail.png', contentType: 'image/png' } }, price: '£18.00' }) },
  { key: 'handle-bar', document: (ref) => ({ name: 'Handle bar 160', description: 'Brushed steel bar handle, 160 mm centres', categories: ['Fittings'], functions: ['Handling'], skus: ['OA-HB-160'], parameters: [{ id: 'finish', name: 'Finish', type: 'Enum', target: 'Uri', default: 'steel', options: [{ value: 'steel' }, { value: 'black' }] }], connectors: [{ id: 'screw-left', name: 'Left screw', connectorType: ref('handle-screw'), position: [0, 0, 0] }, { id: 'screw-right', name: 'Right screw', connectorType: ref('handle-screw'), position: [160, 0, 0] }], price: '£9.50', per: 2 }) },
];

export const DEMO_PRODUCTS: { key: string; document: (ref: RefOf) => Doc<typeof productKind> }[] = [
  {
    key: 'shelving',
    document: (ref) => ({
      name: 'Wall shelving system',
      description: 'Free-standing shelving in 800 mm and 600 mm bays, with doors and drawers',
      categories: ['Shelving'],
      categoryModules: [
        { id: 'frames', category: 'Frames', composition: '2:n', modules: [ref('side-1800'), ref('side-1200')] },
        { id: 'shelves', category: 'Shelves', composition: '0:n', modules: [ref('shelf-800'), ref('shelf-600')] },
        { id: 'fronts', category: 'Doors and drawers', composition: '0:n', modules: [ref('door-left'), ref('door-right'), ref('drawer-800')] },
        { id: 'finishing', category: 'Finishing', composition: '0:3', modules: [ref('back-800'), ref('plinth-800'), ref('top-800')] },
      ],
      // drawers hang between shelves; their fronts are not made in matt white
      rules: { requires: [{ module: ref('drawer-800').id, category: 'shelves' }], excludes: [{ module: ref('drawer-800').id, parameter: 'finish', value: 'white' }] },
      // shelves rest on the pin rows of the sides; tops, backs and plinths fix to their cams
      moduleGraph: [
        ...['shelf-800', 'shelf-600'].flatMap((shelf) =>
          ['side-1800', 'side-1200'].flatMap((side) => [
            { source: ref(shelf).id, sourceConnector: 'pin-left', target: ref(side).id, targetConnector: 'pin-right' },
            { source: ref(shelf).id, sourceConnector: 'pin-right', target: ref(side).id, targetConnector: 'pin-left' },
          ]),
        ),
        ...['top-800', 'back-800', 'plinth-800'].flatMap((panel) =>
          ['side-1800', 'side-1200'].map((side) => ({ source: ref(panel).id, sourceConnector: panel === 'plinth-800' ? 'cam-bottom' : 'cam-top', target: ref(side).id, targetConnector: panel === 'plinth-800' ? 'cam-bottom' : 'cam-top' })),
        ),
      ],
    }),
  },
  {
    key: 'desk',
    document: (ref) => ({
      name: 'Home office desk',
      description: 'Desk top on a steel frame, with an optional drawer unit',
      categories: ['Desks'],
      categoryModules: [
        { id: 'top', category: 'Top', composition: '1', modules: [ref('desk-top')] },
        { id: 'frame', category: 'Leg frame', composition: '1', modules: [ref('leg-frame')] },
        { id: 'storage', category: 'Storage', composition: '0:1', modules: [ref('drawer-800')] },
        { id: 'handles', category: 'Handles', composition: '0:4', modules: [ref('handle-bar')] },
      ],
      // the drawer unit hangs from the leg frame, whose white is not offered with it
      rules: { requires: [{ module: ref('drawer-800').id, category: 'frame' }], excludes: [{ module: ref('drawer-800').id, parameter: 'colour', value: 'white' }] },
      moduleGraph: [{ source: ref('desk-top').id, sourceConnector: 'cam-bottom', target: ref('leg-frame').id, targetConnector: 'cam-top' }],
    }),
  },
];

export const DEMO_THEMES: { key: string; document: Doc<typeof themeKind> }[] = [
  { key: 'oak-theme', document: { name: 'Oak & Ash', seed: '#8A5A2B', trueColours: false, auth: { loginType: 'RequiredToOrder', signupType: 'Signup', emailPassword: true }, currency: 'GBP' } },
];

/** What the demo's customers may do on its storefronts. */
const STOREFRONT_FEATURES = { prices: true, ordering: true, sharing: true, billOfMaterials: true };

export const DEMO_CONFIGURATORS: { key: string; document: (ref: RefOf) => Doc<typeof publishedConfiguratorKind> }[] = [
  {
    key: 'shelving-configurator',
    document: (ref) => ({
      title: 'Shelving configurator',
      description: 'Design your wall shelving bay by bay',
      joineryDomain: 'shelving.oak-and-ash.joinery.app',
      customerDomain: 'configure.oakandash.co.uk',
      product: ref('shelving'),
      theme: ref('oak-theme'),
      published: true,
      auth: { loginType: 'RequiredToOrder', signupType: 'Signup', emailPassword: true },
      currency: 'GBP',
      features: STOREFRONT_FEATURES,
    }),
  },
  {
    key: 'desk-configurator',
    document: (ref) => ({
      title: 'Desk configurator',
      description: 'A home office desk in your finish, ordered with your e-mail address',
      joineryDomain: 'desks.oak-and-ash.joinery.app',
      product: ref('desk'),
      theme: ref('oak-theme'),
      published: true,
      auth: { loginType: 'None', signupType: 'Signup', emailPassword: true },
      currency: 'GBP',
      features: STOREFRONT_FEATURES,
    }),
  },
];

const values = (parameters: Record<string, string | number | boolean>) => parameters;

export const DEMO_CONFIGURATIONS: { key: string; document: (ref: RefOf) => Doc<typeof productConfigurationKind> }[] = [
  {
    key: 'shelving-bay',
    document: (ref) => ({
      name: 'Two-bay shelving with doors',
      product: { type: 'publishedconfigurators', ...ref('shelving-configurator') },
      modules: [
        { module: ref('side-1800'), instance: 0, parameters: values({ finish: 'oak' }) },
        { module: ref('side-1800'), instance: 1, parameters: values({ finish: 'oak' }) },
        { module: ref('shelf-800'), instance: 0, parameters: values({ finish: 'oak', width: 800 }) },
        { module: ref('door-left'), instance: 0, parameters: values({ finish: 'white', 'soft-close': true }) },
      ],
      connections: [],
    }),
  },
];

export const DEMO_ORDERS: { key: string; document: (ref: RefOf) => Doc<typeof orderKind> }[] = [
  {
    key: 'order-1',
    document: (ref) => ({
      reference: 'OA-1001',
      status: 'received',
      customer: 'maria.lopez@example.com',
      currency: 'GBP',
      lineItems: [
        { module: ref('side-1800'), name: 'Side panel 1800', sku: 'OA-SP-1800', quantity: 2, properties: { price: '£96.00' } },
        { module: ref('shelf-800'), name: 'Shelf 800', sku: 'OA-SH-800', quantity: 4, properties: { price: '£38.00' } },
        { module: ref('door-left'), name: 'Door 400 left', sku: 'OA-DO-400-L', quantity: 1, properties: { price: '£64.00' } },
      ],
      products: [{ productConfiguration: ref('shelving-bay'), quantity: 1 }],
    }),
  },
  {
    key: 'order-2',
    document: (ref) => ({
      reference: 'OA-1002',
      status: 'processing',
      customer: 'tom.becker@example.com',
      currency: 'GBP',
      lineItems: [
        { module: ref('desk-top'), name: 'Desk top 1200', sku: 'OA-DT-1200', quantity: 1, properties: { price: '£180.00' } },
        { module: ref('leg-frame'), name: 'Leg frame', sku: 'OA-LF-01', quantity: 1, properties: { price: '£140.00' } },
        { module: ref('handle-bar'), name: 'Handle bar 160', sku: 'OA-HB-160', quantity: 3, per: 2, properties: { price: '£9.50' } },
      ],
    }),
  },
];

export const DEMO_WORK_BATCHES: { key: string; document: (ref: RefOf) => Doc<typeof workBatchKind> }[] = [
  { key: 'batch-1', document: (ref) => ({ name: 'Week 47 panels', orders: [ref('order-2')] }) },
];

export const DEMO_WORKFLOWS: { key: string; document: Doc<typeof workflowKind> }[] = [
  {
    key: 'order-workflow',
    // §4's workflow, the one a workspace without a workflow follows
    document: DEFAULT_ORDER_WORKFLOW,
  },
];

export const DEMO_MATERIALS: { key: string; document: Doc<typeof productionMaterialKind> }[] = [
  { key: 'oak-18', document: { name: 'Oak veneered MDF 18 mm', category: 'Board', thickness: 18, sheetWidth: 2800, sheetHeight: 2070, grain: true, stock: 'StockItem', costPerSheet: 142 } },
  { key: 'hdf-8', document: { name: 'White HDF 8 mm', category: 'Board', thickness: 8, sheetWidth: 2800, sheetHeight: 2070, grain: false, stock: 'StockItem', costPerSheet: 38 } },
];

export const DEMO_COMPANIES: { key: string; document: Doc<typeof companyKind> }[] = [
  { key: 'oak-and-ash', document: { name: 'Oak & Ash Ltd', description: 'Modular furniture made to order in Sheffield', website: 'https://oakandash.example', country: 'GB' } },
];

/** Every seed, in loading order: a document only refers to seeds above it. */
export const DEMO_SEEDS: { collection: string; seeds: { key: string; document: unknown }[] }[] = withProductionData([
  { collection: 'companies', seeds: DEMO_COMPANIES },
  { collection: 'connectortypes', seeds: DEMO_CONNECTOR_TYPES },
  { collection: 'appearances', seeds: DEMO_APPEARANCES },
  { collection: 'productionmaterials', seeds: DEMO_MATERIALS },
  { collection: 'modules', seeds: DEMO_MODULES },
  { collection: 'products', seeds: DEMO_PRODUCTS },
  { collection: 'themes', seeds: DEMO_THEMES },
  { collection: 'publishedconfigurators', seeds: DEMO_CONFIGURATORS },
  { collection: 'productconfigurations', seeds: DEMO_CONFIGURATIONS },
  { collection: 'orders', seeds: DEMO_ORDERS },
  { collection: 'workbatches', seeds: DEMO_WORK_BATCHES },
  { collection: 'workflows', seeds: DEMO_WORKFLOWS },
]);

export const DEMO_MODULE_NAMES = DEMO_MODULES.map((m) => m.document(() => ({ id: '0'.repeat(24), version: 1 })).name);
