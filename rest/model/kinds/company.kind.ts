import { Type } from '@sinclair/typebox';
import { Email, FileInfo, Name, Obj, Text, Uri, Nullable } from './common.schema.ts';
import { IMAGE_EXTENSIONS } from './cad-source.ts';
import { defineKind, text } from './kind-def.ts';

export const companyKind = defineKind({
  kind: 'company',
  label: 'Company',
  collection: 'companies',
  idParam: 'companyId',
  one: 'Company',
  many: 'Companies',
  titleField: 'name',
  hasSummary: false,
  schema: Obj({
    name: Name,
    description: Type.Optional(Text),
    website: Type.Optional(Uri),
    email: Type.Optional(Email),
    address: Type.Optional(Type.String({ maxLength: 1000 })),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 code' })),
    vatNumber: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9 .-]*$', description: 'the VAT registration number, letters and digits' })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: 'the default currency, ISO 4217 (GBP, EUR)' })),
    avatar: Type.Optional(FileInfo),
  }),
  refs: [],
  filters: text('name'),
  row: Obj({ name: Type.String(), country: Nullable(Type.String()) }),
  subresources: [{ path: 'avatar', name: 'Avatar', writes: ['put', 'delete'], content: { extensions: IMAGE_EXTENSIONS } }],
  list: (c) => ({ name: c.name, country: c.country ?? null }),
});
