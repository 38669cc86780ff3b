import type { EditorModule } from './module-form.ts';

/** Geometry files three.js shows as they are (STEP and other CAD formats need a conversion first). */
export const MESH_FORMATS = ['stl', 'obj', 'glb', 'gltf'] as const;
export type MeshFormat = (typeof MESH_FORMATS)[number];

type Source = EditorModule['document']['source'];

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/**
 * The mesh a module's source file holds, with the address of its content; none for other files, or
 * for a file whose content was never uploaded here (no hash).
 */
export function meshOf(id: string, version: number, source: Source): { url: string; format: MeshFormat } | null {
  const file = source?.file?.file;
  const format = file ? extensionOf(file.name) : '';
  if (!file?.hashString || !(MESH_FORMATS as readonly string[]).includes(format)) return null;
  return { url: file.uri ?? `/api/modules/${id}/v/${version}/source/file.${format}`, format: format as MeshFormat };
}

/** Whether the module image (§7) has something to show: an uploaded source image or render. */
export function hasImage(source: Source): boolean {
  return Boolean(source?.image?.hashString || source?.render?.hashString);
}

/** Where the geometry comes from, in words: an Onshape element, a CAD file, an image, or nothing known. */
export function sourceDescription(source: Source): string {
  if (source?.onshape) {
    const { documentName, elementName } = source.onshape;
    return ['Onshape', [documentName, elementName].filter(Boolean).join(' / ')].filter(Boolean).join(': ');
  }
  if (source?.file?.file) return `File: ${source.file.file.name}`;
  if (source?.image) return `Image: ${source.image.name}`;
  if (source?.render) return `Render: ${source.render.name}`;
  return 'No source yet';
}
