
/**
 * What each accepted file extension is: the Content-Type it is served with, and how its bytes are
 * checked at upload (file-type recognises binary formats by their signatures; text formats must not
 * be a recognised binary format and must hold no NUL byte, some must also start as their format does).
 */
interface ContentRule {
  type: string;
  /** file-type's names for what the bytes may be */
  detect?: string[];
  /** a text format; a pattern its beginning must match */
  text?: RegExp | true;
  /** either (STL is binary or text): must not be another recognised format */
  any?: true;
}

const RULES: Record<string, ContentRule> = {
  png: { type: 'image/png', detect: ['png'] },
  jpg: { type: 'image/jpeg', detect: ['jpg'] },
  jpeg: { type: 'image/jpeg', detect: ['jpg'] },
  webp: { type: 'image/webp', detect: ['webp'] },
  step: { type: 'model/step', text: /^\s*ISO-10303-21;/ },
  stp: { type: 'model/step', text: /^\s*ISO-10303-21;/ },
  iges: { type: 'model/iges', text: true },
  igs: { type: 'model/iges', text: true },
  stl: { type: 'model/stl', detect: ['stl'], any: true },
  obj: { type: 'model/obj', text: true },
  glb: { type: 'model/gltf-binary', detect: ['glb'] },
  gltf: { type: 'model/gltf+json', text: /^\s*\{/ },
  '3mf': { type: 'model/3mf', detect: ['3mf', 'zip'] },
  zip: { type: 'application/zip', detect: ['zip', '3mf'] },
  pdf: { type: 'application/pdf', detect: ['pdf'] },
  json: { type: 'application/json', text: /^\s*[[{"\d-]|^\s*(true|false|null)/ },
  csv: { type: 'text/csv', text: true },
  txt: { type: 'text/plain', text: true },
};

export const contentTypeOf = (extension: string): string => RULES[extension]?.type ?? 'application/octet-stream';

export const isKnownExtension = (extension: string) => Object.hasOwn(RULES, extension);

/** jpg and jpeg, step and stp, iges and igs name the same content. */
export const sameContent = (a: string, b: string) => a === b || (isKnownExtension(a) && contentTypeOf(a) === contentTypeOf(b));

/** The extension of a file name, lower case, or undefined. */
export function extensionOf(name: string): string | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1].toLowerCase() : undefined;
}

/** The type of a file by its first bytes (file-type, an ES module with its own readers, loaded with the first upload rather than at start). */
export async function fileTypeOf(head: Uint8Array): Promise<{ ext: string; mime: string } | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(head);
}

/** What is wrong with content uploaded as `extension`, judged by its first bytes; undefined when it fits. */
export async function contentProblem(extension: string, head: Buffer, size: number): Promise<string | undefined> {
  if (size === 0) return 'the file is empty';
  const rule = RULES[extension];
  if (!rule) return `.${extension} files are not accepted`;
  const detected = await fileTypeOf(head);
  const what = detected ? `${detected.ext.toUpperCase()} (${detected.mime})` : 'not recognisable';
  if (rule.detect?.includes(detected?.ext ?? '')) return undefined;
  if (rule.detect && !rule.any) return `the file's content is ${what}, not .${extension}`;
  if (detected) return `the file's content is ${what}, not .${extension}`;
  if (rule.text) {
    if (head.includes(0)) return `the file's content is binary, not .${extension} text`;
    if (rule.text instanceof RegExp && !rule.text.test(head.toString('utf8'))) return `the file's content does not begin as a .${extension} file does`;
  }
  return undefined;
}
