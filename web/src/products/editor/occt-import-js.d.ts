// The parts of occt-import-js (OpenCascade's STEP, IGES and BREP readers compiled to WebAssembly)
// the preview uses; the package ships no types. Its README describes the result.
declare module 'occt-import-js' {
  export type OcctRgb = [number, number, number];

  export interface OcctMesh {
    name: string;
    /** linear RGB, 0 to 1 */
    color?: OcctRgb;
    /** the B-rep faces as runs of triangles (first and last inclusive), each with its own colour or null */
    brep_faces: { first: number; last: number; color: OcctRgb | null }[];
    attributes: { position: { array: number[] }; normal?: { array: number[] } };
    index: { array: number[] };
  }

  export interface OcctResult {
    success: boolean;
    meshes: OcctMesh[];
  }

  export interface Occt {
    ReadStepFile(content: Uint8Array, params: null): OcctResult;
    ReadIgesFile(content: Uint8Array, params: null): OcctResult;
  }

  /** Emscripten's module overrides: where the .wasm is, and where OpenCascade's messages go. */
  export interface OcctOverrides {
    locateFile?: (path: string) => string;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }

  export default function occtimportjs(overrides?: OcctOverrides): Promise<Occt>;
}
