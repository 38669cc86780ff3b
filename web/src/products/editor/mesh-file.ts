/**
 * A mesh file (STL, OBJ, GLB/glTF) as the 3D views draw it, the product editor's preview and the
 * storefront's alike: meshes the file gives no material get the neutral surface.
 */
import { Mesh, type Object3D } from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { OBJLoader } from 'three/addons/loaders/OBJLoader.js';
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
import type { MeshFormat } from './source.ts';
import { surfaceMaterial } from './surface.ts';

export async function loadMeshFile(url: string, format: MeshFormat): Promise<Object3D> {
  if (format === 'stl') {
    const geometry = await new STLLoader().loadAsync(url);
    // many STL files carry no usable normals: shade by the geometry itself
    geometry.computeVertexNormals();
    return new Mesh(geometry, surfaceMaterial());
  }
  if (format === 'obj') {
    const group = await new OBJLoader().loadAsync(url);
    group.traverse((node) => {
      if (node instanceof Mesh) node.material = surfaceMaterial();
    });
    return group;
  }
  return (await new GLTFLoader().loadAsync(url)).scene;
}
