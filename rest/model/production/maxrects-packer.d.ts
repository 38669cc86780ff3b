/**
 * The library's ES module build. Its package's `main` is a UMD bundle that Node, reading the package
 * as an ES module ("type": "module"), runs without exports (it only sets globalThis.MaxRectsPacker),
 * so the server imports the build its `module` field names, typed by the package's own declarations
 * (whose index leaves out Rectangle, which the build exports).
 */
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export * from 'maxrects-packer';
  export { Rectangle } from 'maxrects-packer/dist/geom/Rectangle';
}
