/**
 * The 3D preview of a module's geometry (three.js), in its own chunk: only a module with a mesh
 * file loads it. Rendering happens when the view changes, not in a loop.
 */
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  AmbientLight, Box3, DirectionalLight, Mesh, MeshStandardMaterial, PerspectiveCamera, Scene, Sphere, Vector3, WebGLRenderer,
  type Material, type Object3D,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { OBJLoader } from 'three/addons/loaders/OBJLoader.js';
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
import type { MeshFormat } from './source.ts';

const surface = () => new MeshStandardMaterial({ color: 0xb8b2a7, roughness: 0.7, metalness: 0.05 });

/** The file as three.js objects; meshes without a material of their own get a neutral one. */
async function loadModel(url: string, format: MeshFormat): Promise<Object3D> {
  if (format === 'stl') {
    const geometry = await new STLLoader().loadAsync(url);
    // many STL files carry no usable normals: shade by the geometry itself
    geometry.computeVertexNormals();
    return new Mesh(geometry, surface());
  }
  if (format === 'obj') {
    const group = await new OBJLoader().loadAsync(url);
    group.traverse((node) => {
      if (node instanceof Mesh) node.material = surface();
    });
    return group;
  }
  return (await new GLTFLoader().loadAsync(url)).scene;
}

/** Frees what the GPU holds for a scene's meshes. */
function dispose(root: Object3D): void {
  root.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    node.geometry.dispose();
    const materials: Material[] = Array.isArray(node.material) ? node.material : [node.material];
    for (const material of materials) material.dispose();
  });
}

type State = 'loading' | 'shown' | 'failed' | 'unsupported';

export interface ModelPreviewProps {
  url: string;
  format: MeshFormat;
  /** names the preview for assistive technology */
  label: string;
  /** the geometry could not be shown (no WebGL, or the file did not load) */
  onUnavailable?: () => void;
}

export default function ModelPreview({ url, format, label, onUnavailable }: ModelPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    const canvas = canvasRef.current!;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true });
    } catch {
      setState('unsupported');
      onUnavailable?.();
      return;
    }
    let cancelled = false;
    const scene = new Scene();
    scene.add(new AmbientLight(0xffffff, 1.2));
    const sun = new DirectionalLight(0xffffff, 2);
    sun.position.set(1, 2, 3);
    scene.add(sun);
    const camera = new PerspectiveCamera(40, 1, 0.1, 1e7);
    const controls = new OrbitControls(camera, canvas);
    const render = () => renderer.render(scene, camera);
    controls.addEventListener('change', render);
    const resize = () => {
      const { clientWidth, clientHeight } = canvas;
      if (!clientWidth || !clientHeight) return;
      renderer.setPixelRatio(window.devicePixelRatio);
      renderer.setSize(clientWidth, clientHeight, false);
      camera.aspect = clientWidth / clientHeight;
      camera.updateProjectionMatrix();
      render();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    let model: Object3D | undefined;

    loadModel(url, format)
      .then((loaded) => {
        if (cancelled) return dispose(loaded);
        model = loaded;
        scene.add(loaded);
        // frame the model: look at its centre from where its bounding sphere fills the view
        const sphere = new Box3().setFromObject(loaded).getBoundingSphere(new Sphere());
        const centre = sphere.center;
        const radius = sphere.radius || 1;
        const distance = (radius / Math.sin((camera.fov * Math.PI) / 360)) * 1.1;
        camera.near = distance / 100;
        camera.far = distance * 100;
        camera.position.copy(centre).add(new Vector3(0.6, 0.5, 1).normalize().multiplyScalar(distance));
        controls.target.copy(centre);
        controls.update();
        resize();
        setState('shown');
      })
      .catch(() => {
        if (cancelled) return;
        setState('failed');
        onUnavailable?.();
      });

    return () => {
      cancelled = true;
      observer.disconnect();
      controls.dispose();
      if (model) dispose(model);
      renderer.dispose();
    };
    // a new file is a new preview; the callback is not
  }, [url, format]);

  return (
    <Box position="relative" w="full" aspectRatio="4 / 3" bg="bg.muted" rounded="md" overflow="hidden" aria-busy={state === 'loading'}>
      <Box as="canvas" ref={canvasRef} role="img" aria-label={label} w="full" h="full" display="block" touchAction="none" />
      {state !== 'shown' && (
        <Text position="absolute" inset="0" display="grid" placeItems="center" color="fg.muted" textStyle="sm" aria-live="polite">
          {state === 'loading' ? 'Loading the 3D preview…' : state === 'failed' ? 'The geometry could not be loaded' : '3D preview is not available in this browser'}
        </Text>
      )}
    </Box>
  );
}
