import type { EditorModule } from './module-form.ts';

/** Geometry files three.js shows as they are. */
export const MESH_FORMATS = ['stl', 'obj', 'glb', 'gltf'] as const;
export type MeshFormat = (typeof MESH_FORMATS)[number];

/** CAD files (B-rep solids) the preview converts to meshes first, by each extension that names them. */
export const CAD_FORMATS = { step: 'step', stp: 'step', iges: 'iges', igs: 'iges' } as const;
export type CadFormat = (typeof CAD_FORMATS)[keyof typeof CAD_FORMATS];

export type PreviewFormat = MeshFormat | CadFormat;

/** How people call each CAD format. */
export const CAD_FORMAT_NAMES: Record<CadFormat, string> = { step: 'STEP', iges: 'IGES' };

export const isCadFormat = (format: PreviewFormat): format is CadFormat => format === 'step' || format === 'iges';

type Source = EditorModule['document']['source'];
export type CadOrientation = NonNullable<NonNullable<NonNullable<Source>['geometrySettings']>['cadOrientation']>;

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** The format the 3D preview reads a file of this name as, by its extension; null for any other file. */
export function previewFormatOf(fileName: string): PreviewFormat | null {
  const extension = extensionOf(fileName);
  if ((MESH_FORMATS as readonly string[]).includes(extension)) return extension as MeshFormat;
  return Object.hasOwn(CAD_FORMATS, extension) ? CAD_FORMATS[extension as keyof typeof CAD_FORMATS] : null;
}

export interface Preview {
  url: string;
  format: PreviewFormat;
  /** the file's name, as uploaded */
  fileName: string;
  /** which axis of a CAD file points up (the module's geometry settings); CAD files are Z-up unless it says */
  orientation: CadOrientation;
}

/**
 * The geometry a module's source file holds that the 3D preview can show (a mesh, or a CAD file it
 * converts), with the address of its content; none for other files, or for a file whose content was
 * never uploaded here (no hash).
 */
export function previewOf(id: string, version: number, source: Source): Preview | null {
  const file = source?.file?.file;
  const format = file ? previewFormatOf(file.name) : null;
  if (!file?.hashString || !format) return null;
  return {
    url: file.uri ?? `/api/modules/${id}/v/${version}/source/file.${extensionOf(file.name)}`,
    format,
    fileName: file.name,
    orientation: source?.geometrySettings?.cadOrientation ?? 'PositiveZ',
  };
}

/** Why the 3D preview cannot show a file, in words for the user ('the file could not be downloaded (HTTP 404)'). */
export class PreviewError extends Error {}

/** What the 3D preview says while it loads, or converts a CAD file. */
export const previewBusyText = (format: PreviewFormat) =>
  isCadFormat(format) ? `Converting the ${CAD_FORMAT_NAMES[format]} file for the 3D preview…` : 'Loading the 3D preview…';

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
