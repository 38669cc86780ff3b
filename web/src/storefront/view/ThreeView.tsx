/**
 * The 3D view of a configuration (three.js through @react-three/fiber), in its own chunk: the chosen
 * modules' geometry (STEP or IGES as the meshes the server converted them to, or GLB/glTF, STL, OBJ as
 * they are: no CAD reader runs in a customer's browser), or their images as pictures standing in the scene where a module has no geometry, placed
 * by placement.ts. The view renders on demand (when it changes), not in a loop.
 */
import { Box, Button, HStack, Spinner } from '@chakra-ui/react';
import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { LuRotateCcw, LuRotateCw } from 'react-icons/lu';
import {
  Box3, BoxGeometry, DoubleSide, Group, Matrix4, Mesh, MeshBasicMaterial, PlaneGeometry, SRGBColorSpace, Sphere, TextureLoader, Vector3, type Object3D,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { decodeCadMeshes } from '../../../../rules/cad-meshes.ts';
import { cadModelOf } from '../../products/editor/cad-mesh.ts';
import { loadMeshFile } from '../../products/editor/mesh-file.ts';
import { isCadFormat, previewFormatOf } from '../../products/editor/source.ts';
import { surfaceMaterial } from '../../products/editor/surface.ts';
import type { OfferedModule } from '../api/published-api.ts';
import { placeItems, type PlacedConnection, type PlacedItem, type Vec3 } from './placement.ts';

export interface ViewItem {
  key: string;
  module: OfferedModule;
}

export interface ThreeViewProps {
  items: ViewItem[];
  connections: PlacedConnection[];
  label: string;
}

/** Models larger than this many units are in millimetres (CAD files): the scene is in metres. */
const MILLIMETRE_SCALE_ABOVE = 20;
const PICTURE_HEIGHT = 0.6;

/** How to load a mesh file as it is (GLB/glTF, STL, OBJ); none for other files (STEP and IGES come as the server's meshes). */
function meshFileLoader(url: string): (() => Promise<Object3D>) | undefined {
  const format = previewFormatOf(new URL(url, window.location.href).pathname);
  return format && !isCadFormat(format) ? () => loadMeshFile(url, format) : undefined;
}

/** A STEP or IGES file as the server converted it (rules/cad-meshes.ts): no OpenCascade in the visitor's browser. */
async function meshesOf(url: string): Promise<Object3D> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the meshes could not be downloaded (HTTP ${response.status})`);
  return cadModelOf(decodeCadMeshes(await response.arrayBuffer()), 'PositiveZ');
}

async function pictureOf(url: string): Promise<Object3D> {
  const texture = await new TextureLoader().loadAsync(url);
  texture.colorSpace = SRGBColorSpace;
  const { width = 1, height = 1 } = (texture.image as { width?: number; height?: number } | undefined) ?? {};
  const plane = new PlaneGeometry((PICTURE_HEIGHT * width) / height, PICTURE_HEIGHT);
  plane.translate(0, PICTURE_HEIGHT / 2, 0);
  return new Mesh(plane, new MeshBasicMaterial({ map: texture, side: DoubleSide, transparent: true }));
}

/** A plain block for a module with neither geometry nor an image (or whose files did not load). */
function blockOf(): Object3D {
  const block = new BoxGeometry(0.4, 0.4, 0.4);
  block.translate(0, 0.2, 0);
  return new Mesh(block, surfaceMaterial());
}

/** A module's object: its geometry, else its image, else a block; in metres. */
async function objectOf(module: OfferedModule): Promise<Object3D> {
  const fileLoad = module.geometry ? meshFileLoader(module.geometry) : undefined;
  const attempts = [
    module.meshes ? { geometry: true, load: () => meshesOf(module.meshes!) } : fileLoad ? { geometry: true, load: fileLoad } : undefined,
    module.image ? { geometry: false, load: () => pictureOf(module.image!) } : undefined,
  ].filter((attempt) => attempt !== undefined);
  for (const attempt of attempts) {
    try {
      const object = await attempt.load();
      const size = new Box3().setFromObject(object).getSize(new Vector3());
      if (Math.max(size.x, size.y, size.z) > MILLIMETRE_SCALE_ABOVE) object.scale.setScalar(0.001);
      const wrapper = new Group();
      wrapper.add(object);
      // connectors sit in the CAD frame: the geometry's own scale and orientation carry them into the scene's
      object.updateMatrix();
      if (attempt.geometry) wrapper.userData.cadFrame = object.matrix.toArray();
      return wrapper;
    } catch {
      // the next way to show it
    }
  }
  return blockOf();
}

const vec = (v: Vector3): Vec3 => [v.x, v.y, v.z];

/** A module's connector positions in its object's frame, when the object is its CAD geometry (a picture has no connectors). */
function connectorsOf(module: OfferedModule, object: Object3D): Record<string, Vec3 | undefined> {
  const frame = object.userData.cadFrame as number[] | undefined;
  if (!frame) return {};
  const matrix = new Matrix4().fromArray(frame);
  return Object.fromEntries(module.connectors.filter((c) => c.position).map((c) => [c.id, vec(new Vector3(...c.position!).applyMatrix4(matrix))]));
}

interface Scene {
  objects: { key: string; object: Object3D; position: Vec3 }[];
  centre: Vector3;
  radius: number;
}

/**
 * Each offered module's object, by its version and files, for as long as the page lives: a view that mounts again
 * (back from signing in, or from the order confirmation) shows the models it had at once, rather than
 * downloading and building them again.
 */
const loaded = new Map<string, Promise<Object3D>>();

/** Loads each module once (instances share it), then places every instance. */
function useScene(items: ViewItem[], connections: PlacedConnection[]): { scene: Scene | null; loading: boolean } {
  const [scene, setScene] = useState<Scene | null>(null);
  const [loading, setLoading] = useState(true);
  const signature = JSON.stringify([items.map((i) => i.key), connections]);
  useEffect(() => {
    let current = true;
    setLoading(true);
    const load = (module: OfferedModule) => {
      const key = [module.id, module.version, module.meshes, module.geometry, module.image].join(' ');
      if (!loaded.has(key)) loaded.set(key, objectOf(module));
      return loaded.get(key)!;
    };
    const byKey = new Map(items.map((item) => [item.key, item.module]));
    void Promise.all(items.map(async (item) => ({ key: item.key, object: (await load(item.module)).clone() }))).then((loaded) => {
      if (!current) return;
      const placedItems: PlacedItem[] = loaded.map(({ key, object }) => {
        const box = new Box3().setFromObject(object);
        return { key, size: vec(box.getSize(new Vector3())), centre: vec(box.getCenter(new Vector3())), connectors: connectorsOf(byKey.get(key)!, object) };
      });
      const positions = placeItems(placedItems, connections);
      const objects = loaded.map(({ key, object }) => ({ key, object, position: positions.get(key) ?? ([0, 0, 0] as Vec3) }));
      const all = new Box3();
      for (const { object, position } of objects) {
        object.position.set(...position);
        all.expandByObject(object);
      }
      const sphere = all.isEmpty() ? new Sphere(new Vector3(), 1) : all.getBoundingSphere(new Sphere());
      setScene({ objects, centre: sphere.center, radius: sphere.radius || 1 });
      setLoading(false);
    }, () => {});
    return () => {
      current = false;
    };
    // the signature stands for items and connections
  }, [signature]);
  return { scene, loading };
}

type Turn = (radians: number) => void;

/** Orbiting with the pointer (three's OrbitControls), and turning by the buttons beside the view. */
function Orbit({ centre, radius, turnRef }: { centre: Vector3; radius: number; turnRef: { current: Turn | null } }) {
  const { camera, gl, invalidate } = useThree();
  useEffect(() => {
    const distance = (radius / Math.sin((40 * Math.PI) / 360)) * 1.1;
    camera.position.copy(centre).add(new Vector3(0.5, 0.45, 1).normalize().multiplyScalar(distance));
    camera.near = distance / 100;
    camera.far = distance * 100;
    camera.updateProjectionMatrix();
    const controls = new OrbitControls(camera, gl.domElement);
    controls.target.copy(centre);
    controls.update();
    controls.addEventListener('change', () => invalidate());
    turnRef.current = (radians) => {
      const offset = camera.position.clone().sub(controls.target).applyAxisAngle(new Vector3(0, 1, 0), radians);
      camera.position.copy(controls.target).add(offset);
      controls.update();
    };
    invalidate();
    return () => {
      turnRef.current = null;
      controls.dispose();
    };
  }, [camera, gl, invalidate, centre, radius, turnRef]);
  return null;
}

export default function ThreeView({ items, connections, label }: ThreeViewProps) {
  const { scene, loading } = useScene(items, connections);
  const turnRef = useRef<Turn | null>(null);
  return (
    <Box position="relative" w="full" h="full">
      <Box role="img" aria-label={label} w="full" h="full" touchAction="none">
        <Canvas frameloop="demand" camera={{ fov: 40, position: [2, 1.5, 3] }} gl={{ antialias: true, alpha: true }}>
          <ambientLight intensity={1.2} />
          <directionalLight position={[1, 2, 3]} intensity={2} />
          {scene?.objects.map(({ key, object }) => <primitive key={key} object={object} />)}
          {scene && <Orbit centre={scene.centre} radius={scene.radius} turnRef={turnRef} />}
        </Canvas>
      </Box>
      {loading && (
        // the first scene in the middle; a change while the last one stays, in a corner
        <Box position="absolute" {...(scene ? { top: '2', left: '2' } : { inset: '0' })} display="grid" placeItems="center" role="status" aria-label="Loading the 3D view">
          <Spinner size={scene ? 'sm' : 'lg'} color="colorPalette.solid" />
        </Box>
      )}
      <HStack position="absolute" bottom="2" right="2" gap="1">
        <Button size="xs" variant="surface" onClick={() => turnRef.current?.(-Math.PI / 8)}><LuRotateCcw aria-hidden="true" /> Turn left</Button>
        <Button size="xs" variant="surface" onClick={() => turnRef.current?.(Math.PI / 8)}><LuRotateCw aria-hidden="true" /> Turn right</Button>
      </HStack>
    </Box>
  );
}
