import { Color, DoubleSide, FrontSide, MeshStandardMaterial } from 'three';

/**
 * The material of the 3D preview's surfaces: the file's colour where it has one, else a neutral one.
 * CAD files may hold open surfaces (sheets), seen from both sides.
 */
export function surfaceMaterial(colour?: Color, { doubleSided = false } = {}): MeshStandardMaterial {
  return new MeshStandardMaterial({ color: colour ?? 0xb8b2a7, roughness: 0.7, metalness: 0.05, side: doubleSided ? DoubleSide : FrontSide });
}
