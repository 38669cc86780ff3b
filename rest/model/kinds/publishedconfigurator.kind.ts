import { Type } from '@sinclair/typebox';
import { Enum, LOGIN_TYPES, Name, Obj, Ref, SIGNUP_TYPES, Text, Nullable } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';
import { allows } from '../identity/plans.ts';
import { DOMAIN_PATTERN, IMAGE_ADDRESS_PATTERN, ORIGIN_PATTERN } from '../../../rules/addresses.ts';

const Domain = Type.String({ pattern: DOMAIN_PATTERN.source, description: 'a lower-case host name' });

const ImageAddress = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: IMAGE_ADDRESS_PATTERN.source,
  description: 'an http(s) address, or a path on this server',
});

export const publishedConfiguratorKind = defineKind({
  kind: 'publishedconfigurator',
  label: 'Published configurator',
  collection: 'publishedconfigurators',
  idParam: 'publishedconfiguratorId',
  one: 'PublishedConfigurator',
  many: 'PublishedConfigurators',
  titleField: 'title',
  hasSummary: true,
  schema: Obj({
    title: Name,
    description: Type.Optional(Text),
    /** the configurator's address on Joinery, e.g. oak-and-ash.joinery.app */
    joineryDomain: Domain,
    /** the maker's own address for it, if any */
    customerDomain: Type.Optional(Domain),
    product: Ref,
    theme: Type.Optional(Ref),
    /** only a published configurator is served to customers */
    published: Type.Boolean(),
    auth: Type.Optional(
      Obj({ loginType: Enum(LOGIN_TYPES), signupType: Enum(SIGNUP_TYPES), emailPassword: Type.Boolean() }),
    ),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code' })),
    /** the pictures of the configurator's own pages (the Images settings) */
    images: Type.Optional(Obj({ logo: Type.Optional(ImageAddress), favicon: Type.Optional(ImageAddress), background: Type.Optional(ImageAddress) })),
    /** what customers may do there (the Features settings); absent means off */
    features: Type.Optional(
      Obj({
        prices: Type.Optional(Type.Boolean({ description: 'show prices' })),
        ordering: Type.Optional(Type.Boolean({ description: 'customers may order' })),
        sharing: Type.Optional(Type.Boolean({ description: 'customers may save and share configurations' })),
        suggestions: Type.Optional(Type.Boolean({ description: 'AI suggestions' })),
        billOfMaterials: Type.Optional(Type.Boolean({ description: 'show the bill of materials' })),
      }),
    ),
    /** the maker's pages that may embed the storefront (an iframe) and hear its price and ordered messages */
    embedOrigins: Type.Optional(
      Type.Array(Type.String({ pattern: ORIGIN_PATTERN.source, maxLength: 300, description: 'an origin such as https://shop.example.com' }), { maxItems: 20, uniqueItems: true }),
    ),
  }),
  // a copy is a draft: publishing it is a decision (and the plan's to allow), and the maker's own domain points at one configurator
  duplicatePatch: { published: false, customerDomain: null },
  // an address leads customers to one configurator
  domains: ['joineryDomain', 'customerDomain'],
  // maxConfigurators counts drafts too (archived ones not); canPublish is about published: true
  async planLimit({ limits, next, previous, countInWorkspace }) {
    if (!previous && !allows(limits.maxConfigurators, await countInWorkspace())) {
      return `allows ${limits.maxConfigurators} configurator${limits.maxConfigurators === 1 ? '' : 's'}. Upgrade to add more.`;
    }
    if (next.published === true && previous?.published !== true && !limits.canPublish) return 'does not include publishing configurators. Upgrade to publish.';
    return undefined;
  },
  refs: [
    { path: 'product', target: 'products' },
    { path: 'theme', target: 'themes' },
  ],
  filters: [...text('title', 'joineryDomain', 'customerDomain'), { name: 'published', match: 'boolean' }],
  row: Obj({
    name: Type.String(),
    title: Type.String(),
    joineryDomain: Type.String(),
    customerDomain: Nullable(Type.String()),
    published: Type.Boolean(),
    product: Ref,
  }),
  subresources: [],
  list: (c) => ({
    name: c.title,
    title: c.title,
    joineryDomain: c.joineryDomain,
    customerDomain: c.customerDomain ?? null,
    published: c.published,
    product: c.product,
  }),
});
