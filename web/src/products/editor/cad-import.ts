/**
 * The 3D preview of a CAD file, in its own chunk with its worker: only a module whose source is a
 * STEP or IGES file loads it (and the worker the 7 MB OpenCascade WebAssembly).
 */
import type { Object3D } from 'three';
import { cadModelOf, type CadMesh, type CadReply } from './cad-mesh.ts';
import CadWorker from './cad.worker.ts?worker';
import type { CadRequest } from './cad.worker.ts';
import { PreviewError, type CadFormat, type CadOrientation } from './source.ts';

/** The file's meshes, converted in a worker; the worker ends when the answer comes or `signal` aborts (the preview closes). */
function convert(request: CadRequest, signal?: AbortSignal): Promise<CadMesh[]> {
  return new Promise((resolve, reject) => {
    const worker = new CadWorker({ name: 'CAD preview' });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort);
    worker.onmessage = ({ data }: MessageEvent<CadReply>) => {
      end();
      if ('meshes' in data) resolve(data.meshes);
      else reject(new PreviewError(data.error));
    };
    worker.onerror = () => {
      end();
      reject(new PreviewError('the CAD reader could not start in this browser'));
    };
    worker.postMessage(request);
  });
}

/** A CAD file as a 3D object; without a signal the conversion always runs to its end. */
export async function loadCadModel(url: string, format: CadFormat, orientation: CadOrientation, signal?: AbortSignal): Promise<Object3D> {
  return cadModelOf(await convert({ url, format }, signal), orientation);
}
