import { Type } from '@sinclair/typebox';
import { Enum, FileInfo, HexColour, Id, Label, MATERIAL_TYPES, Name, Obj, Text, VersionNumber, Nullable } from './common.schema.ts';
import { IMAGE_EXTENSIONS } from './cad-source.ts';
import { defineKind, text } from './kind-def.ts';

const TextureMap = Obj({ image: FileInfo, scale: Type.Optional(Type.Number({ exclusiveMinimum: 0 })) });

export const appearanceKind = defineKind({
  kind: 'appearance',
  label: 'Appearance',
  collection: 'appearances',
  idParam: 'appearanceId',
  one: 'Appearance',
  many: 'Appearances',
  titleField: 'name',
  hasSummary: false,
  schema: Obj({
    name: Name,
    category: Type.Optional(Label),
    description: Type.Optional(Text),
    /** the material model, optionally derived from another appearance's version */
    base: Obj({ type: Enum(MATERIAL_TYPES), id: Type.Optional(Id), version: Type.Optional(VersionNumber) }),
    color: Type.Optional(HexColour),
    roughness: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    metalness: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    map: Type.Optional(TextureMap),
    displacementMap: Type.Optional(TextureMap),
  }),
  refs: [{ path: 'base', target: (base) => (base?.id && base?.version ? 'appearances' : undefined), acyclic: true }],
  filters: [
    { name: 'base.type', match: 'exact' },
    { name: 'base.id', match: 'exact' },
    { name: 'base.version', match: 'number' },
    ...text('name', 'category', 'description'),
  ],
  row: Obj({ name: Type.String(), category: Type.String(), description: Type.String(), type: Enum(MATERIAL_TYPES), color: Nullable(Type.String()) }),
  subresources: [
    { path: 'map/image', name: 'MapImage', writes: ['put', 'delete'], content: { extensions: IMAGE_EXTENSIONS } },
    { path: 'displacementMap/image', name: 'DisplacementMapImage', writes: ['put', 'delete'], content: { extensions: IMAGE_EXTENSIONS } },
  ],
  list: (a) => ({ name: a.name, category: a.category ?? '', description: a.description ?? '', type: a.base.type, color: a.color ?? null }),
});
