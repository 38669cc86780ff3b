/**
 * The CAD and mesh formats a product can be created from (issue 21 §2), told by the file's extension,
 * and whether the bytes are what the extension says, in words for the user.
 */

export const CAD_IMPORT_FORMATS = ['step', 'iges', 'stl', 'obj', 'glb'] as const;
export type CadFormat = (typeof CAD_IMPORT_FORMATS)[number];

const BY_EXTENSION: Record<string, CadFormat> = { step: 'step', stp: 'step', iges: 'iges', igs: 'iges', stl: 'stl', obj: 'obj', glb: 'glb' };

/** The words for each format in a failure: 'not a STEP file'. */
export const FORMAT_NAMES: Record<CadFormat, string> = { step: 'a STEP', iges: 'an IGES', stl: 'an STL', obj: 'an OBJ', glb: 'a GLB' };

/** A failure of an import the user can read: why the file gave no product. */
export class CadImportError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CadImportError';
  }
}

/** The format a file name's extension names, or undefined. */
export function cadFormatOf(fileName: string): CadFormat | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toLowerCase();
  return extension ? BY_EXTENSION[extension] : undefined;
}

const startsWith = (head: Buffer, pattern: RegExp) => pattern.test(head.subarray(0, 512).toString('latin1'));

/** Whether an STL's bytes are binary STL: an 80-byte header, a count, and 50 bytes per triangle. */
const isBinaryStl = (bytes: Buffer, size: number) => bytes.length >= 84 && size === 84 + 50 * bytes.readUInt32LE(80);

/**
 * Whether the bytes are the format, judged by how such files begin (and a binary STL by its size):
 * undefined when they are, else the reason ('not a STEP file'). `bytes` may be the file's beginning only
 * (4 KB is enough), `size` is then the whole file's.
 */
export function formatProblem(format: CadFormat, bytes: Buffer, size = bytes.length): string | undefined {
  const fits: Record<CadFormat, () => boolean> = {
    step: () => startsWith(bytes, /^\s*ISO-10303-21;/),
    // IGES: fixed 80-column records, the first of the Start section marked S in column 73
    iges: () => /^.{72}S\s*0*1\r?\n/.test(bytes.subarray(0, 200).toString('latin1')),
    stl: () => isBinaryStl(bytes, size) || startsWith(bytes, /^\s*solid[\s\S]*facet/),
    obj: () => !bytes.subarray(0, 4096).includes(0) && /^\s*v\s+-?[\d.]/m.test(bytes.subarray(0, 65536).toString('latin1')),
    glb: () => size >= 12 && bytes.toString('latin1', 0, 4) === 'glTF',
  };
  return fits[format]() ? undefined : `not ${FORMAT_NAMES[format]} file`;
}
