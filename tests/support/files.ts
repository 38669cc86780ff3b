// Small real files of each format uploads accept, for tests and benchmarks.
const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function glb(): Buffer {
  const json = Buffer.from('{"asset":{"version":"2.0"}}  ');
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length, 8);
  header.writeUInt32LE(json.length, 12);
  header.write('JSON', 16, 'ascii');
  return Buffer.concat([header, json]);
}

const FILES: Record<string, () => Buffer> = {
  png: () => Buffer.from(PNG_1x1, 'base64'),
  jpg: () => Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300' + '01'.repeat(64) + 'ffd9', 'hex'),
  webp: () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from([13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0])]),
  step: () => Buffer.from('ISO-10303-21;\nHEADER;\nFILE_NAME(\'side.step\');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n'),
  stl: () => Buffer.from('solid side\n  facet normal 0 0 1\n    outer loop\n      vertex 0 0 0\n      vertex 1 0 0\n      vertex 0 1 0\n    endloop\n  endfacet\nendsolid side\n'),
  obj: () => Buffer.from('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'),
  glb,
  gltf: () => Buffer.from('{"asset":{"version":"2.0"}}'),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  json: () => Buffer.from('{"sheets":3,"utilisation":0.81}'),
  csv: () => Buffer.from('part,sheet\nside,0\n'),
  txt: () => Buffer.from('nested 12 parts on 3 sheets\n'),
};
FILES.jpeg = FILES.jpg;
FILES.stp = FILES.step;

/** A small file whose bytes are what `extension` says, or undefined when there is none here. */
export const sampleFile = (extension: string): Buffer | undefined => FILES[extension]?.();

/** A multipart body with one file field (or several, for tests of refusals). */
export function formWith(...files: { bytes: Buffer; name?: string; field?: string }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name ?? 'upload');
  return form;
}
