/**
 * Converts a CAD file (STEP or IGES) to meshes with OpenCascade (occt-import-js, WebAssembly) off
 * the page's thread: it fetches the file, reads it, and answers with the meshes or why there are none.
 * One conversion per worker; the page ends the worker when it no longer needs the answer.
 */
import occtimportjs, { type Occt } from 'occt-import-js';
import wasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url';
import { cadReplyOf, transferablesOf, type CadReply } from '../../../../rules/cad-meshes.ts';
import type { CadFormat } from './source.ts';

export interface CadRequest {
  url: string;
  format: CadFormat;
}

async function convert({ url, format }: CadRequest): Promise<CadReply> {
  let content: Uint8Array;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return { error: `the file could not be downloaded (HTTP ${response.status})` };
    content = new Uint8Array(await response.arrayBuffer());
  } catch {
    return { error: 'the file could not be downloaded' };
  }
  let occt: Occt;
  try {
    // OpenCascade reports on what it reads as it goes: nothing the page needs
    occt = await occtimportjs({ locateFile: () => wasmUrl, print: () => {}, printErr: () => {} });
  } catch {
    return { error: 'the CAD reader could not start in this browser' };
  }
  try {
    return cadReplyOf(format === 'step' ? occt.ReadStepFile(content, null) : occt.ReadIgesFile(content, null));
  } catch {
    return { error: 'the file holds nothing OpenCascade could read' };
  }
}

self.onmessage = async (event: MessageEvent<CadRequest>) => {
  const reply = await convert(event.data);
  self.postMessage(reply, { transfer: transferablesOf(reply) });
};
