/**
 * The stages of a CAD import, which the task reports progress by. Apart from the pipeline, so that the
 * server's task registry can name them without loading three.js and OpenCascade's reader at every start:
 * those load in the worker thread that imports a file.
 */
export const CAD_IMPORT_STAGES = ['read', 'tessellate', 'parts', 'render'] as const;
export type CadImportStage = (typeof CAD_IMPORT_STAGES)[number];
