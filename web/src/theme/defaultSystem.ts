import { DEFAULT_SEED } from '../shared/constants.ts';
import { materialTheme } from './material.ts';
import { createAppSystem } from './system.ts';

/** The system of the default seed: the public site, and the app until the workspace's theme is known. */
export const defaultAppSystem = createAppSystem(materialTheme(DEFAULT_SEED));
