/**
 * A worker thread's work (worker-pool.ts): a published module's STEP or IGES file read by OpenCascade
 * into the meshes the storefront's 3D view draws (rules/cad-meshes.ts), as the product editor's worker
 * reads a file in the browser, in their binary form.
 */
import { cadReplyOf, encodeCadMeshes } from '../../../rules/cad-meshes.ts';
import { openCascade } from '../cad-import/read-cad.ts';
import type { TaskContext } from '../tasks/task-types.ts';

export interface CadMeshesInput {
  bytes: Uint8Array;
  format: 'step' | 'iges';
}

export type CadMeshesResult = { meshes: Uint8Array } | { error: string };

export async function run({ input }: TaskContext<CadMeshesInput>): Promise<CadMeshesResult> {
  const occt = await openCascade();
  try {
    const reply = cadReplyOf(input.format === 'step' ? occt.ReadStepFile(input.bytes, null) : occt.ReadIgesFile(input.bytes, null));
    return 'meshes' in reply ? { meshes: encodeCadMeshes(reply.meshes) } : reply;
  } catch {
    return { error: 'the file holds nothing OpenCascade could read' };
  }
}
