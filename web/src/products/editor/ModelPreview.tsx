/**
 * The 3D preview of a module's geometry (three.js), in its own chunk: only a module with a mesh or
 * CAD file loads it (a CAD file's conversion is a further chunk, cad-import.ts). Rendering happens
 * when the view changes, not in a loop.
 */
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  AmbientLight, Box3, DirectionalLight, Mesh, PerspectiveCamera, Scene, Sphere, Vector3, WebGLRenderer,
  type Material, type Object3D,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { loadMeshFile } from './mesh-file.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { isCadFormat, PreviewError, previewBusyText, type Preview } from './source.ts';

/** The file as three.js objects; meshes without a material of their own get a neutral one. */
async function loadModel({ url, format, orientation }: Preview, signal: AbortSignal): Promise<Object3D> {
  if (isCadFormat(format)) {
    const { loadCadModel } = await import('./cad-import.ts');
    return loadCadModel(url, format, orientation, signal);
  }
  return loadMeshFile(url, format);
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
  preview: Preview;
  /** names the preview for assistive technology */
  label: string;
  /** the geometry cannot be shown (no WebGL, or the file did not load), and why in words for the user */
  onUnavailable?: (reason: string) => void;
}

export default function ModelPreview({ preview, label, onUnavailable }: ModelPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    const canvas = canvasRef.current!;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true });
    } catch {
      setState('unsupported');
      onUnavailable?.('this browser cannot draw 3D (WebGL)');
      return;
    }
    const closed = new AbortController();
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

    loadModel(preview, closed.signal)
      .then((loaded) => {
        if (closed.signal.aborted) return dispose(loaded);
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
      .catch((error: unknown) => {
        if (closed.signal.aborted) return;
        setState('failed');
        onUnavailable?.(error instanceof PreviewError ? error.message : 'the file could not be read');
      });

    return () => {
      closed.abort();
      observer.disconnect();
      controls.dispose();
      if (model) dispose(model);
      renderer.dispose();
    };
    // a new file is a new preview; the callback is not
  }, [preview.url, preview.format, preview.orientation]);

  return (
    <PreviewFrame busyText={state === 'loading' ? previewBusyText(preview.format) : undefined}>
      <Box as="canvas" ref={canvasRef} role="img" aria-label={label} w="full" h="full" display="block" touchAction="none" />
      {(state === 'failed' || state === 'unsupported') && (
        <Text position="absolute" inset="0" display="grid" placeItems="center" color="fg.muted" textStyle="sm">
          {state === 'failed' ? 'The geometry could not be loaded' : '3D preview is not available in this browser'}
        </Text>
      )}
    </PreviewFrame>
  );
}
