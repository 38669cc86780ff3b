import type { Static } from '@sinclair/typebox';
import type { Role } from '../rest/model/identity/actor.ts';
import type { companyKind } from '../rest/model/kinds/company.kind.ts';
import type { moduleKind } from '../rest/model/kinds/module.kind.ts';
import type { productKind } from '../rest/model/kinds/product.kind.ts';
import type { themeKind } from '../rest/model/kinds/theme.kind.ts';
import type { RefOf } from './demo.ts';

/**
 * A second workspace, Birch & Co, with its own admin and a few resources, so the demo shows that
 * workspaces do not see each other: signed in as admin@birch.joinery.test, Oak & Ash is invisible.
 */
type Doc<K extends { schema: any }> = Static<K['schema']>;

export const BIRCH_WORKSPACE = { alias: 'birch', name: 'Birch & Co', color: '#3E7C59', plan: 'FREE' as const };

export const BIRCH_USERS: { email: string; name: string; role: Role }[] = [{ email: 'admin@birch.joinery.test', name: 'Bea Birch', role: 'admin' }];

const BIRCH_COMPANIES: { key: string; document: Doc<typeof companyKind> }[] = [
  { key: 'birch-co', document: { name: 'Birch & Co', description: 'Plywood storage made to measure in Bristol', country: 'GB' } },
];
const BIRCH_THEMES: { key: string; document: Doc<typeof themeKind> }[] = [{ key: 'birch-theme', document: { name: 'Birch', seed: '#3E7C59', currency: 'GBP' } }];
const BIRCH_MODULES: { key: string; document: Doc<typeof moduleKind> }[] = [
  { key: 'birch-box', document: { name: 'Ply box 400', description: 'Birch plywood box, open front', categories: ['Boxes'], functions: ['Storage'], skus: ['BC-BX-400'], price: '£48.00' } },
  { key: 'birch-door', document: { name: 'Ply door 400', description: 'Push-to-open door for the 400 box', categories: ['Doors'], functions: ['Closing'], skus: ['BC-DO-400'], price: '£30.00' } },
];
const BIRCH_PRODUCTS: { key: string; document: (ref: RefOf) => Doc<typeof productKind> }[] = [
  {
    key: 'birch-wall',
    document: (ref) => ({
      name: 'Box wall',
      description: 'Stackable plywood boxes, with or without doors',
      categories: ['Storage'],
      categoryModules: [{ id: 'boxes', category: 'Boxes', composition: '1:n', modules: [ref('birch-box')] }, { id: 'doors', category: 'Doors', composition: '0:n', modules: [ref('birch-door')] }],
    }),
  },
];

export const BIRCH_SEEDS: { collection: string; seeds: { key: string; document: unknown }[] }[] = [
  { collection: 'companies', seeds: BIRCH_COMPANIES },
  { collection: 'themes', seeds: BIRCH_THEMES },
  { collection: 'modules', seeds: BIRCH_MODULES },
  { collection: 'products', seeds: BIRCH_PRODUCTS },
];
