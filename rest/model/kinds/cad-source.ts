import { Type } from '@sinclair/typebox';
import { Enum, FileInfo, Label, MATERIAL_TYPES, Name, Obj, Vector3 } from './common.schema.ts';
import type { SubresourceDef } from './kind-def.ts';

/** A part's shape as imported from CAD: its mesh and measures. */
export const Geometry = Obj({
  mesh: Type.Optional(FileInfo),
  boundingBox: Type.Optional(Obj({ min: Vector3, max: Vector3 })),
  triangles: Type.Optional(Type.Integer({ minimum: 0 })),
  volume: Type.Optional(Type.Number({ minimum: 0 })),
});

const Part = Obj({ id: Label, name: Type.Optional(Name), quantity: Type.Optional(Type.Integer({ minimum: 1 })), geometry: Type.Optional(Geometry) });
const Parts = Type.Array(Part, { maxItems: 2000 });

/** rest-api.md §3.2: an assembly has parts and subassemblies, each subassembly parts; each part a geometry. */
export const Assembly = Obj({
  parts: Type.Optional(Parts),
  subassemblies: Type.Optional(Type.Array(Obj({ id: Label, name: Type.Optional(Name), parts: Type.Optional(Parts) }), { maxItems: 500 })),
});

export const SourceMaterial = Obj({
  name: Name,
  color: Type.Optional(Type.String({ maxLength: 20 })),
  type: Type.Optional(Enum(MATERIAL_TYPES)),
});

/** The fields of a CAD source, shared by a connector's source and a module's (rest-api.md §3.2). */
export const cadSourceFields = {
  image: Type.Optional(FileInfo),
  render: Type.Optional(FileInfo),
  file: Type.Optional(Obj({ file: Type.Optional(FileInfo), assembly: Type.Optional(Assembly) })),
  assembly: Type.Optional(Assembly),
  material: Type.Optional(SourceMaterial),
};

/** The extensions of uploaded images, renders and avatars. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** The extensions of CAD and mesh files. */
export const CAD_EXTENSIONS = ['step', 'stp', 'iges', 'igs', 'stl', 'obj', 'glb', 'gltf', '3mf', 'zip'] as const;

/**
 * The sub-resources of a CAD source at `prefix` (rest-api.md §7.4, §7.7, §7.8): assembly, file
 * (its assembly and its file), image, material and render, and every part's geometry. The names
 * stay literal types, so the typed client names each operation.
 */
export function cadSourceSubresources<const P extends string, const N extends string>(prefix: P, name: N) {
  return [
    { path: `${prefix}/assembly`, name: `${name}Assembly` },
    { path: `${prefix}/assembly/parts/{partsId}/geometry`, name: `${name}AssemblyPartGeometry`, writes: ['put', 'delete'] },
    { path: `${prefix}/assembly/subassemblies/{subassembliesId}/parts/{partsId}/geometry`, name: `${name}AssemblySubassemblyPartGeometry`, writes: ['put', 'delete'] },
    { path: `${prefix}/file/assembly`, name: `${name}FileAssembly` },
    { path: `${prefix}/file/assembly/parts/{partsId}/geometry`, name: `${name}FileAssemblyPartGeometry`, writes: ['put', 'delete'] },
    { path: `${prefix}/file/assembly/subassemblies/{subassembliesId}/parts/{partsId}/geometry`, name: `${name}FileAssemblySubassemblyPartGeometry`, writes: ['put', 'delete'] },
    { path: `${prefix}/file/file`, name: `${name}File`, writes: ['put', 'delete'], content: { extensions: CAD_EXTENSIONS, path: `${prefix}/file` } },
    { path: `${prefix}/image`, name: `${name}Image`, writes: ['put', 'delete'], content: { extensions: IMAGE_EXTENSIONS } },
    { path: `${prefix}/material`, name: `${name}Material`, writes: ['put', 'delete'] },
    { path: `${prefix}/render`, name: `${name}Render`, content: { extensions: IMAGE_EXTENSIONS } },
  ] as const satisfies readonly SubresourceDef[];
}

/** Providers (a module's, an order's): the map and one provider, read and written. */
export const PROVIDER_SUBRESOURCES = [
  { path: 'providers', name: 'Providers', writes: ['post', 'patch', 'put'] },
  { path: 'providers/{providersId:key}', name: 'Provider', writes: ['patch', 'put', 'delete'] },
] as const satisfies readonly SubresourceDef[];

/** Providers that are only read here (a work batch's). */
export const READ_ONLY_PROVIDER_SUBRESOURCES = [
  { path: 'providers', name: 'Providers' },
  { path: 'providers/{providersId:key}', name: 'Provider' },
] as const satisfies readonly SubresourceDef[];
