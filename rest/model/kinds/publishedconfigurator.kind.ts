import { Type } from '@sinclair/typebox';
import { Enum, LOGIN_TYPES, Name, Obj, Ref, SIGNUP_TYPES, Text, Nullable } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

const Domain = Type.String({
  pattern: '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$',
  description: 'a lower-case host name',
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
  }),
  refs: [
    { path: 'product', target: 'products' },
    { path: 'theme', target: 'themes' },
  ],
  filters: text('title', 'joineryDomain', 'customerDomain'),
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
